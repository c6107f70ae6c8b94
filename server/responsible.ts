// Responsible play (issue 12, designed calls userResponsibleInfo / Limits / Pause): deposit limits
// per day, week and month, a daily loss limit, the reality-check interval, time-out and
// self-exclusion. Limits are whole yuan (NULL = none). A lower limit applies at once; a higher one
// (or removing one) waits 24 hours in responsible_pending and is applied when next read. Days,
// weeks (from Monday) and months are Beijing time. Deposits count paid and pending orders.
import type { Sql } from './db/adapter.ts';
import { fail, Code } from './envelope.ts';
import { fmtTime } from './handlers/util.ts';

const BEIJING = 8 * 3_600_000;
const DAY = 86_400_000;
export const INCREASE_DELAY_MS = DAY;
export const MAX_LIMIT = 10_000_000;

export const LIMIT_FIELDS = [
  'depositDaily',
  'depositWeekly',
  'depositMonthly',
  'lossDaily',
] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];
const COLUMN: Record<LimitField, string> = {
  depositDaily: 'deposit_daily',
  depositWeekly: 'deposit_weekly',
  depositMonthly: 'deposit_monthly',
  lossDaily: 'loss_daily',
};

export const PAUSES = {
  '24h': { kind: 'timeout', ms: DAY },
  '7d': { kind: 'timeout', ms: 7 * DAY },
  '30d': { kind: 'timeout', ms: 30 * DAY },
  '6m': { kind: 'exclusion', months: 6 },
  '1y': { kind: 'exclusion', months: 12 },
  '5y': { kind: 'exclusion', months: 60 },
} as const;
export type PausePeriod = keyof typeof PAUSES;

export interface Limits {
  depositDaily: number | null;
  depositWeekly: number | null;
  depositMonthly: number | null;
  lossDaily: number | null;
  realityCheck: number;
  pauseKind: string | null;
  pauseUntil: number | null;
}

interface Row {
  deposit_daily: number | null;
  deposit_weekly: number | null;
  deposit_monthly: number | null;
  loss_daily: number | null;
  reality_check: number;
  pause_kind: string | null;
  pause_until: number | null;
  [k: string]: unknown;
}

const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export function dayStart(now: number): number {
  return Math.floor((now + BEIJING) / DAY) * DAY - BEIJING;
}
export function weekStart(now: number): number {
  const d = dayStart(now);
  const weekday = new Date(d + BEIJING).getUTCDay(); // 0 Sunday
  return d - ((weekday + 6) % 7) * DAY;
}
export function monthStart(now: number): number {
  const b = new Date(now + BEIJING);
  return Date.UTC(b.getUTCFullYear(), b.getUTCMonth(), 1) - BEIJING;
}
/** `months` calendar months after `now` (Beijing time). */
export function addMonths(now: number, months: number): number {
  const b = new Date(now + BEIJING);
  b.setUTCMonth(b.getUTCMonth() + months);
  return b.getTime() - BEIJING;
}

/** Applies the increases whose 24 hours are over. */
async function applyDue(db: Sql, memberId: number, now: number): Promise<void> {
  const due = await db.query<{ field: string; amount: number | null }>(
    'DELETE FROM responsible_pending WHERE member_id = $1 AND effective_at <= $2 RETURNING field, amount',
    [memberId, now],
  );
  for (const d of due) {
    const col = COLUMN[d.field as LimitField];
    if (!col) continue;
    await db.query(
      `INSERT INTO responsible_limits (member_id, ${col}) VALUES ($1, $2)
       ON CONFLICT (member_id) DO UPDATE SET ${col} = EXCLUDED.${col}`,
      [memberId, n(d.amount)],
    );
  }
}

export async function limitsOf(db: Sql, memberId: number, now: number): Promise<Limits> {
  await applyDue(db, memberId, now);
  const rows = await db.query<Row>('SELECT * FROM responsible_limits WHERE member_id = $1', [
    memberId,
  ]);
  const r = rows[0];
  return {
    depositDaily: n(r?.deposit_daily),
    depositWeekly: n(r?.deposit_weekly),
    depositMonthly: n(r?.deposit_monthly),
    lossDaily: n(r?.loss_daily),
    realityCheck: Number(r?.reality_check ?? 0),
    pauseKind: r?.pause_kind ?? null,
    pauseUntil: n(r?.pause_until),
  };
}

/** Deposited (paid and pending orders), cents, since `from`. */
async function depositedSince(db: Sql, memberId: number, from: number): Promise<number> {
  const rows = await db.query<{ s: number }>(
    `SELECT COALESCE(SUM(amount), 0)::bigint AS s FROM deposit_orders
     WHERE member_id = $1 AND created_at >= $2 AND status IN ('pending', 'paid')`,
    [memberId, from],
  );
  return Number(rows[0]?.s ?? 0);
}

/** Net loss of the day, cents: stakes less payouts of settled sports bets (their open stake: a
 * cashed-out share counts apart) and venue rounds, plus each cash-out (提前兑现) of the day as its
 * result, the stake it closed less the amount it paid. */
export async function lossOfDay(db: Sql, memberId: number, now: number): Promise<number> {
  const from = dayStart(now);
  const rows = await db.query<{ bets: number; cashouts: number; rounds: number }>(
    `SELECT
       (SELECT COALESCE(SUM(stake - payout), 0)::bigint FROM bets WHERE member_id = $1 AND status = 'settled' AND settled_at >= $2) AS bets,
       (SELECT COALESCE(SUM(stake_share - amount), 0)::bigint FROM bet_cashouts WHERE member_id = $1 AND created_at >= $2) AS cashouts,
       (SELECT COALESCE(SUM(stake - payout), 0)::bigint FROM venue_rounds WHERE member_id = $1 AND created_at >= $2) AS rounds`,
    [memberId, from],
  );
  return Math.max(
    0,
    Number(rows[0]?.bets ?? 0) + Number(rows[0]?.cashouts ?? 0) + Number(rows[0]?.rounds ?? 0),
  );
}

export async function responsibleData(db: Sql, memberId: number, now: number) {
  const l = await limitsOf(db, memberId, now);
  const pending = await db.query<{ field: string; amount: number | null; effective_at: number }>(
    'SELECT field, amount, effective_at FROM responsible_pending WHERE member_id = $1 ORDER BY field',
    [memberId],
  );
  return {
    depositDaily: l.depositDaily,
    depositWeekly: l.depositWeekly,
    depositMonthly: l.depositMonthly,
    lossDaily: l.lossDaily,
    realityCheck: l.realityCheck,
    pending: pending.map((p) => ({
      field: p.field,
      amount: n(p.amount),
      effectiveTime: fmtTime(Number(p.effective_at)),
    })),
    usage: {
      depositDay: (await depositedSince(db, memberId, dayStart(now))) / 100,
      depositWeek: (await depositedSince(db, memberId, weekStart(now))) / 100,
      depositMonth: (await depositedSince(db, memberId, monthStart(now))) / 100,
      lossDay: (await lossOfDay(db, memberId, now)) / 100,
    },
  };
}

function limitValue(v: unknown): number | null {
  if (v === null) return null;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_LIMIT)
    fail(Code.invalidParameter, `限额需为1至${MAX_LIMIT}之间的整数`);
  return v;
}

/** Sets the limits given in `body` (null removes one): lower at once, higher after 24 hours. */
export async function setLimits(
  db: Sql,
  memberId: number,
  body: Record<string, unknown>,
  now: number,
): Promise<void> {
  const current = await limitsOf(db, memberId, now);
  await db.query('INSERT INTO responsible_limits (member_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    memberId,
  ]);
  if ('realityCheck' in body) {
    const rc = body.realityCheck;
    if (rc !== 0 && rc !== 30 && rc !== 60) fail(Code.invalidParameter, '提醒间隔只能是30或60分钟');
    await db.query('UPDATE responsible_limits SET reality_check = $2 WHERE member_id = $1', [
      memberId,
      rc,
    ]);
  }
  for (const field of LIMIT_FIELDS) {
    if (!(field in body)) continue;
    const next = limitValue(body[field]);
    const now_ = current[field];
    if (next === now_) {
      await db.query('DELETE FROM responsible_pending WHERE member_id = $1 AND field = $2', [
        memberId,
        field,
      ]);
      continue;
    }
    const tighter = next !== null && (now_ === null || next < now_);
    if (tighter) {
      await db.query(`UPDATE responsible_limits SET ${COLUMN[field]} = $2 WHERE member_id = $1`, [
        memberId,
        next,
      ]);
      await db.query('DELETE FROM responsible_pending WHERE member_id = $1 AND field = $2', [
        memberId,
        field,
      ]);
    } else {
      await db.query(
        `INSERT INTO responsible_pending (member_id, field, amount, effective_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_id, field) DO UPDATE SET amount = EXCLUDED.amount, effective_at = EXCLUDED.effective_at`,
        [memberId, field, next, now + INCREASE_DELAY_MS],
      );
    }
  }
}

const yuan = (cents: number): string => (cents / 100).toFixed(2).replace(/\.00$/, '');

/** 6012 when a deposit of `amount` cents would pass one of the member's deposit limits. */
export async function checkDepositLimit(
  db: Sql,
  memberId: number,
  amount: number,
  now: number,
): Promise<void> {
  const l = await limitsOf(db, memberId, now);
  const periods = [
    { limit: l.depositDaily, from: dayStart(now), name: '每日', left: '今日' },
    { limit: l.depositWeekly, from: weekStart(now), name: '每周', left: '本周' },
    { limit: l.depositMonthly, from: monthStart(now), name: '每月', left: '本月' },
  ];
  for (const p of periods) {
    if (p.limit === null) continue;
    const used = await depositedSince(db, memberId, p.from);
    const left = Math.max(0, p.limit * 100 - used);
    if (amount > left)
      fail(
        Code.warning,
        `超出您设置的${p.name}存款限额(${p.limit}元),${p.left}还可存入${yuan(left)}元`,
      );
  }
}

/** 6012 once the member's net loss of the day has reached the daily loss limit. */
export async function checkLossLimit(db: Sql, memberId: number, now: number): Promise<void> {
  const l = await limitsOf(db, memberId, now);
  if (l.lossDaily === null) return;
  if ((await lossOfDay(db, memberId, now)) >= l.lossDaily * 100)
    fail(Code.warning, `今日亏损已达您设置的每日亏损限额(${l.lossDaily}元),请明日再来`);
}

/** 6037 while the member is in a time-out or self-exclusion. */
export async function checkPause(db: Sql, memberId: number, now: number): Promise<void> {
  const rows = await db.query<{ pause_kind: string | null; pause_until: number | null }>(
    'SELECT pause_kind, pause_until FROM responsible_limits WHERE member_id = $1',
    [memberId],
  );
  const until = n(rows[0]?.pause_until);
  if (until === null || until <= now) return;
  const what = rows[0]?.pause_kind === 'exclusion' ? '自我排除' : '暂停游戏';
  fail(Code.authLocked, `您已设置${what},${fmtTime(until)} 前无法登录`, {
    until: fmtTime(until),
    untilMs: until,
  });
}

/** Starts a time-out or self-exclusion (never shortening one running) and ends every session. */
export async function pause(
  db: Sql,
  memberId: number,
  period: string,
  now: number,
): Promise<{ kind: string; until: string; untilMs: number }> {
  const p = PAUSES[period as PausePeriod];
  if (!p) fail(Code.invalidParameter, '请选择暂停时长');
  const end = 'ms' in p ? now + p.ms : addMonths(now, p.months);
  const current = await limitsOf(db, memberId, now);
  const keep = current.pauseUntil !== null && current.pauseUntil > end;
  const until = keep ? (current.pauseUntil ?? end) : end;
  const kind = keep ? (current.pauseKind ?? p.kind) : p.kind;
  await db.query(
    `INSERT INTO responsible_limits (member_id, pause_kind, pause_until) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET pause_kind = EXCLUDED.pause_kind, pause_until = EXCLUDED.pause_until`,
    [memberId, kind, until],
  );
  await db.query('UPDATE sessions SET revoked = TRUE WHERE member_id = $1', [memberId]);
  return { kind, until: fmtTime(until), untilMs: until };
}
