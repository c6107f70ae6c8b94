// 提前兑现 (cash-out): the value of an open sports bet at the live price, and how an accepted
// cash-out splits a bet. The reference server prices every quote, feed value and cash-out with
// these functions (server/sports/cashout.ts); the help page 体育赛事提前兑现 states the same rules.
//
// Money is integer cents, odds are decimal odds x1000 (2.000 -> 2000), as the server stores them.
//
//   fair  = stake x product over open legs (placed odds / current odds)
//                 x product over decided legs (payout factor of the leg's result)
//   value = floor_to_cent(fair x (1 - margin)), at most the potential payout, never below 0
//
// A single is a one-leg parlay. A bet has no value (cannot be cashed) while any open leg has no
// current price (its market suspended or closed), when every leg is decided (the bet is being
// settled), or when a parlay's decided leg lost (the value is 0).

/** The house margin kept on a cash-out (5 %). Designed; the server reads CASH_OUT_MARGIN. */
export const DEFAULT_CASH_OUT_MARGIN = 0.05;

/** A leg whose match is still open: the odds it was placed at and the live odds of the same
 * selection now (null: no price now, its market suspended or closed). */
export interface OpenLeg {
  placed: number;
  current: number | null;
}

/** A leg whose result is known: the factor its result pays on the stake (won at 2.00: 2, lost:
 * 0, half won, half lost, draw or void: between). */
export interface DecidedLeg {
  factor: number;
}

export type CashOutLeg = OpenLeg | DecidedLeg;

export type CashOutBlock = 'suspended' | 'decided' | 'lost';

export type CashOutPrice = { value: number } | { value: null; reason: CashOutBlock };

const isDecided = (l: CashOutLeg): l is DecidedLeg => 'factor' in l;

/** Rounds cents down, forgiving the binary noise of a product that is exactly on a cent. */
function floorCents(x: number): number {
  return Math.floor(x + 1e-7);
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
  const open = opts.legs.filter((l): l is OpenLeg => !isDecided(l));
  const decided = opts.legs.filter(isDecided);
  if (open.length === 0) return { value: null, reason: 'decided' };
  if (decided.some((l) => l.factor <= 0)) return { value: null, reason: 'lost' };
  if (open.some((l) => l.current === null || !(l.current > 0))) {
    return { value: null, reason: 'suspended' };
  }
  let fair = opts.stake;
  for (const l of decided) fair *= l.factor;
  for (const l of open) fair *= l.placed / (l.current ?? l.placed);
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
