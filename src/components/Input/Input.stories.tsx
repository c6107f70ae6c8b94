import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from './Input';

function Stateful(props: ComponentProps<typeof Input>) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 320 }}>
      <Input
        {...props}
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onChange(v);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Input',
  component: Input,
  render: (args) => <Stateful {...args} />,
  args: { label: '用户名', placeholder: '请输入用户名', value: '', onChange: fn() },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('用户名');
    await userEvent.type(input, 'abc12');
    await expect(input).toHaveValue('abc12');
    await expect(args.onChange).toHaveBeenLastCalledWith('abc12');
  },
};

export const MaxLength: Story = {
  args: { maxLength: 11 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('用户名');
    await userEvent.type(input, 'abcdefghijklmnop');
    await expect(input).toHaveValue('abcdefghijk');
  },
};

export const DigitsOnly: Story = {
  args: { label: '手机号码', placeholder: '请输入手机号码', digitsOnly: true, maxLength: 11 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('手机号码');
    await userEvent.type(input, '13a8-0013 8000x99');
    await expect(input).toHaveValue('13800138000');
  },
};

export const Clearable: Story = {
  args: { value: 'player01', clearable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(canvas.getByLabelText('用户名')).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: '清除' })).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { value: 'a1', error: '4-11位,至少2个字母+数字组合,首位为字母' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('用户名');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('4-11位,至少2个字母+数字组合,首位为字母');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('用户名')).toBeVisible();
  },
};

export const Disabled: Story = { args: { disabled: true, value: '+86' } };
