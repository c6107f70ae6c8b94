// Money flows: deposits (orders confirmed by a simulated channel after a delay, or by a dev
// action), withdrawals (bank card + withdraw password, review states, money locked meanwhile),
// transfers between the centre wallet and venue wallets. All through the ledger; callers run
// these inside one database transaction.
import type { Limits } from './security/limits.ts';
import { randomBytes } from 'node:crypto';
import type { Sql } from './db/adapter.ts';
import { fail, Code } from './envelope.ts';
import { accountId, balanceOf, move, venueBalances } from './ledger.ts';
import { sendLetter, yuan } from './letters.ts';
import type { Member } from './auth.ts';
import { verifySecret } from './auth.ts';
import { creditDepositBonus, payReferralReward, settleTurnover } from './promotions.ts';
import { CHANNEL_BONUS, creditChannelBonus } from './turnover.ts';
import { depositBonus } from '../src/domain/bonus.ts';
import { zhCN as domainText } from '../src/domain/messages.zh-CN.ts';
import { checkVipUpgrade } from './vip.ts';

/** Code 6413's message (spec section 4): the site's one wording of the venue-activity notice. */
export const ACTIVITY_MESSAGE = domainText.venueActivityNotice;

export const DEPOSIT_CONFIRM_MS = 15_000;
export const DEPOSIT_MIN = 100_00;
export const DEPOSIT_MAX = 500_000_00;
export const WITHDRAW_MIN = 100_00;
export const WITHDRAW_MAX = 500_000_00;

export function orderId(prefix: string, now: number): string {
  const d = new Date(now);
  const stamp = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `${prefix}${stamp}${randomBytes(5).toString('hex').toUpperCase()}`;
}

export interface DepositOrder {
  id: string;
  member_id: number;
  channel_code: string;
  pay_type: string;
  amount: number;
  status: 'pending' | 'paid' | 'closed';
  created_at: number;
  confirm_at: number;
  updated_at: number;
}

export async function createDeposit(
  db: Sql,
  member: Member,
  opts: { channelCode: string; payType: string; amount: number; now: number },
): Promise<DepositOrder> {
  if (opts.amount < DEPOSIT_MIN || opts.amount > DEPOSIT_MAX)
    fail(Code.invalidParameter, '存款金额超出范围(100-500000)');
  const open = await db.query(
    "SELECT 1 FROM deposit_orders WHERE member_id = $1 AND status = 'pending'",
    [member.id],
  );
  if (open.length >= 5) fail(Code.frequentSubmission, '您有多笔未完成的存款订单,请先完成或取消');
  const id = orderId('D', opts.now);
  const rows = await db.query<DepositOrder & Record<string, unknown>>(
    `INSERT INTO deposit_orders (id, member_id, channel_code, pay_type, amount, status, created_at, confirm_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $6) RETURNING *`,
    [
      id,
      member.id,
      opts.channelCode,
      opts.payType,
      opts.amount,
      opts.now,
      opts.now + DEPOSIT_CONFIRM_MS,
    ],
  );
  return normaliseDeposit(rows[0] as DepositOrder);
}

function normaliseDeposit(o: DepositOrder): DepositOrder {
  return {
    ...o,
    amount: Number(o.amount),
    created_at: Number(o.created_at),
    confirm_at: Number(o.confirm_at),
    updated_at: Number(o.updated_at),
  };
}

/** The order, confirmed first when the simulated channel's delay has passed. */
export async function depositStatus(
  db: Sql,
  memberId: number,
  id: string,
  now: number,
): Promise<DepositOrder> {
  const rows = await db.query<DepositOrder & Record<string, unknown>>(
    'SELECT * FROM deposit_orders WHERE id = $1 AND member_id = $2 FOR UPDATE',
    [id, memberId],
  );
  const o = rows[0];
  if (!o) fail(Code.notFound, '订单不存在');
  const order = normaliseDeposit(o);
  if (order.status === 'pending' && now >= order.confirm_at)
    return confirmDeposit(db, order.id, now);
  return order;
}

/** Credits a pending order (channel callback or dev action); a paid order stays as it is. */
export async function confirmDeposit(db: Sql, id: string, now: number): Promise<DepositOrder> {
  const rows = await db.query<DepositOrder & Record<string, unknown>>(
    'SELECT * FROM deposit_orders WHERE id = $1 FOR UPDATE',
    [id],
  );
  const o = rows[0];
  if (!o) fail(Code.notFound, '订单不存在');
  const order = normaliseDeposit(o);
  if (order.status !== 'pending') return order;
  const channel = await accountId(db, null, 'channel');
  const center = await accountId(db, order.member_id, 'center');
  await move(db, {
    memberId: order.member_id,
    kind: 'deposit',
    from: channel,
    to: center,
    amount: order.amount,
    at: now,
    ref: order.id,
    memo: '存款',
  });
  await db.query("UPDATE deposit_orders SET status = 'paid', updated_at = $2 WHERE id = $1", [
    id,
    now,
  ]);
  // The channel's 存款加赠 (paymentTypes rewardRate): locked until its turnover is met.
  await creditChannelBonus(db, order, now);
  const bonus = depositBonus(order.amount, CHANNEL_BONUS);
  await sendLetter(
    db,
    order.member_id,
    'fd',
    '存款到账通知',
    `您的存款${yuan(order.amount)}元已到账,订单号 ${order.id}。` +
      (bonus.bonus > 0
        ? `存款加赠${yuan(bonus.bonus)}元已锁定发放,完成${yuan(bonus.turnover)}元流水后解锁至中心钱包。`
        : ''),
    now,
  );
  // A deposit offer the member applied for gets its bonus as locked money.
  await creditDepositBonus(db, order.member_id, { ...order, updated_at: now }, now);
  // A first deposit of a friend who registered with an invitation code pays the inviter.
  await payReferralReward(db, order.member_id, order.id, now);
  // the deposit that crosses a VIP grade's thresholds upgrades the member (server/vip.ts)
  await checkVipUpgrade(db, order.member_id, now);
  return { ...order, status: 'paid', updated_at: now };
}

/** The simulated channel's callbacks: confirms every pending order whose delay has passed and
 * returns the orders credited. */
export async function confirmDue(db: Sql, now: number): Promise<DepositOrder[]> {
  const due = await db.query<{ id: string }>(
    "SELECT id FROM deposit_orders WHERE status = 'pending' AND confirm_at <= $1",
    [now],
  );
  const credited: DepositOrder[] = [];
  for (const o of due) credited.push(await db.transaction((tx) => confirmDeposit(tx, o.id, now)));
  return credited.filter((o) => o.status === 'paid' && o.updated_at === now);
}

/** Tells the player's open chat sockets (internal notification 60000) that money arrived. */
export function notifyDeposit(
  services: { chat: { notify(memberId: number, data: Record<string, unknown>): void } },
  o: DepositOrder,
): void {
  services.chat.notify(o.member_id, {
    type: 'deposit',
    orderNo: o.id,
    amount: o.amount / 100,
    status: o.status,
  });
}

export async function closeDeposit(
  db: Sql,
  memberId: number,
  id: string,
  now: number,
): Promise<DepositOrder> {
  const order = await depositStatus(db, memberId, id, now);
  if (order.status === 'paid') fail(Code.warning, '订单已支付,无法取消');
  if (order.status === 'closed') return order;
  await db.query("UPDATE deposit_orders SET status = 'closed', updated_at = $2 WHERE id = $1", [
    id,
    now,
  ]);
  return { ...order, status: 'closed', updated_at: now };
}

export interface WithdrawOrder {
  id: string;
  member_id: number;
  payout_account_id: number;
  amount: number;
  status: 'pending' | 'approved' | 'paid' | 'rejected';
  created_at: number;
  updated_at: number;
}

/** Locks the amount from the centre wallet and opens an order pending review. */
export async function createWithdraw(
  db: Sql,
  member: Member,
  opts: {
    amount: number;
    payoutAccountId: number;
    /** The withdraw password, or null on a site whose withdrawPasswordEnabled flag is off (then
     * none is asked nor checked). */
    withdrawPassword: string | null;
    now: number;
    /** Locks the withdraw password after a few wrong ones (6037; server/security/limits.ts). */
    limits?: Limits;
  },
): Promise<WithdrawOrder> {
  if (opts.withdrawPassword !== null) {
    if (!member.withdraw_password_hash) fail(Code.passwordCheckFailure, '请先设置取款密码');
    await opts.limits?.withdrawPwdGate(member.id, opts.now);
    if (!(await verifySecret(member.withdraw_password_hash, opts.withdrawPassword))) {
      await opts.limits?.withdrawPwdFailed(member.id);
      fail(Code.passwordCheckFailure, '取款密码错误');
    }
    await opts.limits?.withdrawPwdOk(member.id);
  }
  const card = await db.query('SELECT id FROM payout_accounts WHERE id = $1 AND member_id = $2', [
    opts.payoutAccountId,
    member.id,
  ]);
  if (card.length === 0) fail(Code.notFound, '请先绑定银行卡');
  if (opts.amount < WITHDRAW_MIN || opts.amount > WITHDRAW_MAX)
    fail(Code.invalidParameter, '取款金额超出范围(100-500000)');
  const center = await accountId(db, member.id, 'center');
  const lock = await accountId(db, member.id, 'lock');
  const id = orderId('W', opts.now);
  await move(db, {
    memberId: member.id,
    kind: 'withdraw',
    from: center,
    to: lock,
    amount: opts.amount,
    at: opts.now,
    ref: id,
    memo: '取款冻结',
  });
  const rows = await db.query<WithdrawOrder & Record<string, unknown>>(
    `INSERT INTO withdraw_orders (id, member_id, payout_account_id, amount, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'pending', $5, $5) RETURNING *`,
    [id, member.id, opts.payoutAccountId, opts.amount, opts.now],
  );
  const o = rows[0] as WithdrawOrder;
  return {
    ...o,
    amount: Number(o.amount),
    created_at: Number(o.created_at),
    updated_at: Number(o.updated_at),
  };
}

const WITHDRAW_NEXT: Record<string, readonly string[]> = {
  pending: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};

/** Review: approve, pay (money leaves), or reject (money back to the centre wallet). */
export async function advanceWithdraw(
  db: Sql,
  id: string,
  to: 'approved' | 'paid' | 'rejected',
  now: number,
): Promise<void> {
  const rows = await db.query<{ member_id: number; amount: number; status: string }>(
    'SELECT member_id, amount, status FROM withdraw_orders WHERE id = $1 FOR UPDATE',
    [id],
  );
  const o = rows[0];
  if (!o) fail(Code.notFound, '订单不存在');
  if (!(WITHDRAW_NEXT[o.status] ?? []).includes(to))
    fail(Code.warning, `订单状态不允许从 ${o.status} 变为 ${to}`);
  const memberId = Number(o.member_id);
  const lock = await accountId(db, memberId, 'lock');
  if (to === 'paid') {
    const payout = await accountId(db, null, 'payout');
    await move(db, {
      memberId,
      kind: 'withdraw',
      from: lock,
      to: payout,
      amount: Number(o.amount),
      at: now,
      ref: id,
      memo: '取款出款',
    });
  } else if (to === 'rejected') {
    const center = await accountId(db, memberId, 'center');
    await move(db, {
      memberId,
      kind: 'withdraw_reject',
      from: lock,
      to: center,
      amount: Number(o.amount),
      at: now,
      ref: id,
      memo: '取款退回',
    });
  }
  await db.query('UPDATE withdraw_orders SET status = $2, updated_at = $3 WHERE id = $1', [
    id,
    to,
    now,
  ]);
  const outcome = {
    approved: '已审核通过',
    paid: '已出款',
    rejected: '未通过审核,款项已退回中心钱包',
  }[to];
  await sendLetter(
    db,
    memberId,
    'fd',
    '取款审核通知',
    `您的取款${yuan(Number(o.amount))}元${outcome},订单号 ${id}。`,
    now,
  );
}

export async function venueExists(
  db: Sql,
  venue: string,
): Promise<{ en_name: string; category: string; maintenance: boolean }> {
  const rows = await db.query<{ en_name: string; category: string; maintenance: boolean }>(
    'SELECT en_name, category, maintenance FROM venues WHERE lower(en_name) = lower($1)',
    [venue],
  );
  const v = rows[0];
  if (!v) fail(Code.notFound, '场馆不存在');
  return v;
}

/** Venues whose money stays in the centre wallet (the site's own sports book). */
export const CENTRE_WALLET_VENUES: ReadonlySet<string> = new Set(['XMTY']);

export const CENTRE_WALLET_MESSAGE = '该场馆使用中心钱包,无需转账';

/**
 * Moves amount between the centre wallet and a venue wallet. A centre-wallet venue plays with
 * the centre balance, so nothing may be moved into it (venueAllBalance never lists it and the
 * money would vanish from the player's view): 6007. Moving out stays allowed, so money moved
 * there before is never stranded.
 */
export async function transferVenue(
  db: Sql,
  member: Member,
  opts: { venue: string; direction: 'in' | 'out'; amount: number; now: number },
): Promise<{ center: number; venue: number }> {
  const v = await venueExists(db, opts.venue);
  if (opts.direction === 'in' && CENTRE_WALLET_VENUES.has(v.en_name))
    fail(Code.invalidParameter, CENTRE_WALLET_MESSAGE);
  if (v.maintenance) fail(Code.venueMaintenance, '场馆维护中');
  const center = await accountId(db, member.id, 'center');
  const wallet = await accountId(db, member.id, 'venue', v.en_name);
  if (opts.direction === 'out') await assertNoActivityLock(db, member.id, v.en_name, opts.now);
  const [from, to] = opts.direction === 'in' ? [center, wallet] : [wallet, center];
  await move(db, {
    memberId: member.id,
    kind: 'transfer',
    from,
    to,
    amount: opts.amount,
    at: opts.now,
    ref: v.en_name,
    memo: opts.direction === 'in' ? `转入${v.en_name}` : `从${v.en_name}转出`,
  });
  return {
    center: await balanceOf(db, member.id, 'center'),
    venue: await balanceOf(db, member.id, 'venue', v.en_name),
  };
}

/** A player in an activity cannot move the activity venue's money out before the turnover. */
async function assertNoActivityLock(
  db: Sql,
  memberId: number,
  venue: string,
  now: number,
): Promise<void> {
  // Offers whose turnover is met release their locked bonus and the venues first.
  await settleTurnover(db, memberId, now);
  const rows = await db.query<{ venues: unknown }>(
    `SELECT p.data->'venues' AS venues FROM activity_joins j JOIN promotions p ON p.id = j.promotion_id
     WHERE j.member_id = $1 AND j.status = 'joined'`,
    [memberId],
  );
  for (const r of rows) {
    if (Array.isArray(r.venues) && r.venues.includes(venue)) {
      fail(Code.venueActivity, ACTIVITY_MESSAGE);
    }
  }
}

/** Moves every venue balance back to the centre wallet (skipping activity-locked venues and
 * `except`, the venue being entered); answers the cents moved. */
export async function recycleAll(
  db: Sql,
  member: Member,
  now: number,
  opts: { except?: string; memo?: string } = {},
): Promise<number> {
  const balances = await venueBalances(db, member.id);
  const center = await accountId(db, member.id, 'center');
  let total = 0;
  for (const [venue, bal] of balances) {
    if (bal <= 0 || venue === opts.except) continue;
    try {
      await assertNoActivityLock(db, member.id, venue, now);
    } catch {
      continue;
    }
    const wallet = await accountId(db, member.id, 'venue', venue);
    await move(db, {
      memberId: member.id,
      kind: 'transfer',
      from: wallet,
      to: center,
      amount: bal,
      at: now,
      ref: venue,
      memo: `${opts.memo ?? '一键回收'} ${venue}`,
    });
    total += bal;
  }
  return total;
}
