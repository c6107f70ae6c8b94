// Attempt limits on rate-limiter-flexible: in memory on PGlite, in the `rate_limits` table on
// PostgreSQL (so every server process on one database shares them). Configured by
// server/security/config.ts; documented in server/README.md ("Limits").
import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Db } from '../db/adapter.ts';
import { PgDb } from '../db/adapter.ts';
import { Code, fail, Msg } from '../envelope.ts';
import { fmtTime } from '../handlers/util.ts';
import type { LimitsConfig } from './config.ts';

type Limiter = RateLimiterAbstract;

/** Keys carry names and addresses: long ones are hashed so they fit the table's key column. */
function keyOf(parts: Array<string | number>): string {
  const k = parts.map(String).join('|').toLowerCase();
  return k.length <= 160 ? k : createHash('sha256').update(k).digest('hex');
}

/** Consumes points; answers the limiter's state whether or not the limit was passed. */
async function hit(
  l: Limiter,
  key: string,
  points = 1,
): Promise<{ res: RateLimiterRes; over: boolean }> {
  try {
    return { res: await l.consume(key, points), over: false };
  } catch (e) {
    if (e instanceof RateLimiterRes) return { res: e, over: true };
    throw e;
  }
}

async function used(l: Limiter, key: string): Promise<{ points: number; msLeft: number }> {
  const r = await l.get(key);
  return r
    ? { points: r.consumedPoints, msLeft: Math.max(0, r.msBeforeNext) }
    : { points: 0, msLeft: 0 };
}

const lockedMessage = (until: number, what: string): string =>
  `${what}错误次数过多,已被锁定,请于 ${fmtTime(until)} 后再试`;

export class Limits {
  private readonly authCalls: Limiter;
  private readonly accountFailures: Limiter;
  private readonly addressFailures: Limiter;
  private readonly noCaptcha: Limiter;
  private readonly registerGrants: Limiter;
  private readonly codeTargetHour: Limiter;
  private readonly codeTargetDay: Limiter;
  private readonly codeAddressHour: Limiter;
  private readonly withdrawPwd: Limiter;
  private readonly reveals: Limiter;

  constructor(
    readonly config: LimitsConfig,
    db: Db | null,
  ) {
    const make = (prefix: string, points: number, duration: number): Limiter => {
      const opts = { keyPrefix: prefix, points: Math.max(1, points), duration };
      if (db instanceof PgDb)
        return new RateLimiterPostgres({
          ...opts,
          storeClient: db.pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          tableCreated: true,
          clearExpiredByTimeout: false,
        });
      return new RateLimiterMemory(opts);
    };
    const c = config;
    this.authCalls = make('auth-calls', c.authCallsPerAddressPerMinute, 60);
    this.accountFailures = make('login-account', c.loginLockAfter, c.loginFailureWindowSec);
    this.addressFailures = make('login-address', c.addressLockAfter, c.loginFailureWindowSec);
    this.noCaptcha = make('no-captcha', c.noCaptchaPerAddressPerHour, 3600);
    this.registerGrants = make('register-grant', 1, 120);
    this.codeTargetHour = make('code-target-h', c.codeSendPerTargetPerHour, 3600);
    this.codeTargetDay = make('code-target-d', c.codeSendPerTargetPerDay, 86_400);
    this.codeAddressHour = make('code-address-h', c.codeSendPerAddressPerHour, 3600);
    this.withdrawPwd = make('withdraw-pwd', c.withdrawPwdMaxWrong, c.withdrawPwdLockSec);
    this.reveals = make('reveals', c.revealsPerMemberPerHour, 3600);
  }

  /** A guessable call (login, register, codes, captchas, forgot password) from an address: 6011 past the limit. */
  async addressCall(ip: string): Promise<void> {
    if ((await hit(this.authCalls, keyOf([ip]))).over) fail(Code.frequentSubmission, Msg.frequent);
  }

  /** 6037 while the account or the address is locked; whether a captcha is required. */
  async loginGate(name: string, ip: string, now: number): Promise<{ captcha: boolean }> {
    const acc = await used(this.accountFailures, keyOf([name]));
    const addr = await used(this.addressFailures, keyOf([ip]));
    const c = this.config;
    const lockedFor = Math.max(
      acc.points >= c.loginLockAfter ? acc.msLeft : 0,
      addr.points >= c.addressLockAfter ? addr.msLeft : 0,
    );
    if (lockedFor > 0) {
      const until = now + lockedFor;
      fail(Code.authLocked, lockedMessage(until, '密码'), {
        until: fmtTime(until),
        untilMs: until,
      });
    }
    return { captcha: acc.points >= c.loginCaptchaAfter || addr.points >= c.addressCaptchaAfter };
  }

  async loginFailed(name: string, ip: string): Promise<void> {
    const c = this.config;
    const acc = await hit(this.accountFailures, keyOf([name]));
    if (acc.res.consumedPoints >= c.loginLockAfter)
      await this.accountFailures.block(keyOf([name]), c.loginLockSec);
    const addr = await hit(this.addressFailures, keyOf([ip]));
    if (addr.res.consumedPoints >= c.addressLockAfter)
      await this.addressFailures.block(keyOf([ip]), c.loginLockSec);
  }

  async loginSucceeded(name: string): Promise<void> {
    await this.accountFailures.delete(keyOf([name]));
  }

  /** Going without a captcha: within the free allowance of the address, else 6021. */
  async withoutCaptcha(ip: string): Promise<void> {
    if ((await hit(this.noCaptcha, keyOf([ip]))).over)
      fail(Code.graphicVerification, '请完成图形验证');
  }

  /** The automatic login right after a registration (kind 99), once, from the same address. */
  async grantAfterRegister(name: string, ip: string): Promise<void> {
    await this.registerGrants.delete(keyOf([name, ip]));
    await hit(this.registerGrants, keyOf([name, ip]));
  }

  async takeRegisterGrant(name: string, ip: string): Promise<boolean> {
    const key = keyOf([name, ip]);
    const g = await used(this.registerGrants, key);
    if (g.points <= 0) return false;
    return this.registerGrants.delete(key);
  }

  /** Code sending: per number (hour, day) and per address (hour); 6034 past them. */
  async codeSendGate(target: string, ip: string): Promise<void> {
    const c = this.config;
    const h = await used(this.codeTargetHour, keyOf([target]));
    const d = await used(this.codeTargetDay, keyOf([target]));
    const a = await used(this.codeAddressHour, keyOf([ip]));
    if (
      h.points >= c.codeSendPerTargetPerHour ||
      d.points >= c.codeSendPerTargetPerDay ||
      a.points >= c.codeSendPerAddressPerHour
    )
      fail(Code.maxPhoneAttempts, '获取验证码次数过多,请稍后再试');
  }

  async codeSent(target: string, ip: string): Promise<void> {
    await hit(this.codeTargetHour, keyOf([target]));
    await hit(this.codeTargetDay, keyOf([target]));
    await hit(this.codeAddressHour, keyOf([ip]));
  }

  /** 6037 while the member's withdraw password is locked. */
  async withdrawPwdGate(memberId: number, now: number): Promise<void> {
    const w = await used(this.withdrawPwd, keyOf([memberId]));
    if (w.points >= this.config.withdrawPwdMaxWrong && w.msLeft > 0) {
      const until = now + w.msLeft;
      fail(Code.authLocked, lockedMessage(until, '取款密码'), {
        until: fmtTime(until),
        untilMs: until,
      });
    }
  }

  async withdrawPwdFailed(memberId: number): Promise<void> {
    const r = await hit(this.withdrawPwd, keyOf([memberId]));
    if (r.res.consumedPoints >= this.config.withdrawPwdMaxWrong)
      await this.withdrawPwd.block(keyOf([memberId]), this.config.withdrawPwdLockSec);
  }

  async withdrawPwdOk(memberId: number): Promise<void> {
    await this.withdrawPwd.delete(keyOf([memberId]));
  }

  /** One reveal of a masked value (common/singleDataDecryption) by a member: 6011 past the hourly allowance. */
  async revealCall(memberId: number): Promise<void> {
    if ((await hit(this.reveals, keyOf(['reveal', memberId]))).over)
      fail(Code.frequentSubmission, Msg.frequent);
  }
}
