import { fc } from './testing/fcSetup.ts';
import { describe, expect, it, vi } from 'vitest';
import { capStake, formatCny, formatMoney2, rebate } from './money.ts';

describe('formatCny', () => {
  it('groups in the Chinese number format and drops a trailing .00', () => {
    expect(formatCny(1234567)).toBe('1,234,567');
    expect(formatCny(1234.5)).toBe('1,234.50');
    expect(formatCny('1000.00')).toBe('1,000');
    expect(formatCny(0.004)).toBe('0');
    expect(formatCny(-88.88)).toBe('-88.88');
    expect(formatCny('abc')).toBe('');
  });

  it('shows venue totals with 2 decimals always', () => {
    expect(formatMoney2(12)).toBe('12.00');
    expect(formatMoney2('3.456')).toBe('3.46');
  });

  it('property: agrees with Intl zh-CN at 2 decimals, minus a trailing .00', () => {
    const intl = new Intl.NumberFormat('zh-CN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        const text = formatCny(n);
        expect(text).not.toMatch(/\.00$/);
        const expected = intl.format(n).replace(/\.00$/, '');
        expect(text).toBe(expected === '-0' ? '0' : expected);
      }),
    );
  });

  it('property: venue totals agree with Intl zh-CN, halves of a fen included (1.005 -> 1.01)', () => {
    const intl = new Intl.NumberFormat('zh-CN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      // three decimals: every half fen is a rounding tie in decimal
      fc.integer({ min: -1e12, max: 1e12 }).map((k) => k / 1000),
    );
    fc.assert(
      fc.property(amounts, (n) => {
        expect(formatMoney2(n)).toBe(intl.format(n === 0 ? 0 : n));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('capStake', () => {
  it('caps a stake above the balance to the floor of the balance and calls back', () => {
    const onCapped = vi.fn();
    expect(capStake('500', { balance: 120.7, max: 1000 }, onCapped)).toBe('120');
    expect(onCapped).toHaveBeenCalledWith(120);
  });

  it('caps a stake above the maximum to the maximum', () => {
    const onCapped = vi.fn();
    expect(capStake('5000', { balance: 9999, max: 2000 }, onCapped)).toBe('2000');
    expect(onCapped).toHaveBeenCalledWith(2000);
  });

  it('keeps a stake within limits as typed, without calling back', () => {
    const onCapped = vi.fn();
    expect(capStake('10.', { balance: 100, max: 50 }, onCapped)).toBe('10.');
    expect(onCapped).not.toHaveBeenCalled();
  });

  it('empties non-numeric input', () => {
    expect(capStake('abc', { balance: 100, max: 50 })).toBe('');
    expect(capStake('', { balance: 100, max: 50 })).toBe('');
    // a typed minus is kept as typed (never turned into 3): validateStake refuses it
    expect(capStake('-3', { balance: 100, max: 50 })).toBe('-3');
  });

  it('property: the result is empty, a typed negative left as typed, or a number within both balance and maximum; the callback fires exactly when capped', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double({ min: 0, max: 1e9, noNaN: true }).map(String)),
        fc.double({ min: -100, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (raw, balance, max) => {
          let capped: number | undefined;
          const out = capStake(raw, { balance, max }, (c) => {
            capped = c;
          });
          if (out === '') return;
          if (out.startsWith('-')) {
            // a negative is left as typed for validateStake to refuse, never capped or flipped
            expect(out).toBe(raw.trim());
            expect(capped).toBeUndefined();
            return;
          }
          const n = Number(out);
          expect(Number.isFinite(n)).toBe(true);
          if (capped !== undefined) {
            expect(n).toBe(capped);
            expect(n).toBeLessThanOrEqual(Math.max(0, Math.floor(balance)));
            expect(n).toBeLessThanOrEqual(max);
          } else {
            expect(n).toBeLessThanOrEqual(balance);
            expect(n).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });
});

describe('rebate', () => {
  it('gives the rate from the minimum on, capped at the maximum', () => {
    const rule = { min: 100, rate: 0.01, max: 50 };
    expect(rebate(99.99, rule)).toBe(0);
    expect(rebate(100, rule)).toBe(1);
    expect(rebate(1_000_000, rule)).toBe(50);
    expect(rebate('x', rule)).toBe(0);
  });

  it('property: rebates stay within [0, max]', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double(),
          fc.string().map((s) => s as number | string),
        ),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (stake, max) => {
          const r = rebate(stake, { min: 10, rate: 0.05, max });
          expect(r).toBeGreaterThanOrEqual(0);
          expect(r).toBeLessThanOrEqual(max + 0.005);
        },
      ),
    );
  });
});
