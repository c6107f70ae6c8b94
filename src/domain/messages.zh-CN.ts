// Simplified Chinese texts of the domain rules. Texts the spec gives in Chinese are verbatim
// (投注项数量已达上限, 当前还有订单正在确认中,请稍等, 即将开始); texts the spec gives in
// English are written as natural simplified Chinese. Keys marked "designed" have no text in the
// spec at all. Placeholders use the i18next form {{name}}.
export const zhCN = {
  // section 5: login and register
  usernameRequired: '用户名不能为空',
  usernameRule: '4-11位字符,至少2个字母+数字组合,首位为字母',
  passwordRequired: '密码不能为空',
  passwordRule: '请输入8-12位字母+数字组合',
  passwordMismatch: '两次密码输入不一致',
  withdrawPasswordRequired: '请输入取款密码', // designed
  withdrawPasswordRule: '取款密码为6位数字', // designed: 6 digits, as Chinese cashiers use
  agreementRequired: '请同意相关条款和隐私政策',
  // section 5: forgot password
  forgotUsernameRequired: '请输入用户名',
  phoneInvalid: '请输入正确的手机号码',
  emailRequired: '请输入邮箱',
  emailInvalid: '请输入正确的邮箱',
  codeRequired: '请输入验证码',
  newPasswordRequired: '请设置新密码',
  newPasswordMismatch: '两次密码输入不一致,请重新输入',
  confirmPasswordRequired: '请再次输入新密码', // designed
  oldPasswordRequired: '请输入原密码', // designed
  samePassword: '新密码不能与原密码相同', // designed
  revealUnavailable: '暂无可查看的资料', // designed
  tooLong: '输入内容超出长度限制', // designed: the spec gives input maxima only
  // section 5: captcha and new device
  captchaRequired: '请输入验证码',
  deviceCodeIncomplete: '请输入6位数字验证码', // designed
  codeNotRequested: '请先获取验证码',
  phoneFragmentInvalid: '手机号码错误',
  // section 5: real name, transfer-in, stake
  realNameInvalid: '请输入正确的姓名',
  transferAmountRequired: '请输入转入金额',
  amountNegative: '金额不能为负数', // designed: a typed minus is refused, never dropped
  transferAmountInvalid: '请输入正确的转入金额', // designed
  stakeRequired: '请输入投注金额', // designed
  stakeInvalid: '请输入正确的投注金额', // designed
  stakeBelowMin: '投注金额低于最低限额', // designed
  // section 5: betting slip
  slipFull: '投注项数量已达上限',
  slipConfirming: '当前还有订单正在确认中,请稍等',
  stakeCapped: '投注金额已调整为可投注的最大金额', // designed
  betPlaced: '投注成功', // designed
  betOddsChanged: '赔率已变化,请确认新赔率后再投注', // designed
  betNetworkError: '网络异常,请重试', // designed
  // odds formats (section 3)
  oddsE: '欧洲盘',
  oddsH: '香港盘',
  oddsI: '印尼盘',
  oddsM: '马来盘',
  // match period (section 4)
  periodStartingSoon: '即将开始',
  periodFirstHalf: '上半场',
  periodSecondHalf: '下半场',
  periodHalfTimeBreak: '中场休息',
  periodHalfTime: '中场',
  periodQ1: '第一节',
  periodQ2: '第二节',
  periodQ3: '第三节',
  periodQ4: '第四节',
  periodOvertime: '加时',
  periodInning: '第{{inning}}局',
  periodSet: '第{{set}}盘',
  periodGame: '第{{set}}局',
  periodLive: '滚球',
  // bet results (section 3)
  betResultW: '赢',
  betResultLW: '赢半',
  betResultLL: '输半',
  betResultL: '输',
  betResultP: '和局',
  betResultA: '退回',
  betResultD: '取消',
  betResultUnknown: '未知',
  // designed: the spec lists the reasons but not the code-to-reason mapping
  betReasonD0: '自动取消',
  betReasonD1: '赛事取消',
  betReasonD2: '赔率错误',
  betReasonD3: '赛果错误',
  betReasonD4: '异常投注',
  betReasonD5: '赛事提前开始',
  betReasonD6: '进球取消',
  betReasonD7: '红卡取消',
  betReasonD8: '队名错误',
  betReasonD9: '赛事延期',
  betReasonDA: '赛事腰斩',
  betReasonDB: '球员退赛',
  betReasonDC: '无角球',
  betReasonDD: '无罚牌',
  betReasonDE: '无点球',
  betReasonDF: '投注失败',
  betReasonDG: '无盘局',
  betReasonDH: '视频裁判判定',
  betReasonDI: '赛事中断',
  betReasonDJ: '比赛场地变更',
  betReasonDK: '比赛时间变更',
  betReasonDL: '赔率更新延迟',
  betReasonDM: '盘口错误',
  betReasonDN: '重复投注',
  betReasonDO: '赛事已开始',
  betReasonDP: '违反投注规则',
  betReasonDQ: '系统错误',
  betReasonDR: '官方赛果变更',
  betReasonDS: '无进球球员',
  betReasonDT: '比赛未完成',
  betReasonDU: '赛事数据错误',
  betReasonDV: '球队弃权',
  betReasonDW: '天气原因取消',
  betReasonDX: '场地原因取消',
  betReasonDY: '管理员取消',
  betReasonDZ: '其他原因',
  // stores: texts the stores show (section 4, 8; spec texts verbatim)
  tipsTitle: '温馨提示',
  loadingText: '加载中...',
  venueStarting: '启动中...',
  loginRequiredTip: '请先登录账号,才能了解更多',
  bindRealNameGo: '去完善',
  dataErrorReenter: '数据异常,请重新进入游戏',
  copySuccess: '复制成功',
  copyFailed: '复制失败,请长按文字手动复制',
  reloginRequired: '请重新登录',
  registerSuccess: '注册成功',
  codeGet: '获取验证码',
  codeGetAgain: '重新获取',
  transferSuccess: '转账成功',
  recycleSuccess: '回收成功',
  venueActivityNotice: '您当前仍在活动中,转入后未完成流水不可转出',
  genericError: '服务开小差了,请稍后再试',
  // designed: a captcha failure's prefix (section 8: 1 picture, 2 check, 6 provider) on the generic error
  genericErrorPrefixed: '{{prefix}}服务开小差了,请稍后再试',
  // preset league shortcuts (section 9)
  leagueAll: '全部',
  leagueUcl: '欧洲冠军联赛',
  leagueEpl: '英超',
  leagueSerieA: '意甲',
  leagueLaLiga: '西甲',
  leagueBundesliga: '德甲',
  leagueLigue1: '法甲',
  leagueCsl: '中超',
} as const;

export type MessageKey = keyof typeof zhCN;
