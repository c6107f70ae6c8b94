import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

function Stateful(props: ComponentProps<typeof Checkbox>) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onCheckedChange={(v) => {
        setChecked(v);
        props.onCheckedChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  render: (args) => <Stateful {...args} />,
  args: { checked: false, onCheckedChange: fn(), children: '记住密码' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '记住密码' });
    await expect(box).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('记住密码'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '记住密码' });
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Invalid: Story = {
  args: { children: '我已年满18周岁,并同意服务条款', error: '请勾选同意服务条款和隐私政策' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '请勾选同意服务条款和隐私政策',
    );
  },
};
