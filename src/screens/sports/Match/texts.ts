// Texts of the match page (its states, the timeline), simplified and traditional; kept apart
// from the board's texts so the board's chunk does not carry them.
import { defineTexts } from '../../../i18n/screenTexts';

const zhCN = {
  matchNotFound: '赛事不存在',
  matchNotFoundHint: '该赛事不存在或已下架,请返回赛事列表',
  backToBoard: '返回赛事列表',
  timeline: '赛事动态',
  noEvents: '暂无赛事事件',
  notStarted: '未开赛 · {{time}}',
  matchOver: '已结束',
  marketsSuspended: '盘口暂停,请稍候',
  marketsClosed: '赛事已结束,盘口已关闭',
  eventGoal: '{{team}} 进球',
  eventRun: '{{team}} 得分',
  eventPeriod: '{{period}}结束 {{detail}}',
  eventSet: '{{period}} {{team}} 胜 {{detail}}',
  period_1H: '上半场',
  period_2H: '下半场',
  period_OT: '加时',
  period_Q: '第{{n}}节',
  period_S: '第{{n}}盘',
  period_G: '第{{n}}局',
  period_I: '第{{n}}局',
  period_F: '第{{n}}局',
};

export const matchTexts = defineTexts(zhCN, {
  matchNotFound: '賽事不存在',
  matchNotFoundHint: '該賽事不存在或已下架,請返回賽事列表',
  backToBoard: '返回賽事列表',
  timeline: '賽事動態',
  noEvents: '暫無賽事事件',
  notStarted: '未開賽 · {{time}}',
  matchOver: '已結束',
  marketsSuspended: '盤口暫停,請稍候',
  marketsClosed: '賽事已結束,盤口已關閉',
  eventGoal: '{{team}} 進球',
  eventRun: '{{team}} 得分',
  eventPeriod: '{{period}}結束 {{detail}}',
  eventSet: '{{period}} {{team}} 勝 {{detail}}',
  period_1H: '上半場',
  period_2H: '下半場',
  period_OT: '加時',
  period_Q: '第{{n}}節',
  period_S: '第{{n}}盤',
  period_G: '第{{n}}局',
  period_I: '第{{n}}局',
  period_F: '第{{n}}局',
});
export type MatchTexts = typeof zhCN;
