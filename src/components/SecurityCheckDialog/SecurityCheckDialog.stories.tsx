import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenOf } from '../shared/testing';
import { SecurityCheckDialog } from './SecurityCheckDialog';

const meta = {
  title: 'Dialogs/SecurityCheckDialog',
  component: SecurityCheckDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), maskedPhone: '138****5678' },
} satisfies Meta<typeof SecurityCheckDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: '安全验证' });
    await expect(dialog).toHaveTextContent('138');
    await expect(dialog).toHaveTextContent('5678');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('手机号码中间4位'), '12a');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('手机号码错误');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    const input = within(dialog).getByLabelText('手机号码中间4位');
    await userEvent.type(input, '001234');
    await expect(input).toHaveValue('0012');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('0012');
  },
};

export const ServerError: Story = {
  args: { serverError: '验证码发送过于频繁,请稍后再试' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '验证码发送过于频繁,请稍后再试',
    );
  },
};

export const TraditionalProfessional: Story = {
  parameters: { theme: 'professional', locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: '安全驗證' });
    await userEvent.click(within(dialog).getByRole('button', { name: '確定' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('手機號碼錯誤');
  },
};
