// The sports channel's match book (皇冠体育): no sure win on a market at any score and minute,
// exactly one side of each market wins a final score, and a bet's return is the price's promise
// (its chance times its odds is below 1 by the margin).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FOOTBALL_MARGIN,
  SIDES_OF,
  footballBetWins,
  footballChance,
  footballMarketOpen,
  footballOdds,
  playOutMatch,
  totalLine,
  type FootballMarket,
  type FootballMatch,
} from './football.ts';

const match = fc.record({
  home: fc.string({ minLength: 1, maxLength: 6 }),
  away: fc.string({ minLength: 1, maxLength: 6 }),
  homeScore: fc.integer({ min: 0, max: 6 }),
  awayScore: fc.integer({ min: 0, max: 6 }),
  minute: fc.integer({ min: 0, max: 89 }),
});

describe('the sports channel match book (football)', () => {
  it('prices every market over 100 % (no set of bets on one market wins whatever happens), each side at least 1.01, the chances adding up to 1', () => {
    fc.assert(
      fc.property(match, (m: FootballMatch) => {
        for (const [market, sides] of Object.entries(SIDES_OF)) {
          const odds = sides.map((s) => footballOdds(m, s));
          if (!footballMarketOpen(m, market as FootballMarket)) {
            expect(odds.every((o) => o === 0)).toBe(true);
            continue;
          }
          for (const o of odds) expect(o).toBeGreaterThanOrEqual(101);
          expect(odds.reduce((sum, o) => sum + 100 / o, 0)).toBeGreaterThan(1);
          const chances = sides.map((s) => footballChance(m, s));
          expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
          // each side returns less than its stake on average (the margin)
          for (const [i, s] of sides.entries())
            if ((odds[i] ?? 0) < 10_000)
              expect(footballChance(m, s) * ((odds[i] ?? 0) / 100)).toBeLessThanOrEqual(
                1 / FOOTBALL_MARGIN + 1e-9,
              );
        }
      }),
    );
  });

  it('puts the over/under line on a half goal above the score', () => {
    fc.assert(
      fc.property(match, (m) => {
        const line = totalLine(m);
        expect(line % 1).toBe(0.5);
        expect(line).toBeGreaterThan(m.homeScore + m.awayScore);
      }),
    );
  });

  it('plays the rest of a match from its score: exactly one side of each market wins', () => {
    fc.assert(
      fc.property(
        match,
        fc.array(fc.integer({ min: 0, max: 999_999 }), { minLength: 2, maxLength: 2 }),
        (m, rolls) => {
          let i = 0;
          const rest = playOutMatch(m, () => rolls[i++] ?? 0);
          expect(rest.home).toBeGreaterThanOrEqual(0);
          expect(rest.away).toBeGreaterThanOrEqual(0);
          const h = m.homeScore + rest.home;
          const a = m.awayScore + rest.away;
          for (const sides of Object.values(SIDES_OF))
            expect(sides.filter((s) => footballBetWins(m, s, h, a))).toHaveLength(1);
        },
      ),
    );
  });

  it('a match whose result is nearly sure closes that market (已封盘) rather than offer a sure profit at 1.01; a close match is priced on its score', () => {
    const decided = {
      home: '皇家马德里',
      away: '巴塞罗那',
      homeScore: 3,
      awayScore: 0,
      minute: 85,
    };
    expect(footballMarketOpen(decided, '1x2')).toBe(false);
    expect(footballOdds(decided, 'home')).toBe(0);
    const close = { home: '皇家马德里', away: '巴塞罗那', homeScore: 1, awayScore: 0, minute: 60 };
    expect(footballMarketOpen(close, '1x2')).toBe(true);
    expect(footballOdds(close, 'home')).toBeLessThan(footballOdds(close, 'away'));
    expect(totalLine(close)).toBeGreaterThan(1);
  });
});
