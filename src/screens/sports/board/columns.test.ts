// Each sport's price columns are headed by what books call its markets, and the buttons under a
// heading are named by the same market (what the heading says is the market below it).
import { describe, expect, it } from 'vitest';
import { sportsTexts } from '../texts';
import { MARKET_COLUMNS, sportColumns } from './columns';

const zhCN = sportsTexts.zhCN;

describe('sportColumns', () => {
  it('heads football, virtual football and handball with 全场独赢 / 全场让球 / 全场大小', () => {
    for (const g of ['FT', 'VF', 'OP'])
      expect(sportColumns(g, zhCN).heads).toEqual({
        '1x2': '全场独赢',
        handicap: '全场让球',
        overUnder: '全场大小',
      });
    expect(sportColumns('FT', zhCN).names).toEqual({
      '1x2': '独赢',
      handicap: '让球',
      overUnder: '大小',
    });
  });

  it('heads the other sports with their own handicap and total (points, tennis sets, 局)', () => {
    const heads = (g: string) => MARKET_COLUMNS.map((c) => sportColumns(g, zhCN).heads[c]);
    expect(heads('BK')).toEqual(['独赢', '让分', '总分']);
    expect(heads('BS')).toEqual(['独赢', '让分', '总分']);
    expect(heads('TN')).toEqual(['独赢', '让盘', '总盘数']);
    for (const g of ['VB', 'TT', 'SK']) expect(heads(g)).toEqual(['独赢', '让局', '总局数']);
  });

  it('names every column by a word its heading contains, in both scripts', () => {
    for (const texts of [sportsTexts.zhCN, sportsTexts.zhTW as typeof zhCN])
      for (const g of ['FT', 'VF', 'OP', 'BK', 'BS', 'TN', 'VB', 'TT', 'SK', 'XX']) {
        const { heads, names } = sportColumns(g, texts);
        for (const c of MARKET_COLUMNS) expect(heads[c]).toContain(names[c]);
      }
  });
});
