import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenOf } from '../shared/testing';
import { VoiceCodeDialog } from './VoiceCodeDialog';

const meta = {
  title: 'Dialogs/VoiceCodeDialog',
  component: VoiceCodeDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), onConfirm: fn() },
} satisfies Meta<typeof VoiceCodeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: '语音验证码' });
    await expect(dialog).toHaveTextContent('我们将通过电话拨打您绑定的手机号码');
    await userEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // whether the focus ring shows on the clicked button or on × (the dialog's first focus)
    // differs from run to run: the picture is taken without focus
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
