// The route table of spec section 2 as plain data: paths, names, flags (auth, bindPhone) and
// layouts. `routes.tsx` turns it into react-router routes; the guards read the flags from it.
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** main: header, menu and footer; mine: member centre; help: help centre; sport: full width, no footer; bare: nothing around. */
export type Layout = 'main' | 'mine' | 'help' | 'sport' | 'bare';

export interface RouteMeta {
  /** Path relative to the parent (absolute for top-level routes). */
  path: string;
  /** The named screen of spec section 2 (screens.txt). */
  name: string;
  /** Page title shown in the tab. */
  title: string;
  /** Needs login (guard 1). Children of an auth parent inherit it. */
  auth?: boolean;
  /** Needs a bound phone and a bound real name (guard 2). */
  bindPhone?: boolean;
  /** The deposit page and the deposit help page: not found when the site deposit flag is 0 (guard 3). */
  deposit?: boolean;
  /** Not in any menu. */
  hidden?: boolean;
  /** Venue category of a game list page. */
  category?: 'TY' | 'DZ' | 'ZR' | 'CP' | 'QP' | 'DJ' | 'BY';
  layout?: Layout;
  children?: RouteMeta[];
}

export const HOME_PATH = '/';
export const NOT_FOUND_PATH = '/notFound';
export const AUTH_PAGE_PATH = '/mine/auth';
export const DEPOSIT_HELP_PATH = '/app/help/ck';
const FRIEND_INVITATION_PATH = '/activity/friendInvitation';

/** The page of an activity, from its kind (the server's `routeName`): /activity/<kind>/<id>;
 * the invitation page has no id. */
export function activityPath(routeName: string, id: number): string {
  return routeName === 'friendInvitation' ? FRIEND_INVITATION_PATH : `/activity/${routeName}/${id}`;
}

const activity = (segment: string, name: string, title: string): RouteMeta => ({
  path: `/activity/${segment}/:id`,
  name,
  title,
  layout: 'main',
});

const help = (path: string, title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  path,
  name: `help-${path}`,
  title,
  ...extra,
});

/** Every route of spec section 2, in the order of the spec. */
export const ROUTE_TABLE: RouteMeta[] = [
  { path: '/', name: 'home', title: '首页', layout: 'main' },
  { path: '/home', name: 'homeRedirect', title: '首页', layout: 'bare', hidden: true },
  { path: '/loading', name: 'loading', title: '加载中', layout: 'bare' },
  { path: '/pg/game', name: 'pgGame', title: '电子游戏', layout: 'bare', category: 'DZ' },
  { path: '/dz/game', name: 'dzGame', title: '电子游戏', layout: 'bare', category: 'DZ' },
  { path: '/game/sport', name: 'sport', title: '体育', layout: 'main', category: 'TY' },
  { path: '/game/realbet', name: 'realbet', title: '真人', layout: 'main', category: 'ZR' },
  { path: '/game/chess', name: 'chess', title: '棋牌', layout: 'main', category: 'QP' },
  { path: '/game/gaming', name: 'gaming', title: '电竞', layout: 'main', category: 'DJ' },
  { path: '/game/lottery', name: 'lottery', title: '彩票', layout: 'main', category: 'CP' },
  { path: '/game/egame', name: 'gameegame', title: '电子', layout: 'main', category: 'DZ' },
  { path: '/game/fishing', name: 'gamefishing', title: '捕鱼', layout: 'main', category: 'BY' },
  { path: '/agent', name: 'venture', title: '合营计划', layout: 'main' },
  { path: '/sponsor', name: 'sponsor', title: '赞助', layout: 'main' },
  { path: '/download', name: 'appdownload', title: 'APP下载', layout: 'main' },
  { path: '/game/sport/:enName', name: 'localSport', title: '体育', auth: true, layout: 'sport' },
  // designed (docs/live-sports.md): one match by its address, under its venue's board
  {
    path: '/game/sport/:enName/match/:gameId',
    name: 'sportMatch',
    title: '赛事详情',
    auth: true,
    layout: 'sport',
    hidden: true,
  },
  { path: '/game/:info', name: 'game', title: '游戏', auth: true, layout: 'main' },
  { path: '/activity/discount', name: 'discount', title: '优惠活动', layout: 'main' },
  activity('racePage', 'activityRacePage', '竞赛活动'),
  activity('activityLandPage', 'activityLandPage', '活动详情'),
  activity('firstDeposit', 'firstDeposit', '首存活动'),
  activity('againDeposit', 'againDeposit', '再存活动'),
  activity('newTask', 'newTask', '新人任务'),
  activity('drawGift', 'drawGift', '抽奖活动'),
  activity('signGift', 'signGift', '签到活动'),
  activity('bettingGift', 'bettingGift', '投注活动'),
  {
    path: FRIEND_INVITATION_PATH,
    name: 'friendInvitation',
    title: '好友邀请',
    layout: 'main',
  },
  {
    path: '/redirect/*',
    name: 'redirect',
    title: '跳转',
    auth: true,
    hidden: true,
    layout: 'main',
  },
  {
    path: '/mine',
    name: 'mine',
    title: '个人中心',
    auth: true,
    layout: 'mine',
    children: [
      { path: 'userinfo', name: 'userinfo', title: '个人资料' },
      { path: 'auth', name: 'auth', title: '安全认证' },
      { path: 'virtualCoinCard', name: 'virtualCoinCard', title: '虚拟币钱包', bindPhone: true },
      { path: 'alipayManage', name: 'alipayManage', title: '支付宝管理', bindPhone: true },
      { path: 'accountManage/:id', name: 'accountManage', title: '账户管理', bindPhone: true },
      { path: 'addBankCard', name: 'addBankCard', title: '添加银行卡', bindPhone: true },
      { path: 'introTutorial', name: 'introTutorial', title: '新手教程' },
      { path: 'exchange', name: 'exchange', title: '兑换' },
      { path: 'vip', name: 'vip', title: 'VIP' },
      { path: 'vip/detail', name: 'vipDetail', title: 'VIP详情' },
      { path: 'welfare', name: 'welfare', title: '福利中心' },
      { path: 'wallet', name: 'wallet', title: '我的钱包' },
      { path: 'transRecord', name: 'transRecord', title: '交易记录' },
      { path: 'betRecord', name: 'betRecord', title: '投注记录' },
      { path: 'giftRecord', name: 'giftRecord', title: '兑换记录' },
      { path: 'responsible', name: 'responsible', title: '博彩责任' },
      { path: 'message', name: 'message', title: '消息中心' },
      { path: 'feedback', name: 'feedback', title: '意见反馈' },
      { path: 'feedback/list', name: 'feedbackList', title: '反馈记录' },
      { path: 'savemoney', name: 'saveMoney', title: '存款', deposit: true },
      { path: 'transfermoney', name: 'transferMoney', title: '转账' },
      { path: 'takemoney', name: 'takeMoney', title: '取款' },
      { path: 'rechargeWait', name: 'rechargeWait', title: '充值等待', hidden: true },
      { path: 'transferWait', name: 'transferWait', title: '转账等待', hidden: true },
      { path: 'virtualWait', name: 'virtualWait', title: '虚拟币充值等待', hidden: true },
      { path: 'huiwangWait', name: 'huiwangWait', title: '汇旺充值等待', hidden: true },
      { path: 'xnbskWait', name: 'xnbskWait', title: '虚拟币收款等待', hidden: true },
    ],
  },
  {
    path: '/app/help',
    name: 'help',
    title: '帮助中心',
    layout: 'help',
    children: [
      help('kh', '开户协议'),
      help('ck', '存款帮助', { deposit: true }),
      help('qk', '取款帮助'),
      help('zz', '转账帮助'),
      help('yhgz', '优惠规则'),
      help('tjllq', '推荐浏览器'),
      help('xnbcqkjc', '虚拟币存取款教程'),
      help('tytzjc', '体育投注教程'),
      help('tysstqth', '体育赛事提前兑现'),
      help('fjcjc', '反假冒教程'),
      help('rqgl', '让球攻略'),
      help('dxqgl', '大小球攻略'),
      help('cpwt', '彩票问题'),
      help('dzjj', '电子游戏简介'),
      help('tywt', '体育问题'),
      help('zrwt', '真人问题'),
      help('qtwt', '其他问题'),
      help('bczr', '博彩责任'),
      help('gywm', '关于我们'),
      help('gztk', '规则与条款'),
      help('hzhb', '合作伙伴'),
      help('ysgz', '隐私政策'),
      help('zxkf', '在线客服'),
    ],
  },
  { path: NOT_FOUND_PATH, name: 'notFound', title: '页面不存在', layout: 'main', hidden: true },
  { path: '*', name: 'notFound', title: '页面不存在', layout: 'main', hidden: true },
];

/** The help page of the rules and terms (the 18+ footer links here). */
export const TERMS_PATH = '/app/help/gztk';

interface MetaRoute {
  path: string;
  meta: RouteMeta;
  children?: MetaRoute[];
}

function toMatchable(meta: RouteMeta): MetaRoute {
  return {
    path: meta.path,
    meta,
    children: meta.children?.map(toMatchable),
  };
}

const matchable = ROUTE_TABLE.map(toMatchable);

/** What the guards need of the route a path leads to: its chain of route entries and params. */
export interface MatchedRoute {
  chain: RouteMeta[];
  params: Record<string, string | undefined>;
  /** The innermost entry. */
  leaf: RouteMeta;
  /** Flags with inheritance: auth from any ancestor. */
  auth: boolean;
  bindPhone: boolean;
  deposit: boolean;
}

/** The route entries of a path (the catch-all when nothing else matches). */
export function matchRoute(pathname: string): MatchedRoute {
  const matches = matchRoutes(matchable as RouteObject[], pathname) ?? [];
  const chain = matches.map((m) => (m.route as unknown as MetaRoute).meta);
  const leaf = chain[chain.length - 1] ?? ROUTE_TABLE[ROUTE_TABLE.length - 1]!;
  const params = matches[matches.length - 1]?.params ?? {};
  return {
    chain: chain.length > 0 ? chain : [leaf],
    params,
    leaf,
    auth: chain.some((m) => m.auth === true),
    bindPhone: chain.some((m) => m.bindPhone === true),
    deposit: chain.some((m) => m.deposit === true),
  };
}

/** Every absolute path of the table (for tests and the report). */
export function allPaths(table: RouteMeta[] = ROUTE_TABLE, prefix = ''): string[] {
  return table.flatMap((m) => {
    const full = prefix === '' ? m.path : `${prefix}/${m.path}`;
    return [full, ...allPaths(m.children ?? [], full)];
  });
}
