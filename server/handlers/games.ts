// Games: venues, game lists, bonus pools, launch (demo venue page), venue wallets, transfers,
// auto-transfer, bet records, favourites, hot-live match detail.
import type { Sql } from '../db/adapter.ts';
import type { HandlerMap } from './types.ts';
import { fail, Code } from '../envelope.ts';
import { accountId, balanceOf, move, venueBalances } from '../ledger.ts';
import { amountCents, fmtTime, money, num, paging, page, parseTime, str } from './util.ts';
import { venueOut, venues } from './site.ts';
import {
  ACTIVITY_MESSAGE,
  CENTRE_WALLET_VENUES,
  orderId,
  recycleAll,
  transferVenue,
  venueExists,
} from '../funds.ts';
import { issueTicket, VENUE_PAGE_PREFIX } from '../venue-page.ts';
import { settleDue, loadMatch } from '../sports/betting.ts';
import { settleDraws } from '../venues/lottery-game.ts';
import { liveState } from '../sports/sim.ts';
import type { Member } from '../auth.ts';

export { CENTRE_WALLET_VENUES };

async function activityVenues(db: Sql, memberId: number): Promise<string[]> {
  const rows = await db.query<{ venues: unknown }>(
    `SELECT p.data->'venues' AS venues FROM activity_joins j JOIN promotions p ON p.id = j.promotion_id
     WHERE j.member_id = $1 AND j.status = 'joined'`,
    [memberId],
  );
  return rows.flatMap((r) =>
    Array.isArray(r.venues) ? r.venues.filter((v): v is string => typeof v === 'string') : [],
  );
}

async function gameByCode(
  db: Sql,
  enName: string,
  gameCode: string,
): Promise<{ id: number; name: string }> {
  const rows = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM games WHERE venue = $1 AND game_code = $2',
    [enName, gameCode],
  );
  const g = rows[0];
  if (!g) fail(Code.notFound, '游戏不存在');
  return { id: Number(g.id), name: g.name };
}

export { ACTIVITY_MESSAGE };

/** Sports bets and demo venue rounds (a lottery ticket open until its draw) as one record set (category, venue, game, money). */
const RECORDS = `(
  SELECT b.id, b.member_id, 'TY' AS category, b.venue, v.name AS venue_name, b.game_type AS game_name, b.stake, b.payout,
         b.status, b.result, b.created_at, b.settled_at, b.cashed_stake, b.cashed_out
    FROM bets b JOIN venues v ON v.en_name = b.venue
  UNION ALL
  SELECT r.id, r.member_id, v.category, r.venue, v.name, COALESCE(g.name, v.name), r.stake, r.payout,
         CASE WHEN r.settled THEN 'settled' ELSE 'open' END,
         CASE WHEN NOT r.settled THEN NULL WHEN r.payout > r.stake THEN 'W' WHEN r.payout = r.stake THEN 'P' ELSE 'L' END,
         r.created_at, CASE WHEN r.settled THEN COALESCE(r.draws_at, r.created_at) END,
         0::bigint, 0::bigint
    FROM venue_rounds r JOIN venues v ON v.en_name = r.venue LEFT JOIN games g ON g.venue = r.venue AND g.game_code = r.game_code
) rec`;

export function betRecordsQuery(
  m: Member,
  body: Record<string, unknown>,
): { where: string; params: unknown[] } {
  const begin = parseTime(body.beginTime) ?? 0;
  const end = parseTime(body.endTime) ?? Number.MAX_SAFE_INTEGER;
  const category = str(body, 'category') || null;
  const enName = str(body, 'enName') || null;
  return {
    where: `member_id = $1 AND created_at BETWEEN $2 AND $3 AND ($4::text IS NULL OR category = $4)
      AND ($5::text IS NULL OR venue = $5 OR (category = 'TY' AND $5 IN (SELECT en_name FROM venues WHERE category = 'TY')))`,
    params: [m.id, begin, end, category, enName],
  };
}

/**
 * A lottery's next draw: draws every `everyMin` minutes from Beijing midnight; the issue is the
 * Beijing date and the draw's number of the day (20260101-042).
 */
export function nextDraw(
  gameCode: string,
  gameName: string,
  everyMin: number,
  now: number,
): { gameCode: string; gameName: string; issue: string; drawAtMs: number } {
  const period = everyMin * 60_000;
  const beijing = 8 * 3_600_000;
  const drawAtMs = (Math.floor((now + beijing) / period) + 1) * period - beijing;
  // a draw at midnight is the last of the day before
  const t = drawAtMs + beijing - 1;
  const local = new Date(t);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const n = Math.floor((t - dayStart) / period) + 1;
  const ymd = local.toISOString().slice(0, 10).replaceAll('-', '');
  return { gameCode, gameName, issue: `${ymd}-${String(n).padStart(3, '0')}`, drawAtMs };
}

export const gamesHandlers: HandlerMap = {
  async venueAllBalance(ctx) {
    const m = await ctx.member();
    const balances = await venueBalances(ctx.db, m.id);
    const list = (await venues(ctx.db))
      .filter((v) => !CENTRE_WALLET_VENUES.has(v.en_name))
      .map((v) => ({
        channelCode: v.en_name,
        name: v.name,
        balance: money(balances.get(v.en_name) ?? 0),
        maintenance: v.maintenance,
      }));
    return { totalMoney: Math.round(list.reduce((s, v) => s + v.balance * 100, 0)) / 100, list };
  },

  async venueRecycle(ctx) {
    const m = await ctx.member();
    // One recycle of a member at a time: a concurrent one waits, then finds what is left
    // (nothing: recycledAmount 0) instead of failing on a balance already moved (issue 42).
    await ctx.db.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [m.id]);
    const code = str(ctx.body, 'channelCode');
    let recycled: number;
    if (code) {
      const v = await venueExists(ctx.db, code);
      const bal = await balanceOf(ctx.db, m.id, 'venue', v.en_name);
      recycled =
        bal > 0
          ? (await transferVenue(ctx.db, m, {
              venue: v.en_name,
              direction: 'out',
              amount: bal,
              now: ctx.now,
            }),
            bal)
          : 0;
    } else {
      recycled = await recycleAll(ctx.db, m, ctx.now);
    }
    return {
      recycledAmount: money(recycled),
      centerWalletBalance: money(await balanceOf(ctx.db, m.id, 'center')),
    };
  },

  async venueTransfer(ctx) {
    const m = await ctx.member();
    const amount = amountCents(ctx.body.amount);
    const r = await transferVenue(ctx.db, m, {
      venue: str(ctx.body, 'channelCode'),
      direction: 'in',
      amount,
      now: ctx.now,
    });
    return {
      orderNo: orderId('T', ctx.now),
      centerWalletBalance: money(r.center),
      venueBalance: money(r.venue),
    };
  },

  async venueGetVenueInfoByCategory(ctx) {
    const rows = await venues(ctx.db, str(ctx.body, 'category'));
    const firstGames = await ctx.db.query<{ venue: string; game_code: string; name: string }>(
      `SELECT DISTINCT ON (venue) venue, game_code, name FROM games ORDER BY venue, id`,
    );
    return rows.map((v) => {
      const out = venueOut(v);
      if (Array.isArray(v.data.tables) && v.data.tables.length > 0) out.tables = v.data.tables;
      if (Array.isArray(v.data.liveMatches) && v.data.liveMatches.length > 0)
        out.liveMatches = v.data.liveMatches;
      const every = Number(v.data.drawEveryMin) || 0;
      const first = firstGames.find((g) => g.venue === v.en_name);
      if (every > 0 && first) out.nextDraw = nextDraw(first.game_code, first.name, every, ctx.now);
      return out;
    });
  },

  async venueGetBonusPools(ctx) {
    const en = str(ctx.body, 'enName');
    const rows = await ctx.db.query<{ en_name: string; bonus_pool: number; game_code: string }>(
      `SELECT v.en_name, v.bonus_pool, g.game_code FROM venues v JOIN games g ON g.venue = v.en_name
       WHERE v.bonus_pool > 0 AND g.hot AND ($1 = '' OR v.en_name = $1) ORDER BY v.sort`,
      [en],
    );
    // The pool grows with the clock (a cent a second), deterministic for tests.
    const growth = Math.floor(ctx.now / 1000) % 10_000_000;
    return rows.map((r) => ({
      enName: r.en_name,
      gameCode: r.game_code,
      amount: money(Number(r.bonus_pool) + growth),
    }));
  },

  async venueGameList(ctx) {
    const m = await ctx.maybeMember();
    const p = paging(ctx.body);
    const en = str(ctx.body, 'enName');
    const keyword = str(ctx.body, 'keyword').trim();
    const tab = str(ctx.body, 'tab') || 'all';
    if (tab === 'collection' && !m) fail(Code.loginExpired, '请重新登录');
    const gameType = str(ctx.body, 'gameType').trim();
    const where = (
      typeParam: string,
    ) => `g.venue = $1 AND ($2 = '' OR g.name ILIKE '%' || $2 || '%')
      AND ($3 <> 'hot' OR g.hot) AND ($3 <> 'new' OR g.id % 2 = 0)
      AND ($3 <> 'collection' OR c.member_id IS NOT NULL)
      AND (${typeParam}::text = '' OR g.data->>'type' = ${typeParam}::text)`;
    const rows = await ctx.db.query<{
      game_code: string;
      name: string;
      hot: boolean;
      id: number;
      data: { icon?: string; type?: string };
      collected: boolean;
    }>(
      `SELECT g.*, c.member_id IS NOT NULL AS collected FROM games g LEFT JOIN collections c ON c.game_id = g.id AND c.member_id = $4
       WHERE ${where('$7')} ORDER BY g.id LIMIT $5 OFFSET $6`,
      [en, keyword, tab, m?.id ?? 0, p.pageSize, p.offset, gameType],
    );
    const total = await ctx.db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM games g LEFT JOIN collections c ON c.game_id = g.id AND c.member_id = $4
       WHERE ${where('$5')}`,
      [en, keyword, tab, m?.id ?? 0, gameType],
    );
    // Every type of the venue, in the order of its games (the lobby's type tabs).
    const typeRows = await ctx.db.query<{ type: string | null }>(
      `SELECT data->>'type' AS type FROM games WHERE venue = $1 ORDER BY id`,
      [en],
    );
    const gameTypes = [...new Set(typeRows.map((r) => r.type).filter((t): t is string => !!t))];
    return {
      ...page(
        p,
        rows.map((g) => ({
          gameCode: g.game_code,
          name: g.name,
          icon: g.data.icon ?? '',
          enName: en,
          hot: g.hot,
          new: Number(g.id) % 2 === 0,
          collected: g.collected,
          ...(g.data.type ? { gameType: g.data.type } : {}),
        })),
        Number(total[0]?.n ?? 0),
      ),
      gameTypes,
    };
  },

  async venueLaunch(ctx) {
    const m = await ctx.member();
    const v = await venueExists(ctx.db, str(ctx.body, 'enName'));
    if (v.maintenance) fail(Code.venueMaintenance, '场馆维护中,请稍后再试');
    const isActivity = ctx.body.isActivity === true;
    if (!isActivity && (await activityVenues(ctx.db, m.id)).includes(v.en_name))
      fail(Code.venueActivity, ACTIVITY_MESSAGE);
    const gameCode = str(ctx.body, 'gameCode');
    // Sports venues open their own lobby; other venues check the game.
    if (gameCode && v.category !== 'TY') await gameByCode(ctx.db, v.en_name, gameCode);
    // Auto-transfer (the member's setting): the money follows the player. Entering a venue
    // recalls what other venues hold to the centre wallet, then moves the centre wallet into
    // the venue; entering the own book (which plays with the centre wallet) recalls everything.
    // Venues locked by an activity's turnover keep their money.
    if (m.auto_transfer && CENTRE_WALLET_VENUES.has(v.en_name))
      await ctx.db.transaction((tx) => recycleAll(tx, m, ctx.now, { memo: '自动回收' }));
    if (m.auto_transfer && !CENTRE_WALLET_VENUES.has(v.en_name) && !isActivity) {
      await ctx.db.transaction(async (tx) => {
        await recycleAll(tx, m, ctx.now, { except: v.en_name, memo: '自动回收' });
        const center = await accountId(tx, m.id, 'center');
        const wallet = await accountId(tx, m.id, 'venue', v.en_name);
        const bal = await balanceOf(tx, m.id, 'center');
        if (bal > 0)
          await move(tx, {
            memberId: m.id,
            kind: 'transfer',
            from: center,
            to: wallet,
            amount: bal,
            at: ctx.now,
            ref: v.en_name,
            memo: `自动转入${v.en_name}`,
          });
      });
    }
    // The own sports book plays with the centre wallet on the site's board, never the demo page.
    if (CENTRE_WALLET_VENUES.has(v.en_name) && v.category === 'TY')
      return { url: `/game/sport/${encodeURIComponent(v.en_name)}` };
    const ticket = issueTicket(
      ctx.services,
      { memberId: m.id, venue: v.en_name, gameCode, session: ctx.token ?? '' },
      ctx.now,
    );
    return { url: `${VENUE_PAGE_PREFIX}/${encodeURIComponent(v.en_name)}?ticket=${ticket}` };
  },

  async venueBalance(ctx) {
    const m = await ctx.member();
    const v = await venueExists(ctx.db, str(ctx.body, 'channelCode'));
    if (v.maintenance) fail(Code.venueMaintenance, '场馆维护中');
    const bal = CENTRE_WALLET_VENUES.has(v.en_name)
      ? await balanceOf(ctx.db, m.id, 'center')
      : await balanceOf(ctx.db, m.id, 'venue', v.en_name);
    return { channelCode: v.en_name, balance: money(bal) };
  },

  async statusSetAutoTransferStatus(ctx) {
    const m = await ctx.member();
    await ctx.db.query('UPDATE members SET auto_transfer = $2 WHERE id = $1', [
      m.id,
      num(ctx.body, 'status') === 1,
    ]);
    return null;
  },

  async recordBetRecordTotal(ctx) {
    const m = await ctx.member();
    await settleDue(ctx.db, ctx.now, (s) => {
      void ctx.services.feed.settled(s.memberId, s.betId, s.result, s.payout);
    });
    await settleDraws(ctx.db, ctx.now);
    const q = betRecordsQuery(m, ctx.body);
    const rows = await ctx.db.query<{ n: number; stake: number; valid: number; wl: number }>(
      // stake placed = open stake + cashed-out stake; the cashed-out stake (提前兑现) is not
      // valid turnover (help page tysstqth); a cash-out's result is what it paid less its stake
      `SELECT COUNT(*)::int AS n, COALESCE(SUM(stake + cashed_stake), 0)::bigint AS stake,
              COALESCE(SUM(CASE WHEN status = 'settled' AND result NOT LIKE 'D%' AND result NOT IN ('P', 'A') THEN stake ELSE 0 END), 0)::bigint AS valid,
              COALESCE(SUM(CASE WHEN status IN ('settled', 'cashed') THEN payout + cashed_out - stake - cashed_stake ELSE 0 END), 0)::bigint AS wl
       FROM ${RECORDS} WHERE ${q.where}`,
      q.params,
    );
    const r = rows[0];
    return {
      betCount: Number(r?.n ?? 0),
      betAmount: money(Number(r?.stake ?? 0)),
      validAmount: money(Number(r?.valid ?? 0)),
      winLoss: money(Number(r?.wl ?? 0)),
    };
  },

  async recordBetRecordList(ctx) {
    const m = await ctx.member();
    await settleDue(ctx.db, ctx.now, (s) => {
      void ctx.services.feed.settled(s.memberId, s.betId, s.result, s.payout);
    });
    await settleDraws(ctx.db, ctx.now);
    const p = paging(ctx.body);
    const q = betRecordsQuery(m, ctx.body);
    const rows = await ctx.db.query<{
      id: string;
      category: string;
      venue_name: string;
      game_name: string;
      stake: number;
      payout: number;
      status: string;
      result: string | null;
      created_at: number;
      settled_at: number | null;
      cashed_stake: number;
      cashed_out: number;
    }>(
      `SELECT * FROM ${RECORDS} WHERE ${q.where} ORDER BY created_at DESC LIMIT ${p.pageSize} OFFSET ${p.offset}`,
      q.params,
    );
    const total = await ctx.db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM ${RECORDS} WHERE ${q.where}`,
      q.params,
    );
    return page(
      p,
      rows.map((b) => {
        const settled = b.status === 'settled';
        const closed = settled || b.status === 'cashed'; // a full cash-out closes the bet
        const cancelled = settled && (b.result?.startsWith('D') ?? false);
        return {
          orderNo: b.id,
          venueName: b.venue_name,
          gameName: b.game_name,
          category: b.category,
          betAmount: money(Number(b.stake) + Number(b.cashed_stake)),
          validAmount:
            settled && !cancelled && b.result !== 'P' && b.result !== 'A'
              ? money(Number(b.stake))
              : 0,
          winLoss: closed
            ? money(
                Number(b.payout) + Number(b.cashed_out) - Number(b.stake) - Number(b.cashed_stake),
              )
            : 0,
          status: cancelled ? 2 : closed ? 1 : 0,
          betTime: fmtTime(Number(b.created_at)),
          settleTime: b.settled_at === null ? null : fmtTime(Number(b.settled_at)),
        };
      }),
      Number(total[0]?.n ?? 0),
    );
  },

  async collectionAddCollection(ctx) {
    const m = await ctx.member();
    const g = await gameByCode(ctx.db, str(ctx.body, 'enName'), str(ctx.body, 'gameCode'));
    const rows = await ctx.db.query(
      'INSERT INTO collections (member_id, game_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING game_id',
      [m.id, g.id, ctx.now],
    );
    if (rows.length === 0) fail(Code.dataExists, '已收藏');
    return null;
  },

  async collectionRemoveCollection(ctx) {
    const m = await ctx.member();
    const g = await gameByCode(ctx.db, str(ctx.body, 'enName'), str(ctx.body, 'gameCode'));
    const rows = await ctx.db.query(
      'DELETE FROM collections WHERE member_id = $1 AND game_id = $2 RETURNING game_id',
      [m.id, g.id],
    );
    if (rows.length === 0) fail(Code.notFound, '未收藏该游戏');
    return null;
  },

  async videoHotLiveMatchDetail(ctx) {
    const id = Number(str(ctx.body, 'matchId'));
    const match = Number.isSafeInteger(id) ? await loadMatch(ctx.db, id) : null;
    if (!match || match.champion) fail(Code.notFound, '赛事不存在');
    const s = liveState(match, ctx.now);
    const rows = await ctx.db.query<{ name: string }>('SELECT name FROM leagues WHERE id = $1', [
      match.league_id,
    ]);
    return {
      matchId: String(match.id),
      leagueName: rows[0]?.name ?? '',
      team_h: match.team_h,
      team_c: match.team_c,
      startTime: fmtTime(match.starts_at),
      isLive: s.phase === 'live',
      score: `${s.scoreH}-${s.scoreC}`,
      streamUrl: s.phase === 'live' ? `/live/${match.id}.m3u8` : null,
    };
  },
};
