import { fc } from './testing/fcSetup.ts';
import { describe, expect, it } from 'vitest';
import {
  acceptsMovedValue,
  cashOutValue,
  lineChances,
  liveSelection,
  splitCashOut,
  type CashOutLeg,
  type OpenLeg,
} from './cashout.ts';

const odds = fc.integer({ min: 1010, max: 50_000 });
const stake = fc.integer({ min: 1_000, max: 5_000_000 });
const openLeg: fc.Arbitrary<OpenLeg> = fc.record(
  {
    placed: odds,
    current: odds,
    book: fc.double({ min: 1, max: 1.4, noNaN: true }),
    atRisk: fc.double({ min: 0, max: 1, noNaN: true }),
  },
  { requiredKeys: ['placed', 'current'] },
);
const decidedLeg = fc.record({ factor: fc.constantFrom(0.5, 1, 1.45, 1.9, 2.1) });
const legs = fc
  .tuple(fc.array(openLeg, { minLength: 1, maxLength: 4 }), fc.array(decidedLeg, { maxLength: 3 }))
  .map(([o, d]) => [...o, ...d] as CashOutLeg[]);

/** The bet's potential payout: stake times every leg's placed odds (decided legs: their factor
 * at most the placed odds, so the potential is at least what the legs can pay). */
function potentialOf(s: number, ls: readonly CashOutLeg[]): number {
  return Math.floor(
    ls.reduce((p, l) => p * ('factor' in l ? Math.max(l.factor, 1.01) : l.placed / 1000), s),
  );
}

describe('cash-out value', () => {
  it('is the stake times placed over current odds less 5 %, rounded down to the cent', () => {
    // 100 yuan at 2.00, now 1.20: 10000 x 2.00 / 1.20 x 0.95 = 15833.33 -> 15833 cents
    expect(
      cashOutValue({ stake: 10_000, potential: 20_000, legs: [{ placed: 2000, current: 1200 }] }),
    ).toEqual({ value: 15_833 });
    // unchanged odds: the stake less the margin, exactly
    expect(
      cashOutValue({ stake: 10_000, potential: 20_000, legs: [{ placed: 2000, current: 2000 }] }),
    ).toEqual({ value: 9_500 });
  });

  it('prices a parlay over the product of its open legs, settled legs at their result', () => {
    // 100 yuan on 2.00 x 1.50 (potential 300): first leg won (factor 2), second now at 1.25
    // 10000 x 2 x 1.50 / 1.25 x 0.95 = 22800
    expect(
      cashOutValue({
        stake: 10_000,
        potential: 30_000,
        legs: [{ factor: 2 }, { placed: 1500, current: 1250 }],
      }),
    ).toEqual({ value: 22_800 });
  });

  it('has no value while a leg has no price, when every leg is decided, or when a leg lost', () => {
    const base = { stake: 10_000, potential: 40_000 };
    expect(
      cashOutValue({
        ...base,
        legs: [
          { placed: 2000, current: null },
          { placed: 2000, current: 1900 },
        ],
      }),
    ).toEqual({ value: null, reason: 'suspended' });
    expect(cashOutValue({ ...base, legs: [{ factor: 2 }, { factor: 2 }] })).toEqual({
      value: null,
      reason: 'decided',
    });
    expect(
      cashOutValue({ ...base, legs: [{ factor: 0 }, { placed: 2000, current: 1100 }] }),
    ).toEqual({ value: null, reason: 'lost' });
  });

  it('is never above the potential payout and never negative', () => {
    fc.assert(
      fc.property(stake, legs, fc.double({ min: 0, max: 0.2, noNaN: true }), (s, ls, margin) => {
        const potential = potentialOf(s, ls);
        const r = cashOutValue({ stake: s, potential, legs: ls, margin });
        if (r.value === null) return true;
        return r.value >= 0 && r.value <= potential && Number.isInteger(r.value);
      }),
    );
  });

  it('never rises when the current odds of a leg rise (monotone in the live price)', () => {
    fc.assert(
      fc.property(
        stake,
        legs,
        fc.nat(),
        fc.integer({ min: 1, max: 5_000 }),
        (s, ls, pick, rise) => {
          const openIdx = ls.flatMap((l, i) => ('factor' in l ? [] : [i]));
          const i = openIdx[pick % openIdx.length] ?? 0;
          const leg = ls[i] as OpenLeg;
          const higher = ls.map((l, j) =>
            j === i ? { ...leg, current: (leg.current ?? 1010) + rise } : l,
          );
          const potential = potentialOf(s, ls);
          const before = cashOutValue({ stake: s, potential, legs: ls });
          const after = cashOutValue({ stake: s, potential, legs: higher });
          if (before.value === null || after.value === null) return before.value === after.value;
          return after.value <= before.value;
        },
      ),
    );
  });

  it("removes the market's margin: the live price over its book's sum is the selection's chance", () => {
    // the help page 体育赛事提前兑现's example: 100 yuan on 主胜 at 2.00, now 1.20 / 6.50 / 13.00
    const book = 1000 / 1200 + 1000 / 6500 + 1000 / 13_000;
    expect(
      cashOutValue({
        stake: 10_000,
        potential: 20_000,
        legs: [{ placed: 2000, current: 1200, book }],
      }),
    ).toEqual({ value: 14_879 });
    // 100 yuan on 波胆 1-0 at 7.00, now 5.00 in a 115 % book: 10000 x 7 / (5 x 1.15) x 0.95
    expect(
      cashOutValue({
        stake: 10_000,
        potential: 70_000,
        legs: [{ placed: 7000, current: 5000, book: 1.15 }],
      }),
    ).toEqual({ value: 11_565 });
    // a book below 100 % (never offered) counts as 100 %: never more than at the price
    expect(
      cashOutValue({
        stake: 10_000,
        potential: 20_000,
        legs: [{ placed: 2000, current: 1200, book: 0.9 }],
      }),
    ).toEqual({ value: 15_833 });
  });

  it("is never above the bet's fair value at the live book's chances (its margin removed), nor above the value at the live prices", () => {
    fc.assert(
      fc.property(stake, legs, fc.double({ min: 0, max: 0.2, noNaN: true }), (s, ls, margin) => {
        const r = cashOutValue({ stake: s, potential: potentialOf(s, ls), legs: ls, margin });
        if (r.value === null) return true;
        let fair = s;
        let atPrice = s;
        for (const l of ls) {
          if ('factor' in l) {
            fair *= l.factor;
            atPrice *= l.factor;
            continue;
          }
          if (!('current' in l)) throw new Error('only legs priced by the book here');
          const current = l.current ?? 0;
          // the chance of the selection: 1 / price, shared out over the book's sum; a push or a
          // half result returns the share of the stake not at risk
          const risk = l.atRisk ?? 1;
          fair *= (l.placed / 1000) * (1000 / current / Math.max(1, l.book ?? 1)) * risk + 1 - risk;
          atPrice *= (l.placed / current) * risk + 1 - risk;
        }
        return r.value <= fair * (1 - margin) + 1e-6 && r.value <= atPrice + 1e-6;
      }),
    );
  });

  it('keeps the margin: at unchanged odds a single pays back less than its stake', () => {
    fc.assert(
      fc.property(stake, odds, (s, o) => {
        const r = cashOutValue({
          stake: s,
          potential: Math.floor((s * o) / 1000),
          legs: [{ placed: o, current: o }],
        });
        return r.value !== null && r.value < s && r.value >= Math.floor(s * 0.95) - 1;
      }),
    );
  });
});

/** The chances of an Asian line's results (win, half win, push, half loss, loss), adding up to 1. */
const lineResults = fc
  .tuple(
    fc.nat({ max: 1000 }),
    fc.nat({ max: 1000 }),
    fc.nat({ max: 1000 }),
    fc.nat({ max: 1000 }),
    fc.nat({ max: 1000 }),
  )
  .filter((xs) => xs.some((x) => x > 0))
  .map((xs) => {
    const sum = xs.reduce((a, b) => a + b, 0);
    const [win, halfWin, push, halfLoss, loss] = xs.map((x) => x / sum) as [
      number,
      number,
      number,
      number,
      number,
    ];
    return { win, halfWin, push, halfLoss, loss };
  });

describe('a handicap or total priced at its own line (lineChances)', () => {
  it('is worth, less the margin, what its results pay on average: a win the odds, a half win half the winnings, a push the stake, a half loss half of it', () => {
    fc.assert(
      fc.property(stake, odds, lineResults, (s, o, p) => {
        const potential = Math.floor((s * o) / 1000);
        const r = cashOutValue({ stake: s, potential, legs: [{ placed: o, ...lineChances(p) }] });
        const d = o / 1000;
        const fair = s * (p.win * d + (p.halfWin * (1 + d)) / 2 + p.push + p.halfLoss / 2);
        if (r.value === null) return false;
        // rounded down to the cent (a cent either way for the float sums), at most the payout
        return Math.abs(r.value - Math.min(potential, Math.floor(fair * 0.95))) <= 1;
      }),
    );
  });

  it('a line that can no longer lose (大 2.0 at 2 goals: push or win) is worth at least the stake less the margin; one that can no longer win at most that', () => {
    // the help page 体育赛事提前兑现's example: 大 2 at 1.90 before kick-off, 2-0 now, 70 % for
    // another goal: (0.7 x 190 + 0.3 x 100) x 0.95 = 154.85
    expect(
      cashOutValue({
        stake: 10_000,
        potential: 19_000,
        legs: [{ placed: 1900, ...lineChances({ win: 0.7, halfWin: 0, push: 0.3, halfLoss: 0 }) }],
      }),
    ).toEqual({ value: 15_485 });
    // 小 2.0 at 2 goals: the stake back (30 %) or lost: 0.3 x 100 x 0.95 = 28.50
    expect(
      cashOutValue({
        stake: 10_000,
        potential: 19_000,
        legs: [{ placed: 1900, ...lineChances({ win: 0, halfWin: 0, push: 0.3, halfLoss: 0 }) }],
      }),
    ).toEqual({ value: 2_850 });
    fc.assert(
      fc.property(stake, odds, lineResults, (s, o, p) => {
        const potential = Math.floor((s * o) / 1000);
        const floor = Math.floor(s * 0.95);
        const safe = { ...p, halfLoss: 0, loss: 0 };
        const safeSum = safe.win + safe.halfWin + safe.push;
        const lost = { ...p, win: 0, halfWin: 0 };
        const lostSum = lost.push + lost.halfLoss + lost.loss;
        const scale = <T extends Record<string, number>>(x: T, by: number): T =>
          Object.fromEntries(Object.entries(x).map(([k, v]) => [k, v / by])) as T;
        const cannotLose = cashOutValue({
          stake: s,
          potential,
          legs: [{ placed: o, ...lineChances(scale(safe, safeSum || 1)) }],
        });
        const cannotWin = cashOutValue({
          stake: s,
          potential,
          legs: [{ placed: o, ...lineChances(scale(lost, lostSum || 1)) }],
        });
        return (
          (safeSum === 0 || (cannotLose.value ?? 0) >= Math.min(potential, floor) - 1) &&
          (lostSum === 0 || (cannotWin.value ?? Infinity) <= floor + 1)
        );
      }),
    );
  });

  it('a line without pushes or half results is priced as the book prices it: the chance of a win', () => {
    expect(lineChances({ win: 0.4, halfWin: 0, push: 0, halfLoss: 0 })).toEqual({
      chance: 0.4,
      atRisk: 1,
    });
    // a quarter line: 主 -0.25 at 0-0 late, 10 % win, 80 % a draw (half loss), 10 % lose
    expect(lineChances({ win: 0.1, halfWin: 0, push: 0, halfLoss: 0.8 })).toEqual({
      chance: 0.1 / 0.6,
      atRisk: 0.6,
    });
    // nothing at risk any more (a push is certain): the stake back
    expect(lineChances({ win: 0, halfWin: 0, push: 1, halfLoss: 0 })).toEqual({
      chance: 0,
      atRisk: 0,
    });
  });
});

describe('partial cash-out split', () => {
  it('cashes the share of the stake the amount is of the value, the rest stays open', () => {
    expect(splitCashOut(10_000, 15_000, 7_500)).toEqual({
      cashedStake: 5_000,
      remainingStake: 5_000,
      full: false,
    });
    expect(splitCashOut(10_000, 15_000, 15_000)).toEqual({
      cashedStake: 10_000,
      remainingStake: 0,
      full: true,
    });
  });

  it('always leaves both parts whole cents that add up to the stake, and some stake open', () => {
    fc.assert(
      fc.property(stake, fc.integer({ min: 2, max: 10_000_000 }), fc.nat(), (s, v, a) => {
        const amount = 1 + (a % (v - 1)); // below the value
        const r = splitCashOut(s, v, amount);
        return (
          !r.full &&
          r.cashedStake >= 1 &&
          r.remainingStake >= 1 &&
          r.cashedStake + r.remainingStake === s &&
          Number.isInteger(r.cashedStake)
        );
      }),
    );
  });
});

describe('moved value and the odds-change preference', () => {
  it('accept any takes every move, only higher takes a rise, ask takes none', () => {
    expect(acceptsMovedValue('any', 1000, 900)).toBe(true);
    expect(acceptsMovedValue('higher', 1000, 1100)).toBe(true);
    expect(acceptsMovedValue('higher', 1000, 900)).toBe(false);
    expect(acceptsMovedValue('ask', 1000, 1100)).toBe(false);
    expect(acceptsMovedValue('ask', 1000, 1000)).toBe(true);
  });
});

describe("a leg's selection in the live book", () => {
  const at = (scoreH: number, scoreC: number) => ({ live: true, scoreH, scoreC });
  it('before kick-off is the leg itself', () => {
    for (const play of ['M', 'R', 'OU', 'HM', 'HR', 'HOU', 'PD', 'SC', 'EO'])
      expect(
        liveSelection({ play, side: 'H', line: 0.5 }, { live: false, scoreH: 0, scoreC: 0 }, 4),
      ).toEqual({ play, side: 'H', line: 0.5 });
  });

  it('after kick-off is the in-play market of the same side: 独赢, 大小, the first half, 波胆, set score, 单双', () => {
    const cases: Array<[string, string, number, string]> = [
      ['M', 'N', 0, 'RM'],
      ['OU', 'O', 2.5, 'ROU'],
      ['HM', 'C', 0, 'HRM'],
      ['HOU', 'U', 1.25, 'HROU'],
      ['PD', 'H2C1', 0, 'RPD'],
      ['PD', 'OTH', 0, 'RPD'],
      ['SC', 'H2C1', 0, 'RSC'],
      ['EO', 'ODD', 0, 'REO'],
      ['RPD', 'H1C1', 0, 'RPD'],
    ];
    for (const [play, side, line, inPlay] of cases)
      expect(liveSelection({ play, side, line }, at(1, 0), 4)).toEqual({
        play: inPlay,
        side,
        line,
      });
  });

  it("moves a handicap's line by the goals since its bet (the in-play handicap counts only the goals after)", () => {
    // 主 -0.5 before kick-off, at 1-0: the in-play 主 +0.5 (home wins unless the rest is lost)
    expect(liveSelection({ play: 'R', side: 'H', line: -0.5 }, at(1, 0), 4)).toEqual({
      play: 'RE',
      side: 'H',
      line: 0.5,
    });
    expect(liveSelection({ play: 'HR', side: 'C', line: 0.25 }, at(1, 0), 4)).toEqual({
      play: 'HRE',
      side: 'C',
      line: -0.75,
    });
    // placed in play at 1-0, now 1-2: two goals against since
    expect(
      liveSelection({ play: 'RE', side: 'H', line: 0, placedScore: { h: 1, c: 0 } }, at(1, 2), 4),
    ).toEqual({ play: 'RE', side: 'H', line: -2 });
  });

  it('decides a correct score the score has passed (lost) and 其他 once beyond the listed scores (won)', () => {
    expect(liveSelection({ play: 'PD', side: 'H1C0', line: 0 }, at(1, 1), 4)).toEqual({
      result: 'L',
    });
    expect(liveSelection({ play: 'SC', side: 'H2C0', line: 0 }, at(1, 1), 4)).toEqual({
      result: 'L',
    });
    expect(liveSelection({ play: 'PD', side: 'OTH', line: 0 }, at(5, 0), 4)).toEqual({
      result: 'W',
    });
    expect(liveSelection({ play: 'PD', side: 'H4C4', line: 0 }, at(5, 0), 4)).toEqual({
      result: 'L',
    });
  });

  it('decides a total the score has passed by half a goal: 大 won, 小 lost; on the line or a quarter past it, not yet', () => {
    expect(liveSelection({ play: 'OU', side: 'O', line: 2.5 }, at(2, 1), 4)).toEqual({
      result: 'W',
    });
    expect(liveSelection({ play: 'HROU', side: 'U', line: 0.5 }, at(0, 1), 4)).toEqual({
      result: 'L',
    });
    for (const line of [3, 2.75])
      expect(liveSelection({ play: 'ROU', side: 'O', line }, at(2, 1), 4)).toEqual({
        play: 'ROU',
        side: 'O',
        line,
      });
  });
});
