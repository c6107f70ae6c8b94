import { fc } from './testing/fcSetup.ts';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './messageCatalogues.ts';
import {
  convertOdds,
  displayOdds,
  displayFormatOf,
  displayPlayOdds,
  isOverUnderPlay,
  priceLineText,
  formatHandicapLine,
  formatOdds,
  fromHongKong,
  ODDS_FORMATS,
  oddsFormatLabel,
  showsHandicapBracket,
  toHongKong,
  type OddsFormat,
} from './odds.ts';

const hkOdds = fc.double({ min: 0.01, max: 100, noNaN: true });
const format = fc.constantFrom<OddsFormat>(...ODDS_FORMATS);

describe('odds formats', () => {
  it('names the four formats 欧洲盘, 香港盘, 印尼盘, 马来盘', () => {
    expect(ODDS_FORMATS.map((f) => formatMessage(oddsFormatLabel[f]))).toEqual([
      '欧洲盘',
      '香港盘',
      '印尼盘',
      '马来盘',
    ]);
  });

  it('shows HK 0.85 as E 1.85, M 0.85, I -1.18 and HK 1.25 as E 2.25, M -0.80, I 1.25', () => {
    expect(['E', 'H', 'M', 'I'].map((f) => displayOdds(0.85, f as OddsFormat))).toEqual([
      '1.85',
      '0.85',
      '0.85',
      '-1.18',
    ]);
    expect(['E', 'H', 'M', 'I'].map((f) => displayOdds('1.25', f as OddsFormat))).toEqual([
      '2.25',
      '1.25',
      '-0.80',
      '1.25',
    ]);
  });

  it('shows HK 1.00 the same in every format but European', () => {
    expect(displayOdds(1, 'M')).toBe('1.00');
    expect(displayOdds(1, 'I')).toBe('1.00');
    expect(displayOdds(1, 'E')).toBe('2.00');
  });

  it('converts back to HK: E 1.9 -> 0.9, M -0.5 -> 2, I -2 -> 0.5', () => {
    expect(toHongKong(1.9, 'E')).toBeCloseTo(0.9, 12);
    expect(toHongKong(-0.5, 'M')).toBe(2);
    expect(toHongKong(-2, 'I')).toBe(0.5);
  });

  it('shows nothing for odds that are not numbers and NaN for impossible odds', () => {
    expect(formatOdds('')).toBe('');
    expect(formatOdds('abc')).toBe('');
    expect(displayOdds(0, 'E')).toBe('');
    expect(toHongKong(0.5, 'E')).toBeNaN();
    expect(toHongKong(2, 'M')).toBeNaN();
    expect(toHongKong(0.5, 'I')).toBeNaN();
    expect(convertOdds(-3, 'H', 'H')).toBeNaN();
  });

  it('rounds the display half away from zero on the written digits (1.005 -> 1.01, -0.665 -> -0.67)', () => {
    expect(formatOdds(1.005)).toBe('1.01');
    expect(formatOdds(-0.665)).toBe('-0.67');
    expect(formatOdds(2)).toBe('2.00');
  });

  it('property: every conversion round-trips within display precision', () => {
    fc.assert(
      fc.property(hkOdds, format, format, (hk, a, b) => {
        const inA = fromHongKong(hk, a);
        const inB = convertOdds(inA, a, b);
        const back = toHongKong(inB, b);
        expect(Math.abs(back - hk)).toBeLessThan(0.005);
        expect(Math.abs(Number(formatOdds(back)) - Number(formatOdds(hk)))).toBeLessThanOrEqual(
          0.01 + 1e-9,
        );
      }),
    );
  });

  it('property: Malay odds lie in [-1, 1], Indonesian outside (-1, 1), European above 1, and never throw', () => {
    fc.assert(
      fc.property(hkOdds, fc.double(), format, (hk, anything, f) => {
        const m = fromHongKong(hk, 'M');
        const i = fromHongKong(hk, 'I');
        expect(Math.abs(m)).toBeLessThanOrEqual(1);
        expect(Math.abs(i)).toBeGreaterThanOrEqual(1);
        expect(fromHongKong(hk, 'E')).toBeGreaterThan(1);
        const hkBack = toHongKong(anything, f);
        expect(Number.isNaN(hkBack) || hkBack > 0).toBe(true);
        expect(formatOdds(anything)).toMatch(/^$|^-?\d+\.\d{2}$/);
      }),
    );
  });
});

describe('handicap display', () => {
  it('shows a handicap bracket for R, OU, RE, ROU, HR, HOU and their variants, not for 1X2 or odd/even', () => {
    for (const code of [
      'R',
      'OU',
      'RE',
      'ROU',
      'HR',
      'HOU',
      'HRE',
      'HROU',
      'AR',
      'AOU',
      'BR',
      'BOU',
      'hr',
    ]) {
      expect(showsHandicapBracket(code), code).toBe(true);
    }
    for (const code of ['M', 'RM', 'EO', 'PD', 'T', '']) {
      expect(showsHandicapBracket(code), code).toBe(false);
    }
  });

  it('splits quarter lines in two: 0.25 -> 0/0.5, 0.75 -> 0.5/1, -1.25 -> -1/1.5', () => {
    expect(formatHandicapLine(0.25)).toBe('0/0.5');
    expect(formatHandicapLine('0.75')).toBe('0.5/1');
    expect(formatHandicapLine(-1.25)).toBe('-1/1.5');
    expect(formatHandicapLine(1.5)).toBe('1.5');
    expect(formatHandicapLine(2)).toBe('2');
    expect(formatHandicapLine('')).toBe('');
  });

  it('property: a split quarter line averages back to the line', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), fc.string(), (q, code) => {
        const line = q / 4;
        const text = formatHandicapLine(line);
        const sign = text.startsWith('-') ? -1 : 1;
        const parts = text.replace(/^-/, '').split('/').map(Number);
        const avg = parts.reduce((s, x) => s + x, 0) / parts.length;
        expect(sign * avg).toBeCloseTo(line, 9);
        expect(typeof showsHandicapBracket(code)).toBe('boolean');
      }),
    );
  });
});

describe('how a play shows its price (issue 38)', () => {
  it('独赢 (1X2) shows in decimal whatever format is chosen; other plays in the chosen one', () => {
    for (const format of ['E', 'H', 'I', 'M'] as const) {
      expect(displayPlayOdds(1.35, 'M', format)).toBe('2.35');
      expect(displayPlayOdds(0.8, 'RM', format)).toBe('1.80');
      expect(displayPlayOdds(0.8, 'RE', format)).toBe(displayOdds(0.8, format));
    }
    expect(displayPlayOdds(0.8, 'RE', 'I')).toBe('-1.25');
  });

  it('波胆 (correct score, pre-match and in play) shows in decimal whatever format is chosen', () => {
    for (const format of ['E', 'H', 'I', 'M'] as const) {
      expect(displayPlayOdds(7.5, 'PD', format)).toBe('8.50');
      expect(displayPlayOdds(0.455, 'RPD', format)).toBe('1.46');
      expect(displayFormatOf('RPD', format)).toBe('E');
      expect(displayFormatOf('EO', format)).toBe(format);
    }
  });

  it('an over/under line reads 大 2.5 / 小 2.5; a handicap keeps its bracket', () => {
    const words = { over: '大', under: '小' };
    expect(priceLineText('OU', 'O', '2.5', words)).toBe('大 2.5');
    expect(priceLineText('ROU', 'U', '2/2.5', words)).toBe('小 2/2.5');
    expect(priceLineText('HROU', 'O', '1', words)).toBe('大 1');
    expect(priceLineText('RE', 'H', '-0/0.5', words)).toBe('[-0/0.5]');
    expect(priceLineText('RE', 'H', '', words)).toBeNull();
    expect(isOverUnderPlay('RE')).toBe(false);
  });
});
