// The response envelope {status_code, data, message} and the business codes of spec section 8.

export const Code = {
  success: 6000,
  loginExpired: 6001,
  invalidCredentials: 6002,
  accessDenied: 6003,
  notFound: 6004,
  serverError: 6005,
  badGateway: 6006,
  invalidParameter: 6007,
  illegalParameter: 6008,
  dataExists: 6009,
  uploadFailed: 6010,
  frequentSubmission: 6011,
  warning: 6012,
  maintenance: 6013,
  invocationError: 6014,
  unboundPhone: 6015,
  phoneVerification: 6016,
  phoneVerification2: 6017,
  graphicVerification: 6021,
  rapidVerification: 6022,
  ipNotPassed: 6025,
  deviceNotPassed: 6026,
  deviceAndIpNotPassed: 6027,
  longTimeNoLogin: 6028,
  riskyLogin: 6029,
  contactService: 6030,
  regionLimited: 6031,
  regionWarning: 6032,
  ipRestricted: 6033,
  maxPhoneAttempts: 6034,
  authRequired: 6035,
  authCodeError: 6036,
  authLocked: 6037,
  authCodeExpired: 6038,
  tooManyDevices: 6039,
  sixtySeconds: 6066,
  walletTokenExpired: 6099,
  passwordCheckFailure: 6100,
  lockingUnavailable: 6110,
  withdrawProtection: 6111,
  parameterError: 6301,
  uidVerification: 6302,
  noData: 6303,
  systemMaintenance: 6316,
  systemBusy: 6317,
  unnamedError: 6318,
  testing: 6366,
  systemAbnormal: 6399,
  venueActivity: 6413,
  venueMaintenance: 6415,
  bindRealName: 6449,
  popupNotPrompted: 6500,
  suspendedPopup: 6501,
  suspendedNoPopup: 6502,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

/** Standard messages (spec section 8), in simplified Chinese. */
export const Msg = {
  success: '成功',
  hiccup: '服务开小差了,请稍后再试',
  relogin: '请重新登录',
  uploadFailed: '文件上传失败',
  paramError: '请求参数错误',
  denied: '请求被拒绝',
  frequent: '请勿频繁提交',
  maintenance: '维护中',
  notFound: '数据未找到',
  illegal: '非法请求',
} as const;

export interface Envelope {
  status_code: number;
  data: unknown;
  message: string;
}

/** A business failure: answered as the envelope with HTTP 200. */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export function fail(code: number, message: string, data: unknown = null): never {
  throw new ApiFailure(code, message, data);
}

export function ok(data: unknown, message: string = Msg.success): Envelope {
  return { status_code: Code.success, data, message };
}

export function envelopeOf(e: ApiFailure): Envelope {
  return { status_code: e.code, data: e.data, message: e.message };
}
