import { fc } from './testing/fcSetup.ts';
import { describe, expect, it } from 'vitest';
import {
  depositBonus,
  turnoverProgress,
  turnoverTotal,
  vipGradeReached,
  vipProgress,
  type DepositBonusRule,
} from './bonus.ts';

const CHANNEL: DepositBonusRule = {
  rate: 0.01,
  maxReward: 88_00,
  turnoverMultiple: 1,
  base: 'bonus',
};
const deposit = fc.integer({ min: 0, max: 500_000_00 });
const rule: fc.Arbitrary<DepositBonusRule> = fc.record({
  rate: fc.constantFrom(0, 0.005, 0.01, 0.07, 0.1, 0.15, 0.29, 1),
  maxReward: fc.integer({ min: 0, max: 10_000_00 }),
  turnoverMultiple: fc.integer({ min: 0, max: 30 }),
  base: fc.constantFrom('bonus' as const, 'depositAndBonus' as const),
  minDeposit: fc.integer({ min: 0, max: 10_000_00 }),
});

describe('deposit bonus', () => {
  it('pays 1 % of 1,150 yuan (11.50) with 11.50 of turnover on the channel rule', () => {
    expect(depositBonus(1150_00, CHANNEL)).toEqual({ bonus: 11_50, turnover: 11_50 });
  });

  it('caps the channel bonus at 88 yuan (a 10,000 yuan deposit earns 88, not 100)', () => {
    expect(depositBonus(10_000_00, CHANNEL)).toEqual({ bonus: 88_00, turnover: 88_00 });
  });

  it('counts a deposit offer on deposit plus bonus: 200 at 100 % x10 needs 4,000', () => {
    const offer: DepositBonusRule = {
      rate: 1,
      maxReward: 888_00,
      turnoverMultiple: 10,
      base: 'depositAndBonus',
      minDeposit: 100_00,
    };
    expect(depositBonus(200_00, offer)).toEqual({ bonus: 200_00, turnover: 4000_00 });
    expect(depositBonus(99_99, offer)).toEqual({ bonus: 0, turnover: 0 });
  });

  it('rounds rates to the cent downwards without binary noise (0.29 of 100 yuan is 29 yuan)', () => {
    expect(depositBonus(100_00, { ...CHANNEL, rate: 0.29, maxReward: 1000_00 }).bonus).toBe(29_00);
  });

  it('is whole cents, never negative, never above the cap or rate x deposit', () => {
    fc.assert(
      fc.property(deposit, rule, (d, r) => {
        const { bonus, turnover } = depositBonus(d, r);
        expect(Number.isSafeInteger(bonus) && Number.isSafeInteger(turnover)).toBe(true);
        expect(bonus).toBeGreaterThanOrEqual(0);
        expect(bonus).toBeLessThanOrEqual(r.maxReward);
        expect(bonus).toBeLessThanOrEqual(d * r.rate + 1e-6);
        if (bonus === 0) expect(turnover).toBe(0);
        else expect(turnover).toBe((r.base === 'bonus' ? bonus : d + bonus) * r.turnoverMultiple);
      }),
    );
  });

  it('never pays less for a larger deposit', () => {
    fc.assert(
      fc.property(deposit, deposit, rule, (a, b, r) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(depositBonus(hi, r).bonus).toBeGreaterThanOrEqual(depositBonus(lo, r).bonus);
      }),
    );
  });

  it('refuses what is not a whole positive amount of cents', () => {
    expect(depositBonus(-500_00, CHANNEL).bonus).toBe(0);
    expect(depositBonus(Number.NaN, CHANNEL).bonus).toBe(0);
    expect(depositBonus(100.5, CHANNEL).bonus).toBe(0);
  });
});

describe('turnover progress', () => {
  const progress = fc
    .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 20_000_000 }))
    .map(([req, placed]) => turnoverProgress(req, placed));

  it('says 18,880 required, 430 done, 18,450 to go', () => {
    expect(turnoverProgress(18_880_00, 430_00)).toEqual({
      required: 18_880_00,
      done: 430_00,
      remaining: 18_450_00,
      met: false,
    });
  });

  it('holds done + remaining = required for one requirement and for their total', () => {
    fc.assert(
      fc.property(fc.array(progress, { maxLength: 6 }), (items) => {
        for (const i of [...items, turnoverTotal(items)]) {
          expect(i.done + i.remaining).toBe(i.required);
          expect(i.done).toBeGreaterThanOrEqual(0);
          expect(i.remaining).toBeGreaterThanOrEqual(0);
          expect(i.met).toBe(i.remaining === 0);
        }
      }),
    );
  });
});

describe('VIP standing', () => {
  const GRADES = Array.from({ length: 10 }, (_, i) => ({
    grade: i,
    depositRequired: i === 0 ? 0 : 1000 * 2 ** i,
    turnoverRequired: i === 0 ? 0 : 5000 * 2 ** i,
  }));

  it('reaches VIP1 at exactly 2,000 deposited and 10,000 of turnover, not a cent before', () => {
    expect(vipGradeReached(GRADES, 2000, 10_000)).toBe(1);
    expect(vipGradeReached(GRADES, 1999.99, 10_000)).toBe(0);
    expect(vipGradeReached(GRADES, 2000, 9_999.99)).toBe(0);
    expect(vipGradeReached(GRADES, 1_000_000, 1_000_000)).toBe(7);
  });

  it('shows the way to the next grade and nothing beyond the top', () => {
    expect(vipProgress(GRADES, 0, 500, 10_000)).toMatchObject({
      next: { grade: 1 },
      depositShare: 0.25,
      turnoverShare: 1,
      depositRemaining: 1500,
      turnoverRemaining: 0,
    });
    expect(vipProgress(GRADES, 9, 0, 0).next).toBeNull();
  });

  it('never lowers the grade reached when deposits or turnover grow, and shares stay in 0..1', () => {
    const amount = fc.integer({ min: 0, max: 5_000_000 });
    fc.assert(
      fc.property(amount, amount, amount, amount, (d, t, dd, dt) => {
        const g = vipGradeReached(GRADES, d, t);
        expect(vipGradeReached(GRADES, d + dd, t + dt)).toBeGreaterThanOrEqual(g);
        const p = vipProgress(GRADES, g, d, t);
        for (const s of [p.depositShare, p.turnoverShare]) {
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(1);
        }
        // the next grade is not already met on both counts
        if (p.next) expect(p.depositRemaining > 0 || p.turnoverRemaining > 0).toBe(true);
      }),
    );
  });
});
