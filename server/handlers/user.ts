// User: login (with risk-login new-device flow), register, captchas, verification codes,
// profile and bindings, password recovery, VIP grades, avatars.
import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../db/adapter.ts';
import type { Ctx, HandlerMap } from './types.ts';
import { fail, Code } from '../envelope.ts';
import {
  checkCaptcha,
  checkCode,
  createSession,
  hashSecret,
  hasAnyDevice,
  knownDevice,
  maskEmail,
  maskPhone,
  memberByName,
  newCaptcha,
  revokeSession,
  sendCode,
  trustDevice,
  verifyLoginSecret,
  verifySecret,
  CODE_RESEND_MS,
  CODE_TTL_MS,
  type Channel,
  type Member,
} from '../auth.ts';
import { accountId, balanceOf } from '../ledger.ts';
import { sessionTag, signJwt } from '../jwt.ts';
import { revokeTickets } from '../venue-page.ts';
import { fmtTime, num, str } from './util.ts';
import { requireWithdrawPin } from '../security/withdrawPin.ts';
import { checkPause } from '../responsible.ts';
import {
  doc,
  isOwnUpload,
  withdrawPasswordEnabled,
  NOT_OWN_UPLOAD,
  UPLOAD_PREFIX,
} from './site.ts';
import { VIP_GRADES, CATEGORIES } from '../db/seed.ts';

const VERIFIED_TTL_MS = 10 * 60 * 1000;

// In-memory state of one server instance (short-lived by design). Login failures, locks and
// allowances live in ctx.services.limits (server/security/limits.ts).
const forgetVerified = new Map<string, number>();
const emailTickets = new Map<string, { memberId: number; expiresAt: number }>();

/** Marks step two of the forgot-password flow done (used by provider states). */
export function markForgetVerified(memberId: number, by: 'Phone' | 'Email', until: number): void {
  forgetVerified.set(`${memberId}:${by}`, until);
}

export const LONG_ABSENCE_MS = 180 * 86_400_000;

const RISK: Record<string, { code: number; message: string }> = {
  ip: { code: Code.ipNotPassed, message: '当前IP异常,请进行手机验证' },
  device: { code: Code.deviceNotPassed, message: '检测到新设备登录,请进行手机验证' },
  device_ip: { code: Code.deviceAndIpNotPassed, message: '设备和IP异常,请进行手机验证' },
  long: { code: Code.longTimeNoLogin, message: '您已长时间未登录,请进行手机验证' },
  risky: { code: Code.riskyLogin, message: '登录存在风险,请进行手机验证' },
};

interface Switches {
  loginSuspended?: boolean;
  registerSlider?: boolean;
}

/** Real name rule of spec section 5. */
export function validRealName(name: string): boolean {
  const n = name.trim();
  if (!n || n.includes('··') || n.startsWith('·') || n.endsWith('·')) return false;
  const han = /\p{Script=Han}/u;
  const first = n[0] ?? '';
  const last = n[n.length - 1] ?? '';
  if (han.test(first) && han.test(last)) return /^[\p{Script=Han}·]+$/u.test(n);
  return /^[A-Za-z][A-Za-z·]*[A-Za-z]$/.test(n) || /^[A-Za-z]$/.test(n);
}

const CHANNEL: Record<string, Channel> = { '0': 'sms', '1': 'email', '2': 'voice' };

/** Finds a member by plain username or by the SHA-256 hex of the username. */
async function memberByNameOrHash(db: Sql, nameOrHash: string): Promise<Member | null> {
  // both lookups always run: a known name costs the time of an unknown one (issue 42)
  const direct = await memberByName(db, nameOrHash);
  const rows = await db.query<{ name: string }>(
    "SELECT name FROM members WHERE encode(sha256(convert_to(name, 'UTF8')), 'hex') = lower($1) OR encode(sha256(convert_to(lower(name), 'UTF8')), 'hex') = lower($1)",
    [nameOrHash],
  );
  const hashed = await memberByName(db, rows[0]?.name ?? '');
  return direct ?? hashed;
}

function matchesSecretValue(value: string | null, given: string): boolean {
  if (!value) return false;
  const g = given.trim().toLowerCase();
  return value.toLowerCase() === g || sha256(value) === g;
}

function sha256(s: string): string {
  return createHash('sha256').update(s, 'utf8').digest('hex');
}

/**
 * The captcha of a guessable call (register, code sending, forgot password): counted against
 * the address (6011), a picture captcha checked, or going without one (kind 4, 99) within the
 * address's free allowance (6021 past it). Login has its own rules (userLogin).
 */
async function requireCaptcha(
  ctx: Ctx,
  kaptchcate: number | null,
  codeId: string,
  code: string,
): Promise<void> {
  await ctx.services.limits.addressCall(ctx.ip);
  if (kaptchcate !== 0 && kaptchcate !== 1) {
    await ctx.services.limits.withoutCaptcha(ctx.ip);
    return;
  }
  await checkPictureCaptcha(ctx, kaptchcate, codeId, code);
}

async function checkPictureCaptcha(
  ctx: Ctx,
  kaptchcate: number | null,
  codeId: string,
  code: string,
): Promise<void> {
  if (kaptchcate === 0 || kaptchcate === 1) {
    if (!codeId || !code) fail(Code.graphicVerification, '请完成图形验证');
    if (!(await checkCaptcha(ctx.db, codeId, code, ctx.now))) {
      fail(
        kaptchcate === 0 ? Code.rapidVerification : Code.graphicVerification,
        kaptchcate === 0 ? '请完成快速验证' : '图形验证码错误',
      );
    }
  }
}

/** A code sent within the limits per number, per address and per day (6034); with
 * `deliver: false` kept but sent nowhere (a request matching no account, see sendCode). */
async function sendCodeLimited(
  ctx: Ctx,
  opts: { channel: Channel; target: string; purpose: string; deliver?: boolean },
): Promise<void> {
  await ctx.services.limits.codeSendGate(opts.target, ctx.ip);
  await sendCode(ctx.db, { ...opts, now: ctx.now });
  await ctx.services.limits.codeSent(opts.target, ctx.ip);
}

/** A login password older than this is worth changing: the header's reminder (member/info). */
export const PASSWORD_ADVICE_AGE_MS = 90 * 86_400_000;

async function memberInfo(db: Sql, m: Member, now: number): Promise<Record<string, unknown>> {
  const cards = await db.query('SELECT 1 FROM payout_accounts WHERE member_id = $1 LIMIT 1', [
    m.id,
  ]);
  // 100 with everything bound; a site without withdraw passwords counts none (it cannot be set)
  const level = (await withdrawPasswordEnabled(db))
    ? 20 +
      (m.phone ? 20 : 0) +
      (m.email ? 20 : 0) +
      (m.real_name ? 20 : 0) +
      (m.withdraw_password_hash ? 20 : 0)
    : 25 + (m.phone ? 25 : 0) + (m.email ? 25 : 0) + (m.real_name ? 25 : 0);
  return {
    userId: String(m.id),
    name: m.name,
    nickName: m.name,
    avatar: m.avatar ?? '/img/avatar/1.png',
    grade: m.grade,
    bindPhone: Boolean(m.phone),
    bindRealName: Boolean(m.real_name),
    bindEmail: Boolean(m.email),
    bindBankCard: cards.length > 0,
    bindSecondPassword: Boolean(m.withdraw_password_hash),
    // masked like the phone and e-mail; the member reveals it with common/singleDataDecryption
    realName: m.real_name ? maskName(m.real_name) : null,
    phone: m.phone ? maskPhone(m.phone) : null,
    email: m.email ? maskEmail(m.email) : null,
    gender: m.gender === 1 || m.gender === 2 ? m.gender : 0,
    birthday: m.birthday,
    registerDate: fmtTime(m.created_at),
    securityLevel: level,
    autoTransfer: m.auto_transfer,
    centerWalletBalance: (await balanceOf(db, m.id, 'center')) / 100,
    passwordChangeAdvised:
      now - Number(m.password_changed_at ?? m.created_at) >= PASSWORD_ADVICE_AGE_MS,
  };
}

/** A real name with all but its first character hidden (张三 -> 张*, Anna·Lee -> A*******). */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

function gradeOut(g: (typeof VIP_GRADES)[number]): Record<string, unknown> {
  return {
    grade: g.grade,
    name: g.name,
    depositRequired: g.depositRequired,
    turnoverRequired: g.turnoverRequired,
    upgradeBonus: g.upgradeBonus,
    birthdayBonus: g.grade === 0 ? 0 : 38 * g.grade,
    weeklyBonus: g.weeklyBonus,
    monthlyBonus: g.monthlyBonus,
    withdrawTimesPerDay: g.withdrawTimes,
    withdrawLimitPerDay: g.withdrawLimit,
    // rates as fractions (0.008 = 0.8 %), the seed holds percents
    rebates: CATEGORIES.map((c) => ({ category: c, rate: fraction(g.rebate[c]) })),
  };
}

/** A percent of the seed (0.8) as the contract's fraction (0.008). */
function fraction(percent: number): number {
  return Math.round(percent * 100) / 10_000;
}

const codeAnswer = { countdown: CODE_RESEND_MS / 1000, expireSeconds: CODE_TTL_MS / 1000 };

async function setPassword(db: Sql, memberId: number, hash: string, now: number): Promise<void> {
  const h = await hashSecret(hash);
  await db.query(
    'UPDATE members SET password_hash = $2, second_password_hash = $2, password_changed_at = $3 WHERE id = $1',
    [memberId, h, now],
  );
  await db.query('UPDATE sessions SET revoked = TRUE WHERE member_id = $1', [memberId]);
}

/** Binds the phone (with its area code) once the code sent to it checks. */
async function bindPhoneWithCode(
  ctx: Ctx,
  memberId: number,
  phone: string,
  areaCode: string,
): Promise<void> {
  await checkCode(ctx.db, {
    target: phone,
    purpose: 'bindPhone',
    code: str(ctx.body, 'code'),
    now: ctx.now,
    consume: true,
  });
  await ctx.db.query('UPDATE members SET phone = $2, area_code = $3 WHERE id = $1', [
    memberId,
    phone,
    areaCode,
  ]);
}

/** Sets the password (and logs every session out) once the code sent to `target` checks. */
/**
 * A logged-in member's new login password: every other session of the member is logged out,
 * the one that asked stays (the forgotten-password reset logs out all of them: setPassword).
 */
async function changeLoginPassword(ctx: Ctx, memberId: number, hash: string): Promise<void> {
  const h = await hashSecret(hash);
  await ctx.db.query(
    'UPDATE members SET password_hash = $2, password_changed_at = $3 WHERE id = $1',
    [memberId, h, ctx.now],
  );
  await ctx.db.query('UPDATE sessions SET revoked = TRUE WHERE member_id = $1 AND token <> $2', [
    memberId,
    ctx.token ?? '',
  ]);
}

async function setPasswordWithCode(ctx: Ctx, memberId: number, target: string): Promise<null> {
  await checkCode(ctx.db, {
    target,
    purpose: 'password',
    code: str(ctx.body, 'code'),
    now: ctx.now,
    consume: true,
  });
  await changeLoginPassword(ctx, memberId, str(ctx.body, 'password'));
  return null;
}

export const userHandlers: HandlerMap = {
  async userLogin(ctx) {
    const { body, db, now } = ctx;
    const switches = await doc<Switches>(db, 'switches', {});
    if (switches.loginSuspended) fail(Code.suspendedPopup, '系统升级中,暂停登录和注册');
    const name = str(body, 'name').trim();
    const password = str(body, 'password');
    const kaptchcate = num(body, 'kaptchcate');
    // attempt limits (issue 15): per address (6011), locks (6037), captcha after failures
    const limits = ctx.services.limits;
    await limits.addressCall(ctx.ip);
    const gate = await limits.loginGate(name, ctx.ip, now);
    let newDeviceCode = false;
    if (kaptchcate === 0 || kaptchcate === 1) {
      await checkPictureCaptcha(ctx, kaptchcate, str(body, 'codeId'), str(body, 'code'));
    } else if (kaptchcate === 99 && (await limits.takeRegisterGrant(name, ctx.ip))) {
      // the automatic login right after this address registered this name
    } else {
      if (gate.captcha) fail(Code.graphicVerification, '请完成图形验证');
      // kind 99 with an SMS code: the new-device login, judged once the member is known
      if (kaptchcate === 99 && str(body, 'sendCodeNum')) newDeviceCode = true;
      else await limits.withoutCaptcha(ctx.ip);
    }
    const m = await memberByName(db, name);
    // an unknown name is checked against a dummy hash: the same answer in the same time
    if (!(await verifyLoginSecret(m?.password_hash, password)) || !m) {
      await limits.loginFailed(name, ctx.ip);
      fail(Code.invalidCredentials, '账号或密码错误');
    }
    await limits.loginSucceeded(name);
    // responsible play: no login during a time-out or self-exclusion (6037 until when)
    await checkPause(db, m.id, now);
    // Risk login: a rule set on the member (IP, device, risky), a long absence, or a known player
    // on a device never seen before: the player proves the phone by an SMS code (kaptchcate 99).
    let risk: string | null = (m as Member & { risk?: string | null }).risk ?? null;
    if (!risk && m.last_login_at !== null && now - Number(m.last_login_at) > LONG_ABSENCE_MS)
      risk = 'long';
    if (!risk && (await hasAnyDevice(db, m.id)) && !(await knownDevice(db, m.id, ctx.uuid)))
      risk = 'device';
    if (newDeviceCode && !(risk && m.phone)) await limits.withoutCaptcha(ctx.ip);
    if (risk && m.phone) {
      const sendCodeNum = str(body, 'sendCodeNum');
      const rule = RISK[risk] ?? RISK.risky;
      if (kaptchcate === 99 && sendCodeNum) {
        await checkCode(db, {
          target: m.phone,
          purpose: 'newDevice',
          code: sendCodeNum,
          now,
          consume: true,
        });
        await db.query('UPDATE members SET risk = NULL WHERE id = $1', [m.id]);
      } else if (rule) {
        fail(rule.code, rule.message, { phoneNumber: maskPhone(m.phone) });
      }
    }
    await trustDevice(db, m.id, ctx.uuid);
    const token = await createSession(db, m.id, ctx.uuid, now);
    return { token, userId: String(m.id) };
  },

  async userRegister(ctx) {
    const { body, db, now } = ctx;
    const name = str(body, 'name').replace(/\s+/g, '');
    if (
      !/^[A-Za-z][A-Za-z0-9]{3,10}$/.test(name) ||
      (name.match(/[A-Za-z]/g) ?? []).length < 2 ||
      !/\d/.test(name)
    ) {
      fail(Code.invalidParameter, '4-11位字符,至少2个字母+数字组合,首位必须是字母');
    }
    if (str(body, 'password') !== str(body, 'secondPassword'))
      fail(Code.invalidParameter, '两次输入的密码不一致');
    const kaptchcate = num(body, 'kaptchcate');
    const switches = await doc<Switches>(db, 'switches', {});
    if (switches.loginSuspended) fail(Code.suspendedPopup, '系统升级中,暂停登录和注册');
    if (switches.registerSlider && kaptchcate !== 0) fail(Code.rapidVerification, '请完成快速验证');
    await requireCaptcha(ctx, kaptchcate, str(body, 'codeId'), str(body, 'code'));
    if (await memberByName(db, name)) fail(Code.dataExists, '用户名已存在');
    const hash = await hashSecret(str(body, 'password'));
    const rows = await db.query<{ id: number }>(
      `INSERT INTO members (name, password_hash, second_password_hash, invite_code, referral_code, domain, created_at)
       VALUES ($1, $2, $2, $3, $4, $5, $6) ON CONFLICT (name) DO NOTHING RETURNING id`,
      [
        name,
        hash,
        str(body, 'iCode') || null,
        str(body, 'rCode') || null,
        str(body, 'domain') || null,
        now,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) fail(Code.dataExists, '用户名已存在');
    await accountId(db, Number(id), 'center');
    await trustDevice(db, Number(id), ctx.uuid);
    // the automatic login that follows (kind 99) may go without a captcha, once
    await ctx.services.limits.grantAfterRegister(name, ctx.ip);
    return { userId: String(id) };
  },

  async userLogout(ctx) {
    await ctx.member();
    if (ctx.token) {
      await revokeSession(ctx.db, ctx.token);
      revokeTickets(ctx.services, ctx.token);
      ctx.services.chat.endSession(ctx.token);
    }
    return null;
  },

  async userMemberInfo(ctx) {
    return memberInfo(ctx.db, await ctx.member(), ctx.now);
  },

  async userMemberJwt(ctx) {
    const m = await ctx.member();
    const iat = Math.floor(ctx.now / 1000);
    return {
      jwt: signJwt({
        sub: String(m.id),
        name: m.name,
        iat,
        exp: iat + 24 * 3600,
        sid: sessionTag(ctx.token ?? ''),
      }),
    };
  },

  async userMemberBindOther(ctx) {
    const m = await ctx.member();
    const { body, db } = ctx;
    const realName = str(body, 'realName').trim();
    if (realName) {
      if (!validRealName(realName)) fail(Code.invalidParameter, '请输入正确的姓名');
      if (m.real_name && m.real_name !== realName) fail(Code.dataExists, '资料提交后不可修改');
    }
    const gender = num(body, 'gender');
    if (gender !== null && m.gender && m.gender !== gender)
      fail(Code.dataExists, '资料提交后不可修改');
    const birthday = str(body, 'birthday');
    if (birthday && m.birthday !== birthday) {
      if (m.birthday) fail(Code.dataExists, '资料提交后不可修改');
      const age = (ctx.now - Date.parse(`${birthday}T00:00:00Z`)) / (365.25 * 86_400_000);
      if (!Number.isFinite(age) || age < 18)
        fail(Code.invalidParameter, '未满18周岁不可使用本站服务');
    }
    await db.query(
      `UPDATE members SET real_name = COALESCE(real_name, $2), gender = COALESCE(gender, $3), birthday = COALESCE(birthday, $4) WHERE id = $1`,
      [m.id, realName || null, gender, birthday || null],
    );
    return null;
  },

  async userMemberValidateGeeCheck(ctx) {
    const { body } = ctx;
    // No slider provider is configured (the site's switches keep the slider off): the check
    // never vouches for what it cannot verify; the client falls back to the picture captcha.
    await ctx.services.limits.addressCall(ctx.ip);
    void body;
    fail(Code.invalidParameter, '快速验证未通过,请使用图形验证');
  },

  async userRegisterDefaultKaptcha(ctx) {
    await ctx.services.limits.addressCall(ctx.ip);
    const c = await newCaptcha(ctx.db, ctx.now);
    return {
      image: `data:image/svg+xml;base64,${Buffer.from(c.svg).toString('base64')}`,
      'x-code': c.codeId,
    };
  },

  async userSendCodeOne(ctx) {
    const { body, db } = ctx;
    await requireCaptcha(ctx, num(body, 'kaptchcate'), str(body, 'codeId'), str(body, 'imageCode'));
    const channel = CHANNEL[str(body, 'cate')] ?? 'sms';
    const type = str(body, 'type');
    const sendNum = str(body, 'SendCodeNum');
    if (type === '1') {
      // register: the phone or e-mail is given in clear
      if (channel === 'email' ? !/^\S+@\S+\.\S+$/.test(sendNum) : !/^\d{6,15}$/.test(sendNum)) {
        fail(
          Code.invalidParameter,
          channel === 'email' ? '请输入正确的邮箱' : '请输入正确的手机号码',
        );
      }
      await sendCodeLimited(ctx, { channel, target: sendNum, purpose: 'register' });
      return codeAnswer;
    }
    const m = await memberByNameOrHash(db, str(body, 'SendName'));
    const purpose = type === '3' ? 'newDevice' : 'forget';
    // The account's bound phone or e-mail when the request names it; otherwise (an unknown name,
    // nothing bound, another number) the same answer in the same time: a code is kept for what
    // was given but sent nowhere (no account enumeration, issue 42).
    let bound: string | null = null;
    if (channel === 'email')
      bound = m?.email && matchesSecretValue(m.email, sendNum) ? m.email : null;
    else if (
      m?.phone &&
      (matchesSecretValue(m.phone, sendNum) ||
        matchesSecretValue(`${m.area_code ?? '86'}${m.phone}`, sendNum))
    )
      bound = m.phone;
    await sendCodeLimited(ctx, {
      channel,
      target: bound ?? sendNum.trim().toLowerCase(),
      purpose,
      deliver: bound !== null,
    });
    return codeAnswer;
  },

  async userSendCodeTwo(ctx) {
    const m = await ctx.member();
    const { body, db } = ctx;
    await requireCaptcha(ctx, num(body, 'kaptchcate'), str(body, 'codeId'), str(body, 'imageCode'));
    const channel = CHANNEL[str(body, 'cate')] ?? 'sms';
    const type = str(body, 'type');
    const target = str(body, 'target').trim();
    let to: string;
    let purpose: string;
    if (type === '5') {
      if (!/^\d{6,15}$/.test(target)) fail(Code.invalidParameter, '请输入正确的手机号码');
      const taken = await db.query('SELECT 1 FROM members WHERE phone = $1 AND id <> $2', [
        target,
        m.id,
      ]);
      if (taken.length > 0) fail(Code.dataExists, '该手机号已被绑定');
      to = target;
      purpose = 'bindPhone';
    } else if (type === '6') {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(target))
        fail(Code.invalidParameter, '请输入正确的邮箱');
      to = target;
      purpose = 'bindEmail';
    } else {
      purpose = type === '7' ? 'password' : 'withdrawPwd';
      if (channel === 'email') {
        if (!m.email) fail(Code.invalidParameter, '请先绑定邮箱');
        to = m.email;
      } else {
        if (!m.phone) fail(Code.unboundPhone, '请先绑定手机号');
        to = m.phone;
      }
    }
    await sendCodeLimited(ctx, { channel: type === '6' ? 'email' : channel, target: to, purpose });
    return codeAnswer;
  },

  async userWithdrawalPwdEmailCheck(ctx) {
    const m = await ctx.member();
    const email = str(ctx.body, 'email').trim();
    if (!m.email || m.email.toLowerCase() !== email.toLowerCase())
      fail(Code.authCodeError, '邮箱与绑定邮箱不一致');
    await checkCode(ctx.db, {
      target: m.email,
      purpose: 'withdrawPwd',
      code: str(ctx.body, 'code'),
      now: ctx.now,
      consume: true,
    });
    const ticket = randomBytes(16).toString('hex');
    emailTickets.set(ticket, { memberId: m.id, expiresAt: ctx.now + VERIFIED_TTL_MS });
    return { ticket };
  },

  async userWithdrawalPwdSet(ctx) {
    const m = await ctx.member();
    if (m.withdraw_password_hash) fail(Code.dataExists, '取款密码已设置');
    if (str(ctx.body, 'secondPassword') !== str(ctx.body, 'confirmPassword'))
      fail(Code.passwordCheckFailure, '两次输入的密码不一致');
    await requireWithdrawPin(str(ctx.body, 'secondPassword'));
    await ctx.db.query('UPDATE members SET withdraw_password_hash = $2 WHERE id = $1', [
      m.id,
      await hashSecret(str(ctx.body, 'secondPassword')),
    ]);
    return null;
  },

  async userWithdrawalPwdUpdate(ctx) {
    const m = await ctx.member();
    const limits = ctx.services.limits;
    if (!m.withdraw_password_hash) fail(Code.passwordCheckFailure, '请先设置取款密码');
    if (str(ctx.body, 'secondPassword') !== str(ctx.body, 'confirmPassword'))
      fail(Code.passwordCheckFailure, '两次输入的密码不一致');
    await requireWithdrawPin(str(ctx.body, 'secondPassword'));
    // a wrong old password counts towards the same lock as a wrong one on a withdrawal (6037)
    await limits.withdrawPwdGate(m.id, ctx.now);
    if (!(await verifySecret(m.withdraw_password_hash, str(ctx.body, 'oldPassword')))) {
      await limits.withdrawPwdFailed(m.id);
      fail(Code.passwordCheckFailure, '原取款密码错误');
    }
    await limits.withdrawPwdOk(m.id);
    await ctx.db.query('UPDATE members SET withdraw_password_hash = $2 WHERE id = $1', [
      m.id,
      await hashSecret(str(ctx.body, 'secondPassword')),
    ]);
    return null;
  },

  async userWithdrawalPwdReset(ctx) {
    const m = await ctx.member();
    const { body, db, now } = ctx;
    await requireWithdrawPin(str(body, 'secondPassword'));
    if (str(body, 'cate') === '1') {
      const t = emailTickets.get(str(body, 'ticket'));
      if (!t || t.memberId !== m.id || t.expiresAt <= now)
        fail(Code.authCodeExpired, '验证已过期,请重新验证邮箱');
      emailTickets.delete(str(body, 'ticket'));
    } else {
      if (!m.phone) fail(Code.unboundPhone, '请先绑定手机号');
      await checkCode(db, {
        target: m.phone,
        purpose: 'withdrawPwd',
        code: str(body, 'code'),
        now,
        consume: true,
      });
    }
    await db.query('UPDATE members SET withdraw_password_hash = $2 WHERE id = $1', [
      m.id,
      await hashSecret(str(body, 'secondPassword')),
    ]);
    // a reset by code is the way out of a lock after wrong passwords
    await ctx.services.limits.withdrawPwdOk(m.id);
    return null;
  },

  async userMemberBindEmail(ctx) {
    const m = await ctx.member();
    const email = str(ctx.body, 'email').trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(Code.invalidParameter, '请输入正确的邮箱');
    await checkCode(ctx.db, {
      target: email,
      purpose: 'bindEmail',
      code: str(ctx.body, 'code'),
      now: ctx.now,
      consume: true,
    });
    await ctx.db.query('UPDATE members SET email = $2 WHERE id = $1', [m.id, email]);
    return null;
  },

  async userMemberBindPhone(ctx) {
    const m = await ctx.member();
    const phone = str(ctx.body, 'phone').trim();
    const areaCode = str(ctx.body, 'areaCode') || '86';
    const areas = await doc<Array<{ areaCode: string; regex: string }>>(ctx.db, 'countryAreas', []);
    const area = areas.find((a) => a.areaCode === areaCode);
    if (!area || !new RegExp(area.regex).test(phone))
      fail(Code.invalidParameter, '请输入正确的手机号码');
    const taken = await ctx.db.query('SELECT 1 FROM members WHERE phone = $1 AND id <> $2', [
      phone,
      m.id,
    ]);
    if (taken.length > 0) fail(Code.dataExists, '该手机号已被绑定');
    await bindPhoneWithCode(ctx, m.id, phone, areaCode);
    return null;
  },

  async userMemberBindPasswordByPhone(ctx) {
    const m = await ctx.member();
    if (!m.phone) fail(Code.unboundPhone, '请先绑定手机号');
    return setPasswordWithCode(ctx, m.id, m.phone);
  },

  async userMemberBindPasswordByEmail(ctx) {
    const m = await ctx.member();
    if (!m.email) fail(Code.authCodeError, '请先绑定邮箱');
    return setPasswordWithCode(ctx, m.id, m.email);
  },

  async userMemberBindPassword(ctx) {
    const m = await ctx.member();
    if (!(await verifySecret(m.password_hash, str(ctx.body, 'oldPassword'))))
      fail(Code.invalidCredentials, '原密码错误');
    await changeLoginPassword(ctx, m.id, str(ctx.body, 'password'));
    return null;
  },

  async userMemberBindFromDeposit(ctx) {
    const m = await ctx.member();
    const realName = str(ctx.body, 'realName').trim();
    if (!validRealName(realName)) fail(Code.invalidParameter, '请输入正确的姓名');
    if (m.real_name && m.real_name !== realName) fail(Code.dataExists, '资料提交后不可修改');
    const phone = str(ctx.body, 'phone').trim();
    if (phone && !m.phone) {
      await bindPhoneWithCode(ctx, m.id, phone, str(ctx.body, 'areaCode') || '86');
    }
    await ctx.db.query('UPDATE members SET real_name = COALESCE(real_name, $2) WHERE id = $1', [
      m.id,
      realName,
    ]);
    return null;
  },

  async userMemberMemberGradeInfoByGrade(ctx) {
    const grade = num(ctx.body, 'grade') ?? 0;
    const g = VIP_GRADES.find((x) => x.grade === grade);
    if (!g) fail(Code.notFound, '等级不存在');
    return gradeOut(g);
  },

  async userMemberMemberGradeConfigList() {
    return VIP_GRADES.map(gradeOut);
  },

  async userMemberGetGameFanshuiHighLow(ctx) {
    const cat = str(ctx.body, 'category');
    return CATEGORIES.filter((c) => !cat || c === cat).map((c) => ({
      category: c,
      minAmount: 100,
      rate: fraction(VIP_GRADES[0]?.rebate[c] ?? 0.4),
      maxRebate: 28_888,
      lowRate: fraction(VIP_GRADES[0]?.rebate[c] ?? 0.4),
      highRate: fraction(VIP_GRADES[VIP_GRADES.length - 1]?.rebate[c] ?? 1.3),
    }));
  },

  async userMemberAvatarList(ctx) {
    await ctx.member();
    return doc(ctx.db, 'avatars', [] as Array<{ id: number; url: string }>);
  },

  async userMemberAddAvatar(ctx) {
    const m = await ctx.member();
    const avatars = await doc<Array<{ id: number; url: string }>>(ctx.db, 'avatars', []);
    const id = num(ctx.body, 'avatarId');
    const url = str(ctx.body, 'url');
    let chosen: string | undefined;
    if (id !== null) chosen = avatars.find((a) => a.id === id)?.url;
    else if (avatars.some((a) => a.url === url)) chosen = url;
    else if (url.startsWith(UPLOAD_PREFIX)) {
      // only an image this member uploaded (issue 42)
      if (!(await isOwnUpload(ctx.db, m.id, url))) fail(Code.invalidParameter, NOT_OWN_UPLOAD);
      chosen = url;
    }
    if (!chosen) fail(Code.invalidParameter, '头像无效');
    await ctx.db.query('UPDATE members SET avatar = $2 WHERE id = $1', [m.id, chosen]);
    return null;
  },

  ...forgetFlow('Phone'),
  ...forgetFlow('Email'),
};

/**
 * Forgot password in three steps: send code, verify, reset (by phone or e-mail). Every step
 * answers the same for a name and contact that match an account and for any that do not (an
 * unknown name, another number): step one keeps a code for the contact given either way but
 * sends it only to a matching account's, step two checks the code given against it (so a wrong
 * code is 验证码错误 for both), step three needs step two done (issue 42).
 */
function forgetFlow(by: 'Phone' | 'Email'): HandlerMap {
  const targetOf = async (ctx: Ctx): Promise<{ m: Member | null; target: string }> => {
    const m = await memberByName(ctx.db, str(ctx.body, 'name').trim());
    const given = str(ctx.body, by === 'Phone' ? 'phone' : 'email').trim();
    const bound = by === 'Phone' ? m?.phone : m?.email;
    // by phone: the number is checked by the chosen country area's rule (+86 by default), and
    // belongs to the account only with the area it was bound in
    const areaCode = by === 'Phone' ? str(ctx.body, 'areaCode') || '86' : '';
    if (by === 'Phone' && given) {
      const areas = await doc<Array<{ areaCode: string; regex: string }>>(
        ctx.db,
        'countryAreas',
        [],
      );
      const area = areas.find((a) => a.areaCode === areaCode);
      if (!area || !new RegExp(area.regex).test(given))
        fail(Code.invalidParameter, '请输入正确的手机号码');
    }
    const sameArea = by !== 'Phone' || (m?.area_code ?? '86') === areaCode;
    if (m && bound && sameArea && bound.toLowerCase() === given.toLowerCase())
      return { m, target: bound };
    return { m: null, target: given.toLowerCase() };
  };
  return {
    [`userForgetBy${by}One`]: async (ctx) => {
      await requireCaptcha(
        ctx,
        num(ctx.body, 'kaptchcate'),
        str(ctx.body, 'codeId'),
        str(ctx.body, 'code'),
      );
      const { m, target } = await targetOf(ctx);
      if (!target) fail(Code.invalidParameter, by === 'Phone' ? '请输入手机号' : '请输入邮箱');
      await sendCodeLimited(ctx, {
        channel: by === 'Phone' ? 'sms' : 'email',
        target,
        purpose: 'forget',
        deliver: m !== null,
      });
      return codeAnswer;
    },
    [`userForgetBy${by}Two`]: async (ctx) => {
      await ctx.services.limits.addressCall(ctx.ip);
      const { m, target } = await targetOf(ctx);
      await checkCode(ctx.db, {
        target,
        purpose: 'forget',
        code: str(ctx.body, 'code'),
        now: ctx.now,
        consume: true,
      });
      if (m) forgetVerified.set(`${m.id}:${by}`, ctx.now + VERIFIED_TTL_MS);
      return null;
    },
    [`userForgetBy${by}Three`]: async (ctx) => {
      const { m } = await targetOf(ctx);
      const until = m ? forgetVerified.get(`${m.id}:${by}`) : undefined;
      if (!m || !until || until <= ctx.now) fail(Code.authRequired, '请先完成身份验证');
      if (str(ctx.body, 'password') !== str(ctx.body, 'secondPassword'))
        fail(Code.invalidParameter, '两次输入的密码不一致,请重新输入');
      await setPassword(ctx.db, m.id, str(ctx.body, 'password'), ctx.now);
      forgetVerified.delete(`${m.id}:${by}`);
      return null;
    },
  };
}
