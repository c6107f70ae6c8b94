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
import { DEV_PREFIX } from '../dev.ts';
import { CHANNEL_BONUS } from '../turnover.ts';

type Balance = { centerWalletBalance: number; lockMoney: number; totalBalance: number };
type Deal = {
  type: string;
  amount: number;
  remark?: string;
  from?: { code: string; name: string };
  to?: { code: string; name: string };
};

describe('the 1 % deposit bonus (本通道存款加赠) and the one turnover figure', () => {
  let h: Harness;
  let seq = 0;
  const key = () => `bonus-key-${String(++seq).padStart(6, '0')}`;
  const balance = async (token: string) =>
    (await h.call('transferGetBalance', { withLockMoney: 1 }, { token })).data as Balance;
  const withdrawInfo = async (token: string) =>
    (await h.call('withdrawWithdrawInfo', {}, { token })).data as {
      turnoverRemaining: number;
      lockedBonus: number;
      lockedAmount: number;
      withdrawableAmount: number;
    };
  const deals = async (token: string) =>
    (
      (await h.call('transactionsQueryDealRecord', { pageNum: 1, pageSize: 20 }, { token }))
        .data as { list: Deal[] }
    ).list;
  const memberId = (name: string) => memberIdOf(h, name);
  /** A player with a bound phone and real name (the withdraw page needs both). */
  const player = async (name: string) => {
    const token = await newPlayer(h, name, { realName: '王五' });
    await h.db.query('UPDATE members SET phone = $2 WHERE name = $1', [
      name,
      `138${String(++seq).padStart(8, '0')}`,
    ]);
    return token;
  };
  const deposit = (token: string, amount: string) => paidDeposit(h, token, amount, key());
  /** A venue round of stake yuan (turnover), a second after now. */
  const play = (name: string, stake: number) => playedRound(h, name, stake);

  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => {
    expect(await checkInvariants(h.db)).toEqual([]);
    await h.close();
  });

  it('advertises on every channel the rule it pays: 1 %, at most 88 yuan, 1x turnover', async () => {
    const token = await newPlayer(h, 'bonus001', { realName: '王五' });
    const types = (await h.call('paymentTypes', {}, { token })).data as Array<{
      channels: Array<{ rewardRate: number; maxReward: number; turnoverMultiple: number }>;
    }>;
    for (const c of types.flatMap((t) => t.channels))
      expect(c).toMatchObject({ rewardRate: 0.01, maxReward: 88, turnoverMultiple: 1 });
    expect(CHANNEL_BONUS).toMatchObject({ rate: 0.01, maxReward: 88_00, turnoverMultiple: 1 });
    const list = (await h.call('userFeedbackQuerySiteDepositRewardConfigList', {}, { token }))
      .data as Array<{ name: string; rate: number; maxReward: number }>;
    expect(list).toEqual([{ id: 1, name: '存款加赠', rate: 0.01, maxReward: 88 }]);
  });

  it('pays 11.50 on 1,150 deposited as locked 红利, shown in 交易记录, the balance and the withdraw page, released by 11.50 of turnover', async () => {
    const token = await player('bonus002');
    const orderNo = await deposit(token, '1150');
    expect(await balance(token)).toEqual({
      centerWalletBalance: 1150,
      lockMoney: 11.5,
      totalBalance: 1161.5,
    });
    const credited = (await deals(token)).find((d) => d.type === 'bonus');
    expect(credited).toMatchObject({ amount: 11.5, remark: '存款加赠 1% 彩金(锁定)' });
    expect(await withdrawInfo(token)).toMatchObject({
      withdrawableAmount: 1150,
      lockedAmount: 11.5,
      lockedBonus: 11.5,
      turnoverRemaining: 11.5,
    });
    const letter = await h.db.query<{ content: string }>(
      "SELECT content FROM letters WHERE member_id = $1 AND title = '存款到账通知'",
      [await memberId('bonus002')],
    );
    expect(letter[0]?.content).toBe(
      `您的存款1150.00元已到账,订单号 ${orderNo}。存款加赠11.50元已锁定发放,完成11.50元流水后解锁至中心钱包。`,
    );

    await play('bonus002', 10);
    expect((await withdrawInfo(token)).turnoverRemaining).toBe(1.5);
    expect((await balance(token)).lockMoney).toBe(11.5);
    await play('bonus002', 1.5);
    expect(await balance(token)).toEqual({
      centerWalletBalance: 1161.5,
      lockMoney: 0,
      totalBalance: 1161.5,
    });
    expect(await withdrawInfo(token)).toMatchObject({ turnoverRemaining: 0, lockedBonus: 0 });
    const released = (await deals(token)).find((d) => d.from?.code === 'lock');
    expect(released).toMatchObject({
      type: 'transfer',
      amount: 11.5,
      from: { code: 'lock', name: '锁定彩金' },
      to: { code: 'center', name: '中心钱包' },
    });
  });

  it('caps the bonus at 88 yuan and pays it once however often the deposit is confirmed', async () => {
    const token = await newPlayer(h, 'bonus003', { realName: '王五' });
    const orderNo = await deposit(token, '20000');
    const again = await h.app.inject({
      method: 'POST',
      url: `${DEV_PREFIX}/deposit/confirm`,
      payload: { orderId: orderNo },
    });
    expect(again.statusCode).toBe(200);
    expect(await balance(token)).toMatchObject({ centerWalletBalance: 20000, lockMoney: 88 });
    expect((await deals(token)).filter((d) => d.type === 'bonus')).toHaveLength(1);
  });

  describe('首存加赠: applied before the first deposit, paid on it, one turnover figure', () => {
    const firstDeposit = async () =>
      Number(
        (
          await h.db.query<{ id: number }>(
            "SELECT id FROM promotions WHERE kind = 'firstDeposit' AND starts_at <= $1 AND ends_at >= $1 ORDER BY id LIMIT 1",
            [h.clock.now()],
          )
        )[0]?.id,
      );

    it('refuses a player who has already deposited, and says so before the player applies', async () => {
      const token = await player('bonus004');
      await deposit(token, '200');
      const id = await firstDeposit();
      const check = (await h.call('promotionVerification', { id }, { token })).data as {
        eligible: boolean;
        reason: string;
      };
      expect(check).toMatchObject({ eligible: false, reason: '未满足条件:尚未存款的会员' });
      const join = await h.call('promotionJoinActivity', { id, tierId: 1 }, { token });
      expect(join).toMatchObject({
        status_code: 6012,
        message: '本活动仅限尚未存款的会员参加,您已完成过存款',
      });
      expect((await balance(token)).lockMoney).toBe(2); // the channel's 1 % only
    });

    it('tells before confirming what it locks, by venue names, and shows the same turnover on the promotion and the withdraw page', async () => {
      const token = await player('bonus005');
      const id = await firstDeposit();
      const info = (await h.call('promotionConfirmInfo', { id, tierId: 1 }, { token })).data as {
        venues: string[];
        rewardAmount: number;
        turnoverRequired: number;
      };
      expect(info.venues.length).toBeGreaterThan(0);
      for (const v of info.venues) expect(v).not.toMatch(/^[A-Z0-9]+$/);
      const config = (await h.call('promotionConfig', { id })).data as { rules: string };
      expect(config.rules).toContain(`流水达成前${info.venues.join('、')}的资金不可转出`);
      expect(config.rules).not.toMatch(/PGDZ|JDBDZ/);

      expect((await h.call('promotionJoinActivity', { id, tierId: 1 }, { token })).data).toEqual({
        rewardAmount: 0,
        turnoverRequired: 0,
      });
      await deposit(token, '200');
      const progress = async () =>
        (await h.call('promotionProgress', { id }, { token })).data as {
          joinStatus: number;
          turnoverRequired: number;
          turnoverDone: number;
        };
      const p0 = await progress();
      expect(p0).toMatchObject({ joinStatus: 2, turnoverDone: 0 });
      // the withdraw page: this offer's turnover plus the channel bonus's 2
      expect((await withdrawInfo(token)).turnoverRemaining).toBe(p0.turnoverRequired + 2);
      await play('bonus005', 430);
      const p1 = await progress();
      expect(p1.turnoverDone).toBe(430);
      // the channel's 2 is met by the same stakes; what is left is the offer's, on both pages
      expect((await withdrawInfo(token)).turnoverRemaining).toBe(
        p1.turnoverRequired - p1.turnoverDone,
      );
    });
  });
});
