// Texts of 提前兑现 (the cash-out button and its confirmation), simplified and traditional.
import { defineTexts } from '../../../i18n/screenTexts';

const zhCN = {
  cashOut: '提前兑现',
  cashedOut: '已兑现',
  partlyCashed: '已部分兑现',
  title: '确认提前兑现',
  fullValue: '可兑现金额',
  amount: '兑现金额(元)',
  amountHint: '少于全额时,按比例兑现部分本金,其余继续有效,赔率不变',
  all: '全额',
  confirm: '确认兑现',
  cancel: '取消',
  close: '关闭',
  quoting: '正在获取兑现金额…',
  submitting: '兑现中…',
  movedTitle: '兑现金额已变化',
  movedAsk: '按新金额兑现?',
  doneTitle: '兑现成功',
  done: '已兑现{{amount}}元,已存入中心钱包',
  failedTitle: '暂不可兑现',
  up: '上升',
  down: '下降',
};

export const cashOutTexts = defineTexts(zhCN, {
  cashOut: '提前兌現',
  cashedOut: '已兌現',
  partlyCashed: '已部分兌現',
  title: '確認提前兌現',
  fullValue: '可兌現金額',
  amount: '兌現金額(元)',
  amountHint: '少於全額時,按比例兌現部分本金,其餘繼續有效,賠率不變',
  all: '全額',
  confirm: '確認兌現',
  cancel: '取消',
  close: '關閉',
  quoting: '正在取得兌現金額…',
  submitting: '兌現中…',
  movedTitle: '兌現金額已變化',
  movedAsk: '按新金額兌現?',
  doneTitle: '兌現成功',
  done: '已兌現{{amount}}元,已存入中心錢包',
  failedTitle: '暫不可兌現',
  up: '上升',
  down: '下降',
});

export type CashOutTexts = typeof zhCN;
