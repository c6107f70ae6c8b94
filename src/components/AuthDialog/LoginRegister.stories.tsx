import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenOf } from '../shared/testing';
import { LoginRegister, type AuthTab } from './LoginRegister';

function Stateful(props: ComponentProps<typeof LoginRegister>) {
  const [tab, setTab] = useState<AuthTab>(props.tab);
  return (
    <LoginRegister
      {...props}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Dialogs/AuthDialog/LoginRegister',
  component: LoginRegister,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    tab: 'login',
    onOpenChange: fn(),
    onTabChange: fn(),
    onLogin: fn(),
    onRegister: fn(),
    onForgotPassword: fn(),
    onContactService: fn(),
  },
} satisfies Meta<typeof LoginRegister>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await screenOf(canvasElement).findByRole('dialog', { name: '登录注册' }));

export const Login: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('tab', { name: '登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.queryByLabelText('确认密码')).not.toBeInTheDocument();
    await expect(dialog.getByRole('checkbox', { name: '记住密码' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: '登录' })).toHaveAttribute(
      'data-looks-disabled',
      'true',
    );
  },
};

export const LoginInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '登录' }));
    await expect(dialog.getByLabelText('用户名')).toHaveAccessibleDescription('用户名不能为空');
    await expect(dialog.getByLabelText('密码')).toHaveAccessibleDescription('密码不能为空');
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const LoginFilled: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('用户名'), 'player01');
    await userEvent.type(dialog.getByLabelText('密码'), 'secret123');
    await userEvent.click(dialog.getByRole('checkbox', { name: '记住密码' }));
    const submit = dialog.getByRole('button', { name: '登录' });
    await expect(submit).not.toHaveAttribute('data-looks-disabled');
    await userEvent.click(submit);
    await expect(args.onLogin).toHaveBeenCalledWith({
      username: 'player01',
      password: 'secret123',
      remember: true,
    });
  },
};

export const Remembered: Story = {
  args: { rememberedUsername: 'player01' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByLabelText('用户名')).toHaveValue('player01');
    await expect(dialog.getByRole('checkbox', { name: '记住密码' })).toBeChecked();
  },
};

export const ForgotAndService: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '忘记密码' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: '联系客服' }));
    await expect(args.onContactService).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: '登录中...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { serverError: '用户名或密码错误' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('用户名或密码错误');
  },
};

export const Register: Story = {
  args: { tab: 'register' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('tab', { name: '注册' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByLabelText('确认密码')).toBeVisible();
    await expect(dialog.queryByRole('checkbox', { name: '记住密码' })).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '注册' })).toHaveAttribute(
      'data-looks-disabled',
      'true',
    );
  },
};

export const SwitchToRegister: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: '注册' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('register');
    await expect(await dialog.findByLabelText('确认密码')).toBeVisible();
  },
};

export const RegisterEmpty: Story = {
  args: { tab: 'register' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '注册' }));
    await expect(dialog.getByLabelText('用户名')).toHaveAccessibleDescription('用户名不能为空');
    await expect(dialog.getByLabelText('密码')).toHaveAccessibleDescription('密码不能为空');
    await expect(dialog.getByLabelText('确认密码')).toHaveAccessibleDescription('密码不能为空');
    await expect(dialog.getByRole('checkbox')).toHaveAccessibleDescription(
      '请同意相关条款和隐私政策',
    );
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

export const RegisterInvalid: Story = {
  args: { tab: 'register' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const username = dialog.getByLabelText('用户名');
    await userEvent.type(username, '1ab c');
    await expect(username).toHaveValue('1abc');
    await userEvent.type(dialog.getByLabelText('密码'), 'abcdefgh');
    await userEvent.type(dialog.getByLabelText('确认密码'), 'abcd1234');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: '注册' }));
    await expect(username).toHaveAccessibleDescription(
      '4-11位字符,至少2个字母+数字组合,首位为字母',
    );
    await expect(dialog.getByLabelText('密码')).toHaveAccessibleDescription(
      '请输入8-12位字母+数字组合',
    );
    await expect(dialog.getByLabelText('确认密码')).toHaveAccessibleDescription(
      '两次密码输入不一致',
    );
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** The name rule of spec section 5 reads the same as placeholder and as error, and each field is
 * checked as it loses focus, before any submit. */
export const RegisterRuleOnBlur: Story = {
  args: { tab: 'register' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const rule = '4-11位字符,至少2个字母+数字组合,首位为字母';
    const username = dialog.getByLabelText('用户名');
    const password = dialog.getByLabelText('密码');
    const repeat = dialog.getByLabelText('确认密码');
    await expect(username).toHaveAttribute('placeholder', rule);
    await expect(password).toHaveAttribute('placeholder', '请输入8-12位字母+数字组合');
    // moving through empty fields says nothing yet
    await userEvent.click(username);
    await userEvent.tab();
    await expect(username).not.toHaveAccessibleDescription(rule);
    await userEvent.type(username, 'ab1');
    await userEvent.click(password);
    await expect(username).toHaveAccessibleDescription(rule);
    await userEvent.type(password, 'abcdefgh');
    await userEvent.click(repeat);
    await expect(password).toHaveAccessibleDescription('请输入8-12位字母+数字组合');
    await userEvent.type(repeat, 'abcd1234');
    await userEvent.click(username);
    await expect(repeat).toHaveAccessibleDescription('两次密码输入不一致');
    // corrected fields clear as they are typed and stay clear on leaving
    await userEvent.type(username, 'c');
    await userEvent.clear(password);
    await userEvent.type(password, 'abcd1234');
    await userEvent.click(repeat);
    await expect(username).not.toHaveAccessibleDescription(rule);
    await expect(password).not.toHaveAccessibleDescription('请输入8-12位字母+数字组合');
    await expect(repeat).not.toHaveAccessibleDescription('两次密码输入不一致');
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

export const RegisterFilled: Story = {
  args: { tab: 'register' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('用户名'), 'player01');
    await userEvent.type(dialog.getByLabelText('密码'), 'abcd1234');
    await userEvent.type(dialog.getByLabelText('确认密码'), 'abcd1234');
    const submit = dialog.getByRole('button', { name: '注册' });
    await expect(submit).toHaveAttribute('data-looks-disabled', 'true');
    await userEvent.click(dialog.getByRole('checkbox'));
    await expect(submit).not.toHaveAttribute('data-looks-disabled');
    await userEvent.click(submit);
    await expect(args.onRegister).toHaveBeenCalledWith({
      username: 'player01',
      password: 'abcd1234',
      repeatPassword: 'abcd1234',
    });
  },
};

export const AgreementNested: Story = {
  args: { tab: 'register' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const termsLink = dialog.getByRole('button', { name: '《服务条款》' });
    await userEvent.click(termsLink);
    const screen = screenOf(canvasElement);
    const terms = await screen.findByRole('dialog', { name: '服务条款' });
    await expect(terms).toHaveTextContent('用户须年满18周岁');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '服务条款' })).not.toBeInTheDocument(),
    );
    await expect(screen.getByRole('dialog', { name: '登录注册' })).toBeVisible();
    await waitFor(() => expect(termsLink).toHaveFocus());
    await expect(dialog.getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: '《隐私政策》' }));
    await expect(await screen.findByRole('dialog', { name: '隐私政策' })).toHaveTextContent(
      '本网站仅向年满18周岁的玩家提供服务',
    );
  },
};

export const TraditionalProfessional: Story = {
  parameters: { locale: 'zh-TW', theme: 'professional' },
  play: async ({ canvasElement }) => {
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: '登入註冊' }));
    await expect(dialog.getByRole('checkbox', { name: '記住密碼' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '忘記密碼' })).toBeVisible();
  },
};
