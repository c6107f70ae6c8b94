// Lobby data of the stories: slot venues, a page of games answering the tab and the keyword,
// jackpot pools (the MSW handlers read the request like the server does).
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks';

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

export function storyGames(enName = 'PGDZ') {
  return NAMES.map((name, i) => ({
    gameCode: `${enName}-${i + 1}`,
    name,
    icon: '',
    enName,
    hot: i < 2,
    new: i % 3 === 1,
    collected: i === 1,
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
        pageNum: number;
        pageSize: number;
      };
      const all = storyGames(body.enName).filter(
        (g) =>
          (!body.keyword || g.name.includes(body.keyword)) &&
          (body.tab !== 'hot' || g.hot) &&
          (body.tab !== 'new' || g.new) &&
          (body.tab !== 'collection' || g.collected),
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
        },
      });
    },
  });
}

export function lobbyHandlers(venues = STORY_VENUES) {
  return [
    mockOperation('venueGetVenueInfoByCategory', { data: venues }),
    mockOperation('venueGetBonusPools', {
      data: [
        { enName: 'PGDZ', gameCode: 'PGDZ-1', amount: 88_888.8 },
        { enName: 'JDBDZ', gameCode: 'JDBDZ-1', amount: 32_100 },
      ],
    }),
    gameListHandler(),
  ];
}
