// Minimal HS256 JSON Web Tokens for the chat login (member/jwt).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const secret = process.env.JWT_SECRET ?? randomBytes(32).toString('hex');

function b64url(buf: Buffer | string): string {
  return Buffer.from(buf).toString('base64url');
}

export interface JwtClaims {
  sub: string;
  name: string;
  iat: number;
  exp: number;
  /** The tag of the session it was issued to (sessionTag): the chat refuses it once that
   * session ended (logout). */
  sid?: string;
}

/** A session's tag in a jwt: a hash, so the jwt never carries the session token itself. */
export function sessionTag(token: string): string {
  return createHash('sha256').update(`chat-session|${token}`).digest('hex').slice(0, 32);
}

export function signJwt(claims: JwtClaims): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** The claims of a valid, unexpired token, else null. nowMs from the server clock. */
export function verifyJwt(token: string, nowMs: number): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head = '', body = '', sig = ''] = parts;
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as JwtClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return null;
    return claims;
  } catch {
    return null;
  }
}
