// Texts of the site chrome and the home screen, simplified; the traditional side (texts.zh-TW.ts)
// loads with the traditional catalogue. (To merge into src/i18n catalogues later.)
import { useLanguage } from '../../i18n/useLanguage';
import { traditionalLater } from '../../i18n/screenTexts';

const zhCN = {
  brand: '体育娱乐',
  login: '登录',
  register: '注册',
  logout: '退出',
  refresh: '刷新余额',
  refreshing: '刷新中',
  centerWallet: '中心钱包',
  welcome: '欢迎您',
  notices: '公告',
  noNotices: '暂无公告',
  venues: '游戏场馆',
  enter: '进入游戏',
  maintenance: '维护中',
  more: '更多',
  loadFailed: '加载失败',
  retry: '重试',
  responsible: '18+ 理性娱乐,未满18周岁禁止使用本站服务',
  terms: '规则与条款',
  mainMenu: '主菜单',
  home: '首页',
  categories: {
    TY: '体育',
    DZ: '电子',
    ZR: '真人',
    CP: '彩票',
    QP: '棋牌',
    DJ: '电竞',
    BY: '捕鱼',
  },
  unbuilt: '该页面正在建设中',
  unbuiltHint: '此页面尚未上线,请先浏览其他页面。',
  backHome: '返回首页',
  notFound: '页面不存在',
  notFoundHint: '您访问的页面不存在或已被移除。',
  navigating: '页面加载中',
  memberCentre: '个人中心',
  helpCentre: '帮助中心',
  settings: '版本与语言',
  editions: { classic: '经典版', professional: '专业版' },
  languages: { 'zh-CN': '简', 'zh-TW': '繁' },
  heroLabel: '精选活动',
  prevSlide: '上一张',
  nextSlide: '下一张',
  slideLabel: '第 {{n}} 张,共 {{total}} 张',
  goToSlide: '查看第 {{n}} 张',
  pauseSlides: '暂停轮播',
  playSlides: '继续轮播',
  heroTitle: '顶级赛事 尽在掌握',
  heroSubtitle: '体育、真人、电子、彩票一站畅玩',
  categoriesTitle: '游戏分类',
  venueCount: '{{n}} 个场馆',
  hotGames: '热门游戏',
  hotBadge: '热门',
  newBadge: '新游',
  jackpot: '奖池累计',
  jackpotHint: '电子游戏奖池实时累计',
  promotions: '优惠活动',
  viewPromo: '查看详情',
  allPromos: '全部优惠',
  appTitle: '下载APP',
  appBody: '体育、真人、电子、彩票,一个APP随时随地畅玩。',
  appCta: '立即下载',
  appQr: 'APP下载二维码',
  emptyHome: '暂无可显示的内容',
  liveMatches: '滚球赛事',
  liveMatchesHint: '正在进行的比赛,点击进入投注',
  allMatches: '全部赛事',
  liveBadge: '滚球',
  vs: '对',
  home1x2: '主胜',
  draw1x2: '和局',
  away1x2: '客胜',
};

export type HomeTexts = typeof zhCN;

// the traditional side loads with the traditional catalogue (home is in the first script)
const zhTW = traditionalLater(() => import('./texts.zh-TW').then((m) => m.homeTextsTW));

/** The texts of a language (simplified by default). */
export function homeTextsFor(language: string): HomeTexts {
  return language === 'zh-TW' ? (zhTW.get() ?? zhCN) : zhCN;
}

/** A venue category's name: the operator's name from the data, but the standard one in the
 * page's language. The API answers in simplified Chinese only, so a traditional page would
 * otherwise show 体育 beside 首頁. */
export function categoryName(
  code: keyof HomeTexts['categories'],
  fromData: string | null | undefined,
  texts: HomeTexts,
): string {
  return !fromData || fromData === zhCN.categories[code] ? texts.categories[code] : fromData;
}

/** The texts of the current i18n language (simplified by default). */
export function useHomeText(): HomeTexts {
  return homeTextsFor(useLanguage());
}
