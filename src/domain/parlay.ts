// 串关 (parlay) combination types and their maths, one module for the slip and the reference
// server (server/sports/betting.ts imports it), so what the slip promises is what the server
// places and pays.
//
// A 串关 of n picks (legs) is placed with a combination type: the sizes of the combinations it
// covers. Each combination is one bet of the stake per bet; it wins only if every leg in it wins.
//
//   N串1            sizes {n}             one bet: every leg must win (the default)
//   k串1, k < n     sizes {k}             C(n, k) bets, e.g. 3 picks 2串1 = three doubles
//   n串M (full)     sizes {2, ..., n}     M = 2^n - n - 1 bets, e.g. 3串4 = three doubles and a
//                                         treble, 4串11, 5串26 ...
//
// Bets:                    B = sum over the sizes k of C(n, k)
// Total stake:             S = B x stake per bet
// Combined odds (x1000):   O = round(1000 x sum over the combinations c of prod_{i in c} d_i)
//                          with d_i the decimal odds of leg i (European, d = 1 + Hong Kong)
// Return if every leg wins: R = floor(stake per bet in cents x O / 1000) cents
// Potential win:           R - S
// Settlement:              each combination pays stake per bet x prod_{i in c} f_i, where f_i
//                          is the leg's result factor (W: d_i, LW: 1 + (d_i - 1) / 2, LL: 0.5,
//                          L: 0, P / A / D*: 1, the stake back); the bet pays the floor of the
//                          sum in cents. A lost leg makes every combination holding it pay 0.
//
// A single (单注, 冠军, each pick of 多注) is the one-leg case of the same rule: it returns
// floor(stake in cents x d x 1000 / 1000) cents, and wins that less the stake (singleWin). The
// price's display (独赢 and 波胆 in decimal, the rest in the chosen format) never enters it.
//
// Wire code (placeBet seriesType): `${k}x1` for k串1, `${n}x${M}` for the full cover.

/** A combination type of a 串关 of `picks` legs: the combination sizes it covers. */
export interface SeriesType {
  picks: number;
  sizes: readonly number[];
}

/** The server's bounds: a 串关 has 2 to 10 legs. */
export const SERIES_MIN_PICKS = 2;
export const SERIES_MAX_PICKS = 10;

/** n choose k (0 outside 0 <= k <= n). */
export function choose(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** The combinations of k items, in order of the items. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  if (k < 0 || k > items.length) return out;
  const walk = (start: number, acc: T[]): void => {
    if (acc.length === k) {
      out.push(acc);
      return;
    }
    for (let i = start; i <= items.length - (k - acc.length); i++)
      walk(i + 1, [...acc, items[i] as T]);
  };
  walk(0, []);
  return out;
}

/** Every combination a type covers, smallest size first. */
export function combinationsOf<T>(items: readonly T[], type: SeriesType): T[][] {
  return type.sizes.flatMap((k) => combinations(items, k));
}

/** Number of bets of a type: the sum of C(n, k) over its sizes. */
export function betCount(type: SeriesType): number {
  return type.sizes.reduce((sum, k) => sum + choose(type.picks, k), 0);
}

export function isFullCover(type: SeriesType): boolean {
  return type.sizes.length > 1;
}

/** The N串1 type: one bet of every leg. */
export function allLegs(picks: number): SeriesType {
  return { picks, sizes: [picks] };
}

/** The types offered for n picks: N串1 first (the default), then k串1 from n-1 down to 2, then
 * the full cover n串M (from 3 picks). None below 2 picks. */
export function seriesTypesFor(picks: number): SeriesType[] {
  if (!Number.isInteger(picks) || picks < SERIES_MIN_PICKS || picks > SERIES_MAX_PICKS) return [];
  const out: SeriesType[] = [allLegs(picks)];
  for (let k = picks - 1; k >= 2; k--) out.push({ picks, sizes: [k] });
  if (picks >= 3) out.push({ picks, sizes: Array.from({ length: picks - 1 }, (_, i) => i + 2) });
  return out;
}

/** The name a Chinese book gives the type: 2串1, 3串1, 3串4, 4串11 ... */
export function seriesTypeName(type: SeriesType): string {
  if (isFullCover(type)) return `${type.picks}串${betCount(type)}`;
  return `${type.sizes[0] ?? type.picks}串1`;
}

/** The wire code of placeBet's seriesType: kx1 or nxM. */
export function seriesTypeCode(type: SeriesType): string {
  if (isFullCover(type)) return `${type.picks}x${betCount(type)}`;
  return `${type.sizes[0] ?? type.picks}x1`;
}

/** Reads a wire code for n picks; null when it is not a type offered for n picks. */
export function parseSeriesType(code: string, picks: number): SeriesType | null {
  const m = /^(\d+)x(\d+)$/.exec(code.trim());
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return seriesTypesFor(picks).find((t) => seriesTypeCode(t) === `${a}x${b}`) ?? null;
}

/** Decimal odds x1000 of Hong Kong odds (the slip keeps Hong Kong odds). */
export function decimalX1000OfHongKong(hk: number): number {
  return Math.round((1 + hk) * 1000);
}

/** Combined odds x1000: round(1000 x sum over the combinations of the product of decimals). */
export function combinedOddsX1000(oddsX1000: readonly number[], type: SeriesType): number {
  return Math.round(
    combinationsOf(oddsX1000, type).reduce(
      (sum, c) => sum + c.reduce((p, o) => p * (o / 1000), 1),
      0,
    ) * 1000,
  );
}

/** What the 串关 returns when every leg wins, in cents (stake back included). */
export function seriesReturnCents(
  stakePerBetCents: number,
  oddsX1000: readonly number[],
  type: SeriesType,
): number {
  return Math.floor((stakePerBetCents * combinedOddsX1000(oddsX1000, type)) / 1000);
}

/** The settled payout in cents: each combination pays stake per bet x the product of its legs'
 * result factors (see the header). */
export function seriesPayoutCents(
  stakePerBetCents: number,
  factors: readonly number[],
  type: SeriesType,
): number {
  const sum = combinationsOf(factors, type).reduce((s, c) => s + c.reduce((p, f) => p * f, 1), 0);
  return Math.floor(stakePerBetCents * sum + 1e-6);
}

/** A 串关 in the slip's units: stake per bet in yuan, Hong Kong odds of the legs. */
export interface SeriesQuote {
  bets: number;
  stakePerBet: number;
  totalStake: number;
  /** Returned if every leg wins, yuan. */
  potentialReturn: number;
  /** potentialReturn - totalStake, yuan (0 when nothing is staked). */
  potentialWin: number;
}

export function seriesQuote(
  stakePerBet: number,
  hongKongOdds: readonly number[],
  type: SeriesType,
): SeriesQuote {
  const bets = betCount(type);
  const cents = Number.isFinite(stakePerBet) && stakePerBet > 0 ? Math.round(stakePerBet * 100) : 0;
  const ret = seriesReturnCents(cents, hongKongOdds.map(decimalX1000OfHongKong), type);
  return {
    bets,
    stakePerBet: cents / 100,
    totalStake: (cents * bets) / 100,
    potentialReturn: ret / 100,
    potentialWin: Math.max(0, ret - cents * bets) / 100,
  };
}

/** A single's bet: one leg, one combination. */
const SINGLE: SeriesType = { picks: 1, sizes: [1] };

/**
 * The potential win of a single in yuan, as the server pays it (placeBet's potentialWin): the
 * floor of stake x decimal odds in cents, less the stake; 0 when the stake or the odds are not
 * positive numbers.
 */
export function singleWin(stake: number, hongKongOdds: number): number {
  if (!Number.isFinite(hongKongOdds) || hongKongOdds <= 0) return 0;
  return seriesQuote(stake, [hongKongOdds], SINGLE).potentialWin;
}
