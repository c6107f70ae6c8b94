import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenOf } from '../shared/testing';
import { CustomerServiceNotice } from './CustomerServiceNotice';

const meta = {
  title: 'Dialogs/CustomerServiceNotice',
  component: CustomerServiceNotice,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    resolveUrl: fn(async () => 'https://service.example.com/chat'),
    openWindow: fn(),
  },
} satisfies Meta<typeof CustomerServiceNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After a press the button keeps the focus; whether Chrome rings it depends on the input before
 * (keyboard or pointer), which differs with the stories run before in the same page: the picture
 * is taken without the focus. */
function dropFocus(): void {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: '温馨提示' });
    await expect(dialog).toHaveTextContent('存款渠道仅可通过官方网站、官方APP或官方在线客服获取');
    await expect(dialog).toHaveTextContent('任何线下代理充值均不被认可');
    await expect(dialog).toHaveTextContent('请提防诈骗');
    await expect(args.openWindow).not.toHaveBeenCalled();
  },
};

export const OpensService: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '我已知晓,联系客服' }));
    await waitFor(() =>
      expect(args.openWindow).toHaveBeenCalledWith(
        'https://service.example.com/chat',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    dropFocus();
  },
};

export const ServerError: Story = {
  args: { resolveUrl: fn(async () => Promise.reject(new Error('服务繁忙,请稍后再试'))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '我已知晓,联系客服' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('服务繁忙,请稍后再试');
    await expect(args.openWindow).not.toHaveBeenCalled();
    dropFocus();
  },
};
