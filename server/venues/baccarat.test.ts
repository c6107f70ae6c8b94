// The baccarat table deals and pays as punto banco does: the third-card rules, the totals, the
// three bets' pays, and the documented return to player (exact, over an infinite shoe).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BEST_RETURN,
  SIDES,
  bankerDraws,
  cardValue,
  handTotal,
  payoutCents,
  playCoup,
  shoe,
  type Card,
  type Side,
} from './baccarat.ts';

const card = fc.record({
  rank: fc.integer({ min: 1, max: 13 }),
  suit: fc.integer({ min: 0, max: 3 }),
});
const sixCards = fc.array(card, { minLength: 6, maxLength: 6 });
const from = (cards: Card[]) => {
  let i = 0;
  return () => {
    const c = cards[i++];
    if (!c) throw new Error('more cards than a coup can take');
    return c;
  };
};

describe('baccarat', () => {
  it('counts A as 1, 2-9 as pips, 10 J Q K as 0, a hand modulo 10', () => {
    expect([1, 5, 9, 10, 11, 12, 13].map((rank) => cardValue({ rank, suit: 0 }))).toEqual([
      1, 5, 9, 0, 0, 0, 0,
    ]);
    expect(
      handTotal([
        { rank: 7, suit: 0 },
        { rank: 8, suit: 1 },
      ]),
    ).toBe(5);
  });

  it('deals by the third-card rules, whatever the cards', () => {
    fc.assert(
      fc.property(sixCards, (cards) => {
        const c = playCoup(from(cards));
        const [p1, b1, p2, b2] = cards as [Card, Card, Card, Card];
        expect(c.player.slice(0, 2)).toEqual([p1, p2]);
        expect(c.banker.slice(0, 2)).toEqual([b1, b2]);
        const p = handTotal([p1, p2]);
        const b = handTotal([b1, b2]);
        if (p >= 8 || b >= 8) {
          expect(c.player).toHaveLength(2);
          expect(c.banker).toHaveLength(2);
          return;
        }
        expect(c.player.length === 3).toBe(p <= 5);
        const third = c.player[2] ? cardValue(c.player[2]) : null;
        expect(c.banker.length === 3).toBe(bankerDraws(b, third));
        expect(c.playerTotal).toBe(handTotal(c.player));
        expect(c.bankerTotal).toBe(handTotal(c.banker));
        expect(c.winner).toBe(
          c.playerTotal > c.bankerTotal
            ? 'player'
            : c.playerTotal < c.bankerTotal
              ? 'banker'
              : 'tie',
        );
      }),
    );
  });

  it("draws for 庄 by the printed table of 闲's third card", () => {
    // rows: 庄's total 3..6; the third-card values on which 庄 draws
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((t) => bankerDraws(3, t))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 9,
    ]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((t) => bankerDraws(4, t))).toEqual([
      2, 3, 4, 5, 6, 7,
    ]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((t) => bankerDraws(5, t))).toEqual([4, 5, 6, 7]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((t) => bankerDraws(6, t))).toEqual([6, 7]);
    for (let t = 0; t <= 9; t++) {
      expect(bankerDraws(2, t)).toBe(true);
      expect(bankerDraws(7, t)).toBe(false);
    }
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((b) => bankerDraws(b, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('pays 庄 1:0.95, 闲 1:1, 和 8:1, returns 庄 and 闲 on a 和, never above the best return', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom<Side>(...SIDES),
        fc.constantFrom<Side>(...SIDES),
        (stake, side, winner) => {
          const paid = payoutCents(side, stake, winner);
          expect(Number.isSafeInteger(paid)).toBe(true);
          expect(paid).toBeGreaterThanOrEqual(0);
          expect(paid).toBeLessThanOrEqual(stake * BEST_RETURN[side]);
          if (winner === 'tie') expect(paid).toBe(side === 'tie' ? 9 * stake : stake);
          else if (side !== winner) expect(paid).toBe(0);
          else if (side === 'player') expect(paid).toBe(2 * stake);
          else expect(paid).toBe(stake + Math.floor(stake * 0.95 + 1e-9));
        },
      ),
    );
    expect(payoutCents('banker', 100_00, 'banker')).toBe(195_00);
    expect(payoutCents('banker', 15, 'banker')).toBe(29); // 14.25 cents of win: 14
  });

  it('returns 98.94 % on 庄, 98.76 % on 闲 and 85.64 % on 和 (exact, eight decks)', () => {
    // every sequence of card values, each weighted by its chance in what is left of the shoe
    const left = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32]; // value 0: 10 J Q K
    const p: Record<Side, number> = { banker: 0, player: 0, tie: 0 };
    const walk = (values: number[], weight: number, cardsLeft: number) => {
      let i = 0;
      let short = false;
      const coup = playCoup(() => {
        const v = values[i++];
        if (v === undefined) short = true;
        return { rank: v === undefined || v === 0 ? 10 : v, suit: 0 };
      });
      if (!short) {
        p[coup.winner] += weight;
        return;
      }
      for (let v = 0; v <= 9; v++) {
        const n = left[v] ?? 0;
        left[v] = n - 1;
        walk([...values, v], (weight * n) / cardsLeft, cardsLeft - 1);
        left[v] = n;
      }
    };
    walk([], 1, 416);
    expect(p.banker + p.player + p.tie).toBeCloseTo(1, 9);
    const rtp = (side: Side) =>
      side === 'tie' ? 9 * p.tie : (side === 'banker' ? 1.95 : 2) * p[side] + p.tie;
    expect(rtp('banker')).toBeCloseTo(0.9894, 4);
    expect(rtp('player')).toBeCloseTo(0.9876, 4);
    expect(rtp('tie')).toBeCloseTo(0.8564, 4);
  });

  it('deals from eight full decks without replacement', () => {
    let seed = 7;
    const next = shoe((n) => (seed = (seed * 48271) % 2147483647) % n);
    const seen = new Map<string, number>();
    for (let i = 0; i < 416; i++) {
      const c = next();
      const k = `${c.rank}/${c.suit}`;
      seen.set(k, (seen.get(k) ?? 0) + 1);
    }
    expect(seen.size).toBe(52);
    expect([...seen.values()].every((n) => n === 8)).toBe(true);
    expect(() => next()).toThrow('empty');
  });
});
