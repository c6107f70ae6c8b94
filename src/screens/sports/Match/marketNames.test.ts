// One name for a market everywhere: the board heads its columns by sportColumns, the match page
// and the board's +N panel name a price by marketTitle, the slip, the receipt and 投注记录 by the
// server's marketName. For every play the simulator offers in every sport, before the kick-off and
// in play, in 简体 and 繁體, they agree: a full-time market reads as its column's heading
// (全场让球, 让分, 让盘 ...), in play with 滚球 before it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allMarketsNow, marketName, MINUTE, sideName } from '../../../../server/sports/sim';
import { match, SPORTS } from '../../../../server/test/sports-support';
import { toTraditional } from '../../../../server/traditional';
import { sportsTexts } from '../texts';
import { matchTexts } from './texts';
import { sportColumns } from '../board/columns';
import { namedByColumn } from '../board/rowPick';
import { marketTitle } from './groups';

const texts = { ...sportsTexts.zhCN, ...matchTexts.zhCN };
/** 繁體: the server converts its names (server/traditional.ts), the page reads its zh-TW texts. */
const textsTW = { ...sportsTexts.zhTW, ...matchTexts.zhTW };
/** In-play plays: the pre-match code with R in front (RM, HRE, RSC; RE is R's). */
const IN_PLAY = /^(RM|RE|ROU|HRM|HRE|HROU|RPD|RSC|REO)$/;
/** The board row's columns: 独赢, 让球, 大小, before and in play. */
const ROW_PLAYS = new Set(['M', 'RM', 'R', 'RE', 'OU', 'ROU']);

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

  it("a full-time market is named by the board's heading of its column in every sport, before and in play, in 简体 and 繁體: 全场让球, 滚球全场大小, 让分, 让盘 ...", () => {
    const fullTime = [
      ['M', 'RM', '1x2'],
      ['R', 'RE', 'handicap'],
      ['OU', 'ROU', 'overUnder'],
    ] as const;
    for (const gameType of SPORTS) {
      const { heads } = sportColumns(gameType, texts);
      const headsTW = sportColumns(gameType, textsTW).heads;
      for (const [pre, live, column] of fullTime) {
        const heading = { gameType, pre, live, column };
        expect({ ...heading, page: marketTitle(pre, gameType, texts) }).toEqual({
          ...heading,
          page: heads[column],
        });
        expect({ ...heading, pageInPlay: marketTitle(live, gameType, texts) }).toEqual({
          ...heading,
          pageInPlay: heads[column],
        });
        expect({ ...heading, record: marketName(pre, gameType) }).toEqual({
          ...heading,
          record: heads[column],
        });
        expect({ ...heading, record: marketName(live, gameType) }).toEqual({
          ...heading,
          record: `滚球${heads[column]}`,
        });
        expect(toTraditional(marketName(pre, gameType))).toBe(headsTW[column]);
        expect(toTraditional(marketName(live, gameType))).toBe(`滾球${headsTW[column]}`);
      }
    }
    expect(['M', 'R', 'OU', 'RE', 'ROU'].map((w) => marketName(w, 'FT'))).toEqual([
      '全场独赢',
      '全场让球',
      '全场大小',
      '滚球全场让球',
      '滚球全场大小',
    ]);
    expect(['M', 'RE', 'OU'].map((w) => marketName(w, 'BK'))).toEqual(['独赢', '滚球让分', '总分']);
    expect(['RM', 'R', 'ROU'].map((w) => marketName(w, 'TN'))).toEqual([
      '滚球独赢',
      '让盘',
      '滚球总盘数',
    ]);
    expect(toTraditional(marketName('RE', 'FT'))).toBe('滾球全場讓球');
  });

  it("a row's price goes to the slip named as the +N panel's and 投注记录 name it: every main price of every sport, before and in play, 简体 and 繁體 (全场让球 主队, 滚球让分 客队)", () => {
    let checked = 0;
    for (const gameType of SPORTS) {
      const m = match(1, gameType, { starts_at: 60 * MINUTE });
      for (const p of [...allMarketsNow(m, 0), ...allMarketsNow(m, 80 * MINUTE)]) {
        if (!ROW_PLAYS.has(p.play)) continue;
        const side = sideName(m, p);
        const price = {
          r: p.oddsId,
          w: p.play,
          rtype: p.side,
          name: side,
          handicap: null,
          odds: 0,
        };
        expect({
          gameType,
          play: p.play,
          slip: namedByColumn(gameType, price, texts).name,
        }).toEqual({
          gameType,
          play: p.play,
          slip: `${marketName(p.play, gameType)} ${side}`,
        });
        expect(namedByColumn(gameType, { ...price, name: toTraditional(side) }, textsTW).name).toBe(
          toTraditional(`${marketName(p.play, gameType)} ${side}`),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(SPORTS.length * 10);
    const outright = {
      r: 'FS_阿森纳_1',
      w: 'FS',
      rtype: '阿森纳',
      name: '阿森纳',
      handicap: null,
      odds: 0,
    };
    expect(namedByColumn('FS', outright, texts).name).toBe('阿森纳');
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

  it('the help pages 让球攻略 and 大小球攻略 name each code of their tables as the product names its football market (RE 滚球全场让球, HROU 滚球上半场大小), in 简体 and 繁體', () => {
    const codes = ['R', 'RE', 'HR', 'HRE', 'OU', 'ROU', 'HOU', 'HROU'];
    for (const [page, traditional] of [
      ['rqgl.md', false],
      ['rqgl.zh-TW.md', true],
      ['dxqgl.md', false],
      ['dxqgl.zh-TW.md', true],
    ] as const) {
      const text = readFileSync(new URL(`../../help/docs/${page}`, import.meta.url), 'utf8');
      const rows = [...text.matchAll(/^\| ([A-Z]+) +\| (\S+) +\|$/gm)].filter(
        (r) => r[1] !== undefined && codes.includes(r[1]),
      );
      expect(rows.length).toBe(4);
      for (const [, code = '', name] of rows) {
        const product = marketName(code, 'FT');
        expect({ page, code, name }).toEqual({
          page,
          code,
          name: traditional ? toTraditional(product) : product,
        });
      }
    }
  });
});
