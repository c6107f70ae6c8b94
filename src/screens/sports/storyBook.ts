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

/** The prices of one match as the resource lists them: its id is `{play}_{side}{key}_{gameId}`,
 * the key telling apart the lines of one play beyond its main one. */
function pricesOf(id: string) {
  return (w: string, rtype: string, name: string, odds: number, handicap = '', key = '') => ({
    r: `${w}_${rtype}${key}_${id}`,
    gameId: id,
    w,
    rtype,
    name,
    handicap,
    odds,
  });
}

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
  /** The match asked by `odds` is in play in another sport: tennis (set 2, the first set won
   * by the home side: its 盘数比分 from the sets won) or baseball (the 3rd inning: its first five
   * innings, 前五局). */
  sport?: 'TN' | 'BS';
};

/** A tennis match in its second set (1-0 in sets, 3-2 in games): the two-way, 让盘 and 总盘数 and
 * the final scores in sets still possible (2-0, 2-1, 1-2), as the server lists them. */
function tennisOdds(id: string) {
  const price = pricesOf(id);
  const [h, c] = ['辛纳', '阿尔卡拉斯'];
  const match = {
    gameId: id,
    hgid: `${id}1`,
    gide: id,
    league_id: '9',
    leagueName: 'ATP 年终总决赛',
    team_h: h,
    team_c: c,
    startTime: '2026-11-22 20:30:00',
    gameType: 'TN',
    re_time: "S2^41'",
    t_count: 11,
    isLive: true,
    se_now: 'S2',
    HalfTime: false,
    inningNum: 0,
    gameStatus: 1,
    sc_FT_H: 1,
    sc_FT_C: 0,
    sc_set_H: 1,
    sc_set_A: 0,
    sc_game_H: 3,
    sc_game_A: 2,
    mainOdds: [
      price('RE', 'H', h, 0.74, '-0.5'),
      price('RE', 'C', c, 1.12, '0.5'),
      price('ROU', 'O', '大', 1.05, '2.5'),
      price('ROU', 'U', '小', 0.79, '2.5'),
      price('RM', 'H', h, 1.42),
      price('RM', 'C', c, 2.75),
    ],
  };
  const markets = [
    { w: 'RE', name: '滚球让盘', selections: match.mainOdds.slice(0, 2) },
    { w: 'ROU', name: '滚球总盘数', selections: match.mainOdds.slice(2, 4) },
    { w: 'RM', name: '滚球独赢', selections: match.mainOdds.slice(4) },
    {
      w: 'RSC',
      name: '滚球盘数比分',
      selections: [
        price('RSC', 'H2C0', '2-0', 1.95),
        price('RSC', 'H2C1', '2-1', 3.6),
        price('RSC', 'H1C2', '1-2', 2.7),
      ],
    },
  ];
  const events = [{ kind: 'set', period: 'S1', minute: 0, side: 'H', score: '1-0', detail: '6-4' }];
  return { match, markets, events };
}

/** A baseball match in its 3rd inning (2-1 in runs): the two-way, 让分 and 总分, and its first
 * five innings' 独赢 (with a draw: five innings can end level), 让分 and 总分. */
function baseballOdds(id: string) {
  const price = pricesOf(id);
  const [h, c] = ['洛杉矶道奇', '纽约洋基'];
  const match = {
    gameId: id,
    hgid: `${id}1`,
    gide: id,
    league_id: '10',
    leagueName: '美国职业棒球大联盟',
    team_h: h,
    team_c: c,
    startTime: '2026-11-22 20:30:00',
    gameType: 'BS',
    re_time: "I3^24'",
    t_count: 15,
    isLive: true,
    se_now: 'I3',
    HalfTime: false,
    inningNum: 3,
    gameStatus: 1,
    sc_FT_H: 2,
    sc_FT_C: 1,
    mainOdds: [
      price('RE', 'H', h, 0.91, '-1.5'),
      price('RE', 'C', c, 0.93, '1.5'),
      price('ROU', 'O', '大', 0.9, '8.5'),
      price('ROU', 'U', '小', 0.94, '8.5'),
      price('RM', 'H', h, 1.55),
      price('RM', 'C', c, 2.4),
    ],
  };
  const markets = [
    { w: 'RE', name: '滚球让分', selections: match.mainOdds.slice(0, 2) },
    { w: 'ROU', name: '滚球总分', selections: match.mainOdds.slice(2, 4) },
    { w: 'RM', name: '滚球独赢', selections: match.mainOdds.slice(4) },
    {
      w: 'HRM',
      name: '滚球前五局独赢',
      selections: [
        price('HRM', 'H', h, 1.8),
        price('HRM', 'N', '和局', 5.2),
        price('HRM', 'C', c, 3.3),
      ],
    },
    {
      w: 'HRE',
      name: '滚球前五局让分',
      selections: [price('HRE', 'H', h, 0.98, '-0.5'), price('HRE', 'C', c, 0.86, '0.5')],
    },
    {
      w: 'HROU',
      name: '滚球前五局总分',
      selections: [price('HROU', 'O', '大', 0.88, '4.5'), price('HROU', 'U', '小', 0.96, '4.5')],
    },
  ];
  const events = [
    { kind: 'goal', period: 'I1', minute: 0, side: 'H', score: '1-0', detail: '' },
    { kind: 'period', period: 'I1', minute: 0, side: '', score: '1-0', detail: '1-0' },
    { kind: 'goal', period: 'I2', minute: 0, side: 'C', score: '1-1', detail: '' },
    { kind: 'goal', period: 'I2', minute: 0, side: 'H', score: '2-1', detail: '' },
    { kind: 'period', period: 'I2', minute: 0, side: '', score: '2-1', detail: '1-1' },
  ];
  return { match, markets, events };
}

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

/**
 * The match page's other markets as the server lists them (docs/live-sports.md): the first
 * half's 1X2, handicap and total, correct score (a few of them and 其他), odd/even; the handicap
 * and total markets get two more lines each (appended to their play's main line).
 */
function otherMarkets(m: ReturnType<typeof match>, preMatch: boolean) {
  const id = m.gameId;
  const price = pricesOf(id);
  const [hm, hr, hou, pd, eo] = preMatch
    ? ['HM', 'HR', 'HOU', 'PD', 'EO']
    : ['HRM', 'HRE', 'HROU', 'RPD', 'REO'];
  const scores = [
    ['H1C0', '1-0', 5.8],
    ['H1C1', '1-1', 5.2],
    ['H2C0', '2-0', 7.4],
    ['H2C1', '2-1', 6.6],
    ['H0C1', '0-1', 9.5],
    ['OTH', '其他', 3.9],
  ] as const;
  return [
    {
      w: hm,
      name: preMatch ? '上半场独赢' : '滚球上半场独赢',
      selections: [
        price(hm, 'H', m.team_h, 2.45),
        price(hm, 'N', '和局', 1.95),
        price(hm, 'C', m.team_c, 4.6),
      ],
    },
    {
      w: hr,
      name: preMatch ? '上半场让球' : '滚球上半场让球',
      selections: [
        price(hr, 'H', m.team_h, 0.84, '-0/0.5'),
        price(hr, 'C', m.team_c, 1.02, '0/0.5'),
      ],
    },
    {
      w: hou,
      name: preMatch ? '上半场大小' : '滚球上半场大小',
      selections: [price(hou, 'O', '大', 0.9, '1.5'), price(hou, 'U', '小', 0.96, '1.5')],
    },
    {
      w: pd,
      name: preMatch ? '波胆' : '滚球波胆',
      selections: scores.map(([rtype, name, odds]) => price(pd, rtype, name, odds)),
    },
    {
      w: eo,
      name: preMatch ? '单双' : '滚球单双',
      selections: [price(eo, 'ODD', '单', 0.92), price(eo, 'EVEN', '双', 0.94)],
    },
  ];
}

/** Two more lines of a handicap or total market, after its main line (as the server lists them). */
function moreLines(w: string, id: string, h: string, c: string) {
  const price = pricesOf(id);
  const line = (rtype: string, name: string, odds: number, handicap: string, key: string) =>
    price(w, rtype, name, odds, handicap, key);
  return w === 'R' || w === 'RE'
    ? [
        line('H', h, 0.62, '0', '0'),
        line('C', c, 1.3, '0', '0'),
        line('H', h, 1.22, '-1', '-1'),
        line('C', c, 0.7, '1', '1'),
      ]
    : [
        line('O', '大', 0.62, '1.5', '1.5'),
        line('U', '小', 1.3, '1.5', '1.5'),
        line('O', '大', 1.3, '3.5', '3.5'),
        line('U', '小', 0.62, '3.5', '3.5'),
      ];
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
        if (options.sport) {
          const other = (options.sport === 'TN' ? tennisOdds : baseballOdds)(asked ?? '8800');
          return ok({ method: 'odds', gameId: other.match.gameId, oddsType: 'H', ...other });
        }
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
                  name: options.preMatch ? '全场让球' : '滚球全场让球',
                  selections: [
                    ...(m?.mainOdds.slice(0, 2) ?? []),
                    ...(m ? moreLines(hdp ?? 'RE', m.gameId, m.team_h, m.team_c) : []),
                  ],
                },
                {
                  w: ou,
                  name: options.preMatch ? '全场大小' : '滚球全场大小',
                  selections: [
                    ...(m?.mainOdds.slice(2, 4) ?? []),
                    ...(m ? moreLines(ou ?? 'ROU', m.gameId, m.team_h, m.team_c) : []),
                  ],
                },
                {
                  w: x12,
                  name: options.preMatch ? '全场独赢' : '滚球全场独赢',
                  selections: m?.mainOdds.slice(4) ?? [],
                },
                ...(m ? otherMarkets(m, options.preMatch === true) : []),
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
