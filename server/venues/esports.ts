// The esports venue's match book (docs/demo-venues.md): each live match is a series of maps
// (first to `need` maps: 1-0 in a best of three, 2-1 in a best of five), each map won by the
// home side with a chance derived from the two teams' names (35-65 %). Two markets: 独赢 (the
// series) and 下一局 (the next map), priced from those chances with a 6 % margin, so no set of
// bets on one market wins whatever happens (esports.test.ts). A bet plays the rest of the
// series at once (a demo: the match's score on the page does not move).

export type Market = 'match' | 'map';
export type Side = 'home' | 'away';
export const MARGIN = 1.06;
export const MARKET_LABEL: Readonly<Record<Market, string>> = { match: '独赢', map: '下一局' };

export interface Series {
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
}

/** Maps to win the series: one more than the leader has, at least 2 (best of 3). */
export function mapsToWin(s: Series): number {
  return Math.max(2, Math.max(s.homeScore, s.awayScore) + 1);
}

/** The home side's chance to win a map (35-65 %), the same for the same two teams. */
export function mapChance(s: Series): number {
  let h = 0x811c9dc5;
  for (const ch of `${s.home}/${s.away}`)
    h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return 0.35 + (h % 31) / 100;
}

/** The home side's chance to win the series from its score. */
export function seriesChance(s: Series): number {
  const need = mapsToWin(s);
  const p = mapChance(s);
  const from = (h: number, a: number): number =>
    h >= need ? 1 : a >= need ? 0 : p * from(h + 1, a) + (1 - p) * from(h, a + 1);
  return from(s.homeScore, s.awayScore);
}

export function chanceOf(s: Series, market: Market, side: Side): number {
  const home = market === 'match' ? seriesChance(s) : mapChance(s);
  return side === 'home' ? home : 1 - home;
}

/** Decimal odds in hundredths (1.45 -> 145), at least 1.01. */
export function oddsOf(s: Series, market: Market, side: Side): number {
  return Math.max(101, Math.floor(100 / (chanceOf(s, market, side) * MARGIN)));
}

/** The rest of the series: each map's winner, home true (`randomBelow(n)`: an integer in [0, n)). */
export function playOut(s: Series, randomBelow: (n: number) => number): boolean[] {
  const need = mapsToWin(s);
  const p = Math.round(mapChance(s) * 10_000);
  const maps: boolean[] = [];
  let h = s.homeScore;
  let a = s.awayScore;
  while (h < need && a < need) {
    const home = randomBelow(10_000) < p;
    maps.push(home);
    if (home) h++;
    else a++;
  }
  return maps;
}

/** Does a bet on `side` of `market` win, the rest of the series being `maps`? */
export function betWins(s: Series, market: Market, side: Side, maps: readonly boolean[]): boolean {
  const homeWon =
    market === 'map' ? maps[0] === true : s.homeScore + maps.filter(Boolean).length >= mapsToWin(s);
  return side === 'home' ? homeWon : !homeWon;
}
