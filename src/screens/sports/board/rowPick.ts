// A row's press as the slip gets it: the price named with its market as its column heads it,
// 滚球 before it in play (全场让球 阿森纳), as the +N panel's prices and 投注记录 name it. Only the
// board imports it (the match page names its prices by their groups, Match/MatchGroups.tsx): kept
// out of pickState, which the match page shares, so the board's rows stay in the board's chunk.
import { useCallback } from 'react';
import type { Match, OddsPrice } from '../../../stores/sports/types';
import type { SportsTexts } from '../texts';
import { sportColumns, type MarketColumn } from './columns';

/** The column of a row's price (M RM 独赢, R RE 让球, OU ROU 大小); null for another (an
 * outright's team). */
function columnOf(w: string): MarketColumn | null {
  if (w.endsWith('M')) return '1x2';
  if (w.endsWith('OU')) return 'overUnder';
  return w === 'R' || w === 'RE' ? 'handicap' : null;
}

/** A row's price named with its market as the slip, the receipt and 投注记录 name it: its
 * column's heading, 滚球 before it in play (RM RE ROU: 全场让球 阿森纳, 滚球让分 湖人, 全场大小
 * 大); another price keeps its name. */
export function namedByColumn(gameType: string, p: OddsPrice, texts: SportsTexts): OddsPrice {
  const column = columnOf(p.w);
  if (!column) return p;
  const live = p.w !== 'R' && p.w.startsWith('R');
  return {
    ...p,
    name: `${live ? texts.show_RB : ''}${sportColumns(gameType, texts).heads[column]} ${p.name}`,
  };
}

/** The press of a row's price: the slip gets it named with its market (namedByColumn). */
export function useRowPick(
  onPick: (m: Match, p: OddsPrice) => void,
  texts: SportsTexts,
): (m: Match, p: OddsPrice) => void {
  return useCallback((m, p) => onPick(m, namedByColumn(m.gameType, p, texts)), [onPick, texts]);
}
