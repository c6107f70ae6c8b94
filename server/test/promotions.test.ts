import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, newPlayer, paidDeposit, type Harness } from './harness.ts';
import { checkInvariants } from '../ledger.ts';
import { DAY, payReferralReward } from '../promotions.ts';

type Progress = {
  joinStatus: number;
  bonusAmount: number;
  turnoverRequired: number;
  turnoverDone: number;
  items: Array<{ key: string; state: number; rewardAmount: number }>;
  drawsLeft: number;
  signedToday: boolean;
  streak: number;
  leaderboard: Array<{ rank: number }>;
  myRank: number;
};

describe('promotions: eligibility from the ledger, claims through the ledger', () => {
  let h: Harness;
  let seq = 0;
  const key = () => `promo-key-${String(++seq).padStart(6, '0')}`;
  const promoId = async (kind: string): Promise<number> => {
    const rows = await h.db.query<{ id: number }>(
      'SELECT id FROM promotions WHERE kind = $1 AND starts_at <= $2 AND ends_at >= $2 ORDER BY id LIMIT 1',
      [kind, h.clock.now()],
    );
    return Number(rows[0]?.id);
  };
  const balance = async (token: string) =>
    (await h.call('transferGetBalance', { withLockMoney: 1 }, { token })).data as {
      centerWalletBalance: number;
      lockMoney: number;
    };
  const progress = async (token: string, id: number) =>
    (await h.call('promotionProgress', { id }, { token })).data as Progress;
  const deposit = (token: string, amount: string) => paidDeposit(h, token, amount, key());

  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => {
    expect(await checkInvariants(h.db)).toEqual([]);
    await h.close();
  });

  it('seeds a running activity of every kind, one upcoming and one ended', async () => {
    const list = (await h.call('advertisingGetMyDiscountAd', { category: 'all' })).data as Array<{
      routeName: string;
      status: number;
    }>;
    const running = new Set(list.filter((p) => p.status === 1).map((p) => p.routeName));
    for (const k of [
      'racePage',
      'activityLandPage',
      'firstDeposit',
      'againDeposit',
      'newTask',
      'drawGift',
      'signGift',
      'bettingGift',
      'friendInvitation',
    ])
      expect(running.has(k)).toBe(true);
    expect(list.some((p) => p.status === 0)).toBe(true);
    expect(list.some((p) => p.status === 2)).toBe(true);
  });

  it('credits the first-deposit bonus as locked money after the deposit, and keeps venue money in until the turnover is met', async () => {
    const token = await newPlayer(h, 'fdep001', { realName: '王五' });
    const id = await promoId('firstDeposit');
    const join = await h.call('promotionJoinActivity', { id, tierId: 1 }, { token });
    expect(join.status_code).toBe(6000);
    expect((await progress(token, id)).joinStatus).toBe(1);
    await deposit(token, '200');
    const p = await progress(token, id);
    expect(p).toMatchObject({ joinStatus: 2, bonusAmount: 200, turnoverRequired: 4000 });
    // the offer's 200 and the channel's 存款加赠 of 1 % (2), both locked
    expect(await balance(token)).toMatchObject({ centerWalletBalance: 200, lockMoney: 202 });
    const out = await h.call(
      'transferUtcTransfer',
      { channelCode: 'PGDZ', amount: '1', ty: '2' },
      { token, idempotencyKey: key() },
    );
    expect(out.status_code).toBe(6413);
    // Turnover met (a venue round of 4000): the bonus is released and transfers out work again.
    const memberId = Number(
      (await h.db.query<{ id: number }>("SELECT id FROM members WHERE name = 'fdep001'"))[0]?.id,
    );
    h.clock.advance(1000);
    await h.db.query(
      "INSERT INTO venue_rounds (id, member_id, venue, game_code, stake, payout, created_at) VALUES ('VR-FDEP', $1, 'PGDZ', '', 400000, 0, $2)",
      [memberId, h.clock.now()],
    );
    const again = await h.call(
      'transferUtcTransfer',
      { channelCode: 'PGDZ', amount: '1', ty: '2' },
      { token, idempotencyKey: key() },
    );
    expect(again.status_code).not.toBe(6413);
    expect((await progress(token, id)).joinStatus).toBe(3);
    expect(await balance(token)).toMatchObject({ centerWalletBalance: 402, lockMoney: 0 });
    // a member who has deposited cannot apply again (the offer is for the first deposit)
    const twice = await h.call('promotionJoinActivity', { id }, { token });
    expect(twice.status_code).toBe(6012);
  });

  it('checks in once a day with a streak, the second check-in of a day refused', async () => {
    const token = await newPlayer(h, 'sign001');
    const id = await promoId('signGift');
    const first = await h.call('promotionSignIn', { id }, { token, idempotencyKey: key() });
    expect(first.data).toMatchObject({ streak: 1, rewardAmount: 2 });
    const second = await h.call('promotionSignIn', { id }, { token, idempotencyKey: key() });
    expect(second.status_code).toBe(6009);
    h.clock.advance(DAY);
    const t2 = await h.login('sign001', 'abcd1234');
    await h.call('promotionSignIn', { id }, { token: t2, idempotencyKey: key() });
    h.clock.advance(DAY);
    const t3 = await h.login('sign001', 'abcd1234');
    const third = await h.call('promotionSignIn', { id }, { token: t3, idempotencyKey: key() });
    expect(third.data).toMatchObject({ streak: 3, rewardAmount: 10 });
    expect((await balance(t3)).centerWalletBalance).toBe(14);
    expect(await progress(t3, id)).toMatchObject({ signedToday: true, streak: 3 });
  });

  it('replays a claim with the same idempotency key without paying twice', async () => {
    const token = await newPlayer(h, 'sign002');
    const id = await promoId('signGift');
    const k = key();
    const a = await h.call('promotionSignIn', { id }, { token, idempotencyKey: k });
    const b = await h.call('promotionSignIn', { id }, { token, idempotencyKey: k });
    expect(b).toEqual(a);
    expect((await balance(token)).centerWalletBalance).toBe(2);
  });

  it('spins the wheel once a day for free, then refuses with no draws left; a deposit adds draws', async () => {
    const token = await newPlayer(h, 'draw001', { realName: '赵六' });
    const id = await promoId('drawGift');
    expect((await progress(token, id)).drawsLeft).toBe(1);
    const spin = await h.call('promotionDraw', { id }, { token, idempotencyKey: key() });
    expect(spin.status_code).toBe(6000);
    const won = (spin.data as { rewardAmount: number; drawsLeft: number }).rewardAmount;
    expect((spin.data as { drawsLeft: number }).drawsLeft).toBe(0);
    const none = await h.call('promotionDraw', { id }, { token, idempotencyKey: key() });
    expect(none.status_code).toBe(6012);
    expect((await balance(token)).centerWalletBalance).toBe(won);
    await deposit(token, '200');
    expect((await progress(token, id)).drawsLeft).toBe(2);
    const records = (await h.call('promotionRecords', { id, pageNum: 1, pageSize: 20 }, { token }))
      .data as { total: number };
    expect(records.total).toBe(1);
  });

  it('pays each newcomer task once, only when done', async () => {
    const token = await newPlayer(h, 'task001', { realName: '钱七' });
    const id = await promoId('newTask');
    const items = (await progress(token, id)).items;
    expect(items.find((i) => i.key === 'bindRealName')?.state).toBe(1);
    expect(items.find((i) => i.key === 'firstDeposit')?.state).toBe(0);
    const notYet = await h.call(
      'promotionClaim',
      { id, key: 'firstDeposit' },
      { token, idempotencyKey: key() },
    );
    expect(notYet.status_code).toBe(6012);
    const ok = await h.call(
      'promotionClaim',
      { id, key: 'bindRealName' },
      { token, idempotencyKey: key() },
    );
    expect(ok.data).toEqual({ key: 'bindRealName', rewardAmount: 5 });
    const twice = await h.call(
      'promotionClaim',
      { id, key: 'bindRealName' },
      { token, idempotencyKey: key() },
    );
    expect(twice.status_code).toBe(6009);
  });

  it('opens a turnover tier of the betting gift from the day turnover, once a day', async () => {
    const token = await newPlayer(h, 'bet0001');
    const id = await promoId('bettingGift');
    const memberId = Number(
      (await h.db.query<{ id: number }>("SELECT id FROM members WHERE name = 'bet0001'"))[0]?.id,
    );
    await h.db.query(
      "INSERT INTO venue_rounds (id, member_id, venue, game_code, stake, payout, created_at) VALUES ('VR-BET1', $1, 'PGDZ', '', 120000, 0, $2)",
      [memberId, h.clock.now()],
    );
    const p = await progress(token, id);
    expect(p.items.map((i) => i.state)).toEqual([1, 0, 0]);
    const claim = await h.call(
      'promotionClaim',
      { id, key: 't1' },
      { token, idempotencyKey: key() },
    );
    expect(claim.data).toEqual({ key: 't1', rewardAmount: 8 });
    expect((await progress(token, id)).items[0]?.state).toBe(2);
  });

  it('ranks joined players of a race by turnover', async () => {
    const token = await newPlayer(h, 'race001', { realName: '孙八' });
    const id = await promoId('race');
    expect((await h.call('promotionJoinActivity', { id }, { token })).status_code).toBe(6000);
    const p = await progress(token, id);
    expect(p.myRank).toBeGreaterThan(0);
    expect(p.leaderboard.length).toBeGreaterThan(0);
  });

  it('gives the invitation codes and counts friends who registered with them', async () => {
    const token = await newPlayer(h, 'inv0001');
    const info = (await h.call('promotionInviteInfo', {}, { token })).data as {
      icode: string;
      rcode: string;
      invitedCount: number;
    };
    expect(info.rcode).toBe(`R${info.icode}`);
    await h.db.query("UPDATE members SET invite_code = $1 WHERE name = 'sign001'", [info.icode]);
    const friends = (
      await h.call('promotionInviteFriends', { pageNum: 1, pageSize: 20 }, { token })
    ).data as { total: number; list: Array<{ name: string }> };
    expect(friends.total).toBe(1);
    expect(friends.list[0]?.name).toBe('si***1');
  });

  type InviteInfo = {
    icode: string;
    invitedCount: number;
    depositedCount: number;
    rewardPerFriend: number;
    rewardTotal: number;
  };
  const inviteInfo = async (token: string) =>
    (await h.call('promotionInviteInfo', {}, { token })).data as InviteInfo;
  const memberIdOf = async (name: string) =>
    Number(
      (await h.db.query<{ id: number }>('SELECT id FROM members WHERE name = $1', [name]))[0]?.id,
    );

  it("pays the inviter the referral reward through the ledger at an invited friend's first deposit, once per friend", async () => {
    const inviter = await newPlayer(h, 'inv0002');
    const { icode } = await inviteInfo(inviter);
    const friend = await newPlayer(h, 'inv0003', { realName: '王五', iCode: icode });
    const before = await inviteInfo(inviter);
    expect(before).toMatchObject({ invitedCount: 1, depositedCount: 0, rewardTotal: 0 });
    expect(before.rewardPerFriend).toBe(18.88);
    expect((await balance(inviter)).centerWalletBalance).toBe(0);

    await deposit(friend, '200');
    expect((await balance(inviter)).centerWalletBalance).toBe(18.88);
    expect(await inviteInfo(inviter)).toMatchObject({ depositedCount: 1, rewardTotal: 18.88 });
    const friends = (
      await h.call('promotionInviteFriends', { pageNum: 1, pageSize: 20 }, { token: inviter })
    ).data as { list: Array<{ name: string; deposited: boolean; rewardAmount: number }> };
    expect(friends.list).toEqual([
      expect.objectContaining({ name: 'in***3', deposited: true, rewardAmount: 18.88 }),
    ]);
    const claims = await h.db.query<{ amount: number }>(
      "SELECT amount FROM promo_claims WHERE member_id = $1 AND item LIKE 'friend:%'",
      [await memberIdOf('inv0002')],
    );
    expect(claims.map((c) => Number(c.amount))).toEqual([1888]);

    // A second deposit of the same friend, and a replay of the first one, pay nothing more.
    await deposit(friend, '300');
    const friendId = await memberIdOf('inv0003');
    const first = (
      await h.db.query<{ id: string }>(
        "SELECT id FROM deposit_orders WHERE member_id = $1 AND status = 'paid' ORDER BY updated_at LIMIT 1",
        [friendId],
      )
    )[0]?.id;
    expect(await payReferralReward(h.db, friendId, String(first), h.clock.now())).toBe(false);
    expect((await balance(inviter)).centerWalletBalance).toBe(18.88);
    expect((await inviteInfo(inviter)).rewardTotal).toBe(18.88);
  });

  it('pays no referral reward for a friend registered without a code or with a code of nobody', async () => {
    const alone = await newPlayer(h, 'inv0004', { realName: '王五' });
    await deposit(alone, '200');
    const stranger = await newPlayer(h, 'inv0005', { realName: '王五', iCode: '999999999' });
    await deposit(stranger, '200');
    const paid = await h.db.query('SELECT 1 FROM promo_claims WHERE item IN ($1, $2)', [
      `friend:${await memberIdOf('inv0004')}`,
      `friend:${await memberIdOf('inv0005')}`,
    ]);
    expect(paid).toEqual([]);
  });
});
