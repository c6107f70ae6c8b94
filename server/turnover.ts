// Locked bonuses and their turnover (流水), the one place the server computes turnover. Every
// bonus that carries a turnover requirement (the channel's 存款加赠, the 首存/再存 offers) is
// credited from the house bonus account to the member's 'lock' account and recorded as a row of
// turnover_requirements; once the stakes placed since that row started reach its requirement
// (src/domain/bonus.ts turnoverProgress), the bonus moves lock -> centre and the row is met.
// The promotion page, the withdraw page and the balance all read turnoverStatus, so the figures
// agree on every screen. Callers run these inside one database transaction.
import type { Sql } from './db/adapter.ts';
import { accountId, move } from './ledger.ts';
import {
  depositBonus,
  turnoverProgress,
  turnoverTotal,
  type DepositBonusRule,
  type TurnoverProgress,
} from '../src/domain/bonus.ts';

/**
 * The deposit channels' bonus (本通道存款加赠): 1 % of every paid deposit, at most 88 yuan a
 * deposit, locked until 1x the bonus has been staked. paymentTypes advertises exactly this.
 */
export const CHANNEL_BONUS: DepositBonusRule = {
  rate: 0.01,
  maxReward: 88_00,
  turnoverMultiple: 1,
  base: 'bonus',
};

export const CHANNEL_BONUS_TITLE = '存款加赠';

/** Turnover (cents): stakes of sports bets and venue rounds in [from, to). A cashed-out stake
 * (提前兑现) is not valid turnover: a bet counts its open stake, a fully cashed-out one nothing. */
export async function turnoverBetween(
  db: Sql,
  memberId: number,
  from: number,
  to: number,
): Promise<number> {
  const rows = await db.query<{ s: number }>(
    `SELECT (SELECT COALESCE(SUM(stake), 0) FROM bets WHERE member_id = $1 AND status <> 'cashed' AND created_at >= $2 AND created_at < $3)
          + (SELECT COALESCE(SUM(stake), 0) FROM venue_rounds WHERE member_id = $1 AND created_at >= $2 AND created_at < $3) AS s`,
    [memberId, from, to],
  );
  return Number(rows[0]?.s ?? 0);
}

export interface Requirement extends TurnoverProgress {
  id: number;
  source: 'channel' | 'promotion';
  ref: string;
  promotionId: number | null;
  title: string;
  bonus: number;
  createdAt: number;
}

/**
 * Credits a locked bonus and opens its requirement. Once per (member, source, ref): a second
 * call for the same deposit moves nothing and answers false.
 */
export async function lockBonus(
  db: Sql,
  opts: {
    memberId: number;
    source: Requirement['source'];
    ref: string;
    promotionId?: number;
    title: string;
    bonus: number;
    turnover: number;
    now: number;
  },
): Promise<boolean> {
  if (opts.bonus <= 0) return false;
  const inserted = await db.query(
    `INSERT INTO turnover_requirements (member_id, source, ref, promotion_id, title, bonus, required, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
    [
      opts.memberId,
      opts.source,
      opts.ref,
      opts.promotionId ?? null,
      opts.title,
      opts.bonus,
      opts.turnover,
      opts.now,
    ],
  );
  if (inserted.length === 0) return false;
  await move(db, {
    memberId: opts.memberId,
    kind: 'bonus',
    from: await accountId(db, null, 'bonus'),
    to: await accountId(db, opts.memberId, 'lock'),
    amount: opts.bonus,
    at: opts.now,
    ref: opts.source === 'channel' ? `C:${opts.ref}` : `P${opts.promotionId ?? ''}:${opts.ref}`,
    memo: `${opts.title} 彩金(锁定)`,
  });
  return true;
}

/** The channel bonus of a paid deposit (confirmDeposit), locked with its turnover. */
export async function creditChannelBonus(
  db: Sql,
  order: { id: string; member_id: number; amount: number },
  now: number,
): Promise<void> {
  const q = depositBonus(order.amount, CHANNEL_BONUS);
  await lockBonus(db, {
    memberId: order.member_id,
    source: 'channel',
    ref: order.id,
    title: `${CHANNEL_BONUS_TITLE} ${Math.round(CHANNEL_BONUS.rate * 100)}%`,
    bonus: q.bonus,
    turnover: q.turnover,
    now,
  });
}

interface Row {
  id: number;
  source: string;
  ref: string;
  promotion_id: number | null;
  title: string;
  bonus: number;
  required: number;
  created_at: number;
}

/** The open requirements with their progress, oldest first, and their total: the one figure. */
export async function turnoverStatus(
  db: Sql,
  memberId: number,
  now: number,
): Promise<{ items: Requirement[]; total: TurnoverProgress; lockedBonus: number }> {
  const rows = await db.query<Row & Record<string, unknown>>(
    'SELECT id, source, ref, promotion_id, title, bonus, required, created_at FROM turnover_requirements WHERE member_id = $1 AND met_at IS NULL ORDER BY created_at, id',
    [memberId],
  );
  const items: Requirement[] = [];
  for (const r of rows) {
    const createdAt = Number(r.created_at);
    const placed = await turnoverBetween(db, memberId, createdAt, now + 1);
    items.push({
      id: Number(r.id),
      source: r.source === 'promotion' ? 'promotion' : 'channel',
      ref: r.ref,
      promotionId: r.promotion_id === null ? null : Number(r.promotion_id),
      title: r.title,
      bonus: Number(r.bonus),
      createdAt,
      ...turnoverProgress(Number(r.required), placed),
    });
  }
  const open = items.filter((i) => !i.met);
  return {
    items,
    total: turnoverTotal(open),
    lockedBonus: open.reduce((s, i) => s + i.bonus, 0),
  };
}

/**
 * Releases every locked bonus whose turnover is met (lock -> centre) and marks its row met (and
 * its activity completed, so the activity's venues allow transfers out again). Answers what is
 * still open.
 */
export async function settleTurnover(
  db: Sql,
  memberId: number,
  now: number,
): Promise<Awaited<ReturnType<typeof turnoverStatus>>> {
  const status = await turnoverStatus(db, memberId, now);
  for (const r of status.items) {
    if (!r.met) continue;
    const updated = await db.query(
      'UPDATE turnover_requirements SET met_at = $2 WHERE id = $1 AND met_at IS NULL RETURNING id',
      [r.id, now],
    );
    if (updated.length === 0) continue;
    if (r.bonus > 0) {
      await move(db, {
        memberId,
        kind: 'bonus_release',
        from: await accountId(db, memberId, 'lock'),
        to: await accountId(db, memberId, 'center'),
        amount: r.bonus,
        at: now,
        ref: `R${r.id}`,
        memo: `${r.title} 流水达成,彩金解锁`,
      });
    }
    if (r.promotionId !== null) {
      await db.query(
        "UPDATE activity_joins SET status = 'completed' WHERE member_id = $1 AND promotion_id = $2 AND status = 'joined'",
        [memberId, r.promotionId],
      );
    }
  }
  return { ...status, items: status.items.filter((i) => !i.met) };
}
