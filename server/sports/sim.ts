// The live sports simulator: a match's state, score and odds are pure functions of the match and
// the injected clock's time, so the same time always shows the same board (deterministic tests)
// and nothing runs in the background.

import type { components } from '../../src/sdk/schema';

/** A match's game type: the contract's SportsGameType but the list filter ALL. */
export type GameType = Exclude<components['schemas']['SportsGameType'], 'ALL'>;
/** Every game type once, listed in the contract's order; the compiler refuses a missing or an extra one. */
const GAME_TYPE_SET = {
  FT: true,
  VF: true,
  BK: true,
  TN: true,
  OP: true,
  SK: true,
  FS: true,
  BS: true,
  VB: true,
  TT: true,
} satisfies Record<GameType, true>;
export const GAME_TYPES = Object.keys(GAME_TYPE_SET) as readonly GameType[];

export interface MatchRow {
  id: number;
  league_id: number;
  game_type: string;
  team_h: string;
  team_c: string;
  starts_at: number;
  champion: boolean;
  status: string; // scheduled | cancelled (live/finished are derived from time)
  data: MatchData;
}

export interface MatchData {
  /** Decimal odds x1000 before any movement. */
  base: { MH: number; MN: number; MC: number; RH: number; RC: number; OO: number; OU: number };
  /** Handicap line for the home side (e.g. -0.5) and over/under line. */
  rLine: number;
  ouLine: number;
  /** Champion market: team -> odds x1000. */
  outright?: Record<string, number>;
  winner?: string;
}

export type Phase = 'scheduled' | 'live' | 'finished' | 'cancelled';

export interface LiveState {
  phase: Phase;
  minute: number;
  scoreH: number;
  scoreC: number;
  period: string; // 1H HT 2H Q1..Q4 OT FT
}

export const MINUTE = 60_000;

export function durationMinutes(gameType: string): number {
  switch (gameType) {
    case 'FT':
      return 105;
    case 'VF':
      return 15;
    case 'BK':
      return 60;
    case 'TN':
    case 'TT':
    case 'VB':
      return 80;
    default:
      return 90;
  }
}

/** A small deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Minutes (of play) at which each side scores. */
function scoringMinutes(m: MatchRow): { h: number[]; c: number[] } {
  const r = prng(m.id * 7919);
  const dur = durationMinutes(m.game_type);
  const perSide = m.game_type === 'BK' ? 0 : 0;
  const count = (): number => {
    if (m.game_type === 'BK') return 0;
    return Math.floor(r() * (m.game_type === 'FT' || m.game_type === 'VF' ? 4 : 3));
  };
  const h = Array.from({ length: count() + perSide }, () => 1 + Math.floor(r() * (dur - 2))).sort(
    (a, b) => a - b,
  );
  const c = Array.from({ length: count() + perSide }, () => 1 + Math.floor(r() * (dur - 2))).sort(
    (a, b) => a - b,
  );
  return { h, c };
}

export function liveState(m: MatchRow, now: number): LiveState {
  if (m.status === 'cancelled')
    return { phase: 'cancelled', minute: 0, scoreH: 0, scoreC: 0, period: '' };
  const dur = durationMinutes(m.game_type);
  const elapsed = Math.floor((now - m.starts_at) / MINUTE);
  if (now < m.starts_at) return { phase: 'scheduled', minute: 0, scoreH: 0, scoreC: 0, period: '' };
  const minute = Math.min(elapsed, dur);
  let scoreH: number;
  let scoreC: number;
  if (m.game_type === 'BK') {
    // basketball: about two points a minute each, varied by the match
    const r = prng(m.id * 31);
    const rateH = 1.6 + r() * 0.6;
    const rateC = 1.6 + r() * 0.6;
    scoreH = Math.floor(minute * rateH);
    scoreC = Math.floor(minute * rateC);
  } else {
    const s = scoringMinutes(m);
    scoreH = s.h.filter((x) => x <= minute).length;
    scoreC = s.c.filter((x) => x <= minute).length;
  }
  const phase: Phase = elapsed >= dur ? 'finished' : 'live';
  return { phase, minute, scoreH, scoreC, period: periodOf(m.game_type, minute, phase) };
}

function periodOf(gameType: string, minute: number, phase: Phase): string {
  if (phase === 'finished') return 'FT';
  if (gameType === 'FT') return minute < 45 ? '1H' : minute < 60 ? 'HT' : '2H';
  if (gameType === 'BK') return `Q${Math.min(4, Math.floor(minute / 15) + 1)}`;
  return minute < durationMinutes(gameType) / 2 ? '1H' : '2H';
}

/** Football-style match time shown to players (re_time). */
export function matchClock(m: MatchRow, s: LiveState): string {
  if (s.phase !== 'live') return '';
  if (m.game_type === 'FT') {
    if (s.period === 'HT') return '半场';
    const shown = s.minute < 45 ? s.minute : s.minute - 15;
    return `${s.period}^${shown}'`;
  }
  return `${s.period}^${s.minute}'`;
}

/** In-play prices move every LIVE_TICK ms (the live feed publishes them). */
export const LIVE_TICK = 5_000;

/** Odds move every five seconds while live and every ten minutes before: x1000, at least 1.01. */
export function priceNow(m: MatchRow, base: number, key: string, now: number): number {
  const bucket = now < m.starts_at ? Math.floor(now / (10 * MINUTE)) : Math.floor(now / LIVE_TICK);
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
  const r = prng(m.id * 131 + bucket * 17 + h)();
  const moved = Math.round(base * (1 + (r - 0.5) * 0.08));
  return Math.max(1010, moved);
}

export interface Price {
  oddsId: string; // `${play}_${side}_${matchId}`
  play: string;
  side: string;
  line: number;
  price: number; // decimal x1000
}

/** Markets open at this time: pre-match M/R/OU, in-play RM/RE/ROU, champion FS; none when finished. */
export function marketsNow(m: MatchRow, now: number): Price[] {
  const s = liveState(m, now);
  if (s.phase === 'finished' || s.phase === 'cancelled') return [];
  const d = m.data;
  if (m.champion) {
    if (now >= m.starts_at) return [];
    return Object.entries(d.outright ?? {}).map(([team, base]) => ({
      oddsId: `FS_${team}_${m.id}`,
      play: 'FS',
      side: team,
      line: 0,
      price: priceNow(m, base, `FS${team}`, now),
    }));
  }
  const live = s.phase === 'live';
  const p = (play: string, side: string, base: number, line = 0): Price => ({
    oddsId: `${play}_${side}_${m.id}`,
    play,
    side,
    line,
    price: priceNow(m, base, play + side, now),
  });
  const M = live ? 'RM' : 'M';
  const R = live ? 'RE' : 'R';
  const OU = live ? 'ROU' : 'OU';
  const ouLine = live ? d.ouLine + Math.max(0, s.scoreH + s.scoreC - 1) : d.ouLine;
  const out = [
    p(R, 'H', d.base.RH, d.rLine),
    p(R, 'C', d.base.RC, -d.rLine),
    p(OU, 'O', d.base.OO, ouLine),
    p(OU, 'U', d.base.OU, ouLine),
  ];
  if (m.game_type !== 'BK' && m.game_type !== 'TN')
    out.unshift(p(M, 'H', d.base.MH), p(M, 'N', d.base.MN), p(M, 'C', d.base.MC));
  else out.unshift(p(M, 'H', d.base.MH), p(M, 'C', d.base.MC));
  return out;
}

export function sideName(m: MatchRow, p: Price): string {
  if (p.play === 'FS') return p.side;
  return { H: m.team_h, C: m.team_c, N: '和局', O: '大', U: '小' }[p.side] ?? p.side;
}

/** The line as shown ('0/0.5' for quarter lines); '' for plays without a line. */
export function handicapText(p: Price): string {
  if (p.play === 'M' || p.play === 'RM' || p.play === 'FS') return '';
  const abs = Math.abs(p.line);
  const frac = abs % 0.5;
  const text = frac === 0.25 ? `${abs - 0.25}/${abs + 0.25}` : String(abs);
  return p.play === 'OU' || p.play === 'ROU' || p.line >= 0 ? text : `-${text}`;
}

export function parseOddsId(id: string): { matchId: number; play: string; side: string } | null {
  const m = /^([A-Z]+)_(.+)_(\d+)$/.exec(id);
  if (!m) return null;
  return { matchId: Number(m[3]), play: m[1] ?? '', side: m[2] ?? '' };
}

// ---- odds formats (E European decimal, H Hong Kong, I Indonesian, M Malay) ----

export type OddsFormat = components['schemas']['OddsType'];

export function formatOdds(decimalX1000: number, format: OddsFormat): number {
  const dec = decimalX1000 / 1000;
  const hk = dec - 1;
  let v: number;
  switch (format) {
    case 'E':
      v = dec;
      break;
    case 'H':
      v = hk;
      break;
    case 'I':
      v = hk >= 1 ? hk : -1 / hk;
      break;
    case 'M':
      v = hk <= 1 ? hk : -1 / hk;
      break;
  }
  return Math.round(v * 1000) / 1000;
}

// ---- settlement ----

export type ResultCode = 'W' | 'LW' | 'LL' | 'L' | 'P' | 'A' | `D${string}`;

/** The result of one selection given the final score (Asian quarter lines give half results). */
export function selectionResult(
  play: string,
  side: string,
  line: number,
  scoreH: number,
  scoreC: number,
  winner?: string,
): ResultCode {
  const byMargin = (margin: number): ResultCode => {
    if (margin > 0.25) return 'W';
    if (margin === 0.25) return 'LW';
    if (margin === 0) return 'P';
    if (margin === -0.25) return 'LL';
    return 'L';
  };
  switch (play) {
    case 'M':
    case 'RM': {
      const outcome = scoreH > scoreC ? 'H' : scoreH < scoreC ? 'C' : 'N';
      return outcome === side ? 'W' : 'L';
    }
    case 'R':
    case 'RE': {
      const diff = side === 'H' ? scoreH - scoreC : scoreC - scoreH;
      return byMargin(diff + line);
    }
    case 'OU':
    case 'ROU': {
      const total = scoreH + scoreC;
      return byMargin(side === 'O' ? total - line : line - total);
    }
    case 'FS':
      return side === winner ? 'W' : 'L';
    default:
      return 'D0';
  }
}

/** Payout multiplier (x stake) of a result at decimal odds. */
export function resultMultiplier(result: ResultCode, decimal: number): number {
  switch (result) {
    case 'W':
      return decimal;
    case 'LW':
      return 1 + (decimal - 1) / 2;
    case 'LL':
      return 0.5;
    case 'L':
      return 0;
    default:
      return 1; // P draw, A restored, D* cancelled: stake back
  }
}

/** Labels of the cancellation reasons D0..DZ (the spec does not give the mapping: designed). */
export const CANCEL_REASONS: Record<string, string> = {
  D0: '系统自动取消',
  D1: '赛事取消',
  D2: '赔率错误',
  D3: '赛果错误',
  D4: '异常注单',
  D5: '赛事提前开赛',
  D6: '进球取消',
  D7: '红卡取消',
  D8: '队名错误',
  D9: '赛事延期',
  DA: '赛事腰斩',
  DB: '球员退赛',
  DC: '无角球',
  DD: '无罚牌',
  DE: '无点球',
  DF: '投注失败',
  DG: '无局数',
  DH: '视频裁判判定',
  DZ: '其他原因',
};

export const RESULT_LABELS: Record<string, string> = {
  A: '恢复',
  W: '赢',
  LW: '赢半',
  LL: '输半',
  L: '输',
  P: '和局',
  ...Object.fromEntries(Object.entries(CANCEL_REASONS).map(([k, v]) => [k, `取消(${v})`])),
};
