// 提前兑现 of every market a bettor can back before kick-off (波胆, set score, 单双, the first
// half's 独赢/让球/大小 as well as the main ones), priced from the live book once the match is
// under way (src/domain/cashout.ts liveSelection and cashOutValue; server/sports/cashout.ts):
// the live selection settles exactly as the bet does, a quote never exceeds the bet's fair value
// at the live book's chances, and a suspended market, a lost selection or a first half that is
// over quote none on a single, as the existing rules have it for a finished match.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cashOutValue, liveSelection } from '../../src/domain/cashout.ts';
import { legOutcome, legResult, type StoredSelection } from '../sports/betting.ts';
import { CASH_OUT_MARGIN, liveLeg, priceBetWith, type CashOutBet } from '../sports/cashout.ts';
import {
  CORRECT_SCORE_MAX,
  HALF_PLAYS,
  MINUTE,
  allMarketsNow,
  halfScore,
  liveState,
  resultMultiplier,
  type MatchRow,
  type Price,
} from '../sports/sim.ts';
import { anyMoment, marketKind, match, momentOf } from './sports-support.ts';

function legOf(
  p: Pick<Price, 'play' | 'side' | 'line' | 'price'> & { oddsId?: string },
  m?: MatchRow,
  placedScore?: { h: number; c: number },
): StoredSelection {
  return {
    oddsId: p.oddsId ?? `${p.play}_${p.side}_${m?.id ?? 1}`,
    matchId: m?.id ?? 1,
    leagueId: 1,
    gameType: m?.game_type ?? 'FT',
    teamH: '主队',
    teamC: '客队',
    play: p.play,
    side: p.side,
    line: p.line,
    odds: p.price,
    ...(placedScore ? { placedScore } : {}),
  };
}

function betOf(legs: StoredSelection[], stake = 100_00): CashOutBet {
  const potential = Math.floor(legs.reduce((x, l) => (x * l.odds) / 1000, stake));
  return {
    id: 'B1',
    member_id: 1,
    kind: legs.length > 1 ? 'multiple' : 'single',
    stake,
    potential_payout: potential,
    status: 'pending',
    cashed_stake: 0,
    cashed_out: 0,
    selections: { legs, seriesSize: null },
  };
}

const line = fc.integer({ min: -16, max: 16 }).map((q) => q / 4);
const total = fc.integer({ min: 1, max: 28 }).map((q) => q / 4 + 0.25);
const scoreSide = fc
  .tuple(fc.integer({ min: 0, max: CORRECT_SCORE_MAX }), fc.integer({ min: 0, max: 4 }))
  .map(([a, b]) => `H${a}C${b}`);
/** Any selection of the markets cash-out prices, before kick-off or in play. */
const anyLeg = fc.oneof(
  fc.record({
    play: fc.constantFrom('M', 'RM', 'HM', 'HRM'),
    side: fc.constantFrom('H', 'N', 'C'),
    line: fc.constant(0),
  }),
  fc.record({
    play: fc.constantFrom('R', 'RE', 'HR', 'HRE'),
    side: fc.constantFrom('H', 'C'),
    line,
  }),
  fc.record({
    play: fc.constantFrom('OU', 'ROU', 'HOU', 'HROU'),
    side: fc.constantFrom('O', 'U'),
    line: total,
  }),
  fc.record({
    play: fc.constantFrom('PD', 'RPD'),
    side: fc.oneof(scoreSide, fc.constant('OTH')),
    line: fc.constant(0),
  }),
  fc.record({ play: fc.constantFrom('SC', 'RSC'), side: scoreSide, line: fc.constant(0) }),
  fc.record({
    play: fc.constantFrom('EO', 'REO'),
    side: fc.constantFrom('ODD', 'EVEN'),
    line: fc.constant(0),
  }),
);
const goals = fc.integer({ min: 0, max: 6 });

describe('cash-out of every market: the live selection', () => {
  it('settles exactly as the bet does, on every score still to come (or the score has decided the bet already)', () => {
    fc.assert(
      fc.property(
        anyLeg,
        fc.tuple(goals, goals),
        fc.tuple(goals, goals),
        fc.tuple(goals, goals),
        (p, [bh, bc], [nh, nc], [lh, lc]) => {
          // placed (in play: at bh-bc), the score now, and the final score (or the half's)
          const inPlay = /^(R|HR)/.test(p.play) && p.play !== 'R';
          const placed = inPlay ? { h: bh, c: bc } : { h: 0, c: 0 };
          const leg = legOf({ ...p, price: 2000 }, undefined, inPlay ? placed : undefined);
          const now = { h: placed.h + nh, c: placed.c + nc };
          const sel = liveSelection(
            leg,
            { live: true, scoreH: now.h, scoreC: now.c },
            CORRECT_SCORE_MAX,
          );
          const fh = now.h + lh;
          const fc_ = now.c + lc;
          if ('result' in sel) {
            expect(legResult(leg, fh, fc_)).toBe(sel.result);
            return;
          }
          // the live selection backed now (at the score now) settles as the bet
          const live = legOf({ ...sel, price: 2000 }, undefined, now);
          expect(legResult(live, fh, fc_), JSON.stringify({ leg, sel, now })).toBe(
            legResult(leg, fh, fc_),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('cash-out of every market: the quote', () => {
  it("a pre-match bet on any market, at any moment in play: never above its fair value at the live book's chances, none while suspended, lost, or decided", () => {
    const quoted = new Map<string, number>();
    fc.assert(
      fc.property(anyMoment, ({ id, gameType, at }) => {
        const m = match(id, gameType);
        const now = momentOf(m, Math.max(0.001, at));
        const s = liveState(m, now);
        const live = allMarketsNow(m, now);
        for (const p of allMarketsNow(m, -MINUTE)) {
          const leg = legOf(p, m);
          const r = priceBetWith(betOf([leg]), () => m, now);
          const decided = legOutcome(m, leg, now);
          const sel = liveSelection(
            leg,
            { live: s.phase === 'live', scoreH: s.scoreH, scoreC: s.scoreC },
            CORRECT_SCORE_MAX,
          );
          const what = `${gameType} ${id} ${p.oddsId} at ${now}`;
          if (decided !== null || 'result' in sel) {
            // the bet's result is known (its match or first half over, its score passed)
            expect(r, what).toEqual({ value: null, reason: 'decided' });
            continue;
          }
          if (s.suspended) {
            expect(r, what).toEqual({ value: null, reason: 'suspended' });
            continue;
          }
          const price = live.find(
            (x) => x.play === sel.play && x.side === sel.side && x.line === sel.line,
          );
          if (!price) {
            expect(r, what).toEqual({ value: null, reason: 'suspended' });
            continue;
          }
          // the live book's chance of the selection: 1 / price over its market's book
          const book = live
            .filter((x) => x.play === price.play && x.market === price.market)
            .reduce((sum, x) => sum + 1000 / x.price, 0);
          const fair = (100_00 * (p.price / 1000) * (1000 / price.price)) / book;
          expect(r.value, what).not.toBeNull();
          expect(r.value ?? 0, what).toBeLessThanOrEqual(fair * (1 - CASH_OUT_MARGIN) + 1e-6);
          expect(r.value ?? 0, what).toBeLessThanOrEqual((100_00 * p.price) / price.price);
          const kind = HALF_PLAYS.has(p.play) ? 'half' : marketKind(p.play);
          quoted.set(kind, (quoted.get(kind) ?? 0) + 1);
        }
      }),
      { numRuns: 150 },
    );
    // every kind of pre-match market was quoted in play
    for (const kind of ['win', 'handicap', 'total', 'score', 'setScore', 'parity', 'half'])
      expect(quoted.get(kind) ?? 0, kind).toBeGreaterThan(0);
  });

  it('a 波胆 the score has passed quotes none; in a 串关 it ends the value (lost), as a lost leg of a finished match does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), (id) => {
        const m = match(id, 'FT');
        // the moment of the first goal (past its suspension)
        const first = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
          .map((share) => momentOf(m, share))
          .find((t) => {
            const s = liveState(m, t);
            return s.scoreH + s.scoreC > 0 && s.phase === 'live' && !s.suspended;
          });
        if (first === undefined) return;
        const pre = allMarketsNow(m, -MINUTE);
        const nil = pre.find((p) => p.play === 'PD' && p.side === 'H0C0');
        const other = match(id + 1, 'FT', { starts_at: first + 60 * MINUTE });
        const win = allMarketsNow(other, first).find((p) => p.play === 'M' && p.side === 'H');
        if (!nil || !win) throw new Error('no 0-0 or no home win');
        const matchOf = (x: number) => (x === m.id ? m : other);
        expect(priceBetWith(betOf([legOf(nil, m)]), matchOf, first)).toEqual({
          value: null,
          reason: 'decided',
        });
        expect(priceBetWith(betOf([legOf(nil, m), legOf(win, other)]), matchOf, first)).toEqual({
          value: null,
          reason: 'lost',
        });
      }),
      { numRuns: 40 },
    );
  });

  it("a first-half bet after half time: a single quotes none (its result is known); in a 串关 it counts its result's factor", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.double({ min: 0.6, max: 0.95, noNaN: true }),
        fc.constantFrom('HM', 'HR', 'HOU'),
        (id, share, play) => {
          const m = match(id, 'FT');
          const now = momentOf(m, share);
          const half = halfScore(m, now);
          if (!half?.over || liveState(m, now).phase !== 'live') return;
          const other = match(id + 1, 'FT', { starts_at: now + 60 * MINUTE });
          const win = allMarketsNow(other, now).find((p) => p.play === 'M' && p.side === 'H');
          if (!win) throw new Error('no home win');
          const matchOf = (x: number) => (x === m.id ? m : other);
          for (const p of allMarketsNow(m, -MINUTE).filter((x) => x.play === play && !x.market)) {
            const leg = legOf(p, m);
            expect(priceBetWith(betOf([leg]), matchOf, now)).toEqual({
              value: null,
              reason: 'decided',
            });
            const result = legResult(leg, half.h, half.c);
            const bet = betOf([leg, legOf(win, other)]);
            const expected =
              result === 'L'
                ? { value: null, reason: 'lost' }
                : cashOutValue({
                    stake: bet.stake,
                    potential: bet.potential_payout,
                    legs: [
                      { factor: resultMultiplier(result, p.price / 1000) },
                      liveLeg(other, legOf(win, other), now),
                    ],
                    margin: CASH_OUT_MARGIN,
                  });
            expect(priceBetWith(bet, matchOf, now)).toEqual(expected);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
