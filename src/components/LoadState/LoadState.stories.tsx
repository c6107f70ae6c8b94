import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LoadState } from './LoadState';

const meta = {
  title: 'Primitives/LoadState',
  component: LoadState,
  args: { status: 'ready', children: <p>活动内容</p>, onRetry: fn() },
} satisfies Meta<typeof LoadState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('活动内容')).toBeNull();
  },
};

/** A failure that may pass: the server's message with 重试. */
export const Failed: Story = {
  args: { status: 'error', error: '系统繁忙,请稍后再试' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('系统繁忙,请稍后再试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // the screenshot shows the resting state, not the focus ring the click left
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The thing does not exist (6004): the message as an empty state, no 重试. */
export const Missing: Story = {
  args: { status: 'error', error: '活动不存在', missing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('活动不存在')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/** A missing step (6015 unbound phone): the way to it instead of 重试, which cannot help. */
export const MissingStep: Story = {
  args: {
    status: 'error',
    error: '请先绑定手机号',
    fix: <Button size="s">去绑定手机</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('请先绑定手机号');
    await expect(canvas.getByRole('button', { name: '去绑定手机' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { empty: true, emptyText: '暂无活动' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无活动')).toBeVisible();
  },
};
