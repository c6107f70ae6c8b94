// Matches for the board's component stories (plain data in the store's shapes; fixed times and
// prices, so the pictures stay the same).
import type { Match, OddsPrice } from '../../../stores/sports/types';

export function storyPrice(
  gameId: string,
  w: string,
  rtype: string,
  name: string,
  odds: number,
  handicap: string | null = null,
  locked = false,
): OddsPrice {
  return {
    r: `${w}_${rtype}_${gameId}`,
    w,
    rtype,
    name,
    handicap,
    odds,
    ...(locked ? { locked } : {}),
  };
}

export function storyMatch(overrides: Partial<Match> & { gameId: string }): Match {
  const id = overrides.gameId;
  const prices = [
    storyPrice(id, 'M', 'H', '阿森纳', 2.1),
    storyPrice(id, 'M', 'N', '和局', 3.2),
    storyPrice(id, 'M', 'C', '利物浦', 3.05),
    storyPrice(id, 'R', 'H', '阿森纳', 0.93, '0/0.5'),
    storyPrice(id, 'R', 'C', '利物浦', 0.95, '0/0.5'),
    storyPrice(id, 'OU', 'O', '大', 0.88, '2.5'),
    storyPrice(id, 'OU', 'U', '小', 1.0, '2.5'),
  ];
  return {
    hgid: `${id}1`,
    gide: id,
    leagueId: '1',
    leagueName: '英格兰超级联赛',
    team_h: '阿森纳',
    team_c: '利物浦',
    startTime: '2026-11-22 20:30:00',
    gameType: 'FT',
    re_time: '',
    t_count: 24,
    isLive: false,
    se_now: '',
    HalfTime: false,
    inningNum: 0,
    gameStatus: 0,
    sc_FT_H: 0,
    sc_FT_C: 0,
    odds: Object.fromEntries(prices.map((p) => [p.r, p])),
    ...overrides,
  };
}

/** An in-play match: the in-play plays (RM, RE, ROU), a score and the second half. */
export function storyLiveMatch(gameId: string): Match {
  const prices = [
    storyPrice(gameId, 'RM', 'H', '巴塞罗那', 1.85),
    storyPrice(gameId, 'RM', 'N', '和局', 3.4),
    storyPrice(gameId, 'RM', 'C', '皇家马德里', 4.2),
    storyPrice(gameId, 'RE', 'H', '巴塞罗那', 0.91, '0.5'),
    storyPrice(gameId, 'RE', 'C', '皇家马德里', 0.97, '0.5'),
    storyPrice(gameId, 'ROU', 'O', '大', 0.9, '3.5'),
    storyPrice(gameId, 'ROU', 'U', '小', 0.96, '3.5'),
  ];
  return storyMatch({
    gameId,
    leagueName: '西班牙甲级联赛',
    team_h: '巴塞罗那',
    team_c: '皇家马德里',
    re_time: "2H^67'",
    isLive: true,
    se_now: '2H',
    gameStatus: 1,
    sc_FT_H: 2,
    sc_FT_C: 1,
    odds: Object.fromEntries(prices.map((p) => [p.r, p])),
  });
}
