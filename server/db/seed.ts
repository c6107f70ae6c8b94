// Seed data: site config and flags, country areas, navigation, notices, venues of every
// category with games and bonus pools, promotions of every activity kind, VIP grades, help,
// sports leagues and matches (relative to the clock), demo players. Idempotent: runs when
// the site config is missing (first start) or by `npm run seed`.
import type { Db, Sql } from './adapter.ts';
import { hashSecret, sha256Hex } from '../auth.ts';
import { accountId, move } from '../ledger.ts';
import { MINUTE } from '../sports/sim.ts';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_PLAYERS = [
  {
    name: 'demo01',
    phone: '13800138000',
    realName: '张三',
    email: 'demo01@example.com',
    deposit: 1_000_000,
    points: 8800,
  },
  { name: 'demo02', phone: null, realName: null, email: null, deposit: 50_000, points: 0 },
  { name: 'demo03', phone: '13900139000', realName: '李四', email: null, deposit: 0, points: 0 },
] as const;

export const SITE_CONFIG = {
  title: '星辰体育',
  // none: phones stay on this site (the server's mobileSiteUrl / SITE_MOBILE_URL sets one)
  h5DomainUrl: '',
  siteId: '1',
  currency: 'CNY',
  defaultLanguage: 'zh-CN',
  flags: {
    hiddenAgent: 0,
    hiddenRealNumber: 0,
    withdrawPwd: 1,
    // grades are kept once reached: the reference server runs no monthly retention check, so the
    // VIP pages say 达到即永久享有 (docs/site-flags.md)
    vipNoSave: 1,
    // none configured: the download page shows no permanent address (a site sets its own)
    foreverSite: '',
    selfSport: 1,
    innerGame: 1,
    defaultLanguage: 'zh-CN',
    deposit: 1,
  },
};

export const COUNTRY_AREAS = [
  { areaName: '中国大陆', areaCode: '86', regex: '^1\\d{10}$' },
  { areaName: '中国香港', areaCode: '852', regex: '^[569]\\d{7}$' },
  { areaName: '中国澳门', areaCode: '853', regex: '^6\\d{7}$' },
  { areaName: '中国台湾', areaCode: '886', regex: '^09\\d{8}$' },
  { areaName: '马来西亚', areaCode: '60', regex: '^1\\d{8,9}$' },
  { areaName: '越南', areaCode: '84', regex: '^[35789]\\d{8}$' },
];

/** The sponsor page's entries: invented clubs and events (server/test checks no real name). */
export const SPONSORS = [
  {
    id: 1,
    title: '青岚城足球俱乐部官方合作伙伴',
    image: '/img/sponsor/qinglan.png',
    content: '2025-2027 赛季官方区域合作伙伴',
  },
  {
    id: 2,
    title: '星河杯城市足球邀请赛冠名赞助',
    image: '/img/sponsor/xinghe-cup.png',
    content: '2026 赛季',
  },
];

export const CATEGORIES = ['TY', 'DZ', 'ZR', 'CP', 'QP', 'DJ', 'BY'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_NAMES: Record<Category, string> = {
  TY: '体育',
  DZ: '电子',
  ZR: '真人',
  CP: '彩票',
  QP: '棋牌',
  DJ: '电竞',
  BY: '捕鱼',
};

export const VENUES: ReadonlyArray<{
  enName: string;
  category: Category;
  name: string;
  pool: number;
  games: string[];
  /** Each game's type (a tab of the lobby's grid), by position. */
  types?: string[];
  /** Live casino tables: [table, game position, min bet, max bet]. */
  tables?: Array<[string, number, number, number]>;
  /** Lottery: minutes between draws of the first game. */
  drawEveryMin?: number;
  /** Esports: hot matches being played (league, home, away, score). */
  matches?: Array<[number, string, string, string, number, number, number?]>;
}> = [
  { enName: 'XMTY', category: 'TY', name: '星辰体育', pool: 0, games: ['足球', '篮球', '网球'] },
  {
    enName: 'crty',
    category: 'TY',
    name: '皇冠体育',
    pool: 0,
    games: ['皇冠体育'],
    // the channel's own in-play football (league, home, away, score, minute)
    matches: [
      [0, '西班牙甲级联赛', '皇家马德里', '巴塞罗那', 1, 1, 63],
      [0, '意大利甲级联赛', '国际米兰', 'AC米兰', 0, 0, 28],
      [0, '德国甲级联赛', '拜仁慕尼黑', '多特蒙德', 2, 1, 71],
      [0, '中国超级联赛', '上海海港', '山东泰山', 0, 1, 52],
    ],
  },
  {
    enName: 'IMTY',
    category: 'TY',
    name: 'IM体育',
    pool: 0,
    games: ['IM体育'],
    matches: [
      [0, '法国甲级联赛', '巴黎圣日耳曼', '马赛', 1, 0, 40],
      [0, '荷兰甲级联赛', '阿贾克斯', '费耶诺德', 0, 2, 66],
      [0, '葡萄牙超级联赛', '本菲卡', '波尔图', 1, 1, 81],
    ],
  },
  {
    enName: 'PGDZ',
    category: 'DZ',
    name: 'PG电子',
    pool: 8_888_800,
    games: ['麻将胡了', '赏金船长', '招财猫', '寻宝黄金城', '亡灵大盗'],
    types: ['麻将', '冒险', '经典', '冒险', '冒险'],
  },
  {
    enName: 'JDBDZ',
    category: 'DZ',
    name: 'JDB电子',
    pool: 3_210_000,
    games: ['变脸', '台湾黑熊', '金鸡报喜'],
    types: ['经典', '经典', '节庆'],
  },
  {
    enName: 'AGZR',
    category: 'ZR',
    name: 'AG真人',
    pool: 0,
    games: ['百家乐', '龙虎', '轮盘'],
    types: ['百家乐', '龙虎', '轮盘'],
    tables: [
      ['百家乐 B01', 0, 20, 50_000],
      ['百家乐 B02', 0, 100, 200_000],
      ['龙虎 D01', 1, 10, 20_000],
      ['轮盘 R01', 2, 10, 10_000],
    ],
  },
  {
    enName: 'KXZR',
    category: 'ZR',
    name: '开心真人',
    pool: 0,
    games: ['百家乐', '骰宝'],
    types: ['百家乐', '骰宝'],
    tables: [
      ['极速百家乐 K01', 0, 50, 100_000],
      ['骰宝 S01', 1, 10, 5_000],
    ],
  },
  {
    enName: 'G1CP',
    category: 'CP',
    name: 'G1彩票',
    pool: 0,
    games: ['重庆时时彩', '北京赛车'],
    types: ['时时彩', '赛车'],
    drawEveryMin: 5,
  },
  {
    enName: 'SGCP',
    category: 'CP',
    name: 'SG彩票',
    pool: 0,
    games: ['六合彩', '快三'],
    types: ['六合彩', '快三'],
    drawEveryMin: 10,
  },
  {
    enName: 'KYQP',
    category: 'QP',
    name: '开元棋牌',
    pool: 1_200_000,
    games: ['斗地主', '抢庄牛牛', '炸金花'],
    types: ['扑克', '牛牛', '扑克'],
  },
  {
    enName: 'IMDJ',
    category: 'DJ',
    name: 'IM电竞',
    pool: 0,
    games: ['英雄联盟', 'DOTA2', '王者荣耀'],
    types: ['MOBA', 'MOBA', '手游'],
    matches: [
      [0, 'LPL 春季赛', 'JDG', 'BLG', 1, 0],
      [1, 'DPC 中国联赛', 'LGD', 'XG', 0, 1],
      [2, 'KPL 春季赛', 'AG超玩会', '狼队', 2, 1],
    ],
  },
  {
    enName: 'JDBBY',
    category: 'BY',
    name: 'JDB捕鱼',
    pool: 2_500_000,
    games: ['龙王捕鱼', '财神捕鱼'],
    types: ['捕鱼', '捕鱼'],
  },
];

export const ACTIVITY_KINDS = [
  'race',
  'land',
  'firstDeposit',
  'againDeposit',
  'newTask',
  'drawGift',
  'signGift',
  'bettingGift',
  'friendInvitation',
] as const;

const ACTIVITY_TITLES: Record<(typeof ACTIVITY_KINDS)[number], string> = {
  race: '周周竞赛 赢取豪礼',
  land: '新人落地页专享',
  firstDeposit: '首存加赠100%',
  againDeposit: '再存彩金天天送',
  newTask: '新手任务 轻松领彩金',
  drawGift: '幸运转盘 天天抽奖',
  signGift: '每日签到 好礼不断',
  bettingGift: '投注赠礼 多投多得',
  friendInvitation: '邀请好友 共享奖励',
};

export const VIP_GRADES = Array.from({ length: 10 }, (_, i) => ({
  grade: i,
  name: `VIP${i}`,
  depositRequired: i === 0 ? 0 : 1000 * 2 ** i,
  turnoverRequired: i === 0 ? 0 : 5000 * 2 ** i,
  upgradeBonus: i === 0 ? 0 : 18 * i * i,
  weeklyBonus: i === 0 ? 0 : 8 * i,
  monthlyBonus: i === 0 ? 0 : 28 * i,
  withdrawTimes: 5 + i,
  withdrawLimit: 50_000 * (i + 1),
  rebate: {
    TY: 0.4 + i * 0.1,
    DZ: 0.5 + i * 0.1,
    ZR: 0.4 + i * 0.08,
    CP: 0.3 + i * 0.05,
    QP: 0.5 + i * 0.1,
    DJ: 0.4 + i * 0.1,
    BY: 0.5 + i * 0.1,
  },
}));

export const HELP_KEYS = [
  ['kh', '开户'],
  ['ck', '存款'],
  ['qk', '取款'],
  ['zz', '转账'],
  ['yhgz', '优惠规则'],
  ['tjllq', '推荐浏览器'],
  ['xnbcqkjc', '虚拟币存取款教程'],
  ['tytzjc', '体育投注教程'],
  ['tysstqth', '体育赛事提前结算'],
  ['fjcjc', '防劫持教程'],
  ['rqgl', '让球攻略'],
  ['dxqgl', '大小球攻略'],
  ['cpwt', '彩票问题'],
  ['dzjj', '电子游戏简介'],
  ['tywt', '体育问题'],
  ['zrwt', '真人问题'],
  ['qtwt', '其他问题'],
  ['bczr', '博彩责任'],
  ['gywm', '关于我们'],
  ['gztk', '规则与条款'],
  ['hzhb', '合作伙伴'],
  ['ysgz', '隐私政策'],
  ['zxkf', '在线客服'],
] as const;

/** A league: the teams its matches are drawn from, and the whole field of its outright (the
 * champion market lists every team that can win it). */
interface League {
  id: number;
  gameType: string;
  name: string;
  teams: string[];
  field?: string[];
}

const LEAGUES: readonly League[] = [
  {
    id: 101,
    gameType: 'FT',
    name: '欧洲冠军联赛',
    teams: ['皇家马德里', '拜仁慕尼黑', '曼城', '巴黎圣日耳曼'],
    field: [
      '皇家马德里',
      '拜仁慕尼黑',
      '曼城',
      '巴黎圣日耳曼',
      '阿森纳',
      '巴塞罗那',
      '国际米兰',
      '利物浦',
      '勒沃库森',
      '马德里竞技',
      '多特蒙德',
      '本菲卡',
      '波尔图',
      '阿贾克斯',
      '凯尔特人',
      '萨尔茨堡',
    ],
  },
  {
    id: 102,
    gameType: 'FT',
    name: '英格兰超级联赛',
    teams: ['阿森纳', '利物浦', '切尔西', '曼联'],
    field: [
      '阿森纳',
      '利物浦',
      '切尔西',
      '曼联',
      '曼城',
      '热刺',
      '纽卡斯尔联',
      '阿斯顿维拉',
      '布莱顿',
      '西汉姆联',
      '水晶宫',
      '富勒姆',
      '布伦特福德',
      '诺丁汉森林',
      '伯恩茅斯',
      '埃弗顿',
      '狼队',
      '伯恩利',
      '利兹联',
      '桑德兰',
    ],
  },
  {
    id: 103,
    gameType: 'FT',
    name: '意大利甲级联赛',
    teams: ['国际米兰', 'AC米兰', '尤文图斯', '那不勒斯'],
    field: [
      '国际米兰',
      'AC米兰',
      '尤文图斯',
      '那不勒斯',
      '罗马',
      '拉齐奥',
      '亚特兰大',
      '佛罗伦萨',
      '博洛尼亚',
      '都灵',
    ],
  },
  {
    id: 104,
    gameType: 'FT',
    name: '西班牙甲级联赛',
    teams: ['巴塞罗那', '马德里竞技', '皇家社会', '比利亚雷亚尔'],
    field: [
      '巴塞罗那',
      '皇家马德里',
      '马德里竞技',
      '皇家社会',
      '比利亚雷亚尔',
      '皇家贝蒂斯',
      '塞维利亚',
      '毕尔巴鄂竞技',
      '瓦伦西亚',
      '赫罗纳',
    ],
  },
  {
    id: 105,
    gameType: 'FT',
    name: '德国甲级联赛',
    teams: ['多特蒙德', '勒沃库森', '莱比锡', '法兰克福'],
    field: [
      '拜仁慕尼黑',
      '勒沃库森',
      '多特蒙德',
      '莱比锡',
      '法兰克福',
      '斯图加特',
      '沃尔夫斯堡',
      '弗赖堡',
      '门兴格拉德巴赫',
      '美因茨',
    ],
  },
  {
    id: 106,
    gameType: 'FT',
    name: '法国甲级联赛',
    teams: ['马赛', '摩纳哥', '里尔', '里昂'],
    field: ['巴黎圣日耳曼', '马赛', '摩纳哥', '里尔', '里昂', '尼斯', '朗斯', '雷恩'],
  },
  {
    id: 107,
    gameType: 'FT',
    name: '中国超级联赛',
    teams: ['上海海港', '山东泰山', '北京国安', '成都蓉城'],
    field: [
      '上海海港',
      '上海申花',
      '成都蓉城',
      '山东泰山',
      '北京国安',
      '浙江队',
      '天津津门虎',
      '河南队',
    ],
  },
  {
    id: 201,
    gameType: 'BK',
    name: 'NBA',
    teams: ['湖人', '勇士', '凯尔特人', '掘金'],
    field: [
      '雷霆',
      '凯尔特人',
      '掘金',
      '骑士',
      '尼克斯',
      '湖人',
      '勇士',
      '森林狼',
      '火箭',
      '快船',
      '雄鹿',
      '步行者',
    ],
  },
  {
    id: 202,
    gameType: 'BK',
    name: 'CBA',
    teams: ['广东宏远', '辽宁本钢', '浙江广厦', '北京首钢'],
    field: [
      '辽宁本钢',
      '广东宏远',
      '浙江广厦',
      '北京首钢',
      '上海久事',
      '新疆广汇',
      '山西汾酒',
      '深圳马可波罗',
    ],
  },
  {
    id: 301,
    gameType: 'TN',
    name: 'ATP大师赛',
    teams: ['辛纳', '阿尔卡拉斯', '德约科维奇', '兹维列夫'],
    field: [
      '辛纳',
      '阿尔卡拉斯',
      '德约科维奇',
      '兹维列夫',
      '梅德韦杰夫',
      '弗里茨',
      '德雷珀',
      '鲁内',
      '郑钦文',
      '吴易昺',
    ],
  },
  {
    id: 401,
    gameType: 'VF',
    name: '虚拟足球联赛',
    teams: ['虚拟红队', '虚拟蓝队', '虚拟黄队', '虚拟绿队'],
  },
  {
    id: 501,
    gameType: 'BS',
    name: 'MLB',
    teams: ['洋基', '道奇', '红袜', '小熊'],
    field: ['道奇', '洋基', '费城人', '大都会', '勇士', '金莺', '红袜', '小熊', '太空人', '水手'],
  },
  {
    id: 601,
    gameType: 'VB',
    name: '女排联赛',
    teams: ['中国女排', '意大利女排', '巴西女排', '美国女排'],
    field: [
      '意大利女排',
      '中国女排',
      '巴西女排',
      '美国女排',
      '土耳其女排',
      '波兰女排',
      '日本女排',
      '塞尔维亚女排',
    ],
  },
  {
    id: 701,
    gameType: 'TT',
    name: '乒乓球世界杯',
    teams: ['樊振东', '王楚钦', '张本智和', '雨果'],
    field: ['王楚钦', '樊振东', '林诗栋', '张本智和', '雨果', '莫雷加德', '梁靖崑', '特鲁尔斯'],
  },
  {
    id: 801,
    gameType: 'SK',
    name: '斯诺克大师赛',
    teams: ['奥沙利文', '特鲁姆普', '丁俊晖', '希金斯'],
    field: ['奥沙利文', '特鲁姆普', '丁俊晖', '希金斯', '罗伯逊', '威尔逊', '赵心童', '塞尔比'],
  },
  {
    id: 901,
    gameType: 'OP',
    name: '手球联赛',
    teams: ['基尔', '巴塞罗那手球', '维斯普雷姆', '马格德堡'],
    field: [
      '巴塞罗那手球',
      '马格德堡',
      '维斯普雷姆',
      '基尔',
      '巴黎圣日耳曼手球',
      '奥尔堡',
      '凯尔采',
      '南特',
    ],
  },
];

/** Minutes into its match a league's live fixture is when created: each its own kick-off and
 * clock, inside the shortest match of its sport. */
const SHORTEST_MATCH: Record<string, number> = {
  FT: 105,
  VF: 16,
  BK: 60,
  BS: 90,
  OP: 70,
  TN: 72,
  VB: 66,
  TT: 32,
  SK: 70,
};

export function liveKickOff(l: League, now: number): number {
  const shortest = SHORTEST_MATCH[l.gameType] ?? 60;
  const into = (0.1 + ((l.id * 37) % 70) / 100) * shortest;
  return now - Math.round(into * MINUTE) - ((l.id * 13) % 60) * 1000;
}

/** The outright's field with its odds before the margin: favourites first. */
function outrightOf(l: League): Record<string, number> {
  const field = l.field ?? l.teams;
  return Object.fromEntries(field.map((t, i) => [t, Math.round(3000 + 1400 * i ** 1.4)]));
}

/** Longest a match lasts (the widest gap at which two matches of one team could overlap). */
const BUSY_MS = 4 * 60 * MINUTE;

/**
 * Two teams of the league free at `start`: none of them in a match starting within four hours of
 * it (no team plays two matches at once). Pairs are tried from `from` on; null when none is free.
 */
export function freePair(
  teams: readonly string[],
  fixtures: ReadonlyArray<{ team_h: string; team_c: string; starts_at: number }>,
  start: number,
  from: number,
): [string, string] | null {
  const busy = new Set(
    fixtures
      .filter((f) => Math.abs(Number(f.starts_at) - start) < BUSY_MS)
      .flatMap((f) => [f.team_h, f.team_c]),
  );
  const pairs: Array<[string, string]> = [];
  teams.forEach((h, i) => teams.forEach((c, j) => i < j && pairs.push([h, c])));
  for (let k = 0; k < pairs.length; k++) {
    const pair = pairs[(from + k) % pairs.length];
    if (pair && !busy.has(pair[0]) && !busy.has(pair[1])) return pair;
  }
  return null;
}

async function upsertDoc(db: Sql, key: string, value: unknown): Promise<void> {
  await db.query(
    'INSERT INTO site_docs (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [key, JSON.stringify(value)],
  );
}

export async function isSeeded(db: Sql): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM site_docs WHERE key = 'config'");
  return rows.length > 0;
}

/** Seeds everything once (skips what exists). `now` anchors the sports fixtures. */
export async function seed(db: Db, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertDoc(tx, 'config', SITE_CONFIG);
    await upsertDoc(tx, 'countryAreas', COUNTRY_AREAS);
    await upsertDoc(tx, 'notices', [
      {
        id: 1,
        title: '系统维护公告',
        content: '为提升服务品质,本站将于每周二 04:00-06:00 进行例行维护。',
        type: 1,
        createdAt: now - 86_400_000,
      },
      {
        id: 2,
        title: '欧冠决赛投注开启',
        content: '欧洲冠军联赛决赛冠军盘口已开放,欢迎投注。',
        type: 2,
        createdAt: now - 3_600_000,
      },
      {
        id: 3,
        title: '防诈骗提醒',
        content: '存款渠道仅通过官网、APP或官方客服获取,线下代充一律不予认可。',
        type: 1,
        createdAt: now - 7_200_000,
      },
    ]);
    // invented clubs and events, like the demo players and venues: the site claims no sponsorship
    // of a real club, league or event
    await upsertDoc(tx, 'sponsor', SPONSORS);
    await upsertDoc(tx, 'discountAds', [
      {
        id: 1,
        image: '/img/ad/first-deposit.png',
        title: '首存加赠100%',
        path: '/activity/firstDeposit/3',
      },
    ]);
    await upsertDoc(tx, 'vipGrades', VIP_GRADES);
    await upsertDoc(
      tx,
      'help',
      HELP_KEYS.map(([key, title]) => ({
        key,
        title,
        content: `${title}:请参阅本页说明,如有疑问请联系在线客服。`,
      })),
    );
    await upsertDoc(
      tx,
      'avatars',
      Array.from({ length: 8 }, (_, i) => ({ id: i + 1, url: `/img/avatar/${i + 1}.png` })),
    );
    await upsertDoc(tx, 'customerService', { url: '/app/help/zxkf' });
    await upsertDoc(tx, 'paymentTypes', [
      {
        channelCode: 'BANK',
        name: '银行卡转账',
        payType: 'bank',
        min: 100,
        max: 50000,
        kind: 'recharge',
      },
      {
        channelCode: 'ALIPAY',
        name: '支付宝',
        payType: 'alipay',
        min: 100,
        max: 20000,
        kind: 'recharge',
      },
      {
        channelCode: 'USDT',
        name: 'USDT-TRC20',
        payType: 'usdt',
        min: 100,
        max: 100000,
        kind: 'virtual',
      },
      {
        channelCode: 'HUIONE',
        name: '汇旺支付',
        payType: 'huione',
        min: 100,
        max: 50000,
        kind: 'huiwang',
      },
      {
        channelCode: 'XNBSK',
        name: '虚拟币扫码',
        payType: 'xnbsk',
        min: 100,
        max: 50000,
        kind: 'xnbsk',
      },
    ]);
    await upsertDoc(tx, 'vCurrency', [
      { currency: 'USDT', protocols: ['TRC20', 'ERC20'], rate: 7.2 },
      { currency: 'USDC', protocols: ['ERC20'], rate: 7.19 },
    ]);
    await upsertDoc(tx, 'withdrawCfg', {
      minAmount: 100,
      maxAmount: 500_000,
      dailyTimes: 10,
      fee: 0,
      usdtRate: 7.1,
    });

    for (const [i, v] of VENUES.entries()) {
      await tx.query(
        `INSERT INTO venues (en_name, category, name, sort, bonus_pool, data) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (en_name) DO NOTHING`,
        [
          v.enName,
          v.category,
          v.name,
          i,
          v.pool,
          JSON.stringify({
            icon: `/img/venue/${v.enName}.png`,
            ...(v.tables
              ? {
                  tables: v.tables.map(([name, game, minBet, maxBet], k) => ({
                    tableId: `${v.enName}-T${k + 1}`,
                    name,
                    gameCode: `${v.enName}-${game + 1}`,
                    minBet,
                    maxBet,
                  })),
                }
              : {}),
            ...(v.drawEveryMin ? { drawEveryMin: v.drawEveryMin } : {}),
            ...(v.matches
              ? {
                  liveMatches: v.matches.map(([game, league, home, away, hs, as, minute], k) => ({
                    matchId: `${v.enName}-M${k + 1}`,
                    gameName: v.games[game] ?? '',
                    league,
                    home,
                    away,
                    homeScore: hs,
                    awayScore: as,
                    ...(minute !== undefined ? { minute } : {}),
                  })),
                }
              : {}),
          }),
        ],
      );
      for (const [j, g] of v.games.entries()) {
        await tx.query(
          `INSERT INTO games (venue, game_code, name, hot, data) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
          [
            v.enName,
            `${v.enName}-${j + 1}`,
            g,
            j === 0,
            JSON.stringify({
              icon: `/img/game/${v.enName}-${j + 1}.png`,
              ...(v.types?.[j] ? { type: v.types[j] } : {}),
            }),
          ],
        );
      }
    }

    const existingPromos = await tx.query('SELECT 1 FROM promotions LIMIT 1');
    if (existingPromos.length === 0) {
      for (const [i, kind] of ACTIVITY_KINDS.entries()) {
        await tx.query(
          'INSERT INTO promotions (kind, title, sort, data, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [
            kind,
            ACTIVITY_TITLES[kind],
            i,
            JSON.stringify({
              image: `/img/activity/${kind}.png`,
              content: `${ACTIVITY_TITLES[kind]}:活动期间参与即可获得奖励,详情见活动规则。`,
              bonusRate: kind === 'firstDeposit' ? 1 : 0.1,
              maxBonus: 888,
              turnoverMultiple: 10,
              minDeposit: 100,
              venues: ['PGDZ', 'JDBDZ'],
              ...(kind === 'friendInvitation' ? { inviteReward: 18.88 } : {}),
            }),
            now - 30 * 86_400_000,
            now + 60 * 86_400_000,
          ],
        );
      }
      // One upcoming and one ended activity, so the list shows every status.
      const extra = [
        {
          kind: 'againDeposit',
          title: '双十二存款狂欢 即将开启',
          starts: now + 5 * 86_400_000,
          ends: now + 20 * 86_400_000,
        },
        {
          kind: 'race',
          title: '上周竞赛 圆满结束',
          starts: now - 14 * 86_400_000,
          ends: now - 7 * 86_400_000,
        },
      ];
      for (const [i, e] of extra.entries()) {
        await tx.query(
          'INSERT INTO promotions (kind, title, sort, data, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [
            e.kind,
            e.title,
            ACTIVITY_KINDS.length + i,
            JSON.stringify({
              content: `${e.title}:活动详情见活动规则。`,
              bonusRate: 0.2,
              maxBonus: 1888,
              turnoverMultiple: 12,
              minDeposit: 200,
              venues: ['PGDZ', 'JDBDZ'],
            }),
            e.starts,
            e.ends,
          ],
        );
      }
    }

    for (const l of LEAGUES) {
      await tx.query(
        'INSERT INTO leagues (id, game_type, name, sort) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [l.id, l.gameType, l.name, l.id],
      );
      // Four matches a league: live now (its own kick-off), today later, tomorrow (early), and
      // one finished; no team in two of them at once.
      const starts = [
        liveKickOff(l, now),
        laterToday(now),
        now + 26 * 60 * MINUTE,
        now - 4 * 60 * MINUTE,
      ];
      const placed: Array<{ team_h: string; team_c: string; starts_at: number }> = [];
      for (const [k, start] of starts.entries()) {
        const id = l.id * 100 + k + 1;
        const pair = freePair(l.teams, placed, start, k);
        if (!pair) continue;
        const [h, c] = pair;
        placed.push({ team_h: h, team_c: c, starts_at: start });
        await tx.query(
          `INSERT INTO matches (id, league_id, game_type, team_h, team_c, starts_at, champion, data)
           VALUES ($1, $2, $3, $4, $5, $6, FALSE, '{}') ON CONFLICT DO NOTHING`,
          [id, l.id, l.gameType, h, c, start],
        );
      }
      // A champion (outright) market a league, its whole field, settled a week later.
      const outright = outrightOf(l);
      await tx.query(
        `INSERT INTO matches (id, league_id, game_type, team_h, team_c, starts_at, champion, data)
         VALUES ($1, $2, $3, $4, $5, $6, TRUE, $7) ON CONFLICT DO NOTHING`,
        [
          l.id * 100 + 99,
          l.id,
          l.gameType,
          `${l.name} 冠军`,
          '',
          now + 7 * 86_400_000,
          JSON.stringify({ outright, winner: l.teams[0] }),
        ],
      );
    }

    await tx.query(
      `INSERT INTO letters (member_id, type, title, content, created_at)
       SELECT NULL, t.type, t.title, t.content, $1 FROM (VALUES
         (1, '欢迎加入', '欢迎来到星辰体育,祝您游戏愉快!'),
         (2, '首存加赠活动上线', '首存加赠100%,最高888元。'),
         (3, '平台公告', '请认准官方域名,谨防假冒网站。')) AS t(type, title, content)
       WHERE NOT EXISTS (SELECT 1 FROM letters)`,
      [now],
    );

    for (const p of DEMO_PLAYERS) {
      const exists = await tx.query('SELECT 1 FROM members WHERE name = $1', [p.name]);
      if (exists.length > 0) continue;
      const pw = await hashSecret(sha256Hex(DEMO_PASSWORD));
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO members (name, password_hash, second_password_hash, withdraw_password_hash, area_code, phone, email, real_name, created_at)
         VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          p.name,
          pw,
          p.phone ? await hashSecret(sha256Hex('123456')) : null,
          p.phone ? '86' : null,
          p.phone,
          p.email,
          p.realName,
          now - 90 * 86_400_000,
        ],
      );
      const id = Number(rows[0]?.id);
      if (p.realName) {
        await tx.query(
          `INSERT INTO payout_accounts (member_id, kind, bank_name, account_no, holder, protocol, branch, created_at) VALUES
           ($1, 'bank', '中国工商银行', $2, $3, '', 'ICBC', $4),
           ($1, 'alipay', '支付宝', $5, $3, '', 'ALIPAY', $4),
           ($1, 'usdt', 'USDT', $6, $3, 'TRC20', 'USDT', $4)`,
          [
            id,
            `62220200${p.phone?.slice(-8) ?? '00000000'}123`,
            p.realName,
            now,
            `${p.phone ?? ''}`,
            `TDemo${p.name}Address000000000000000`,
          ],
        );
      }
      const center = await accountId(tx, id, 'center');
      if (p.deposit > 0) {
        const channel = await accountId(tx, null, 'channel');
        await move(tx, {
          memberId: id,
          kind: 'deposit',
          from: channel,
          to: center,
          amount: p.deposit,
          at: now,
          memo: '初始体验金',
        });
      }
      if (p.points > 0) {
        await tx.query(
          `INSERT INTO points_grants (member_id, points, memo, created_at) VALUES ($1, $2, '开户赠送积分', $3)`,
          [id, p.points, now],
        );
      }
    }
  });
}

const DAY = 86_400_000;
const BEIJING = 8 * 3_600_000;

/**
 * A kick-off later on the same Beijing day (the board's 今日 list): in three hours, or before
 * midnight when the evening is later than 21:00 (then sooner, at least a minute from now).
 */
export function laterToday(now: number): number {
  const midnight = Math.floor((now + BEIJING) / DAY) * DAY + DAY - BEIJING;
  return Math.max(now + MINUTE, Math.min(now + 180 * MINUTE, midnight - 5 * MINUTE));
}

/**
 * Keeps the sports board alive on a long-running server: a league whose fixtures are all in the
 * past gets a new set (one live now, one later today, one tomorrow). Returns matches created.
 */
export async function ensureFixtures(db: Sql, now: number): Promise<number> {
  let created = 0;
  for (const l of LEAGUES) {
    const upcoming = await db.query(
      'SELECT 1 FROM matches WHERE league_id = $1 AND NOT champion AND starts_at > $2 LIMIT 1',
      [l.id, now + 60 * MINUTE],
    );
    if (upcoming.length > 0) continue;
    // generated fixtures of a league take ids from league id x 100000 upwards
    const max = await db.query<{ m: number }>(
      'SELECT COALESCE(MAX(id), 0)::bigint AS m FROM matches WHERE id >= $1 AND id < $2',
      [l.id * 100_000, (l.id + 1) * 100_000],
    );
    let next = Math.max(Number(max[0]?.m ?? 0) + 1, l.id * 100_000);
    const fixtures = await db.query<{ team_h: string; team_c: string; starts_at: number }>(
      'SELECT team_h, team_c, starts_at FROM matches WHERE league_id = $1 AND NOT champion AND starts_at > $2',
      [l.id, now - BUSY_MS * 2],
    );
    for (const start of [liveKickOff(l, now), laterToday(now), now + 26 * 60 * MINUTE]) {
      const pair = freePair(l.teams, fixtures, start, next);
      if (!pair) continue;
      const [h, c] = pair;
      const rows = await db.query(
        `INSERT INTO matches (id, league_id, game_type, team_h, team_c, starts_at, champion, data) VALUES ($1, $2, $3, $4, $5, $6, FALSE, '{}')
         ON CONFLICT DO NOTHING RETURNING id`,
        [next, l.id, l.gameType, h, c, start],
      );
      fixtures.push({ team_h: h, team_c: c, starts_at: start });
      next++;
      created += rows.length;
    }
  }
  // champion (outright) markets: a new one a week ahead once the last has closed
  for (const l of LEAGUES) {
    const open = await db.query(
      'SELECT 1 FROM matches WHERE league_id = $1 AND champion AND starts_at > $2 LIMIT 1',
      [l.id, now],
    );
    if (open.length > 0) continue;
    const lo = l.id * 100_000 + 90_000;
    const max = await db.query<{ m: number }>(
      'SELECT COALESCE(MAX(id), 0)::bigint AS m FROM matches WHERE id >= $1 AND id < $2',
      [lo, lo + 10_000],
    );
    const id = Math.max(Number(max[0]?.m ?? 0) + 1, lo);
    const outright = outrightOf(l);
    const winner = l.teams[Math.floor(now / 86_400_000) % l.teams.length];
    const rows = await db.query(
      `INSERT INTO matches (id, league_id, game_type, team_h, team_c, starts_at, champion, data) VALUES ($1, $2, $3, $4, '', $5, TRUE, $6)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        id,
        l.id,
        l.gameType,
        `${l.name} 冠军`,
        now + 7 * 86_400_000,
        JSON.stringify({ outright, winner }),
      ],
    );
    created += rows.length;
  }
  return created;
}

// `npm run seed`
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { openDb } = await import('./adapter.ts');
  const { migrate } = await import('./migrate.ts');
  const { DATA_DIR } = await import('../config.ts');
  const db = await openDb({ url: process.env.DATABASE_URL, dataDir: DATA_DIR });
  await migrate(db);
  await seed(db, Date.now());
  console.log('seeded');
  await db.close();
}
