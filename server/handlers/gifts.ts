// Gift exchange: the catalogue with the member's points balance, the exchange (one gift from
// stock for its points, idempotent through the route's Idempotency-Key, with where it is sent)
// and its records (delivery details, and the parcel's tracking number once shipped).
// Points balance = whole yuan of stake of the member's settled bets (valid turnover)
//                + points granted by the site (points_grants)
//                - points of the member's exchanges that were not rejected.
import type { Sql } from '../db/adapter.ts';
import type { HandlerMap } from './types.ts';
import { fail, Code } from '../envelope.ts';
import { fmtTime, num, page, paging } from './util.ts';
import { maskPhone } from '../auth.ts';
import { checkDelivery, DELIVERY_MESSAGES, type Delivery } from '../../src/domain/delivery.ts';

/** Exchange statuses as stored, and their number in the contract. */
export const EXCHANGE_STATUS = { pending: 0, delivered: 1, cancelled: 2 } as const;

function statusNumber(stored: string): 0 | 1 | 2 {
  return stored === 'delivered' ? 1 : stored === 'cancelled' ? 2 : 0;
}

/** A gift's sizes as stored (JSONB array of strings). */
function sizesOf(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];
}

/** Delivery details as the member's records show them: the mobile masked. */
export function deliveryShown(raw: unknown): Delivery | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const d = raw as Partial<Record<keyof Delivery, unknown>>;
  if (typeof d.name !== 'string' || typeof d.phone !== 'string' || typeof d.address !== 'string')
    return null;
  return {
    name: d.name,
    phone: maskPhone(d.phone),
    address: d.address,
    ...(typeof d.size === 'string' ? { size: d.size } : {}),
  };
}

/** Ships an exchange (the back office's act; the dev route /__dev/gift/ship): status delivered
 * with the parcel's tracking number. Only a pending exchange can be shipped. */
export async function shipExchange(
  db: Sql,
  id: number,
  trackingNo: string,
  now: number,
): Promise<void> {
  if (!/^[A-Za-z0-9]{6,30}$/.test(trackingNo)) fail(Code.invalidParameter, '快递单号格式不正确');
  const rows = await db.query(
    `UPDATE exchange_records SET status = 'delivered', tracking_no = $2, shipped_at = $3
     WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, trackingNo, now],
  );
  if (rows.length === 0) fail(Code.notFound, '待发货的兑换记录不存在');
}

/** The member's points balance (never below 0). */
export async function pointsOf(db: Sql, memberId: number): Promise<number> {
  const rows = await db.query<{ earned: number; granted: number; spent: number }>(
    `SELECT
       (SELECT COALESCE(SUM(stake), 0)::bigint / 100 FROM bets WHERE member_id = $1 AND status = 'settled') AS earned,
       (SELECT COALESCE(SUM(points), 0)::bigint FROM points_grants WHERE member_id = $1) AS granted,
       (SELECT COALESCE(SUM(points), 0)::bigint FROM exchange_records WHERE member_id = $1 AND status <> 'cancelled') AS spent`,
    [memberId],
  );
  const r = rows[0];
  const balance = Number(r?.earned ?? 0) + Number(r?.granted ?? 0) - Number(r?.spent ?? 0);
  return Math.max(0, Math.floor(balance));
}

export const giftHandlers: HandlerMap = {
  async activityTopGiftGiftList(ctx) {
    const m = await ctx.member();
    const gifts = await ctx.db.query<{
      id: number;
      name: string;
      points: number;
      stock: number;
      category: string;
      sizes: unknown;
    }>('SELECT id, name, points, stock, category, sizes FROM gifts ORDER BY sort, id');
    return {
      points: await pointsOf(ctx.db, m.id),
      list: gifts.map((g) => ({
        id: Number(g.id),
        name: g.name,
        points: Number(g.points),
        stock: Number(g.stock),
        category: g.category,
        sizes: sizesOf(g.sizes),
      })),
    };
  },

  async activityTopGiftExchange(ctx) {
    const m = await ctx.member();
    const giftId = num(ctx.body, 'giftId');
    if (giftId === null || !Number.isInteger(giftId) || giftId < 1)
      fail(Code.invalidParameter, '请选择要兑换的礼品');
    // money-moving: the route runs this in one transaction; lock the member's row so two
    // exchanges of one member cannot both spend the same points
    await ctx.db.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [m.id]);
    const gifts = await ctx.db.query<{
      id: number;
      name: string;
      points: number;
      stock: number;
      sizes: unknown;
    }>('SELECT id, name, points, stock, sizes FROM gifts WHERE id = $1 FOR UPDATE', [giftId]);
    const gift = gifts[0];
    if (!gift) fail(Code.notFound, '礼品不存在');
    // every gift is a thing sent by post: where to, checked by the page's rule
    const delivery = checkDelivery(
      (ctx.body.delivery ?? null) as Partial<Record<keyof Delivery, unknown>> | null,
      sizesOf(gift.sizes),
    );
    if (!delivery.ok) fail(Code.invalidParameter, DELIVERY_MESSAGES[delivery.fields[0]!]);
    const cost = Number(gift.points);
    const balance = await pointsOf(ctx.db, m.id);
    if (balance < cost) fail(Code.warning, '积分不足,无法兑换该礼品');
    const taken = await ctx.db.query(
      'UPDATE gifts SET stock = stock - 1 WHERE id = $1 AND stock > 0 RETURNING id',
      [gift.id],
    );
    if (taken.length === 0) fail(Code.noData, '该礼品已兑完');
    const rows = await ctx.db.query<{ id: number }>(
      `INSERT INTO exchange_records (member_id, gift, points, status, created_at, gift_id, delivery)
       VALUES ($1, $2, $3, 'pending', $4, $5, $6) RETURNING id`,
      [m.id, gift.name, cost, ctx.now, gift.id, JSON.stringify(delivery.value)],
    );
    return {
      id: Number(rows[0]?.id),
      giftName: gift.name,
      points: cost,
      balance: balance - cost,
      status: EXCHANGE_STATUS.pending,
      createTime: fmtTime(ctx.now),
      delivery: deliveryShown(delivery.value),
    };
  },

  async activityTopGiftExchangeRecord(ctx) {
    const m = await ctx.member();
    const p = paging(ctx.body);
    const rows = await ctx.db.query<{
      id: number;
      gift: string;
      points: number;
      status: string;
      created_at: number;
      delivery: unknown;
      tracking_no: string | null;
      shipped_at: number | null;
    }>(
      `SELECT id, gift, points, status, created_at, delivery, tracking_no, shipped_at FROM exchange_records
       WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [m.id, p.pageSize, p.offset],
    );
    const total = await ctx.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM exchange_records WHERE member_id = $1',
      [m.id],
    );
    return page(
      p,
      rows.map((r) => ({
        id: Number(r.id),
        giftName: r.gift,
        points: Number(r.points),
        status: statusNumber(r.status),
        createTime: fmtTime(Number(r.created_at)),
        delivery: deliveryShown(r.delivery),
        trackingNo: r.tracking_no ?? null,
        shipTime: r.shipped_at === null ? null : fmtTime(Number(r.shipped_at)),
      })),
      Number(total[0]?.n ?? 0),
    );
  },
};
