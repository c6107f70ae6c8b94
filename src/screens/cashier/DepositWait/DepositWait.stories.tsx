import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { RootStoreProvider } from '../../../stores';
import { PENDING_DEPOSITS_KEY, type DepositOrder } from '../../../stores/cashier/CashierStore';
import { formatDateTime } from '../../../stores/cashier/rules';
import { createStoryRoot } from '../../../stores/testing/createStoryRoot';
import { MemoryStorage } from '../../../stores/testing/MemoryStorage';
import { cashierHandlers } from '../storyData';
import { DepositWaitScreen } from './DepositWait';

const ORDER_NO = 'D20261123ABCDEF0123';

function order(kind: DepositOrder['kind'], expireTime: string): DepositOrder {
  return {
    orderNo: ORDER_NO,
    kind,
    amount: 200,
    payUrl: `/mine/rechargeWait?orderNo=${ORDER_NO}`,
    qrCode: `/pay/qr/${ORDER_NO}`,
    bankAccount: {
      bankName: '中国工商银行',
      accountName: '星辰娱乐演示账户',
      accountNo: '6222020000000000000',
      branch: '演示支行',
    },
    address: 'TDemoAddressPlayMoneyOnly000000000',
    rate: kind === 'usdt' ? 7.2 : 1,
    // the coins to send (200 / 7.2, rounded up) on the network picked
    ...(kind === 'usdt'
      ? { coinAmount: '27.78', currency: 'USDT' as const, protocol: 'TRC20' as const }
      : {}),
    expireTime,
  };
}

/** A member's root whose browser already holds the order the pay call created. */
const withOrder =
  (kind: DepositOrder['kind'], expired = false): Decorator =>
  (Story) => {
    const [root] = useState(() => {
      const storage = new MemoryStorage();
      const at = expired ? '2026-01-01 00:00:00' : formatDateTime(new Date(Date.now() + 1_800_000));
      storage.setItem(PENDING_DEPOSITS_KEY, JSON.stringify({ [ORDER_NO]: order(kind, at) }));
      return createStoryRoot({ token: 'story-token', storage });
    });
    useEffect(() => {
      void root.start();
      return () => root.dispose();
    }, [root]);
    return (
      <RootStoreProvider store={root}>
        <Story />
      </RootStoreProvider>
    );
  };

const status = (s: 'pending' | 'paid' | 'closed') =>
  mockOperation('paymentGetDepositOrderStatus', {
    data: { orderNo: ORDER_NO, status: s, amount: 200, createTime: '2026-11-23 10:00:00' },
  });

const extras = [
  mockOperation('paymentCreateSignalCode', {
    data: { code: '0123', expireTime: '2099-01-01 00:00:00' },
  }),
  mockOperation('paymentGetCustomerInfo', {
    data: { url: '/app/help/zxkf', telegram: '@demo_service' },
  }),
];

const meta = {
  title: 'Screens/Cashier/DepositWait',
  component: DepositWaitScreen,
  args: { route: 'transferWait' },
  parameters: {
    layout: 'padded',
    route: `/mine/transferWait?orderNo=${ORDER_NO}`,
    msw: { handlers: [status('pending'), ...extras, ...cashierHandlers, ...handlers] },
  },
} satisfies Meta<typeof DepositWaitScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BankTransferPending: Story = {
  decorators: [withOrder('bank')],
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '转账等待' })).toBeVisible();
    await expect(canvas.getByTestId('wait-order-no')).toHaveTextContent(ORDER_NO);
    await expect(canvas.getByText('6222020000000000000')).toBeVisible();
    await expect(await canvas.findByText('0123')).toBeVisible();
    await expect(canvas.getByRole('img', { name: `订单 ${ORDER_NO} 的支付二维码` })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/\d{2}:\d{2}/);
    await userEvent.click(canvas.getByRole('button', { name: '复制订单号' }));
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: '取消存款订单',
    });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '继续支付' }));
  },
};

export const VirtualCoinPending: Story = {
  args: { route: 'virtualWait' },
  decorators: [withOrder('usdt')],
  parameters: {
    route: `/mine/virtualWait?orderNo=${ORDER_NO}`,
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '虚拟币充值等待' })).toBeVisible();
    await expect(canvas.getByText('TDemoAddressPlayMoneyOnly000000000')).toBeVisible();
    // the coins to send, the network and the rate, as the server priced the order
    await expect(canvas.getByTestId('wait-coin-amount')).toHaveTextContent('27.78');
    await expect(canvas.getByText('TRC20')).toBeVisible();
    await expect(canvas.getByText('1 USDT = 7.2 元')).toBeVisible();
    await expect(
      canvas.getByText(
        '请使用 TRC20 网络向收款地址转入 27.78 USDT,网络不符或数量不足将无法自动到账',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '复制转账数量' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '复制收款地址' })).toBeVisible();
  },
};

export const Success: Story = {
  decorators: [withOrder('bank')],
  parameters: {
    msw: { handlers: [status('paid'), ...extras, ...cashierHandlers, ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '充值成功' })).toBeVisible();
    await expect(await canvas.findByTestId('wait-balance')).toHaveTextContent('8,800');
  },
};

export const Expired: Story = {
  decorators: [withOrder('alipay', true)],
  args: { route: 'rechargeWait' },
  parameters: { route: `/mine/rechargeWait?orderNo=${ORDER_NO}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '订单已过期' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '再次存款' })).toBeVisible();
  },
};

export const Closed: Story = {
  decorators: [withOrder('huione')],
  args: { route: 'huiwangWait' },
  parameters: {
    route: `/mine/huiwangWait?orderNo=${ORDER_NO}`,
    msw: { handlers: [status('closed'), ...extras, ...cashierHandlers, ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '订单已关闭' })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [withOrder('xnbsk')],
  args: { route: 'xnbskWait' },
  parameters: {
    route: `/mine/xnbskWait?orderNo=${ORDER_NO}`,
    screen: { width: 390 },
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '虚拟币收款等待' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: `订单 ${ORDER_NO} 的支付二维码` })).toBeVisible();
  },
};
