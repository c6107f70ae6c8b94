import * as OpenCC from 'opencc-js';
import { fc } from './testing/fcSetup.ts';
import { describe, expect, it, vi } from 'vitest';
import {
  CAPITAL_NUMERALS,
  capStake,
  formatCny,
  formatMoney2,
  rebate,
  toChineseCapital,
  winAmount,
} from './money.ts';

const CAPITAL_DIGITS = '零壹贰叁肆伍陆柒捌玖';

/** Reads capital numerals back into fen: an independent parser for the round-trip property. */
function parseCapital(text: string): number {
  let sign = 1;
  let s = text;
  if (s.startsWith('负')) {
    sign = -1;
    s = s.slice(1);
  }
  const [intPart, fracPart = ''] = s.includes('元') ? s.split('元') : ['', s];
  const section = (t: string): number => {
    let total = 0;
    let digit = 0;
    for (const ch of t) {
      const d = CAPITAL_DIGITS.indexOf(ch);
      if (d >= 0) digit = d;
      else {
        total += digit * ({ 拾: 10, 佰: 100, 仟: 1000 }[ch] ?? 1);
        digit = 0;
      }
    }
    return total + digit;
  };
  const belowYi = (t: string): number => {
    const at = t.indexOf('万');
    return at >= 0 ? section(t.slice(0, at)) * 1e4 + section(t.slice(at + 1)) : section(t);
  };
  const yiAt = (intPart ?? '').indexOf('亿');
  const yuan =
    yiAt >= 0
      ? belowYi((intPart ?? '').slice(0, yiAt)) * 1e8 + belowYi((intPart ?? '').slice(yiAt + 1))
      : belowYi(intPart ?? '');
  const jiao = /(.)角/.exec(fracPart);
  const fen = /(.)分/.exec(fracPart);
  const cents =
    (jiao ? CAPITAL_DIGITS.indexOf(jiao[1] ?? '') * 10 : 0) +
    (fen ? CAPITAL_DIGITS.indexOf(fen[1] ?? '') : 0);
  return sign * (yuan * 100 + cents);
}

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

describe('toChineseCapital', () => {
  it.each([
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [105, '壹佰零伍元整'],
    [1409.5, '壹仟肆佰零玖元伍角'],
    [6007.14, '陆仟零柒元壹角肆分'],
    [1.05, '壹元零伍分'],
    [0.5, '伍角'],
    [0.07, '柒分'],
    [10010, '壹万零壹拾元整'],
    [1000000, '壹佰万元整'],
    [100000000, '壹亿元整'],
    [100010000, '壹亿零壹万元整'],
    [100000001, '壹亿零壹元整'],
    [-25.3, '负贰拾伍元叁角'],
    ['1234567890123.45', '壹万贰仟叁佰肆拾伍亿陆仟柒佰捌拾玖万零壹佰贰拾叁元肆角伍分'],
    ['0.995', '壹元整'],
    [1e12, '壹万亿元整'],
    ['1000000000001', '壹万亿零壹元整'],
    ['1000100000000', '壹万零壹亿元整'],
    [-0.001, '零元整'],
  ])('writes %s as %s', (amount, expected) => {
    expect(toChineseCapital(amount)).toBe(expected);
  });

  it('gives nothing for text that is not an amount or beyond 万亿', () => {
    expect(toChineseCapital('12a')).toBe('');
    expect(toChineseCapital(Infinity)).toBe('');
    expect(toChineseCapital('12345678901234567')).toBe('');
  });

  it('property: reads back to the amount in fen, with no doubled 零 and no leading 零', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), (fenBig) => {
        const negative = fenBig < 0n;
        const abs = negative ? -fenBig : fenBig;
        const text = `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
        const capital = toChineseCapital(text);
        expect(capital).not.toMatch(/零零|^零(?!元整)|^负零/);
        expect(capital).toMatch(/[元角分]|整$/);
        if (abs <= 10n ** 15n) {
          expect(BigInt(parseCapital(capital))).toBe(fenBig);
        }
      }),
    );
  });

  // zh-TW: the locale's numerals (the cashier's texts), the OpenCC conversion of the simplified ones
  const toTw = OpenCC.Converter({ from: 'cn', to: 'twp' });
  const TW_NUMERALS = toTw(CAPITAL_NUMERALS);

  it.each([
    [1234.56, '壹仟貳佰叄拾肆元伍角陸分'],
    [10010, '壹萬零壹拾元整'],
    [100000001, '壹億零壹元整'],
    [-25.3, '負貳拾伍元叄角'],
    [0, '零元整'],
  ])('writes %s in traditional numerals as %s', (amount, expected) => {
    expect(toChineseCapital(amount, TW_NUMERALS)).toBe(expected);
  });

  it('property: in traditional numerals it is the OpenCC conversion of the simplified text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (fenBig) => {
        const negative = fenBig < 0n;
        const abs = negative ? -fenBig : fenBig;
        const text = `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
        expect(toChineseCapital(text, TW_NUMERALS)).toBe(toTw(toChineseCapital(text)));
      }),
    );
  });

  it('ignores a numeral string of the wrong length (writes simplified)', () => {
    expect(toChineseCapital(12, '零壹')).toBe('壹拾贰元整');
  });

  it('property: never throws on any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.double().map((d) => d as number | string),
        ),
        (x) => {
          expect(typeof toChineseCapital(x)).toBe('string');
        },
      ),
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

describe('winAmount and rebate', () => {
  it('multiplies stake and odds to 2 decimals; 0 when either is not numeric or negative', () => {
    expect(winAmount(100, 0.85)).toBe(85);
    expect(winAmount('33', '1.915')).toBe(63.2);
    expect(winAmount('', 2)).toBe(0);
    expect(winAmount(10, 'x')).toBe(0);
    expect(winAmount(100, -0.8)).toBe(0);
  });

  it('gives the rate from the minimum on, capped at the maximum', () => {
    const rule = { min: 100, rate: 0.01, max: 50 };
    expect(rebate(99.99, rule)).toBe(0);
    expect(rebate(100, rule)).toBe(1);
    expect(rebate(1_000_000, rule)).toBe(50);
    expect(rebate('x', rule)).toBe(0);
  });

  it('property: win amounts are never negative and have at most 2 decimals; rebates stay within [0, max]', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double(),
          fc.string().map((s) => s as number | string),
        ),
        fc.oneof(
          fc.double(),
          fc.string().map((s) => s as number | string),
        ),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (stake, odds, max) => {
          const w = winAmount(stake, odds);
          expect(w).toBeGreaterThanOrEqual(0);
          expect(Number.isFinite(w)).toBe(true);
          if (w < 1e15)
            expect(Math.abs(w * 100 - Math.round(w * 100))).toBeLessThan(1e-6 * Math.max(1, w));
          const r = rebate(stake, { min: 10, rate: 0.05, max });
          expect(r).toBeGreaterThanOrEqual(0);
          expect(r).toBeLessThanOrEqual(max + 0.005);
        },
      ),
    );
  });
});
