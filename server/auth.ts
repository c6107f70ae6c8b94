// Accounts: argon2 over the client's SHA-256 password hash, session tokens with expiry,
// verification codes into the development outbox, picture captchas.
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { randomBytes, randomInt, createHash } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Sql } from './db/adapter.ts';
import { Code, fail, Msg } from './envelope.ts';

export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_RESEND_MS = 60 * 1000;
/** Wrong tries that kill a verification code (LIMIT_CODE_MAX_WRONG, server/security/config.ts). */
export const CODE_MAX_WRONG = Number(process.env.LIMIT_CODE_MAX_WRONG ?? 5) || 5;

export interface Member {
  id: number;
  name: string;
  password_hash: string;
  second_password_hash: string | null;
  withdraw_password_hash: string | null;
  area_code: string | null;
  phone: string | null;
  email: string | null;
  real_name: string | null;
  gender: number | null;
  birthday: string | null;
  avatar: string | null;
  grade: number;
  auto_transfer: boolean;
  invite_code: string | null;
  referral_code: string | null;
  created_at: number;
  last_login_at: number | null;
  /** When the login password was last changed (null: never since registering). */
  password_changed_at?: number | null;
  risk?: string | null;
}

// Cheap argon2 parameters keep tests and benchmarks fast; production values otherwise, and in a
// test that sets HASH_COST=production (the timing test of server/test/enumeration.test.ts).
// Read at each hash, so such a test can switch it.
function argonOptions(): { memoryCost: number; timeCost: number; parallelism: number } {
  const cheap =
    (process.env.NODE_ENV === 'test' || process.env.VITEST) &&
    process.env.HASH_COST !== 'production';
  return cheap
    ? { memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { memoryCost: 19456, timeCost: 2, parallelism: 1 };
}

export function hashSecret(clientHash: string): Promise<string> {
  return argonHash(clientHash, argonOptions());
}

export async function verifySecret(stored: string | null, clientHash: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await argonVerify(stored, clientHash);
  } catch {
    return false;
  }
}

/** A fixed hash per cost: what a password is checked against when no member has the name. */
const dummyHashes = new Map<string, Promise<string>>();

/**
 * A login's password check: against the member's hash, or, when the name is unknown, against a
 * fixed dummy hash of the same cost, so an unknown name costs the same time as a wrong password
 * (no account enumeration by timing, issue 42). False for an unknown name.
 */
export async function verifyLoginSecret(
  stored: string | null | undefined,
  clientHash: string,
): Promise<boolean> {
  if (stored) return verifySecret(stored, clientHash);
  const key = JSON.stringify(argonOptions());
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashSecret(sha256Hex('no member has this name'));
    dummyHashes.set(key, dummy);
  }
  await verifySecret(await dummy, clientHash);
  return false;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function newToken(): string {
  return randomBytes(24).toString('hex');
}

export async function memberByName(db: Sql, name: string): Promise<Member | null> {
  const rows = await db.query<Member & Record<string, unknown>>(
    'SELECT * FROM members WHERE lower(name) = lower($1)',
    [name],
  );
  return rows[0] ? normalise(rows[0]) : null;
}

export async function memberById(db: Sql, id: number): Promise<Member | null> {
  const rows = await db.query<Member & Record<string, unknown>>(
    'SELECT * FROM members WHERE id = $1',
    [id],
  );
  return rows[0] ? normalise(rows[0]) : null;
}

function normalise(m: Member): Member {
  return { ...m, id: Number(m.id), created_at: Number(m.created_at) };
}

export async function createSession(
  db: Sql,
  memberId: number,
  uuid: string,
  now: number,
): Promise<string> {
  const token = newToken();
  await db.query(
    'INSERT INTO sessions (token, member_id, uuid, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [token, memberId, uuid, now, now + TOKEN_TTL_MS],
  );
  await db.query('UPDATE members SET last_login_at = $2 WHERE id = $1', [memberId, now]);
  return token;
}

/** The member of a token, or 6001 "please log in again" when unknown, revoked or expired. */
export async function memberOfToken(db: Sql, token: string | null, now: number): Promise<Member> {
  if (!token) fail(Code.loginExpired, Msg.relogin);
  const rows = await db.query<Member & Record<string, unknown>>(
    `SELECT m.* FROM sessions s JOIN members m ON m.id = s.member_id
     WHERE s.token = $1 AND NOT s.revoked AND s.expires_at > $2`,
    [token, now],
  );
  const m = rows[0];
  if (!m) fail(Code.loginExpired, Msg.relogin);
  return normalise(m);
}

export async function revokeSession(db: Sql, token: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked = TRUE WHERE token = $1', [token]);
}

export async function knownDevice(db: Sql, memberId: number, uuid: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM member_devices WHERE member_id = $1 AND uuid = $2', [
    memberId,
    uuid,
  ]);
  return rows.length > 0;
}

export async function hasAnyDevice(db: Sql, memberId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM member_devices WHERE member_id = $1 LIMIT 1', [
    memberId,
  ]);
  return rows.length > 0;
}

export async function trustDevice(db: Sql, memberId: number, uuid: string): Promise<void> {
  if (!uuid) return;
  await db.query(
    'INSERT INTO member_devices (member_id, uuid) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [memberId, uuid],
  );
}

/** 138****5678 */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return phone.replace(/.(?=.{2})/g, '*');
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
}

export type Channel = 'sms' | 'email' | 'voice';

/**
 * Sends a 6-digit code into the development outbox; refuses a resend within 60 s. With
 * `deliver: false` (a forgotten-password request matching no account) the code is kept the same
 * way, so every later answer and its timing are those of a sent code, but sent nowhere.
 */
export async function sendCode(
  db: Sql,
  opts: { channel: Channel; target: string; purpose: string; now: number; deliver?: boolean },
): Promise<string> {
  const recent = await db.query<{ created_at: number }>(
    'SELECT created_at FROM outbox WHERE target = $1 AND purpose = $2 AND channel = $3 ORDER BY id DESC LIMIT 1',
    [opts.target, opts.purpose, opts.channel],
  );
  const last = recent[0];
  if (last && opts.now - Number(last.created_at) < CODE_RESEND_MS)
    fail(Code.sixtySeconds, '60秒内只能获取一次验证码');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const text =
    opts.channel === 'voice'
      ? `语音验证码: ${code.split('').join(' ')}`
      : `您的验证码是 ${code},5分钟内有效,请勿泄露给他人。`;
  await db.query(
    'INSERT INTO outbox (channel, target, purpose, code, text, created_at, expires_at, delivered) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [
      opts.channel,
      opts.target,
      opts.purpose,
      code,
      text,
      opts.now,
      opts.now + CODE_TTL_MS,
      opts.deliver ?? true,
    ],
  );
  return code;
}

/** Checks (and with consume, uses up) the latest code sent to target for purpose. */
export async function checkCode(
  db: Sql,
  opts: {
    target: string;
    purpose: string;
    code: string;
    now: number;
    consume: boolean;
    maxWrong?: number;
  },
): Promise<void> {
  const rows = await db.query<{ id: number; code: string; expires_at: number; used: boolean }>(
    'SELECT id, code, expires_at, used FROM outbox WHERE target = $1 AND purpose = $2 ORDER BY id DESC LIMIT 1',
    [opts.target, opts.purpose],
  );
  const r = rows[0];
  if (!r || r.used) fail(Code.authCodeError, '请先获取验证码');
  if (Number(r.expires_at) <= opts.now) fail(Code.authCodeExpired, '验证码已过期,请重新获取');
  if (r.code !== opts.code) {
    // a code dies after a few wrong tries (issue 15; one statement, so concurrent guesses count)
    const maxWrong = opts.maxWrong ?? CODE_MAX_WRONG;
    const dead = await db.query(
      'UPDATE outbox SET wrong_tries = wrong_tries + 1, used = (wrong_tries + 1 >= $2) WHERE id = $1 AND NOT used RETURNING used',
      [r.id, maxWrong],
    );
    if (dead[0]?.used === true) fail(Code.authCodeError, '验证码错误次数过多,请重新获取');
    fail(Code.authCodeError, '验证码错误');
  }
  if (opts.consume) await db.query('UPDATE outbox SET used = TRUE WHERE id = $1', [r.id]);
}

/** A picture captcha: the code drawn by svg-captcha as distorted glyph paths over noise lines
 * (no text element carries the answer). */
export async function newCaptcha(
  db: Sql,
  now: number,
): Promise<{ codeId: string; code: string; svg: string }> {
  const drawn = svgCaptcha.create({
    size: 4,
    charPreset: '23456789ABCDEFGHJKLMNPQRSTUVWXYZ',
    noise: 4,
    color: true,
    width: 120,
    height: 44,
    fontSize: 46,
    background: '#f3f3f3',
  });
  const code = drawn.text;
  const codeId = randomBytes(12).toString('hex');
  await db.query('INSERT INTO captchas (code_id, code, expires_at) VALUES ($1, $2, $3)', [
    codeId,
    code,
    now + CODE_TTL_MS,
  ]);
  return { codeId, code, svg: drawn.data };
}

/**
 * Checks (and uses up) a picture captcha. `codeId` is the id itself (login, register) or its
 * SHA-256 hex (verification-code requests, spec section 3), as the client sends it.
 */
export async function checkCaptcha(
  db: Sql,
  codeId: string,
  code: string,
  now: number,
): Promise<boolean> {
  const id = codeId.trim();
  if (!id) return false;
  // one statement: a captcha is good once even under concurrent requests
  const rows = await db.query<{ code: string }>(
    `UPDATE captchas SET used = TRUE
      WHERE (code_id = $1 OR code_id_sha256 = lower($1)) AND NOT used AND expires_at > $2
      RETURNING code`,
    [id, now],
  );
  const r = rows[0];
  if (!r) return false;
  return r.code.toUpperCase() === code.trim().toUpperCase();
}
