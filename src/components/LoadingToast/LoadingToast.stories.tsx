import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { wait } from '../shared/testing';
import { LoadingToast } from './LoadingToast';

function Stateful(props: ComponentProps<typeof LoadingToast>) {
  const [open, setOpen] = useState(props.open);
  return (
    <LoadingToast
      {...props}
      open={open}
      onClose={() => {
        setOpen(false);
        props.onClose?.();
      }}
    />
  );
}

const meta = {
  title: 'Dialogs/LoadingToast',
  component: LoadingToast,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof LoadingToast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const CustomText: Story = {
  args: { text: '提交中...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('提交中...');
  },
};

export const StaysOpen: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await wait(3300);
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const AutoClose: Story = {
  args: { autoClose: true },
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const started = performance.now();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    // it was shown before the play started, so this is a lower bound of its 3 s
    await expect(performance.now() - started).toBeGreaterThan(2000);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
