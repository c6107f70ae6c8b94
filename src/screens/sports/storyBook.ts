// A small sports book for the stories: MSW resolvers of venue/resource answering each method
// (leagues, matches, odds, placeBet, betRecords), with in-play prices that move on every call.
import { HttpResponse, type HttpResponseResolver } from 'msw';

const LEAGUES = [
  { id: '1', name: '英格兰超级联赛' },
  { id: '2', name: '西班牙甲级联赛' },
  { id: '3', name: '中国超级联赛' },
];
const TEAMS = [
  ['阿森纳', '利物浦'],
  ['切尔西', '曼城'],
  ['巴塞罗那', '皇家马德里'],
  ['马德里竞技', '塞维利亚'],
  ['上海海港', '山东泰山'],
  ['北京国安', '成都蓉城'],
] as const;

let calls = 0;

function match(i: number, opts: { moving: boolean; suspended: boolean; preMatch: boolean }) {
  const [h, c] = TEAMS[i % TEAMS.length] ?? ['主队', '客队'];
  const league = LEAGUES[Math.floor(i / 2) % LEAGUES.length] ?? { id: '1', name: '联赛' };
  const id = String(8800 + i);
  const wobble = opts.moving ? ((calls + i) % 3) * 0.02 : 0;
  const price = (w: string, rtype: string, name: string, odds: number, handicap = '') => ({
    r: `${w}_${rtype}_${id}`,
    gameId: id,
    w,
    rtype,
    name,
    handicap,
    odds: Math.round((odds + wobble) * 100) / 100,
  });
  // pre-match plays (R, OU, M) before kick-off, in-play ones (RE, ROU, RM) after
  const [hdp, ou, x12] = opts.preMatch ? ['R', 'OU', 'M'] : ['RE', 'ROU', 'RM'];
  const all = [
    price(hdp, 'H', h, 0.93, '-0/0.5'),
    price(hdp, 'C', c, 0.95, '0/0.5'),
    price(ou, 'O', '大', 0.88, '2.5'),
    price(ou, 'U', '小', 1.0, '2.5'),
    price(x12, 'H', h, 1.2),
    price(x12, 'N', '和局', 2.3),
    price(x12, 'C', c, 2.1),
  ];
  return {
    gameId: id,
    hgid: `${id}1`,
    gide: id,
    league_id: league.id,
    leagueName: league.name,
    team_h: h,
    team_c: c,
    startTime: '2026-11-22 20:30:00',
    gameType: 'FT',
    re_time: opts.preMatch ? '' : `1H^${23 + i}'`,
    t_count: 7,
    isLive: !opts.preMatch,
    se_now: opts.preMatch ? '' : '1H',
    HalfTime: false,
    inningNum: 0,
    gameStatus: opts.preMatch ? 0 : 1,
    sc_FT_H: opts.preMatch ? 0 : i % 2,
    sc_FT_C: 0,
    mainOdds: opts.suspended && i === 0 ? [] : all,
  };
}

type BookOptions = {
  count?: number;
  moving?: boolean;
  suspended?: boolean;
  preMatch?: boolean;
  /** The match asked by `odds` is over (its markets closed). */
  finished?: boolean;
};

/** The book's leagues and matches answers (the board's first lists, as a page may carry them). */
export function sportsBookLists(options: BookOptions = {}) {
  const opts = {
    moving: options.moving ?? false,
    suspended: options.suspended ?? false,
    preMatch: options.preMatch ?? false,
  };
  const list = Array.from({ length: options.count ?? 6 }, (_, i) => match(i, opts));
  return {
    list,
    leagues: {
      method: 'leagues' as const,
      leagues: LEAGUES.filter((l) => list.some((m) => m.league_id === l.id)).map((l) => ({
        id: Number(l.id),
        league_id: l.id,
        leagueId: l.id,
        name: l.name,
        isShow: true,
        isExpand: true,
        icon: '',
        count: list.filter((m) => m.league_id === l.id).length,
      })),
    },
    matches: { method: 'matches' as const, matches: list },
  };
}

export function sportsBook(options: BookOptions = {}): HttpResponseResolver {
  return async ({ request }) => {
    calls += 1;
    const body = (await request.json()) as { method?: string; Request?: { gameId?: string } };
    const ok = (data: unknown) => HttpResponse.json({ status_code: 6000, message: '成功', data });
    const { list, leagues, matches } = sportsBookLists(options);
    switch (body.method) {
      case 'leagues':
        return ok(leagues);
      case 'matches':
        return ok(matches);
      case 'odds': {
        const asked = body.Request?.gameId;
        const known = list.find((x) => x.gameId === asked);
        // the match page by an unknown address: the resource has no such match (6303)
        if (asked !== undefined && !known && /^\d+$/.test(asked) && Number(asked) > 8899)
          return HttpResponse.json({ status_code: 6303, message: '暂无数据', data: null });
        const found = known ?? list[0];
        const m =
          found && options.finished
            ? {
                ...found,
                isLive: false,
                gameStatus: 2,
                re_time: '',
                se_now: 'FT',
                sc_FT_H: 1,
                sc_FT_C: 1,
                mainOdds: [],
              }
            : found && !options.preMatch
              ? // in play: the home side's 12th-minute goal of the timeline below is in the score
                { ...found, sc_FT_H: Math.max(found.sc_FT_H, 1) }
              : found;
        const [hdp, ou, x12] = options.preMatch ? ['R', 'OU', 'M'] : ['RE', 'ROU', 'RM'];
        const markets =
          (m?.mainOdds.length ?? 0) === 0
            ? []
            : [
                {
                  w: hdp,
                  name: options.preMatch ? '让球' : '滚球让球',
                  selections: m?.mainOdds.slice(0, 2) ?? [],
                },
                {
                  w: ou,
                  name: options.preMatch ? '大小' : '滚球大小',
                  selections: m?.mainOdds.slice(2, 4) ?? [],
                },
                {
                  w: x12,
                  name: options.preMatch ? '独赢' : '滚球独赢',
                  selections: m?.mainOdds.slice(4) ?? [],
                },
              ];
        return ok({
          method: 'odds',
          gameId: m?.gameId ?? '',
          oddsType: 'H',
          markets,
          match: m,
          // the timeline the server gives (docs/live-sports.md): goals with their minute, a
          // period over with its own score
          events: options.preMatch
            ? []
            : [
                { kind: 'goal', period: '1H', minute: 12, side: 'H', score: '1-0', detail: '' },
                ...(options.finished
                  ? [
                      {
                        kind: 'period',
                        period: '1H',
                        minute: 0,
                        side: '',
                        score: '1-0',
                        detail: '1-0',
                      },
                      {
                        kind: 'goal',
                        period: '2H',
                        minute: 71,
                        side: 'C',
                        score: '1-1',
                        detail: '',
                      },
                      {
                        kind: 'period',
                        period: '2H',
                        minute: 0,
                        side: '',
                        score: '1-1',
                        detail: '0-1',
                      },
                    ]
                  : []),
              ],
        });
      }
      case 'placeBet':
        return ok({
          method: 'placeBet',
          tickets: [
            {
              ticket_id: 'B1795000000001',
              status: 'accepted',
              stake: 10,
              odds: 0.93,
              potentialWin: 9.3,
              betTime: '2026-11-22 20:30:00',
              reason: '',
            },
          ],
        });
      default:
        return ok({ method: 'betRecords', list: [], pageNum: 1, pageSize: 10, total: 0 });
    }
  };
}
