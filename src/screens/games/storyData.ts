// Lobby data of the stories: slot venues, a page of games answering the tab and the keyword,
// jackpot pools (the MSW handlers read the request like the server does).
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks';
import type { OperationData } from '../../sdk';

type StoryVenue = OperationData<'venueGetVenueInfoByCategory'>[number];

export const STORY_VENUES = [
  {
    enName: 'PGDZ',
    channelCode: 'PGDZ',
    name: 'PG电子',
    category: 'DZ' as const,
    icon: '',
    maintenance: false,
    sameTab: true,
    sort: 1,
  },
  {
    enName: 'JDBDZ',
    channelCode: 'JDBDZ',
    name: 'JDB电子',
    category: 'DZ' as const,
    icon: '',
    maintenance: false,
    sameTab: true,
    sort: 2,
  },
];

export const MAINTENANCE_VENUE = {
  enName: 'MGDZ',
  channelCode: 'MGDZ',
  name: 'MG电子',
  category: 'DZ' as const,
  icon: '',
  maintenance: true,
  sameTab: true,
  sort: 0,
};

const NAMES = [
  '麻将胡了',
  '赏金船长',
  '招财猫',
  '寻宝黄金城',
  '亡灵大盗',
  '变脸',
  '金鸡报喜',
  '台湾黑熊',
];

/** Each story game's type (the grid's type tabs). */
const TYPES = ['麻将', '冒险', '经典', '冒险', '冒险', '经典', '节庆', '经典'];
export const STORY_GAME_TYPES = ['麻将', '冒险', '经典', '节庆'];

export function storyGames(enName = 'PGDZ') {
  return NAMES.map((name, i) => ({
    gameCode: `${enName}-${i + 1}`,
    name,
    icon: '',
    enName,
    hot: i < 2,
    new: i % 3 === 1,
    collected: i === 1,
    gameType: TYPES[i] ?? '经典',
  }));
}

/** venueGameList answering tab, keyword and paging from the request body. */
export function gameListHandler() {
  return mockOperation('venueGameList', {
    resolver: async ({ request }) => {
      const body = (await request.json()) as {
        enName: string;
        tab?: string;
        keyword?: string;
        gameType?: string;
        pageNum: number;
        pageSize: number;
      };
      const all = storyGames(body.enName).filter(
        (g) =>
          (!body.keyword || g.name.includes(body.keyword)) &&
          (body.tab !== 'hot' || g.hot) &&
          (body.tab !== 'new' || g.new) &&
          (body.tab !== 'collection' || g.collected) &&
          (!body.gameType || g.gameType === body.gameType),
      );
      const start = (body.pageNum - 1) * body.pageSize;
      return HttpResponse.json({
        status_code: 6000,
        message: '成功',
        data: {
          list: all.slice(start, start + body.pageSize),
          pageNum: body.pageNum,
          pageSize: body.pageSize,
          total: all.length,
          gameTypes: STORY_GAME_TYPES,
        },
      });
    },
  });
}

export function lobbyHandlers(venues: StoryVenue[] | (() => StoryVenue[]) = STORY_VENUES) {
  return [
    typeof venues === 'function'
      ? // drawn at each request: a draw's countdown counts from the page's load, not from the
        // moment the stories module was read (minutes earlier in a long run)
        mockOperation('venueGetVenueInfoByCategory', {
          resolver: () => HttpResponse.json({ status_code: 6000, message: '成功', data: venues() }),
        })
      : mockOperation('venueGetVenueInfoByCategory', { data: venues }),
    mockOperation('venueGetBonusPools', {
      data: [
        { enName: 'PGDZ', gameCode: 'PGDZ-1', amount: 88_888.8 },
        { enName: 'JDBDZ', gameCode: 'JDBDZ-1', amount: 32_100 },
      ],
    }),
    gameListHandler(),
  ];
}

const BASE = { icon: '', maintenance: false, sort: 1 };

/** Live casino venues whose tables carry their limits. */
export const CASINO_VENUES = [
  {
    ...BASE,
    enName: 'AGZR',
    channelCode: 'AGZR',
    name: 'AG真人',
    category: 'ZR' as const,
    sameTab: true,
    tables: [
      { tableId: 'AGZR-T1', name: '百家乐 B01', gameCode: 'AGZR-1', minBet: 20, maxBet: 50_000 },
      { tableId: 'AGZR-T2', name: '百家乐 B02', gameCode: 'AGZR-1', minBet: 100, maxBet: 200_000 },
      { tableId: 'AGZR-T3', name: '龙虎 D01', gameCode: 'AGZR-2', minBet: 10, maxBet: 20_000 },
    ],
  },
  {
    ...BASE,
    enName: 'KXZR',
    channelCode: 'KXZR',
    name: '开心真人',
    category: 'ZR' as const,
    sameTab: false,
    sort: 2,
    tables: [
      { tableId: 'KXZR-T1', name: '骰宝 S01', gameCode: 'KXZR-2', minBet: 10, maxBet: 5_000 },
    ],
  },
];

/** Lottery venues with their next draw, `inMs` from now. */
export function lotteryVenues(inMs = 4 * 60_000 + 30_000) {
  return [
    {
      ...BASE,
      enName: 'G1CP',
      channelCode: 'G1CP',
      name: 'G1彩票',
      category: 'CP' as const,
      sameTab: false,
      nextDraw: {
        gameCode: 'G1CP-1',
        gameName: '重庆时时彩',
        issue: '20261123-042',
        drawAtMs: Date.now() + inMs,
      },
    },
  ];
}

/** Esports venues with hot matches being played. */
export const ESPORTS_VENUES = [
  {
    ...BASE,
    enName: 'IMDJ',
    channelCode: 'IMDJ',
    name: 'IM电竞',
    category: 'DJ' as const,
    sameTab: true,
    liveMatches: [
      {
        matchId: 'IMDJ-M1',
        gameName: '英雄联盟',
        league: 'LPL 春季赛',
        home: 'JDG',
        away: 'BLG',
        homeScore: 1,
        awayScore: 0,
      },
      {
        matchId: 'IMDJ-M2',
        gameName: 'DOTA2',
        league: 'DPC 中国联赛',
        home: 'LGD',
        away: 'XG',
        homeScore: 0,
        awayScore: 1,
      },
    ],
  },
];
