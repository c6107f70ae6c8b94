import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenOf } from '../shared/testing';
import { BindRealNameDialog } from './BindRealNameDialog';

const meta = {
  title: 'Dialogs/BindRealNameDialog',
  component: BindRealNameDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    onComplete: fn(),
    message: '为了您的资金安全,请先完善真实姓名',
  },
} satisfies Meta<typeof BindRealNameDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: '温馨提示' });
    await expect(dialog).toHaveTextContent('为了您的资金安全,请先完善真实姓名');
  },
};

export const GoComplete: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '去完善' }));
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
