// Home's 滚球赛事 strip shows 独赢 as the board does: in decimal, whatever the odds format (Asian
// books' convention), never the Hong Kong price (0.85 read as 1.85).
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { displayPlayOdds, ODDS_FORMATS } from '../../domain/odds';
import { createSiteI18n } from '../../i18n/site';
import type { Match, OddsPrice } from '../../stores/sports/types';
import { LiveMatches, price1x2 } from './LiveMatches';
import { homeTextsFor } from './texts';

const price = (w: string, rtype: string, odds: number, locked = false): OddsPrice => ({
  r: `${w}_${rtype}_1`,
  w,
  rtype,
  name: rtype,
  handicap: null,
  odds,
  locked,
});

function match(odds: OddsPrice[]): Match {
  return {
    gameId: '1',
    hgid: '11',
    gide: '1',
    leagueId: '1',
    leagueName: '英格兰超级联赛',
    team_h: '阿森纳',
    team_c: '利物浦',
    startTime: '2026-11-22 20:30:00',
    gameType: 'FT',
    re_time: "1H^23'",
    t_count: 7,
    isLive: true,
    se_now: '1H',
    HalfTime: false,
    inningNum: 0,
    gameStatus: 1,
    sc_FT_H: 1,
    sc_FT_C: 0,
    odds: Object.fromEntries(odds.map((p) => [p.r, p])),
  };
}

describe("home's live strip", () => {
  const inPlay = match([price('RM', 'H', 0.16), price('RM', 'N', 2.3), price('RM', 'C', 0.01)]);

  it('shows 独赢 in decimal (Hong Kong 0.16 reads 1.16, 0.01 reads 1.01)', () => {
    expect(price1x2(inPlay, 'H')).toBe('1.16');
    expect(price1x2(inPlay, 'N')).toBe('3.30');
    expect(price1x2(inPlay, 'C')).toBe('1.01');
  });

  it('shows the price the board shows in every odds format', () => {
    const preMatch = match([price('M', 'H', 1.35)]);
    for (const format of ODDS_FORMATS)
      expect(price1x2(preMatch, 'H')).toBe(displayPlayOdds(1.35, 'M', format));
  });

  it('draws the decimal price on the card, and a dash for a suspended or missing side', () => {
    const html = renderToString(
      <I18nextProvider i18n={createSiteI18n()}>
        <MemoryRouter>
          <LiveMatches
            matches={[match([price('RM', 'H', 0.16, true), price('RM', 'C', 0.01)])]}
            texts={homeTextsFor('zh-CN')}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const prices = [...html.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map((m) => m[1]);
    expect(prices).toEqual(['-', '-', '1.01']);
  });
});
