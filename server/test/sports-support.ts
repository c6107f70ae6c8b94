// What the book's property tests share (sports-book.test.ts: the board's markets;
// sports-markets.test.ts: the match page's): a match of any sport, any moment of it, a moment's
// prices by market, and what a bettor nets from stakes on one market for every way it can still
// end, so a test can prove that no stakes on one market win whatever happens.
import { expect } from 'vitest';
import fc from 'fast-check';
import {
  CORRECT_SCORE_MAX,
  GAME_TYPES,
  MINUTE,
  durationMinutes,
  resultMultiplier,
  selectionResult,
  type MatchRow,
  type Price,
} from '../sports/sim.ts';

/** Every sport a match is played in (FS is the outrights' type). */
export const SPORTS = GAME_TYPES.filter((g) => g !== 'FS');

export function match(id: number, gameType: string, extra: Partial<MatchRow> = {}): MatchRow {
  return {
    id,
    league_id: 1,
    game_type: gameType,
    team_h: '主队',
    team_c: '客队',
    starts_at: 0,
    champion: false,
    status: 'scheduled',
    data: {},
    ...extra,
  };
}

/** Any match at any moment: `at` a share of its length, from before kick-off to after the end. */
export const anyMoment = fc.record({
  id: fc.integer({ min: 1, max: 5_000_000 }),
  gameType: fc.constantFrom(...SPORTS),
  at: fc.double({ min: -0.2, max: 1.05, noNaN: true }),
});

/** The time (ms after kick-off) at a share of the match's length. */
export const momentOf = (m: MatchRow, share: number): number => share * durationMinutes(m) * MINUTE;

/** The markets of a moment: a play's main market, and each of its other lines on its own
 * (`p.market`, e.g. `RE@-1.5`). */
export function byMarket(prices: readonly Price[]): Map<string, Price[]> {
  const out = new Map<string, Price[]>();
  for (const p of prices) {
    const key = p.market ?? p.play;
    out.set(key, [...(out.get(key) ?? []), p]);
  }
  return out;
}

export type MarketKind =
  'win' | 'handicap' | 'total' | 'score' | 'setScore' | 'parity' | 'outright' | 'other';

/** What a play settles on, pre-match and in play alike (RM as M, HRE as R, RSC as SC ...). */
export function marketKind(play: string): MarketKind {
  if (play === 'FS') return 'outright';
  const base = play.replace(/^H(?=R?(M|E|R|OU)$)/, '').replace(/^R(?=M|E|OU|PD|SC|EO)/, '');
  if (base === 'M') return 'win';
  if (base === 'R' || base === 'E') return 'handicap';
  if (base === 'OU') return 'total';
  if (base === 'PD') return 'score';
  if (base === 'SC') return 'setScore';
  if (base === 'EO') return 'parity';
  return 'other';
}

/** What is known of how a market can still end. */
export interface Ending {
  /** The score now: a total or a correct score cannot end below it. */
  scoreH?: number;
  scoreC?: number;
  /** The sets a side needs (set sports): the final set scores are need-k and k-need. */
  setsToWin?: number | null;
}

/**
 * The bettor's net (returns minus stakes) for every way the market can still end, each as the
 * score it is settled on: a 1X2 by its outcome, a handicap by the difference it counts, a total
 * by the total (from the score now), a correct score by every score from the score now (beyond
 * the listed ones too), a set score by every final set score from the sets won so far, odd/even
 * by an odd and an even total, an outright by each of its field winning.
 */
export function nets(
  market: readonly Price[],
  stakes: readonly number[],
  end: Ending = {},
): number[] {
  const play = market[0]?.play ?? '';
  const spent = stakes.reduce((s, x) => s + x, 0);
  const back = (h: number, c: number, winner?: string): number =>
    market.reduce(
      (s, p, i) =>
        s +
        (stakes[i] ?? 0) *
          resultMultiplier(selectionResult(p.play, p.side, p.line, h, c, winner), p.price / 1000),
      0,
    );
  const fromH = end.scoreH ?? 0;
  const fromC = end.scoreC ?? 0;
  const kind = marketKind(play);
  if (kind === 'outright') return market.map((p) => back(0, 0, p.side) - spent);
  const scores: Array<[number, number]> = [];
  switch (kind) {
    case 'win':
      scores.push([1, 0], [0, 1]);
      if (market.some((p) => p.side === 'N')) scores.push([0, 0]);
      break;
    case 'handicap':
      for (let d = -80; d <= 80; d++) scores.push([Math.max(d, 0), Math.max(-d, 0)]);
      break;
    case 'total':
      for (let t = fromH + fromC; t <= 300; t++) scores.push([t, 0]);
      break;
    case 'score':
      for (let h = fromH; h <= CORRECT_SCORE_MAX + 2; h++)
        for (let c = fromC; c <= CORRECT_SCORE_MAX + 2; c++) scores.push([h, c]);
      break;
    case 'setScore': {
      const need = end.setsToWin;
      if (!need) throw new Error(`a set score needs the sets to win: ${play}`);
      for (let k = 0; k < need; k++) {
        if (fromH <= need && fromC <= k) scores.push([need, k]);
        if (fromH <= k && fromC <= need) scores.push([k, need]);
      }
      break;
    }
    case 'parity':
      scores.push([1, 0], [2, 0]);
      break;
    default:
      throw new Error(`a play the test does not know: ${play}`);
  }
  return scores.map(([h, c]) => back(h, c) - spent);
}

/**
 * No stakes on the market win whatever happens: the stakes returning the same on every outcome
 * (the best a bettor can do) lose somewhere, and so do the given ones (when any is above 0).
 */
export function expectNoSureWin(
  market: readonly Price[],
  stakes: readonly number[],
  end: Ending = {},
  what = market[0]?.oddsId ?? '',
): void {
  const dutch = market.map((p) => 1_000_000 / p.price);
  expect(Math.min(...nets(market, dutch, end)), what).toBeLessThan(0);
  const mine = market.map((_, i) => stakes[i] ?? 0);
  if (mine.some((s) => s > 0)) expect(Math.min(...nets(market, mine, end)), what).toBeLessThan(0);
}
