import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinAmountText, coinCents, rateUnits } from './coin';

describe('virtual-coin amount of a deposit (yuan / rate, rounded up to 0.01 coin)', () => {
  it('prices 500 yuan at 7.2 as 69.45 USDT (69.444... rounded up), 720 yuan as exactly 100.00', () => {
    expect(coinAmountText(500_00, 7.2)).toBe('69.45');
    expect(coinAmountText(720_00, 7.2)).toBe('100.00');
    expect(coinAmountText(100_00, 7.19)).toBe('13.91');
  });

  it('is 0 without an order or a rate', () => {
    expect(coinCents(0, 7.2)).toBe(0);
    expect(coinCents(500_00, 0)).toBe(0);
    expect(coinCents(500_00, Number.NaN)).toBe(0);
  });

  it('the coins sent always cover the order, and one coin cent less never does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000_00 }),
        fc.integer({ min: 1, max: 200_000 }).map((u) => u / 10_000),
        (fen, rate) => {
          const c = coinCents(fen, rate);
          const units = rateUnits(rate);
          expect(c * units).toBeGreaterThanOrEqual(fen * 10_000);
          expect((c - 1) * units).toBeLessThan(fen * 10_000);
        },
      ),
    );
  });

  it('writes the coin cents with 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000_00 }), (fen) => {
        const text = coinAmountText(fen, 7.2);
        expect(text).toMatch(/^\d+\.\d{2}$/);
        expect(Math.round(Number(text) * 100)).toBe(coinCents(fen, 7.2));
      }),
    );
  });
});
