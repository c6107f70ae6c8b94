// Each slot game's own three-reel machine (docs/demo-venues.md), derived deterministically from
// its code and name: five symbols (two characters of its name and three of a themed pool), each
// symbol's weight on the reels (the same strip on all three), and a paytable for three of a
// kind. A line of three of a kind pays the stake times its multiplier (tenths, the cents rounded
// down); anything else pays nothing. The return to player is computed exactly from the weights
// and the paytable (94-97 % by design), shown on the page and checked in slots.test.ts.

/** The themed pool the three other symbols come from. */
export const SYMBOL_POOL = [
  '7',
  '福',
  '财',
  '金',
  '宝',
  '龙',
  '钻',
  '铃',
  '星',
  '元',
  '珠',
  '喜',
  '发',
  '玉',
  '冠',
];
export const SYMBOLS_PER_GAME = 5;

export interface Machine {
  /** commonest first */
  symbols: string[];
  /** each symbol's stops on a reel of `stops` */
  weights: number[];
  stops: number;
  /** three of a kind pays the stake times pays[i] / 10 */
  pays: number[];
  /** exact return to player (0..1) */
  rtp: number;
  /** chance of a winning spin */
  hitRate: number;
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a small deterministic generator of [0, 1). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Tenths as a paytable prints them: whole multipliers from ×10 up (×24, not ×24.7). */
const round = (tenths: number) => (tenths >= 100 ? tenths - (tenths % 10) : tenths);

export function machineFor(gameCode: string, gameName: string): Machine {
  const rand = generator(hash(`${gameCode}/${gameName}`));
  const pickFrom = <T>(list: T[]): T => list[Math.floor(rand() * list.length)] as T;
  const symbols: string[] = [];
  const own = [...new Set([...gameName].filter((c) => /\p{Script=Han}/u.test(c)))];
  while (symbols.length < 2 && own.length > 0) {
    const c = pickFrom(own);
    own.splice(own.indexOf(c), 1);
    symbols.push(c);
  }
  const pool = SYMBOL_POOL.filter((s) => !symbols.includes(s));
  while (symbols.length < SYMBOLS_PER_GAME) {
    const s = pickFrom(pool);
    pool.splice(pool.indexOf(s), 1);
    symbols.push(s);
  }
  // commonest to rarest: 10-13, 6-8, 4-5, 2-3 and 1 stops
  const weights = [
    10 + Math.floor(rand() * 4),
    6 + Math.floor(rand() * 3),
    4 + Math.floor(rand() * 2),
    2 + Math.floor(rand() * 2),
    1,
  ];
  const stops = weights.reduce((s, w) => s + w, 0);
  const target = 0.94 + rand() * 0.03;
  const shares = weights.map(() => 1 + rand() * 2);
  const shareSum = shares.reduce((s, x) => s + x, 0);
  const p3 = weights.map((w) => (w / stops) ** 3);
  const pays = p3.map((p, i) =>
    // at least ×1.5: a win is always more than the stake back
    round(Math.max(15, Math.floor((10 * target * ((shares[i] ?? 1) / shareSum)) / p))),
  );
  const returned = () => pays.reduce((s, pay, i) => s + ((p3[i] ?? 0) * pay) / 10, 0);
  // the ×1.5 floor of a common symbol can lift the return over 97 %: the rarest pays less
  const over = returned() - 0.97;
  const rarest = SYMBOLS_PER_GAME - 1;
  if (over > 0) pays[rarest] = (pays[rarest] ?? 0) - 10 * Math.ceil(over / (p3[rarest] ?? 1));
  const rtp = returned();
  const hitRate = p3.reduce((s, p) => s + p, 0);
  return { symbols, weights, stops, pays, rtp, hitRate };
}

/** The symbol at a reel stop (0 .. stops - 1). */
export function symbolAt(m: Machine, stop: number): number {
  let left = stop;
  for (const [i, w] of m.weights.entries()) {
    if (left < w) return i;
    left -= w;
  }
  throw new Error(`no stop ${stop} on a reel of ${m.stops}`);
}

/** What three reels showing symbols `line` pay on `stake` cents (stake included). */
export function linePayout(m: Machine, line: readonly number[], stake: number): number {
  const [a, b, c] = line;
  if (a === undefined || a !== b || b !== c) return 0;
  return Math.floor((stake * (m.pays[a] ?? 0)) / 10);
}

/** The best a spin of `stake` cents can pay. */
export function bestPayout(m: Machine, stake: number): number {
  return Math.floor((stake * Math.max(...m.pays)) / 10);
}

/** A multiplier of tenths as the paytable prints it (×2.9, ×450). */
export function multiplierText(tenths: number): string {
  return `×${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}`;
}
