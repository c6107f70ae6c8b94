import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenOf } from '../shared/testing';
import { NewDevice } from './NewDevice';

/** A code request marks the code as requested, as the new-device flow does. */
function Flow(props: ComponentProps<typeof NewDevice>) {
  const [requested, setRequested] = useState(props.codeRequested);
  return (
    <NewDevice
      {...props}
      codeRequested={requested}
      onGetCode={async (channel) => {
        const result = await props.onGetCode(channel);
        if (result !== false) setRequested(true);
        return result;
      }}
    />
  );
}

const meta = {
  title: 'Dialogs/AuthDialog/NewDevice',
  component: NewDevice,
  render: (args) => <Flow {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    maskedPhone: '138****5678',
    message: '您正在新设备上登录,为了账户安全,请完成手机验证',
    onGetCode: fn(async () => true),
    codeRequested: false,
    onLogin: fn(),
    onSwitchAccount: fn(),
    onRegisterNew: fn(),
  },
} satisfies Meta<typeof NewDevice>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await screenOf(canvasElement).findByRole('dialog', { name: '新设备验证' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('138****5678')).toBeVisible();
    await expect(dialog.getByText('您正在新设备上登录,为了账户安全,请完成手机验证')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: '登录' })).toHaveAttribute(
      'data-looks-disabled',
      'true',
    );
  },
};

export const CodeNotRequested: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('短信验证码'), '123456');
    await userEvent.click(dialog.getByRole('button', { name: '登录' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('请先获取验证码');
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const Countdown: Story = {
  // a running countdown: the picture would change every second
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await expect(args.onGetCode).toHaveBeenCalledWith('0');
    await expect(
      await dialog.findByRole('button', { name: /^(60|59)秒后重新获取$/ }),
    ).toBeDisabled();
  },
};

export const Incomplete: Story = {
  args: { codeRequested: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const code = dialog.getByLabelText('短信验证码');
    await userEvent.type(code, '12a3');
    await expect(code).toHaveValue('123');
    await userEvent.click(dialog.getByRole('button', { name: '登录' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('请输入6位数字验证码');
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  // a running countdown: the picture would change every second
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await userEvent.type(dialog.getByLabelText('短信验证码'), '6543210');
    const login = dialog.getByRole('button', { name: '登录' });
    await expect(login).not.toHaveAttribute('data-looks-disabled');
    await userEvent.click(login);
    await expect(args.onLogin).toHaveBeenCalledWith('654321');
  },
};

export const VoiceCode: Story = {
  // a running countdown: the picture would change every second
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: '试试语音验证码' }));
    const screen = screenOf(canvasElement);
    const voice = await screen.findByRole('dialog', { name: '语音验证码' });
    await userEvent.click(within(voice).getByRole('button', { name: '我知道了' }));
    await expect(args.onGetCode).toHaveBeenCalledWith('2');
    await expect(args.onGetCode).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '语音验证码' })).not.toBeInTheDocument(),
    );
    // the voice code starts the same 60 s countdown as the get-code button
    await expect(
      await dialog.findByRole('button', { name: /^(60|59)秒后重新获取$/ }),
    ).toBeDisabled();
  },
};

export const VoiceCodeFailed: Story = {
  args: { onGetCode: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '试试语音验证码' }));
    const screen = screenOf(canvasElement);
    const voice = await screen.findByRole('dialog', { name: '语音验证码' });
    await userEvent.click(within(voice).getByRole('button', { name: '我知道了' }));
    await expect(args.onGetCode).toHaveBeenCalledWith('2');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '语音验证码' })).not.toBeInTheDocument(),
    );
    // no code sent: no countdown, the button stays ready
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

export const SwitchOrRegister: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '切换账号' }));
    await expect(args.onSwitchAccount).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: '注册新账号' }));
    await expect(args.onRegisterNew).toHaveBeenCalledTimes(1);
  },
};

export const CodeRequestFailed: Story = {
  // a running countdown: the picture would change every second
  parameters: { snapshot: { disable: true } },
  args: { onGetCode: fn(async () => false), inlineError: '该手机号码今日获取验证码次数已达上限' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      '该手机号码今日获取验证码次数已达上限',
    );
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await expect(await dialog.findByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { codeRequested: true, submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: '登录中...' })).toBeDisabled();
  },
};

export const Professional: Story = {
  parameters: { theme: 'professional' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeVisible();
  },
};
