import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HelpDocScreen } from './HelpDocScreen';

const meta = {
  title: 'Screens/Help/Document',
  component: HelpDocScreen,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HelpDocScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  args: { doc: 'terms', title: '规则与条款' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '规则与条款' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByText(/注单一经确认,不可取消/)).toBeVisible();
  },
};

export const Privacy: Story = {
  args: { doc: 'privacy', title: '隐私政策' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '隐私政策' })).toBeVisible();
    await expect(canvas.getByText('本网站仅向年满18周岁的玩家提供服务。')).toBeVisible();
  },
};
