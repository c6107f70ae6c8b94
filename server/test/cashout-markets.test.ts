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
  finalOutlook,
  halfScore,
  liveState,
  resultMultiplier,
  selectionResult,
  type MatchRow,
  type Price,
} from '../sports/sim.ts';
import { shift } from '../sports/model.ts';
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

/**
 * The chances of each result (W LW P LL L) of a live handicap or total selection at its line,
 * from the model's distribution of what is still to be scored (finalOutlook), settled as the
 * in-play market settles (selectionResult: a handicap on the goals from now, a total on the
 * whole match); null for another play. Independent of the bet's own line and of liveLeg: the
 * selection is the live one (liveSelection), which settles as the bet does (first property).
 */
function lineResults(
  m: MatchRow,
  now: number,
  sel: { play: string; side: string; line: number },
): Record<'W' | 'LW' | 'P' | 'LL' | 'L', number> | null {
  const handicap = ['R', 'RE', 'HR', 'HRE'].includes(sel.play);
  if (!handicap && !['OU', 'ROU', 'HOU', 'HROU'].includes(sel.play)) return null;
  const o = finalOutlook(m, now, HALF_PLAYS.has(sel.play));
  if (!o) return null;
  const s = liveState(m, now);
  const out = { W: 0, LW: 0, P: 0, LL: 0, L: 0 };
  const d = handicap ? shift(o.diff, s.scoreC - s.scoreH) : o.total;
  d.p.forEach((x, i) => {
    const v = d.lo + i;
    // a handicap: v is the difference still to come; a total: the final total
    const r = handicap
      ? selectionResult(sel.play, sel.side, sel.line, Math.max(0, v), Math.max(0, -v))
      : selectionResult(sel.play, sel.side, sel.line, v, 0);
    if (r in out) out[r as keyof typeof out] += x;
  });
  return out;
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
          // a handicap or total: its results' chances at its own (moved) line from the model
          const model = lineResults(m, now, sel);
          if (!price && !model) {
            expect(r, what).toEqual({ value: null, reason: 'suspended' });
            continue;
          }
          const risk = model ? 1 - model.P - (model.LW + model.LL) / 2 : 1;
          // the chance of the selection: the live book's (1 / price over its market's book),
          // or, at a line the book does not list, the model's
          const chance = price
            ? 1000 /
              price.price /
              live
                .filter((x) => x.play === price.play && x.market === price.market)
                .reduce((sum, x) => sum + 1000 / x.price, 0)
            : risk > 0
              ? ((model?.W ?? 0) + (model?.LW ?? 0) / 2) / risk
              : 0;
          const fair = 100_00 * ((p.price / 1000) * chance * risk + 1 - risk);
          expect(r.value, what).not.toBeNull();
          expect(r.value ?? 0, what).toBeLessThanOrEqual(fair * (1 - CASH_OUT_MARGIN) + 1e-6);
          if (price) {
            const atPrice = 100_00 * ((p.price / price.price) * risk + 1 - risk);
            expect(r.value ?? 0, what).toBeLessThanOrEqual(atPrice + 1e-6);
          } else {
            // at its own line: what its results pay on average, less the margin, to the cent
            const d = p.price / 1000;
            const paid =
              100_00 *
              ((model?.W ?? 0) * d +
                ((model?.LW ?? 0) * (1 + d)) / 2 +
                (model?.P ?? 0) +
                (model?.LL ?? 0) / 2);
            expect(
              Math.abs((r.value ?? 0) - Math.floor(paid * (1 - CASH_OUT_MARGIN))),
              what,
            ).toBeLessThanOrEqual(1);
            const kind = `${marketKind(p.play)} at its own line`;
            quoted.set(kind, (quoted.get(kind) ?? 0) + 1);
          }
          const kind = HALF_PLAYS.has(p.play) ? 'half' : marketKind(p.play);
          quoted.set(kind, (quoted.get(kind) ?? 0) + 1);
        }
      }),
      { numRuns: 150 },
    );
    // every kind of pre-match market was quoted in play
    for (const kind of ['win', 'handicap', 'total', 'score', 'setScore', 'parity', 'half'])
      expect(quoted.get(kind) ?? 0, kind).toBeGreaterThan(0);
    // and handicaps and totals at a line the live book did not list, from the model
    for (const kind of ['handicap at its own line', 'total at its own line'])
      expect(quoted.get(kind) ?? 0, kind).toBeGreaterThan(0);
  });

  it('a 大/小 at a whole or quarter line the score has reached (大 2.0 at 2 goals: a push or a win) is quoted at what its results pay on average, as the settlement pays them, less the margin; never 盘口暂停 while the match is open', () => {
    let priced = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.constantFrom('FT', 'VF'),
        fc.double({ min: 0.05, max: 0.98, noNaN: true }),
        fc.constantFrom(-0.25, 0, 0.25),
        fc.constantFrom('O', 'U'),
        fc.integer({ min: 1500, max: 2500 }),
        (id, gameType, share, offset, side, odds) => {
          const m = match(id, gameType);
          const now = momentOf(m, share);
          const s = liveState(m, now);
          const goals = s.scoreH + s.scoreC;
          if (s.phase !== 'live' || s.suspended || goals + offset <= 0) return;
          const leg = legOf({ play: 'OU', side, line: goals + offset, price: odds }, m);
          const r = priceBetWith(betOf([leg]), () => m, now);
          const sel = { play: 'ROU', side, line: goals + offset };
          const p = lineResults(m, now, sel);
          if (!p) throw new Error('no model');
          // what the settlement pays on each result (W LW P LL L), at the odds placed
          const paid = (['W', 'LW', 'P', 'LL', 'L'] as const).reduce(
            (sum, k) => sum + p[k] * resultMultiplier(k, odds / 1000),
            0,
          );
          const fair = 100_00 * paid * (1 - CASH_OUT_MARGIN);
          const what = `${gameType} ${id} ${side} ${goals + offset} at ${goals} goals`;
          expect(r.value, what).not.toBeNull();
          // at its own line from the model, or at the live book's price of that line
          const listed = allMarketsNow(m, now).some(
            (x) => x.play === 'ROU' && x.side === side && x.line === sel.line,
          );
          if (listed) expect(r.value ?? 0, what).toBeLessThanOrEqual(fair * 1.01);
          else {
            expect(Math.abs((r.value ?? 0) - Math.floor(fair)), what).toBeLessThanOrEqual(1);
            priced++;
          }
          // the over can no longer lose more than half its stake (a half loss at a quarter
          // above the score, a push on it, a half win a quarter below), the under no longer win
          // more than half its winnings
          const d = odds / 1000;
          const worstOver = { '-0.25': (1 + d) / 2, '0': 1, '0.25': 0.5 }[String(offset)] ?? 0;
          const bestUnder = { '-0.25': 0.5, '0': 1, '0.25': (1 + d) / 2 }[String(offset)] ?? 0;
          if (side === 'O')
            expect(r.value ?? 0, what).toBeGreaterThanOrEqual(
              Math.floor(10_000 * worstOver * 0.95) - 1,
            );
          else expect(r.value ?? 0, what).toBeLessThanOrEqual(10_000 * bestUnder * 0.95 + 1);
        },
      ),
      { numRuns: 300 },
    );
    expect(priced).toBeGreaterThan(50);
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
