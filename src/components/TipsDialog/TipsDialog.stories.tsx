import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenOf } from '../shared/testing';
import { TipsDialog } from './TipsDialog';

const meta = {
  title: 'Dialogs/TipsDialog',
  component: TipsDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    message: '您的账户余额不足,请先充值。',
  },
} satisfies Meta<typeof TipsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: '温馨提示' });
    await expect(within(dialog).queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithCancel: Story = {
  args: { showCancel: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CustomTexts: Story = {
  args: {
    title: '存款提示',
    message: '存款已提交,请耐心等待到账。',
    confirmText: '去查看',
    cancelText: '稍后再说',
    showCancel: true,
  },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: '存款提示' });
    await expect(dialog).toHaveTextContent('存款已提交,请耐心等待到账。');
    await expect(within(dialog).getByRole('button', { name: '去查看' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '稍后再说' })).toBeVisible();
  },
};

export const Closable: Story = {
  play: async ({ canvasElement, args }) => {
    await screenOf(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const NotClosable: Story = {
  args: { closable: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Professional: Story = { parameters: { theme: 'professional' } };
