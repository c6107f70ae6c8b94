// 斗地主 at the demo venue (docs/demo-venues.md): three seats, the player and two computer players
// of the house. One deck with the two jokers, 17 cards each and 3 底牌; 叫分 1-3 for the landlord
// (地主), who takes the 底牌 and plays alone against the two farmers (农民). Every seat, the
// player's included (托管), bids and plays by the one strategy below, so the game is a function of
// the deal alone; the player's seat is drawn apart from the deal. The money: a zero-sum game of
// the three seats plus a 2 % service fee, hence an exact return (doudizhu.test.ts).
import type { Card } from './baccarat.ts';

/** A card's strength: 3 … K (0 … 10), A 11, 2 12, 小王 13, 大王 14. Jokers are ranks 14 and 15. */
export const SMALL_JOKER = 14;
export const BIG_JOKER = 15;
export function value(c: Card): number {
  if (c.rank === SMALL_JOKER) return 13;
  if (c.rank === BIG_JOKER) return 14;
  return c.rank === 1 ? 11 : c.rank === 2 ? 12 : c.rank - 3;
}
const VALUE_NAMES = [
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
  'A',
  '2',
  '小王',
  '大王',
];
export const valueName = (v: number): string => VALUE_NAMES[v] ?? '';

/** The 54 cards. */
export function deck(): Card[] {
  const cards: Card[] = [];
  for (let suit = 0; suit < 4; suit++)
    for (let rank = 1; rank <= 13; rank++) cards.push({ rank, suit });
  cards.push({ rank: SMALL_JOKER, suit: 0 }, { rank: BIG_JOKER, suit: 0 });
  return cards;
}

// ---------------------------------------------------------------------------------------------
// Combinations. This demo plays 单张, 对子, 三张, 三带一, 三带一对, 顺子 (five or more singles in a
// row, 3 to A), 连对 (three or more pairs in a row, 3 to A), 炸弹 (four of a rank) and 王炸 (both
// jokers); not 飞机 nor 四带二 (the page says so).

export type ComboKind =
  'single' | 'pair' | 'triple' | 'triple1' | 'triple2' | 'straight' | 'pairs' | 'bomb' | 'rocket';
export const COMBO_NAMES: Readonly<Record<ComboKind, string>> = {
  single: '单张',
  pair: '对子',
  triple: '三张',
  triple1: '三带一',
  triple2: '三带一对',
  straight: '顺子',
  pairs: '连对',
  bomb: '炸弹',
  rocket: '王炸',
};

export interface Combo {
  kind: ComboKind;
  /** the value compared: the triple's, the chain's lowest, the single's, the pair's, the bomb's */
  main: number;
  /** cards in the play (a chain compares only with a chain as long) */
  size: number;
}

const countsOf = (cards: readonly Card[]): number[] => {
  const n = Array.from({ length: 15 }, () => 0);
  for (const c of cards) n[value(c)] = (n[value(c)] ?? 0) + 1;
  return n;
};

/** A chain of `width` cards of each value from `from`, `length` values long, within 3 … A. */
function isChain(n: readonly number[], width: number, min: number): number | null {
  const used = n.map((k, v) => (k > 0 ? v : -1)).filter((v) => v >= 0);
  if (used.length < min || used.some((v) => n[v] !== width || v > 11)) return null;
  const from = used[0] ?? 0;
  return used.every((v, i) => v === from + i) ? from : null;
}

/** What a set of cards is as a play, or null when it is none of the combinations above. */
export function classify(cards: readonly Card[]): Combo | null {
  const n = countsOf(cards);
  const size = cards.length;
  const at = (k: number) => n.findIndex((x) => x === k);
  const kinds = n.filter((x) => x > 0).length;
  if (size === 1) return { kind: 'single', main: value(cards[0] as Card), size };
  if (size === 2 && n[13] === 1 && n[14] === 1) return { kind: 'rocket', main: 14, size };
  if (size === 2 && kinds === 1) return { kind: 'pair', main: at(2), size };
  if (size === 3 && kinds === 1) return { kind: 'triple', main: at(3), size };
  if (size === 4 && kinds === 1) return { kind: 'bomb', main: at(4), size };
  if (size === 4 && kinds === 2 && at(3) >= 0) return { kind: 'triple1', main: at(3), size };
  if (size === 5 && kinds === 2 && at(3) >= 0 && at(2) >= 0)
    return { kind: 'triple2', main: at(3), size };
  const straight = isChain(n, 1, 5);
  if (straight !== null) return { kind: 'straight', main: straight, size };
  const pairs = isChain(n, 2, 3);
  if (pairs !== null) return { kind: 'pairs', main: pairs, size };
  return null;
}

/** Whether play a beats play b: 王炸 beats all, a 炸弹 beats any other play but a higher bomb;
 * otherwise the same kind and size with a higher main value. */
export function beats(a: Combo, b: Combo): boolean {
  if (a.kind === 'rocket') return true;
  if (b.kind === 'rocket') return false;
  if (a.kind === 'bomb') return b.kind !== 'bomb' || a.main > b.main;
  return a.kind === b.kind && a.size === b.size && a.main > b.main;
}

// ---------------------------------------------------------------------------------------------
// The strategy every seat plays: the lowest play that does, keeping bombs and the rocket whole.

/** `k` cards of value v from the hand. */
const take = (hand: readonly Card[], v: number, k: number): Card[] =>
  hand.filter((c) => value(c) === v).slice(0, k);

/** The lowest value with exactly `k` cards (or with `k`..3 when `loose`), above `above`, not `not`. */
function lowest(n: readonly number[], k: number, above: number, not = -1, loose = false) {
  for (let v = above + 1; v <= 14; v++)
    if (v !== not && (n[v] === k || (loose && (n[v] ?? 0) > k && (n[v] ?? 0) < 4))) return v;
  return -1;
}

/** The lowest chain of `width` cards per value, `length` values long, starting above `above`. */
function chainFrom(n: readonly number[], width: number, length: number, above: number): number {
  for (let s = above + 1; s + length - 1 <= 11; s++) {
    let ok = true;
    for (let v = s; v < s + length; v++) if ((n[v] ?? 0) < width || n[v] === 4) ok = false;
    if (ok) return s;
  }
  return -1;
}

function chainCards(hand: readonly Card[], from: number, length: number, width: number): Card[] {
  return Array.from({ length }, (_, i) => take(hand, from + i, width)).flat();
}

/** A triple with its kicker (the lowest single, else the lowest pair), or the bare triple. */
function tripleWith(hand: readonly Card[], n: readonly number[], v: number, kind?: ComboKind) {
  const three = take(hand, v, 3);
  const single = lowest(n, 1, -1, v);
  const pair = lowest(n, 2, -1, v);
  if ((kind === undefined || kind === 'triple1') && single >= 0 && single < 13)
    return [...three, ...take(hand, single, 1)];
  if ((kind === undefined || kind === 'triple2') && pair >= 0)
    return [...three, ...take(hand, pair, 2)];
  return kind === undefined || kind === 'triple' ? three : null;
}

/** The seat's lead: the whole hand if it is one play, else from its lowest value the longest
 * straight, a 连对, the triple with a kicker, the pair or the single (a bomb is kept). */
export function lead(hand: readonly Card[]): Card[] {
  if (classify(hand)) return [...hand];
  const n = countsOf(hand);
  for (let v = 0; v <= 14; v++) {
    const k = n[v] ?? 0;
    if (k === 0 || k === 4) continue;
    if (v >= 13) return take(hand, v, 1);
    for (let len = 12 - v; len >= 5; len--)
      if (chainFrom(n, 1, len, v - 1) === v) return chainCards(hand, v, len, 1);
    if (k >= 2)
      for (let len = 12 - v; len >= 3; len--)
        if (chainFrom(n, 2, len, v - 1) === v) return chainCards(hand, v, len, 2);
    if (k === 3) return tripleWith(hand, n, v) ?? take(hand, v, 3);
    return take(hand, v, k);
  }
  // bombs (and perhaps jokers) only
  const bomb = n.findIndex((k) => k === 4);
  return take(hand, bomb, 4);
}

/** The seat's answer to `last` (a play of `lastCards` by an opponent with `opponentLeft` cards
 * left): the lowest play of the same kind that beats it, else a bomb or the rocket when that
 * opponent is down to five cards or fewer, else null (不要). */
export function follow(hand: readonly Card[], last: Combo, opponentLeft: number): Card[] | null {
  const whole = classify(hand);
  if (whole && beats(whole, last)) return [...hand];
  const n = countsOf(hand);
  const rocket = n[13] === 1 && n[14] === 1;
  let play: Card[] | null = null;
  const len = last.kind === 'pairs' ? last.size / 2 : last.size;
  switch (last.kind) {
    case 'single': {
      let v = lowest(n, 1, last.main);
      if (v >= 13 && rocket) v = -1;
      if (v < 0) v = lowest(n, 1, last.main, -1, true);
      if (v >= 0) play = take(hand, v, 1);
      break;
    }
    case 'pair': {
      const v = lowest(n, 2, last.main, -1, true);
      if (v >= 0 && v < 13) play = take(hand, v, 2);
      break;
    }
    case 'triple':
    case 'triple1':
    case 'triple2': {
      const v = lowest(n, 3, last.main);
      if (v >= 0) play = tripleWith(hand, n, v, last.kind);
      break;
    }
    case 'straight':
    case 'pairs': {
      const width = last.kind === 'pairs' ? 2 : 1;
      const s = chainFrom(n, width, len, last.main);
      if (s >= 0) play = chainCards(hand, s, len, width);
      break;
    }
    default:
      break;
  }
  if (play) return play;
  if (opponentLeft > 5) return null;
  const bomb = n.findIndex((k, v) => k === 4 && (last.kind !== 'bomb' || v > last.main));
  if (bomb >= 0 && last.kind !== 'rocket') return take(hand, bomb, 4);
  return rocket ? [...take(hand, 13, 1), ...take(hand, 14, 1)] : null;
}

/** The seat's bid from its hand's strength (大王 4 points, 小王 3, each 2 two, each A one, each
 * bomb two): 3 分 from 10 points, 2 分 from 7, 1 分 from 5, else 不叫. */
export function bidOf(hand: readonly Card[]): number {
  const n = countsOf(hand);
  const points =
    (n[14] ?? 0) * 4 +
    (n[13] ?? 0) * 3 +
    (n[12] ?? 0) * 2 +
    (n[11] ?? 0) +
    n.filter((k) => k === 4).length * 2;
  return points >= 10 ? 3 : points >= 7 ? 2 : points >= 5 ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// A whole game.

export interface Play {
  seat: number;
  /** empty: 不要 */
  cards: Card[];
  kind: ComboKind | null;
}

export interface DdzGame {
  /** each seat's 17 cards as dealt, and the 底牌 */
  dealt: Card[][];
  bottom: Card[];
  /** the bids in order from seat 0 (0: 不叫); redeals before, when all three passed */
  bids: number[];
  redeals: number;
  landlord: number;
  bid: number;
  plays: Play[];
  landlordWon: boolean;
  /** bombs and rockets played */
  bombs: number;
  /** 春天: the farmers never played; 反春: the landlord played only its first lead */
  spring: boolean;
  multiplier: number;
}

/** Redeals when all three pass, up to this many times; then seat 0 takes the landlord at 1 分. */
export const MAX_REDEALS = 20;
/** 封顶: the multiplier's cap. */
export const TOP_MULTIPLIER = 12;

function shuffled(randomBelow: (n: number) => number): Card[] {
  const cards = deck();
  for (let i = cards.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [cards[i], cards[j]] = [cards[j] as Card, cards[i] as Card];
  }
  return cards;
}

const sortHand = (h: Card[]): Card[] => h.sort((a, b) => value(a) - value(b) || a.suit - b.suit);

/** Deals, bids (from seat 0) and plays out a game: a function of the shuffles alone. */
export function playGame(randomBelow: (n: number) => number): DdzGame {
  let redeals = 0;
  for (;;) {
    const cards = shuffled(randomBelow);
    const dealt = [0, 1, 2].map((s) => sortHand(cards.slice(s * 17, s * 17 + 17)));
    const bottom = cards.slice(51);
    const bids = dealt.map(bidOf);
    // each seat in turn bids above the highest bid so far, or passes; 3 分 ends the bidding
    let bid = 0;
    let landlord = -1;
    const said: number[] = [];
    for (const [s, b] of bids.entries()) {
      const says = b > bid ? b : 0;
      said.push(says);
      if (says > 0) [bid, landlord] = [says, s];
      if (bid === 3) break;
    }
    if (landlord < 0 && redeals < MAX_REDEALS) {
      redeals++;
      continue;
    }
    if (landlord < 0) [bid, landlord] = [1, 0];
    return { ...playOut(dealt, bottom, landlord, bid), dealt, bottom, bids: said, redeals };
  }
}

/** Plays out a game dealt and bid: the landlord leads, then each seat in turn. */
export function playOut(dealt: Card[][], bottom: Card[], landlord: number, bid: number) {
  const hands = dealt.map((h, s) => sortHand(s === landlord ? [...h, ...bottom] : [...h]));
  const plays: Play[] = [];
  let seat = landlord;
  let last: { combo: Combo; seat: number } | null = null;
  let bombs = 0;
  for (;;) {
    const hand = hands[seat] ?? [];
    let cards: Card[] | null;
    if (!last || last.seat === seat) cards = lead(hand);
    else if (last.seat !== landlord && seat !== landlord)
      cards = null; // a farmer lets its partner run
    else cards = follow(hand, last.combo, hands[last.seat]?.length ?? 0);
    // a partner's play is passed on unless this farmer can go out at once
    if (!cards && last && last.seat !== seat && last.seat !== landlord && seat !== landlord) {
      const whole = classify(hand);
      if (whole && beats(whole, last.combo)) cards = [...hand];
    }
    const played = cards ?? [];
    const combo = played.length > 0 ? classify(played) : null;
    if (combo) {
      if (combo.kind === 'bomb' || combo.kind === 'rocket') bombs++;
      hands[seat] = hand.filter((c) => !played.includes(c));
      plays.push({ seat, cards: played, kind: combo.kind });
      last = { combo, seat };
      if (hands[seat]?.length === 0) break;
    } else plays.push({ seat, cards: [], kind: null });
    seat = (seat + 1) % 3;
  }
  const landlordWon = hands[landlord]?.length === 0;
  const played = (lord: boolean) =>
    plays.filter((p) => p.kind !== null && (p.seat === landlord) === lord).length;
  const spring = landlordWon ? played(false) === 0 : played(true) === 1;
  const multiplier = Math.min(TOP_MULTIPLIER, bid * 2 ** bombs * (spring ? 2 : 1));
  return { landlord, bid, plays, landlordWon, bombs, spring, multiplier };
}

// ---------------------------------------------------------------------------------------------
// The money. The stake is a deposit of 25 base bets (底注 = stake ÷ 25). Each farmer pays or is
// paid 底注 × 倍数 (cents rounded down), the landlord twice that: the three seats' money sums to
// zero. Every seat pays a 2 % service fee (服务费, cents rounded up). The worst, a landlord's loss
// at the cap, is 24 base bets and the fee: within the deposit.

export const DDZ_UNITS = 25;

export const ddzFee = (stake: number): number => Math.ceil(stake / 50);

/** What seat `seat`'s stake returns (stake included). */
export function ddzPayout(stake: number, game: DdzGame, seat: number): number {
  const unit = Math.floor((stake * game.multiplier) / DDZ_UNITS);
  const lord = seat === game.landlord;
  const won = lord === game.landlordWon;
  const amount = lord ? 2 * unit : unit;
  return stake + (won ? amount : -amount) - ddzFee(stake);
}

/** The best a stake can return: the landlord's win at the cap. */
export const ddzBest = (stake: number): number =>
  stake + 2 * Math.floor((stake * TOP_MULTIPLIER) / DDZ_UNITS) - ddzFee(stake);

/** The return to player: the seats' payouts sum to three stakes less three fees in every game,
 * and the player's seat is one of the three at random, so a stake returns stake − fee: 98 % for
 * a stake in whole half yuan. */
export const ddzRtp = (stake: number): number => (stake - ddzFee(stake)) / stake;
export const DDZ_RTP = 0.98;
