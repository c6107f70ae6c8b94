// Readers of the sports resource's answers (section 3 display fields) and the own book's code:
// kept apart from SportsStore so home's live strip can read matches without the board's store.
import { matchPeriod, type PeriodText } from '../../domain/match';
import type { League, LiveUpdate, Market, Match, OddsPrice } from './types';
import { OWN_BOOK } from '../../sdk/bootData';

type Obj = Record<string, unknown>;
export const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
const num = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};
const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

export function readString(data: unknown, key: string): string | null {
  const v = obj(data)[key];
  return typeof v === 'string' && v !== '' ? v : null;
}

/** The leagues of a `leagues` answer (section 3 league list entry). */
export function readLeagues(data: unknown): League[] {
  return arr(obj(data)['leagues']).map((item) => {
    const o = obj(item);
    return {
      id: str(o['league_id'], str(o['leagueId'], str(o['id']))),
      name: str(o['name']),
      icon: str(o['icon']),
      isShow: o['isShow'] === undefined ? true : bool(o['isShow']),
      isExpand: o['isExpand'] === undefined ? true : bool(o['isExpand']),
      count: num(o['count']),
    };
  });
}

/** A match entry's game type; football when the answer leaves it out. */
const gameTypeOf = (o: Obj): string => str(o['gameType'], 'FT');

/** The game type of each match of a `matches` answer, for counts: the matches themselves are
 * not read (a whole list read for a number cost the board's start-up a long task). */
export function readMatchGameTypes(data: unknown): string[] {
  return arr(obj(data)['matches']).map((item) => gameTypeOf(obj(item)));
}

/** The matches of a `matches` answer (section 3 match display fields), odds in HK. */
export function readMatches(data: unknown): Match[] {
  return arr(obj(data)['matches']).map((item) => {
    const o = obj(item);
    const odds: Record<string, OddsPrice> = {};
    for (const p of arr(o['mainOdds'])) {
      const price = readPrice(p);
      if (price.r !== '') odds[price.r] = price;
    }
    return {
      gameId: str(o['gameId']),
      hgid: str(o['hgid']),
      gide: str(o['gide']),
      leagueId: str(o['league_id']),
      leagueName: str(o['leagueName']),
      team_h: str(o['team_h']),
      team_c: str(o['team_c']),
      startTime: str(o['startTime']),
      gameType: gameTypeOf(o),
      re_time: str(o['re_time']),
      t_count: num(o['t_count']),
      isLive: bool(o['isLive']),
      se_now: str(o['se_now']),
      HalfTime: bool(o['HalfTime']),
      inningNum: num(o['inningNum']),
      gameStatus: num(o['gameStatus']),
      sc_FT_H: num(o['sc_FT_H']),
      sc_FT_C: num(o['sc_FT_C']),
      sc_set_H: num(o['sc_set_H']),
      sc_set_A: num(o['sc_set_A']),
      sc_game_H: num(o['sc_game_H']),
      sc_game_A: num(o['sc_game_A']),
      odds,
    };
  });
}

/** The markets of an `odds` answer. */
export function readMarkets(data: unknown): Market[] {
  return arr(obj(data)['markets']).map((item) => {
    const o = obj(item);
    return {
      w: str(o['w']),
      name: str(o['name']),
      selections: arr(o['selections'])
        .map(readPrice)
        .filter((p) => p.r !== ''),
    };
  });
}

function readPrice(p: unknown): OddsPrice {
  const q = obj(p);
  return {
    r: str(q['r']),
    w: str(q['w']),
    rtype: str(q['rtype']),
    name: str(q['name']),
    handicap: typeof q['handicap'] === 'string' ? q['handicap'] : null,
    odds: num(q['odds']),
  };
}

/**
 * The live update that turns a shown match into a fresh answer's: moved prices, prices gone
 * from the answer (suspended: locked), score and period. A match gone from the answer is locked.
 */
export function diffMatch(
  shown: Match,
  fresh: Match | undefined,
  extra: readonly Market[] = [],
): LiveUpdate {
  const odds: { r: string; odds: number; locked?: boolean; handicap?: string }[] = [];
  const seen = new Set<string>();
  const prices = [...Object.values(shown.odds), ...extra.flatMap((m) => m.selections)];
  for (const p of prices) {
    if (seen.has(p.r)) continue;
    seen.add(p.r);
    const f = fresh?.odds[p.r];
    if (!f) {
      // extra markets are not in the list answer: only the main prices lock when gone
      if (shown.odds[p.r] && !p.locked) odds.push({ r: p.r, odds: 0, locked: true });
      continue;
    }
    if (f.handicap !== null && f.handicap !== p.handicap)
      // the line moved (in play)
      odds.push({ r: p.r, odds: f.odds, locked: false, handicap: f.handicap });
    else if (f.odds !== p.odds || p.locked) odds.push({ r: p.r, odds: f.odds, locked: false });
  }
  const u: LiveUpdate = { gameId: shown.gameId, ...(odds.length > 0 ? { odds } : {}) };
  if (!fresh) return u;
  return {
    ...u,
    sc_FT_H: fresh.sc_FT_H,
    sc_FT_C: fresh.sc_FT_C,
    sc_set_H: fresh.sc_set_H ?? 0,
    sc_set_A: fresh.sc_set_A ?? 0,
    sc_game_H: fresh.sc_game_H ?? 0,
    sc_game_A: fresh.sc_game_A ?? 0,
    re_time: fresh.re_time,
    se_now: fresh.se_now,
    isLive: fresh.isLive,
    HalfTime: fresh.HalfTime,
    inningNum: fresh.inningNum,
    gameStatus: fresh.gameStatus,
  };
}

export interface SportsVenue {
  enName: string;
  channelCode: string;
  name: string;
  maintenance: boolean;
  sameTab: boolean;
  /** The own book (XMTY): played on the site's board with the centre wallet. */
  own: boolean;
}

/** The live period of a match (Q1-Q4, halves, overtime, 即将开始), or null before kick-off. */
export function matchPeriodOf(match: Match): PeriodText | null {
  return matchPeriod({
    gameType: match.gameType,
    isLive: match.isLive,
    se_now: match.se_now,
    re_time: match.re_time,
    HalfTime: match.HalfTime,
    inningNum: match.inningNum,
    scoreH: match.sc_FT_H,
    scoreC: match.sc_FT_C,
  });
}

/** The own sports book (centre wallet), opened at /game/sport/XMTY. */
export { OWN_BOOK };

/** The venues of a getVenueInfoByCategory answer, the own book first, then by sort. */
export function readVenues(data: unknown): SportsVenue[] {
  return arr(data)
    .map((v) => {
      const o = obj(v);
      const enName = str(o['enName']);
      return {
        enName,
        channelCode: str(o['channelCode'], enName),
        name: str(o['name'], enName),
        maintenance: bool(o['maintenance']),
        sameTab: bool(o['sameTab']),
        own: enName.toUpperCase() === OWN_BOOK,
        sort: num(o['sort']),
      };
    })
    .filter((v) => v.enName !== '')
    .sort((a, b) => Number(b.own) - Number(a.own) || a.sort - b.sort)
    .map(({ sort: _sort, ...v }) => v);
}
