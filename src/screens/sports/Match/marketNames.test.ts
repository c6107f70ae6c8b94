// One name for a market everywhere: the match page and the board's +N panel name a price by
// marketTitle, the slip, the receipt and 投注记录 by the server's marketName. For every play the
// simulator offers in every sport, before the kick-off and in play, the two agree.
import { describe, expect, it } from 'vitest';
import { allMarketsNow, marketName, MINUTE } from '../../../../server/sports/sim';
import { match, SPORTS } from '../../../../server/test/sports-support';
import { toTraditional } from '../../../../server/traditional';
import { sportsTexts } from '../texts';
import { matchTexts } from './texts';
import { marketTitle } from './groups';

const texts = { ...sportsTexts.zhCN, ...matchTexts.zhCN };
/** 繁體: the server converts its names (server/traditional.ts), the page reads its zh-TW texts. */
const textsTW = { ...sportsTexts.zhTW, ...matchTexts.zhTW };
/** In-play plays: the pre-match code with R in front (RM, HRE, RSC; RE is R's). */
const IN_PLAY = /^(RM|RE|ROU|HRM|HRE|HROU|RPD|RSC|REO)$/;

describe('a market has one name on the match page, in the slip and in 投注记录', () => {
  it('every play of every sport, pre-match and in play, in 简体 and 繁體: the page names it as the server does (上半场让球, 前五局让分, 盘数比分 ...)', () => {
    let checked = 0;
    for (const gameType of SPORTS) {
      const m = match(1, gameType, { starts_at: 60 * MINUTE });
      const plays = new Set(
        [...allMarketsNow(m, 0), ...allMarketsNow(m, 80 * MINUTE)].map((p) => p.play),
      );
      for (const play of plays) {
        const title = marketTitle(play, gameType, texts);
        if (title === null) continue; // an outright goes by its own name
        const live = IN_PLAY.test(play);
        expect({ gameType, play, name: marketName(play, gameType) }).toEqual({
          gameType,
          play,
          name: `${live ? '滚球' : ''}${title}`,
        });
        expect(toTraditional(marketName(play, gameType))).toBe(
          `${live ? '滾球' : ''}${marketTitle(play, gameType, textsTW) ?? ''}`,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(SPORTS.length * 6);
  });

  it('a first half is 上半场 (baseball: 前五局) in every place: 上半场让球, 上半场大小, 上半场独赢', () => {
    expect(['HM', 'HR', 'HOU'].map((w) => marketTitle(w, 'FT', texts))).toEqual([
      '上半场独赢',
      '上半场让球',
      '上半场大小',
    ]);
    expect(['HR', 'HOU'].map((w) => marketName(w, 'BK'))).toEqual(['上半场让分', '上半场总分']);
    expect(marketName('HRE', 'BS')).toBe('滚球前五局让分');
  });
});
