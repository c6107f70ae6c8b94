import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_AREA, type CountryArea as Area } from '../../domain';
import { screenOf } from '../shared/testing';
import { FindPassword, type FindStep, type FindWay } from './FindPassword';

/** The flow a store would drive: each call moves the step as spec section 4 says. */
function Flow(props: ComponentProps<typeof FindPassword>) {
  const [step, setStep] = useState<FindStep>(props.step);
  const [way, setWay] = useState<FindWay>(props.way);
  const [area, setArea] = useState<Area>(props.area ?? DEFAULT_AREA);
  return (
    <FindPassword
      {...props}
      step={step}
      way={way}
      area={area}
      onAreaChange={(a) => {
        setArea(a);
        props.onAreaChange?.(a);
      }}
      onWayChange={(w) => {
        setWay(w);
        props.onWayChange(w);
      }}
      onSendCode={(input) => {
        props.onSendCode(input);
        setStep(1);
      }}
      onVerify={(code) => {
        props.onVerify(code);
        setStep(2);
      }}
      onReset={(input) => {
        props.onReset(input);
        setStep(3);
      }}
      onBack={() => {
        props.onBack();
        setStep((s) => (s > 0 ? ((s - 1) as FindStep) : s));
      }}
    />
  );
}

const meta = {
  title: 'Dialogs/AuthDialog/FindPassword',
  component: FindPassword,
  render: (args) => <Flow {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    step: 0,
    way: 'phone',
    onOpenChange: fn(),
    onWayChange: fn(),
    onSendCode: fn(),
    onResendCode: fn(async () => true),
    onVerify: fn(),
    onReset: fn(),
    onBack: fn(),
    onBackToLogin: fn(),
    onContactService: fn(),
  },
} satisfies Meta<typeof FindPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await screenOf(canvasElement).findByRole('dialog', { name: '找回密码' }));

export const Identity: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('身份信息')).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByRole('tab', { name: '手机找回' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(dialog.getByRole('button', { name: '返回登录' }));
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: '联系客服' }));
    await expect(args.onContactService).toHaveBeenCalledTimes(1);
  },
};

export const IdentityInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '下一步' }));
    await expect(dialog.getByLabelText('用户名')).toHaveAccessibleDescription('请输入用户名');
    await expect(dialog.getByLabelText('手机号码')).toHaveAccessibleDescription(
      '请输入正确的手机号码',
    );
    await userEvent.type(dialog.getByLabelText('手机号码'), '2380013800099');
    await expect(dialog.getByLabelText('手机号码')).toHaveValue('23800138000');
    await userEvent.click(dialog.getByRole('button', { name: '下一步' }));
    await expect(dialog.getByLabelText('手机号码')).toHaveAccessibleDescription(
      '请输入正确的手机号码',
    );
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** Find by phone in another country area (queryCountryArea's list): the number is checked by the
 * chosen area's rule, +852 here, not +86 only. */
export const CountryArea: Story = {
  args: {
    areas: [
      { areaName: '中国大陆', areaCode: '86', regex: '^1\\d{10}$' },
      { areaName: '中国香港', areaCode: '852', regex: '^[569]\\d{7}$' },
    ],
    onAreaChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('用户名'), 'alice01');
    await userEvent.type(dialog.getByLabelText('手机号码'), '51234567');
    await userEvent.click(dialog.getByRole('button', { name: '下一步' }));
    await expect(dialog.getByLabelText('手机号码')).toHaveAccessibleDescription(
      '请输入正确的手机号码',
    );
    await userEvent.click(await dialog.findByRole('combobox', { name: /国家\/地区/ }));
    await userEvent.click(
      await screenOf(canvasElement).findByRole('option', { name: '+852 中国香港' }),
    );
    await expect(args.onAreaChange).toHaveBeenCalledWith(
      expect.objectContaining({ areaCode: '852' }),
    );
    await expect(dialog.getByRole('combobox', { name: /国家\/地区/ })).toHaveTextContent('+852');
    await userEvent.click(dialog.getByRole('button', { name: '下一步' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({ username: 'alice01', phone: '51234567' });
  },
};

export const EmailInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: '邮箱找回' }));
    await expect(args.onWayChange).toHaveBeenCalledWith('email');
    await userEvent.type(dialog.getByLabelText('用户名'), 'player01');
    await userEvent.click(dialog.getByRole('button', { name: '下一步' }));
    await expect(dialog.getByLabelText('电子邮箱')).toHaveAccessibleDescription('请输入邮箱');
    await userEvent.type(dialog.getByLabelText('电子邮箱'), 'player at mail.com');
    await userEvent.click(dialog.getByRole('button', { name: '下一步' }));
    await expect(dialog.getByLabelText('电子邮箱')).toHaveAccessibleDescription('请输入正确的邮箱');
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

export const Verification: Story = {
  // a running countdown: the picture would change every second
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('用户名'), 'player01');
    await userEvent.type(dialog.getByLabelText('手机号码'), '13800138000');
    await userEvent.click(dialog.getByRole('button', { name: '下一步' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({
      username: 'player01',
      phone: '13800138000',
    });
    await expect(await dialog.findByText('身份验证')).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByText('验证码已发送至 +86 13800138000')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^(60|59)秒后重新获取$/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: '下一步' }));
    await expect(dialog.getByLabelText('验证码')).toHaveAccessibleDescription('请输入验证码');
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Reset: Story = {
  args: { step: 2 },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('重置密码')).toHaveAttribute('aria-current', 'step');
    await userEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await expect(dialog.getByLabelText('新密码')).toHaveAccessibleDescription('请设置新密码');
    await expect(dialog.getByLabelText('确认新密码')).toHaveAccessibleDescription(
      '请再次输入新密码',
    );
    await userEvent.type(dialog.getByLabelText('新密码'), 'abcdefgh');
    await userEvent.type(dialog.getByLabelText('确认新密码'), 'abcdefg1');
    await userEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await expect(dialog.getByLabelText('新密码')).toHaveAccessibleDescription(
      '请输入8-12位字母+数字组合',
    );
    await expect(dialog.getByLabelText('确认新密码')).toHaveAccessibleDescription(
      '两次密码输入不一致,请重新输入',
    );
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

export const Back: Story = {
  args: { step: 2 },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: '返回登录' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '联系客服' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '上一步' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(await dialog.findByText('身份验证')).toHaveAttribute('aria-current', 'step');
  },
};

export const Success: Story = {
  args: { step: 3 },
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('密码修改成功')).toBeVisible();
    await expect(dialog.getByText('3秒后返回登录')).toBeVisible();
    const started = performance.now();
    await waitFor(() => expect(args.onBackToLogin).toHaveBeenCalledTimes(1), { timeout: 5000 });
    // the countdown began before the play started: a lower bound of its 3 s
    await expect(performance.now() - started).toBeGreaterThan(2000);
  },
};

export const FullFlow: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('用户名'), 'player01');
    await userEvent.type(dialog.getByLabelText('手机号码'), '13800138000');
    await userEvent.click(dialog.getByRole('button', { name: '下一步' }));
    await userEvent.type(await dialog.findByLabelText('验证码'), '889900');
    await userEvent.click(dialog.getByRole('button', { name: '下一步' }));
    await expect(args.onVerify).toHaveBeenCalledWith('889900');
    await userEvent.type(await dialog.findByLabelText('新密码'), 'abcd1234');
    await userEvent.type(dialog.getByLabelText('确认新密码'), 'abcd1234');
    await userEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await expect(args.onReset).toHaveBeenCalledWith({
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
    });
    await expect(await dialog.findByText('密码修改成功')).toBeVisible();
  },
};

export const ServerError: Story = {
  // a running countdown: the picture would change every second
  parameters: { snapshot: { disable: true } },
  args: { step: 1, serverError: '验证码错误' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('验证码错误');
  },
};

export const EmailTraditionalProfessional: Story = {
  args: { way: 'email' },
  parameters: { theme: 'professional', locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: '找回密碼' }));
    await expect(dialog.getByRole('tab', { name: '信箱找回' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(dialog.getByRole('button', { name: '下一步' }));
    await expect(dialog.getByLabelText('使用者名稱')).toHaveAccessibleDescription(
      '請輸入使用者名稱',
    );
  },
};
