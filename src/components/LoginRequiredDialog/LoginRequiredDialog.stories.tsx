import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenOf } from '../shared/testing';
import { LoginRequiredDialog } from './LoginRequiredDialog';

const meta = {
  title: 'Dialogs/LoginRequiredDialog',
  component: LoginRequiredDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), onLogin: fn() },
} satisfies Meta<typeof LoginRequiredDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: '温馨提示' });
    await expect(dialog).toHaveTextContent('请先登录账号,才能了解更多');
    await expect(within(dialog).getAllByRole('button', { name: /确定/ })).toHaveLength(1);
  },
};

export const GoToLogin: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const TraditionalChinese: Story = {
  parameters: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: '溫馨提示' });
    await expect(dialog).toHaveTextContent('請先登入帳號,才能瞭解更多');
  },
};
