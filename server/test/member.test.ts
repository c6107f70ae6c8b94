import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, newPlayer, type Harness } from './harness.ts';
import { checkInvariants } from '../ledger.ts';
import { sendLetter, weekStart } from '../handlers/member.ts';

async function memberId(h: Harness, name: string): Promise<number> {
  const rows = await h.db.query<{ id: number }>('SELECT id FROM members WHERE name = $1', [name]);
  return Number(rows[0]?.id);
}

async function paidDeposit(h: Harness, id: number, cents: number): Promise<void> {
  await h.db.query(
    `INSERT INTO deposit_orders (id, member_id, channel_code, pay_type, amount, status, created_at, confirm_at, updated_at)
     VALUES ($1, $2, 'BANK', 'bank', $3, 'paid', $4, $4, $4)`,
    [`D-T-${id}-${cents}`, id, cents, h.clock.now()],
  );
}

describe('member centre: VIP weekly bonus and per-member letters', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    expect(await checkInvariants(h.db)).toEqual([]);
    await h.close();
  });

  it('weeks start on Monday 00:00 Beijing time', () => {
    const sunday = Date.UTC(2026, 10, 22, 12, 30); // 2026-11-22 20:30 Beijing (a Sunday)
    expect(new Date(weekStart(sunday) + 8 * 3_600_000).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
  });

  it('refuses the bonus to a grade-0 player and to a player without a deposit this week', async () => {
    const token = await newPlayer(h, 'vipzero01');
    const info = await h.call('vipWeekVipWeekInfo', {}, { token });
    expect(info.data).toMatchObject({ claimed: false, eligible: false });
    const r = await h.call('vipWeekClaim', {}, { token, idempotencyKey: 'vip-zero-claim-01' });
    expect(r.status_code).toBe(6012);
  });

  it('pays the weekly bonus once through the ledger, idempotent on its key, and writes a letter', async () => {
    const token = await newPlayer(h, 'vipweek01');
    const id = await memberId(h, 'vipweek01');
    await h.db.query('UPDATE members SET grade = 3 WHERE id = $1', [id]);
    await paidDeposit(h, id, 100_00);
    expect((await h.call('vipWeekVipWeekInfo', {}, { token })).data).toMatchObject({
      bonus: 24,
      claimed: false,
      eligible: true,
    });
    const first = await h.call('vipWeekClaim', {}, { token, idempotencyKey: 'vip-week-claim-01' });
    expect(first.status_code).toBe(6000);
    expect(first.data).toMatchObject({ bonus: 24 });
    const replay = await h.call('vipWeekClaim', {}, { token, idempotencyKey: 'vip-week-claim-01' });
    expect(replay).toEqual(first);
    const again = await h.call('vipWeekClaim', {}, { token, idempotencyKey: 'vip-week-claim-02' });
    expect(again.status_code).toBe(6009);
    const bal = await h.call('transferGetBalance', { withLockMoney: 1 }, { token });
    expect((bal.data as { centerWalletBalance: number }).centerWalletBalance).toBe(24);
    expect((await h.call('vipWeekVipWeekInfo', {}, { token })).data).toMatchObject({
      claimed: true,
      eligible: false,
    });
    const letters = await h.call(
      'siteLetterList',
      { type: 'activity', pageNum: 1, pageSize: 20 },
      { token },
    );
    expect(JSON.stringify(letters.data)).toContain('VIP周礼金已到账');
  });

  it('keeps a letter to one member away from the others, counted as unread until read', async () => {
    const a = await newPlayer(h, 'letter01');
    const b = await newPlayer(h, 'letter02');
    const idA = await memberId(h, 'letter01');
    await sendLetter(h.db, idA, 'fd', '存款到账通知', '您的存款100元已到账', h.clock.now());
    const unreadA = (await h.call('siteLetterGetUnreadForType', { userSystem: 1 }, { token: a }))
      .data as Record<string, number>;
    const unreadB = (await h.call('siteLetterGetUnreadForType', { userSystem: 1 }, { token: b }))
      .data as Record<string, number>;
    expect(unreadA.fd_count).toBe(1);
    expect(unreadB.fd_count).toBe(0);
    const list = (
      await h.call('siteLetterList', { type: 'fd', pageNum: 1, pageSize: 20 }, { token: b })
    ).data as { list: Array<{ title: string }> };
    expect(list.list.map((l) => l.title)).not.toContain('存款到账通知');
  });
});
