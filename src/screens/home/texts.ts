// Texts of the site chrome and the home screen, simplified and traditional.
// (To merge into src/i18n catalogues later; kept here so this screen does not edit them.)
import { useTranslation } from 'react-i18next';

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
};

export type HomeTexts = typeof zhCN;

const zhTW: HomeTexts = {
  brand: '體育娛樂',
  login: '登錄',
  register: '註冊',
  logout: '退出',
  refresh: '刷新餘額',
  refreshing: '刷新中',
  centerWallet: '中心錢包',
  welcome: '歡迎您',
  notices: '公告',
  noNotices: '暫無公告',
  venues: '遊戲場館',
  enter: '進入遊戲',
  maintenance: '維護中',
  more: '更多',
  loadFailed: '加載失敗',
  retry: '重試',
  responsible: '18+ 理性娛樂,未滿18周歲禁止使用本站服務',
  terms: '規則與條款',
  mainMenu: '主菜單',
  home: '首頁',
  categories: {
    TY: '體育',
    DZ: '電子',
    ZR: '真人',
    CP: '彩票',
    QP: '棋牌',
    DJ: '電競',
    BY: '捕魚',
  },
  unbuilt: '該頁面正在建設中',
  unbuiltHint: '此頁面尚未上線,請先瀏覽其他頁面。',
  backHome: '返回首頁',
  notFound: '頁面不存在',
  notFoundHint: '您訪問的頁面不存在或已被移除。',
  navigating: '頁面加載中',
  memberCentre: '個人中心',
  helpCentre: '幫助中心',
  settings: '版本與語言',
  editions: { classic: '經典版', professional: '專業版' },
  languages: { 'zh-CN': '简', 'zh-TW': '繁' },
};

export const homeTexts = { 'zh-CN': zhCN, 'zh-TW': zhTW } as const;

/** The texts of the current i18n language (simplified by default). */
export function useHomeText(): HomeTexts {
  const { i18n } = useTranslation();
  return i18n.language === 'zh-TW' ? zhTW : zhCN;
}
