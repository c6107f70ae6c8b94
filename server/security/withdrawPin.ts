// The withdraw password's one rule on the server: exactly 6 digits (src/domain
// validateWithdrawPassword is the same rule in the site). The site sends the SHA-256 hex of the
// password (spec section 3: passwords travel hashed), so the server recognises a 6-digit one by
// its hash: the hashes of all 1,000,000 six-digit texts, first 8 bytes each, sorted once (about
// 2 s, 8 MB, on the first withdraw password set in the process), then a binary search. A hash of anything else is refused with 6007 取款密码为6位数字.
import { createHash } from 'node:crypto';
import { fail, Code } from '../envelope.ts';

export const WITHDRAW_PIN_RULE = '取款密码为6位数字';

let table: BigUint64Array | null = null;

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

function prefixes(): BigUint64Array {
  if (table) return table;
  const t = new BigUint64Array(1_000_000);
  for (let i = 0; i < 1_000_000; i++) t[i] = digest(String(i).padStart(6, '0')).readBigUInt64BE(0);
  table = t.sort();
  return table;
}

function hasPrefix(t: BigUint64Array, key: bigint): boolean {
  let lo = 0;
  let hi = t.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = t[mid] as bigint;
    if (v === key) return true;
    if (v < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Whether `hex` is the SHA-256 hex of a text of exactly 6 ASCII digits. */
export function isWithdrawPinHash(hex: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  // 64 bits of prefix: another hash matches one of the million by chance once in ~1.8e13
  return hasPrefix(prefixes(), Buffer.from(hex, 'hex').readBigUInt64BE(0));
}

/** Refuses (6007) a new withdraw password that is not 6 digits. */
export function requireWithdrawPin(hex: string): void {
  if (!isWithdrawPinHash(hex)) fail(Code.invalidParameter, WITHDRAW_PIN_RULE);
}
