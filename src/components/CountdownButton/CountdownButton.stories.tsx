import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountdownButton } from './CountdownButton';

const meta = {
  title: 'Primitives/CountdownButton',
  component: CountdownButton,
  args: { onRequest: fn(async () => true) },
} satisfies Meta<typeof CountdownButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

export const Counting: Story = {
  // a running countdown: the picture would change every second
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
    const counting = await canvas.findByRole('button', { name: /^(60|59)秒后重新获取$/ });
    await expect(counting).toBeDisabled();
    // it counts down, one second a step
    await canvas.findByRole('button', { name: '58秒后重新获取' }, { timeout: 4000 });
  },
};

export const Again: Story = {
  args: { seconds: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    const again = await canvas.findByRole('button', { name: '重新获取' }, { timeout: 6000 });
    await expect(again).toBeEnabled();
    await userEvent.click(again);
    await waitFor(() => expect(args.onRequest).toHaveBeenCalledTimes(2));
    // the picture is taken once the second countdown has ended too: a running one would show
    // 2 or 1 seconds depending on how fast the machine reaches the screenshot
    await expect(
      await canvas.findByRole('button', { name: '重新获取' }, { timeout: 6000 }),
    ).toBeEnabled();
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

export const RequestFailed: Story = {
  args: { onRequest: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.onRequest).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

export const AutoStart: Story = {
  // a running countdown: the picture would change every second
  parameters: { snapshot: { disable: true } },
  args: { autoStart: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: /^(60|59)秒后重新获取$/ }),
    ).toBeDisabled();
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};
