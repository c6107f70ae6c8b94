// Texts of 热门直播 on the sports page.
import { defineTexts } from '../../../i18n/screenTexts';

export const hotLiveTexts = defineTexts(
  {
    title: '热门直播',
    empty: '暂无进行中的赛事',
    detail: '赛事详情',
    league: '联赛',
    start: '开赛时间',
    score: '比分',
    state: '状态',
    live: '进行中',
    notLive: '未开始',
    noVideo: '直播画面暂未开放,比分实时更新',
    bet: '前往投注',
    close: '关闭',
  },
  {
    title: '熱門直播',
    empty: '暫無進行中的賽事',
    detail: '賽事詳情',
    league: '聯賽',
    start: '開賽時間',
    score: '比分',
    state: '狀態',
    live: '進行中',
    notLive: '未開始',
    noVideo: '直播畫面暫未開放,比分即時更新',
    bet: '前往投注',
    close: '關閉',
  },
);
