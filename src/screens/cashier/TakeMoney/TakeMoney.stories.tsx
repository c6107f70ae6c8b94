import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exampleData, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { cashierMsw, WITHDRAW_INFO } from '../storyData';
import { TakeMoneyScreen } from './TakeMoney';

const meta = {
  title: 'Screens/Cashier/TakeMoney',
  component: TakeMoneyScreen,
  decorators: [withStoryRoot],
  parameters: {
    layout: 'padded',
    loggedIn: true,
    route: '/mine/takemoney',
    msw: cashierMsw(),
  },
} satisfies Meta<typeof TakeMoneyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillForm = async (canvasElement: HTMLElement, password: string) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('radio', { name: /6222\*+1234/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await userEvent.type(await canvas.findByLabelText('取款金额'), '200');
  await userEvent.type(canvas.getByLabelText('取款密码'), password);
  await userEvent.click(canvas.getByRole('button', { name: '立即取款' }));
  return canvas;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('可提余额')).toBeVisible();
    await expect(canvas.getByText('1 / 10')).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: /6222\*+1234/ })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '虚拟币地址' })).toBeVisible();
  },
};

export const PasswordInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement, '12');
    await expect(await canvas.findByText('取款密码为6位数字')).toBeVisible();
  },
};

export const AmountBelowMin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('取款金额'), '50');
    await userEvent.type(canvas.getByLabelText('取款密码'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '立即取款' }));
    await expect(await canvas.findByText('金额不能低于100元')).toBeVisible();
  },
};

export const WrongPassword: Story = {
  parameters: {
    // No screenshot: whether the submit button keeps a focus ring after the play function's
    // click differs from run to run in headless Chromium; the play test and axe still run.
    snapshot: { disable: true },
    msw: cashierMsw(mockOperation('withdrawNew', { code: 6100, message: '取款密码错误' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement, '000000');
    await expect(await canvas.findByText('取款密码错误')).toBeVisible();
  },
};

export const Locked: Story = {
  parameters: {
    msw: cashierMsw(
      mockOperation('withdrawNew', {
        code: 6037,
        message: '取款密码错误次数过多,已被锁定,请于 2099-11-23 15:30:00 后再试',
        data: { until: '2099-11-23 15:30:00' },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement, '000000');
    await expect(await canvas.findByTestId('withdraw-password-locked')).toHaveTextContent(
      '取款密码已锁定,请于 2099-11-23 15:30:00 后再试',
    );
    await expect(canvas.getByRole('button', { name: '立即取款' })).toBeDisabled();
  },
};

export const ChangePassword: Story = {
  parameters: {
    // No screenshot: whether the submit button keeps a focus ring after the play function's
    // click differs from run to run in headless Chromium; the play test and axe still run.
    snapshot: { disable: true },
    msw: cashierMsw(
      mockOperation('userWithdrawalPwdUpdate', { code: 6100, message: '原取款密码错误' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '修改取款密码' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '修改取款密码',
    });
    const inside = within(dialog);
    await userEvent.click(inside.getByRole('button', { name: '确定' }));
    await expect(await inside.findAllByText('请输入取款密码')).toHaveLength(2);
    await userEvent.type(inside.getByLabelText('新取款密码'), 'wd1234');
    await userEvent.click(inside.getByRole('button', { name: '确定' }));
    await expect(await inside.findByText('取款密码为6位数字')).toBeVisible();
    await userEvent.clear(inside.getByLabelText('新取款密码'));
    await userEvent.type(inside.getByLabelText('原取款密码'), '000000');
    await userEvent.type(inside.getByLabelText('新取款密码'), '654321');
    await userEvent.type(inside.getByLabelText('确认取款密码'), '654321');
    await userEvent.click(inside.getByRole('button', { name: '确定' }));
    await expect(await inside.findByText('原取款密码错误')).toBeVisible();
  },
};

export const Pending: Story = {
  parameters: {
    msw: cashierMsw(
      mockOperation('withdrawWithdrawOrderInfo', {
        data: {
          ...exampleData('withdrawWithdrawOrderInfo'),
          amount: 200,
          fee: 0,
          actualAmount: 200,
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement, '123456');
    await expect(await canvas.findByTestId('withdraw-status')).toHaveTextContent('审核中');
    await expect(canvas.getByText('W202611220001')).toBeVisible();
  },
};

export const Paid: Story = {
  parameters: {
    msw: cashierMsw(
      mockOperation('withdrawWithdrawOrderInfo', {
        data: {
          ...exampleData('withdrawWithdrawOrderInfo'),
          amount: 200,
          fee: 0,
          actualAmount: 200,
          status: 'paid',
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement, '123456');
    await expect(await canvas.findByTestId('withdraw-status')).toHaveTextContent('已出款');
  },
};

export const LimitsReached: Story = {
  parameters: {
    msw: cashierMsw(
      mockOperation('withdrawWithdrawInfo', { data: { ...WITHDRAW_INFO, todayTimes: 10 } }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('今日取款次数已达上限,请明日再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '立即取款' })).toBeDisabled();
  },
};

/** A locked 存款加赠 of 11.50 with 1.50 of turnover to go: shown, and withdrawing the centre
 * wallet is still open (the bonus is not withdrawable until unlocked). */
export const LockedBonus: Story = {
  parameters: {
    msw: cashierMsw(
      mockOperation('withdrawWithdrawInfo', {
        data: { ...WITHDRAW_INFO, lockedAmount: 11.5, lockedBonus: 11.5, turnoverRemaining: 1.5 },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('锁定彩金')).toBeVisible();
    await expect(canvas.getByText('解锁还需流水')).toBeVisible();
    await expect(canvas.getByText('1.50')).toBeVisible();
    await expect(
      canvas.getByText('锁定彩金不计入可提余额,完成流水后自动解锁至中心钱包'),
    ).toBeVisible();
    // enabled once the member's withdraw details have arrived too (they come after the texts)
    await waitFor(() => expect(canvas.getByRole('button', { name: '立即取款' })).toBeEnabled());
  },
};

/** A typed minus is kept and refused, never read as 5. */
export const AmountNegative: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('取款金额'), '-5');
    await expect(canvas.getByLabelText('取款金额')).toHaveValue('-5');
    await userEvent.type(canvas.getByLabelText('取款密码'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '立即取款' }));
    await expect(await canvas.findByText('金额不能为负数')).toBeVisible();
  },
};

export const NoPassword: Story = {
  parameters: {
    msw: cashierMsw(
      mockOperation('userMemberInfo', {
        data: { ...exampleData('userMemberInfo'), bindSecondPassword: false },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('请先设置取款密码')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '设置取款密码' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '设置取款密码',
    });
    await userEvent.type(within(dialog).getByLabelText('新取款密码'), '123456');
    await userEvent.type(within(dialog).getByLabelText('确认取款密码'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('两次输入的密码不一致')).toBeVisible();
  },
};

export const ResetPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '忘记取款密码' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '重置取款密码' });
    await expect(within(dialog).getByRole('tab', { name: '手机验证' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: '邮箱验证' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('请输入正确的邮箱')).toBeVisible();
    await expect(within(dialog).getByText('请输入验证码')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: cashierMsw(mockOperation('withdrawWithdrawInfo', { delay: 60_000 })),
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '取款' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '立即取款' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: {
    msw: cashierMsw(
      mockOperation('withdrawWithdrawInfo', { code: 6317, message: '系统繁忙,请稍后再试' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('系统繁忙,请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** No bound phone (6015): 去绑定手机 straight to the step, not 重试 which cannot help. */
export const PhoneMissing: Story = {
  parameters: {
    msw: cashierMsw(
      mockOperation('withdrawWithdrawInfo', { code: 6015, message: '请先绑定手机号' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('请先绑定手机号')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去绑定手机' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '立即取款' })).toBeVisible();
  },
};

/** The site's withdrawPasswordEnabled flag off: no withdraw-password field, nothing to set; the
 * withdrawal is placed with the amount alone. */
export const WithdrawPasswordOff: Story = {
  parameters: {
    msw: cashierMsw(
      mockOperation('configurationPreInfo', {
        data: (() => {
          const data = exampleData('configurationPreInfo');
          return {
            ...data,
            siteBaseConfig: { ...data.siteBaseConfig, withdrawPasswordEnabled: false },
          };
        })(),
      }),
      mockOperation('withdrawWithdrawInfo', {
        data: { ...WITHDRAW_INFO, needSecondPassword: false },
      }),
      mockOperation('userMemberInfo', {
        data: { ...exampleData('userMemberInfo'), bindSecondPassword: false },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /6222\*+1234/ })).toBeVisible();
    await expect(canvas.queryByLabelText('取款密码')).toBeNull();
    await expect(canvas.queryByText('请先设置取款密码')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '忘记取款密码' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('取款金额'), '200');
    await userEvent.click(canvas.getByRole('button', { name: '立即取款' }));
    await expect(await canvas.findByTestId('withdraw-status')).toHaveTextContent('审核中');
  },
};

/** The amount to withdraw in Chinese capital numerals under the field (spec section 9). */
export const AmountInCapitals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('取款金额'), '10010.5');
    await expect(canvas.getByTestId('amount-capital')).toHaveTextContent('大写: 壹万零壹拾元伍角');
  },
};
