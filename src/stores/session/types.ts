/** A passed captcha (spec section 3): kind 0 slider, 1 picture, 4 login type, 99 none (automatic logins). */
export interface CaptchaResult {
  kaptchcate: 0 | 1 | 4 | 99;
  codeId: string;
  code: string;
}

export interface LoginInput {
  name: string;
  password: string;
  remember?: boolean;
  captcha?: CaptchaResult;
}

export interface RegisterInput {
  name: string;
  password: string;
  repeatPassword: string;
  captcha?: CaptchaResult;
}

/** What a login or register attempt came to, for the dialog. */
export type AuthResult =
  | { status: 'ok' }
  /** The server asks for graphic (6021) or rapid (6022) verification: show the captcha, retry. */
  | { status: 'verify'; code: 6021 | 6022 }
  /** Risk login (6025-6029): new-device mode is open. */
  | { status: 'new_device'; message: string }
  | { status: 'error'; message: string };

/** Risk-login codes that open new-device mode (spec section 8). */
export const RISK_LOGIN_CODES: readonly number[] = [6025, 6026, 6027, 6028, 6029];
