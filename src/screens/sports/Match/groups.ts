// The match page's groups of markets, in a book's order: 全场 (the 1X2), 上半场 (its 1X2,
// handicap and total; baseball's first five innings, 前五局), 让球 (every handicap line), 大小
// (every total line), 波胆 (correct score; a set sport's final score in sets, 盘数比分 / 局数比分),
// 单双 (odd/even), then an outright's field. A play code belongs to one group, pre-match and in
// play alike (M and RM, HR and HRE ...); a code the page does not know goes last, by its own name.
import type { Market, OddsPrice } from '../../../stores/sports/types';
import type { SportsTexts } from '../texts';
import { sportColumns } from '../board/columns';
import type { MatchTexts } from './texts';

export type GroupKey = 'full' | 'half' | 'handicap' | 'total' | 'score' | 'parity' | 'other';

export const GROUP_ORDER: readonly GroupKey[] = [
  'full',
  'half',
  'handicap',
  'total',
  'score',
  'parity',
  'other',
];

const GROUP_OF: Record<string, GroupKey> = {
  M: 'full',
  RM: 'full',
  HM: 'half',
  HRM: 'half',
  HR: 'half',
  HRE: 'half',
  HOU: 'half',
  HROU: 'half',
  R: 'handicap',
  RE: 'handicap',
  OU: 'total',
  ROU: 'total',
  PD: 'score',
  RPD: 'score',
  SC: 'score',
  RSC: 'score',
  EO: 'parity',
  REO: 'parity',
};

export function groupOf(w: string): GroupKey {
  return GROUP_OF[w] ?? 'other';
}

/** What a sport calls its first half: 上半场; baseball's is its first five innings (前五局). A
 * key of the match page's texts. */
export function halfTitleKey(gameType: string): 'groupHalf' | 'groupFirstFive' {
  return gameType === 'BS' ? 'groupFirstFive' : 'groupHalf';
}

/** What a sport calls its correct score: 波胆 (football); a set sport's final score in sets:
 * 盘数比分 (tennis), 局数比分 (volleyball, table tennis, snooker: a set is a 局). A key of the
 * match page's texts. */
export function scoreTitleKey(gameType: string): 'groupScore' | 'groupSetsTennis' | 'groupSets' {
  if (gameType === 'TN') return 'groupSetsTennis';
  return gameType === 'VB' || gameType === 'TT' || gameType === 'SK' ? 'groupSets' : 'groupScore';
}

/** The first half's markets: which column of a sport's names each is (独赢, 让球, 大小). */
export function halfColumnOf(w: string): '1x2' | 'handicap' | 'overUnder' {
  if (w === 'HM' || w === 'HRM') return '1x2';
  return w === 'HR' || w === 'HRE' ? 'handicap' : 'overUnder';
}

/** A market's name as the board heads its column and the page names its prices, the slip, the
 * receipt and 投注记录 (the server's `marketName`, without its 滚球 for a play in progress): a
 * full-time market by the board's heading (全场独赢, 全场让球, 全场大小; a sport's own: 独赢, 让分,
 * 总分, 让盘 ...), 上半场让球 / 前五局让分, 波胆 / 盘数比分, 单双; null for a play the page does
 * not know (it goes by the market's own name). */
export function marketTitle(
  w: string,
  gameType: string,
  texts: SportsTexts & MatchTexts,
): string | null {
  const { heads, names } = sportColumns(gameType, texts);
  switch (groupOf(w)) {
    case 'full':
      return heads['1x2'];
    case 'half':
      // the first half's own words after 上半场: 上半场让球, not 上半场全场让球
      return `${texts[halfTitleKey(gameType)]}${names[halfColumnOf(w)]}`;
    case 'handicap':
      return heads.handicap;
    case 'total':
      return heads.overUnder;
    case 'score':
      return texts[scoreTitleKey(gameType)];
    case 'parity':
      return texts.groupParity;
    case 'other':
      return null;
  }
}

export interface MarketGroup {
  key: GroupKey;
  markets: Market[];
}

/** The markets in their groups, in the book's order; empty groups left out. */
export function groupMarkets(markets: readonly Market[]): MarketGroup[] {
  return GROUP_ORDER.map((key) => ({
    key,
    markets: markets.filter((m) => groupOf(m.w) === key && m.selections.length > 0),
  })).filter((g) => g.markets.length > 0);
}

/** Whether a play's prices come in lines of two sides (主/客, 大/小). */
export function pairedPlay(w: string): boolean {
  const g = groupOf(w);
  return (
    g === 'handicap' || g === 'total' || w === 'HR' || w === 'HRE' || w === 'HOU' || w === 'HROU'
  );
}

/**
 * A market's prices as the page lays them out: a line's two sides together (the handicap's home
 * side with its away side, 大 with 小 of the same line), the main line first as the answer lists
 * it; other plays one price after another.
 */
export function linesOf(m: Market): OddsPrice[][] {
  if (!pairedPlay(m.w)) return [m.selections];
  const out: OddsPrice[][] = [];
  const first = m.selections[0]?.rtype;
  for (const p of m.selections) {
    const last = out[out.length - 1];
    if (p.rtype === first || !last || last.length >= 2) out.push([p]);
    else last.push(p);
  }
  return out;
}
