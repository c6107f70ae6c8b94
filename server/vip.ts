// VIP upgrades (issue 40): a member reaches a grade when the paid deposits and the valid turnover
// since registering meet the grade's thresholds (VIP_GRADES, src/domain/bonus.ts
// vipGradeReached). Checked at the deposit and the bet or venue round that may cross them (and
// on reading the balance or the progress, so nothing waits): the member is upgraded, each grade
// passed pays its 晋级礼金 from the house bonus account to the centre wallet (once a member and
// grade: vip_upgrades) and the member gets a letter. Callers run it inside one transaction.
import type { Sql } from './db/adapter.ts';
import { accountId, move } from './ledger.ts';
import { sendLetter } from './letters.ts';
import { VIP_GRADES } from './db/seed.ts';
import { turnoverBetween } from './turnover.ts';
import { vipGradeReached, vipProgress, type VipGradeRule } from '../src/domain/bonus.ts';

/** The grade table in cents, as the domain's maths reads it. */
export const GRADE_RULES: readonly VipGradeRule[] = VIP_GRADES.map((g) => ({
  grade: g.grade,
  depositRequired: g.depositRequired * 100,
  turnoverRequired: g.turnoverRequired * 100,
}));

/** Paid deposits and valid turnover (cents) of a member since registering. */
export async function vipStanding(
  db: Sql,
  memberId: number,
  now: number,
): Promise<{ grade: number; deposit: number; turnover: number }> {
  const rows = await db.query<{ grade: number; d: number }>(
    `SELECT m.grade, (SELECT COALESCE(SUM(amount), 0)::bigint FROM deposit_orders WHERE member_id = m.id AND status = 'paid') AS d
       FROM members m WHERE m.id = $1`,
    [memberId],
  );
  return {
    grade: Number(rows[0]?.grade ?? 0),
    deposit: Number(rows[0]?.d ?? 0),
    turnover: await turnoverBetween(db, memberId, 0, now + 1),
  };
}

/** The standing with the way to the next grade. */
export async function vipProgressOf(db: Sql, memberId: number, now: number) {
  const s = await vipStanding(db, memberId, now);
  return { ...s, ...vipProgress(GRADE_RULES, s.grade, s.deposit, s.turnover) };
}

/**
 * Upgrades the member to the grade the thresholds give, paying each grade passed its 晋级礼金
 * once with a letter. Never lowers a grade. Answers the grades newly reached.
 */
export async function checkVipUpgrade(db: Sql, memberId: number, now: number): Promise<number[]> {
  const s = await vipStanding(db, memberId, now);
  const reached = vipGradeReached(GRADE_RULES, s.deposit, s.turnover);
  if (reached <= s.grade) return [];
  const locked = await db.query<{ grade: number }>(
    'UPDATE members SET grade = $2 WHERE id = $1 AND grade < $2 RETURNING grade',
    [memberId, reached],
  );
  if (locked.length === 0) return [];
  const paid: number[] = [];
  for (const g of VIP_GRADES) {
    if (g.grade <= s.grade || g.grade > reached) continue;
    const bonus = Math.round(g.upgradeBonus * 100);
    const inserted = await db.query(
      `INSERT INTO vip_upgrades (member_id, grade, bonus, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING grade`,
      [memberId, g.grade, bonus, now],
    );
    if (inserted.length === 0) continue;
    paid.push(g.grade);
    if (bonus > 0)
      await move(db, {
        memberId,
        kind: 'bonus',
        from: await accountId(db, null, 'bonus'),
        to: await accountId(db, memberId, 'center'),
        amount: bonus,
        at: now,
        ref: `VIP${g.grade}`,
        memo: `${g.name}晋级礼金`,
      });
    await sendLetter(
      db,
      memberId,
      'activity',
      `恭喜晋级${g.name}`,
      bonus > 0
        ? `您已晋级${g.name},晋级礼金${(bonus / 100).toFixed(2)}元已发放至中心钱包。`
        : `您已晋级${g.name}。`,
      now,
    );
  }
  return paid;
}
