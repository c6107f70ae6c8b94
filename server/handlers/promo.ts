// Promotions of every activity kind, VIP weekly bonus, gift exchange records.
import type { Sql } from '../db/adapter.ts';
import type { HandlerMap } from './types.ts';
import { fail, Code } from '../envelope.ts';
import { accountId, move } from '../ledger.ts';
import { fmtTime, money, num, paging, page } from './util.ts';
import { routeNameOf } from './site.ts';
import { sendLetter, yuan } from '../letters.ts';
import type { Member } from '../auth.ts';

interface PromoRow {
  id: number;
  kind: string;
  title: string;
  data: {
    image?: string;
    content?: string;
    bonusRate?: number;
    maxBonus?: number;
    turnoverMultiple?: number;
    minDeposit?: number;
    venues?: string[];
  };
  starts_at: number;
  ends_at: number;
}

const DEPOSIT_KINDS = new Set(['firstDeposit', 'againDeposit', 'race', 'bettingGift']);
const FIXED_REWARD = 888; // cents: 8.88 for the kinds without a deposit

async function promo(db: Sql, id: number): Promise<PromoRow> {
  const rows = await db.query<PromoRow & Record<string, unknown>>(
    'SELECT * FROM promotions WHERE id = $1',
    [id],
  );
  const p = rows[0];
  if (!p) fail(Code.notFound, '活动不存在');
  return { ...p, id: Number(p.id), starts_at: Number(p.starts_at), ends_at: Number(p.ends_at) };
}

function tiers(p: PromoRow): Array<{
  id: number;
  minDeposit: number;
  rewardRate: number;
  maxReward: number;
  turnoverMultiple: number;
}> {
  const rate = p.data.bonusRate ?? 0.1;
  const max = p.data.maxBonus ?? 888;
  const mult = p.data.turnoverMultiple ?? 10;
  const min = p.data.minDeposit ?? 100;
  return [
    { id: 1, minDeposit: min, rewardRate: rate, maxReward: max, turnoverMultiple: mult },
    {
      id: 2,
      minDeposit: min * 10,
      rewardRate: Math.round(rate * 1.5 * 100) / 100,
      maxReward: max * 3,
      turnoverMultiple: mult + 5,
    },
  ];
}

async function lastDeposit(db: Sql, memberId: number): Promise<number> {
  const rows = await db.query<{ amount: number }>(
    "SELECT amount FROM deposit_orders WHERE member_id = $1 AND status = 'paid' ORDER BY updated_at DESC LIMIT 1",
    [memberId],
  );
  return Number(rows[0]?.amount ?? 0);
}

async function quote(
  db: Sql,
  m: Member,
  p: PromoRow,
  tierId: number | null,
): Promise<{ deposit: number; reward: number; turnover: number; reason?: string }> {
  const t = tiers(p).find((x) => x.id === (tierId ?? 1)) ?? tiers(p)[0];
  if (!t) fail(Code.notFound, '活动档位不存在');
  if (!DEPOSIT_KINDS.has(p.kind))
    return { deposit: 0, reward: FIXED_REWARD, turnover: FIXED_REWARD * t.turnoverMultiple };
  const deposit = await lastDeposit(db, m.id);
  if (deposit < t.minDeposit * 100)
    return { deposit, reward: 0, turnover: 0, reason: `存款金额需达到${t.minDeposit}元` };
  const reward = Math.min(Math.floor(deposit * t.rewardRate), t.maxReward * 100);
  return { deposit, reward, turnover: (deposit + reward) * t.turnoverMultiple };
}

export const promoHandlers: HandlerMap = {
  async promotionConfig(ctx) {
    const p = await promo(ctx.db, num(ctx.body, 'id') ?? 0);
    return {
      id: p.id,
      routeName: routeNameOf(p.kind),
      title: p.title,
      imageUrl: p.data.image ?? '',
      rules: `<p>${p.data.content ?? p.title}</p>`,
      startTime: fmtTime(p.starts_at),
      endTime: fmtTime(p.ends_at),
      status: ctx.now < p.starts_at ? 0 : ctx.now > p.ends_at ? 2 : 1,
      tiers: tiers(p),
    };
  },

  async promotionVerification(ctx) {
    const m = await ctx.member();
    const p = await promo(ctx.db, num(ctx.body, 'id') ?? 0);
    if (!m.real_name) fail(Code.bindRealName, '请先绑定真实姓名');
    const joined = await ctx.db.query(
      'SELECT 1 FROM activity_joins WHERE member_id = $1 AND promotion_id = $2',
      [m.id, p.id],
    );
    const q = await quote(ctx.db, m, p, null);
    const running = ctx.now >= p.starts_at && ctx.now <= p.ends_at;
    const requirements = [
      { name: '活动进行中', done: running },
      { name: '绑定手机号', done: Boolean(m.phone) },
      { name: '未参与过本活动', done: joined.length === 0 },
      ...(DEPOSIT_KINDS.has(p.kind) ? [{ name: '完成存款', done: q.reward > 0 }] : []),
    ];
    const eligible = requirements.every((r) => r.done);
    return {
      eligible,
      reason: eligible ? '' : (q.reason ?? requirements.find((r) => !r.done)?.name ?? ''),
      requirements,
    };
  },

  async promotionJoinActivity(ctx) {
    const m = await ctx.member();
    if (!m.real_name) fail(Code.bindRealName, '请先绑定真实姓名');
    return ctx.db.transaction(async (tx) => {
      const p = await promo(tx, num(ctx.body, 'id') ?? 0);
      if (ctx.now < p.starts_at || ctx.now > p.ends_at) fail(Code.warning, '活动未开始或已结束');
      const q = await quote(tx, m, p, num(ctx.body, 'tierId'));
      if (q.reward <= 0) fail(Code.warning, q.reason ?? '暂不符合活动条件');
      const inserted = await tx.query(
        `INSERT INTO activity_joins (member_id, promotion_id, status, turnover_required, created_at) VALUES ($1, $2, 'joined', $3, $4)
         ON CONFLICT DO NOTHING RETURNING member_id`,
        [m.id, p.id, q.turnover, ctx.now],
      );
      if (inserted.length === 0) fail(Code.dataExists, '您已参与过本活动');
      const bonus = await accountId(tx, null, 'bonus');
      const center = await accountId(tx, m.id, 'center');
      await move(tx, {
        memberId: m.id,
        kind: 'bonus',
        from: bonus,
        to: center,
        amount: q.reward,
        at: ctx.now,
        ref: `P${p.id}`,
        memo: p.title,
      });
      await sendLetter(
        tx,
        m.id,
        'activity',
        '活动奖励到账',
        `您参与的活动「${p.title}」奖励${yuan(q.reward)}元已发放至中心钱包。`,
        ctx.now,
      );
      return { rewardAmount: money(q.reward), turnoverRequired: money(q.turnover) };
    });
  },

  async promotionConfirmInfo(ctx) {
    const m = await ctx.member();
    const p = await promo(ctx.db, num(ctx.body, 'id') ?? 0);
    const q = await quote(ctx.db, m, p, num(ctx.body, 'tierId'));
    return {
      depositAmount: money(q.deposit),
      rewardAmount: money(q.reward),
      turnoverRequired: money(q.turnover),
      venues: p.data.venues ?? [],
    };
  },

  // vipWeekVipWeekInfo and vipWeekClaim: server/handlers/member.ts

  async activityTopGiftExchangeRecord(ctx) {
    const m = await ctx.member();
    const p = paging(ctx.body);
    const rows = await ctx.db.query<{
      id: number;
      gift: string;
      points: number;
      status: string;
      created_at: number;
    }>('SELECT * FROM exchange_records WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3', [
      m.id,
      p.pageSize,
      p.offset,
    ]);
    const total = await ctx.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM exchange_records WHERE member_id = $1',
      [m.id],
    );
    return page(
      p,
      rows.map((r) => ({
        id: Number(r.id),
        giftName: r.gift,
        points: r.points,
        status: r.status === 'delivered' ? 1 : r.status === 'cancelled' ? 2 : 0,
        createTime: fmtTime(Number(r.created_at)),
      })),
      Number(total[0]?.n ?? 0),
    );
  },
};
