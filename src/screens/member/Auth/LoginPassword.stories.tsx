// 安全认证's login password change and the eye buttons of the masked phone, e-mail and real name.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppDialogs } from '../../../app/AppDialogs';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { AuthView } from './Auth';

const member = { ...exampleData('userMemberInfo'), bindEmail: true, email: 'pl****@example.com' };

function WithDialogs() {
  return (
    <>
      <AuthView />
      <AppDialogs />
    </>
  );
}

const memberHandlers = [mockOperation('userMemberInfo', { data: member }), ...handlers];

const meta = {
  title: 'Screens/Member/Auth/LoginPassword',
  component: WithDialogs,
  decorators: [withStoryRoot],
  parameters: {
    layout: 'padded',
    loggedIn: true,
    route: '/mine/auth#login-password',
    msw: { handlers: memberHandlers },
  },
} satisfies Meta<typeof WithDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

async function passCaptcha(body: ReturnType<typeof within>) {
  const captcha = await body.findByRole('dialog', { name: '图形验证' });
  await within(captcha).findByRole('img', { name: '图形验证码' });
  await userEvent.type(within(captcha).getByLabelText('验证码'), '7g4k');
  await userEvent.click(within(captcha).getByRole('button', { name: '确定' }));
}

/** The reminder's link opens the form: three ways for a member with phone and e-mail bound. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: '登录密码' }));
    await expect(section.getByRole('heading', { name: '修改登录密码' })).toBeVisible();
    await expect(await section.findByRole('tab', { name: '原密码' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(section.getByRole('tab', { name: '手机验证码' })).toBeVisible();
    await expect(section.getByRole('tab', { name: '邮箱验证码' })).toBeVisible();
  },
};

export const ChangedWithOldPassword: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const section = within(await canvas.findByRole('region', { name: '登录密码' }));
    await userEvent.type(section.getByLabelText('原密码'), 'abc12345');
    await userEvent.type(section.getByLabelText('新密码'), 'new12345');
    await userEvent.type(section.getByLabelText('确认新密码'), 'new12345');
    await userEvent.click(section.getByRole('button', { name: '确认修改' }));
    await expect(await body.findByText('登录密码修改成功,其他设备上的登录已退出')).toBeVisible();
    // back to the closed card
    await expect(
      await within(canvas.getByRole('region', { name: '登录密码' })).findByRole('button', {
        name: '修改登录密码',
      }),
    ).toBeVisible();
  },
};

/** The register rules and messages of section 5, and a new password equal to the old one. */
export const RulesOfSection5: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: '登录密码' }));
    await userEvent.type(section.getByLabelText('原密码'), 'abc12345');
    await userEvent.type(section.getByLabelText('新密码'), 'abcdefgh');
    await userEvent.click(section.getByRole('button', { name: '确认修改' }));
    await expect(await section.findByText('请输入8-12位字母+数字组合')).toBeVisible();
    await userEvent.clear(section.getByLabelText('新密码'));
    await userEvent.type(section.getByLabelText('新密码'), 'new12345');
    await userEvent.type(section.getByLabelText('确认新密码'), 'new12346');
    await userEvent.click(section.getByRole('button', { name: '确认修改' }));
    await expect(await section.findByText('两次密码输入不一致')).toBeVisible();
  },
};

export const WrongOldPassword: Story = {
  parameters: {
    snapshot: { disable: true },
    msw: {
      handlers: [
        mockOperation('userMemberBindPassword', { example: 'code6002' }),
        ...memberHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: '登录密码' }));
    await userEvent.type(section.getByLabelText('原密码'), 'abc12345');
    await userEvent.type(section.getByLabelText('新密码'), 'new12345');
    await userEvent.type(section.getByLabelText('确认新密码'), 'new12345');
    await userEvent.click(section.getByRole('button', { name: '确认修改' }));
    await expect(await section.findByRole('alert')).toHaveTextContent('账号或密码错误');
  },
};

export const ByPhoneCode: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const section = within(await canvas.findByRole('region', { name: '登录密码' }));
    await userEvent.click(await section.findByRole('tab', { name: '手机验证码' }));
    await expect(section.getByText('验证码将发送至已绑定的手机 138****5678')).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: '获取验证码' }));
    await passCaptcha(body);
    await expect(await section.findByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
    await userEvent.type(section.getByLabelText('验证码'), '123456');
    await userEvent.type(section.getByLabelText('新密码'), 'new12345');
    await userEvent.type(section.getByLabelText('确认新密码'), 'new12345');
    await userEvent.click(section.getByRole('button', { name: '确认修改' }));
    await expect(await body.findByText('登录密码修改成功,其他设备上的登录已退出')).toBeVisible();
  },
};

/** The eye button reveals the phone number (singleDataDecryption), pressed again hides it. */
export const RevealPhone: Story = {
  parameters: { route: '/mine/auth' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = within(await canvas.findByRole('region', { name: '绑定手机' }));
    await expect(await phone.findByText('138****5678')).toBeVisible();
    await userEvent.click(phone.getByRole('button', { name: '查看完整手机号码' }));
    await expect(await phone.findByText('13812345678')).toBeVisible();
    await expect(phone.getByRole('button', { name: '隐藏完整手机号码' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** hiddenRealNumber: the phone number keeps its mask (no eye); the e-mail can still be seen. */
export const HiddenRealNumber: Story = {
  parameters: {
    route: '/mine/auth',
    msw: {
      handlers: [
        mockOperation('configurationPreInfo', {
          data: (() => {
            const data = exampleData('configurationPreInfo');
            return { ...data, siteBaseConfig: { ...data.siteBaseConfig, hiddenRealNumber: true } };
          })(),
        }),
        ...memberHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = within(await canvas.findByRole('region', { name: '绑定邮箱' }));
    await expect(await email.findByRole('button', { name: '查看完整邮箱' })).toBeVisible();
    const phone = within(canvas.getByRole('region', { name: '绑定手机' }));
    await expect(await phone.findByText('138****5678')).toBeVisible();
    await expect(phone.queryByRole('button', { name: '查看完整手机号码' })).toBeNull();
  },
};
