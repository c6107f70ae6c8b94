import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VenueStrip } from './VenueStrip';

const meta = {
  title: 'Screens/Games/VenueStrip',
  component: VenueStrip,
  args: {
    label: '场馆',
    selected: 'AGZR',
    onSelect: fn(),
    venues: [
      { enName: 'AGZR', name: 'AG真人', category: 'ZR', maintenance: false },
      { enName: 'KXZR', name: '开心真人', category: 'ZR', maintenance: false },
      {
        enName: 'BGZR',
        name: 'BG真人',
        category: 'ZR',
        maintenance: true,
        note: '场馆维护中,预计 30 分钟后恢复',
      },
    ],
  },
} satisfies Meta<typeof VenueStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /AG真人/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('维护中:场馆维护中,预计 30 分钟后恢复')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /开心真人/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('KXZR');
  },
};
