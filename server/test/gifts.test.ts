import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, newPlayer, type Harness } from './harness.ts';
import { checkInvariants } from '../ledger.ts';
import { DEV_PREFIX } from '../dev.ts';

/** Where a gift is sent (every gift is a thing sent by post). */
const DELIVERY = { name: '张三', phone: '13800138000', address: '广东省深圳市南山区科技园路1号' };

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
      { giftId: 3, delivery: DELIVERY },
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
      { giftId: 3, delivery: DELIVERY },
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
      { giftId: 3, delivery: DELIVERY },
      { token, idempotencyKey: 'gift-exchange-02' },
    );
    expect(second.data).toMatchObject({ balance: 400 });
  });

  it('refuses an exchange without enough points (6012) and writes nothing', async () => {
    const token = await newPlayer(h, 'giftpoor01');
    await grant(h, await memberId(h, 'giftpoor01'), 799);
    const r = await h.call(
      'activityTopGiftExchange',
      { giftId: 3, delivery: DELIVERY },
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
      { giftId: 4, delivery: DELIVERY },
      { token, idempotencyKey: 'gift-stock-01' },
    );
    expect(r).toMatchObject({ status_code: 6303, message: '该礼品已兑完' });
    const unknown = await h.call(
      'activityTopGiftExchange',
      { giftId: 999, delivery: DELIVERY },
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
      { giftId: 6, delivery: DELIVERY },
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
  it('asks where to send the gift: no delivery details, a wrong mobile or a shirt without its size are refused (6007) and nothing is spent', async () => {
    const token = await newPlayer(h, 'giftaddr01');
    await grant(h, await memberId(h, 'giftaddr01'), 10_000);
    const exchange = (body: Record<string, unknown>, key: string) =>
      h.call('activityTopGiftExchange', body, { token, idempotencyKey: key });
    const none = await exchange({ giftId: 3 }, 'gift-addr-01');
    expect(none.status_code).toBe(6007);
    const phone = await exchange(
      { giftId: 3, delivery: { ...DELIVERY, phone: '12345' } },
      'gift-addr-02',
    );
    expect(phone).toMatchObject({ status_code: 6007, message: '请输入正确的手机号码' });
    const shirt = (await catalogue(h, token)).list.find((g) => g.name === '定制球衣');
    expect(shirt).toMatchObject({ sizes: ['S', 'M', 'L', 'XL', 'XXL'] });
    const noSize = await exchange({ giftId: shirt?.id, delivery: DELIVERY }, 'gift-addr-03');
    expect(noSize).toMatchObject({ status_code: 6007, message: '请选择尺码' });
    expect((await catalogue(h, token)).points).toBe(10_000);

    const sized = await exchange(
      { giftId: shirt?.id, delivery: { ...DELIVERY, size: 'XL' } },
      'gift-addr-04',
    );
    expect(sized.data).toMatchObject({
      giftName: '定制球衣',
      status: 0,
      delivery: { name: '张三', phone: '138****8000', address: DELIVERY.address, size: 'XL' },
    });
  });

  it('shows the delivery details in 兑换记录, and once shipped the tracking number and time (status 1)', async () => {
    const token = await newPlayer(h, 'giftship01');
    await grant(h, await memberId(h, 'giftship01'), 1000);
    const r = await h.call(
      'activityTopGiftExchange',
      { giftId: 3, delivery: DELIVERY },
      { token, idempotencyKey: 'gift-ship-01' },
    );
    const id = (r.data as { id: number }).id;
    const records = async () =>
      (await h.call('activityTopGiftExchangeRecord', { pageNum: 1, pageSize: 10 }, { token }))
        .data as { list: Record<string, unknown>[] };
    expect((await records()).list[0]).toMatchObject({
      status: 0,
      delivery: { name: '张三', phone: '138****8000', address: DELIVERY.address },
      trackingNo: null,
      shipTime: null,
    });
    const ship = (trackingNo: string) =>
      h.app.inject({
        method: 'POST',
        url: `${DEV_PREFIX}/gift/ship`,
        payload: { id, trackingNo },
      });
    expect((await ship('SF1234567890')).json()).toMatchObject({ status_code: 6000 });
    expect((await records()).list[0]).toMatchObject({
      status: 1,
      trackingNo: 'SF1234567890',
      shipTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    // shipped once: a second shipment of the same exchange is refused
    expect((await ship('SF0000000000')).json()).toMatchObject({ status_code: 6004 });
  });
});
