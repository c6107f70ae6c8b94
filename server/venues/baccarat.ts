// Punto banco baccarat as a live-casino table deals it (docs/demo-venues.md): an eight-deck shoe,
// two cards to 闲 (player) and 庄 (banker), the third-card rules, and the three bets.
//
// Card values: A = 1, 2-9 their pips, 10 J Q K = 0; a hand counts its values modulo 10.
// - A natural (8 or 9 on either first two cards): both stand.
// - 闲 draws a third card on 0-5 and stands on 6-7.
// - 闲 stood: 庄 draws on 0-5 and stands on 6-7.
// - 闲 drew a third card t: 庄 draws on 0-2; on 3 unless t is 8; on 4 when t is 2-7; on 5 when
//   t is 4-7; on 6 when t is 6-7; stands on 7.
// Pays (what a bet returns, stake included): 庄 wins 1 : 0.95 (5 % commission, the cents rounded
// down), 闲 wins 1 : 1, 和 wins 8 : 1; on a 和 the 庄 and 闲 bets are returned.
// Return to player (exact over the eight-deck shoe, baccarat.test.ts): 庄 98.94 %, 闲 98.76 %,
// 和 85.64 %.

export type Side = 'banker' | 'player' | 'tie';
export const SIDES: readonly Side[] = ['banker', 'player', 'tie'];
export const SIDE_LABEL: Readonly<Record<Side, string>> = { banker: '庄', player: '闲', tie: '和' };
/** The odds shown on each bet, as the table's felt prints them. */
export const SIDE_ODDS: Readonly<Record<Side, string>> = {
  banker: '1:0.95',
  player: '1:1',
  tie: '8:1',
};
/** The most a bet can return, in stakes (和: 8 : 1 and the stake). */
export const BEST_RETURN: Readonly<Record<Side, number>> = { banker: 1.95, player: 2, tie: 9 };

export const DECKS = 8;

/** rank 1 (A) .. 13 (K); suit 0 ♠ 1 ♥ 2 ♣ 3 ♦ */
export interface Card {
  rank: number;
  suit: number;
}

export interface Coup {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: Side;
}

export function cardValue(c: Card): number {
  return c.rank >= 10 ? 0 : c.rank;
}

export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((s, c) => s + cardValue(c), 0) % 10;
}

/** Does 庄 draw a third card, given its total and 闲's third card value (null: 闲 stood)? */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** One coup dealt from `next` (the shoe): 闲, 庄, 闲, 庄, then the third cards by the rules. */
export function playCoup(next: () => Card): Coup {
  const p1 = next();
  const b1 = next();
  const p2 = next();
  const b2 = next();
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (handTotal(player) <= 5) {
      const c = next();
      player.push(c);
      playerThird = cardValue(c);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(next());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner: Side =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** What a bet of `stake` cents on `side` returns (stake included) when `winner` wins. */
export function payoutCents(side: Side, stake: number, winner: Side): number {
  if (winner === 'tie') return side === 'tie' ? stake * 9 : stake;
  if (side !== winner) return 0;
  return side === 'banker' ? stake + Math.floor((stake * 95) / 100) : stake * 2;
}

/** A fresh shoe of `decks` decks (eight for baccarat) dealing cards at random without replacement
 * (`randomBelow(n)`: an integer in [0, n), crypto's randomInt on the server). */
export function shoe(randomBelow: (n: number) => number, decks = DECKS): () => Card {
  const cards: Card[] = [];
  for (let d = 0; d < decks; d++)
    for (let suit = 0; suit < 4; suit++)
      for (let rank = 1; rank <= 13; rank++) cards.push({ rank, suit });
  return () => {
    const i = randomBelow(cards.length);
    const [c] = cards.splice(i, 1);
    if (!c) throw new Error('the shoe is empty');
    return c;
  };
}
