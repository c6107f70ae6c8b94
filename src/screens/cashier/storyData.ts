// Data the cashier stories answer with (play money; shaped like the contract's answers).
import { handlers, mockOperation } from '../../../mocks';
import type { OperationId } from '../../sdk/operations.generated';

export const GROUPS = [
  {
    code: 'BANK',
    name: '网银转账',
    kind: 'bank' as const,
    icon: '/img/pay/bank.png',
    channels: [
      {
        channelId: 11,
        name: '网银转账',
        minAmount: 100,
        maxAmount: 50000,
        fixedAmounts: [100, 500, 1000, 5000],
        rewardRate: 0.01,
        maxReward: 88,
        turnoverMultiple: 1,
      },
    ],
  },
  {
    code: 'ALIPAY',
    name: '支付宝',
    kind: 'alipay' as const,
    icon: '/img/pay/alipay.png',
    channels: [
      {
        channelId: 12,
        name: '支付宝扫码',
        minAmount: 100,
        maxAmount: 20000,
        fixedAmounts: [200, 500, 1000],
        rewardRate: 0,
        maxReward: 0,
        turnoverMultiple: 0,
      },
    ],
  },
  {
    code: 'USDT',
    name: 'USDT',
    kind: 'usdt' as const,
    icon: '/img/pay/usdt.png',
    channels: [
      {
        channelId: 14,
        name: 'USDT-TRC20',
        minAmount: 100,
        maxAmount: 500000,
        fixedAmounts: [500, 1000, 5000],
        rewardRate: 0,
        maxReward: 0,
        turnoverMultiple: 0,
      },
    ],
  },
];

export const ACCOUNTS = [
  {
    id: 301,
    type: 'bank' as const,
    bankName: '中国工商银行',
    bankCode: 'ICBC',
    cardNo: '6222****1234',
    holderName: '张*',
    protocol: null,
    isDefault: true,
    branch: '深圳分行',
  },
  {
    id: 303,
    type: 'bank' as const,
    bankName: '招商银行',
    bankCode: 'CMB',
    cardNo: '6217****0004',
    holderName: '张*',
    protocol: null,
    isDefault: false,
  },
  {
    id: 302,
    type: 'usdt' as const,
    bankName: 'USDT',
    bankCode: 'USDT',
    cardNo: 'TDem****0000',
    holderName: '张三',
    protocol: 'TRC20' as const,
    isDefault: true,
  },
  {
    id: 304,
    type: 'alipay' as const,
    bankName: '支付宝',
    bankCode: 'ALIPAY',
    cardNo: '1380****8000',
    holderName: '张*',
    protocol: null,
    isDefault: true,
  },
];

export const WITHDRAW_INFO = {
  withdrawableAmount: 8800,
  lockedAmount: 0,
  turnoverRemaining: 0,
  lockedBonus: 0,
  todayTimes: 1,
  maxTimes: 10,
  needSecondPassword: true,
  cards: ACCOUNTS.filter((a) => a.type !== 'usdt'),
};

export const WITHDRAW_CFG = [
  { type: 'bank' as const, minAmount: 100, maxAmount: 500000, feeRate: 0, dailyTimes: 10 },
  { type: 'alipay' as const, minAmount: 100, maxAmount: 50000, feeRate: 0, dailyTimes: 10 },
  { type: 'usdt' as const, minAmount: 100, maxAmount: 500000, feeRate: 0.01, dailyTimes: 10 },
];

export const VENUES = {
  totalMoney: 350.5,
  list: [
    { channelCode: 'PGDZ', name: 'PG电子', balance: 300.5, maintenance: false },
    { channelCode: 'AGZR', name: 'AG真人', balance: 50, maintenance: false },
    { channelCode: 'KYQP', name: '开元棋牌', balance: 0, maintenance: true },
  ],
};

export const RECORDS = {
  list: [
    {
      orderNo: 'D20261123A1B2C3D4E5',
      type: 'deposit' as const,
      amount: 200,
      status: 'success' as const,
      createTime: '2026-11-23 10:00:00',
      remark: 'BANK',
    },
    {
      orderNo: 'W20261123F6E5D4C3B2',
      type: 'withdraw' as const,
      amount: 200,
      status: 'pending' as const,
      createTime: '2026-11-23 11:00:00',
    },
    {
      orderNo: 'T42',
      type: 'transfer' as const,
      amount: 100,
      status: 'success' as const,
      createTime: '2026-11-23 12:00:00',
      remark: '转入PG电子',
      from: { code: 'center', name: '中心钱包' },
      to: { code: 'PGDZ', name: 'PG电子' },
    },
  ],
  pageNum: 1,
  pageSize: 10,
  total: 3,
};

/** Handlers every logged-in cashier story shares (before the contract's examples). */
export const cashierHandlers = [
  mockOperation('paymentTypes', { data: GROUPS }),
  mockOperation('withdrawWithdrawInfo', { data: WITHDRAW_INFO }),
  mockOperation('withdrawBaseCfgList', { data: WITHDRAW_CFG }),
  mockOperation('withdrawUsdtWithdrawInfo', {
    data: {
      withdrawableAmount: 8800,
      rate: 7.1,
      minUsdt: 15,
      addresses: ACCOUNTS.filter((a) => a.type === 'usdt'),
    },
  }),
  mockOperation('bankCardQueryMemberBanksInfoList', { data: ACCOUNTS }),
  mockOperation('bankCardWithdrawAddList', {
    data: [
      {
        bankCode: 'ICBC',
        bankName: '中国工商银行',
        icon: '/img/bank/icbc.png',
        type: 'bank' as const,
      },
      { bankCode: 'CMB', bankName: '招商银行', icon: '/img/bank/cmb.png', type: 'bank' as const },
    ],
  }),
  mockOperation('venueAllBalance', { data: VENUES }),
  mockOperation('transactionsQueryDealRecord', { data: RECORDS }),
  mockOperation('transferGetBalance', {
    data: { centerWalletBalance: 8800, lockMoney: 0, totalBalance: 9150.5 },
  }),
];

type Handler = (typeof handlers)[number] | ReturnType<typeof mockOperation>;

/**
 * The `msw` parameter of a cashier story: these handlers first, then the cashier's data
 * (`cashierHandlers`), then the contract's examples.
 */
export function cashierMsw(...first: Handler[]): { handlers: Handler[] } {
  return { handlers: [...first, ...cashierHandlers, ...handlers] };
}

/** An operation failing with the server's service message (the Error state of a screen). */
export function failing(operationId: OperationId): ReturnType<typeof mockOperation> {
  return mockOperation(operationId, { code: 6005, message: '服务异常,请稍后重试' });
}
