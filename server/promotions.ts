// Promotions that move play money. Eligibility is read from the ledger's sources (paid deposit
// orders, sports bets, venue rounds); every reward goes through the ledger from the house
// 'bonus' account. A deposit offer's bonus is credited to the member's 'lock' account (shown as
// lockMoney) and released to the centre wallet once the turnover since it was credited reaches
// the requirement (server/turnover.ts, the one place turnover is counted); until then the
// activity's venues refuse transfers out (6413, server/funds.ts). The bonus maths:
// src/domain/bonus.ts.
// Claims are rows of promo_claims, unique per member, activity, item and period, so a claim
// is paid once per period whatever the retries.
import type { Sql } from './db/adapter.ts';
import { sendLetter, yuan } from './letters.ts';
import { fail, Code } from './envelope.ts';
import { accountId, move } from './ledger.ts';
import { depositBonus } from '../src/domain/bonus.ts';
import { lockBonus } from './turnover.ts';

export { settleTurnover, turnoverBetween } from './turnover.ts';

export const DAY = 86_400_000;
const BEIJING = 8 * 3_600_000;

/** 'YYYY-MM-DD' of a moment in Beijing time. */
export const dayKey = (ms: number): string => new Date(ms + BEIJING).toISOString().slice(0, 10);
/** Start (epoch ms) of the Beijing day holding ms. */
export const dayStart = (ms: number): number => Math.floor((ms + BEIJING) / DAY) * DAY - BEIJING;

export interface PromoData {
  image?: string;
  content?: string;
  bonusRate?: number;
  maxBonus?: number;
  turnoverMultiple?: number;
  minDeposit?: number;
  venues?: string[];
  /** friendInvitation: the reward (yuan) paid to the inviter for each friend's first deposit. */
  inviteReward?: number;
}

export interface PromoRow {
  id: number;
  kind: string;
  title: string;
  data: PromoData;
  starts_at: number;
  ends_at: number;
}

export const DEPOSIT_KINDS: ReadonlySet<string> = new Set(['firstDeposit', 'againDeposit']);

export async function loadPromo(db: Sql, id: number): Promise<PromoRow> {
  const rows = await db.query<PromoRow & Record<string, unknown>>(
    'SELECT * FROM promotions WHERE id = $1',
    [id],
  );
  const p = rows[0];
  if (!p) fail(Code.notFound, '活动不存在');
  return { ...p, id: Number(p.id), starts_at: Number(p.starts_at), ends_at: Number(p.ends_at) };
}

export function statusOf(p: PromoRow, now: number): 0 | 1 | 2 {
  return now < p.starts_at ? 0 : now > p.ends_at ? 2 : 1;
}

export function assertRunning(p: PromoRow, now: number): void {
  const s = statusOf(p, now);
  if (s === 0) fail(Code.warning, '活动尚未开始');
  if (s === 2) fail(Code.warning, '活动已结束');
}

export interface DepositTier {
  id: number;
  minDeposit: number;
  rewardRate: number;
  maxReward: number;
  turnoverMultiple: number;
}

/** Deposit match tiers (yuan), from the activity's data. */
export function tiersOf(p: PromoRow): DepositTier[] {
  const rate = p.data.bonusRate ?? 0.1;
  const max = p.data.maxBonus ?? 888;
  const mult = p.data.turnoverMultiple ?? 10;
  const min = p.data.minDeposit ?? 100;
  return [
    { id: 1, minDeposit: min, rewardRate: rate, maxReward: max, turnoverMultiple: mult },
    {
      id: 2,
      minDeposit: min * 10,
      rewardRate: Math.round(rate * 1.5 * 100) / 100,
      maxReward: max * 3,
      turnoverMultiple: mult + 5,
    },
  ];
}

/** Bonus and turnover (cents) a deposit (cents) earns: the chosen tier when the deposit reaches
 * it, else the best tier it reaches; null when it reaches none. */
export function depositQuote(
  p: PromoRow,
  deposit: number,
  tierId: number | null,
): { tier: DepositTier; reward: number; turnover: number } | null {
  const all = tiersOf(p);
  const reached = all.filter((t) => deposit >= t.minDeposit * 100);
  const tier = reached.find((t) => t.id === tierId) ?? reached[reached.length - 1];
  if (!tier) return null;
  const q = depositBonus(deposit, {
    rate: tier.rewardRate,
    maxReward: tier.maxReward * 100,
    turnoverMultiple: tier.turnoverMultiple,
    base: 'depositAndBonus',
  });
  if (q.bonus <= 0) return null;
  return { tier, reward: q.bonus, turnover: q.turnover };
}

export async function paidDeposits(
  db: Sql,
  memberId: number,
): Promise<Array<{ id: string; amount: number; updated_at: number }>> {
  const rows = await db.query<{ id: string; amount: number; updated_at: number }>(
    "SELECT id, amount, updated_at FROM deposit_orders WHERE member_id = $1 AND status = 'paid' ORDER BY updated_at",
    [memberId],
  );
  return rows.map((r) => ({
    id: r.id,
    amount: Number(r.amount),
    updated_at: Number(r.updated_at),
  }));
}

/** Sum of paid deposits (cents) in [from, to). */
export async function depositsBetween(
  db: Sql,
  memberId: number,
  from: number,
  to: number,
): Promise<number> {
  const rows = await db.query<{ s: number }>(
    "SELECT COALESCE(SUM(amount), 0)::bigint AS s FROM deposit_orders WHERE member_id = $1 AND status = 'paid' AND updated_at >= $2 AND updated_at < $3",
    [memberId, from, to],
  );
  return Number(rows[0]?.s ?? 0);
}

export async function betCount(db: Sql, memberId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT (SELECT COUNT(*) FROM bets WHERE member_id = $1) + (SELECT COUNT(*) FROM venue_rounds WHERE member_id = $1) AS n`,
    [memberId],
  );
  return Number(rows[0]?.n ?? 0);
}

interface ClaimOpts {
  memberId: number;
  promo: PromoRow;
  item: string;
  period: string;
  amount: number;
  title: string;
  now: number;
}

/**
 * Records one claim row and, when it is new, pays it from the house bonus account to the centre
 * wallet with a letter. Returns false (paying nothing) when the (member, activity, item, period)
 * row exists already.
 */
async function recordAndPay(db: Sql, opts: ClaimOpts): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO promo_claims (member_id, promotion_id, item, period, amount, title, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
    [opts.memberId, opts.promo.id, opts.item, opts.period, opts.amount, opts.title, opts.now],
  );
  if (inserted.length === 0) return false;
  if (opts.amount <= 0) return true;
  await move(db, {
    memberId: opts.memberId,
    kind: 'bonus',
    from: await accountId(db, null, 'bonus'),
    to: await accountId(db, opts.memberId, 'center'),
    amount: opts.amount,
    at: opts.now,
    ref: `P${opts.promo.id}:${opts.item}:${opts.period}`,
    memo: opts.title,
  });
  await sendLetter(
    db,
    opts.memberId,
    'activity',
    '活动奖励到账',
    `您在「${opts.title}」中获得的奖励${yuan(opts.amount)}元已发放至中心钱包。`,
    opts.now,
  );
  return true;
}

/**
 * Records one claim and pays it from the house bonus account to the centre wallet. The unique
 * (member, activity, item, period) row makes a second claim of the same period fail with 6009.
 */
export async function payClaim(db: Sql, opts: ClaimOpts & { already?: string }): Promise<void> {
  if (!(await recordAndPay(db, opts))) fail(Code.dataExists, opts.already ?? '奖励已领取');
}

/** Credits a deposit offer's bonus as locked money and starts counting the turnover. */
export async function lockDepositBonus(
  db: Sql,
  opts: {
    memberId: number;
    promo: PromoRow;
    depositId: string;
    reward: number;
    turnover: number;
    tierId: number;
    now: number;
  },
): Promise<void> {
  await lockBonus(db, {
    memberId: opts.memberId,
    source: 'promotion',
    ref: opts.depositId,
    promotionId: opts.promo.id,
    title: opts.promo.title,
    bonus: opts.reward,
    turnover: opts.turnover,
    now: opts.now,
  });
  await db.query(
    `UPDATE activity_joins SET status = 'joined', bonus = $3, turnover_required = $4, deposit_id = $5, tier_id = $6, created_at = $7
     WHERE member_id = $1 AND promotion_id = $2`,
    [
      opts.memberId,
      opts.promo.id,
      opts.reward,
      opts.turnover,
      opts.depositId,
      opts.tierId,
      opts.now,
    ],
  );
  await db.query(
    `INSERT INTO promo_claims (member_id, promotion_id, item, period, amount, title, created_at)
     VALUES ($1, $2, 'bonus', $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [
      opts.memberId,
      opts.promo.id,
      opts.depositId,
      opts.reward,
      `${opts.promo.title} 彩金(锁定)`,
      opts.now,
    ],
  );
}

/** Whether a deposit offer may use a deposit, as its rules say (申请后完成的存款): paid after
 * the member applied and while the activity runs, the member's first paid deposit for
 * firstDeposit, a later one for againDeposit, and not used by another offer. */
export async function depositQualifies(
  db: Sql,
  p: PromoRow,
  memberId: number,
  deposit: { id: string; updated_at: number },
  appliedAt: number,
): Promise<boolean> {
  if (deposit.updated_at < p.starts_at || deposit.updated_at > p.ends_at) return false;
  if (deposit.updated_at < appliedAt) return false;
  const all = await paidDeposits(db, memberId);
  const index = all.findIndex((d) => d.id === deposit.id);
  if (index < 0) return false;
  if (p.kind === 'firstDeposit' && index !== 0) return false;
  if (p.kind === 'againDeposit' && index === 0) return false;
  const used = await db.query(
    'SELECT 1 FROM activity_joins WHERE member_id = $1 AND deposit_id = $2',
    [memberId, deposit.id],
  );
  return used.length === 0;
}

/**
 * Called when a deposit order is credited: the oldest applied deposit offer it qualifies for
 * gets its bonus as locked money (one offer a deposit).
 */
export async function creditDepositBonus(
  db: Sql,
  memberId: number,
  deposit: { id: string; amount: number; updated_at: number },
  now: number,
): Promise<void> {
  const joins = await db.query<{
    promotion_id: number;
    tier_id: number | null;
    created_at: number;
  }>(
    "SELECT promotion_id, tier_id, created_at FROM activity_joins WHERE member_id = $1 AND status = 'applied' ORDER BY created_at",
    [memberId],
  );
  for (const j of joins) {
    const p = await loadPromo(db, Number(j.promotion_id));
    if (!DEPOSIT_KINDS.has(p.kind) || statusOf(p, now) !== 1) continue;
    if (!(await depositQualifies(db, p, memberId, deposit, Number(j.created_at)))) continue;
    const q = depositQuote(p, deposit.amount, j.tier_id === null ? null : Number(j.tier_id));
    if (!q) continue;
    await lockDepositBonus(db, {
      memberId,
      promo: p,
      depositId: deposit.id,
      reward: q.reward,
      turnover: q.turnover,
      tierId: q.tier.id,
      now,
    });
    return;
  }
}

// ---- the rewards of each kind (amounts in cents) ----

export const NEW_TASKS = [
  { key: 'bindPhone', name: '绑定手机号', reward: 500 },
  { key: 'bindRealName', name: '完善真实姓名', reward: 500 },
  { key: 'firstDeposit', name: '完成首次存款', reward: 1800 },
  { key: 'firstBet', name: '完成首笔投注', reward: 800 },
] as const;

/** Daily turnover tiers of bettingGift: turnover (cents) -> reward (cents). */
export const BETTING_TIERS = [
  { key: 't1', turnover: 1000_00, reward: 8_00 },
  { key: 't2', turnover: 5000_00, reward: 38_00 },
  { key: 't3', turnover: 20000_00, reward: 188_00 },
] as const;

/** Check-in: a base reward a day, extra on the 3rd and 7th day of a streak. */
export const SIGN_BASE = 2_00;
export const SIGN_STREAK = [
  { key: 'd3', days: 3, reward: 8_00 },
  { key: 'd7', days: 7, reward: 28_00 },
] as const;

/** The prize wheel, with weights (the server draws). */
export const PRIZES = [
  { name: '谢谢参与', amount: 0, weight: 30 },
  { name: '0.88元', amount: 88, weight: 25 },
  { name: '1.88元', amount: 188, weight: 18 },
  { name: '5.88元', amount: 588, weight: 12 },
  { name: '8.88元', amount: 888, weight: 8 },
  { name: '18.88元', amount: 1888, weight: 4 },
  { name: '58.88元', amount: 5888, weight: 2 },
  { name: '188元', amount: 18800, weight: 1 },
] as const;

/** Draws a day: one free, plus one for every 100 yuan deposited that day (at most 5 more). */
export const FREE_DRAWS = 1;
export const DRAWS_PER_DEPOSIT = 100_00;
export const MAX_EXTRA_DRAWS = 5;

/** Race prizes for the top three by turnover during the race, claimable once it has ended. */
export const RACE_PRIZES = [88800, 38800, 18800] as const;

/** Friend invitation: the default reward (cents) for each invited friend's first deposit. */
export const INVITE_REWARD = 1888;
const ICODE_BASE = 800000;

export function inviteCodes(memberId: number): { icode: string; rcode: string } {
  const icode = String(ICODE_BASE + memberId);
  return { icode, rcode: `R${icode}` };
}

/** The member an invitation code belongs to (its id), or null for a code of nobody. */
export function inviterIdOf(icode: string | null): number | null {
  const code = (icode ?? '').trim();
  if (!/^\d{1,15}$/.test(code)) return null;
  const id = Number(code) - ICODE_BASE;
  return id > 0 ? id : null;
}

/** The reward (cents) a friendInvitation activity pays per friend, from its data. */
export function inviteRewardOf(p: PromoRow | null): number {
  const yuanAmount = p?.data.inviteReward;
  return typeof yuanAmount === 'number' && yuanAmount > 0
    ? Math.round(yuanAmount * 100)
    : INVITE_REWARD;
}

/** The claim item of the reward for one invited friend. */
export const friendItem = (friendId: number): string => `friend:${friendId}`;

/** The friendInvitation activity running at now (the oldest), or null. */
export async function runningInvitation(db: Sql, now: number): Promise<PromoRow | null> {
  const rows = await db.query<{ id: number }>(
    "SELECT id FROM promotions WHERE kind = 'friendInvitation' AND starts_at <= $1 AND ends_at >= $1 ORDER BY id LIMIT 1",
    [now],
  );
  const id = rows[0]?.id;
  return id === undefined ? null : loadPromo(db, Number(id));
}

/**
 * Called when a deposit order is credited: when it is the member's first paid deposit and the
 * member registered with another member's invitation code, the inviter is paid the running
 * friendInvitation activity's reward through the ledger. The claim row (inviter, activity,
 * friend:{id}, '') makes the payment once per invited friend, whatever the retries.
 */
export async function payReferralReward(
  db: Sql,
  friendId: number,
  depositId: string,
  now: number,
): Promise<boolean> {
  const friend = (
    await db.query<{ name: string; invite_code: string | null }>(
      'SELECT name, invite_code FROM members WHERE id = $1',
      [friendId],
    )
  )[0];
  const inviterId = inviterIdOf(friend?.invite_code ?? null);
  if (!friend || inviterId === null || inviterId === friendId) return false;
  const inviter = await db.query('SELECT 1 FROM members WHERE id = $1', [inviterId]);
  if (inviter.length === 0) return false;
  const deposits = await paidDeposits(db, friendId);
  if (deposits[0]?.id !== depositId) return false;
  const promo = await runningInvitation(db, now);
  if (!promo) return false;
  return recordAndPay(db, {
    memberId: inviterId,
    promo,
    item: friendItem(friendId),
    period: '',
    amount: inviteRewardOf(promo),
    title: `${promo.title} 好友${maskName(friend.name)}首存奖励`,
    now,
  });
}

/** Consecutive days ending today (if checked in today) or yesterday. */
export function streakOf(days: ReadonlySet<string>, now: number): number {
  let t = days.has(dayKey(now)) ? now : now - DAY;
  let n = 0;
  while (days.has(dayKey(t))) {
    n += 1;
    t -= DAY;
  }
  return n;
}

/** Picks a prize index from a uniform random number in [0, 1). */
export function pickPrize(r: number): number {
  const total = PRIZES.reduce((s, p) => s + p.weight, 0);
  let x = r * total;
  for (const [i, p] of PRIZES.entries()) {
    if (x < p.weight) return i;
    x -= p.weight;
  }
  return 0;
}

export function maskName(name: string): string {
  return name.length <= 3 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-1)}`;
}

/**
 * The reward headline of a promotion card (最高 888 元, 100-150 % 首存), from the same tiers,
 * prizes and rewards the activity pays with. Amounts in yuan.
 * - upTo: the most one player can be paid by the activity (race: the first prize; wheel: the
 *   top prize; tasks: all tasks together)
 * - fixed: what joining pays (the newcomers' page)
 * - daily: the least a day pays (check-in: the base reward; streak days pay more)
 * - dailyUpTo: the most a day pays (betting gift: every tier of one day)
 * - perFriend: what each invited friend's first deposit pays the inviter
 * - depositRate: the tiers' match rates (rate to rateMax) and the largest bonus
 */
export interface RewardHeadline {
  kind: 'upTo' | 'fixed' | 'daily' | 'dailyUpTo' | 'perFriend' | 'depositRate';
  amount: number;
  rate?: number;
  rateMax?: number;
}

/** What joining the newcomers' page ('land') pays, in cents. */
export const LAND_REWARD = 888;

export function rewardHeadlineOf(p: PromoRow): RewardHeadline {
  const yuanOf = (cents: number) => cents / 100;
  switch (p.kind) {
    case 'firstDeposit':
    case 'againDeposit': {
      const tiers = tiersOf(p);
      const rates = tiers.map((t) => t.rewardRate);
      return {
        kind: 'depositRate',
        amount: Math.max(...tiers.map((t) => t.maxReward)),
        rate: Math.min(...rates),
        rateMax: Math.max(...rates),
      };
    }
    case 'race':
      return { kind: 'upTo', amount: yuanOf(Math.max(...RACE_PRIZES)) };
    case 'drawGift':
      return { kind: 'upTo', amount: yuanOf(Math.max(...PRIZES.map((z) => z.amount))) };
    case 'newTask':
      return { kind: 'upTo', amount: yuanOf(NEW_TASKS.reduce((s, t) => s + t.reward, 0)) };
    case 'signGift':
      return { kind: 'daily', amount: yuanOf(SIGN_BASE) };
    case 'bettingGift':
      return { kind: 'dailyUpTo', amount: yuanOf(BETTING_TIERS.reduce((s, t) => s + t.reward, 0)) };
    case 'friendInvitation':
      return { kind: 'perFriend', amount: yuanOf(inviteRewardOf(p)) };
    default:
      return { kind: 'fixed', amount: yuanOf(LAND_REWARD) };
  }
}
