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
    how: '登录后在下方给客服留言:留言由本站保存,客服每天 10:00–22:00(北京时间)逐条回复,其他时间的留言在上班后回复。回复会即时显示在对话中,并保存在对话记录里,下次打开仍可查看。',
    conversation: '与客服的对话',
    loginFirst: '登录后即可在此与客服对话;未登录时可先查看常见问题。',
    login: '登录',
    input: '输入您的问题',
    send: '发送',
    empty: '还没有对话记录,留言后客服的回复会显示在这里。',
    connecting: '正在连接客服...',
    reconnecting: '连接已断开,正在重新连接...',
    me: '我',
    support: '在线客服',
    earlier: '查看更早的记录',
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
    how: '登入後在下方給客服留言:留言由本站儲存,客服每天 10:00–22:00(北京時間)逐條回覆,其他時間的留言在上班後回覆。回覆會即時顯示在對話中,並儲存在對話記錄裡,下次開啟仍可檢視。',
    conversation: '與客服的對話',
    loginFirst: '登入後即可在此與客服對話;未登入時可先檢視常見問題。',
    login: '登入',
    input: '輸入您的問題',
    send: '傳送',
    empty: '還沒有對話記錄,留言後客服的回覆會顯示在這裡。',
    connecting: '正在連線客服...',
    reconnecting: '連線已斷開,正在重新連線...',
    me: '我',
    support: '線上客服',
    earlier: '檢視更早的記錄',
  },
  partners: {
    heading: '合作場館',
    hint: '以下場館均已接入本站錢包,額度可一鍵轉入轉出。',
    empty: '暫無合作場館',
  },
};
// zhTW:end

export const helpTexts = defineTexts(zhCN, zhTW);
