// Input checks run before any handler: control characters in the body, the formats of the
// common headers (13-digit timestamp inside the replay window, idempotency keys of 8-64).
import { Code, type Envelope } from '../envelope.ts';

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Whether any string (or key) in a JSON value carries a control character. */
export function hasControlChars(v: unknown, depth = 0): boolean {
  if (depth > 64) return true;
  if (typeof v === 'string') return CONTROL.test(v);
  if (Array.isArray(v)) return v.some((x) => hasControlChars(x, depth + 1));
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (CONTROL.test(k) || hasControlChars(x, depth + 1)) return true;
    }
  }
  return false;
}

/** Whether any number in a JSON value lies outside the safe integer range (ids, amounts and
 * times of this API never do; such a number would overflow a bigint column). */
export function hasHugeNumbers(v: unknown, depth = 0): boolean {
  if (depth > 64) return true;
  if (typeof v === 'number') return !Number.isFinite(v) || Math.abs(v) > Number.MAX_SAFE_INTEGER;
  if (Array.isArray(v)) return v.some((x) => hasHugeNumbers(x, depth + 1));
  if (v && typeof v === 'object')
    return Object.values(v as Record<string, unknown>).some((x) => hasHugeNumbers(x, depth + 1));
  return false;
}

export const HUGE_NUMBER_ANSWER: Envelope = {
  status_code: Code.invalidParameter,
  data: null,
  message: '请求数据含有超出范围的数值',
};

export const CONTROL_CHARS_ANSWER: Envelope = {
  status_code: Code.invalidParameter,
  data: null,
  message: '请求数据含有非法字符',
};

const ILLEGAL: Envelope = { status_code: Code.illegalParameter, data: null, message: '非法请求' };

/** The timestamp header: 13 digits (ms since the epoch) within windowMs of now. */
export function checkTimestamp(
  value: string | undefined,
  now: number,
  windowMs: number,
): Envelope | null {
  if (value === undefined) return null;
  if (!/^\d{13}$/.test(value)) return ILLEGAL;
  if (windowMs > 0 && Math.abs(Number(value) - now) > windowMs) return ILLEGAL;
  return null;
}

export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 64;

/** An Idempotency-Key of 8-64 visible ASCII characters, or the 6007 answer. */
export function checkIdempotencyKey(value: string | undefined): Envelope | null {
  if (value === undefined) return null;
  if (
    value.length < IDEMPOTENCY_KEY_MIN ||
    value.length > IDEMPOTENCY_KEY_MAX ||
    !/^[\x21-\x7e]+$/.test(value)
  )
    return {
      status_code: Code.invalidParameter,
      data: null,
      message: `幂等键须为${IDEMPOTENCY_KEY_MIN}-${IDEMPOTENCY_KEY_MAX}位字符`,
    };
  return null;
}

/** Whether one string carries a control character (the rule of hasControlChars). */
export function hasControlText(s: string): boolean {
  return CONTROL.test(s);
}

/** Why a socket frame is refused: the code and message of the error frame. */
export interface FrameRefusal {
  code: typeof Code.invalidParameter | typeof Code.illegalParameter;
  message: string;
}

/**
 * A socket frame (chat, sports feed) as its handler may read it: a JSON object, never null, an
 * array or a scalar (6008 `非法请求`), with no control character and no number outside the safe
 * integer range in it (6007, as a request body).
 */
export function parseFrame(
  text: string,
): { frame: Record<string, unknown> } | { refused: FrameRefusal } {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return { refused: { code: Code.illegalParameter, message: ILLEGAL.message } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { refused: { code: Code.illegalParameter, message: ILLEGAL.message } };
  if (hasControlChars(value))
    return { refused: { code: Code.invalidParameter, message: CONTROL_CHARS_ANSWER.message } };
  if (hasHugeNumbers(value))
    return { refused: { code: Code.invalidParameter, message: HUGE_NUMBER_ANSWER.message } };
  return { frame: value as Record<string, unknown> };
}
