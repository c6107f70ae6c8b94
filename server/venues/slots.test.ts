// Every slot game has its own machine: its own symbols (two from its name) and paytable, the
// same every time, returning what its page says (exact over every reel stop).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VENUES } from '../db/seed.ts';
import {
  SYMBOLS_PER_GAME,
  bestPayout,
  linePayout,
  machineFor,
  multiplierText,
  symbolAt,
} from './slots.ts';

const slots = VENUES.filter((v) => v.category === 'DZ').flatMap((v) =>
  v.games.map((name, i) => ({ code: `${v.enName}-${i + 1}`, name })),
);

describe('slot machines', () => {
  it('gives each seeded slot five symbols of its own, two from its name, the same every time', () => {
    expect(slots.length).toBeGreaterThanOrEqual(8);
    for (const g of slots) {
      const m = machineFor(g.code, g.name);
      expect(new Set(m.symbols).size).toBe(SYMBOLS_PER_GAME);
      expect(m.symbols.slice(0, 2).every((s) => g.name.includes(s))).toBe(true);
      expect(machineFor(g.code, g.name)).toEqual(m);
    }
    // no two games share their symbols or their paytable
    const looks = slots.map((g) => machineFor(g.code, g.name));
    expect(new Set(looks.map((m) => m.symbols.join(''))).size).toBe(slots.length);
    expect(new Set(looks.map((m) => m.pays.join('/'))).size).toBe(slots.length);
  });

  it('returns 94-97 % exactly over every stop of the three reels, as the page says', () => {
    for (const g of slots) {
      const m = machineFor(g.code, g.name);
      let paid = 0;
      let hits = 0;
      const stake = 1000; // cents: every multiplier in tenths pays whole cents
      for (let a = 0; a < m.stops; a++)
        for (let b = 0; b < m.stops; b++)
          for (let c = 0; c < m.stops; c++) {
            const p = linePayout(m, [symbolAt(m, a), symbolAt(m, b), symbolAt(m, c)], stake);
            paid += p;
            if (p > 0) hits++;
          }
      const spins = m.stops ** 3;
      expect(paid / spins / stake).toBeCloseTo(m.rtp, 10);
      expect(hits / spins).toBeCloseTo(m.hitRate, 10);
      expect(m.rtp, g.name).toBeGreaterThan(0.9);
      expect(m.rtp, g.name).toBeLessThanOrEqual(0.97);
    }
  });

  it('pays three of a kind by the paytable and nothing else, never above the best payout', () => {
    const m = machineFor('PGDZ-1', '麻将胡了');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: m.stops - 1 }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (stops, stake) => {
          const line = stops.map((s) => symbolAt(m, s));
          const paid = linePayout(m, line, stake);
          const [a, b, c] = line as [number, number, number];
          if (a === b && b === c) expect(paid).toBe(Math.floor((stake * (m.pays[a] ?? 0)) / 10));
          else expect(paid).toBe(0);
          expect(paid).toBeLessThanOrEqual(bestPayout(m, stake));
          if (paid > 0) expect(paid).toBeGreaterThan(stake); // a win is more than the stake back
        },
      ),
    );
    expect(multiplierText(29)).toBe('×2.9');
    expect(multiplierText(4500)).toBe('×450');
  });
});
