import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordInput } from './PasswordInput';

function Stateful(props: ComponentProps<typeof PasswordInput>) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 320 }}>
      <PasswordInput {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  render: (args) => <Stateful {...args} />,
  args: { label: '密码', placeholder: '请输入密码', value: '', onChange: fn(), maxLength: 12 },
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('密码');
    await userEvent.type(input, 'abcd1234efgh5678');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('abcd1234efgh');
  },
};

export const Shown: Story = {
  args: { value: 'abcd1234' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '显示密码' }));
    await expect(canvas.getByLabelText('密码')).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: '隐藏密码' }));
    await expect(canvas.getByLabelText('密码')).toHaveAttribute('type', 'password');
  },
};

export const Invalid: Story = { args: { value: 'abc', error: '请输入8-12位字母+数字组合' } };
