// Each lottery game draws what it is named, and every ticket returns at most 98 %: exactly
// 98 % less the cents of the odds' rounding, whatever is picked.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_PICKS, RETURN, oddsOf, ruleOf, ticketPayout } from './lottery.ts';

const GAMES = ['重庆时时彩', '北京赛车', '六合彩', '快三'];

describe('lottery draws', () => {
  it('draws five digits, ten cars, seven of 49 and three dice', () => {
    let seed = 11;
    const r = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    for (let i = 0; i < 200; i++) {
      const ssc = ruleOf('重庆时时彩').draw(r);
      expect(ssc).toHaveLength(5);
      expect(ssc.every((d) => d >= 0 && d <= 9)).toBe(true);
      const race = ruleOf('北京赛车').draw(r);
      expect([...race].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const six = ruleOf('六合彩').draw(r);
      expect(new Set(six).size).toBe(7);
      expect(six.every((n) => n >= 1 && n <= 49)).toBe(true);
      const dice = ruleOf('快三').draw(r);
      expect(dice.every((d) => d >= 1 && d <= 6)).toBe(true);
      expect(ruleOf('快三').outcome(dice)).toBe(dice.reduce((s, d) => s + d, 0));
    }
    expect(ruleOf('重庆时时彩').outcome([1, 2, 3, 4, 5])).toBe(5); // 个位
    expect(ruleOf('北京赛车').outcome([7, 1, 2, 3, 4, 5, 6, 8, 9, 10])).toBe(7); // 冠军
    expect(ruleOf('六合彩').outcome([1, 2, 3, 4, 5, 6, 49])).toBe(49); // 特码
  });

  it('prices any picks at 98 % of their chance, at most, and pays only a drawn pick', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAMES),
        fc.integer({ min: 1, max: MAX_PICKS }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer(),
        (game, count, stake, seed) => {
          const rule = ruleOf(game);
          const picks = [...rule.values]
            .sort((a, b) => ((a * 7919 + seed) % 97) - ((b * 7919 + seed) % 97))
            .slice(0, count);
          const odds = oddsOf(rule, picks);
          if (odds === null) return; // a pick too likely to pay more than the stake back
          const chance = picks.reduce((s, p) => s + rule.chance(p), 0);
          // the expected return of the ticket: within a cent of the odds below 98 %
          expect(chance * odds).toBeLessThanOrEqual(100 * RETURN + 1e-6);
          expect(chance * (odds + 1)).toBeGreaterThan(100 * RETURN);
          const values = [...rule.values];
          const hit = picks[0] ?? -1;
          const won = ticketPayout({ ...rule, outcome: () => hit }, picks, odds, stake, []);
          expect(won).toBe(Math.floor((stake * odds) / 100));
          expect(won).toBeGreaterThanOrEqual(stake);
          const miss = values.find((v) => !picks.includes(v)) ?? -1;
          expect(ticketPayout({ ...rule, outcome: () => miss }, picks, odds, stake, [])).toBe(0);
        },
      ),
    );
  });

  it('prints the odds a player reads: 9.80 for one digit, 4.90 for two, 48.02 for a 特码', () => {
    expect(oddsOf(ruleOf('重庆时时彩'), [7])).toBe(980);
    expect(oddsOf(ruleOf('重庆时时彩'), [7, 3])).toBe(490);
    expect(oddsOf(ruleOf('北京赛车'), [10])).toBe(980);
    expect(oddsOf(ruleOf('六合彩'), [8])).toBe(4802);
    expect(oddsOf(ruleOf('快三'), [3])).toBe(21168); // 1 throw of 216
    expect(oddsOf(ruleOf('快三'), [10])).toBe(784); // 27 of 216
    // refused: none, too many, twice the same, a value not drawn
    expect(oddsOf(ruleOf('重庆时时彩'), [])).toBeNull();
    expect(oddsOf(ruleOf('重庆时时彩'), [1, 2, 3, 4, 5, 6])).toBeNull();
    expect(oddsOf(ruleOf('重庆时时彩'), [1, 1])).toBeNull();
    expect(oddsOf(ruleOf('重庆时时彩'), [10])).toBeNull();
  });
});
