import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { screenOf } from '../shared/testing';
import { Toaster, useToastQueue } from './Toast';

const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  args: { onDismiss: fn(), toasts: [] },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTypes: Story = {
  args: {
    toasts: [
      { id: '1', type: 'info', message: '复制成功', duration: 600_000 },
      { id: '2', type: 'success', message: '转账成功', duration: 600_000 },
      { id: '3', type: 'warning', message: '请勿频繁提交', duration: 600_000 },
      { id: '4', type: 'error', message: '请先登录账号,才能了解更多', duration: 600_000 },
    ],
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    for (const text of ['复制成功', '转账成功', '请勿频繁提交', '请先登录账号,才能了解更多']) {
      await expect(await screen.findByText(text)).toBeVisible();
    }
  },
};

function Demo() {
  const { show, toaster } = useToastQueue();
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => show('error', '请先登录账号,才能了解更多', 800)}>显示提示</Button>
      {toaster}
    </div>
  );
}

export const AutoDismiss: Story = {
  render: () => <Demo />,
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '显示提示' }));
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('请先登录账号,才能了解更多')).toBeVisible();
    await waitFor(
      () => expect(screen.queryByText('请先登录账号,才能了解更多')).not.toBeInTheDocument(),
      {
        timeout: 3000,
      },
    );
  },
};
