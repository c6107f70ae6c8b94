// Texts of the help centre, simplified and traditional. The page bodies are Markdown files in
// docs/ (one a page, <page>.md and its traditional <page>.zh-TW.md).
import { defineTexts, type TextShape } from '../../i18n/screenTexts';

const zhCN = {
  centre: '帮助中心',
  intro: '账户、存取款、投注规则与常见问题,一站查找',
  groups: {
    start: '新手入门',
    funds: '存取款',
    betting: '投注教程',
    faq: '常见问题',
    about: '关于本站',
  },
  search: {
    label: '搜索帮助',
    placeholder: '输入关键词,如 取款、让球、USDT',
    submit: '搜索',
    results: '找到 {{n}} 篇相关帮助',
    none: '未找到与“{{q}}”相关的帮助,换个关键词试试,或联系在线客服。',
    loading: '正在搜索...',
    resultList: '搜索结果',
  },
  more: '更多帮助',
  loadFailed: '内容加载失败',
  retry: '重试',
  service: {
    heading: '联系在线客服',
    hours: '客服7×24小时在线,平均响应时间30秒以内。',
    open: '联系在线客服',
    opening: '正在打开客服...',
    failed: '客服链接获取失败,请稍后重试',
  },
  partners: {
    heading: '合作场馆',
    hint: '以下场馆均已接入本站钱包,额度可一键转入转出。',
    empty: '暂无合作场馆',
  },
};

export type HelpTexts = typeof zhCN;

// zhTW:begin
const zhTW: TextShape<typeof zhCN> = {
  centre: '幫助中心',
  intro: '帳戶、存取款、投注規則與常見問題,一站查詢',
  groups: {
    start: '新手入門',
    funds: '存取款',
    betting: '投注教程',
    faq: '常見問題',
    about: '關於本站',
  },
  search: {
    label: '搜尋幫助',
    placeholder: '輸入關鍵詞,如 取款、讓球、USDT',
    submit: '搜尋',
    results: '找到 {{n}} 篇相關幫助',
    none: '未找到與“{{q}}”相關的幫助,換個關鍵詞試試,或聯絡線上客服。',
    loading: '正在搜尋...',
    resultList: '搜尋結果',
  },
  more: '更多幫助',
  loadFailed: '內容載入失敗',
  retry: '重試',
  service: {
    heading: '聯絡線上客服',
    hours: '客服7×24小時線上,平均響應時間30秒以內。',
    open: '聯絡線上客服',
    opening: '正在開啟客服...',
    failed: '客服連結取得失敗,請稍後重試',
  },
  partners: {
    heading: '合作場館',
    hint: '以下場館均已接入本站錢包,額度可一鍵轉入轉出。',
    empty: '暫無合作場館',
  },
};
// zhTW:end

export const helpTexts = defineTexts(zhCN, zhTW);
