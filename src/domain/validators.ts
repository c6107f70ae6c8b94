// Validation rules of spec section 5. Every validator is total: it never throws and answers
// `{ ok: true, value }` (the value to submit) or `{ ok: false, message }` (a MessageKey).
import type { MessageKey } from './messages.ts';

export type Validation<T = string> = { ok: true; value: T } | { ok: false; message: MessageKey };

const ok = <T>(value: T): Validation<T> => ({ ok: true, value });
const fail = <T = string>(message: MessageKey): Validation<T> => ({ ok: false, message });

/** Input maxima and lengths of spec sections 5 and 9. */
export const LIMITS = {
  usernameMin: 4,
  usernameMax: 11,
  passwordMin: 8,
  passwordMax: 12,
  forgotUsernameMax: 30,
  phoneMax: 11,
  emailMax: 40,
  codeMax: 30,
  captchaMax: 10,
  deviceCodeLength: 6,
  phoneFragmentLength: 4,
  transferAmountMax: 12,
  /** The withdraw (second) password: exactly 6 digits, as Chinese cashiers use. */
  withdrawPasswordLength: 6,
} as const;

const str = (input: unknown): string => (typeof input === 'string' ? input : '');
const isBlank = (s: string): boolean => s.trim() === '';

const REGISTER_USERNAME = /^[A-Za-z][A-Za-z0-9]{3,10}$/;
const count = (s: string, re: RegExp): number => s.match(re)?.length ?? 0;

/**
 * Username. Login: required only. Register: whitespace stripped, 4-11 characters, starts with a
 * letter, letters and digits only, at least 2 letters and 1 digit.
 */
export function validateUsername(
  input: string,
  mode: 'login' | 'register' = 'login',
): Validation<string> {
  const raw = str(input);
  if (mode === 'login') {
    const value = raw.trim();
    return value === '' ? fail('usernameRequired') : ok(value);
  }
  const value = raw.replace(/\s+/g, '');
  if (value === '') return fail('usernameRequired');
  if (
    !REGISTER_USERNAME.test(value) ||
    count(value, /[A-Za-z]/g) < 2 ||
    count(value, /[0-9]/g) < 1
  ) {
    return fail('usernameRule');
  }
  return ok(value);
}

const STRONG_PASSWORD = /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{8,12}$/;

/** Password. Login: required. Register and reset: 8-12 letters and digits, one of each. */
export function validatePassword(
  input: string,
  mode: 'login' | 'register' | 'reset' = 'login',
): Validation<string> {
  const value = str(input);
  if (value === '') return fail(mode === 'reset' ? 'newPasswordRequired' : 'passwordRequired');
  if (mode === 'login') return ok(value);
  return STRONG_PASSWORD.test(value) ? ok(value) : fail('passwordRule');
}

/** Repeat password on register: the password rule, and equal to the password. */
export function validateRepeatPassword(repeat: string, password: string): Validation<string> {
  const checked = validatePassword(repeat, 'register');
  if (!checked.ok) return checked;
  return checked.value === str(password) ? checked : fail('passwordMismatch');
}

/** The terms and privacy policy must be ticked on register. */
export function validateAgreement(agreed: boolean): Validation<true> {
  return agreed === true ? ok(true as const) : fail<true>('agreementRequired');
}

/** Forgot password, step 0: username required, at most 30 characters. */
export function validateForgotUsername(input: string): Validation<string> {
  const value = str(input).trim();
  if (value === '') return fail('forgotUsernameRequired');
  return value.length > LIMITS.forgotUsernameMax ? fail('tooLong') : ok(value);
}

/** A country area of `user/area/list` (section 3). */
export interface CountryArea {
  areaName?: string;
  areaCode: string;
  regex: string;
}

/** Default area +86: 1 followed by 10 digits. */
export const DEFAULT_AREA: CountryArea = { areaName: '中国', areaCode: '86', regex: '^1\\d{10}$' };

function areaPattern(area: CountryArea): RegExp {
  try {
    // The server's pattern must match the whole input, anchored or not.
    return new RegExp(`^(?:${area.regex})$`);
  } catch {
    return new RegExp(`^(?:${DEFAULT_AREA.regex})$`);
  }
}

/** Phone number by the selected country's regex; input at most 11 digits. */
export function validatePhone(input: string, area: CountryArea = DEFAULT_AREA): Validation<string> {
  const value = str(input).trim();
  if (value === '' || value.length > LIMITS.phoneMax || !/^\d+$/.test(value)) {
    return fail('phoneInvalid');
  }
  return areaPattern(area).test(value) ? ok(value) : fail('phoneInvalid');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail: required, text@text.text without spaces, at most 40 characters. */
export function validateEmail(input: string): Validation<string> {
  const value = str(input).trim();
  if (value === '') return fail('emailRequired');
  if (value.length > LIMITS.emailMax || !EMAIL.test(value)) return fail('emailInvalid');
  return ok(value);
}

/** Verification code (SMS, e-mail): required, at most 30 characters. */
export function validateVerificationCode(input: string): Validation<string> {
  const value = str(input).trim();
  if (value === '') return fail('codeRequired');
  return value.length > LIMITS.codeMax ? fail('tooLong') : ok(value);
}

const WITHDRAW_PASSWORD = /^[0-9]{6}$/;

/**
 * The withdraw (second) password: exactly 6 digits, the one rule of 安全认证, the withdraw form,
 * 修改取款密码 and 忘记取款密码 (the server refuses any other with 6007 取款密码为6位数字).
 */
export function validateWithdrawPassword(input: string): Validation<string> {
  const value = str(input);
  if (value === '') return fail('withdrawPasswordRequired');
  return WITHDRAW_PASSWORD.test(value) ? ok(value) : fail('withdrawPasswordRule');
}

/** Forgot password, step 2: the new password (8-12 letters and digits). */
export function validateNewPassword(input: string): Validation<string> {
  return validatePassword(input, 'reset');
}

/** Forgot password, step 2: the confirmation must equal the new password. */
export function validateConfirmNewPassword(confirm: string, password: string): Validation<string> {
  const value = str(confirm);
  if (value === '') return fail('confirmPasswordRequired');
  return value === str(password) ? ok(value) : fail('newPasswordMismatch');
}

/** Picture captcha: required, at most 10 characters. */
export function validatePictureCaptcha(input: string): Validation<string> {
  const value = str(input).trim();
  if (value === '') return fail('captchaRequired');
  return value.length > LIMITS.captchaMax ? fail('tooLong') : ok(value);
}

/** What a new-device code input keeps of a keystroke or paste: digits only, at most 6. */
export function sanitizeDeviceCode(input: string): string {
  return str(input).replace(/\D/g, '').slice(0, LIMITS.deviceCodeLength);
}

/** New-device code: digits only, complete at 6. */
export function validateDeviceCode(input: string): Validation<string> {
  const value = str(input);
  return /^\d{6}$/.test(value) ? ok(value) : fail('deviceCodeIncomplete');
}

/** New-device login: 6 digits entered and a code requested, else "get the code first". */
export function validateNewDeviceLogin(code: string, codeRequested: boolean): Validation<string> {
  if (!codeRequested) return fail('codeNotRequested');
  return validateDeviceCode(code);
}

/** The 4 missing middle digits of the masked phone. */
export function validatePhoneFragment(input: string): Validation<string> {
  const value = str(input);
  return /^\d{4}$/.test(value) ? ok(value) : fail('phoneFragmentInvalid');
}

/** Replaces the asterisks of a masked phone (e.g. 138****5678) with the 4 digits entered. */
export function completeMaskedPhone(masked: string, fragment: string): Validation<string> {
  const digits = validatePhoneFragment(fragment);
  if (!digits.ok) return digits;
  const m = str(masked);
  if (count(m, /\*/g) !== LIMITS.phoneFragmentLength || !/^[\d*]+$/.test(m)) {
    return fail('phoneFragmentInvalid');
  }
  let i = 0;
  return ok(m.replace(/\*/g, () => digits.value[i++] ?? ''));
}

export const MIDDLE_DOT = '·';
const HAN = /^\p{Script=Han}$/u;
const LATIN = /^[A-Za-z]$/;
const NAME_CHARS = /^[\p{Script=Han}A-Za-z·]+$/u;

/**
 * Real name. No two consecutive middle dots; does not start or end with one; starts and ends with
 * a letter or Chinese character; valid if Chinese at both ends, or only Latin letters and middle
 * dots. Designed tightening: only Chinese characters, Latin letters and middle dots are allowed
 * anywhere (the spec does not say what may stand between two Chinese ends).
 */
export function validateRealName(input: string): Validation<string> {
  const value = str(input).trim();
  const chars = Array.from(value);
  const first = chars[0] ?? '';
  const last = chars[chars.length - 1] ?? '';
  if (value === '' || !NAME_CHARS.test(value) || value.includes('··')) {
    return fail('realNameInvalid');
  }
  if (HAN.test(first) && HAN.test(last)) return ok(value);
  if (LATIN.test(first) && LATIN.test(last) && /^[A-Za-z·]+$/.test(value)) return ok(value);
  return fail('realNameInvalid');
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Transfer-in amount: required, numeric, at most 2 decimals, at most 12 characters, above 0. */
export function validateTransferAmount(input: string): Validation<string> {
  const value = str(input).trim();
  if (value === '') return fail('transferAmountRequired');
  if (value.startsWith('-')) return fail('amountNegative');
  if (value.length > LIMITS.transferAmountMax || !AMOUNT.test(value) || Number(value) <= 0) {
    return fail('transferAmountInvalid');
  }
  return ok(value);
}

/** Betting stake: required, a positive amount with at most 2 decimals, not below the minimum. */
export function validateStake(input: string, limits: { min?: number } = {}): Validation<number> {
  const value = str(input).trim();
  if (value === '') return fail<number>('stakeRequired');
  if (value.startsWith('-')) return fail<number>('amountNegative');
  const n = Number(value);
  if (!AMOUNT.test(value) || !Number.isFinite(n) || n <= 0) return fail<number>('stakeInvalid');
  if (limits.min !== undefined && n < limits.min) return fail<number>('stakeBelowMin');
  return ok(n);
}

/**
 * "Submit looks disabled until all fields are filled": true when every text is non-blank and
 * every flag (the agreement on register) is ticked.
 */
export function isFormComplete(
  fields: ReadonlyArray<string | boolean | null | undefined>,
): boolean {
  return fields.every((f) => (typeof f === 'boolean' ? f : typeof f === 'string' && !isBlank(f)));
}

export const isLoginFormComplete = (f: { username: string; password: string }): boolean =>
  isFormComplete([f.username, f.password]);

export const isRegisterFormComplete = (f: {
  username: string;
  password: string;
  repeatPassword: string;
  agreed: boolean;
}): boolean => isFormComplete([f.username, f.password, f.repeatPassword, f.agreed]);
