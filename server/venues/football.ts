// The sports channel's match book (皇冠体育, /game/sport/crty; docs/demo-venues.md): each of the
// venue's own in-play football matches has a score and a minute; each side scores the rest of
// the 90 minutes as a Poisson process whose rate comes from the two teams' names (2.2-3.2 goals a
// match, the home side's share 40-60 %). Two markets, both on the final score: 独赢 (主/和/客) and
// 大小 (the total goals against a half line above the score by what is still expected). Each is
// priced from its exact chances with a 6 % margin, so no set of bets on one market wins whatever
// happens (football.test.ts). A bet plays the rest of the match at once, drawing each side's
// remaining goals from the same Poisson distributions the prices come from (a demo: the match's
// score on the page does not move).

export type FootballMarket = '1x2' | 'ou';
export type FootballSide = 'home' | 'draw' | 'away' | 'over' | 'under';
export const FOOTBALL_MARGIN = 1.06;
export const FOOTBALL_MARKET_LABEL: Readonly<Record<FootballMarket, string>> = {
  '1x2': '独赢',
  ou: '大小',
};
export const SIDES_OF: Readonly<Record<FootballMarket, readonly FootballSide[]>> = {
  '1x2': ['home', 'draw', 'away'],
  ou: ['over', 'under'],
};
/** Goals a side can still score that the prices count (the chance of more is below 1e-9). */
const MAX_GOALS = 15;

export interface FootballMatch {
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  /** Minutes played (0-89). */
  minute: number;
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

/** Each side's expected goals over the rest of the match. */
export function remainingRates(m: FootballMatch): { home: number; away: number } {
  const h = hash(`${m.home}/${m.away}`);
  const total = 2.2 + (h % 101) / 100; // 2.2-3.2 a match
  const share = 0.4 + ((h >>> 8) % 21) / 100; // 40-60 % to the home side
  const left = Math.max(0, 90 - Math.min(90, Math.max(0, m.minute))) / 90;
  return { home: total * share * left, away: total * (1 - share) * left };
}

/** P(k goals) of a Poisson distribution of mean `mean`, k = 0..MAX_GOALS. */
export function poisson(mean: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= MAX_GOALS; k++) {
    out.push(p);
    p = (p * mean) / (k + 1);
  }
  return out;
}

/** The over/under line: the score's total plus what is still expected, rounded to a half line. */
export function totalLine(m: FootballMatch): number {
  const r = remainingRates(m);
  return m.homeScore + m.awayScore + Math.max(0, Math.round(r.home + r.away - 0.5)) + 0.5;
}

/** Does a bet on `side` win, the final score being `home`:`away`? */
export function footballBetWins(
  m: FootballMatch,
  side: FootballSide,
  home: number,
  away: number,
): boolean {
  switch (side) {
    case 'home':
      return home > away;
    case 'draw':
      return home === away;
    case 'away':
      return home < away;
    case 'over':
      return home + away > totalLine(m);
    case 'under':
      return home + away < totalLine(m);
  }
}

/** The exact chance of a side, over every final score still possible. */
export function footballChance(m: FootballMatch, side: FootballSide): number {
  const r = remainingRates(m);
  const ph = poisson(r.home);
  const pa = poisson(r.away);
  let p = 0;
  for (const [i, x] of ph.entries())
    for (const [j, y] of pa.entries())
      if (footballBetWins(m, side, m.homeScore + i, m.awayScore + j)) p += x * y;
  return p;
}

/** The market is offered: every side can be priced at 1.01 or longer with the margin (a side
 * nearly sure to win would be a sure profit at 1.01, so its market is closed, 已封盘). */
export function footballMarketOpen(m: FootballMatch, market: FootballMarket): boolean {
  return SIDES_OF[market].every((s) => footballChance(m, s) * FOOTBALL_MARGIN * 1.01 <= 1);
}

/** Decimal odds in hundredths (1.45 -> 145), at most 100; 0 when its market is closed. */
export function footballOdds(m: FootballMatch, side: FootballSide): number {
  const market: FootballMarket = side === 'over' || side === 'under' ? 'ou' : '1x2';
  if (!footballMarketOpen(m, market)) return 0;
  const p = footballChance(m, side);
  return Math.min(10_000, Math.max(101, Math.floor(100 / (p * FOOTBALL_MARGIN))));
}

/** Draws a Poisson count of mean `mean` by inversion (`randomBelow(n)`: an integer in [0, n)). */
function drawGoals(mean: number, randomBelow: (n: number) => number): number {
  const u = (randomBelow(1_000_000) + 0.5) / 1_000_000;
  let acc = 0;
  const ps = poisson(mean);
  for (const [k, p] of ps.entries()) {
    acc += p;
    if (u <= acc) return k;
  }
  return MAX_GOALS;
}

/** The rest of the match: the goals each side still scores. */
export function playOutMatch(
  m: FootballMatch,
  randomBelow: (n: number) => number,
): { home: number; away: number } {
  const r = remainingRates(m);
  return { home: drawGoals(r.home, randomBelow), away: drawGoals(r.away, randomBelow) };
}
