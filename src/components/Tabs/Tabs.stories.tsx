import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

type Way = 'phone' | 'email';

function Demo({
  onValueChange,
  manual = false,
}: {
  onValueChange: (v: Way) => void;
  manual?: boolean;
}) {
  const [value, setValue] = useState<Way>('phone');
  return (
    <div style={{ width: 360 }}>
      <Tabs<Way>
        label="找回方式"
        value={value}
        stretch
        manual={manual}
        onValueChange={(v) => {
          setValue(v);
          onValueChange(v);
        }}
        items={[
          { value: 'phone', label: '手机找回', content: <p>手机号码找回密码</p> },
          { value: 'email', label: '邮箱找回', content: <p>电子邮箱找回密码</p> },
        ]}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Demo,
  args: { onValueChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '手机找回' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('手机号码找回密码');
    // each panel is named by its tab, and each tab controls its panel (a screen reader's
    // "tab, 1 of 2" leads to it); only the chosen panel is in the page
    const panel = canvas.getByRole('tabpanel', { name: '手机找回' });
    await expect(canvas.getByRole('tab', { name: '手机找回' })).toHaveAttribute(
      'aria-controls',
      panel.id,
    );
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

export const Switched: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '邮箱找回' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('email');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('电子邮箱找回密码');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: '手机找回' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '邮箱找回' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('电子邮箱找回密码');
  },
};

/** Manual tabs: an arrow key moves the focus only; Enter chooses the focused tab. */
export const ManualKeyboard: Story = {
  args: { manual: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: '手机找回' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '邮箱找回' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('手机号码找回密码');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('email');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('电子邮箱找回密码');
  },
};
