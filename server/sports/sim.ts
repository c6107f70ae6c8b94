// The live sports simulator (docs/live-sports.md): a match's state, score and odds are pure
// functions of the match and the injected clock's time, so the same time always shows the same
// board (deterministic tests, and the same board after a restart) and nothing runs in the
// background. Each match is played out from its id: goals (points, runs) drawn minute by minute
// at its sides' rates, or sets won at the home side's set chance; prices come from what is still
// to be scored (model.ts) with the book's margin.

import type { components } from '../../src/sdk/schema';
import {
  MIN_ODDS,
  combine,
  evenLine,
  normalPmf,
  poissonPmf,
  priceOutcomes,
  shift,
  sideChance,
  signs,
  type Pmf,
} from './model.ts';

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
  /** Champion market: the whole field, team -> its odds before the margin (x1000): only the
   * ratio between teams counts, the book puts its own margin on top. */
  outright?: Record<string, number>;
  winner?: string;
  /** A price moved by hand (the development route's forced odds change): `${play}_${side}` ->
   * factor. */
  nudge?: Record<string, number>;
  /** Goals added by hand (the development route's goal, `POST /__dev/sports/goal`): ms after
   * kick-off and the scoring side, played like the match's own (suspension, score, prices). */
  goals?: Array<{ at: number; side: 'H' | 'C' }>;
  /** Fields of an earlier simulator, ignored. */
  base?: unknown;
  rLine?: number;
  ouLine?: number;
}

export type Phase = 'scheduled' | 'live' | 'finished' | 'cancelled';

export interface LiveState {
  phase: Phase;
  /** Real minutes since kick-off (the clock shown; 0 before). */
  minute: number;
  /** The main score: goals, points, runs; sets (games in table tennis, frames in snooker). */
  scoreH: number;
  scoreC: number;
  /** The score within the set being played (games in tennis, points in volleyball and table
   * tennis); 0 in sports without sets. */
  gameH: number;
  gameC: number;
  /** 1H HT 2H (football), Q1..Q4 OT (basketball), I1..I9 (baseball), S1.. (set sports), FT. */
  period: string;
  /** The markets are suspended: a goal (or a set) around now. */
  suspended: boolean;
}

export const MINUTE = 60_000;
/** A minute of play: every live match's clock moves (tests advance the clock by it). */
export const LIVE_TICK = MINUTE;
/** How long the in-play markets stay suspended around a goal (before it, after it). Designed. */
export const SUSPEND_BEFORE_MS = 2_000;
export const SUSPEND_AFTER_MS = 8_000;

// ---- the sports ---------------------------------------------------------------------------

interface Period {
  code: string;
  /** Real minutes from kick-off. */
  from: number;
  to: number;
  play: boolean;
}

/** A sport scored continuously (goals, points, runs) over fixed periods. */
interface ContinuousSport {
  kind: 'continuous';
  draw: boolean;
  periods: Period[];
  /** The period played when a sport that cannot draw is level at the end (one score decides). */
  extra?: Period;
  /** Expected total of the match: a range, the match's own value drawn from it. */
  total: [number, number];
  /** The home side's share of it: 0.5 +- this, the match's own. */
  spread: number;
  /** goal: one a score; basket: 2 or 3 points (basketball). */
  unit: 'goal' | 'basket';
  /** Lines in quarters (football) or halves. */
  lineStep: 0.25 | 0.5;
  /** A score suspends the markets (goals, runs; not every basket). */
  suspends: boolean;
  /** Prices follow the time left in steps of this many minutes of play. */
  stepMinutes: number;
  /** Minutes of play of the first half, which has its own markets (上半场; baseball's first
   * five innings, 前五局); none: no such markets. */
  half?: number;
}

/** A sport played in sets (games in table tennis, frames in snooker) with a score in each. */
interface SetSport {
  kind: 'sets';
  bestOf: number;
  /** Real minutes a set takes. */
  setMinutes: number;
  /** The score within a set: its target (to win by two) and the deciding set's; null: none. */
  sub: { target: number; decider: number; games: boolean } | null;
  prefix: string;
}

type Sport = ContinuousSport | SetSport;

const halves = (half: number, rest: number): Period[] => [
  { code: '1H', from: 0, to: half, play: true },
  ...(rest > 0 ? [{ code: 'HT', from: half, to: half + rest, play: false }] : []),
  { code: '2H', from: half + rest, to: 2 * half + rest, play: true },
];

const SPORTS: Record<string, Sport> = {
  FT: {
    kind: 'continuous',
    draw: true,
    periods: halves(45, 15),
    total: [2.2, 3.2],
    spread: 0.16,
    unit: 'goal',
    lineStep: 0.25,
    suspends: true,
    stepMinutes: 3,
    half: 45,
  },
  VF: {
    kind: 'continuous',
    draw: true,
    periods: halves(8, 0),
    total: [2.4, 3.4],
    spread: 0.16,
    unit: 'goal',
    lineStep: 0.25,
    suspends: true,
    stepMinutes: 1,
    half: 8,
  },
  // handball (其他): two halves of 30
  OP: {
    kind: 'continuous',
    draw: true,
    periods: halves(30, 10),
    total: [50, 62],
    spread: 0.05,
    unit: 'goal',
    lineStep: 0.5,
    suspends: false,
    stepMinutes: 2,
    half: 30,
  },
  BK: {
    kind: 'continuous',
    draw: false,
    periods: [1, 2, 3, 4].map((q) => ({
      code: `Q${q}`,
      from: (q - 1) * 15,
      to: q * 15,
      play: true,
    })),
    extra: { code: 'OT', from: 60, to: 65, play: true },
    total: [190, 230],
    spread: 0.04,
    unit: 'basket',
    lineStep: 0.5,
    suspends: false,
    stepMinutes: 1,
    half: 30,
  },
  BS: {
    kind: 'continuous',
    draw: false,
    periods: Array.from({ length: 9 }, (_, i) => ({
      code: `I${i + 1}`,
      from: i * 10,
      to: (i + 1) * 10,
      play: true,
    })),
    extra: { code: 'I10', from: 90, to: 100, play: true },
    total: [7, 10],
    spread: 0.08,
    unit: 'goal',
    lineStep: 0.5,
    suspends: true,
    stepMinutes: 10,
    // the first five innings (前五局) are baseball's first half
    half: 50,
  },
  TN: {
    kind: 'sets',
    bestOf: 3,
    setMinutes: 36,
    sub: { target: 6, decider: 6, games: true },
    prefix: 'S',
  },
  VB: {
    kind: 'sets',
    bestOf: 5,
    setMinutes: 22,
    sub: { target: 25, decider: 15, games: false },
    prefix: 'S',
  },
  TT: {
    kind: 'sets',
    bestOf: 7,
    setMinutes: 8,
    sub: { target: 11, decider: 11, games: false },
    prefix: 'G',
  },
  SK: { kind: 'sets', bestOf: 9, setMinutes: 14, sub: null, prefix: 'F' },
};

function sportOf(gameType: string): Sport {
  return SPORTS[gameType] ?? SPORTS.FT!;
}

/** Whether the sport is played in sets (its score is sets won, sc_set, and a score in the set). */
export function isSetSport(gameType: string): boolean {
  return sportOf(gameType).kind === 'sets';
}

/** The sets (games in table tennis, frames in snooker) a side needs to win the match; null
 * for a sport not played in sets. */
export function setsToWin(gameType: string): number | null {
  const s = sportOf(gameType);
  return s.kind === 'sets' ? (s.bestOf + 1) / 2 : null;
}

/** Whether a match of this game type can end level (a 1X2 with 和局). */
export function canDraw(gameType: string): boolean {
  const s = sportOf(gameType);
  return s.kind === 'continuous' && s.draw;
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

/** The sides' strengths, the match's own (from its id). */
interface Strength {
  /** Expected score of each side over the regular time (continuous sports). */
  rateH: number;
  rateC: number;
  /** The home side's chance to win a set (set sports). */
  pSet: number;
  /** The book's overround on this match's markets (1.05 to 1.065). */
  overround: number;
}

function strengthOf(m: MatchRow): Strength {
  const r = prng(m.id * 7919 + 17);
  const sport = sportOf(m.game_type);
  const spread = sport.kind === 'continuous' ? sport.spread : 0;
  const share = 0.5 - spread + r() * 2 * spread;
  const [lo, hi] = sport.kind === 'continuous' ? sport.total : [0, 0];
  const total = lo + r() * (hi - lo);
  return {
    rateH: total * share,
    rateC: total * (1 - share),
    pSet: 0.3 + r() * 0.4,
    overround: 1.05 + r() * 0.015,
  };
}

// ---- the match as it is played (deterministic from its id) --------------------------------

interface ScoreEvent {
  /** ms after kick-off. */
  at: number;
  side: 'H' | 'C';
  points: number;
  /** The set it belongs to (set sports), and whether it wins the set. */
  set?: number;
  setPoint?: boolean;
  /** Scored in the first half (sports with first-half markets). */
  firstHalf?: boolean;
}

interface Timeline {
  events: ScoreEvent[];
  /** ms after kick-off when the match is over. */
  end: number;
  /** Set sports: when each set ends (ms after kick-off). */
  setEnds: number[];
}

function poissonSample(r: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = r();
  while (p > limit) {
    k++;
    p *= r();
  }
  return k;
}

/** Real ms after kick-off of a moment of play (minutes of play elapsed). */
function realAt(sport: ContinuousSport, playMinutes: number): number {
  let left = playMinutes;
  for (const p of sport.periods) {
    if (!p.play) continue;
    const len = p.to - p.from;
    if (left < len) return (p.from + left) * MINUTE;
    left -= len;
  }
  const last = sport.periods[sport.periods.length - 1];
  return (last?.to ?? 0) * MINUTE;
}

/** Real ms after kick-off when the first half is over (the end of its last period). */
function halfEndMs(sport: ContinuousSport): number {
  let played = 0;
  for (const p of sport.periods) {
    if (!p.play) continue;
    played += p.to - p.from;
    if (played >= (sport.half ?? Infinity)) return p.to * MINUTE;
  }
  return Infinity;
}

function playLength(sport: ContinuousSport): number {
  return sport.periods.reduce((s, p) => s + (p.play ? p.to - p.from : 0), 0);
}

/** Minutes of play elapsed at a real time after kick-off (ms). */
function playElapsed(sport: ContinuousSport, ms: number): number {
  const min = ms / MINUTE;
  return sport.periods.reduce(
    (s, p) => s + (p.play ? Math.max(0, Math.min(min, p.to) - p.from) : 0),
    0,
  );
}

function continuousTimeline(m: MatchRow, sport: ContinuousSport, st: Strength): Timeline {
  const r = prng(m.id * 104_729 + 3);
  const length = playLength(sport);
  const perBasket = sport.unit === 'basket' ? 2.3 : 1;
  const events: ScoreEvent[] = [];
  for (let minute = 0; minute < length; minute++) {
    for (const side of ['H', 'C'] as const) {
      const rate = (side === 'H' ? st.rateH : st.rateC) / perBasket / length;
      const n = poissonSample(r, rate);
      for (let k = 0; k < n; k++) {
        const points = sport.unit === 'basket' ? (r() < 0.3 ? 3 : 2) : 1;
        events.push({
          at: Math.round(realAt(sport, minute + r())),
          side,
          points,
          firstHalf: sport.half !== undefined && minute < sport.half,
        });
      }
    }
  }
  for (const g of m.data.goals ?? [])
    events.push({
      at: g.at,
      side: g.side,
      points: sport.unit === 'basket' ? 2 : 1,
      firstHalf: sport.half !== undefined && g.at < halfEndMs(sport),
    });
  events.sort((a, b) => a.at - b.at);
  const lastPeriod = sport.periods[sport.periods.length - 1];
  let end = (lastPeriod?.to ?? 0) * MINUTE;
  const sum = (side: 'H' | 'C'): number =>
    events.reduce((s, e) => s + (e.side === side ? e.points : 0), 0);
  if (!sport.draw && sport.extra && sum('H') === sum('C')) {
    // level at the end: one score in the extra period decides
    const side = r() < st.rateH / (st.rateH + st.rateC) ? 'H' : 'C';
    const mid = (sport.extra.from + sport.extra.to) / 2;
    events.push({ at: Math.round(mid * MINUTE), side, points: sport.unit === 'basket' ? 2 : 1 });
    end = sport.extra.to * MINUTE;
  }
  return { events, end, setEnds: [] };
}

/** The points of one set in the order scored (w: the set's winner), ending with the winner's. */
function setSequence(r: () => number, target: number, games: boolean): Array<'w' | 'l'> {
  let won: number;
  let lost: number;
  if (games) {
    const x = r();
    if (x < 0.12) [won, lost] = [7, 5];
    else if (x < 0.24) [won, lost] = [7, 6];
    else [won, lost] = [6, Math.floor(r() * 5)];
  } else if (r() < 0.2) {
    const extra = Math.floor(r() * 3);
    [won, lost] = [target + 1 + extra, target - 1 + extra];
  } else [won, lost] = [target, Math.max(0, target - 2 - Math.floor(r() * 10))];
  const seq: Array<'w' | 'l'> = [];
  // up to (won-1, lost) when the set ends at the target, else up to (target-1, target-1)
  let w = Math.min(won - 1, target - 1);
  let l = Math.min(lost, target - 1);
  const bag: Array<'w' | 'l'> = [...Array<'w'>(w).fill('w'), ...Array<'l'>(l).fill('l')];
  for (let i = bag.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [bag[i], bag[j]] = [bag[j] as 'w' | 'l', bag[i] as 'w' | 'l'];
  }
  seq.push(...bag);
  while (w < won - 1 || l < lost) {
    if (w <= l) {
      seq.push('w');
      w++;
    } else {
      seq.push('l');
      l++;
    }
  }
  seq.push('w');
  return seq;
}

function setTimeline(m: MatchRow, sport: SetSport, st: Strength): Timeline {
  const r = prng(m.id * 130_363 + 5);
  const need = (sport.bestOf + 1) / 2;
  const events: ScoreEvent[] = [];
  const setEnds: number[] = [];
  let h = 0;
  let c = 0;
  for (let set = 0; h < need && c < need; set++) {
    const winner = r() < st.pSet ? 'H' : 'C';
    const start = set * sport.setMinutes * MINUTE;
    const len = sport.setMinutes * MINUTE;
    const decider = set === sport.bestOf - 1;
    const seq = sport.sub
      ? setSequence(r, decider ? sport.sub.decider : sport.sub.target, sport.sub.games)
      : ['w' as const];
    seq.forEach((x, i) => {
      const side = x === 'w' ? winner : winner === 'H' ? 'C' : 'H';
      events.push({
        at: Math.round(start + ((i + 1) / (seq.length + 1)) * len),
        side,
        points: 1,
        set,
        setPoint: i === seq.length - 1,
      });
    });
    setEnds.push(events[events.length - 1]?.at ?? start);
    if (winner === 'H') h++;
    else c++;
  }
  // the match is over with its last point
  const last = setEnds[setEnds.length - 1] ?? 0;
  return { events, end: last + 1, setEnds };
}

const timelines = new Map<string, Timeline>();

function timelineOf(m: MatchRow): Timeline {
  const key = `${m.id}:${m.game_type}:${JSON.stringify(m.data.goals ?? [])}`;
  const known = timelines.get(key);
  if (known) return known;
  const sport = sportOf(m.game_type);
  const st = strengthOf(m);
  const t =
    sport.kind === 'continuous' ? continuousTimeline(m, sport, st) : setTimeline(m, sport, st);
  if (timelines.size > 5000) timelines.clear();
  timelines.set(key, t);
  return t;
}

/**
 * A goal scored by hand (the development route): the goals of `m.data` with one more for `side`,
 * SUSPEND_BEFORE_MS from now, so the match's markets suspend at once, the score moves after it and
 * they reopen SUSPEND_AFTER_MS later with new prices, as around the match's own goals. Null when
 * the match is not in play or its sport's scores do not suspend (football and baseball do).
 */
export function withGoal(
  m: MatchRow,
  now: number,
  side: 'H' | 'C',
): NonNullable<MatchData['goals']> | null {
  const sport = sportOf(m.game_type);
  if (sport.kind !== 'continuous' || !sport.suspends) return null;
  const state = liveState(m, now);
  const at = now - m.starts_at + SUSPEND_BEFORE_MS;
  if (state.phase !== 'live' || at >= timelineOf(m).end) return null;
  return [...(m.data.goals ?? []), { at, side }];
}

/**
 * The first half's score at a time (what was scored in it so far) and whether it is over; null
 * for a sport without first-half markets. First-half bets settle on it once it is over.
 */
export function halfScore(
  m: MatchRow,
  now: number,
): { over: boolean; h: number; c: number } | null {
  const sport = sportOf(m.game_type);
  if (sport.kind !== 'continuous' || sport.half === undefined) return null;
  const t = now - m.starts_at;
  let h = 0;
  let c = 0;
  for (const e of timelineOf(m).events) {
    if (e.at > t) break;
    if (!e.firstHalf) continue;
    if (e.side === 'H') h += e.points;
    else c += e.points;
  }
  return { over: t >= halfEndMs(sport), h, c };
}

/** The match's length in real minutes (its own: set sports end when a side has its sets). */
export function durationMinutes(m: MatchRow): number {
  return Math.ceil(timelineOf(m).end / MINUTE);
}

/** Every score of the match up to a time (the match page's timeline, tests). */
export function eventsUntil(m: MatchRow, now: number): ScoreEvent[] {
  const t = now - m.starts_at;
  return timelineOf(m).events.filter((e) => e.at <= t);
}

/** One entry of a match's timeline (the match page): a goal or run, a period played, a set won. */
export interface MatchEvent {
  /** goal: a goal (football) or a run (baseball); period: a period over, with its own score;
   * set: a set (game, frame) over, with its points. */
  kind: 'goal' | 'period' | 'set';
  /** The period it belongs to: 1H 2H, Q1..Q4 OT, I1..I10, S1.. G1.. F1... */
  period: string;
  /** The minute of play of a goal (football); 0 otherwise. */
  minute: number;
  /** The side that scored or won the set; '' for a period. */
  side: 'H' | 'C' | '';
  /** The match score after it (sets won in set sports). */
  score: string;
  /** A period's or a set's own score ('25-21', '6-4'); '' for a goal. */
  detail: string;
}

/**
 * The match's timeline up to a time, oldest first: goals of football (and runs of baseball)
 * with their minute; every period played with its own score (basketball quarters, handball
 * halves, innings); every set, game or frame won with its points. Nothing before kick-off.
 */
export function matchEvents(m: MatchRow, now: number): MatchEvent[] {
  const t = now - m.starts_at;
  if (m.champion || t < 0 || m.status === 'cancelled') return [];
  const sport = sportOf(m.game_type);
  const tl = timelineOf(m);
  const out: MatchEvent[] = [];
  if (sport.kind === 'sets') {
    let h = 0;
    let c = 0;
    let gh = 0;
    let gc = 0;
    for (const e of tl.events) {
      if (e.at > t) break;
      if (!e.setPoint) {
        if (e.side === 'H') gh++;
        else gc++;
        continue;
      }
      if (e.side === 'H') h++;
      else c++;
      // the set's own score: its points (games in tennis), the winning one included; a frame
      // of snooker has none
      if (sport.sub) {
        if (e.side === 'H') gh++;
        else gc++;
      }
      out.push({
        kind: 'set',
        period: `${sport.prefix}${h + c}`,
        minute: 0,
        side: e.side,
        score: `${h}-${c}`,
        detail: sport.sub ? `${gh}-${gc}` : '',
      });
      gh = 0;
      gc = 0;
    }
    return out;
  }
  const listGoals = m.game_type === 'FT' || m.game_type === 'VF' || m.game_type === 'BS';
  const periods = [...sport.periods, ...(sport.extra ? [sport.extra] : [])].filter((p) => p.play);
  let h = 0;
  let c = 0;
  let ph = 0;
  let pc = 0;
  let next = 0;
  const closePeriods = (until: number): void => {
    // every period over by `until` (ms after kick-off), with the points scored in it
    while (next < periods.length) {
      const p = periods[next];
      if (!p || p.to * MINUTE > until || p.to * MINUTE > tl.end + MINUTE) break;
      const extraPlayed = p === sport.extra ? tl.end > p.from * MINUTE : true;
      if (extraPlayed)
        out.push({
          kind: 'period',
          period: p.code,
          minute: 0,
          side: '',
          score: `${h}-${c}`,
          detail: `${ph}-${pc}`,
        });
      ph = 0;
      pc = 0;
      next++;
    }
  };
  for (const e of tl.events) {
    if (e.at > t) break;
    closePeriods(e.at);
    if (e.side === 'H') {
      h += e.points;
      ph += e.points;
    } else {
      c += e.points;
      pc += e.points;
    }
    if (listGoals) {
      const p = periods.find((x) => e.at >= x.from * MINUTE && e.at < x.to * MINUTE);
      out.push({
        kind: 'goal',
        period: p?.code ?? '',
        minute: m.game_type === 'BS' ? 0 : Math.floor(playElapsed(sport, e.at)) + 1,
        side: e.side,
        score: `${h}-${c}`,
        detail: '',
      });
    }
  }
  closePeriods(Math.min(t, tl.end));
  return out;
}

export function liveState(m: MatchRow, now: number): LiveState {
  const none = {
    minute: 0,
    scoreH: 0,
    scoreC: 0,
    gameH: 0,
    gameC: 0,
    period: '',
    suspended: false,
  };
  if (m.status === 'cancelled') return { phase: 'cancelled', ...none };
  if (now < m.starts_at) return { phase: 'scheduled', ...none };
  const sport = sportOf(m.game_type);
  const tl = timelineOf(m);
  const t = now - m.starts_at;
  const finished = t >= tl.end;
  const minute = Math.floor(Math.min(t, tl.end) / MINUTE);
  let scoreH = 0;
  let scoreC = 0;
  let gameH = 0;
  let gameC = 0;
  let suspended = false;
  for (const e of tl.events) {
    if (e.at > t) {
      if (e.at - t <= SUSPEND_BEFORE_MS && (sport.kind === 'sets' ? e.setPoint : sport.suspends))
        suspended = true;
      break;
    }
    if (t - e.at < SUSPEND_AFTER_MS && (sport.kind === 'sets' ? e.setPoint : sport.suspends))
      suspended = true;
    if (sport.kind === 'sets') {
      if (e.setPoint) {
        if (e.side === 'H') scoreH++;
        else scoreC++;
        gameH = 0;
        gameC = 0;
      } else if (e.side === 'H') gameH++;
      else gameC++;
    } else if (e.side === 'H') scoreH += e.points;
    else scoreC += e.points;
  }
  let period = 'FT';
  if (!finished) {
    if (sport.kind === 'sets') period = `${sport.prefix}${scoreH + scoreC + 1}`;
    else {
      const min = t / MINUTE;
      const all = sport.extra ? [...sport.periods, sport.extra] : sport.periods;
      period = all.find((p) => min >= p.from && min < p.to)?.code ?? sport.extra?.code ?? 'FT';
    }
  }
  return {
    phase: finished ? 'finished' : 'live',
    minute,
    scoreH,
    scoreC,
    gameH,
    gameC,
    period,
    suspended: !finished && suspended,
  };
}

/** The match time shown to players (re_time): "1H^23'" football, "Q3^38'", "S2^41'". */
export function matchClock(m: MatchRow, s: LiveState): string {
  if (s.phase !== 'live') return '';
  const sport = sportOf(m.game_type);
  if (sport.kind === 'continuous') {
    if (m.game_type === 'FT' || m.game_type === 'VF' || m.game_type === 'OP') {
      if (s.period === 'HT') return '半场';
      const played = Math.floor(playElapsed(sport, s.minute * MINUTE + MINUTE / 2));
      return `${s.period}^${played}'`;
    }
  }
  return `${s.period}^${s.minute}'`;
}

/** The baseball inning in play (1 to 10), 0 when not baseball or not live. */
export function inningOf(m: MatchRow, s: LiveState): number {
  if (m.game_type !== 'BS' || s.phase !== 'live') return 0;
  const n = /^I(\d+)$/.exec(s.period);
  return n ? Number(n[1]) : 0;
}

// ---- prices ----------------------------------------------------------------------------------

export interface Price {
  oddsId: string; // `${play}_${side}_${matchId}`; another line of a play: `${play}_${side}${line}_${matchId}`
  play: string;
  side: string;
  line: number;
  price: number; // decimal x1000
  /** The market when a play has several lines: `${play}@${line of H or O}` for another line;
   * absent for the play's main market. */
  market?: string;
}

/** What is still to be scored, as the pricing sees it at a moment. */
interface Outlook {
  /** Distribution of (home - away) still to come, and of the total still to come. */
  diff: Pmf;
  total: Pmf;
  /** The home side's share of a decider when level at the end (sports without a draw). */
  share: number;
  /** Set sports: the home side's chance to win the match, and the chance of each final set
   * score still possible (`${home}:${away}`). */
  win?: number;
  sets?: Map<string, number>;
  /** Continuous sports: what each side still scores. */
  h?: Pmf;
  c?: Pmf;
}

/** What is still to be scored from `t` (ms after kick-off) up to `until` minutes of play (the
 * match's end, or the first half's). */
function continuousOutlook(
  sport: ContinuousSport,
  st: Strength,
  t: number,
  until = playLength(sport),
): Outlook {
  const length = playLength(sport);
  const played = Math.min(length, playElapsed(sport, Math.max(0, t)));
  // the time left moves prices in steps (a few matches at a time, not every second)
  const step = Math.floor(played / sport.stepMinutes) * sport.stepMinutes;
  const left = Math.max(0, until - step) / length;
  const side = (rate: number): Pmf => {
    const mean = rate * left;
    if (sport.unit === 'goal') return poissonPmf(mean);
    // baskets of 2.3 points on average: variance 5.5 per basket
    return normalPmf(mean, (mean / 2.3) * 5.5);
  };
  const h = side(st.rateH);
  const c = side(st.rateC);
  return {
    diff: combine(h, c, -1),
    total: combine(h, c, 1),
    share: st.rateH / (st.rateH + st.rateC),
    h,
    c,
  };
}

/** The distribution of the final sets (home, away) from a set score, the current set's chance. */
function finalSets(
  need: number,
  h: number,
  c: number,
  pNow: number,
  p: number,
): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (a: number, b: number, chance: number, pSet: number): void => {
    if (chance < 1e-12) return;
    if (a === need || b === need) {
      const k = `${a}:${b}`;
      out.set(k, (out.get(k) ?? 0) + chance);
      return;
    }
    walk(a + 1, b, chance * pSet, p);
    walk(a, b + 1, chance * (1 - pSet), p);
  };
  walk(h, c, 1, pNow);
  return out;
}

function setOutlook(sport: SetSport, st: Strength, s: LiveState): Outlook {
  const need = (sport.bestOf + 1) / 2;
  // the set in play leans to the side ahead in it
  let pNow = st.pSet;
  if (sport.sub && (s.gameH > 0 || s.gameC > 0)) {
    const decider = s.scoreH + s.scoreC === sport.bestOf - 1;
    const target = decider ? sport.sub.decider : sport.sub.target;
    const lead = Math.max(-0.9, Math.min(0.9, (s.gameH - s.gameC) / target));
    pNow = lead >= 0 ? pNow + (1 - pNow) * lead : pNow * (1 + lead);
  }
  const dist = finalSets(need, s.scoreH, s.scoreC, pNow, st.pSet);
  const diff = new Map<number, number>();
  const total = new Map<number, number>();
  let win = 0;
  for (const [k, chance] of dist) {
    const [a, b] = k.split(':').map(Number) as [number, number];
    if (a === need) win += chance;
    const d = a - s.scoreH - (b - s.scoreC);
    diff.set(d, (diff.get(d) ?? 0) + chance);
    total.set(a + b, (total.get(a + b) ?? 0) + chance);
  }
  const toPmf = (x: Map<number, number>): Pmf => {
    const keys = [...x.keys()];
    const lo = Math.min(...keys);
    const hi = Math.max(...keys);
    return { lo, p: Array.from({ length: hi - lo + 1 }, (_, i) => x.get(lo + i) ?? 0) };
  };
  return { diff: toPmf(diff), total: toPmf(total), share: 0.5, win, sets: dist };
}

function lines(center: number, step: number, span: number, min = -Infinity): number[] {
  const out: number[] = [];
  const first = Math.round(center / step) * step;
  for (let k = -span; k <= span; k++) {
    const line = first + k * step;
    if (line > min) out.push(line);
  }
  return out;
}

/** Half lines only (no push): x.5. */
function halfLines(center: number, span: number, min = -Infinity): number[] {
  return lines(center - 0.5, 1, span, min).map((x) => x + 0.5);
}

/**
 * What the book expects of the final score from now, from the same outlook its prices come from
 * (the match's strengths, the score and the time left in the book's steps): the distributions of
 * the final difference (home - away) and of the final total, of the match or, with `half`, of the
 * first half (baseball: the first five innings). Null when the book has no such market to price:
 * an outright, a finished or cancelled match, a sport without a first half, a first half that is
 * over. It does not look at a suspension: the caller decides whether to price then.
 */
export function finalOutlook(
  m: MatchRow,
  now: number,
  half = false,
): { diff: Pmf; total: Pmf } | null {
  const s = liveState(m, now);
  if (m.champion || s.phase === 'finished' || s.phase === 'cancelled') return null;
  const sport = sportOf(m.game_type);
  const st = strengthOf(m);
  const live = s.phase === 'live';
  const t = now - m.starts_at;
  let o: Outlook;
  if (sport.kind === 'sets') {
    if (half) return null;
    o = setOutlook(sport, st, s);
  } else if (half) {
    if (sport.half === undefined || (live && t >= halfEndMs(sport))) return null;
    o = continuousOutlook(sport, st, live ? t : 0, sport.half);
  } else o = continuousOutlook(sport, st, live ? t : 0);
  return {
    diff: shift(o.diff, s.scoreH - s.scoreC),
    // set sports' total is of the final sets already; the others' is what is still to come
    total: sport.kind === 'sets' ? o.total : shift(o.total, s.scoreH + s.scoreC),
  };
}

const priceCache = new Map<string, Price[]>();

/**
 * The match's open prices at a time (x1000 decimal, with the book's margin): pre-match M/R/OU,
 * in play RM/RE/ROU, champion FS; none while suspended (around a goal) or when finished.
 * The in-play handicap counts what is scored after the bet (the help page 让球攻略); the
 * in-play total counts the whole match, its line above the score by what is still expected.
 */
export function marketsNow(m: MatchRow, now: number): Price[] {
  const s = liveState(m, now);
  if (s.phase === 'finished' || s.phase === 'cancelled' || s.suspended) return [];
  if (m.champion) return now >= m.starts_at ? [] : outrightPrices(m);
  const sport = sportOf(m.game_type);
  const t = now - m.starts_at;
  const step =
    sport.kind === 'continuous'
      ? Math.floor(playElapsed(sport, Math.max(0, t)) / sport.stepMinutes)
      : 0;
  const key = `${m.id}|${m.game_type}|${s.phase}|${s.scoreH}:${s.scoreC}|${s.gameH}:${s.gameC}|${step}|${JSON.stringify(m.data.nudge ?? {})}`;
  const known = priceCache.get(key);
  if (known) return known;
  const prices = computePrices(m, sport, s, t);
  if (priceCache.size > 20_000) priceCache.clear();
  priceCache.set(key, prices);
  return prices;
}

const extrasCache = new Map<string, Price[]>();

/**
 * Every open price of the match (the match page, placing, cash-out): the main markets of
 * `marketsNow` and the others of `computeExtras`; none while suspended, finished or cancelled,
 * like the main ones. The board and the feed carry the main markets only.
 */
export function allMarketsNow(m: MatchRow, now: number): Price[] {
  const main = marketsNow(m, now);
  if (main.length === 0 || m.champion) return main;
  const sport = sportOf(m.game_type);
  const s = liveState(m, now);
  const t = now - m.starts_at;
  const step =
    sport.kind === 'continuous'
      ? Math.floor(playElapsed(sport, Math.max(0, t)) / sport.stepMinutes)
      : 0;
  const half = sport.kind === 'continuous' && t >= halfEndMs(sport);
  const key = `${m.id}|${m.game_type}|${s.phase}|${s.scoreH}:${s.scoreC}|${s.gameH}:${s.gameC}|${step}|${half}|${JSON.stringify(m.data.nudge ?? {})}`;
  let extras = extrasCache.get(key);
  if (!extras) {
    extras = computeExtras(m, sport, s, t);
    if (extrasCache.size > 20_000) extrasCache.clear();
    extrasCache.set(key, extras);
  }
  return [...main, ...extras];
}

/** Adds priced outcomes to a list, with the development route's nudges (by the odds id's
 * `${play}_${side}` part). */
function adder(m: MatchRow, out: Price[]) {
  const nudge = m.data.nudge ?? {};
  return (play: string, side: string, price: number, line = 0, market?: string): void => {
    const key = market ? `${play}_${side}${line}` : `${play}_${side}`;
    const f = nudge[key] ?? 1;
    out.push({
      oddsId: `${key}_${m.id}`,
      play,
      side,
      line,
      price: Math.max(MIN_ODDS, Math.round(price * f)),
      ...(market ? { market } : {}),
    });
  };
}

const mean = (d: Pmf): number => d.p.reduce((acc, x, i) => acc + x * (d.lo + i), 0);

/** The handicap line nearest to even on what is still to be scored. */
function handicapLine(diff: Pmf, step: 0.25 | 0.5, sets: boolean): number {
  const candidates =
    step === 0.25 ? lines(-mean(diff), 0.25, 12) : halfLines(-mean(diff), sets ? 3 : 12);
  return evenLine(candidates, (line) => sideChance(diff, line));
}

/** The total line nearest to even above the score now (`totalNow`: the final total). */
function totalLine(totalNow: Pmf, step: 0.25 | 0.5, sets: boolean, now: number): number {
  const expected = mean(totalNow);
  const candidates =
    step === 0.25 ? lines(expected, 0.25, 12, now + 0.25) : halfLines(expected, sets ? 3 : 12, now);
  return evenLine(candidates, (line) => sideChance(totalNow, -line));
}

/** Whether a line is above the score now (a total that cannot be passed already). */
function aboveScore(line: number, step: 0.25 | 0.5, now: number): boolean {
  return step === 0.25 ? line >= now + 0.25 : line > now;
}

/** The 1X2 (three outcomes) or two-way chances of a final margin's distribution. */
function winChances(o: Outlook, diffNow: Pmf, draw: boolean): number[] {
  const [ahead, level, behind] = o.win !== undefined ? [o.win, 0, 1 - o.win] : signs(diffNow);
  return draw ? [ahead, level, behind] : [ahead + level * o.share, behind + level * (1 - o.share)];
}

function computePrices(m: MatchRow, sport: Sport, s: LiveState, t: number): Price[] {
  const st = strengthOf(m);
  const live = s.phase === 'live';
  const M = live ? 'RM' : 'M';
  const R = live ? 'RE' : 'R';
  const OU = live ? 'ROU' : 'OU';
  const o =
    sport.kind === 'continuous'
      ? continuousOutlook(sport, st, live ? t : 0)
      : setOutlook(sport, st, s);
  const out: Price[] = [];
  const add = adder(m, out);
  const sets = sport.kind === 'sets';
  // 1X2 (or the two-way of a sport that cannot draw) on the final score
  const draw = canDraw(m.game_type);
  const win = priceOutcomes(winChances(o, shift(o.diff, s.scoreH - s.scoreC), draw), st.overround);
  (draw ? ['H', 'N', 'C'] : ['H', 'C']).forEach((side, i) => add(M, side, win[i] ?? MIN_ODDS));
  // handicap on what is still to be scored: the line nearest to even
  const step = sport.kind === 'continuous' ? sport.lineStep : 0.5;
  const hLine = handicapLine(o.diff, step, sets);
  const qH = sideChance(o.diff, hLine);
  const [rh, rc] = priceOutcomes([qH, 1 - qH], st.overround);
  add(R, 'H', rh ?? MIN_ODDS, hLine);
  add(R, 'C', rc ?? MIN_ODDS, -hLine);
  // over/under on the match's total: the line nearest to even above the score now
  // (set sports count the final sets: their distribution is of the whole match already)
  const now = s.scoreH + s.scoreC;
  const totalNow = sets ? o.total : shift(o.total, now);
  const tLine = totalLine(totalNow, step, sets, now);
  const qO = sideChance(totalNow, -tLine);
  const [oo, ou] = priceOutcomes([qO, 1 - qO], st.overround);
  add(OU, 'O', oo ?? MIN_ODDS, tLine);
  add(OU, 'U', ou ?? MIN_ODDS, tLine);
  // the row shows the handicap pair, the over/under pair, then the 1X2
  return [...out.slice(-4), ...out.slice(0, -4)];
}

/** Correct scores are listed up to this many goals a side; any other final score is 其他
 * (OTH). Designed. */
export const CORRECT_SCORE_MAX = 4;
/** The correct-score market's overround: many outcomes, a bigger book. Designed. */
export const CORRECT_SCORE_OVERROUND = 1.15;
/** Other lines are offered a step or two either side of the main one, not where a side's fair
 * chance is below this. */
const ALT_MIN_CHANCE = 0.04;
const ALT_OFFSETS = [-2, -1, 1, 2] as const;

/** The plays of the first half (baseball: the first five innings): pre-match and in play. */
export const HALF_PLAYS = new Set(['HM', 'HR', 'HOU', 'HRM', 'HRE', 'HROU']);
/** The set sports' correct score (the final score in sets, games or frames: tennis 盘数比分,
 * volleyball, table tennis and snooker 局数比分): pre-match and in play. */
export const SET_SCORE_PLAYS = new Set(['SC', 'RSC']);

/**
 * The final set scores still possible and their chances, in a book's order: the home side's
 * wins (2-0 before 2-1), then the away side's (1-2 before 0-2); sides `H{sets}C{sets}`.
 */
function setScores(sets: ReadonlyMap<string, number>): Array<{ side: string; chance: number }> {
  return [...sets]
    .map(([k, chance]) => {
      const [a, b] = k.split(':').map(Number) as [number, number];
      return { a, b, chance };
    })
    .sort((x, y) => (x.a > x.b === y.a > y.b ? y.a - x.a || x.b - y.b : x.a > x.b ? -1 : 1))
    .map(({ a, b, chance }) => ({ side: `H${a}C${b}`, chance }));
}

/**
 * The match's other markets (the match page): two more handicap and over/under lines either side
 * of the main ones; the first half's 1X2, handicap and total (football, handball, basketball;
 * baseball's first five innings; in play while it is played); correct score (football; the set
 * sports' final score in sets); odd/even total (sports scored continuously). Priced from the
 * same outlook as the main markets, each with its margin.
 */
function computeExtras(m: MatchRow, sport: Sport, s: LiveState, t: number): Price[] {
  const st = strengthOf(m);
  const live = s.phase === 'live';
  const out: Price[] = [];
  const add = adder(m, out);
  const sets = sport.kind === 'sets';
  const o =
    sport.kind === 'continuous'
      ? continuousOutlook(sport, st, live ? t : 0)
      : setOutlook(sport, st, s);
  const step = sport.kind === 'continuous' ? sport.lineStep : 0.5;
  const alt =
    sport.kind === 'continuous' ? (step === 0.25 ? 0.5 : sport.unit === 'basket' ? 2 : 1) : 1;
  const now = s.scoreH + s.scoreC;
  // more handicap lines
  const R = live ? 'RE' : 'R';
  const hLine = handicapLine(o.diff, step, sets);
  for (const k of ALT_OFFSETS) {
    const line = hLine + k * alt;
    const q = sideChance(o.diff, line);
    if (q < ALT_MIN_CHANCE || q > 1 - ALT_MIN_CHANCE) continue;
    const [h, c] = priceOutcomes([q, 1 - q], st.overround);
    add(R, 'H', h ?? MIN_ODDS, line, `${R}@${line}`);
    add(R, 'C', c ?? MIN_ODDS, -line, `${R}@${line}`);
  }
  // more over/under lines
  const OU = live ? 'ROU' : 'OU';
  const totalNow = sets ? o.total : shift(o.total, now);
  const tLine = totalLine(totalNow, step, sets, now);
  for (const k of ALT_OFFSETS) {
    const line = tLine + k * alt;
    if (!aboveScore(line, step, now)) continue;
    const q = sideChance(totalNow, -line);
    if (q < ALT_MIN_CHANCE || q > 1 - ALT_MIN_CHANCE) continue;
    const [ov, un] = priceOutcomes([q, 1 - q], st.overround);
    add(OU, 'O', ov ?? MIN_ODDS, line, `${OU}@${line}`);
    add(OU, 'U', un ?? MIN_ODDS, line, `${OU}@${line}`);
  }
  if (sport.kind !== 'continuous') {
    // the set score: every final score still possible from the sets won so far, priced from
    // the same chances as the match's two-way (the set in play leaning to the side ahead in
    // it), with the correct score's bigger book
    const scores = setScores(o.sets ?? new Map());
    if (scores.length >= 2) {
      const prices = priceOutcomes(
        scores.map((x) => x.chance),
        CORRECT_SCORE_OVERROUND,
      );
      const SC = live ? 'RSC' : 'SC';
      scores.forEach(({ side }, i) => add(SC, side, prices[i] ?? MIN_ODDS));
    }
    return out;
  }
  // the first half: before kick-off, and in play while it is played
  if (sport.half !== undefined && (!live || t < halfEndMs(sport))) {
    const half = continuousOutlook(sport, st, live ? t : 0, sport.half);
    const win = priceOutcomes(
      winChances(half, shift(half.diff, s.scoreH - s.scoreC), true),
      st.overround,
    );
    const HM = live ? 'HRM' : 'HM';
    ['H', 'N', 'C'].forEach((side, i) => add(HM, side, win[i] ?? MIN_ODDS));
    const HR = live ? 'HRE' : 'HR';
    const line = handicapLine(half.diff, step, false);
    const qH = sideChance(half.diff, line);
    const [rh, rc] = priceOutcomes([qH, 1 - qH], st.overround);
    add(HR, 'H', rh ?? MIN_ODDS, line);
    add(HR, 'C', rc ?? MIN_ODDS, -line);
    const HOU = live ? 'HROU' : 'HOU';
    const halfTotal = shift(half.total, now);
    const tl = totalLine(halfTotal, step, false, now);
    const qO = sideChance(halfTotal, -tl);
    const [oo, ou] = priceOutcomes([qO, 1 - qO], st.overround);
    add(HOU, 'O', oo ?? MIN_ODDS, tl);
    add(HOU, 'U', ou ?? MIN_ODDS, tl);
  }
  // correct score (football): every score up to CORRECT_SCORE_MAX a side still possible, and 其他
  if ((m.game_type === 'FT' || m.game_type === 'VF') && o.h && o.c) {
    const { h, c } = o;
    if (s.scoreH <= CORRECT_SCORE_MAX && s.scoreC <= CORRECT_SCORE_MAX) {
      const sides: string[] = [];
      const chances: number[] = [];
      for (let a = s.scoreH; a <= CORRECT_SCORE_MAX; a++)
        for (let b = s.scoreC; b <= CORRECT_SCORE_MAX; b++) {
          sides.push(`H${a}C${b}`);
          chances.push((h.p[a - s.scoreH - h.lo] ?? 0) * (c.p[b - s.scoreC - c.lo] ?? 0));
        }
      sides.push('OTH');
      chances.push(Math.max(0, 1 - chances.reduce((x, y) => x + y, 0)));
      const prices = priceOutcomes(chances, CORRECT_SCORE_OVERROUND);
      const PD = live ? 'RPD' : 'PD';
      sides.forEach((side, i) => add(PD, side, prices[i] ?? MIN_ODDS));
    }
  }
  // odd/even of the match's total
  let odd = 0;
  totalNow.p.forEach((x, i) => {
    if ((totalNow.lo + i) % 2 === 1) odd += x;
  });
  if (odd >= ALT_MIN_CHANCE && odd <= 1 - ALT_MIN_CHANCE) {
    const [po, pe] = priceOutcomes([odd, 1 - odd], st.overround);
    const EO = live ? 'REO' : 'EO';
    add(EO, 'ODD', po ?? MIN_ODDS);
    add(EO, 'EVEN', pe ?? MIN_ODDS);
  }
  return out;
}

/** The book's overround on an outright (the whole field): 1.2. Designed. */
export const OUTRIGHT_OVERROUND = 1.2;

function outrightPrices(m: MatchRow): Price[] {
  const field = Object.entries(m.data.outright ?? {});
  const chances = field.map(([, odds]) => 1000 / Math.max(1, odds));
  const prices = priceOutcomes(chances, OUTRIGHT_OVERROUND);
  const nudge = m.data.nudge ?? {};
  return field.map(([team], i) => ({
    oddsId: `FS_${team}_${m.id}`,
    play: 'FS',
    side: team,
    line: 0,
    price: Math.max(MIN_ODDS, Math.round((prices[i] ?? MIN_ODDS) * (nudge[`FS_${team}`] ?? 1))),
  }));
}

/** The markets' names (the board's column headings, the match page, the slip, 投注记录), pre-match
 * and in play (滚球 before the same name). A full-time market is named as the board heads its
 * column: 全场独赢 / 全场让球 / 全场大小 where goals are counted (football, virtual football,
 * handball), a first half 上半场让球 ... */
const PLAY_NAMES: Record<string, string> = {
  M: '全场独赢',
  R: '全场让球',
  OU: '全场大小',
  FS: '冠军',
  HM: '上半场独赢',
  HR: '上半场让球',
  HOU: '上半场大小',
  PD: '波胆',
  EO: '单双',
};
/** A sport's own names, as the board's columns and the match page head its markets:
 * basketball counts points (独赢, 让分, 总分), baseball runs, and its first half is its first
 * five innings (前五局); tennis counts sets (让盘, 总盘数, 盘数比分), volleyball, table tennis and
 * snooker sets called 局 (让局, 总局数, 局数比分). */
const POINTS = { M: '独赢', R: '让分', OU: '总分' };
const SETS = { M: '独赢', R: '让局', OU: '总局数', SC: '局数比分' };
const SPORT_PLAY_NAMES: Record<string, Record<string, string>> = {
  BK: { ...POINTS, HR: '上半场让分', HOU: '上半场总分' },
  BS: { ...POINTS, HM: '前五局独赢', HR: '前五局让分', HOU: '前五局总分' },
  TN: { M: '独赢', R: '让盘', OU: '总盘数', SC: '盘数比分' },
  VB: SETS,
  TT: SETS,
  SK: SETS,
};
/** In-play plays and the pre-match play they continue (RE is R's, HRM HM's, RSC SC's ...). */
const PRE_MATCH_OF: Record<string, string> = {
  RM: 'M',
  RE: 'R',
  ROU: 'OU',
  HRM: 'HM',
  HRE: 'HR',
  HROU: 'HOU',
  RPD: 'PD',
  RSC: 'SC',
  REO: 'EO',
};

/** A market's name in a sport (gameType FT, BS, TN ...): 全场让球, 滚球全场大小, 让分, 滚球前五局让分,
 * 盘数比分 ... */
export function marketName(play: string, gameType: string): string {
  const pre = PRE_MATCH_OF[play];
  const base = pre ?? play;
  const name = SPORT_PLAY_NAMES[gameType]?.[base] ?? PLAY_NAMES[base];
  if (!name) return play;
  return pre ? `滚球${name}` : name;
}

export function sideName(
  m: Pick<MatchRow, 'team_h' | 'team_c'>,
  p: Pick<Price, 'play' | 'side'>,
): string {
  if (p.play === 'FS') return p.side;
  const score = /^H(\d+)C(\d+)$/.exec(p.side);
  if (score) return `${score[1]}-${score[2]}`;
  const names: Record<string, string> = {
    H: m.team_h,
    C: m.team_c,
    N: '和局',
    O: '大',
    U: '小',
    ODD: '单',
    EVEN: '双',
    OTH: '其他',
  };
  return names[p.side] ?? p.side;
}

/** Plays without a line: 1X2s, correct scores, odd/even, outrights. */
const LINELESS = new Set(['M', 'RM', 'HM', 'HRM', 'PD', 'RPD', 'SC', 'RSC', 'EO', 'REO', 'FS']);
/** Plays of a total (their line has no sign). */
const TOTALS = new Set(['OU', 'ROU', 'HOU', 'HROU']);

/** The line as shown ('0/0.5' for quarter lines); '' for plays without a line. */
export function handicapText(p: Price): string {
  if (LINELESS.has(p.play)) return '';
  const abs = Math.abs(p.line);
  const frac = abs % 0.5;
  const text = frac === 0.25 ? `${abs - 0.25}/${abs + 0.25}` : String(abs);
  return TOTALS.has(p.play) || p.line >= 0 ? text : `-${text}`;
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

/** The result of one selection given the final score (Asian quarter lines give half results);
 * the first half's plays (HM HR HOU, in play HRM HRE HROU) are given the first half's score,
 * a set score's (SC RSC) the sets (games, frames) won. */
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
    case 'RM':
    case 'HM':
    case 'HRM': {
      const outcome = scoreH > scoreC ? 'H' : scoreH < scoreC ? 'C' : 'N';
      return outcome === side ? 'W' : 'L';
    }
    case 'R':
    case 'RE':
    case 'HR':
    case 'HRE': {
      const diff = side === 'H' ? scoreH - scoreC : scoreC - scoreH;
      return byMargin(diff + line);
    }
    case 'OU':
    case 'ROU':
    case 'HOU':
    case 'HROU': {
      const total = scoreH + scoreC;
      return byMargin(side === 'O' ? total - line : line - total);
    }
    case 'PD':
    case 'RPD': {
      const listed = scoreH <= CORRECT_SCORE_MAX && scoreC <= CORRECT_SCORE_MAX;
      const outcome = listed ? `H${scoreH}C${scoreC}` : 'OTH';
      return outcome === side ? 'W' : 'L';
    }
    case 'SC':
    case 'RSC':
      // the final score in sets (games, frames): every one is listed
      return `H${scoreH}C${scoreC}` === side ? 'W' : 'L';
    case 'EO':
    case 'REO':
      return ((scoreH + scoreC) % 2 === 1 ? 'ODD' : 'EVEN') === side ? 'W' : 'L';
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
