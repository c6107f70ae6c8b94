import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { CAPITAL_NUMERALS, toChineseCapital } from './capital.ts';
import { fc } from './testing/fcSetup.ts';

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
