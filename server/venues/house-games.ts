// The house games of the demo venues besides baccarat (docs/demo-venues.md): 龙虎 and 骰宝 and 轮盘
// at the live casino's tables, 牛牛 and 炸金花 against the house for chess and cards. What each
// bet returns (stake included, in cents) and its exact return to player, computed here from the
// game's chances (house-games.test.ts checks the documented figures).
import { type Card } from './baccarat.ts';

/** A bet's price: what it returns in stakes when it wins (stake included), and its chance. */
export interface Priced {
  pays: number;
  chance: number;
}

// ---------------------------------------------------------------------------------------------
// 龙虎 (dragon tiger): eight decks, one card to 龙 and one to 虎, the higher rank wins (A lowest,
// K highest, suits do not count). 龙 and 虎 pay 1:1 and lose half the stake on a 和; 和 pays 8:1.

export type DragonTigerSide = 'dragon' | 'tiger' | 'tie';
export const DT_SIDES: readonly DragonTigerSide[] = ['dragon', 'tiger', 'tie'];
export const DT_LABEL: Readonly<Record<DragonTigerSide, string>> = {
  dragon: '龙',
  tiger: '虎',
  tie: '和',
};
export const DT_ODDS: Readonly<Record<DragonTigerSide, string>> = {
  dragon: '1:1',
  tiger: '1:1',
  tie: '8:1',
};
export const DT_BEST: Readonly<Record<DragonTigerSide, number>> = { dragon: 2, tiger: 2, tie: 9 };

export function dragonTigerWinner(dragon: Card, tiger: Card): DragonTigerSide {
  return dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
}

/** A 龙 / 虎 / 和 bet's return (cents, stake included); on a 和, 龙 and 虎 get half back (cents
 * rounded down). */
export function dragonTigerPayout(side: DragonTigerSide, stake: number, winner: DragonTigerSide) {
  if (winner === 'tie') return side === 'tie' ? stake * 9 : Math.floor(stake / 2);
  return side === winner ? stake * 2 : 0;
}

/** The chance of a 和 from a full shoe of `decks` decks: both cards of one of 13 ranks. */
export function dragonTigerTieChance(decks = 8): number {
  const n = 52 * decks;
  const perRank = 4 * decks;
  return (13 * perRank * (perRank - 1)) / (n * (n - 1));
}

/** Return to player of each side (exact, before cents rounding). */
export function dragonTigerRtp(side: DragonTigerSide, decks = 8): number {
  const tie = dragonTigerTieChance(decks);
  return side === 'tie' ? 9 * tie : 2 * ((1 - tie) / 2) + tie / 2;
}

// ---------------------------------------------------------------------------------------------
// 轮盘 (European roulette): one zero and 1-36; every bet loses on 0 unless it names 0.

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** A roulette bet: `n:17` (单号 0-36), red, black, odd, even, low (1-18), high (19-36),
 * `dozen:1..3`, `column:1..3`. */
export interface RouletteBet {
  code: string;
  label: string;
  covers: (n: number) => boolean;
  /** what a win returns, in stakes */
  pays: number;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const ROULETTE_BETS: readonly RouletteBet[] = [
  { code: 'red', label: '红', covers: (n) => RED_NUMBERS.has(n), pays: 2 },
  { code: 'black', label: '黑', covers: (n) => n > 0 && !RED_NUMBERS.has(n), pays: 2 },
  { code: 'odd', label: '单', covers: (n) => n % 2 === 1, pays: 2 },
  { code: 'even', label: '双', covers: (n) => n > 0 && n % 2 === 0, pays: 2 },
  { code: 'low', label: '小(1-18)', covers: (n) => n >= 1 && n <= 18, pays: 2 },
  { code: 'high', label: '大(19-36)', covers: (n) => n >= 19, pays: 2 },
  ...[1, 2, 3].map((d) => ({
    code: `dozen:${d}`,
    label: `第${'一二三'[d - 1]}打(${d * 12 - 11}-${d * 12})`,
    covers: (n: number) => n >= d * 12 - 11 && n <= d * 12,
    pays: 3,
  })),
  ...[1, 2, 3].map((c) => ({
    code: `column:${c}`,
    label: `第${'一二三'[c - 1]}列(${c}, ${c + 3} … ${c + 33})`,
    covers: (n: number) => n > 0 && n % 3 === c % 3,
    pays: 3,
  })),
  ...range(0, 36).map((n) => ({
    code: `n:${n}`,
    label: `单号 ${n}`,
    covers: (x: number) => x === n,
    pays: 36,
  })),
];

/** Every roulette bet returns 36 for each of the 37 pockets it could cover (house-games.test.ts). */
export const ROULETTE_RTP = 36 / 37;

export function rouletteBet(code: unknown): RouletteBet | undefined {
  return ROULETTE_BETS.find((b) => b.code === code);
}

export function rouletteColour(n: number): 'red' | 'black' | 'green' {
  return n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black';
}

export function roulettePayout(bet: RouletteBet, stake: number, pocket: number): number {
  return bet.covers(pocket) ? stake * bet.pays : 0;
}

export function roulettePrice(bet: RouletteBet): Priced {
  return { pays: bet.pays, chance: range(0, 36).filter(bet.covers).length / 37 };
}

// ---------------------------------------------------------------------------------------------
// 骰宝 (sic bo): three dice. 大 (11-17), 小 (4-10), 单 and 双 pay 1:1 and lose on any triple;
// a total pays by the table below; a specific triple 180:1; any triple 30:1.

/** What a total pays (x:1), 4 to 17. */
export const SICBO_TOTAL_ODDS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};
export const SICBO_TRIPLE_ODDS = 180;
export const SICBO_ANY_TRIPLE_ODDS = 30;

export interface SicBoBet {
  code: string;
  label: string;
  /** x in x:1 */
  odds: number;
  wins: (dice: readonly number[]) => boolean;
}

const isTriple = (d: readonly number[]) => d[0] === d[1] && d[1] === d[2];
const sum = (d: readonly number[]) => d.reduce((s, x) => s + x, 0);

export const SICBO_BETS: readonly SicBoBet[] = [
  { code: 'big', label: '大(11-17)', odds: 1, wins: (d) => !isTriple(d) && sum(d) >= 11 },
  { code: 'small', label: '小(4-10)', odds: 1, wins: (d) => !isTriple(d) && sum(d) <= 10 },
  { code: 'odd', label: '单', odds: 1, wins: (d) => !isTriple(d) && sum(d) % 2 === 1 },
  { code: 'even', label: '双', odds: 1, wins: (d) => !isTriple(d) && sum(d) % 2 === 0 },
  ...range(4, 17).map((t) => ({
    code: `total:${t}`,
    label: `总和 ${t}`,
    odds: SICBO_TOTAL_ODDS[t] ?? 0,
    wins: (d: readonly number[]) => sum(d) === t,
  })),
  ...range(1, 6).map((f) => ({
    code: `triple:${f}`,
    label: `围骰 ${f}${f}${f}`,
    odds: SICBO_TRIPLE_ODDS,
    wins: (d: readonly number[]) => isTriple(d) && d[0] === f,
  })),
  { code: 'anyTriple', label: '全围', odds: SICBO_ANY_TRIPLE_ODDS, wins: isTriple },
];

export function sicBoBet(code: unknown): SicBoBet | undefined {
  return SICBO_BETS.find((b) => b.code === code);
}

export function sicBoPayout(bet: SicBoBet, stake: number, dice: readonly number[]): number {
  return bet.wins(dice) ? stake * (bet.odds + 1) : 0;
}

/** Every throw of three dice, each of chance 1/216. */
export function allThrows(): number[][] {
  const out: number[][] = [];
  for (const a of range(1, 6))
    for (const b of range(1, 6)) for (const c of range(1, 6)) out.push([a, b, c]);
  return out;
}

export function sicBoPrice(bet: SicBoBet): Priced {
  return { pays: bet.odds + 1, chance: allThrows().filter(bet.wins).length / 216 };
}

// ---------------------------------------------------------------------------------------------
// Chess and cards against the house: one deck, five cards (牛牛) or three (炸金花) to the player
// and to the house (庄). Two hands never tie: equal hands are told apart by their highest card
// (rank, then suit ♠ > ♥ > ♣ > ♦), so either side wins half the time.

/** A card's strength in a tie-break: rank (A low in 牛牛, high in 炸金花), then suit ♠ ♥ ♣ ♦. */
const SUIT_ORDER = [3, 2, 1, 0]; // suit 0 ♠ is the highest

function cardOrder(c: Card, aceHigh: boolean): number {
  const rank = aceHigh && c.rank === 1 ? 14 : c.rank;
  return rank * 4 + (SUIT_ORDER[c.suit] ?? 0);
}

/** 牛牛: 牛 when three of the five cards add up to a multiple of ten (J Q K and 10 count 10, A
 * 1), then the other two's total's last digit is the hand (0: 牛牛). Points 0 (无牛) to 10 (牛牛). */
export function niuPoints(cards: readonly Card[]): number {
  const v = cards.map((c) => Math.min(c.rank, 10));
  const total = sum(v);
  for (let i = 0; i < v.length; i++)
    for (let j = i + 1; j < v.length; j++)
      for (let k = j + 1; k < v.length; k++)
        if (((v[i] ?? 0) + (v[j] ?? 0) + (v[k] ?? 0)) % 10 === 0) return total % 10 || 10;
  return 0;
}

/** The special hands above 牛牛, as Chinese 抢庄牛牛 tables rank them (the higher wins when a hand
 * is two of them): 五小牛 (five cards each under 5, together at most 10) > 炸弹牛 (four of one
 * rank) > 五花牛 (five face cards, J Q K). */
export const NIU_FIVE_FACES = 11;
export const NIU_BOMB = 12;
export const NIU_FIVE_SMALL = 13;

/** The rank of four of a kind in the hand, else 0. */
function bombRank(cards: readonly Card[]): number {
  for (const c of cards) if (cards.filter((x) => x.rank === c.rank).length === 4) return c.rank;
  return 0;
}

/** The hand's rank: 0 (无牛) to 10 (牛牛) by niuPoints, 11 五花牛, 12 炸弹牛, 13 五小牛. */
export function niuRank(cards: readonly Card[]): number {
  if (cards.every((c) => c.rank < 5) && sum(cards.map((c) => c.rank)) <= 10) return NIU_FIVE_SMALL;
  if (bombRank(cards) > 0) return NIU_BOMB;
  if (cards.every((c) => c.rank > 10)) return NIU_FIVE_FACES;
  return niuPoints(cards);
}

export function niuName(rank: number): string {
  if (rank === NIU_FIVE_SMALL) return '五小牛';
  if (rank === NIU_BOMB) return '炸弹牛';
  if (rank === NIU_FIVE_FACES) return '五花牛';
  return rank === 0 ? '无牛' : rank === 10 ? '牛牛' : `牛${'一二三四五六七八九'[rank - 1]}`;
}

/** The hand's multiplier (倍数), by ranks 0..13: 无牛 to 牛六 ×1, 牛七 牛八 ×2, 牛九 ×3, 牛牛 ×4,
 * 五花牛 ×5, 炸弹牛 ×6, 五小牛 ×8. */
export const NIU_MULTIPLIERS: readonly number[] = [1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4, 5, 6, 8];
export const NIU_TOP_MULTIPLIER = 8;

export function niuMultiplier(rank: number): number {
  return NIU_MULTIPLIERS[rank] ?? 1;
}

/** > 0 when hand a beats hand b: the rank, then for two 炸弹牛 the four's rank, then the highest
 * card (K highest, A lowest; then suit). */
export function compareNiu(a: readonly Card[], b: readonly Card[]): number {
  const top = (h: readonly Card[]) => Math.max(...h.map((c) => cardOrder(c, false)));
  const ra = niuRank(a);
  return ra - niuRank(b) || (ra === NIU_BOMB ? bombRank(a) - bombRank(b) : 0) || top(a) - top(b);
}

/** A 牛牛 round against the house for a stake of `stake` cents, the deposit of eight base bets
 * (底注 = stake ÷ 8, so the top multiplier ×8 is covered): the winner is paid the base bet times
 * its own hand's multiplier, the player less 5 % commission (cents rounded down), the house in
 * full (cents rounded up, at most the stake). What the stake returns. */
export function niuPayout(stake: number, player: readonly Card[], house: readonly Card[]): number {
  const base = NIU_TOP_MULTIPLIER;
  if (compareNiu(player, house) > 0)
    return stake + Math.floor((stake * niuMultiplier(niuRank(player)) * 95) / (100 * base));
  return stake - Math.min(stake, Math.ceil((stake * niuMultiplier(niuRank(house))) / base));
}

/** A 牛牛 round's best return: a win with the top multiplier, the whole deposit less 5 %. */
export const niuBest = (stake: number): number => stake + Math.floor((stake * 95) / 100);

/** 炸金花's hands, from the highest: 豹子 (three of a rank), 顺金 (a straight flush), 金花 (a
 * flush), 顺子 (a straight, A-K-Q the highest, A-2-3 the lowest), 对子 (a pair), 单张. */
export const ZJH_NAMES = ['单张', '对子', '顺子', '金花', '顺金', '豹子'] as const;

/** The hand's kind (an index of ZJH_NAMES) and its ranks in the order they are compared. */
export function zjhHand(cards: readonly Card[]): { kind: number; ranks: number[] } {
  const r = cards.map((c) => (c.rank === 1 ? 14 : c.rank)).sort((a, b) => b - a);
  const [a = 0, b = 0, c = 0] = r;
  const flush = cards.every((x) => x.suit === cards[0]?.suit);
  const lowStraight = a === 14 && b === 3 && c === 2;
  const straight = (a - b === 1 && b - c === 1) || lowStraight;
  const ranks = lowStraight ? [3, 2, 1] : r;
  if (a === c) return { kind: 5, ranks };
  if (straight) return { kind: flush ? 4 : 2, ranks };
  if (flush) return { kind: 3, ranks };
  if (a === b || b === c) return { kind: 1, ranks: a === b ? [a, a, c] : [b, b, a] };
  return { kind: 0, ranks };
}

/** > 0 when hand a beats hand b: the kind, the ranks, then the highest card's suit. */
export function compareZjh(a: readonly Card[], b: readonly Card[]): number {
  const ha = zjhHand(a);
  const hb = zjhHand(b);
  if (ha.kind !== hb.kind) return ha.kind - hb.kind;
  for (let i = 0; i < 3; i++) {
    const d = (ha.ranks[i] ?? 0) - (hb.ranks[i] ?? 0);
    if (d !== 0) return d;
  }
  const top = (h: readonly Card[]) => Math.max(...h.map((c) => cardOrder(c, true)));
  return top(a) - top(b);
}

/** A 炸金花 bet against the house: a win pays 1:0.95 (5 % commission, cents rounded down). */
export function zjhPayout(stake: number, player: readonly Card[], house: readonly Card[]): number {
  return compareZjh(player, house) > 0 ? stake + Math.floor((stake * 95) / 100) : 0;
}

export const ZJH_BEST = 1.95;

/** 炸金花's return to player: either side wins half the time (no ties), a win returns 1.95. */
export const ZJH_RTP = 0.5 * ZJH_BEST;

/** The chance of each 牛牛 rank (0..13) of five cards, and the expected multiplier of the better
 * of two hands dealt from one deck (exact: every pair of hands, by how many cards of each of the
 * 13 ranks they hold; a second or two). */
export function niuOdds(): { rankChance: number[]; winnerMultiplier: number } {
  const choose = (n: number, k: number) => {
    let r = 1;
    for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
    return r;
  };
  // every hand as [rank, how many] pairs (at most four of a rank)
  const hands: [number, number][][] = [];
  const build = (rank: number, left: number, acc: [number, number][]) => {
    if (left === 0) return void hands.push(acc);
    if (rank > 13) return;
    for (let k = Math.min(left, 4); k >= 0; k--)
      build(rank + 1, left - k, k > 0 ? [...acc, [rank, k]] : acc);
  };
  build(1, 5, []);
  const cardsOf = (h: [number, number][]) =>
    h.flatMap(([rank, k]) => Array.from({ length: k }, () => ({ rank, suit: 0 })));
  const ranks = Int8Array.from(hands, (h) => niuRank(cardsOf(h)));
  const multipliers = Int8Array.from(ranks, niuMultiplier);
  const all5 = choose(52, 5);
  const all5of47 = choose(47, 5);
  // flat arrays for the 38 million pairs: hand j's ranks and counts at j*5 .. j*5+4
  const n = hands.length;
  const handRank = new Int8Array(n * 5);
  const handCount = new Int8Array(n * 5);
  hands.forEach((h, j) =>
    h.forEach(([rank, k], m) => {
      handRank[j * 5 + m] = rank;
      handCount[j * 5 + m] = k;
    }),
  );
  const ways = new Float64Array(25); // ways[left * 5 + k]: k of the `left` cards of a rank
  for (let left = 0; left <= 4; left++)
    for (let k = 0; k <= 4; k++) ways[left * 5 + k] = choose(left, k);
  const rankChance = Array.from({ length: 14 }, () => 0);
  let winnerMultiplier = 0;
  const left = new Int8Array(14);
  for (let i = 0; i < n; i++) {
    const a = hands[i] ?? [];
    const pa = a.reduce((p, [, k]) => p * choose(4, k), 1) / all5;
    const ra = ranks[i] ?? 0;
    const ma = multipliers[i] ?? 1;
    rankChance[ra] = (rankChance[ra] ?? 0) + pa;
    left.fill(4);
    for (const [rank, k] of a) left[rank] = 4 - k;
    // the pairs (i, j) and (j, i) are equally likely: each j > i counts twice
    let sumB = 0;
    for (let j = i; j < n; j++) {
      let pb = 1;
      for (let m = j * 5; m < j * 5 + 5; m++) {
        const k = handCount[m] ?? 0;
        if (k === 0) break;
        pb *= ways[(left[handRank[m] ?? 0] ?? 0) * 5 + k] ?? 0;
      }
      if (pb > 0)
        sumB += (j === i ? 1 : 2) * pb * ((ranks[j] ?? 0) > ra ? (multipliers[j] ?? 1) : ma);
    }
    winnerMultiplier += (pa * sumB) / all5of47;
  }
  return { rankChance, winnerMultiplier };
}

/** niuRtp(), kept for the page (niuOdds takes a second or two; house-games.test.ts checks it). */
export const NIU_RTP = 0.994137;

/** 牛牛's return to player (before cents rounding): the player wins half the rounds, and over a
 * stake of eight base bets gives up 5 % of the winner's multiplier, on average over the rounds
 * won: 1 - 0.05 × E[winner's multiplier] ÷ 2 ÷ 8. */
export function niuRtp(winnerMultiplier = niuOdds().winnerMultiplier): number {
  return 1 - (0.05 * winnerMultiplier) / (2 * NIU_TOP_MULTIPLIER);
}
