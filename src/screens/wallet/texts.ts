// Texts of the wallet screen, simplified and traditional (to merge into src/i18n later).
import { useLanguage } from '../../i18n/useLanguage';

const zhCN = {
  title: '我的钱包',
  centerWallet: '中心钱包',
  venueTotal: '场馆总余额',
  refresh: '刷新余额',
  refreshing: '刷新中',
  recycle: '回收',
  recycleAll: '一键回收',
  recycling: '回收中',
  hideZero: '隐藏零余额场馆',
  autoTransfer: '免转钱包(自动转入场馆)',
  venues: '场馆余额',
  venue: '场馆',
  balance: '余额',
  action: '操作',
  maintenance: '维护中',
  empty: '暂无场馆余额',
  loadFailed: '加载失败',
  retry: '重试',
};

export type WalletTexts = typeof zhCN;

const zhTW: WalletTexts = {
  title: '我的錢包',
  centerWallet: '中心錢包',
  venueTotal: '場館總餘額',
  refresh: '刷新餘額',
  refreshing: '刷新中',
  recycle: '回收',
  recycleAll: '一鍵回收',
  recycling: '回收中',
  hideZero: '隱藏零餘額場館',
  autoTransfer: '免轉錢包(自動轉入場館)',
  venues: '場館餘額',
  venue: '場館',
  balance: '餘額',
  action: '操作',
  maintenance: '維護中',
  empty: '暫無場館餘額',
  loadFailed: '加載失敗',
  retry: '重試',
};

export function useWalletText(): WalletTexts {
  return useLanguage() === 'zh-TW' ? zhTW : zhCN;
}
