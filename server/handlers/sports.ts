// venueResource: the sports book (leagues, matches, odds in four formats, bet placement,
// bet records) over the live simulator.
import type { Sql } from '../db/adapter.ts';
import type { Ctx, HandlerMap } from './types.ts';
import { ApiFailure, fail, Code } from '../envelope.ts';
import { memberByName, memberOfToken, type Member } from '../auth.ts';
import { amountCents, fmtDate, fmtTime, money, obj, paging, page, parseTime, str } from './util.ts';
import {
  allMarketsNow,
  inningOf,
  isSetSport,
  liveState,
  marketName,
  marketsNow,
  matchClock,
  formatOdds,
  handicapText,
  matchEvents,
  parseOddsId,
  sideName,
  type MatchRow,
  type OddsFormat,
  type Price,
} from '../sports/sim.ts';
import {
  loadMatch,
  placeBet,
  settleDue,
  storedSeriesType,
  type BetKind,
  type StoredBet,
} from '../sports/betting.ts';
import { betCount, seriesTypeCode } from '../../src/domain/parlay.ts';
import { liveTicket } from '../venue-page.ts';
import { OWN_BOOK, selfSportOn } from './site.ts';
import {
  CASH_OUT_MESSAGES,
  cashOut,
  cashOutBetOf,
  priceBet,
  quoteBets,
  type CashOutReason,
} from '../sports/cashout.ts';

interface MatchWithLeague extends MatchRow {
  league_name: string;
}

async function allMatches(db: Sql): Promise<MatchWithLeague[]> {
  const rows = await db.query<MatchWithLeague & Record<string, unknown>>(
    'SELECT m.*, l.name AS league_name FROM matches m JOIN leagues l ON l.id = m.league_id ORDER BY m.starts_at, m.id',
  );
  return rows.map((m) => ({
    ...m,
    id: Number(m.id),
    league_id: Number(m.league_id),
    starts_at: Number(m.starts_at),
  }));
}

/** Matches shown for a game type, show type and optional date (Beijing day). */
export function selectMatches(
  list: MatchWithLeague[],
  now: number,
  gameType: string,
  showType: string,
  date?: string,
): MatchWithLeague[] {
  const today = fmtDate(now);
  return list.filter((m) => {
    const s = liveState(m, now);
    const champion = showType === 'FSFT' || showType === 'FSFU' || gameType === 'FS';
    if (champion !== m.champion) return false;
    if (gameType !== 'ALL' && gameType !== 'FS' && m.game_type !== gameType) return false;
    if (m.champion) {
      if (now >= m.starts_at) return false;
      const soon = m.starts_at - now <= 8 * 86_400_000;
      return showType === 'FSFU' ? !soon : true;
    }
    if (date && fmtDate(m.starts_at) !== date) return false;
    switch (showType) {
      case 'RB':
        return s.phase === 'live';
      case 'FT':
        return s.phase === 'scheduled' && fmtDate(m.starts_at) === today;
      case 'FU':
        return s.phase === 'scheduled' && fmtDate(m.starts_at) > today;
      default:
        return false;
    }
  });
}

function selectionOut(m: MatchRow, p: Price, oddsType: OddsFormat): Record<string, unknown> {
  return {
    r: p.oddsId,
    gameId: String(m.id),
    w: p.play,
    rtype: p.side,
    name: sideName(m, p),
    handicap: handicapText(p),
    odds: formatOdds(p.price, p.play === 'FS' ? 'E' : oddsType),
  };
}

function matchOut(m: MatchWithLeague, now: number, oddsType: OddsFormat): Record<string, unknown> {
  const s = liveState(m, now);
  const sets = isSetSport(m.game_type);
  const prices = marketsNow(m, now);
  return {
    gameId: String(m.id),
    hgid: `${m.id}1`,
    gide: String(m.id),
    league_id: String(m.league_id),
    leagueName: m.league_name,
    team_h: m.team_h,
    team_c: m.team_c,
    startTime: fmtTime(m.starts_at),
    gameType: m.champion ? 'FS' : m.game_type,
    re_time: matchClock(m, s),
    // every open price of the match (the +N of the row; the match page lists them)
    t_count: m.champion ? prices.length : allMarketsNow(m, now).length,
    isLive: s.phase === 'live',
    se_now: s.period,
    HalfTime: s.period === 'HT',
    inningNum: inningOf(m, s),
    gameStatus: { scheduled: 0, live: 1, finished: 2, cancelled: 4 }[s.phase],
    sc_FT_H: s.scoreH,
    sc_FT_C: s.scoreC,
    sc_FT_A: `${s.scoreH}-${s.scoreC}`,
    sc_set_H: sets ? s.scoreH : 0,
    sc_set_A: sets ? s.scoreC : 0,
    sc_game_H: s.gameH,
    sc_game_A: s.gameC,
    // main line: the handicap pair, the over/under pair, then the 1x2 (M/RM)
    mainOdds: (m.champion
      ? prices.slice(0, 6)
      : [
          ...prices.filter((p) => /^(R|RE|OU|ROU)$/.test(p.play)),
          ...prices.filter((p) => p.play === 'M' || p.play === 'RM'),
        ]
    ).map((p) => selectionOut(m, p, oddsType)),
  };
}

/** The member of a sports call: the header token, or the Request's venue token (a launch
 * ticket or a session token). A Request token that is not valid is a UID verification error. */
async function sportsMember(ctx: Ctx, req: Record<string, unknown>): Promise<Member> {
  const fromHeader = await ctx.maybeMember();
  if (fromHeader) return fromHeader;
  const venueToken = str(req, 'token');
  if (!venueToken) fail(Code.loginExpired, '请重新登录');
  const ticket = await liveTicket(ctx.services, ctx.db, venueToken, ctx.now);
  if (ticket) {
    const rows = await ctx.db.query<{ name: string }>('SELECT name FROM members WHERE id = $1', [
      ticket.memberId,
    ]);
    if (rows[0]) {
      const m = await memberByName(ctx.db, rows[0].name);
      if (m) return m;
    }
  }
  try {
    return await memberOfToken(ctx.db, venueToken, ctx.now);
  } catch {
    fail(Code.uidVerification, '数据异常,请重新进入游戏');
  }
}

function oddsTypeOf(req: Record<string, unknown>): OddsFormat {
  const t = str(req, 'oddsType');
  return t === 'E' || t === 'I' || t === 'M' ? t : 'H';
}

/** Decimal odds x1000 of a displayed price in a format (inverse of formatOdds, to 3 decimals). */
function sameOdds(currentX1000: number, shown: number, format: OddsFormat, play: string): boolean {
  const current = formatOdds(currentX1000, play === 'FS' ? 'E' : format);
  return Math.abs(current - shown) < 0.0051;
}

/** Why a ticket is refused when a selection moved (code 6012, with the moves). */
export const LINE_MOVED = '盘口已变更,请确认新盘口后重新投注';
export const ODDS_MOVED = '赔率已变更,请确认新赔率后重新投注';
/** A bet on the own book while the site's selfSport flag is off (6003). */
export const OWN_BOOK_CLOSED = '本站自营体育暂未开放,暂不接受投注';

/** The same line as shown ('-0/0.5' and '-0/0.50', '2.5' and '2.50' are one line). */
function sameLine(seen: string, now: string): boolean {
  const nums = (t: string): number[] => {
    const sign = t.startsWith('-') ? -1 : 1;
    return t
      .replace(/^[+-]/, '')
      .split('/')
      .map((x) => sign * Number(x));
  };
  const a = nums(seen);
  const b = nums(now);
  return a.length === b.length && a.every((x, i) => Number.isFinite(x) && x === b[i]);
}

async function placeTickets(
  ctx: Ctx,
  req: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const m = await sportsMember(ctx, req);
  const betType = str(req, 'betType') as BetKind;
  const oddsType: OddsFormat = betType === 'series' ? 'H' : oddsTypeOf(req);
  const stake = amountCents(req.stake);
  const accept = req.acceptOddsChange === true;
  const raw = Array.isArray(req.selections)
    ? (req.selections as Array<Record<string, unknown>>)
    : [];
  if (raw.length === 0) fail(Code.parameterError, '请选择投注项');
  if (raw.length > 10) fail(Code.parameterError, '投注项数量已达上限');
  // The player's odds and line are checked here (in the request's format); placeBet re-reads
  // the price. A moved line is another bet: refused whatever acceptOddsChange says.
  const inputs: Array<{
    oddsId: string;
    odds: number;
    changed: boolean;
    lineMoved: boolean;
    now: { r: string; odds: number; ratio: string } | null;
  }> = [];
  for (const s of raw) {
    const oddsId = str(s, 'r');
    const ref = parseOddsId(oddsId);
    const match = ref ? await loadMatch(ctx.db, ref.matchId) : null;
    const price = match
      ? allMarketsNow(match, ctx.now).find((p) => p.oddsId === oddsId)
      : undefined;
    const shown = typeof s.odds === 'number' ? s.odds : Number(s.odds);
    const seen = typeof s.ratio === 'string' ? s.ratio.trim() : null;
    const line = price ? handicapText(price) : '';
    inputs.push({
      oddsId,
      odds: price?.price ?? 0,
      changed: price ? !sameOdds(price.price, shown, oddsType, price.play) : false,
      lineMoved: price !== undefined && seen !== null && line !== '' && !sameLine(seen, line),
      now: price
        ? {
            r: oddsId,
            odds: formatOdds(price.price, price.play === 'FS' ? 'E' : oddsType),
            ratio: line,
          }
        : null,
    });
  }
  const betTime = fmtTime(ctx.now);
  const groups = betType === 'single' ? inputs.map((i) => [i]) : [inputs];
  // kx1 / nxM (src/domain/parlay.ts)
  const seriesType = betType === 'series' ? str(req, 'seriesType') || undefined : undefined;
  const tickets: Array<Record<string, unknown>> = [];
  const rejected = (
    reason: string,
    code: number,
    moved: Array<{ r: string; odds: number; ratio: string }> = [],
  ): Record<string, unknown> => ({
    ticket_id: '',
    status: 'rejected',
    stake: money(stake),
    odds: 0,
    potentialWin: 0,
    betTime,
    reason,
    bets: 0,
    seriesType: null,
    legs: [],
    code,
    changed: moved,
  });
  /** The moved selections of a group, with their price and line now. */
  const movesOf = (group: typeof inputs): Array<{ r: string; odds: number; ratio: string }> =>
    group.flatMap((g) => (g.now && (g.changed || g.lineMoved) ? [g.now] : []));
  for (const group of groups) {
    if (group.some((g) => g.lineMoved)) {
      tickets.push(rejected(LINE_MOVED, Code.warning, movesOf(group)));
      continue;
    }
    if (!accept && group.some((g) => g.changed)) {
      tickets.push(rejected(ODDS_MOVED, Code.warning, movesOf(group)));
      continue;
    }
    try {
      const bet = await placeBet(ctx.db, m, {
        kind: betType,
        selections: group.map((g) => ({ oddsId: g.oddsId, odds: g.odds })),
        stake,
        seriesType,
        oddsType,
        acceptAnyOdds: true,
        venue: str(ctx.body, 'enName') || 'XMTY',
        now: ctx.now,
      });
      tickets.push({
        ticket_id: bet.id,
        status: 'accepted',
        stake: money(bet.stake),
        odds: formatOdds(bet.odds, betType === 'champion' ? 'E' : oddsType),
        potentialWin: money(bet.potential_payout - bet.stake),
        betTime,
        reason: '',
        bets: bet.bets,
        seriesType: bet.series_type ?? null,
        // the accepted price of each leg, in the format placed
        legs: bet.selections.map((l) => ({
          r: l.oddsId,
          odds: formatOdds(l.odds, l.play === 'FS' ? 'E' : oddsType),
        })),
        code: Code.success,
        changed: [],
      });
    } catch (e) {
      if (!(e instanceof ApiFailure)) throw e;
      tickets.push(rejected(e.message, e.code));
    }
  }
  return { method: 'placeBet', tickets };
}

interface BetRecordRow {
  id: string;
  kind: BetKind;
  stake: number;
  odds: number;
  result: string | null;
  payout: number;
  status: string;
  created_at: number;
  cashed_stake: number;
  cashed_out: number;
  selections: StoredBet;
}

async function betRecords(
  ctx: Ctx,
  req: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const m = await sportsMember(ctx, req);
  await settleDue(ctx.db, ctx.now, (s) => {
    void ctx.services.feed.settled(s.memberId, s.betId, s.result, s.payout);
  });
  const p = paging(req);
  const settled = req.settled === true;
  const begin = parseTime(req.beginTime) ?? 0;
  const end = parseTime(req.endTime) ?? Number.MAX_SAFE_INTEGER;
  // a fully cashed-out bet is closed: it lists with the settled ones
  const where = "member_id = $1 AND (status <> 'pending') = $2 AND created_at BETWEEN $3 AND $4";
  const rows = await ctx.db.query<BetRecordRow & Record<string, unknown>>(
    `SELECT * FROM bets WHERE ${where} ORDER BY created_at DESC LIMIT $5 OFFSET $6`,
    [m.id, settled, begin, end, p.pageSize, p.offset],
  );
  const total = await ctx.db.query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM bets WHERE ${where}`,
    [m.id, settled, begin, end],
  );
  const leagues = new Map(
    (await ctx.db.query<{ id: number; name: string }>('SELECT id, name FROM leagues')).map((l) => [
      Number(l.id),
      l.name,
    ]),
  );
  const matches = await allMatches(ctx.db);
  const byId = new Map(matches.map((x) => [x.id, x]));
  const priced = new Map<number, MatchRow | null>(matches.map((x) => [x.id, x]));
  const cashOuts = await Promise.all(
    rows.map((b) => priceBet(ctx.db, cashOutBetOf(b), ctx.now, priced)),
  );
  return {
    method: 'betRecords',
    ...page(
      p,
      rows.map((b, i) => {
        // the odds in the format the bet was placed in (older bets: the request's)
        const placedIn = oddsTypeOf({ oddsType: b.selections.oddsType ?? oddsTypeOf(req) });
        const type = storedSeriesType(b.kind, b.selections);
        return {
          ticket_id: b.id,
          betTime: fmtTime(Number(b.created_at)),
          betType: b.kind,
          seriesType: type ? seriesTypeCode(type) : null,
          bets: type ? betCount(type) : 1,
          // the stake placed (a partial cash-out leaves part of it open: cashOut.openStake)
          stake: money(Number(b.stake) + Number(b.cashed_stake)),
          odds: formatOdds(Number(b.odds), b.kind === 'champion' ? 'E' : placedIn),
          oddsType: b.kind === 'champion' ? 'E' : placedIn,
          result: b.status === 'settled' ? b.result : null,
          winLoss:
            b.status === 'pending'
              ? 0
              : money(
                  Number(b.payout) +
                    Number(b.cashed_out) -
                    Number(b.stake) -
                    Number(b.cashed_stake),
                ),
          cashOut: cashOutOut(b, cashOuts[i]),
          selections: b.selections.legs.map((l) => {
            const mt = byId.get(l.matchId);
            const s =
              mt && !l.placedScore && b.selections.oddsType === undefined
                ? liveState(mt, ctx.now)
                : null;
            const price: Price = {
              oddsId: l.oddsId,
              play: l.play,
              side: l.side,
              line: Number(l.line),
              price: l.odds,
            };
            return {
              leagueName: leagues.get(l.leagueId) ?? '',
              team_h: l.teamH,
              team_c: l.teamC,
              w: l.play,
              market: marketName(l.play, l.gameType),
              rtype: l.side,
              selection: sideName({ team_h: l.teamH, team_c: l.teamC }, l),
              handicap: handicapText(price),
              odds: formatOdds(l.odds, l.play === 'FS' ? 'E' : placedIn),
              // the exact price accepted: a leg shown in decimal (独赢, 波胆) reads it, since a
              // 3-decimal Malay or Indonesian figure does not convert back exactly
              decimalOdds: formatOdds(l.odds, 'E'),
              // the score when the bet was placed (in-play bets); older bets: the score now
              score: l.placedScore
                ? `${l.placedScore.h}-${l.placedScore.c}`
                : s && s.phase !== 'scheduled'
                  ? `${s.scoreH}-${s.scoreC}`
                  : '',
            };
          }),
        };
      }),
      Number(total[0]?.n ?? 0),
    ),
  };
}

/** A record's cash-out state: its value now (or why none), and what was cashed out so far. */
function cashOutOut(
  b: BetRecordRow,
  price: { value: number } | { value: null; reason: CashOutReason } | undefined,
): Record<string, unknown> {
  const reason = price && price.value === null ? price.reason : null;
  return {
    value: price && price.value !== null ? money(price.value) : null,
    reason,
    message: reason ? CASH_OUT_MESSAGES[reason] : '',
    cashedOut: money(Number(b.cashed_out)),
    cashedStake: money(Number(b.cashed_stake) + (b.status === 'cashed' ? Number(b.stake) : 0)),
    openStake: money(b.status === 'pending' ? Number(b.stake) : 0),
    full: b.status === 'cashed',
  };
}

const PREFERENCES = ['any', 'higher', 'ask'] as const;

async function cashOutQuote(
  ctx: Ctx,
  req: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const m = await sportsMember(ctx, req);
  const ids = Array.isArray(req.ticketIds)
    ? req.ticketIds.filter((x): x is string => typeof x === 'string')
    : [];
  const quotes = await quoteBets(ctx.db, m.id, ids, ctx.now);
  return {
    method: 'cashOutQuote',
    quotes: quotes.map((q) => ({
      ticket_id: q.ticketId,
      value: q.value === null ? null : money(q.value),
      cashable: q.value !== null,
      reason: q.reason,
      message: q.reason ? CASH_OUT_MESSAGES[q.reason] : '',
      quoteId: q.quoteId,
      expiresAt: q.expiresAt === null ? null : fmtTime(q.expiresAt),
      expiresInMs: q.expiresAt === null ? 0 : q.expiresAt - ctx.now,
    })),
  };
}

async function cashOutBet(
  ctx: Ctx,
  req: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const m = await sportsMember(ctx, req);
  const pref = str(req, 'oddsChange');
  const amount = amountCents(req.amount);
  const done = await cashOut(ctx.db, m.id, {
    ticketId: str(req, 'ticket_id'),
    quoteId: str(req, 'quoteId'),
    amount,
    preference: (PREFERENCES as readonly string[]).includes(pref)
      ? (pref as (typeof PREFERENCES)[number])
      : 'ask',
    now: ctx.now,
  });
  return {
    method: 'cashOut',
    ticket_id: done.ticketId,
    amount: money(done.amount),
    stakeCashed: money(done.stakeCashed),
    remainingStake: money(done.remainingStake),
    full: done.full,
    cashedAt: fmtTime(ctx.now),
  };
}

export const sportsHandlers: HandlerMap = {
  async venueResource(ctx) {
    const method = str(ctx.body, 'method');
    const req = obj(ctx.body, 'Request');
    const en = str(ctx.body, 'enName');
    const venue = await ctx.db.query<{ category: string; maintenance: boolean }>(
      'SELECT category, maintenance FROM venues WHERE en_name = $1',
      [en],
    );
    const v = venue[0];
    if (!v || v.category !== 'TY') fail(Code.parameterError, '体育场馆不存在');
    if (v.maintenance) fail(Code.venueMaintenance, '场馆维护中');
    // selfSport off: the own book takes no bet (its page says so); what was placed before stays
    // reachable (records, cash-out) until it settles
    if (method === 'placeBet' && en === OWN_BOOK && !(await selfSportOn(ctx.db)))
      fail(Code.accessDenied, OWN_BOOK_CLOSED);
    const oddsType = oddsTypeOf(req);
    /** The matches of the request's game type, show type and date. */
    const requestedMatches = async (): Promise<MatchWithLeague[]> =>
      selectMatches(
        await allMatches(ctx.db),
        ctx.now,
        str(req, 'gameType') || 'FT',
        str(req, 'showType') || 'RB',
        str(req, 'date') || undefined,
      );
    switch (method) {
      case 'leagues': {
        const list = await requestedMatches();
        const counts = new Map<number, { name: string; n: number }>();
        for (const m of list)
          counts.set(m.league_id, {
            name: m.league_name,
            n: (counts.get(m.league_id)?.n ?? 0) + 1,
          });
        return {
          method,
          leagues: [...counts.entries()].map(([id, l]) => ({
            id,
            league_id: String(id),
            leagueId: String(id),
            name: l.name,
            isShow: true,
            isExpand: true,
            icon: `league-${id}`,
            count: l.n,
          })),
        };
      }
      case 'matches': {
        const leagueIds = Array.isArray(req.leagueIds) ? req.leagueIds.map(String) : [];
        const list = (await requestedMatches()).filter(
          (m) => leagueIds.length === 0 || leagueIds.includes(String(m.league_id)),
        );
        return { method, matches: list.map((m) => matchOut(m, ctx.now, oddsType)) };
      }
      case 'odds': {
        const id = Number(str(req, 'gameId'));
        const m = (await allMatches(ctx.db)).find((x) => x.id === id);
        if (!m) fail(Code.noData, '暂无数据');
        // every open market: the main ones, then the first half, other lines, correct score,
        // odd/even (a play's other lines follow its main line)
        const prices = allMarketsNow(m, ctx.now);
        const plays = [...new Set(prices.map((p) => p.play))];
        return {
          method,
          gameId: String(m.id),
          oddsType,
          markets: [
            ...plays.filter((w) => w === 'R' || w === 'RE'),
            ...plays.filter((w) => w !== 'R' && w !== 'RE'),
          ].map((w) => ({
            w,
            name: marketName(w, m.game_type),
            selections: prices.filter((p) => p.play === w).map((p) => selectionOut(m, p, oddsType)),
          })),
          // the match page: the match with its score and clock, and its timeline so far
          match: matchOut(m, ctx.now, oddsType),
          events: matchEvents(m, ctx.now),
        };
      }
      case 'placeBet':
        return placeTickets(ctx, req);
      case 'betRecords':
        return betRecords(ctx, req);
      case 'cashOutQuote':
        return cashOutQuote(ctx, req);
      case 'cashOut':
        return cashOutBet(ctx, req);
      default:
        fail(Code.parameterError, '不支持的资源方法');
    }
  },
};
