import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, newPlayer, type Harness } from './harness.ts';
import { checkInvariants } from '../ledger.ts';

async function memberId(h: Harness, name: string): Promise<number> {
  const rows = await h.db.query<{ id: number }>('SELECT id FROM members WHERE name = $1', [name]);
  return Number(rows[0]?.id);
}

async function grant(h: Harness, id: number, points: number): Promise<void> {
  await h.db.query(
    `INSERT INTO points_grants (member_id, points, memo, created_at) VALUES ($1, $2, 'test', $3)`,
    [id, points, h.clock.now()],
  );
}

interface Catalogue {
  points: number;
  list: { id: number; name: string; points: number; stock: number }[];
}

async function catalogue(h: Harness, token: string): Promise<Catalogue> {
  const r = await h.call('activityTopGiftGiftList', {}, { token });
  expect(r.status_code).toBe(6000);
  return r.data as Catalogue;
}

describe('gift exchange: points, catalogue, exchange and records', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    expect(await checkInvariants(h.db)).toEqual([]);
    await h.close();
  });

  it('counts a whole point a yuan of settled stake plus granted points', async () => {
    const token = await newPlayer(h, 'giftearn01');
    const id = await memberId(h, 'giftearn01');
    expect((await catalogue(h, token)).points).toBe(0);
    await h.db.query(
      `INSERT INTO bets (id, member_id, kind, venue, game_type, stake, odds, potential_payout, status, result, payout, selections, created_at, settled_at)
       VALUES ('B-GIFT-1', $1, 'single', 'XMTY', 'FT', 1234_56, 1900, 2345_66, 'settled', 'L', 0, '[]', $2, $2),
              ('B-GIFT-2', $1, 'single', 'XMTY', 'FT', 500_00, 1900, 950_00, 'pending', NULL, 0, '[]', $2, NULL)`,
      [id, h.clock.now()],
    );
    await grant(h, id, 100);
    expect((await catalogue(h, token)).points).toBe(1334);
  });

  it('exchanges a gift once per idempotency key: points and stock go down once and the record appears as pending', async () => {
    const token = await newPlayer(h, 'giftswap01');
    await grant(h, await memberId(h, 'giftswap01'), 2000);
    const before = await catalogue(h, token);
    const cup = before.list.find((g) => g.id === 3);
    expect(cup).toMatchObject({ name: '运动水杯', points: 800 });
    const first = await h.call(
      'activityTopGiftExchange',
      { giftId: 3 },
      { token, idempotencyKey: 'gift-exchange-01' },
    );
    expect(first.status_code).toBe(6000);
    expect(first.data).toMatchObject({
      giftName: '运动水杯',
      points: 800,
      balance: 1200,
      status: 0,
    });
    const replay = await h.call(
      'activityTopGiftExchange',
      { giftId: 3 },
      { token, idempotencyKey: 'gift-exchange-01' },
    );
    expect(replay).toEqual(first);
    const after = await catalogue(h, token);
    expect(after.points).toBe(1200);
    expect(after.list.find((g) => g.id === 3)?.stock).toBe((cup?.stock ?? 0) - 1);
    const records = await h.call(
      'activityTopGiftExchangeRecord',
      { pageNum: 1, pageSize: 10 },
      { token },
    );
    expect(records.data).toMatchObject({
      total: 1,
      list: [
        { id: (first.data as { id: number }).id, giftName: '运动水杯', points: 800, status: 0 },
      ],
    });
    const second = await h.call(
      'activityTopGiftExchange',
      { giftId: 3 },
      { token, idempotencyKey: 'gift-exchange-02' },
    );
    expect(second.data).toMatchObject({ balance: 400 });
  });

  it('refuses an exchange without enough points (6012) and writes nothing', async () => {
    const token = await newPlayer(h, 'giftpoor01');
    await grant(h, await memberId(h, 'giftpoor01'), 799);
    const r = await h.call(
      'activityTopGiftExchange',
      { giftId: 3 },
      { token, idempotencyKey: 'gift-poor-01' },
    );
    expect(r).toMatchObject({ status_code: 6012, message: '积分不足,无法兑换该礼品' });
    expect((await catalogue(h, token)).points).toBe(799);
    const records = await h.call(
      'activityTopGiftExchangeRecord',
      { pageNum: 1, pageSize: 10 },
      { token },
    );
    expect(records.data).toMatchObject({ total: 0, list: [] });
  });

  it('refuses an exchange of a gift out of stock (6303) and of an unknown gift (6004)', async () => {
    const token = await newPlayer(h, 'giftstock01');
    await grant(h, await memberId(h, 'giftstock01'), 50_000);
    await h.db.query('UPDATE gifts SET stock = 0 WHERE id = 4');
    const r = await h.call(
      'activityTopGiftExchange',
      { giftId: 4 },
      { token, idempotencyKey: 'gift-stock-01' },
    );
    expect(r).toMatchObject({ status_code: 6303, message: '该礼品已兑完' });
    const unknown = await h.call(
      'activityTopGiftExchange',
      { giftId: 999 },
      { token, idempotencyKey: 'gift-stock-02' },
    );
    expect(unknown.status_code).toBe(6004);
    expect((await catalogue(h, token)).points).toBe(50_000);
  });

  it('gives back the points of a rejected exchange', async () => {
    const token = await newPlayer(h, 'giftback01');
    const id = await memberId(h, 'giftback01');
    await grant(h, id, 1000);
    const r = await h.call(
      'activityTopGiftExchange',
      { giftId: 6 },
      { token, idempotencyKey: 'gift-back-01' },
    );
    expect((await catalogue(h, token)).points).toBe(500);
    await h.db.query("UPDATE exchange_records SET status = 'cancelled' WHERE id = $1", [
      (r.data as { id: number }).id,
    ]);
    expect((await catalogue(h, token)).points).toBe(1000);
    const records = await h.call(
      'activityTopGiftExchangeRecord',
      { pageNum: 1, pageSize: 10 },
      { token },
    );
    expect(records.data).toMatchObject({ list: [{ status: 2 }] });
  });
});
