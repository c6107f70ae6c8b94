// Promotions of every activity kind (rules, eligibility, join, progress, claims, draws,
// check-ins, records, friend invitation), VIP weekly bonus (member.ts), gift exchange (gifts.ts). The money
// rules live in ../promotions.ts.
import type { Sql } from '../db/adapter.ts';
import type { Ctx, HandlerMap } from './types.ts';
import { fail, Code } from '../envelope.ts';
import { fmtTime, money, num, paging, page, str } from './util.ts';
import { routeNameOf } from './site.ts';
import type { Member } from '../auth.ts';
import { randomInt } from 'node:crypto';
import {
  BETTING_TIERS,
  DAY,
  DEPOSIT_KINDS,
  DRAWS_PER_DEPOSIT,
  FREE_DRAWS,
  MAX_EXTRA_DRAWS,
  LAND_REWARD,
  NEW_TASKS,
  PRIZES,
  RACE_PRIZES,
  SIGN_BASE,
  SIGN_STREAK,
  assertRunning,
  betCount,
  dayKey,
  dayStart,
  depositQuote,
  depositsBetween,
  inviteCodes,
  inviteRewardOf,
  loadPromo,
  maskName,
  paidDeposits,
  payClaim,
  pickPrize,
  runningInvitation,
  settleTurnover,
  statusOf,
  streakOf,
  tiersOf,
  turnoverBetween,
  type PromoRow,
} from '../promotions.ts';

const yuanText = (cents: number) => String(money(cents));

/** The names players know of an activity's venues (PGDZ -> PG电子), in its order. */
export async function venueNamesOf(db: Sql, p: PromoRow): Promise<string[]> {
  const codes = p.data.venues ?? [];
  if (codes.length === 0) return [];
  const rows = await db.query<{ en_name: string; name: string }>(
    'SELECT en_name, name FROM venues WHERE en_name = ANY($1::text[])',
    [codes],
  );
  const names = new Map(rows.map((r) => [r.en_name, r.name]));
  return codes.map((c) => names.get(c) ?? c);
}

/** The rules of an activity as HTML (paragraphs and a list). */
function rulesOf(p: PromoRow, venueNames: readonly string[]): string {
  const li = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  const intro = `<p>${p.data.content ?? p.title}</p>`;
  const venues = venueNames.join('、');
  const common = [
    '每位会员、每个手机号、每张银行卡及每个IP仅可参加一次同类优惠。',
    '如发现套利、对冲或多账号参与,本站有权取消优惠并没收相关盈利。',
    '本站保留对活动的最终解释权。',
  ];
  switch (p.kind) {
    case 'firstDeposit':
    case 'againDeposit':
      return (
        intro +
        li([
          p.kind === 'firstDeposit'
            ? '仅限尚未存款的会员申请,申请后完成首笔存款即自动发放彩金;申请前已完成的存款不参与本活动。'
            : '完成首存的会员申请后,下一笔存款即自动发放彩金;申请前已完成的存款不参与本活动。',
          ...tiersOf(p).map(
            (t) =>
              `存款满${t.minDeposit}元:赠送${Math.round(t.rewardRate * 100)}%,最高${t.maxReward}元,需完成(本金+彩金)×${t.turnoverMultiple}倍流水。`,
          ),
          `彩金以锁定金额发放,流水达成后自动解锁至中心钱包;流水达成前${venues || '活动场馆'}的资金不可转出,中心钱包余额仍可正常取款。`,
          ...common,
        ])
      );
    case 'newTask':
      return (
        intro +
        li([
          ...NEW_TASKS.map((t) => `${t.name}:奖励${yuanText(t.reward)}元。`),
          '每项任务完成后手动领取,每项仅可领取一次。',
          ...common,
        ])
      );
    case 'drawGift':
      return (
        intro +
        li([
          `每天免费抽奖${FREE_DRAWS}次;当天每存款${yuanText(DRAWS_PER_DEPOSIT)}元增加1次,最多增加${MAX_EXTRA_DRAWS}次。`,
          '奖品由系统随机抽取,现金奖励即时发放到中心钱包。',
          ...common,
        ])
      );
    case 'signGift':
      return (
        intro +
        li([
          `每天签到一次可得${yuanText(SIGN_BASE)}元。`,
          ...SIGN_STREAK.map((s) => `连续签到第${s.days}天额外奖励${yuanText(s.reward)}元。`),
          '中断签到后连续天数重新计算;签到日期按北京时间计算。',
          ...common,
        ])
      );
    case 'bettingGift':
      return (
        intro +
        li([
          ...BETTING_TIERS.map(
            (t) => `当日有效投注满${yuanText(t.turnover)}元:奖励${yuanText(t.reward)}元。`,
          ),
          '每档每天可领取一次,次日零点(北京时间)重新计算。',
          ...common,
        ])
      );
    case 'race':
      return (
        intro +
        li([
          '报名后,活动期间的体育及场馆有效投注计入排行。',
          ...RACE_PRIZES.map((r, i) => `第${i + 1}名:奖励${yuanText(r)}元。`),
          '活动结束后前三名可在本页领取奖励。',
          ...common,
        ])
      );
    case 'friendInvitation':
      return (
        intro +
        li([
          '分享您的邀请码或链接,好友注册时自动绑定。',
          `每位完成首存的好友为您带来${yuanText(inviteRewardOf(p))}元奖励。`,
          ...common,
        ])
      );
    default:
      return intro + li([`报名即可领取${yuanText(LAND_REWARD)}元体验彩金。`, ...common]);
  }
}

async function joinOf(
  db: Sql,
  memberId: number,
  promoId: number,
): Promise<{
  status: string;
  bonus: number;
  turnover_required: number;
  created_at: number;
} | null> {
  const rows = await db.query<{
    status: string;
    bonus: number;
    turnover_required: number;
    created_at: number;
  }>(
    'SELECT status, bonus, turnover_required, created_at FROM activity_joins WHERE member_id = $1 AND promotion_id = $2',
    [memberId, promoId],
  );
  const j = rows[0];
  return j
    ? {
        status: j.status,
        bonus: Number(j.bonus),
        turnover_required: Number(j.turnover_required),
        created_at: Number(j.created_at),
      }
    : null;
}

async function claimsOf(
  db: Sql,
  memberId: number,
  promoId: number,
): Promise<Array<{ item: string; period: string; amount: number }>> {
  const rows = await db.query<{ item: string; period: string; amount: number }>(
    'SELECT item, period, amount FROM promo_claims WHERE member_id = $1 AND promotion_id = $2',
    [memberId, promoId],
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

interface Item {
  key: string;
  name: string;
  target: number;
  current: number;
  rewardAmount: number;
  state: 0 | 1 | 2;
}

async function newTaskItems(db: Sql, m: Member, p: PromoRow): Promise<Item[]> {
  const claimed = new Set((await claimsOf(db, m.id, p.id)).map((c) => c.item));
  const deposits = (await paidDeposits(db, m.id)).length;
  const bets = await betCount(db, m.id);
  const done: Record<string, boolean> = {
    bindPhone: Boolean(m.phone),
    bindRealName: Boolean(m.real_name),
    firstDeposit: deposits > 0,
    firstBet: bets > 0,
  };
  return NEW_TASKS.map((t) => ({
    key: t.key,
    name: t.name,
    target: 1,
    current: done[t.key] ? 1 : 0,
    rewardAmount: money(t.reward),
    state: claimed.has(t.key) ? 2 : done[t.key] ? 1 : 0,
  }));
}

async function bettingItems(db: Sql, m: Member, p: PromoRow, now: number): Promise<Item[]> {
  const today = dayKey(now);
  const claimed = new Set(
    (await claimsOf(db, m.id, p.id)).filter((c) => c.period === today).map((c) => c.item),
  );
  const turnover = await turnoverBetween(db, m.id, dayStart(now), now + 1);
  return BETTING_TIERS.map((t) => ({
    key: t.key,
    name: `当日投注满${yuanText(t.turnover)}元`,
    target: money(t.turnover),
    current: money(turnover),
    rewardAmount: money(t.reward),
    state: claimed.has(t.key) ? 2 : turnover >= t.turnover ? 1 : 0,
  }));
}

async function signDays(db: Sql, m: Member, p: PromoRow): Promise<Set<string>> {
  return new Set(
    (await claimsOf(db, m.id, p.id)).filter((c) => c.item === 'sign').map((c) => c.period),
  );
}

async function drawsLeft(db: Sql, m: Member, p: PromoRow, now: number): Promise<number> {
  const today = dayKey(now);
  const used = (await claimsOf(db, m.id, p.id)).filter(
    (c) => c.item === 'draw' && c.period.startsWith(`${today}#`),
  ).length;
  const deposited = await depositsBetween(db, m.id, dayStart(now), now + 1);
  const extra = Math.min(MAX_EXTRA_DRAWS, Math.floor(deposited / DRAWS_PER_DEPOSIT));
  return Math.max(0, FREE_DRAWS + extra - used);
}

async function leaderboard(
  db: Sql,
  p: PromoRow,
  now: number,
): Promise<Array<{ memberId: number; name: string; turnover: number }>> {
  const until = Math.min(now, p.ends_at) + 1;
  const rows = await db.query<{ member_id: number; name: string; s: number }>(
    `SELECT j.member_id, m.name,
       (SELECT COALESCE(SUM(stake), 0) FROM bets b WHERE b.member_id = j.member_id AND b.status <> 'cashed' AND b.created_at >= $2 AND b.created_at < $3)
     + (SELECT COALESCE(SUM(stake), 0) FROM venue_rounds r WHERE r.member_id = j.member_id AND r.created_at >= $2 AND r.created_at < $3) AS s
     FROM activity_joins j JOIN members m ON m.id = j.member_id WHERE j.promotion_id = $1`,
    [p.id, p.starts_at, until],
  );
  return rows
    .map((r) => ({ memberId: Number(r.member_id), name: r.name, turnover: Number(r.s) }))
    .sort((a, b) => b.turnover - a.turnover || a.memberId - b.memberId);
}

async function raceItems(
  db: Sql,
  m: Member,
  p: PromoRow,
  now: number,
  rank: number,
): Promise<Item[]> {
  const claimed = new Set((await claimsOf(db, m.id, p.id)).map((c) => c.item));
  const ended = statusOf(p, now) === 2;
  return RACE_PRIZES.map((r, i) => ({
    key: `rank${i + 1}`,
    name: `第${i + 1}名奖励`,
    target: i + 1,
    current: rank,
    rewardAmount: money(r),
    state: claimed.has(`rank${i + 1}`) ? 2 : ended && rank === i + 1 ? 1 : 0,
  }));
}

async function itemsOf(ctx: Ctx, m: Member, p: PromoRow): Promise<Item[]> {
  if (p.kind === 'newTask') return newTaskItems(ctx.db, m, p);
  if (p.kind === 'bettingGift') return bettingItems(ctx.db, m, p, ctx.now);
  if (p.kind === 'race') {
    const board = await leaderboard(ctx.db, p, ctx.now);
    return raceItems(ctx.db, m, p, ctx.now, board.findIndex((b) => b.memberId === m.id) + 1);
  }
  return [];
}

const JOIN_STATUS: Record<string, number> = { applied: 1, joined: 2, completed: 3 };

export const promoHandlers: HandlerMap = {
  async promotionConfig(ctx) {
    const p = await loadPromo(ctx.db, num(ctx.body, 'id') ?? 0);
    return {
      id: p.id,
      routeName: routeNameOf(p.kind),
      title: p.title,
      imageUrl: p.data.image ?? '',
      rules: rulesOf(p, await venueNamesOf(ctx.db, p)),
      startTime: fmtTime(p.starts_at),
      endTime: fmtTime(p.ends_at),
      status: statusOf(p, ctx.now),
      tiers: DEPOSIT_KINDS.has(p.kind) ? tiersOf(p) : [],
    };
  },

  async promotionVerification(ctx) {
    const m = await ctx.member();
    const p = await loadPromo(ctx.db, num(ctx.body, 'id') ?? 0);
    if (!m.real_name) fail(Code.bindRealName, '请先绑定真实姓名');
    const joined = await joinOf(ctx.db, m.id, p.id);
    const deposits = await paidDeposits(ctx.db, m.id);
    const requirements = [
      { name: '活动进行中', done: statusOf(p, ctx.now) === 1 },
      { name: '绑定手机号', done: Boolean(m.phone) },
      ...(p.kind === 'firstDeposit'
        ? [{ name: '尚未存款的会员', done: deposits.length === 0 }]
        : []),
      ...(p.kind === 'againDeposit' ? [{ name: '已完成首存', done: deposits.length >= 1 }] : []),
      ...(DEPOSIT_KINDS.has(p.kind) || p.kind === 'land' || p.kind === 'race'
        ? [{ name: '未参与过本活动', done: joined === null }]
        : []),
    ];
    const eligible = requirements.every((r) => r.done);
    return {
      eligible,
      reason: eligible ? '' : `未满足条件:${requirements.find((r) => !r.done)?.name ?? ''}`,
      requirements,
    };
  },

  async promotionJoinActivity(ctx) {
    const m = await ctx.member();
    if (!m.real_name) fail(Code.bindRealName, '请先绑定真实姓名');
    return ctx.db.transaction(async (tx) => {
      const p = await loadPromo(tx, num(ctx.body, 'id') ?? 0);
      assertRunning(p, ctx.now);
      const deposits = await paidDeposits(tx, m.id);
      if (p.kind === 'firstDeposit' && deposits.length > 0)
        fail(Code.warning, '本活动仅限尚未存款的会员参加,您已完成过存款');
      if (p.kind === 'againDeposit' && deposits.length === 0)
        fail(Code.warning, '请先完成首存后再参加本活动');
      const tierId = num(ctx.body, 'tierId');
      const inserted = await tx.query(
        `INSERT INTO activity_joins (member_id, promotion_id, status, turnover_required, tier_id, created_at)
         VALUES ($1, $2, $3, 0, $4, $5) ON CONFLICT DO NOTHING RETURNING member_id`,
        [m.id, p.id, DEPOSIT_KINDS.has(p.kind) ? 'applied' : 'completed', tierId, ctx.now],
      );
      if (inserted.length === 0) fail(Code.dataExists, '您已参与过本活动');
      // A deposit offer pays on the next deposit after applying, as its rules say
      // (server/funds.ts confirmDeposit -> creditDepositBonus); nothing is paid on joining.
      if (DEPOSIT_KINDS.has(p.kind)) return { rewardAmount: 0, turnoverRequired: 0 };
      if (p.kind === 'land') {
        await payClaim(tx, {
          memberId: m.id,
          promo: p,
          item: 'join',
          period: '',
          amount: LAND_REWARD,
          title: `${p.title} 体验彩金`,
          now: ctx.now,
        });
        return { rewardAmount: money(LAND_REWARD), turnoverRequired: 0 };
      }
      return { rewardAmount: 0, turnoverRequired: 0 };
    });
  },

  async promotionConfirmInfo(ctx) {
    await ctx.member();
    const p = await loadPromo(ctx.db, num(ctx.body, 'id') ?? 0);
    const tierId = num(ctx.body, 'tierId');
    const tier = tiersOf(p).find((t) => t.id === tierId) ?? tiersOf(p)[0];
    // What the chosen tier gives for its minimum deposit (the next deposit pays: nothing before
    // applying counts), and the venues whose money stays in until the turnover is met.
    const deposit = tier ? tier.minDeposit * 100 : 0;
    const q = DEPOSIT_KINDS.has(p.kind) ? depositQuote(p, deposit, tier?.id ?? null) : null;
    return {
      depositAmount: money(deposit),
      rewardAmount: money(q?.reward ?? (p.kind === 'land' ? LAND_REWARD : 0)),
      turnoverRequired: money(q?.turnover ?? 0),
      venues: await venueNamesOf(ctx.db, p),
    };
  },

  // vipWeekVipWeekInfo and vipWeekClaim: server/handlers/member.ts

  async promotionProgress(ctx) {
    const m = await ctx.member();
    const p = await loadPromo(ctx.db, num(ctx.body, 'id') ?? 0);
    // the one turnover figure (server/turnover.ts): this offer's open requirement
    const open = await ctx.db.transaction((tx) => settleTurnover(tx, m.id, ctx.now));
    const j = await joinOf(ctx.db, m.id, p.id);
    const mine = open.items.find((i) => i.promotionId === p.id);
    const turnoverDone =
      j?.status === 'completed'
        ? j.turnover_required
        : j?.status === 'joined'
          ? (mine?.done ?? 0)
          : 0;
    const board = p.kind === 'race' ? await leaderboard(ctx.db, p, ctx.now) : [];
    const myRank = board.findIndex((b) => b.memberId === m.id) + 1;
    const days = p.kind === 'signGift' ? await signDays(ctx.db, m, p) : new Set<string>();
    const since = dayKey(ctx.now - 40 * DAY);
    return {
      joinStatus: j ? (JOIN_STATUS[j.status] ?? 3) : 0,
      bonusAmount: money(j?.bonus ?? 0),
      turnoverRequired: money(j?.turnover_required ?? 0),
      turnoverDone: money(Math.min(turnoverDone, j?.turnover_required ?? 0)),
      items: await itemsOf(ctx, m, p),
      drawsLeft:
        p.kind === 'drawGift' && statusOf(p, ctx.now) === 1
          ? await drawsLeft(ctx.db, m, p, ctx.now)
          : 0,
      prizes:
        p.kind === 'drawGift'
          ? PRIZES.map((z, index) => ({ index, name: z.name, amount: money(z.amount) }))
          : [],
      signedToday: days.has(dayKey(ctx.now)),
      streak: streakOf(days, ctx.now),
      signedDates: [...days].filter((d) => d >= since).sort(),
      leaderboard: board.slice(0, 10).map((b, i) => ({
        rank: i + 1,
        name: maskName(b.name),
        turnover: money(b.turnover),
      })),
      myRank,
      serverTime: fmtTime(ctx.now),
    };
  },

  async promotionClaim(ctx) {
    const m = await ctx.member();
    const p = await loadPromo(ctx.db, num(ctx.body, 'id') ?? 0);
    const key = str(ctx.body, 'key');
    if (p.kind !== 'race') assertRunning(p, ctx.now);
    const item = (await itemsOf(ctx, m, p)).find((i) => i.key === key);
    if (!item) fail(Code.notFound, '奖励不存在');
    if (item.state === 2) fail(Code.dataExists, '奖励已领取');
    if (item.state === 0) fail(Code.warning, '尚未达成领取条件');
    await payClaim(ctx.db, {
      memberId: m.id,
      promo: p,
      item: key,
      period: p.kind === 'bettingGift' ? dayKey(ctx.now) : '',
      amount: Math.round(item.rewardAmount * 100),
      title: `${p.title} ${item.name}`,
      now: ctx.now,
    });
    return { key, rewardAmount: item.rewardAmount };
  },

  async promotionDraw(ctx) {
    const m = await ctx.member();
    const p = await loadPromo(ctx.db, num(ctx.body, 'id') ?? 0);
    if (p.kind !== 'drawGift') fail(Code.notFound, '该活动没有抽奖');
    assertRunning(p, ctx.now);
    const left = await drawsLeft(ctx.db, m, p, ctx.now);
    if (left <= 0) fail(Code.warning, '今日抽奖次数已用完');
    const today = dayKey(ctx.now);
    const used = (await claimsOf(ctx.db, m.id, p.id)).filter(
      (c) => c.item === 'draw' && c.period.startsWith(`${today}#`),
    ).length;
    const index = pickPrize(randomInt(0, 1_000_000) / 1_000_000);
    const prize = PRIZES[index] ?? PRIZES[0];
    await payClaim(ctx.db, {
      memberId: m.id,
      promo: p,
      item: 'draw',
      period: `${today}#${used + 1}`,
      amount: prize.amount,
      title: `${p.title} ${prize.name}`,
      now: ctx.now,
      already: '请勿频繁抽奖',
    });
    return {
      prizeIndex: index,
      prizeName: prize.name,
      rewardAmount: money(prize.amount),
      drawsLeft: left - 1,
    };
  },

  async promotionSignIn(ctx) {
    const m = await ctx.member();
    const p = await loadPromo(ctx.db, num(ctx.body, 'id') ?? 0);
    if (p.kind !== 'signGift') fail(Code.notFound, '该活动没有签到');
    assertRunning(p, ctx.now);
    const days = await signDays(ctx.db, m, p);
    const today = dayKey(ctx.now);
    if (days.has(today)) fail(Code.dataExists, '今日已签到,明天再来吧');
    days.add(today);
    const streak = streakOf(days, ctx.now);
    const extra = SIGN_STREAK.find((s) => s.days === streak)?.reward ?? 0;
    const amount = SIGN_BASE + extra;
    await payClaim(ctx.db, {
      memberId: m.id,
      promo: p,
      item: 'sign',
      period: today,
      amount,
      title: `${p.title} 第${streak}天签到`,
      now: ctx.now,
      already: '今日已签到,明天再来吧',
    });
    return { date: today, streak, rewardAmount: money(amount) };
  },

  async promotionRecords(ctx) {
    const m = await ctx.member();
    const id = num(ctx.body, 'id') ?? 0;
    const pg = paging(ctx.body);
    const rows = await ctx.db.query<{
      id: number;
      title: string;
      amount: number;
      created_at: number;
    }>(
      'SELECT id, title, amount, created_at FROM promo_claims WHERE member_id = $1 AND promotion_id = $2 ORDER BY id DESC LIMIT $3 OFFSET $4',
      [m.id, id, pg.pageSize, pg.offset],
    );
    const total = await ctx.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM promo_claims WHERE member_id = $1 AND promotion_id = $2',
      [m.id, id],
    );
    return page(
      pg,
      rows.map((r) => ({
        id: Number(r.id),
        title: r.title,
        amount: money(Number(r.amount)),
        createTime: fmtTime(Number(r.created_at)),
      })),
      Number(total[0]?.n ?? 0),
    );
  },

  async promotionInviteInfo(ctx) {
    const m = await ctx.member();
    const { icode, rcode } = inviteCodes(m.id);
    const counts = await ctx.db.query<{ n: number; d: number }>(
      `SELECT COUNT(*)::int AS n,
         COUNT(*) FILTER (WHERE EXISTS (SELECT 1 FROM deposit_orders o WHERE o.member_id = f.id AND o.status = 'paid'))::int AS d
       FROM members f WHERE f.invite_code = $1`,
      [icode],
    );
    // Rewards earned: what the ledger paid for invited friends (claim rows friend:{id}).
    const paid = await ctx.db.query<{ s: number }>(
      "SELECT COALESCE(SUM(amount), 0)::bigint AS s FROM promo_claims WHERE member_id = $1 AND item LIKE 'friend:%'",
      [m.id],
    );
    return {
      icode,
      rcode,
      inviteUrl: `${ctx.origin}/?icode=${icode}&rcode=${rcode}`,
      invitedCount: Number(counts[0]?.n ?? 0),
      depositedCount: Number(counts[0]?.d ?? 0),
      rewardPerFriend: money(inviteRewardOf(await runningInvitation(ctx.db, ctx.now))),
      rewardTotal: money(Number(paid[0]?.s ?? 0)),
    };
  },

  async promotionInviteFriends(ctx) {
    const m = await ctx.member();
    const { icode } = inviteCodes(m.id);
    const pg = paging(ctx.body);
    const rows = await ctx.db.query<{
      name: string;
      created_at: number;
      deposited: boolean;
      reward: number;
    }>(
      `SELECT f.name, f.created_at,
         EXISTS (SELECT 1 FROM deposit_orders o WHERE o.member_id = f.id AND o.status = 'paid') AS deposited,
         (SELECT COALESCE(SUM(c.amount), 0) FROM promo_claims c
           WHERE c.member_id = $4 AND c.item = 'friend:' || f.id::text)::bigint AS reward
       FROM members f WHERE f.invite_code = $1 ORDER BY f.id DESC LIMIT $2 OFFSET $3`,
      [icode, pg.pageSize, pg.offset, m.id],
    );
    const total = await ctx.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM members WHERE invite_code = $1',
      [icode],
    );
    return page(
      pg,
      rows.map((r) => ({
        name: maskName(r.name),
        registerTime: fmtTime(Number(r.created_at)),
        deposited: Boolean(r.deposited),
        rewardAmount: money(Number(r.reward)),
      })),
      Number(total[0]?.n ?? 0),
    );
  },
  // activityTopGiftGiftList, activityTopGiftExchange and activityTopGiftExchangeRecord:
  // server/handlers/gifts.ts
};
