import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, mockOperation } from '../../mocks';
import { screenOf } from '../components/shared/testing';
import { createStoryRoot } from '../stores/testing/createStoryRoot';
import { AppDialogs } from './AppDialogs';

// The app's one dialog layer, connected to the stores. Each story builds its own RootStore
// (parameters.store) and drives it as the app would. The title keeps the ids (and baselines) of
// the former components/GlobalDialogs stories.

const meta = {
  title: 'Connected/GlobalDialogs',
  component: AppDialogs,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tips: Story = {
  parameters: {
    store: () => {
      const root = createStoryRoot();
      root.ui.showTips({ content: '您的账户余额不足,请先充值。', cancelText: '取消' });
      return root;
    },
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    await expect(dialog).toHaveTextContent('您的账户余额不足,请先充值。');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ErrorToast: Story = {
  parameters: {
    // toasts leave after 3 s: no picture
    snapshot: { disable: true },
    store: () => {
      const root = createStoryRoot();
      root.ui.error('请先登录账号,才能了解更多');
      root.ui.info({ key: 'slipFull' });
      return root;
    },
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect((await screen.findAllByText('请先登录账号,才能了解更多'))[0]).toBeVisible();
    await expect((await screen.findAllByText('投注项数量已达上限'))[0]).toBeVisible();
  },
};

export const LoginRequired: Story = {
  parameters: {
    store: () => {
      const root = createStoryRoot();
      root.ui.openLoginRequired();
      return root;
    },
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    await expect(dialog).toHaveTextContent('请先登录账号,才能了解更多');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    // the single OK leads to login: the auth dialog opens on the login tab
    const auth = await screen.findByRole('dialog', { name: '登录注册' });
    await expect(within(auth).getByRole('tab', { name: '登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const LoginValidation: Story = {
  parameters: {
    store: () => {
      const root = createStoryRoot();
      root.ui.openAuth(1);
      return root;
    },
  },
  play: async ({ canvasElement }) => {
    const auth = within(await screenOf(canvasElement).findByRole('dialog', { name: '登录注册' }));
    await userEvent.click(auth.getByRole('button', { name: '登录' }));
    await expect(auth.getByLabelText('用户名')).toHaveAccessibleDescription('用户名不能为空');
    await userEvent.click(auth.getByRole('button', { name: '忘记密码' }));
    await expect(
      await screenOf(canvasElement).findByRole('dialog', { name: '找回密码' }),
    ).toBeVisible();
  },
};

export const DataError: Story = {
  parameters: {
    store: () => {
      const root = createStoryRoot();
      root.ui.openDataError(() => root.ui.info('重新进入游戏'));
      return root;
    },
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('数据异常,请重新进入游戏');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const TransferIn: Story = {
  parameters: {
    store: () => {
      const root = createStoryRoot({ token: 'story-token' });
      runInAction(() => {
        root.wallet.centerBalance = 888.88;
      });
      root.wallet.openTransferIn({ enName: 'AGZR', name: 'AG真人' }, '');
      return root;
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: '额度转入' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认转入' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('请输入转入金额');
    await userEvent.click(dialog.getByRole('button', { name: '全部' }));
    await expect(dialog.getByLabelText('转入金额')).toHaveValue('888.88');
  },
};

const openLogin = () => {
  const root = createStoryRoot();
  root.ui.openAuth(1);
  return root;
};

async function logIn(canvasElement: HTMLElement) {
  const auth = within(await screenOf(canvasElement).findByRole('dialog', { name: '登录注册' }));
  await userEvent.type(auth.getByLabelText('用户名'), 'player01');
  await userEvent.type(auth.getByLabelText('密码'), 'abcd1234');
  await userEvent.click(auth.getByRole('button', { name: '登录' }));
  return auth;
}

// Through the real SDK: MSW answers the contract's examples.
export const LoginSuccess: Story = {
  parameters: { store: openLogin, msw: { handlers } },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    // logged in: the auth dialog closes and no other (new device, captcha) takes its place
    await waitFor(
      () => expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(),
      {
        timeout: 5000,
      },
    );
    await expect(screenOf(canvasElement).queryByText('用户名或密码错误')).not.toBeInTheDocument();
  },
};

export const LoginServerError: Story = {
  parameters: {
    store: openLogin,
    snapshot: { disable: true },
    msw: {
      handlers: [
        mockOperation('userLogin', { code: 6002, message: '用户名或密码错误' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const auth = await logIn(canvasElement);
    await expect(await auth.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      '用户名或密码错误',
    );
    await expect(screenOf(canvasElement).getByRole('dialog', { name: '登录注册' })).toBeVisible();
  },
};

// The first login answers 6021 (graphic verification); the retry with the captcha succeeds.
let loginCalls = 0;
export const LoginNeedsCaptcha: Story = {
  parameters: {
    store: () => {
      loginCalls = 0;
      return openLogin();
    },
    snapshot: { disable: true },
    msw: {
      handlers: [
        mockOperation('userLogin', {
          resolver: () => {
            loginCalls += 1;
            return loginCalls === 1
              ? HttpResponse.json({ status_code: 6021, message: '请完成图形验证', data: null })
              : undefined;
          },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    const screen = screenOf(canvasElement);
    // the picture comes from the captcha call (MSW answers its example)
    const captcha = within(
      await screen.findByRole('dialog', { name: '图形验证' }, { timeout: 5000 }),
    );
    await expect(await captcha.findByRole('img', { name: '图形验证码' })).toBeVisible();
    await userEvent.type(captcha.getByLabelText('验证码'), 'A7K9{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    await expect(loginCalls).toBe(2);
  },
};
