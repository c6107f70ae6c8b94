import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeInput } from './CodeInput';

function Stateful(props: ComponentProps<typeof CodeInput>) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 360 }}>
      <CodeInput {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Primitives/CodeInput',
  component: CodeInput,
  render: (args) => <Stateful {...args} />,
  args: { label: '短信验证码', value: '', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof CodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('短信验证码');
    await userEvent.type(input, '12a34');
    await expect(input).toHaveValue('1234');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Complete: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('短信验证码');
    await userEvent.type(input, '12345678');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const Invalid: Story = { args: { value: '12', error: '请先获取验证码' } };
