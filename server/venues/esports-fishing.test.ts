// The esports match book prices with a margin (no sure win on a market) and settles a bet by
// the series played out; every fish of a fishing game returns exactly 96 %.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  betWins,
  chanceOf,
  mapsToWin,
  oddsOf,
  playOut,
  seriesChance,
  type Series,
} from './esports.ts';
import { RETURN_PERCENT, fishOf, shotPayout } from './fishing.ts';

const series = fc
  .record({
    home: fc.string({ minLength: 1, maxLength: 6 }),
    away: fc.string({ minLength: 1, maxLength: 6 }),
    homeScore: fc.integer({ min: 0, max: 3 }),
    awayScore: fc.integer({ min: 0, max: 3 }),
  })
  .filter((s) => s.homeScore !== s.awayScore || s.homeScore < 3);

describe('esports match book', () => {
  it('plays best of three from 1-0 and best of five from 2-1', () => {
    expect(mapsToWin({ home: 'JDG', away: 'BLG', homeScore: 1, awayScore: 0 })).toBe(2);
    expect(mapsToWin({ home: 'AG', away: '狼队', homeScore: 2, awayScore: 1 })).toBe(3);
  });

  it('prices both sides of each market over 100 % (no sure win), each side at least 1.01', () => {
    fc.assert(
      fc.property(series, (s: Series) => {
        for (const market of ['match', 'map'] as const) {
          const home = oddsOf(s, market, 'home');
          const away = oddsOf(s, market, 'away');
          expect(home).toBeGreaterThanOrEqual(101);
          expect(100 / home + 100 / away).toBeGreaterThan(1);
          expect(chanceOf(s, market, 'home') + chanceOf(s, market, 'away')).toBeCloseTo(1, 12);
        }
        expect(seriesChance(s)).toBeGreaterThanOrEqual(0);
        expect(seriesChance(s)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('plays the series to its end and settles exactly one side of each market', () => {
    fc.assert(
      fc.property(
        series,
        fc.array(fc.integer({ min: 0, max: 9_999 }), { minLength: 6, maxLength: 6 }),
        (s, rolls) => {
          let i = 0;
          const maps = playOut(s, () => rolls[i++] ?? 0);
          const need = mapsToWin(s);
          const h = s.homeScore + maps.filter(Boolean).length;
          const a = s.awayScore + maps.filter((m) => !m).length;
          expect(Math.max(h, a)).toBe(need);
          expect(Math.min(h, a)).toBeLessThan(need);
          for (const market of ['match', 'map'] as const)
            expect(betWins(s, market, 'home', maps)).toBe(!betWins(s, market, 'away', maps));
          expect(betWins(s, 'match', 'home', maps)).toBe(h === need);
        },
      ),
    );
  });
});

describe('fishing', () => {
  it('returns exactly 96 % on every fish, over every roll of a shot', () => {
    for (const game of ['龙王捕鱼', '财神捕鱼']) {
      const fish = fishOf(game);
      expect(fish.at(-1)?.name).toBe(game.includes('财神') ? '财神' : '金龙');
      for (const f of fish) {
        const rolls = 100 * f.multiplier;
        let paid = 0;
        for (let r = 0; r < rolls; r++) paid += shotPayout(f, 100, r);
        expect(paid / rolls / 100).toBe(RETURN_PERCENT / 100);
      }
    }
  });
});
