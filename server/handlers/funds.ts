// Funds: payment channels and deposit orders, balances, transfers, transaction records,
// withdrawal configuration and orders, bank cards.
import type { Sql } from '../db/adapter.ts';
import type { HandlerMap } from './types.ts';
import { fail, Code } from '../envelope.ts';
import { balanceOf, venueBalances } from '../ledger.ts';
import { amountCents, fmtTime, money, num, paging, page, parseTime, str } from './util.ts';
import {
  closeDeposit,
  createDeposit,
  createWithdraw,
  depositStatus,
  notifyDeposit,
  transferVenue,
  orderId,
} from '../funds.ts';
import type { Member } from '../auth.ts';
import { checkDepositLimit } from '../responsible.ts';
import { withdrawPasswordEnabled } from './site.ts';
import { CHANNEL_BONUS, settleTurnover } from '../turnover.ts';
import { coinAmountText } from '../../src/domain/coin.ts';
import { checkVipUpgrade } from '../vip.ts';
import { VIP_GRADES } from '../db/seed.ts';

export const PAYMENT_TYPES = [
  {
    code: 'BANK',
    name: '银行卡转账',
    kind: 'bank',
    channels: [
      { channelId: 11, name: '网银转账', min: 100, max: 50000, fixed: [100, 500, 1000, 5000] },
    ],
  },
  {
    code: 'ALIPAY',
    name: '支付宝',
    kind: 'alipay',
    channels: [
      { channelId: 12, name: '支付宝扫码', min: 100, max: 20000, fixed: [200, 500, 1000] },
    ],
  },
  {
    code: 'WECHAT',
    name: '微信支付',
    kind: 'wechat',
    channels: [{ channelId: 13, name: '微信扫码', min: 100, max: 10000, fixed: [100, 300, 500] }],
  },
  {
    code: 'USDT',
    name: 'USDT',
    kind: 'usdt',
    channels: [
      { channelId: 14, name: 'USDT-TRC20', min: 100, max: 500000, fixed: [500, 1000, 5000] },
    ],
  },
  {
    code: 'HUIONE',
    name: '汇旺支付',
    kind: 'huione',
    channels: [{ channelId: 15, name: '汇旺', min: 100, max: 50000, fixed: [1000, 5000] }],
  },
  {
    code: 'XNBSK',
    name: '虚拟币扫码',
    kind: 'xnbsk',
    channels: [{ channelId: 16, name: '虚拟币扫码', min: 100, max: 50000, fixed: [500, 1000] }],
  },
  {
    code: 'VIRTUAL',
    name: '虚拟币钱包',
    kind: 'virtual',
    channels: [{ channelId: 17, name: '钱包直充', min: 100, max: 100000, fixed: [1000, 5000] }],
  },
] as const;

export const USDT_RATE = 7.2;
/** The demo receiving addresses of the virtual-coin channels, one a network (play money). */
export const TRC20_ADDRESS = 'TDemoAddressPlayMoneyOnly000000000';
export const ERC20_ADDRESS = '0xDemoAddressPlayMoneyOnly00000000000000';
/** At most this many withdrawal accounts a member. */
export const MAX_ACCOUNTS = 10;

export const BANKS = [
  { bankCode: 'ICBC', bankName: '中国工商银行', icon: '/img/bank/icbc.png', type: 'bank' },
  { bankCode: 'CCB', bankName: '中国建设银行', icon: '/img/bank/ccb.png', type: 'bank' },
  { bankCode: 'ABC', bankName: '中国农业银行', icon: '/img/bank/abc.png', type: 'bank' },
  { bankCode: 'BOC', bankName: '中国银行', icon: '/img/bank/boc.png', type: 'bank' },
  { bankCode: 'CMB', bankName: '招商银行', icon: '/img/bank/cmb.png', type: 'bank' },
  { bankCode: 'ALIPAY', bankName: '支付宝', icon: '/img/bank/alipay.png', type: 'alipay' },
  { bankCode: 'USDT', bankName: 'USDT', icon: '/img/coin/usdt.png', type: 'usdt' },
] as const;
export const WITHDRAW_CFG = [
  { type: 'bank', minAmount: 100, maxAmount: 500000, feeRate: 0, dailyTimes: 10 },
  { type: 'alipay', minAmount: 100, maxAmount: 50000, feeRate: 0, dailyTimes: 10 },
  { type: 'usdt', minAmount: 100, maxAmount: 500000, feeRate: 0.01, dailyTimes: 10 },
];

function channelById(id: number): {
  type: (typeof PAYMENT_TYPES)[number];
  ch: (typeof PAYMENT_TYPES)[number]['channels'][number];
} | null {
  for (const t of PAYMENT_TYPES)
    for (const ch of t.channels) if (ch.channelId === id) return { type: t, ch };
  return null;
}

function maskCard(no: string): string {
  return no.length <= 8 ? no.replace(/.(?=.{4})/g, '*') : `${no.slice(0, 4)}****${no.slice(-4)}`;
}

interface CardRow {
  id: number;
  kind: string;
  bank_name: string;
  account_no: string;
  holder: string;
  protocol: string;
  branch: string;
  branch_name: string;
  is_default: boolean;
}

/**
 * The member's withdrawal accounts (removed ones left out). The default of a kind is the one
 * marked so, else the first of that kind.
 */
export async function cardsOf(
  db: Sql,
  memberId: number,
  kinds?: string[],
): Promise<Record<string, unknown>[]> {
  const rows = await db.query<CardRow & Record<string, unknown>>(
    'SELECT * FROM payout_accounts WHERE member_id = $1 AND removed_at IS NULL AND ($2::text[] IS NULL OR kind = ANY($2::text[])) ORDER BY id',
    [memberId, kinds ?? null],
  );
  const marked = new Set(rows.filter((c) => c.is_default).map((c) => c.kind));
  const seen = new Set<string>();
  return rows.map((c) => {
    const isDefault = marked.has(c.kind) ? c.is_default === true : !seen.has(c.kind);
    seen.add(c.kind);
    return {
      id: Number(c.id),
      type: c.kind,
      bankName: c.bank_name,
      ...(c.branch ? { bankCode: c.branch } : {}),
      cardNo: maskCard(c.account_no),
      holderName: c.kind === 'usdt' ? c.holder : maskName(c.holder),
      protocol: c.kind === 'usdt' ? (c.protocol === 'ERC20' ? 'ERC20' : 'TRC20') : null,
      isDefault,
      ...(c.branch_name ? { branch: c.branch_name } : {}),
    };
  });
}

function maskName(name: string): string {
  return name.length <= 1 ? name : `${name.slice(0, 1)}${'*'.repeat(name.length - 1)}`;
}

/** The Luhn checksum of a card number. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const ADDRESS_FORMAT: Record<string, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** Checks a withdrawal account to save; answers what goes into payout_accounts. */
function accountInput(body: Record<string, unknown>): {
  kind: 'bank' | 'alipay' | 'usdt';
  bankName: string;
  bankCode: string;
  accountNo: string;
  protocol: string;
  branch: string;
} {
  const kind = str(body, 'type');
  const raw = str(body, 'cardNo').replace(/\s+/g, '');
  if (kind === 'bank') {
    const bank = BANKS.find((b) => b.type === 'bank' && b.bankCode === str(body, 'bankCode'));
    if (!bank) fail(Code.invalidParameter, '请选择开户银行');
    if (!/^\d{16,19}$/.test(raw) || !luhnValid(raw))
      fail(Code.invalidParameter, '请输入正确的银行卡号');
    return {
      kind,
      bankName: bank.bankName,
      bankCode: bank.bankCode,
      accountNo: raw,
      protocol: '',
      branch: str(body, 'branch').trim().slice(0, 60),
    };
  }
  if (kind === 'alipay') {
    if (!/^1\d{10}$/.test(raw) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw))
      fail(Code.invalidParameter, '请输入正确的支付宝账号');
    return {
      kind,
      bankName: '支付宝',
      bankCode: 'ALIPAY',
      accountNo: raw,
      protocol: '',
      branch: '',
    };
  }
  if (kind === 'usdt') {
    const protocol = str(body, 'protocol') === 'ERC20' ? 'ERC20' : 'TRC20';
    if (!ADDRESS_FORMAT[protocol]?.test(raw))
      fail(Code.invalidParameter, `${protocol} 地址格式不正确`);
    const currency = str(body, 'bankCode') === 'USDC' ? 'USDC' : 'USDT';
    return { kind, bankName: currency, bankCode: currency, accountNo: raw, protocol, branch: '' };
  }
  fail(Code.invalidParameter, '账户类型错误');
}

function requireBindings(m: Member): void {
  if (!m.phone) fail(Code.unboundPhone, '请先绑定手机号');
  if (!m.real_name) fail(Code.bindRealName, '请先绑定真实姓名');
}

/** Withdrawals a day of the member's VIP grade (每日提款次数 of the grade table). */
export function withdrawTimesOf(grade: number): number {
  return (VIP_GRADES.find((g) => g.grade === grade) ?? VIP_GRADES[0])?.withdrawTimes ?? 5;
}

async function todayWithdrawals(db: Sql, memberId: number, now: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT COUNT(*)::int AS n FROM withdraw_orders WHERE member_id = $1 AND created_at >= $2',
    [memberId, now - 86_400_000],
  );
  return Number(rows[0]?.n ?? 0);
}

export const fundsHandlers: HandlerMap = {
  async paymentTypes(ctx) {
    const m = await ctx.member();
    if (!m.real_name) fail(Code.bindRealName, '请先完善真实姓名');
    return PAYMENT_TYPES.map((t) => ({
      code: t.code,
      name: t.name,
      kind: t.kind,
      icon: `/img/pay/${t.code.toLowerCase()}.png`,
      channels: t.channels.map((c) => ({
        channelId: c.channelId,
        name: c.name,
        minAmount: c.min,
        maxAmount: c.max,
        fixedAmounts: [...c.fixed],
        // 本通道存款加赠 as it is paid (server/turnover.ts creditChannelBonus)
        rewardRate: CHANNEL_BONUS.rate,
        maxReward: money(CHANNEL_BONUS.maxReward),
        turnoverMultiple: CHANNEL_BONUS.turnoverMultiple,
      })),
    }));
  },

  async paymentPay(ctx) {
    const m = await ctx.member();
    if (!m.real_name) fail(Code.bindRealName, '请先完善真实姓名');
    const found = channelById(num(ctx.body, 'channelId') ?? 0);
    if (!found) fail(Code.invalidParameter, '支付通道不存在');
    let amount = amountCents(ctx.body.amount);
    const usdt = str(ctx.body, 'currency') === 'USDT';
    if (usdt) amount = Math.round(amount * USDT_RATE);
    if (amount < found.ch.min * 100 || amount > found.ch.max * 100)
      fail(Code.invalidParameter, `存款金额需在${found.ch.min}-${found.ch.max}元之间`);
    // responsible play: the member's deposit limits (6012 with what is left)
    await checkDepositLimit(ctx.db, m.id, amount, ctx.now);
    const order = await createDeposit(ctx.db, m, {
      channelCode: found.type.code,
      payType: found.type.kind,
      amount,
      now: ctx.now,
    });
    // The waiting page offers every way to pay the order: the channel's page and QR code, the
    // receiving account for a bank transfer, the address and rate for virtual coins.
    const crypto =
      found.type.kind === 'usdt' || found.type.kind === 'virtual' || found.type.kind === 'xnbsk';
    // a virtual-coin order: the coins to send at the rate (rounded up: they cover the order) on
    // the network the player picked, with that network's address
    const protocol = str(ctx.body, 'protocol') === 'ERC20' ? 'ERC20' : 'TRC20';
    const coin = crypto
      ? {
          coinAmount: coinAmountText(order.amount, USDT_RATE),
          currency: 'USDT',
          protocol,
        }
      : {};
    return {
      orderNo: order.id,
      kind: found.type.kind,
      amount: money(order.amount),
      payUrl: `/mine/rechargeWait?orderNo=${order.id}`,
      qrCode: `/pay/qr/${order.id}`,
      bankAccount: {
        bankName: '中国工商银行',
        accountName: '星辰娱乐演示账户',
        accountNo: '6222020000000000000',
        branch: '演示支行',
      },
      address: crypto && protocol === 'ERC20' ? ERC20_ADDRESS : TRC20_ADDRESS,
      rate: crypto ? USDT_RATE : 1,
      ...coin,
      expireTime: fmtTime(ctx.now + 30 * 60_000),
    };
  },

  async paymentGetDepositOrderStatus(ctx) {
    const m = await ctx.member();
    const o = await ctx.db.transaction((tx) =>
      depositStatus(tx, m.id, str(ctx.body, 'orderNo'), ctx.now),
    );
    if (o.status === 'paid' && o.updated_at === ctx.now) notifyDeposit(ctx.services, o);
    return {
      orderNo: o.id,
      status: o.status,
      amount: money(o.amount),
      createTime: fmtTime(o.created_at),
    };
  },

  async paymentCloseOrder(ctx) {
    const m = await ctx.member();
    await ctx.db.transaction((tx) => closeDeposit(tx, m.id, str(ctx.body, 'orderNo'), ctx.now));
    return null;
  },

  async paymentCreateSignalCode(ctx) {
    const m = await ctx.member();
    const o = await depositStatus(ctx.db, m.id, str(ctx.body, 'orderNo'), ctx.now);
    return { code: o.id.slice(-6), expireTime: fmtTime(o.created_at + 30 * 60_000) };
  },

  async paymentGetCustomerInfo(ctx) {
    await ctx.member();
    return { url: '/app/help/zxkf', telegram: '@demo_service' };
  },

  async transferGetBalance(ctx) {
    const m = await ctx.member();
    // bonuses whose turnover is met are released first, so the balance read is the one that
    // the next reload shows
    const { center, lock } = await ctx.db.transaction(async (tx) => {
      await settleTurnover(tx, m.id, ctx.now);
      await checkVipUpgrade(tx, m.id, ctx.now);
      return {
        center: await balanceOf(tx, m.id, 'center'),
        lock: await balanceOf(tx, m.id, 'lock'),
      };
    });
    let venues = 0;
    for (const v of (await venueBalances(ctx.db, m.id)).values()) venues += v;
    return {
      centerWalletBalance: money(center),
      lockMoney: money(lock),
      totalBalance: money(center + lock + venues),
    };
  },

  async transferUtcTransfer(ctx) {
    const m = await ctx.member();
    const amount = amountCents(ctx.body.amount);
    const r = await transferVenue(ctx.db, m, {
      venue: str(ctx.body, 'channelCode'),
      direction: str(ctx.body, 'ty') === '2' ? 'out' : 'in',
      amount,
      now: ctx.now,
    });
    return {
      orderNo: orderId('T', ctx.now),
      centerWalletBalance: money(r.center),
      venueBalance: money(r.venue),
    };
  },

  async transferGetTransferRate(ctx) {
    await ctx.member();
    return {
      currency: 'USDT',
      rate: USDT_RATE,
      updateTime: fmtTime(ctx.now - (ctx.now % 3_600_000)),
    };
  },

  async transactionsQueryDealRecord(ctx) {
    const m = await ctx.member();
    const p = paging(ctx.body);
    const type = str(ctx.body, 'type') || null;
    const status = str(ctx.body, 'status') || null;
    const begin = parseTime(ctx.body.beginTime) ?? 0;
    const end = parseTime(ctx.body.endTime) ?? Number.MAX_SAFE_INTEGER;
    const union = `
      SELECT id AS order_no, 'deposit' AS type, amount, CASE status WHEN 'paid' THEN 'success' WHEN 'pending' THEN 'pending' ELSE 'closed' END AS status, created_at, channel_code AS remark, NULL::text AS from_code, NULL::text AS to_code, NULL::text AS ticket_id
        FROM deposit_orders WHERE member_id = $1
      UNION ALL
      SELECT id, 'withdraw', amount, CASE status WHEN 'paid' THEN 'success' WHEN 'rejected' THEN 'failed' ELSE 'pending' END, created_at, '', NULL, NULL, NULL FROM withdraw_orders WHERE member_id = $1
      UNION ALL
      SELECT 'T' || t.id, CASE t.kind WHEN 'bonus' THEN 'bonus' WHEN 'cashout' THEN 'cashout' ELSE 'transfer' END, ABS(e.amount), 'success', t.created_at, COALESCE(t.memo, ''),
        -- a transfer's direction: out of the centre wallet into the venue's, or back; a locked
        -- bonus released by its turnover moves from 锁定彩金 to the centre wallet
        CASE WHEN t.kind = 'transfer' THEN (CASE WHEN e.amount < 0 THEN 'center' ELSE v.venue END)
             WHEN t.kind = 'bonus_release' THEN 'lock' END,
        CASE WHEN t.kind = 'transfer' THEN (CASE WHEN e.amount < 0 THEN v.venue ELSE 'center' END)
             WHEN t.kind = 'bonus_release' THEN 'center' END,
        -- a cash-out (提前兑现) credits the centre wallet for one bet
        CASE WHEN t.kind = 'cashout' THEN t.ref END
        FROM ledger_txns t JOIN ledger_entries e ON e.txn_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
        LEFT JOIN LATERAL (
          SELECT a2.venue FROM ledger_entries e2 JOIN ledger_accounts a2 ON a2.id = e2.account_id
          WHERE e2.txn_id = t.id AND a2.kind = 'venue' ORDER BY e2.id LIMIT 1
        ) v ON TRUE
        WHERE t.member_id = $1 AND a.member_id = $1
          AND ((t.kind IN ('transfer', 'bonus', 'bonus_release', 'cashout') AND a.kind = 'center')
            -- 红利 credited as locked money (存款加赠, deposit offers): the lock account's entry
            OR (t.kind = 'bonus' AND a.kind = 'lock'))`;
    const where =
      'WHERE ($2::text IS NULL OR type = $2) AND created_at BETWEEN $3 AND $4 AND ($5::text IS NULL OR status = $5)';
    const rows = await ctx.db.query<{
      order_no: string;
      type: string;
      amount: number;
      status: string;
      created_at: number;
      remark: string;
      from_code: string | null;
      to_code: string | null;
      ticket_id: string | null;
    }>(`SELECT * FROM (${union}) r ${where} ORDER BY created_at DESC LIMIT $6 OFFSET $7`, [
      m.id,
      type,
      begin,
      end,
      status,
      p.pageSize,
      p.offset,
    ]);
    const total = await ctx.db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM (${union}) r ${where}`,
      [m.id, type, begin, end, status],
    );
    const venueNames = new Map(
      (
        await ctx.db.query<{ en_name: string; name: string }>('SELECT en_name, name FROM venues')
      ).map((v) => [v.en_name, v.name]),
    );
    const wallet = (code: string) => ({
      code,
      name:
        code === 'center'
          ? '中心钱包'
          : code === 'lock'
            ? '锁定彩金'
            : (venueNames.get(code) ?? code),
    });
    return page(
      p,
      rows.map((r) => ({
        orderNo: r.order_no,
        type: r.type,
        amount: money(Number(r.amount)),
        status: r.status,
        createTime: fmtTime(Number(r.created_at)),
        ...(r.remark ? { remark: r.remark } : {}),
        ...(r.from_code && r.to_code ? { from: wallet(r.from_code), to: wallet(r.to_code) } : {}),
        ...(r.ticket_id ? { ticketId: r.ticket_id } : {}),
      })),
      Number(total[0]?.n ?? 0),
    );
  },

  async vCurrencyList(ctx) {
    await ctx.member();
    return [
      { currency: 'USDT', protocols: ['TRC20', 'ERC20'], icon: '/img/coin/usdt.png' },
      { currency: 'USDC', protocols: ['ERC20'], icon: '/img/coin/usdc.png' },
    ];
  },

  async withdrawWithdrawOrderInfo(ctx) {
    const m = await ctx.member();
    const rows = await ctx.db.query<{
      id: string;
      amount: number;
      status: string;
      created_at: number;
      account_no: string;
    }>(
      `SELECT w.id, w.amount, w.status, w.created_at, p.account_no FROM withdraw_orders w JOIN payout_accounts p ON p.id = w.payout_account_id
       WHERE w.id = $1 AND w.member_id = $2`,
      [str(ctx.body, 'orderNo'), m.id],
    );
    const o = rows[0];
    if (!o) fail(Code.notFound, '订单不存在');
    return {
      orderNo: o.id,
      amount: money(Number(o.amount)),
      fee: 0,
      actualAmount: money(Number(o.amount)),
      status: o.status,
      cardNo: maskCard(o.account_no),
      createTime: fmtTime(Number(o.created_at)),
      remark: o.status === 'rejected' ? '审核未通过,款项已退回中心钱包' : '',
    };
  },

  async withdrawBaseCfgList(ctx) {
    await ctx.member();
    return WITHDRAW_CFG;
  },

  async withdrawWithdrawInfo(ctx) {
    const m = await ctx.member();
    requireBindings(m);
    const turnover = await ctx.db.transaction((tx) => settleTurnover(tx, m.id, ctx.now));
    return {
      withdrawableAmount: money(await balanceOf(ctx.db, m.id, 'center')),
      lockedAmount: money(await balanceOf(ctx.db, m.id, 'lock')),
      // the one turnover figure (server/turnover.ts): what unlocks the locked bonuses
      turnoverRemaining: money(turnover.total.remaining),
      lockedBonus: money(turnover.lockedBonus),
      todayTimes: await todayWithdrawals(ctx.db, m.id, ctx.now),
      maxTimes: withdrawTimesOf(m.grade),
      needSecondPassword: await withdrawPasswordEnabled(ctx.db),
      cards: await cardsOf(ctx.db, m.id, ['bank', 'alipay']),
    };
  },

  async withdrawUsdtWithdrawInfo(ctx) {
    const m = await ctx.member();
    if (!m.real_name) fail(Code.bindRealName, '请先绑定真实姓名');
    return {
      withdrawableAmount: money(await balanceOf(ctx.db, m.id, 'center')),
      rate: 7.1,
      minUsdt: 15,
      addresses: await cardsOf(ctx.db, m.id, ['usdt']),
    };
  },

  async withdrawNew(ctx) {
    const m = await ctx.member();
    requireBindings(m);
    const amount = amountCents(ctx.body.amount);
    if ((await todayWithdrawals(ctx.db, m.id, ctx.now)) >= withdrawTimesOf(m.grade))
      fail(Code.frequentSubmission, '今日取款次数已达上限');
    const cardId = num(ctx.body, 'cardId') ?? 0;
    const type = str(ctx.body, 'type');
    const card = await ctx.db.query(
      'SELECT 1 FROM payout_accounts WHERE id = $1 AND member_id = $2 AND kind = $3 AND removed_at IS NULL',
      [cardId, m.id, type],
    );
    if (card.length === 0) fail(Code.notFound, '请先绑定银行卡');
    // a site without withdraw passwords neither asks for one nor checks one sent
    const asked = await withdrawPasswordEnabled(ctx.db);
    const secondPassword = asked ? str(ctx.body, 'secondPassword') : null;
    if (asked && !secondPassword) fail(Code.passwordCheckFailure, '请输入取款密码');
    const o = await createWithdraw(ctx.db, m, {
      amount,
      payoutAccountId: cardId,
      withdrawPassword: secondPassword,
      limits: ctx.services.limits, // withdraw password lock (issue 15)
      now: ctx.now,
    });
    return { orderNo: o.id, status: o.status };
  },

  async bankCardQueryMemberBanksInfoList(ctx) {
    const m = await ctx.member();
    return cardsOf(ctx.db, m.id);
  },

  async bankCardWithdrawAddList(ctx) {
    await ctx.member();
    return BANKS;
  },

  /** Binds a withdrawal account; the holder is the bound real name (terms: names must match). */
  async bankCardSave(ctx) {
    const m = await ctx.member();
    requireBindings(m);
    const input = accountInput(ctx.body);
    const holder = m.real_name ?? '';
    const existing = await ctx.db.query<{ id: number; removed_at: number | null }>(
      'SELECT id, removed_at FROM payout_accounts WHERE member_id = $1 AND kind = $2 AND account_no = $3',
      [m.id, input.kind, input.accountNo],
    );
    const found = existing[0];
    if (found && found.removed_at === null) fail(Code.dataExists, '该账户已绑定');
    const count = await ctx.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM payout_accounts WHERE member_id = $1 AND removed_at IS NULL',
      [m.id],
    );
    if (Number(count[0]?.n ?? 0) >= MAX_ACCOUNTS)
      fail(Code.warning, `最多绑定${MAX_ACCOUNTS}个账户`);
    let id: number;
    if (found) {
      await ctx.db.query(
        `UPDATE payout_accounts SET removed_at = NULL, is_default = FALSE, bank_name = $2, branch = $3, branch_name = $4, holder = $5, protocol = $6 WHERE id = $1`,
        [found.id, input.bankName, input.bankCode, input.branch, holder, input.protocol],
      );
      id = Number(found.id);
    } else {
      const rows = await ctx.db.query<{ id: number }>(
        `INSERT INTO payout_accounts (member_id, kind, bank_name, account_no, holder, protocol, branch, branch_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          m.id,
          input.kind,
          input.bankName,
          input.accountNo,
          holder,
          input.protocol,
          input.bankCode,
          input.branch,
          ctx.now,
        ],
      );
      id = Number(rows[0]?.id);
    }
    const card = (await cardsOf(ctx.db, m.id, [input.kind])).find((c) => c.id === id);
    if (!card) fail(Code.serverError, '保存失败');
    return card;
  },

  async bankCardRemove(ctx) {
    const m = await ctx.member();
    const rows = await ctx.db.query(
      'UPDATE payout_accounts SET removed_at = $3, is_default = FALSE WHERE id = $1 AND member_id = $2 AND removed_at IS NULL RETURNING id',
      [num(ctx.body, 'id') ?? 0, m.id, ctx.now],
    );
    if (rows.length === 0) fail(Code.notFound, '账户不存在');
    return null;
  },

  async bankCardSetDefault(ctx) {
    const m = await ctx.member();
    const rows = await ctx.db.query<{ kind: string }>(
      'SELECT kind FROM payout_accounts WHERE id = $1 AND member_id = $2 AND removed_at IS NULL',
      [num(ctx.body, 'id') ?? 0, m.id],
    );
    const card = rows[0];
    if (!card) fail(Code.notFound, '账户不存在');
    await ctx.db.query(
      'UPDATE payout_accounts SET is_default = (id = $1) WHERE member_id = $2 AND kind = $3',
      [num(ctx.body, 'id') ?? 0, m.id, card.kind],
    );
    return null;
  },
};
