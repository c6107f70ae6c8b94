// 斗地主 is played as its rules say (every play a combination that beats the one before, every card
// played once, the first out wins) and pays as the page says: a zero-sum game of the three seats
// less a 2 % fee, so a stake returns exactly 98 % whichever seat the player is given.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Card } from './baccarat.ts';
import {
  BIG_JOKER,
  DDZ_RTP,
  SMALL_JOKER,
  TOP_MULTIPLIER,
  beats,
  bidOf,
  classify,
  ddzBest,
  ddzFee,
  ddzPayout,
  ddzRtp,
  deck,
  playGame,
  playOut,
  type DdzGame,
} from './doudizhu.ts';

/** A seeded stand-in for the server's random integers. */
const seeded = (seed: number) => {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((s / 2_147_483_648) * n);
  };
};
const c = (rank: number, suit = 0): Card => ({ rank, suit });
const key = (x: Card) => `${x.rank}:${x.suit}`;
const stake = fc.integer({ min: 500, max: 2_500_000 });

describe('斗地主 combinations', () => {
  it('names the plays of the demo and refuses what is none of them', () => {
    const kind = (cards: Card[]) => classify(cards)?.kind ?? null;
    expect(kind([c(3)])).toBe('single');
    expect(kind([c(3), c(3, 1)])).toBe('pair');
    expect(kind([c(9), c(9, 1), c(9, 2)])).toBe('triple');
    expect(kind([c(9), c(9, 1), c(9, 2), c(4)])).toBe('triple1');
    expect(kind([c(9), c(9, 1), c(9, 2), c(4), c(4, 1)])).toBe('triple2');
    expect(kind([c(10), c(11), c(12), c(13), c(1)])).toBe('straight'); // 10 J Q K A
    expect(kind([c(5), c(5, 1), c(6), c(6, 1), c(7), c(7, 1)])).toBe('pairs');
    expect(kind([c(2), c(2, 1), c(2, 2), c(2, 3)])).toBe('bomb');
    expect(kind([c(SMALL_JOKER), c(BIG_JOKER)])).toBe('rocket');
    expect(kind([c(11), c(12), c(13), c(1), c(2)])).toBeNull(); // a 2 ends no straight
    expect(kind([c(3), c(4), c(5), c(6)])).toBeNull(); // four in a row is too short
    expect(kind([c(3), c(4)])).toBeNull();
    expect(kind([c(5), c(5, 1), c(6), c(6, 1)])).toBeNull(); // two pairs
    expect(kind([c(9), c(9, 1), c(9, 2), c(4), c(5)])).toBeNull(); // 飞机/四带二 not played
  });

  it('beats a play with the same kind and size and a higher value, a bomb with any other, the rocket with all', () => {
    const play = (cards: Card[]) => classify(cards) ?? { kind: 'single', main: -1, size: 0 };
    const two = play([c(2)]);
    const bigJoker = play([c(BIG_JOKER)]);
    const bomb3 = play([c(3), c(3, 1), c(3, 2), c(3, 3)]);
    const bomb2 = play([c(2), c(2, 1), c(2, 2), c(2, 3)]);
    const rocket = play([c(SMALL_JOKER), c(BIG_JOKER)]);
    expect(beats(bigJoker, two)).toBe(true);
    expect(beats(two, bigJoker)).toBe(false);
    expect(beats(bomb3, bigJoker)).toBe(true);
    expect(beats(bomb2, bomb3)).toBe(true);
    expect(beats(bomb3, bomb2)).toBe(false);
    expect(beats(rocket, bomb2)).toBe(true);
    expect(beats(bomb2, rocket)).toBe(false);
    const s5 = play([c(3), c(4), c(5), c(6), c(7)]);
    const s6 = play([c(4), c(5), c(6), c(7), c(8), c(9)]);
    expect(beats(s6, s5)).toBe(false); // a chain only beats a chain as long
    expect(beats(play([c(4), c(5), c(6), c(7), c(8)]), s5)).toBe(true);
    expect(beats(play([c(4), c(4, 1)]), play([c(3), c(3, 1), c(3, 2), c(5)]))).toBe(false);
  });

  it('bids from the hand: both jokers and two 2s call 3 分, a hand without high cards passes', () => {
    expect(bidOf([c(SMALL_JOKER), c(BIG_JOKER), c(2), c(2, 1), c(3)])).toBe(3);
    expect(bidOf([c(BIG_JOKER), c(1), c(1, 1), c(1, 2), c(3)])).toBe(2); // 4 + 3 × 1
    expect(bidOf([c(2), c(2, 1), c(1)])).toBe(1);
    expect(bidOf([c(3), c(7), c(13)])).toBe(0);
  });
});

describe('a game of 斗地主', () => {
  const play = (seed: number): DdzGame => playGame(seeded(seed));

  it('deals the 54 cards, gives the 底牌 to the highest bidder, and plays it out by the rules', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const g = play(seed);
        const all = [...g.dealt.flat(), ...g.bottom].map(key).sort();
        expect(all).toEqual(deck().map(key).sort());
        expect(g.dealt.map((h) => h.length)).toEqual([17, 17, 17]);
        // the landlord is the last to raise the bid, at that bid
        const raised = g.bids.reduce((best, b, s) => (b > (g.bids[best] ?? 0) ? s : best), 0);
        if (g.bids.some((b) => b > 0)) {
          expect(g.landlord).toBe(raised);
          expect(g.bid).toBe(Math.max(...g.bids));
        }
        // every play is a combination that beats the trick's last; the trick ends after two passes
        const left = g.dealt.map(
          (h, s) => new Set((s === g.landlord ? [...h, ...g.bottom] : h).map(key)),
        );
        let last: ReturnType<typeof classify> = null;
        let lastSeat = g.landlord;
        let passes = 0;
        let turn = g.landlord;
        for (const p of g.plays) {
          expect(p.seat).toBe(turn);
          turn = (turn + 1) % 3;
          if (p.kind === null) {
            expect(last && lastSeat !== p.seat).toBeTruthy(); // a lead is never 不要
            passes++;
            if (passes === 2) [last, passes] = [null, 0];
            continue;
          }
          const combo = classify(p.cards);
          expect(combo?.kind).toBe(p.kind);
          if (last && combo) expect(beats(combo, last)).toBe(true);
          for (const x of p.cards) expect(left[p.seat]?.delete(key(x))).toBe(true);
          [last, lastSeat, passes] = [combo, p.seat, 0];
        }
        // the game ends when a seat is out: the landlord or a farmer
        const out = g.plays.at(-1)?.seat ?? -1;
        expect(left[out]?.size).toBe(0);
        expect(g.landlordWon).toBe(out === g.landlord);
        const plays = (lord: boolean) =>
          g.plays.filter((p) => p.kind && (p.seat === g.landlord) === lord).length;
        expect(g.spring).toBe(g.landlordWon ? plays(false) === 0 : plays(true) === 1);
        const bombs = g.plays.filter((p) => p.kind === 'bomb' || p.kind === 'rocket').length;
        expect(g.bombs).toBe(bombs);
        expect(g.multiplier).toBe(
          Math.min(TOP_MULTIPLIER, g.bid * 2 ** bombs * (g.spring ? 2 : 1)),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('counts 春天 when the farmers never played: a landlord with a 3-A straight, A A, the 2s and the jokers', () => {
    const straight = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1].map((r) => c(r));
    const lord = [
      ...straight,
      c(1, 1),
      c(1, 2),
      ...[0, 1, 2, 3].map((s) => c(2, s)),
      c(SMALL_JOKER),
      c(BIG_JOKER),
    ];
    // the farmers hold three of each of 3 … K and the last A: no bomb, nothing above the landlord
    const rest = deck().filter((x) => !lord.some((y) => key(y) === key(x)));
    expect(rest).toHaveLength(34);
    const g = playOut([lord.slice(0, 17), rest.slice(0, 17), rest.slice(17)], lord.slice(17), 0, 2);
    expect(g.plays.filter((p) => p.seat === 0).map((p) => p.kind)).toEqual([
      'straight',
      'pair',
      'single',
      'single',
      'bomb',
    ]);
    expect(g.plays.filter((p) => p.seat !== 0).every((p) => p.kind === null)).toBe(true);
    expect(g).toMatchObject({ landlordWon: true, spring: true, bombs: 1, multiplier: 8 });
  });
});

describe('斗地主 money', () => {
  it('is a zero-sum game of the three seats less each one’s 2 % fee, always within the deposit', () => {
    fc.assert(
      fc.property(stake, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (s, seed) => {
        const g = play(seed);
        const paid = [0, 1, 2].map((seat) => ddzPayout(s, g, seat));
        expect(paid.reduce((a, b) => a + b, 0)).toBe(3 * (s - ddzFee(s)));
        const unit = Math.floor((s * g.multiplier) / 25);
        for (const [seat, p] of paid.entries()) {
          const lord = seat === g.landlord;
          const won = lord === g.landlordWon;
          expect(p).toBe(s + (won ? 1 : -1) * (lord ? 2 : 1) * unit - ddzFee(s));
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(ddzBest(s));
        }
      }),
      { numRuns: 100 },
    );
    function play(seed: number) {
      return playGame(seeded(seed));
    }
  });

  it('returns exactly 98 % on a stake in whole half yuan: the player is each seat a third of the time', () => {
    // on ¥25 (底注 ¥1): a landlord's win at ×6 is 12, a farmer's loss 6, each less the ¥0.50 fee
    const g = { ...playGame(seeded(7)), landlord: 0, landlordWon: true, multiplier: 6 };
    expect([0, 1, 2].map((seat) => ddzPayout(25_00, g, seat))).toEqual([36_50, 18_50, 18_50]);
    // the cap: a landlord losing at ×12 keeps 25 − 24 − 0.5
    expect(ddzPayout(25_00, { ...g, landlordWon: false, multiplier: 12 }, 0)).toBe(50);
    expect(ddzBest(25_00)).toBe(48_50);
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 50_000 }), (halves) => {
        const s = halves * 50;
        expect(ddzRtp(s)).toBeCloseTo(DDZ_RTP, 12);
      }),
    );
    // and a few seeds: the mean over the three seats is the stake less the fee, exactly
    for (let seed = 1; seed <= 30; seed++) {
      const game = playGame(seeded(seed));
      const mean = [0, 1, 2].reduce((a, seat) => a + ddzPayout(10_00, game, seat), 0) / 3;
      expect(mean / 10_00).toBe(DDZ_RTP);
    }
  });
});
