// Every attempt limit, window and allowance of the server in one place (server/README.md,
// "Limits"). Defaults below; each can be overridden by an environment variable named in
// LIMIT_ENV (e.g. LIMIT_LOGIN_LOCK_AFTER=20) or by buildServer({ limits }).

export interface LimitsConfig {
  /** Accepted distance of the `timestamp` header from the server clock (replay window). */
  timestampWindowSec: number;
  /** Failed logins of one account before a picture captcha is required. */
  loginCaptchaAfter: number;
  /** Failed logins of one account before it is locked (6037 with `until`). */
  loginLockAfter: number;
  /** Failed logins from one address before a picture captcha is required. */
  addressCaptchaAfter: number;
  /** Failed logins from one address before the address is locked (6037). */
  addressLockAfter: number;
  /** Window in which failures are counted. */
  loginFailureWindowSec: number;
  /** How long a lock lasts. */
  loginLockSec: number;
  /** Guessable calls (login, register, codes, captchas, forgot password) per address per minute (6011). */
  authCallsPerAddressPerMinute: number;
  /** Calls without a captcha (kaptchcate 4 or a plain 99) per address per hour; past it 6021. */
  noCaptchaPerAddressPerHour: number;
  /** Wrong tries that kill a verification code. */
  codeMaxWrong: number;
  /** Codes sent to one number or e-mail per hour (6034). */
  codeSendPerTargetPerHour: number;
  /** Codes sent to one number or e-mail per day (6034). */
  codeSendPerTargetPerDay: number;
  /** Codes requested from one address per hour (6034). */
  codeSendPerAddressPerHour: number;
  /** Wrong withdraw passwords before the withdraw password is locked (6037). */
  withdrawPwdMaxWrong: number;
  /** How long the withdraw password stays locked. */
  withdrawPwdLockSec: number;
  /** Masked values (phone, e-mail, real name) one member may reveal per hour (6011 past it). */
  revealsPerMemberPerHour: number;
  /** Chat messages one socket may send per 10 seconds (more are refused with 6011). */
  chatMessagesPer10s: number;
  /** Open chat sockets of one member. */
  chatSocketsPerMember: number;
  /** Open chat sockets of one address. */
  chatSocketsPerAddress: number;
}

export const DEFAULT_LIMITS: LimitsConfig = {
  timestampWindowSec: 600,
  loginCaptchaAfter: 3,
  loginLockAfter: 10,
  addressCaptchaAfter: 5,
  addressLockAfter: 30,
  loginFailureWindowSec: 15 * 60,
  loginLockSec: 15 * 60,
  authCallsPerAddressPerMinute: 60,
  noCaptchaPerAddressPerHour: 10,
  codeMaxWrong: 5,
  codeSendPerTargetPerHour: 5,
  codeSendPerTargetPerDay: 10,
  codeSendPerAddressPerHour: 20,
  withdrawPwdMaxWrong: 5,
  withdrawPwdLockSec: 30 * 60,
  revealsPerMemberPerHour: 20,
  chatMessagesPer10s: 10,
  chatSocketsPerMember: 5,
  chatSocketsPerAddress: 20,
};

/** The environment variable of each limit. */
export const LIMIT_ENV: Record<keyof LimitsConfig, string> = {
  timestampWindowSec: 'LIMIT_TIMESTAMP_WINDOW_SEC',
  loginCaptchaAfter: 'LIMIT_LOGIN_CAPTCHA_AFTER',
  loginLockAfter: 'LIMIT_LOGIN_LOCK_AFTER',
  addressCaptchaAfter: 'LIMIT_ADDRESS_CAPTCHA_AFTER',
  addressLockAfter: 'LIMIT_ADDRESS_LOCK_AFTER',
  loginFailureWindowSec: 'LIMIT_LOGIN_FAILURE_WINDOW_SEC',
  loginLockSec: 'LIMIT_LOGIN_LOCK_SEC',
  authCallsPerAddressPerMinute: 'LIMIT_AUTH_CALLS_PER_ADDRESS_PER_MINUTE',
  noCaptchaPerAddressPerHour: 'LIMIT_NO_CAPTCHA_PER_ADDRESS_PER_HOUR',
  codeMaxWrong: 'LIMIT_CODE_MAX_WRONG',
  codeSendPerTargetPerHour: 'LIMIT_CODE_SEND_PER_TARGET_PER_HOUR',
  codeSendPerTargetPerDay: 'LIMIT_CODE_SEND_PER_TARGET_PER_DAY',
  codeSendPerAddressPerHour: 'LIMIT_CODE_SEND_PER_ADDRESS_PER_HOUR',
  withdrawPwdMaxWrong: 'LIMIT_WITHDRAW_PWD_MAX_WRONG',
  withdrawPwdLockSec: 'LIMIT_WITHDRAW_PWD_LOCK_SEC',
  revealsPerMemberPerHour: 'LIMIT_REVEALS_PER_MEMBER_PER_HOUR',
  chatMessagesPer10s: 'LIMIT_CHAT_MESSAGES_PER_10S',
  chatSocketsPerMember: 'LIMIT_CHAT_SOCKETS_PER_MEMBER',
  chatSocketsPerAddress: 'LIMIT_CHAT_SOCKETS_PER_ADDRESS',
};

/** Generous per-address limits for test servers where many players share 127.0.0.1 (the
 * journeys, the server tests' harness); the per-account limits stay as they are. */
export const SHARED_ADDRESS_LIMITS: Partial<LimitsConfig> = {
  addressCaptchaAfter: 100_000,
  addressLockAfter: 100_000,
  authCallsPerAddressPerMinute: 100_000,
  noCaptchaPerAddressPerHour: 100_000,
  codeSendPerAddressPerHour: 100_000,
  chatSocketsPerAddress: 100_000,
};

/** Defaults, then the environment, then the explicit overrides. */
export function resolveLimits(
  overrides: Partial<LimitsConfig> = {},
  env: Record<string, string | undefined> = process.env,
): LimitsConfig {
  const out: LimitsConfig = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(LIMIT_ENV) as Array<keyof LimitsConfig>) {
    const raw = env[LIMIT_ENV[key]];
    if (raw !== undefined && raw.trim() !== '' && Number.isFinite(Number(raw)))
      out[key] = Number(raw);
  }
  return { ...out, ...overrides };
}

/**
 * The mobile site address (`SITE_MOBILE_URL`, preInfo `h5DomainUrl`): empty (phones stay on this
 * site) or an absolute http(s) address of a mobile site elsewhere. This server serves no mobile
 * site: a relative address (`/m`) or another scheme would send every phone to this server's own
 * 页面不存在, so it is refused at start-up (issue 42), as is an address on this server's own
 * origin (`ownOrigins`, known to server/main.ts). Returns the address, trimmed.
 */
export function checkMobileSiteUrl(value: string, ownOrigins: readonly string[] = []): string {
  const url = value.trim();
  if (url === '') return '';
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.host)
    throw new Error(
      `SITE_MOBILE_URL must be empty or an absolute http(s) address of the mobile site (e.g. https://m.example.com), not ${JSON.stringify(url)}: this server serves no mobile site, so a path on it ends on its 页面不存在`,
    );
  if (ownOrigins.includes(parsed.origin))
    throw new Error(
      `SITE_MOBILE_URL ${JSON.stringify(url)} points at this server, which serves no mobile site: phones would end on its 页面不存在`,
    );
  return url;
}
