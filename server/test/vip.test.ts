import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startHarness,
  newPlayer,
  paidDeposit,
  memberIdOf,
  playedRound,
  type Harness,
} from './harness.ts';
import { checkInvariants } from '../ledger.ts';
import { checkVipUpgrade } from '../vip.ts';

type Progress = {
  grade: number;
  totalDeposit: number;
  totalTurnover: number;
  nextGrade: number | null;
  nextName: string | null;
  depositRequired: number;
  turnoverRequired: number;
  depositRemaining: number;
  turnoverRemaining: number;
};

describe('VIP upgrades: at the crossing deposit or stake, 晋级礼金 through the ledger, a letter', () => {
  let h: Harness;
  let seq = 0;
  const key = () => `vip-key-${String(++seq).padStart(6, '0')}`;
  const memberId = (name: string) => memberIdOf(h, name);
  const progress = async (token: string) =>
    (await h.call('userMemberVipProgress', {}, { token })).data as Progress;
  const deposit = (token: string, amount: string) => paidDeposit(h, token, amount, key());
  /** A venue round of stake yuan (valid turnover). */
  const play = (name: string, stake: number) => playedRound(h, name, stake);
  const grade = async (name: string) =>
    Number(
      (await h.db.query<{ grade: number }>('SELECT grade FROM members WHERE name = $1', [name]))[0]
        ?.grade,
    );

  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => {
    expect(await checkInvariants(h.db)).toEqual([]);
    await h.close();
  });

  it('shows the way to VIP1 from the server figures: 存款 2,000 · 流水 10,000', async () => {
    const token = await newPlayer(h, 'vip001', { realName: '王五' });
    await deposit(token, '500');
    await play('vip001', 2500);
    expect(await progress(token)).toEqual({
      grade: 0,
      totalDeposit: 500,
      totalTurnover: 2500,
      nextGrade: 1,
      nextName: 'VIP1',
      depositRequired: 2000,
      turnoverRequired: 10000,
      depositRemaining: 1500,
      turnoverRemaining: 7500,
    });
  });

  it('upgrades at the deposit that meets VIP1 exactly, pays 18 yuan of 晋级礼金 once, sends a letter', async () => {
    const token = await newPlayer(h, 'vip002', { realName: '王五' });
    await play('vip002', 10_000);
    await deposit(token, '1900');
    expect(await grade('vip002')).toBe(0);
    await deposit(token, '100');
    // no read in between: the deposit itself upgraded the member
    expect(await grade('vip002')).toBe(1);
    const id = await memberId('vip002');
    const bonus = await h.db.query<{ amount: number; memo: string }>(
      `SELECT e.amount, t.memo FROM ledger_txns t JOIN ledger_entries e ON e.txn_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id
        WHERE t.member_id = $1 AND t.kind = 'bonus' AND a.kind = 'center'`,
      [id],
    );
    expect(bonus.map((b) => [Number(b.amount), b.memo])).toEqual([[18_00, 'VIP1晋级礼金']]);
    const letters = await h.db.query<{ content: string }>(
      "SELECT content FROM letters WHERE member_id = $1 AND title = '恭喜晋级VIP1'",
      [id],
    );
    expect(letters.map((l) => l.content)).toEqual([
      '您已晋级VIP1,晋级礼金18.00元已发放至中心钱包。',
    ]);
    // checking again pays nothing more
    await h.db.transaction((tx) => checkVipUpgrade(tx, id, h.clock.now()));
    expect(
      await h.db.query("SELECT 1 FROM letters WHERE member_id = $1 AND title LIKE '恭喜晋级%'", [
        id,
      ]),
    ).toHaveLength(1);
    const deals = (
      (
        await h.call(
          'transactionsQueryDealRecord',
          { pageNum: 1, pageSize: 20, type: 'bonus' },
          { token },
        )
      ).data as { list: Array<{ amount: number; remark?: string }> }
    ).list;
    expect(deals).toContainEqual(expect.objectContaining({ amount: 18, remark: 'VIP1晋级礼金' }));
    const p = await progress(token);
    expect(p).toMatchObject({
      grade: 1,
      nextGrade: 2,
      depositRequired: 4000,
      turnoverRequired: 20000,
    });
  });

  it('upgrades at the stake that crosses the turnover, passing two grades pays both bonuses', async () => {
    const token = await newPlayer(h, 'vip003', { realName: '王五' });
    await deposit(token, '4000');
    expect(await grade('vip003')).toBe(0);
    await play('vip003', 20_000);
    // the progress read checks the standing: VIP1 (18) and VIP2 (72)
    expect((await progress(token)).grade).toBe(2);
    const paid = await h.db.query<{ grade: number; bonus: number }>(
      'SELECT grade, bonus FROM vip_upgrades WHERE member_id = $1 ORDER BY grade',
      [await memberId('vip003')],
    );
    expect(paid.map((r) => [Number(r.grade), Number(r.bonus)])).toEqual([
      [1, 18_00],
      [2, 72_00],
    ]);
  });

  it('gives the withdraw page the grade table’s withdrawals a day (VIP0: 5)', async () => {
    const token = await newPlayer(h, 'vip004', { realName: '王五' });
    await h.db.query("UPDATE members SET phone = '13800009004' WHERE name = 'vip004'");
    const info = (await h.call('withdrawWithdrawInfo', {}, { token })).data as { maxTimes: number };
    const grades = (await h.call('userMemberMemberGradeConfigList', {})).data as Array<{
      grade: number;
      withdrawTimesPerDay: number;
    }>;
    expect(info.maxTimes).toBe(grades.find((g) => g.grade === 0)?.withdrawTimesPerDay);
    expect(info.maxTimes).toBe(5);
  });
});
