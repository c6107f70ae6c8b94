// Member centre: the VIP weekly bonus (read and claim, once a week through the ledger) and the
// per-member letters other handlers send (`sendLetter`, server/letters.ts).
import type { Sql } from '../db/adapter.ts';
import type { HandlerMap } from './types.ts';
import { fail, Code } from '../envelope.ts';
import { accountId, move } from '../ledger.ts';
import { fmtTime, money } from './util.ts';
import { VIP_GRADES } from '../db/seed.ts';
import { sendLetter } from '../letters.ts';
import { checkVipUpgrade, vipProgressOf } from '../vip.ts';

export { sendLetter } from '../letters.ts';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const BEIJING = 8 * 3_600_000;

/** Monday 00:00 (Beijing time) of the week holding `ms`. The epoch was a Thursday. */
export function weekStart(ms: number): number {
  return Math.floor((ms + BEIJING + 3 * DAY) / WEEK) * WEEK - 3 * DAY - BEIJING;
}

interface WeekState {
  grade: number;
  weekDeposit: number;
  weekTurnover: number;
  bonus: number;
  claimed: boolean;
  eligible: boolean;
  start: number;
}

async function weekState(
  db: Sql,
  memberId: number,
  grade: number,
  now: number,
): Promise<WeekState> {
  const start = weekStart(now);
  const dep = await db.query<{ s: number }>(
    "SELECT COALESCE(SUM(amount), 0)::bigint AS s FROM deposit_orders WHERE member_id = $1 AND status = 'paid' AND updated_at >= $2",
    [memberId, start],
  );
  const bets = await db.query<{ s: number }>(
    "SELECT COALESCE(SUM(stake), 0)::bigint AS s FROM bets WHERE member_id = $1 AND status <> 'cashed' AND created_at >= $2",
    [memberId, start],
  );
  const claimed = await db.query(
    'SELECT 1 FROM vip_week_claims WHERE member_id = $1 AND week_start = $2',
    [memberId, start],
  );
  const g = VIP_GRADES.find((x) => x.grade === grade) ?? VIP_GRADES[0];
  const bonus = g?.weeklyBonus ?? 0;
  const weekDeposit = Number(dep[0]?.s ?? 0);
  return {
    grade,
    weekDeposit,
    weekTurnover: Number(bets[0]?.s ?? 0),
    bonus,
    claimed: claimed.length > 0,
    eligible: bonus > 0 && weekDeposit > 0,
    start,
  };
}

export const memberHandlers: HandlerMap = {
  /** The VIP page's figures: the grade (upgraded first when its thresholds are met), the paid
   * deposits and valid turnover the server upgrades by, and what the next grade still needs. */
  async userMemberVipProgress(ctx) {
    const m = await ctx.member();
    const p = await ctx.db.transaction(async (tx) => {
      await checkVipUpgrade(tx, m.id, ctx.now);
      return vipProgressOf(tx, m.id, ctx.now);
    });
    const next = p.next ? VIP_GRADES.find((g) => g.grade === p.next?.grade) : undefined;
    return {
      grade: p.grade,
      totalDeposit: money(p.deposit),
      totalTurnover: money(p.turnover),
      nextGrade: next?.grade ?? null,
      nextName: next?.name ?? null,
      depositRequired: next?.depositRequired ?? 0,
      turnoverRequired: next?.turnoverRequired ?? 0,
      depositRemaining: money(p.depositRemaining),
      turnoverRemaining: money(p.turnoverRemaining),
    };
  },

  async vipWeekVipWeekInfo(ctx) {
    const m = await ctx.member();
    const w = await weekState(ctx.db, m.id, m.grade, ctx.now);
    return {
      grade: w.grade,
      weekDeposit: money(w.weekDeposit),
      weekTurnover: money(w.weekTurnover),
      bonus: w.bonus,
      claimed: w.claimed,
      nextClaimTime: fmtTime(w.start + WEEK),
      eligible: w.eligible && !w.claimed,
    };
  },

  async vipWeekClaim(ctx) {
    const m = await ctx.member();
    const w = await weekState(ctx.db, m.id, m.grade, ctx.now);
    if (w.claimed) fail(Code.dataExists, '本周礼金已领取');
    if (!w.eligible) fail(Code.warning, '本周暂不符合领取条件');
    const cents = Math.round(w.bonus * 100);
    const inserted = await ctx.db.query(
      `INSERT INTO vip_week_claims (member_id, week_start, amount, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING member_id`,
      [m.id, w.start, cents, ctx.now],
    );
    if (inserted.length === 0) fail(Code.dataExists, '本周礼金已领取');
    await move(ctx.db, {
      memberId: m.id,
      kind: 'bonus',
      from: await accountId(ctx.db, null, 'bonus'),
      to: await accountId(ctx.db, m.id, 'center'),
      amount: cents,
      at: ctx.now,
      ref: `VW${w.start}`,
      memo: 'VIP周礼金',
    });
    await sendLetter(
      ctx.db,
      m.id,
      'activity',
      'VIP周礼金已到账',
      `您本周的VIP周礼金${w.bonus}元已发放至中心钱包。`,
      ctx.now,
    );
    return { bonus: w.bonus, claimedAt: fmtTime(ctx.now) };
  },
};
