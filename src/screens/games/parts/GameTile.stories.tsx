import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameTile, TileGrid } from './GameTile';

const meta = {
  title: 'Screens/Games/GameTile',
  component: GameTile,
  decorators: [
    (Story) => (
      <TileGrid style={{ maxWidth: 720 }}>
        <Story />
      </TileGrid>
    ),
  ],
  args: {
    gameCode: 'PGDZ-1',
    name: '麻将胡了',
    category: 'DZ',
    hot: true,
    isNew: true,
    collected: false,
    onPlay: fn(),
    onToggleFavourite: fn(),
  },
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('热门')).toBeVisible();
    await expect(canvas.getByText('新')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '进入麻将胡了' }));
    await expect(args.onPlay).toHaveBeenCalled();
    const star = canvas.getByRole('button', { name: '收藏麻将胡了' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(args.onToggleFavourite).toHaveBeenCalled();
  },
};

export const Favourite: Story = {
  args: {
    gameCode: 'AGZR-1',
    name: '百家乐',
    category: 'ZR',
    hot: false,
    isNew: false,
    collected: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '取消收藏百家乐' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.queryByText('热门')).toBeNull();
  },
};
