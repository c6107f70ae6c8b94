// Match period text (spec section 4) and bet result labels (section 3).
import type { MessageKey } from './messages.ts';
import { toNumber } from './number.ts';

/** The match display fields a period text needs (section 3). */
export interface MatchClock {
  /** Game type code: FT football, BK basketball, BS baseball, ... */
  gameType: string;
  isLive: boolean;
  /** Current period code: 1H, 2H, HT (football); Q1-Q4, H1, H2, HT, OT... (basketball). */
  se_now?: string | null;
  /** Running time, e.g. "23", "1H^23:10", "2H^45+2". */
  re_time?: string | null;
  /** The match is at half time (section 3 HalfTime). */
  HalfTime?: boolean | null;
  inningNum?: number | string | null;
  scoreH?: number | string | null;
  scoreC?: number | string | null;
}

export interface PeriodText {
  key: MessageKey;
  params?: Record<string, number>;
  /** Match minute (football), when known. */
  minute?: number;
}

/** Baseball shows the delayed (extra) label from this inning on. */
export const BASEBALL_DELAYED_FROM_INNING = 9;

function minuteOf(reTime: string): number | undefined {
  const afterCaret = reTime.includes('^') ? (reTime.split('^')[1] ?? '') : reTime;
  const m = /^\s*(\d+)/.exec(afterCaret);
  return m ? Number(m[1]) : undefined;
}

function footballPeriod(c: MatchClock): PeriodText | null {
  const reTime = c.re_time ?? '';
  const code = (c.se_now ?? reTime.split('^')[0] ?? '').toUpperCase();
  const minute = minuteOf(reTime);
  const withMinute = (key: MessageKey): PeriodText =>
    minute === undefined ? { key } : { key, minute };
  if (code === 'HT' || c.HalfTime === true) return { key: 'periodHalfTimeBreak' };
  if (minute === 0 && toNumber(c.scoreH ?? 0) === 0 && toNumber(c.scoreC ?? 0) === 0) {
    return { key: 'periodStartingSoon' };
  }
  if (code === '1H') return withMinute('periodFirstHalf');
  if (code === '2H') return withMinute('periodSecondHalf');
  return withMinute('periodLive');
}

const BASKETBALL: Record<string, MessageKey> = {
  Q1: 'periodQ1',
  Q2: 'periodQ2',
  Q3: 'periodQ3',
  Q4: 'periodQ4',
  H1: 'periodFirstHalf',
  '1H': 'periodFirstHalf',
  H2: 'periodSecondHalf',
  '2H': 'periodSecondHalf',
  HT: 'periodHalfTime',
};

function basketballPeriod(c: MatchClock): PeriodText {
  const code = (c.se_now ?? '').toUpperCase();
  if (code.includes('OT')) return { key: 'periodOvertime' };
  if (c.HalfTime === true) return { key: 'periodHalfTime' };
  const key = BASKETBALL[code];
  return { key: key ?? 'periodLive' };
}

function baseballPeriod(c: MatchClock): PeriodText {
  const inning = toNumber(c.inningNum ?? '');
  if (!Number.isInteger(inning) || inning < 1) return { key: 'periodLive' };
  if (inning >= BASEBALL_DELAYED_FROM_INNING) return { key: 'periodOvertime' };
  return { key: 'periodInning', params: { inning } };
}

/** Set sports: the set (tennis 第2盘), game (volleyball, table tennis 第3局) or frame (snooker
 * 第5局) in play, from se_now S2 / G3 / F5. */
function setPeriod(c: MatchClock): PeriodText {
  const n = /^[SGF](\d+)$/.exec((c.se_now ?? '').trim().toUpperCase());
  if (!n) return { key: 'periodLive' };
  const set = Number(n[1]);
  return { key: c.gameType.toUpperCase() === 'TN' ? 'periodSet' : 'periodGame', params: { set } };
}

/** What the match card shows as its period; null for a match not in play. */
export function matchPeriod(clock: MatchClock): PeriodText | null {
  if (!clock.isLive) return null;
  switch (clock.gameType.toUpperCase()) {
    case 'FT':
    case 'VF':
      return footballPeriod(clock);
    case 'BK':
      return basketballPeriod(clock);
    case 'BS':
      return baseballPeriod(clock);
    case 'TN':
    case 'VB':
    case 'TT':
    case 'SK':
      return setPeriod(clock);
    default:
      return { key: 'periodLive' };
  }
}

export type BetResultCode = 'A' | 'W' | 'LW' | 'LL' | 'L' | 'P' | `D${string}`;

export interface BetResultLabel {
  label: MessageKey;
  /** Why a cancelled (D0-DZ) bet was cancelled. */
  reason?: MessageKey;
}

const RESULT_LABELS: Record<string, MessageKey> = {
  A: 'betResultA',
  W: 'betResultW',
  LW: 'betResultLW',
  LL: 'betResultLL',
  L: 'betResultL',
  P: 'betResultP',
  D: 'betResultD',
};

/**
 * The label of a settled bet's result code; D0-DZ carry a reason. The reason table
 * (betReasonD0...betReasonDZ in messages) is designed: the spec lists the reasons but not which
 * code means which.
 */
export function betResultLabel(code: string): BetResultLabel {
  const c = typeof code === 'string' ? code.trim().toUpperCase() : '';
  const label = RESULT_LABELS[c];
  if (label) return { label };
  const d = /^D([0-9A-Z])$/.exec(c);
  if (d) return { label: 'betResultD', reason: `betReasonD${d[1] as string}` as MessageKey };
  return { label: 'betResultUnknown' };
}
