// Texts of the board's 我的注单 panel (the member's open bets with 提前兑现), simplified and traditional.
import { defineTexts } from '../../../i18n/screenTexts';

const zhCN = {
  empty: '暂无未结算注单',
  loggedOut: '登录后查看您的未结算注单,随时提前兑现',
  login: '登录',
  all: '全部投注记录',
  loading: '正在加载我的注单…',
};

export const myBetsTexts = defineTexts(zhCN, {
  empty: '暫無未結算注單',
  loggedOut: '登入後檢視您的未結算注單,隨時提前兌現',
  login: '登入',
  all: '全部投注記錄',
  loading: '正在載入我的注單…',
});
