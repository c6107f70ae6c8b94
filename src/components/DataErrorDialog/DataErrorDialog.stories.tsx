import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenOf } from '../shared/testing';
import { DataErrorDialog } from './DataErrorDialog';

const meta = {
  title: 'Dialogs/DataErrorDialog',
  component: DataErrorDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onReenter: fn() },
} satisfies Meta<typeof DataErrorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent('数据异常,请重新进入游戏');
  },
};

export const NotClosable: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screenOf(canvasElement).getByRole('dialog')).toBeVisible();
    await expect(args.onReenter).not.toHaveBeenCalled();
  },
};

export const Reenter: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onReenter).toHaveBeenCalledTimes(1);
  },
};
