// Story data of the home page and the site chrome: the venues of the reference server's seed
// (server/db/seed.ts VENUES; the artwork stories show every one of them), as the navigation,
// hot games, bonus pools and promotions calls answer them.
import type { BonusPool, HotGame, NavigationCategory, PromoAd } from './HomeModel';

export const SEED_VENUES = [
  { enName: 'XMTY', category: 'TY', name: '星辰体育' },
  { enName: 'crty', category: 'TY', name: '皇冠体育' },
  { enName: 'IMTY', category: 'TY', name: 'IM体育' },
  { enName: 'PGDZ', category: 'DZ', name: 'PG电子' },
  { enName: 'JDBDZ', category: 'DZ', name: 'JDB电子' },
  { enName: 'AGZR', category: 'ZR', name: 'AG真人' },
  { enName: 'KXZR', category: 'ZR', name: '开心真人' },
  { enName: 'G1CP', category: 'CP', name: 'G1彩票' },
  { enName: 'SGCP', category: 'CP', name: 'SG彩票' },
  { enName: 'KYQP', category: 'QP', name: '开元棋牌' },
  { enName: 'IMDJ', category: 'DJ', name: 'IM电竞' },
  { enName: 'JDBBY', category: 'BY', name: 'JDB捕鱼' },
] as const;

const CATEGORY_NAMES = {
  TY: '体育',
  DZ: '电子',
  ZR: '真人',
  CP: '彩票',
  QP: '棋牌',
  DJ: '电竞',
  BY: '捕鱼',
} as const;
const PATHS = {
  TY: '/game/sport',
  DZ: '/game/egame',
  ZR: '/game/realbet',
  CP: '/game/lottery',
  QP: '/game/chess',
  DJ: '/game/gaming',
  BY: '/game/fishing',
} as const;

export const navigationFixture: NavigationCategory[] = (
  Object.keys(CATEGORY_NAMES) as (keyof typeof CATEGORY_NAMES)[]
).map((code, i) => ({
  id: i + 1,
  code,
  name: CATEGORY_NAMES[code],
  path: PATHS[code],
  icon: '',
  sort: i + 1,
  venues: SEED_VENUES.filter((v) => v.category === code).map((v, j) => ({
    enName: v.enName,
    channelCode: v.enName,
    name: v.name,
    category: v.category,
    icon: '',
    maintenance: v.enName === 'IMTY',
    sameTab: v.category !== 'TY',
    sort: j + 1,
  })),
}));

export const hotGamesFixture: HotGame[] = [
  '麻将胡了',
  '赏金船长',
  '招财猫',
  '寻宝黄金城',
  '亡灵大盗',
  '金鸡报喜',
].map((name, i) => ({
  gameCode: `pg-${i + 1}`,
  name,
  icon: '',
  enName: 'PGDZ',
  hot: i < 3,
  new: i === 4,
  collected: false,
}));

export const bonusPoolsFixture: BonusPool[] = [
  { enName: 'PGDZ', gameCode: 'pg-1', amount: 8_888_800 },
  { enName: 'JDBDZ', gameCode: 'jdb-1', amount: 3_210_000 },
  { enName: 'KYQP', gameCode: 'ky-1', amount: 1_200_000 },
];

export const promosFixture: PromoAd[] = (
  [
    {
      id: 11,
      activityId: 101,
      title: '首存送100%',
      routeName: 'firstDeposit',
      reward: { kind: 'depositRate', amount: 2664, rate: 1, rateMax: 1.5 },
    },
    {
      id: 12,
      activityId: 102,
      title: '天天签到领彩金',
      routeName: 'signGift',
      reward: { kind: 'daily', amount: 8.88 },
    },
    { id: 13, activityId: 103, title: '体育投注返水1.2%', routeName: 'bettingGift' },
    {
      id: 14,
      activityId: 104,
      title: '幸运大转盘',
      routeName: 'drawGift',
      reward: { kind: 'upTo', amount: 888 },
    },
  ] as const
).map((p) => ({
  ...p,
  imageUrl: '',
  startTime: '2026-11-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
  status: 1,
}));
