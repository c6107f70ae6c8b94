// The board's market columns and what each is called in a sport: 全场独赢 / 全场让球 / 全场大小 in
// football, 让分 / 总分 in basketball, 让盘 / 总盘数 in tennis (lines in sets), 让局 / 总局数 where a
// set is a 局 (volleyball, table tennis, snooker). The league bars head the columns with these
// names, a phone's row heads its own price grid with them, and each column's group and buttons
// are named by them (what the heading says is the market below it).
import type { SportsTexts } from '../texts';

/** The three main markets of a row, in column order. */
export const MARKET_COLUMNS = ['1x2', 'handicap', 'overUnder'] as const;
export type MarketColumn = (typeof MARKET_COLUMNS)[number];

type Family = 'goals' | 'points' | 'tennis' | 'sets';

/** How a sport counts its handicap and total: goals, points (basketball, baseball runs), tennis
 * sets (盘), sets called 局. Other and unknown sports count goals. */
const FAMILY: Record<string, Family> = {
  FT: 'goals',
  VF: 'goals',
  OP: 'goals',
  BK: 'points',
  BS: 'points',
  TN: 'tennis',
  VB: 'sets',
  TT: 'sets',
  SK: 'sets',
};

export interface SportColumns {
  /** The columns' headings (全场独赢, 让分 ...). */
  heads: Record<MarketColumn, string>;
  /** The market's short name in a button's name (独赢, 让球, 大小 / 让分, 总分). */
  names: Record<MarketColumn, string>;
}

/** The headings and market names of a sport's columns (gameType FT, BK, TN ...). */
export function sportColumns(gameType: string, texts: SportsTexts): SportColumns {
  const family = FAMILY[gameType] ?? 'goals';
  if (family === 'goals') {
    return {
      heads: {
        '1x2': texts.head_goals_1x2,
        handicap: texts.head_goals_hdp,
        overUnder: texts.head_goals_ou,
      },
      names: { '1x2': texts.col1x2, handicap: texts.colHandicap, overUnder: texts.colOverUnder },
    };
  }
  const heads = {
    '1x2': texts.col1x2,
    handicap: texts[`head_${family}_hdp`],
    overUnder: texts[`head_${family}_ou`],
  };
  return { heads, names: heads };
}
