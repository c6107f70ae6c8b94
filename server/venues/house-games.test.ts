// 龙虎, 轮盘, 骰宝, 牛牛 and 炸金花 decide and pay as their rules say, and return what the pages
// and docs/demo-venues.md print (exact, from the games' chances).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Card } from './baccarat.ts';
import {
  DT_BEST,
  DT_SIDES,
  NIU_BOMB,
  NIU_FIVE_FACES,
  NIU_FIVE_SMALL,
  NIU_MULTIPLIERS,
  NIU_RTP,
  ROULETTE_BETS,
  ROULETTE_RTP,
  SICBO_BETS,
  ZJH_BEST,
  ZJH_RTP,
  allThrows,
  compareNiu,
  compareZjh,
  dragonTigerPayout,
  dragonTigerRtp,
  dragonTigerWinner,
  niuBest,
  niuMultiplier,
  niuName,
  niuOdds,
  niuPayout,
  niuRank,
  niuRtp,
  rouletteColour,
  roulettePayout,
  roulettePrice,
  sicBoPayout,
  sicBoPrice,
  zjhHand,
  zjhPayout,
} from './house-games.ts';
import { NIU_PAYTABLE } from './house-game.ts';

const card = fc.record({
  rank: fc.integer({ min: 1, max: 13 }),
  suit: fc.integer({ min: 0, max: 3 }),
});
/** `n` distinct cards of one deck */
const hand = (n: number) =>
  fc.uniqueArray(card, { minLength: n, maxLength: n, selector: (c) => c.rank * 4 + c.suit });
const c = (rank: number, suit = 0): Card => ({ rank, suit });
const stake = fc.integer({ min: 1, max: 10_000_000 });

describe('龙虎', () => {
  it('gives the round to the higher rank (A lowest, K highest, suits not counted)', () => {
    fc.assert(
      fc.property(card, card, (d, t) => {
        const w = dragonTigerWinner(d, t);
        expect(w).toBe(d.rank > t.rank ? 'dragon' : d.rank < t.rank ? 'tiger' : 'tie');
      }),
    );
    expect(dragonTigerWinner(c(1), c(13))).toBe('tiger');
  });

  it('pays 龙 and 虎 1:1, 和 8:1, and gives 龙 and 虎 half back on a 和', () => {
    fc.assert(
      fc.property(
        stake,
        fc.constantFrom(...DT_SIDES),
        fc.constantFrom(...DT_SIDES),
        (s, side, w) => {
          const paid = dragonTigerPayout(side, s, w);
          expect(paid).toBeLessThanOrEqual(s * DT_BEST[side]);
          if (w === 'tie') expect(paid).toBe(side === 'tie' ? 9 * s : Math.floor(s / 2));
          else expect(paid).toBe(side === w ? 2 * s : 0);
        },
      ),
    );
  });

  it('returns 96.27 % on 龙 and 虎 and 67.23 % on 和 (exact, eight decks)', () => {
    // count every ordered pair of cards of the 416
    let tie = 0;
    let pairs = 0;
    for (let a = 1; a <= 13; a++)
      for (let b = 1; b <= 13; b++) {
        const n = 32 * (a === b ? 31 : 32);
        pairs += n;
        if (a === b) tie += n;
      }
    expect(pairs).toBe(416 * 415);
    const pTie = tie / pairs;
    expect(dragonTigerRtp('dragon')).toBeCloseTo(1 - pTie + pTie / 2, 12);
    expect(dragonTigerRtp('dragon')).toBeCloseTo(0.9627, 4);
    expect(dragonTigerRtp('tiger')).toBe(dragonTigerRtp('dragon'));
    expect(dragonTigerRtp('tie')).toBeCloseTo(0.6723, 4);
  });
});

describe('轮盘', () => {
  it('offers 单号 0-36, 红黑, 单双, 大小, three 打 and three 列, each once', () => {
    const codes = ROULETTE_BETS.map((b) => b.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(37 + 12);
  });

  it('loses every outside bet on 0, and 18 red and 18 black numbers as on the wheel', () => {
    for (const b of ROULETTE_BETS) if (b.code !== 'n:0') expect(b.covers(0), b.code).toBe(false);
    const red = Array.from({ length: 36 }, (_, i) => i + 1).filter(
      (n) => rouletteColour(n) === 'red',
    );
    expect(red).toHaveLength(18);
    expect(red.slice(0, 10)).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19]);
    expect(rouletteColour(0)).toBe('green');
  });

  it('pays a winning bet 35:1, 2:1 or 1:1 by how many numbers it covers, nothing else', () => {
    fc.assert(
      fc.property(
        stake,
        fc.constantFrom(...ROULETTE_BETS),
        fc.integer({ min: 0, max: 36 }),
        (s, b, n) => {
          const paid = roulettePayout(b, s, n);
          expect(paid).toBe(b.covers(n) ? s * b.pays : 0);
          const covered = Array.from({ length: 37 }, (_, i) => i).filter(b.covers).length;
          expect(b.pays * covered).toBe(36);
        },
      ),
    );
  });

  it('returns 36/37 = 97.30 % on every bet', () => {
    for (const b of ROULETTE_BETS) {
      const p = roulettePrice(b);
      expect(p.pays * p.chance, b.code).toBeCloseTo(ROULETTE_RTP, 12);
    }
    expect(ROULETTE_RTP).toBeCloseTo(0.973, 3);
  });
});

describe('骰宝', () => {
  const die = fc.integer({ min: 1, max: 6 });
  it('loses 大, 小, 单 and 双 on a triple and pays a win by its odds', () => {
    fc.assert(
      fc.property(stake, fc.constantFrom(...SICBO_BETS), die, die, die, (s, b, x, y, z) => {
        const dice = [x, y, z];
        const total = x + y + z;
        const triple = x === y && y === z;
        const paid = sicBoPayout(b, s, dice);
        const expected: Record<string, boolean> = {
          big: !triple && total >= 11,
          small: !triple && total <= 10,
          odd: !triple && total % 2 === 1,
          even: !triple && total % 2 === 0,
          anyTriple: triple,
        };
        const wins = b.code.startsWith('total:')
          ? total === Number(b.code.slice(6))
          : b.code.startsWith('triple:')
            ? triple && x === Number(b.code.slice(7))
            : expected[b.code];
        expect(paid).toBe(wins ? s * (b.odds + 1) : 0);
      }),
    );
  });

  it('returns what docs/demo-venues.md prints (exact over the 216 throws)', () => {
    expect(allThrows()).toHaveLength(216);
    const rtp = (code: string) => {
      const b = SICBO_BETS.find((x) => x.code === code);
      if (!b) throw new Error(code);
      const p = sicBoPrice(b);
      return Math.round(p.pays * p.chance * 10_000) / 100;
    };
    expect(['big', 'small', 'odd', 'even'].map(rtp)).toEqual([97.22, 97.22, 97.22, 97.22]);
    expect([4, 5, 6, 7, 8, 9, 10].map((t) => rtp(`total:${t}`))).toEqual([
      84.72, 86.11, 83.33, 90.28, 87.5, 81.02, 87.5,
    ]);
    for (let t = 4; t <= 17; t++) expect(rtp(`total:${t}`)).toBe(rtp(`total:${21 - t}`));
    expect(rtp('triple:6')).toBe(83.8);
    expect(rtp('anyTriple')).toBe(86.11);
  });
});

describe('牛牛', () => {
  it('reads a hand: 牛 when three cards make a multiple of ten, then the last digit of the other two', () => {
    expect(niuRank([c(10), c(12), c(13), c(4), c(5)])).toBe(9);
    expect(niuRank([c(3), c(7), c(10), c(6), c(4)])).toBe(10);
    expect(niuRank([c(1), c(2), c(4), c(5), c(9)])).toBe(1); // 1+4+5 = 10, then 2+9 = 11
    expect(niuRank([c(1), c(1, 1), c(2), c(3), c(4)])).toBe(0); // 11 in all: not 五小牛
    expect([0, 1, 7, 9, 10].map(niuName)).toEqual(['无牛', '牛一', '牛七', '牛九', '牛牛']);
  });

  it('reads the special hands above 牛牛: 五小牛 > 炸弹牛 > 五花牛, the higher when a hand is two', () => {
    // 五小牛: five cards under 5, at most 10 together (1+1+2+3+3)
    expect(niuRank([c(1), c(1, 1), c(2), c(3), c(3, 1)])).toBe(NIU_FIVE_SMALL);
    expect(niuRank([c(1), c(2), c(2, 1), c(2, 2), c(5)])).not.toBe(NIU_FIVE_SMALL); // a 5
    // 炸弹牛: four of a rank, whatever the fifth card
    expect(niuRank([c(7), c(7, 1), c(7, 2), c(7, 3), c(2)])).toBe(NIU_BOMB);
    // 五花牛: five face cards (a 10 is not one)
    expect(niuRank([c(11), c(12), c(13), c(11, 1), c(12, 1)])).toBe(NIU_FIVE_FACES);
    expect(niuRank([c(10), c(12), c(13), c(11, 1), c(12, 1)])).toBe(10);
    // two at once: four aces and a 2 are small (6), four kings and a queen a bomb
    expect(niuRank([c(1), c(1, 1), c(1, 2), c(1, 3), c(2)])).toBe(NIU_FIVE_SMALL);
    expect(niuRank([c(13), c(13, 1), c(13, 2), c(13, 3), c(12)])).toBe(NIU_BOMB);
    expect([NIU_FIVE_FACES, NIU_BOMB, NIU_FIVE_SMALL].map(niuName)).toEqual([
      '五花牛',
      '炸弹牛',
      '五小牛',
    ]);
    // the multipliers of Chinese 抢庄牛牛 tables
    expect(NIU_MULTIPLIERS).toEqual([1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4, 5, 6, 8]);
    // two bombs: the four's rank decides, not the fifth card
    const low = [c(3), c(3, 1), c(3, 2), c(3, 3), c(13)];
    const high = [c(4), c(4, 1), c(4, 2), c(4, 3), c(1)];
    expect(compareNiu(high, low)).toBeGreaterThan(0);
  });

  it('never ties, and a hand beats another exactly when the other does not beat it', () => {
    fc.assert(
      fc.property(hand(10), (cards) => {
        const a = cards.slice(0, 5);
        const b = cards.slice(5);
        const ab = compareNiu(a, b);
        expect(ab).not.toBe(0);
        expect(Math.sign(compareNiu(b, a))).toBe(-Math.sign(ab));
        if (niuRank(a) !== niuRank(b)) expect(ab > 0).toBe(niuRank(a) > niuRank(b));
      }),
    );
  });

  it('pays the winner the base bet (stake ÷ 8) times its multiplier, the player less 5 %', () => {
    fc.assert(
      fc.property(stake, hand(10), (s, cards) => {
        const player = cards.slice(0, 5);
        const house = cards.slice(5);
        const paid = niuPayout(s, player, house);
        expect(paid).toBeGreaterThanOrEqual(0);
        if (compareNiu(player, house) > 0)
          expect(paid).toBe(s + Math.floor((s * niuMultiplier(niuRank(player)) * 0.95) / 8 + 1e-9));
        else
          expect(paid).toBe(
            Math.max(0, s - Math.ceil((s * niuMultiplier(niuRank(house))) / 8 - 1e-9)),
          );
        expect(paid).toBeLessThanOrEqual(niuBest(s));
      }),
    );
    // on 80 (底注 10): a 牛牛 win 10 × 4 × 0.95; a loss to 牛八 10 × 2; a 五小牛 win 10 × 8 × 0.95
    const niuniu = [c(3), c(7), c(10), c(6), c(4)];
    const niuBa = [c(2), c(8), c(10), c(3), c(5)];
    expect(niuPayout(80_00, niuniu, niuBa)).toBe(118_00);
    expect(niuPayout(80_00, niuBa, [c(3, 1), c(7, 1), c(11), c(6, 1), c(4, 1)])).toBe(40_00);
    expect(niuPayout(80_00, [c(1), c(1, 1), c(2), c(3), c(4)], niuBa)).toBe(60_00);
    const small = [c(1), c(1, 1), c(2), c(3), c(3, 1)];
    expect(niuPayout(80_00, small, niuniu)).toBe(niuBest(80_00));
    expect(niuPayout(80_00, niuniu, small)).toBe(0); // the whole deposit
  });

  it('returns 99.41 % (exact over every two hands of one deck), with the page’s paytable', () => {
    const { rankChance, winnerMultiplier } = niuOdds();
    expect(rankChance.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    // 五花牛: 12 face cards choose 5, less the 24 hands that are a bomb of faces
    expect(rankChance[NIU_FIVE_FACES]).toBeCloseTo((792 - 24) / 2_598_960, 12);
    // 炸弹牛: 13 × 48 hands, less the 16 that are 五小牛 (AAAA + 2, 3, 4; 2222 + A)
    expect(rankChance[NIU_BOMB]).toBeCloseTo((624 - 16) / 2_598_960, 12);
    for (const row of NIU_PAYTABLE) {
      const p = rankChance.slice(row.from, row.to + 1).reduce((s, x) => s + x, 0);
      expect(row.chance).toBe(`${(p * 100).toFixed(3)}%`);
      for (let r = row.from; r <= row.to; r++)
        expect(niuMultiplier(r)).toBe(niuMultiplier(row.from));
    }
    expect(niuRtp(winnerMultiplier)).toBeCloseTo(NIU_RTP, 6);
    expect(NIU_RTP).toBeCloseTo(0.9941, 4);
  });
});

describe('炸金花', () => {
  it('ranks 豹子, 顺金, 金花, 顺子, 对子, 单张, with A-K-Q the highest straight and A-2-3 the lowest', () => {
    expect(zjhHand([c(5), c(5, 1), c(5, 2)]).kind).toBe(5);
    expect(zjhHand([c(12), c(13), c(1)]).kind).toBe(4);
    expect(zjhHand([c(2), c(9), c(13)]).kind).toBe(3);
    expect(zjhHand([c(1), c(2, 1), c(3)]).kind).toBe(2);
    expect(zjhHand([c(8), c(8, 1), c(3)]).kind).toBe(1);
    expect(zjhHand([c(8), c(9, 1), c(3)]).kind).toBe(0);
    expect(compareZjh([c(1), c(13, 1), c(12)], [c(2), c(3, 1), c(4)])).toBeGreaterThan(0);
    expect(compareZjh([c(1), c(2, 1), c(3)], [c(2, 2), c(3, 2), c(4, 1)])).toBeLessThan(0);
    expect(compareZjh([c(9), c(9, 1), c(2)], [c(8, 2), c(8, 3), c(1)])).toBeGreaterThan(0);
  });

  it('never ties and orders any two hands one way', () => {
    fc.assert(
      fc.property(hand(6), (cards) => {
        const a = cards.slice(0, 3);
        const b = cards.slice(3);
        const ab = compareZjh(a, b);
        expect(ab).not.toBe(0);
        expect(Math.sign(compareZjh(b, a))).toBe(-Math.sign(ab));
        const ka = zjhHand(a).kind;
        const kb = zjhHand(b).kind;
        if (ka !== kb) expect(ab > 0).toBe(ka > kb);
      }),
    );
  });

  it('pays a win 1:0.95 and returns 97.50 % (each side wins half the rounds)', () => {
    fc.assert(
      fc.property(stake, hand(6), (s, cards) => {
        const paid = zjhPayout(s, cards.slice(0, 3), cards.slice(3));
        expect(paid).toBe(
          compareZjh(cards.slice(0, 3), cards.slice(3)) > 0 ? s + Math.floor((s * 95) / 100) : 0,
        );
        expect(paid).toBeLessThanOrEqual(Math.floor(s * ZJH_BEST));
      }),
    );
    expect(ZJH_RTP).toBe(0.975);
  });
});
