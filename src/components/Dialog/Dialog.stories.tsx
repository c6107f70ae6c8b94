import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { screenOf } from '../shared/testing';
import { Dialog } from './Dialog';

function Demo({
  closable,
  onOpenChange,
}: {
  closable: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return (
    <>
      <Button onClick={() => change(true)}>打开弹窗</Button>
      <Dialog
        open={open}
        onOpenChange={change}
        closable={closable}
        title="温馨提示"
        description="这是一条提示信息。"
        footer={
          <>
            <Button variant="secondary" onClick={() => change(false)}>
              取消
            </Button>
            <Button onClick={() => change(false)}>确定</Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Demo,
  args: { closable: true, onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '打开弹窗' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: '温馨提示' });
    await expect(dialog).toHaveAccessibleDescription('这是一条提示信息。');
  },
};

export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '打开弹窗' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      );
    }
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: '打开弹窗' });
    await userEvent.click(opener);
    await screenOf(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '打开弹窗' });
    await userEvent.click(opener);
    await userEvent.click(await screenOf(canvasElement).findByRole('button', { name: '关闭' }));
    await waitFor(() =>
      expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const NotClosable: Story = {
  args: { closable: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '打开弹窗' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};
