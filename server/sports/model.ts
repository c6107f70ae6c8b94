// The book's pricing maths (docs/live-sports.md): distributions of what is still to be scored,
// fair chances of each outcome, the lines closest to even, and the bookmaker's margin. Pure
// functions; the simulator (sim.ts) feeds them a match's score and the time left.

/** A distribution over whole numbers: P(X = lo + i) = p[i]. */
export interface Pmf {
  lo: number;
  p: number[];
}

/** Poisson(mean), cut where the tail is below 1e-9 (renormalised). */
export function poissonPmf(mean: number): Pmf {
  if (mean <= 0) return { lo: 0, p: [1] };
  const hi = Math.ceil(mean + 10 * Math.sqrt(mean) + 10);
  const p: number[] = [];
  let term = Math.exp(-mean);
  for (let k = 0; k <= hi; k++) {
    p.push(term);
    term = (term * mean) / (k + 1);
  }
  return normalise({ lo: 0, p });
}

/** A normal distribution put on the whole numbers (basketball points). */
export function normalPmf(mean: number, variance: number): Pmf {
  if (variance <= 0) return { lo: Math.round(mean), p: [1] };
  const sd = Math.sqrt(variance);
  const lo = Math.max(0, Math.floor(mean - 7 * sd));
  const hi = Math.ceil(mean + 7 * sd);
  const p: number[] = [];
  for (let k = lo; k <= hi; k++) p.push(Math.exp(-((k - mean) ** 2) / (2 * variance)));
  return normalise({ lo, p });
}

function normalise(d: Pmf): Pmf {
  const total = d.p.reduce((s, x) => s + x, 0);
  return { lo: d.lo, p: d.p.map((x) => x / total) };
}

/** The distribution of X + sign * Y for independent X and Y. */
export function combine(x: Pmf, y: Pmf, sign: 1 | -1): Pmf {
  const yLo = sign === 1 ? y.lo : -(y.lo + y.p.length - 1);
  const yp = sign === 1 ? y.p : [...y.p].reverse();
  const p = new Array<number>(x.p.length + yp.length - 1).fill(0);
  for (let i = 0; i < x.p.length; i++) {
    const xi = x.p[i] ?? 0;
    if (xi < 1e-12) continue;
    for (let j = 0; j < yp.length; j++) p[i + j] = (p[i + j] ?? 0) + xi * (yp[j] ?? 0);
  }
  return { lo: x.lo + yLo, p };
}

/** The distribution shifted by a constant. */
export function shift(d: Pmf, by: number): Pmf {
  return { lo: d.lo + by, p: d.p };
}

/** P(X > 0), P(X = 0), P(X < 0). */
export function signs(d: Pmf): [number, number, number] {
  let pos = 0;
  let zero = 0;
  let neg = 0;
  d.p.forEach((x, i) => {
    const v = d.lo + i;
    if (v > 0) pos += x;
    else if (v === 0) zero += x;
    else neg += x;
  });
  return [pos, zero, neg];
}

/**
 * The fair chance of a side whose bet is settled on `margin = X + line` (handicap: X the goal
 * difference for the side; over: X the total and line the negated line), Asian style: above a
 * quarter wins, a quarter wins half, nought is a push, minus a quarter loses half, below loses.
 * It is 1 / the fair decimal odds: the odds o at which the bet returns its stake on average,
 * o = (1 - pPush - (pHalfWin + pHalfLoss) / 2) / (pWin + pHalfWin / 2). Two sides of one line
 * have fair chances adding up to exactly 1.
 */
export function sideChance(d: Pmf, line: number): number {
  let win = 0;
  let halfWin = 0;
  let push = 0;
  let halfLoss = 0;
  d.p.forEach((x, i) => {
    const m = d.lo + i + line;
    if (m > 0.25) win += x;
    else if (m === 0.25) halfWin += x;
    else if (m === 0) push += x;
    else if (m === -0.25) halfLoss += x;
  });
  const returned = 1 - push - (halfWin + halfLoss) / 2;
  if (returned <= 1e-9) return 0.5;
  return (win + halfWin / 2) / returned;
}

/** The line among the candidates whose two sides are closest to even (the first on a tie). */
export function evenLine(
  candidates: readonly number[],
  chanceOf: (line: number) => number,
): number {
  let best = candidates[0] ?? 0;
  let gap = Infinity;
  for (const line of candidates) {
    const g = Math.abs(chanceOf(line) - 0.5);
    if (g < gap - 1e-12) {
      gap = g;
      best = line;
    }
  }
  return best;
}

/** The shortest price the book offers (decimal x1000) and the longest. */
export const MIN_ODDS = 1010;
export const MAX_ODDS = 500_000;

/**
 * Decimal odds x1000 of the outcomes of one market, whose fair chances add up to 1, with the
 * book's margin: each outcome's implied chance is its fair chance x `overround` (e.g. 1.06), so
 * the implied chances add up to the overround and no set of stakes on the market returns more
 * than it cost on every outcome. A favourite is never shorter than 1.01 (what it cannot take
 * goes to the others, the total stays) and an outsider never longer than 500. Odds are rounded
 * down, which only adds to the margin.
 */
export function priceOutcomes(chances: readonly number[], overround: number): number[] {
  const maxQ = 1000 / MIN_ODDS;
  const minQ = 1000 / MAX_ODDS;
  const total = chances.reduce((s, x) => s + x, 0);
  const q = chances.map((c) => Math.max(minQ, (c / total) * overround));
  const fav = q.reduce((best, x, i) => (x > (q[best] ?? 0) ? i : best), 0);
  const top = q[fav] ?? 0;
  if (top > maxQ) {
    const excess = top - maxQ;
    const rest = q.reduce((s, x, i) => (i === fav ? s : s + x), 0);
    for (let i = 0; i < q.length; i++)
      q[i] = i === fav ? maxQ : (q[i] ?? 0) * ((rest + excess) / rest);
  }
  return q.map((x) => Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.floor(1000 / x))));
}

/** The implied chances of a market's prices (decimal x1000), added up: 1.06 is a 6 % margin. */
export function bookSum(prices: readonly number[]): number {
  return prices.reduce((s, p) => s + 1000 / p, 0);
}
