// 提前兑现 (cash-out): the value of an open sports bet at the live price, and how an accepted
// cash-out splits a bet. The reference server prices every quote, feed value and cash-out with
// these functions (server/sports/cashout.ts); the help page 体育赛事提前兑现 states the same rules.
//
// Money is integer cents, odds are decimal odds x1000 (2.000 -> 2000), as the server stores them.
//
//   chance = (1 / current odds) / book      the live book's chance of the selection, its margin
//            removed: book = sum of 1 / odds over the selection's market (at least 1)
//   fair  = stake x product over open legs (placed odds x chance x r + (1 - r))
//                 x product over decided legs (payout factor of the leg's result)
//   r     = the share of the stake at risk (Asian lines: 1 - P(push) - P(half result) / 2, from
//           the book's model; every other market 1), the rest coming back whatever happens
//   value = floor_to_cent(fair x (1 - margin)), at most the potential payout, never below 0
//
// The fair value is what the bet is worth at the live book's own chances, so a cash-out never
// pays more than letting the bet run is worth on average, whatever the market's margin (a 1X2's
// 104-108 %, a correct score's 115 %).
//
// A single is a one-leg parlay. A bet has no value (cannot be cashed) while any open leg has no
// current price (its market suspended or closed), when every leg is decided (the bet is being
// settled), or when a parlay's decided leg lost (the value is 0).
//
// The current odds of a leg are those of the live book's selection that settles exactly as the
// leg does from now on (liveSelection): before kick-off the leg's own; after it the in-play
// market continuing the pre-match one (独赢 RM, 让球 RE, 大小 ROU, the first half's HRM HRE HROU,
// 波胆 RPD, the set score RSC, 单双 REO). An in-play handicap counts only what is scored after
// its bet, so a handicap's line moves by the goals scored since (its bet's, or the kick-off):
// 主 -0.5 bet before kick-off is, at 1-0, the in-play 主 +0.5. A correct score (波胆, set score)
// the score has passed is lost, 其他 is won once a side has more than the listed goals, and a
// total the score has passed by half a goal is won (大) or lost (小): such a leg is decided, as
// a finished one. A total on the line or a quarter from it is not decided (大 2 at 2-0 pushes or
// wins): its results' chances give its value. A handicap or total whose line the live book does
// not list (moved by the goals, or at the score) is priced at its own line from the book's model
// (ModelLeg: the server's lineOutlook) while the match's book is open. A first-half leg after half time is decided on the first
// half's score (the server's legOutcome), so it counts its result like a finished match's.

/** The house margin kept on a cash-out (5 %). Designed; the server reads CASH_OUT_MARGIN. */
export const DEFAULT_CASH_OUT_MARGIN = 0.05;

/** A leg whose match is still open: the odds it was placed at and the live odds of the same
 * selection now (null: no price now, its market suspended or closed), with its market's book. */
export interface OpenLeg {
  placed: number;
  current: number | null;
  /** The live book's sum of 1 / odds over the selection's market (1.06 for a 106 % book);
   * absent or below 1: 1. */
  book?: number;
  /** The share of the stake the rest of the match can still win or lose (lineChances: less
   * than 1 when a push or a half result of an Asian line returns part of it); absent: 1. */
  atRisk?: number;
}

/** A handicap or total at a line the live book does not list now (moved by the goals, or a
 * total the score has reached), priced at its own line from the book's model: its fair chance
 * and the share of its stake at risk (lineChances). */
export interface ModelLeg {
  placed: number;
  chance: number;
  atRisk: number;
}

/** A leg whose result is known: the factor its result pays on the stake (won at 2.00: 2, lost:
 * 0, half won, half lost, draw or void: between). */
export interface DecidedLeg {
  factor: number;
}

export type CashOutLeg = OpenLeg | ModelLeg | DecidedLeg;

export type CashOutBlock = 'suspended' | 'decided' | 'lost';

export type CashOutPrice = { value: number } | { value: null; reason: CashOutBlock };

const isDecided = (l: CashOutLeg): l is DecidedLeg => 'factor' in l;

/** Rounds cents down, forgiving the binary noise of a product that is exactly on a cent. */
function floorCents(x: number): number {
  return Math.floor(x + 1e-7);
}

/**
 * An open leg's fair factor on the stake: placed odds x chance x the share at risk, plus the
 * share a push or half result returns (1 - share at risk). With r the share at risk and q the
 * chance: the leg returns placed odds on a win, (1 + placed odds) / 2 on a half win, 1 on a push,
 * 1/2 on a half loss, so on average placed x (P(win) + P(half win) / 2) + P(push) + (P(half win)
 * + P(half loss)) / 2 = placed x q x r + (1 - r) (lineChances).
 */
function openFactor(l: OpenLeg | ModelLeg): number {
  const odds = l.placed / 1000;
  const chance =
    'chance' in l ? l.chance : 1000 / ((l.current ?? l.placed) * Math.max(1, l.book ?? 1));
  const r = Math.min(1, Math.max(0, l.atRisk ?? 1));
  return odds * chance * r + (1 - r);
}

/**
 * The cash-out value (cents) of a bet of `stake` cents with these legs, or why it has none.
 * `potential` is the bet's potential payout (cents, stake included): the value never exceeds it.
 */
export function cashOutValue(opts: {
  stake: number;
  potential: number;
  legs: readonly CashOutLeg[];
  margin?: number;
}): CashOutPrice {
  const margin = opts.margin ?? DEFAULT_CASH_OUT_MARGIN;
  const open = opts.legs.filter((l): l is OpenLeg | ModelLeg => !isDecided(l));
  const decided = opts.legs.filter(isDecided);
  if (open.length === 0) return { value: null, reason: 'decided' };
  if (decided.some((l) => l.factor <= 0)) return { value: null, reason: 'lost' };
  if (open.some((l) => !('chance' in l) && (l.current === null || !(l.current > 0)))) {
    return { value: null, reason: 'suspended' };
  }
  let fair = opts.stake;
  for (const l of decided) fair *= l.factor;
  for (const l of open) fair *= openFactor(l);
  const value = floorCents(fair * (1 - margin));
  return { value: Math.max(0, Math.min(value, opts.potential)) };
}

/**
 * How a cash-out of `amount` cents out of a full value of `value` cents splits a bet of `stake`
 * cents: the share of the stake that is cashed (rounded to the cent, at least 1 cent), the stake
 * left open at the same odds, and whether the bet is fully cashed. `amount` must be in (0, value].
 */
export function splitCashOut(
  stake: number,
  value: number,
  amount: number,
): { cashedStake: number; remainingStake: number; full: boolean } {
  if (amount >= value) return { cashedStake: stake, remainingStake: 0, full: true };
  const cashedStake = Math.min(stake - 1, Math.max(1, Math.round((stake * amount) / value)));
  return { cashedStake, remainingStake: stake - cashedStake, full: false };
}

/** The smallest partial cash-out (cents): 1 yuan, and at most the full value. Designed. */
export const MIN_PARTIAL_CASH_OUT = 100;

/** The member's odds-change preference of the slip, applied to a moved cash-out value. */
export type CashOutPreference = 'any' | 'higher' | 'ask';

/** Whether a cash-out quoted at `quoted` cents may go through at the value `now` (cents). */
export function acceptsMovedValue(pref: CashOutPreference, quoted: number, now: number): boolean {
  if (now === quoted) return true;
  if (pref === 'any') return true;
  if (pref === 'higher') return now > quoted;
  return false;
}

/**
 * An Asian line's fair chance and share at risk from the chances of its results (what the
 * settlement pays: win, half win, push, half loss, the rest lost). The share at risk is
 * r = 1 - P(push) - (P(half win) + P(half loss)) / 2, the stake a result can still win or lose;
 * the chance is q = (P(win) + P(half win) / 2) / r, as the book prices a line (server model.ts
 * sideChance: 1 / the fair odds), 0 when nothing is at risk. A line that can no longer lose
 * (大 2.0 at 2 goals: a push or a win) has q = 1; one that can no longer win has q = 0.
 */
export function lineChances(p: { win: number; halfWin: number; push: number; halfLoss: number }): {
  chance: number;
  atRisk: number;
} {
  const atRisk = Math.max(0, 1 - p.push - (p.halfWin + p.halfLoss) / 2);
  if (atRisk <= 1e-12) return { chance: 0, atRisk: 0 };
  return { chance: Math.min(1, (p.win + p.halfWin / 2) / atRisk), atRisk };
}

/** A leg's selection: its play (pre-match M R OU HM HR HOU PD SC EO, in play RM RE ROU HRM HRE
 * HROU RPD RSC REO), side and line, and for an in-play bet the score when it was placed. */
export interface LegSelection {
  play: string;
  side: string;
  line: number;
  placedScore?: { h: number; c: number };
}

/** The live book's selection settling as a leg does from now on, or the leg's result when the
 * score has decided it already (W won, L lost). */
export type LiveSelection = { play: string; side: string; line: number } | { result: 'W' | 'L' };

/** The in-play market continuing each pre-match one (the same selection after kick-off). */
export const IN_PLAY_PLAY: Readonly<Record<string, string>> = {
  M: 'RM',
  R: 'RE',
  OU: 'ROU',
  HM: 'HRM',
  HR: 'HRE',
  HOU: 'HROU',
  PD: 'RPD',
  SC: 'RSC',
  EO: 'REO',
};

/** The Asian-line plays: handicaps and totals (大/小), pre-match and in play, full time and first
 * half. Their results include pushes and half results. */
export const HANDICAPS: ReadonlySet<string> = new Set(['R', 'RE', 'HR', 'HRE']);
export const TOTALS: ReadonlySet<string> = new Set(['OU', 'ROU', 'HOU', 'HROU']);
/** Handicaps that count only what is scored after the bet (help page 让球攻略). */
const FROM_BET = new Set(['RE', 'HRE']);

/**
 * The selection of the live book that settles as `leg` does from now on (see the rule at the top
 * of this module). `live`: the match has kicked off, with the score `scoreH`-`scoreC` (set
 * sports: sets won); `listedUpTo`: the most goals a side has in a listed correct score (more is
 * 其他, OTH). Correct-score sides read `H{home}C{away}`.
 */
export function liveSelection(
  leg: LegSelection,
  now: { live: boolean; scoreH: number; scoreC: number },
  listedUpTo: number,
): LiveSelection {
  const h = now.live ? now.scoreH : 0;
  const c = now.live ? now.scoreC : 0;
  const play = now.live ? (IN_PLAY_PLAY[leg.play] ?? leg.play) : leg.play;
  const line = Number(leg.line);
  if (HANDICAPS.has(leg.play)) {
    const base = FROM_BET.has(leg.play) ? leg.placedScore : undefined;
    const since = h - c - ((base?.h ?? 0) - (base?.c ?? 0));
    return { play, side: leg.side, line: line + (leg.side === 'C' ? -since : since) };
  }
  // a total the score has passed by half a goal or more: the over won, the under lost
  if (TOTALS.has(leg.play) && h + c - line >= 0.5) return { result: leg.side === 'O' ? 'W' : 'L' };
  if (leg.play === 'PD' || leg.play === 'RPD' || leg.play === 'SC' || leg.play === 'RSC') {
    if (leg.side === 'OTH') {
      if (h > listedUpTo || c > listedUpTo) return { result: 'W' };
    } else {
      const m = /^H(\d+)C(\d+)$/.exec(leg.side);
      if (m && (h > Number(m[1]) || c > Number(m[2]))) return { result: 'L' };
    }
  }
  return { play, side: leg.side, line };
}
