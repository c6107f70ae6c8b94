import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import './testing/fcSetup';
import {
  allLegs,
  betCount,
  choose,
  combinationsOf,
  combinedOddsX1000,
  parseSeriesType,
  seriesPayoutCents,
  seriesQuote,
  seriesReturnCents,
  seriesTypeCode,
  seriesTypeName,
  seriesTypesFor,
  singleWin,
  type SeriesType,
} from './parlay';

const picksArb = fc.integer({ min: 2, max: 10 });
const oddsArb = (n: number) =>
  fc.array(fc.integer({ min: 1010, max: 20000 }), { minLength: n, maxLength: n });
const typeArb = picksArb.chain((n) => fc.constantFrom(...seriesTypesFor(n)));

describe('串关 combination types offered for the picks', () => {
  it('names the types as Chinese books do, N串1 first', () => {
    expect(seriesTypesFor(1)).toEqual([]);
    expect(seriesTypesFor(2).map(seriesTypeName)).toEqual(['2串1']);
    expect(seriesTypesFor(3).map(seriesTypeName)).toEqual(['3串1', '2串1', '3串4']);
    expect(seriesTypesFor(4).map(seriesTypeName)).toEqual(['4串1', '3串1', '2串1', '4串11']);
    expect(seriesTypeName(seriesTypesFor(5).at(-1) as SeriesType)).toBe('5串26');
  });

  it('counts the bets: 3 picks 2串1 = three doubles, 3串4 = three doubles and a treble', () => {
    const [all, doubles, full] = seriesTypesFor(3) as [SeriesType, SeriesType, SeriesType];
    expect([betCount(all), betCount(doubles), betCount(full)]).toEqual([1, 3, 4]);
    expect(combinationsOf(['a', 'b', 'c'], full)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
      ['a', 'b', 'c'],
    ]);
  });

  it('the bet count is the sum of C(n, k) over the sizes and equals the combinations listed', () => {
    fc.assert(
      fc.property(typeArb, (type) => {
        const legs = Array.from({ length: type.picks }, (_, i) => i);
        const listed = combinationsOf(legs, type);
        expect(betCount(type)).toBe(type.sizes.reduce((s, k) => s + choose(type.picks, k), 0));
        expect(listed).toHaveLength(betCount(type));
        expect(new Set(listed.map((c) => c.join())).size).toBe(listed.length);
        for (const c of listed) expect(type.sizes).toContain(c.length);
      }),
      { numRuns: 200 },
    );
  });

  it('the full cover of n picks is 2^n - n - 1 bets', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 10 }), (n) => {
        expect(betCount(seriesTypesFor(n).at(-1) as SeriesType)).toBe(2 ** n - n - 1);
      }),
    );
  });

  it('reads back every wire code it writes, and no code of another number of picks', () => {
    fc.assert(
      fc.property(typeArb, (type) => {
        expect(parseSeriesType(seriesTypeCode(type), type.picks)).toEqual(type);
      }),
    );
    expect(parseSeriesType('3x4', 4)).toBeNull();
    expect(parseSeriesType('5x1', 3)).toBeNull();
    expect(parseSeriesType('1x1', 3)).toBeNull();
    expect(parseSeriesType('2串1', 3)).toBeNull();
  });
});

describe('串关 returns and payouts (cents, decimal odds x1000)', () => {
  it('N串1 returns the stake times the product of the decimal odds', () => {
    // 10.00 on 1.90 x 2.00 x 1.50 = 57.00
    expect(seriesReturnCents(1000, [1900, 2000, 1500], allLegs(3))).toBe(5700);
  });

  it('a 2串1 of three picks returns each double: 10 x (1.9x2 + 1.9x1.5 + 2x1.5)', () => {
    const doubles = seriesTypesFor(3)[1] as SeriesType;
    expect(combinedOddsX1000([1900, 2000, 1500], doubles)).toBe(9650);
    expect(seriesReturnCents(1000, [1900, 2000, 1500], doubles)).toBe(9650);
  });

  it('the return is the sum over the combinations of stake x product of decimal odds', () => {
    fc.assert(
      fc.property(
        typeArb.chain((t) => fc.tuple(fc.constant(t), oddsArb(t.picks))),
        fc.integer({ min: 1000, max: 5_000_000 }),
        ([type, odds], stake) => {
          const exact = combinationsOf(odds, type).reduce(
            (s, c) => s + stake * c.reduce((p, o) => p * (o / 1000), 1),
            0,
          );
          const got = seriesReturnCents(stake, odds, type);
          // the combined odds are kept to 3 decimals, then the return floored to the cent
          expect(Math.abs(got - exact)).toBeLessThanOrEqual(stake * 0.0005 + 1);
        },
      ),
    );
  });

  it('never returns less than the stake it needs when every leg wins, and grows with stake and odds', () => {
    fc.assert(
      fc.property(
        typeArb.chain((t) => fc.tuple(fc.constant(t), oddsArb(t.picks), fc.nat(t.picks - 1))),
        fc.integer({ min: 1000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 5000 }),
        ([type, odds, leg], stake, more) => {
          const ret = seriesReturnCents(stake, odds, type);
          expect(ret).toBeGreaterThanOrEqual(stake * betCount(type));
          expect(seriesReturnCents(stake + more, odds, type)).toBeGreaterThanOrEqual(ret);
          const better = odds.map((o, i) => (i === leg ? o + more : o));
          expect(seriesReturnCents(stake, better, type)).toBeGreaterThanOrEqual(ret);
        },
      ),
    );
  });

  it('a full cover returns at least what any one of its sizes returns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }).chain((n) => oddsArb(n)),
        fc.integer({ min: 1000, max: 100_000 }),
        (odds, stake) => {
          const types = seriesTypesFor(odds.length);
          const full = seriesReturnCents(stake, odds, types.at(-1) as SeriesType);
          for (const t of types.slice(0, -1))
            expect(full).toBeGreaterThanOrEqual(seriesReturnCents(stake, odds, t));
        },
      ),
    );
  });

  it('settles each combination: every leg won pays the potential return, a lost leg voids its combinations', () => {
    const odds = [1900, 2000, 1500];
    const dec = odds.map((o) => o / 1000);
    const [all, doubles, full] = seriesTypesFor(3) as [SeriesType, SeriesType, SeriesType];
    for (const t of [all, doubles, full])
      expect(seriesPayoutCents(1000, dec, t)).toBe(seriesReturnCents(1000, odds, t));
    // second leg lost: N串1 pays nothing, 2串1 keeps 1.9 x 1.5 only, 3串4 too
    const lost = [1.9, 0, 1.5];
    expect(seriesPayoutCents(1000, lost, all)).toBe(0);
    expect(seriesPayoutCents(1000, lost, doubles)).toBe(2850);
    expect(seriesPayoutCents(1000, lost, full)).toBe(2850);
    // a void leg (stake back, factor 1) makes the treble a double
    expect(seriesPayoutCents(1000, [1.9, 1, 1.5], all)).toBe(2850);
  });

  it('pays nothing more than the potential return and nothing below 0, whatever the results', () => {
    fc.assert(
      fc.property(
        typeArb.chain((t) =>
          fc.tuple(
            fc.constant(t),
            oddsArb(t.picks),
            fc.array(fc.constantFrom('W', 'LW', 'LL', 'L', 'P'), {
              minLength: t.picks,
              maxLength: t.picks,
            }),
          ),
        ),
        fc.integer({ min: 1000, max: 100_000 }),
        ([type, odds, results], stake) => {
          const factors = odds.map((o, i) => {
            const d = o / 1000;
            const r = results[i];
            return r === 'W'
              ? d
              : r === 'LW'
                ? 1 + (d - 1) / 2
                : r === 'LL'
                  ? 0.5
                  : r === 'L'
                    ? 0
                    : 1;
          });
          const paid = seriesPayoutCents(stake, factors, type);
          expect(paid).toBeGreaterThanOrEqual(0);
          const full = combinationsOf(odds, type).reduce(
            (s, c) => s + stake * c.reduce((p, o) => p * (o / 1000), 1),
            0,
          );
          expect(paid).toBeLessThanOrEqual(Math.floor(full + 1e-6));
        },
      ),
    );
  });
});

describe('seriesQuote: what the slip shows for a type', () => {
  it('shows bets, stake per bet, total and potential win of a 2串1 of three picks', () => {
    const doubles = seriesTypesFor(3)[1] as SeriesType;
    // Hong Kong 0.9, 1.0, 0.5 = decimal 1.9, 2.0, 1.5
    expect(seriesQuote(10, [0.9, 1, 0.5], doubles)).toEqual({
      bets: 3,
      stakePerBet: 10,
      totalStake: 30,
      potentialReturn: 96.5,
      potentialWin: 66.5,
    });
  });

  it('quotes nothing to win without a stake', () => {
    expect(seriesQuote(0, [0.9, 1], allLegs(2)).potentialWin).toBe(0);
    expect(seriesQuote(Number.NaN, [0.9, 1], allLegs(2)).totalStake).toBe(0);
  });
});

describe('singleWin: a single pays as the server computes it', () => {
  it('equals the server’s floor(stake cents x decimal x1000 / 1000) less the stake, for any stake in cents and any price to 3 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 5_000_000 }),
        fc.integer({ min: 1001, max: 200_000 }),
        (cents, decimalX1000) => {
          const hk = (decimalX1000 - 1000) / 1000;
          // server/sports/betting.ts placeBet: potential = floor(stake x odds / 1000), win = it - stake
          const server = Math.floor((cents * decimalX1000) / 1000) - cents;
          expect(singleWin(cents / 100, hk)).toBe(server / 100);
          // the one-leg 串关 rule, within a cent of stake x odds and never above it
          expect(singleWin(cents / 100, hk)).toBeLessThanOrEqual((cents * hk) / 100 + 1e-9);
          expect(singleWin(cents / 100, hk)).toBeGreaterThan((cents * hk) / 100 - 0.01 - 1e-9);
        },
      ),
    );
  });

  it('never promises the cent rounding up would: 11 at 0.855 wins 9.40, not 9.41', () => {
    expect(singleWin(11, 0.855)).toBe(9.4);
    expect(singleWin(11, 0.009)).toBe(0.09);
  });

  it('is 0 without a stake or a price', () => {
    expect(singleWin(Number.NaN, 0.9)).toBe(0);
    expect(singleWin(10, Number.NaN)).toBe(0);
    expect(singleWin(10, 0)).toBe(0);
  });
});
