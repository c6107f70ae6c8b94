// Odds formats of spec section 3 (E European, H Hong Kong, I Indonesian, M Malay) and the
// handicap display rules of section 5. Hong Kong odds are the pivot of every conversion.
import type { MessageKey } from './messages.ts';
import { roundHalfAway } from './number.ts';

export type OddsFormat = 'E' | 'H' | 'I' | 'M';
export const ODDS_FORMATS: readonly OddsFormat[] = ['E', 'H', 'I', 'M'];
export const DEFAULT_ODDS_FORMAT: OddsFormat = 'H';

export const oddsFormatLabel: Record<OddsFormat, MessageKey> = {
  E: 'oddsE',
  H: 'oddsH',
  I: 'oddsI',
  M: 'oddsM',
};

/** Converts odds of one format to Hong Kong odds; NaN when the value is not valid odds. */
export function toHongKong(value: number, from: OddsFormat): number {
  if (!Number.isFinite(value)) return NaN;
  switch (from) {
    case 'H':
      return value > 0 ? value : NaN;
    case 'E':
      return value > 1 ? value - 1 : NaN;
    case 'M':
      // Malay: (0, 1] equals HK; [-1, 0) is -1/HK.
      if (value > 0 && value <= 1) return value;
      if (value < 0 && value >= -1) return -1 / value;
      return NaN;
    case 'I':
      // Indonesian: >= 1 equals HK; <= -1 is -1/HK.
      if (value >= 1) return value;
      if (value <= -1) return -1 / value;
      return NaN;
  }
}

/** Converts Hong Kong odds to another format; NaN when the HK value is not above 0. */
export function fromHongKong(hk: number, to: OddsFormat): number {
  if (!Number.isFinite(hk) || hk <= 0) return NaN;
  switch (to) {
    case 'H':
      return hk;
    case 'E':
      return hk + 1;
    case 'M':
      return hk <= 1 ? hk : -1 / hk;
    case 'I':
      return hk >= 1 ? hk : -1 / hk;
  }
}

export function convertOdds(value: number, from: OddsFormat, to: OddsFormat): number {
  return from === to
    ? toHongKong(value, from) > 0
      ? value
      : NaN
    : fromHongKong(toHongKong(value, from), to);
}

/** Odds as displayed: 2 decimals, half away from zero; '' when not numeric. */
export function formatOdds(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || Math.abs(n) >= 1e15) return '';
  if (typeof value === 'string' && value.trim() === '') return '';
  return roundHalfAway(n, 2).toFixed(2);
}

/** Displays Hong Kong odds in the chosen format. */
export function displayOdds(hk: number | string, format: OddsFormat): string {
  const n = typeof hk === 'number' ? hk : Number(hk);
  return formatOdds(fromHongKong(n, format));
}

/**
 * Play codes whose odds are shown with a handicap bracket (handicap and over/under, full time,
 * first half, in-play, and the segment variants A-F of 15-minute or quarter markets).
 */
export const DOUBLE_HANDICAP_PLAY_CODES: ReadonlySet<string> = new Set([
  'R',
  'OU',
  'RE',
  'ROU',
  'HR',
  'HOU',
  'HRE',
  'HROU',
  ...['A', 'B', 'C', 'D', 'E', 'F'].flatMap((s) => [`${s}R`, `${s}OU`, `${s}RE`, `${s}ROU`]),
]);

export function showsHandicapBracket(playCode: string): boolean {
  return (
    typeof playCode === 'string' && DOUBLE_HANDICAP_PLAY_CODES.has(playCode.trim().toUpperCase())
  );
}

/**
 * Handicap line as shown: quarter lines split in two (0.25 -> 0/0.5, 1.75 -> 1.5/2), others as
 * they are (0.5, 1); the sign is kept in front ('-0/0.5'). '' when not numeric.
 */
export function formatHandicapLine(line: number | string): string {
  const n = typeof line === 'number' ? line : Number(line);
  if (!Number.isFinite(n) || (typeof line === 'string' && line.trim() === '')) return '';
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  const quarters = Math.round(abs * 4);
  if (Math.abs(abs * 4 - quarters) > 1e-9 || quarters % 2 === 0)
    return `${sign}${String(roundHalfAway(abs, 2))}`;
  const low = (quarters - 1) / 4;
  const high = (quarters + 1) / 4;
  return `${sign}${String(low)}/${String(high)}`;
}

/** Plays whose odds show in decimal (European) whatever format is chosen, as Asian books show
 * them: 独赢 (1X2: full time, first half, in play) and 波胆 (correct score, pre-match and in play;
 * SC/RSC the set score of tennis, volleyball and table tennis, their 波胆). Only the display moves:
 * the slip keeps Hong Kong odds, a bet is sent in the format placed, and the win is stake x Hong
 * Kong odds (decimal - 1) whatever the price reads. */
export const DECIMAL_PLAY_CODES: ReadonlySet<string> = new Set([
  'M',
  'RM',
  'HM',
  'HRM',
  'PD',
  'RPD',
  'SC',
  'RSC',
]);

/** The format a price of a play shows in: 独赢 and 波胆 in decimal, every other play in the chosen
 * one. */
export function displayFormatOf(playCode: string, chosen: OddsFormat): OddsFormat {
  return DECIMAL_PLAY_CODES.has(playCode.trim().toUpperCase()) ? 'E' : chosen;
}

/** Displays the Hong Kong odds of a play's price: 独赢 and 波胆 in decimal, others in the chosen
 * format. */
export function displayPlayOdds(hk: number | string, playCode: string, chosen: OddsFormat): string {
  return displayOdds(hk, displayFormatOf(playCode, chosen));
}

/** Whether a play is an over/under (大小): its line reads 大 2.5 / 小 2.5, not a bracket. */
export function isOverUnderPlay(playCode: string): boolean {
  return /^([A-F]|H)?R?OU$/.test(playCode.trim().toUpperCase());
}

/**
 * The line shown before a price: 大 2.5 / 小 2.5 for an over/under (O over, U under, in the
 * words given), the handicap bracket [-0/0.5] of a handicap play, the line itself otherwise;
 * null when the price has no line.
 */
export function priceLineText(
  playCode: string,
  side: string,
  handicap: string | null | undefined,
  words: { over: string; under: string },
): string | null {
  if (!handicap) return null;
  if (isOverUnderPlay(playCode)) {
    const word = side === 'O' ? words.over : side === 'U' ? words.under : '';
    return word ? `${word} ${handicap}` : handicap;
  }
  return showsHandicapBracket(playCode) ? `[${handicap}]` : handicap;
}
