// The withdraw password's one rule on the server: exactly 6 digits (src/domain
// validateWithdrawPassword is the same rule in the site). The site sends the SHA-256 hex of the
// password (spec section 3: passwords travel hashed), so the server recognises a 6-digit one by
// its hash: the hashes of all 1,000,000 six-digit texts, first 8 bytes each, sorted (8 MB),
// computed once a process in a worker thread (a few seconds of one core, never blocking the
// event loop), then a binary search. A running server starts it at boot (warmWithdrawPins);
// elsewhere the first set, change or reset of a withdraw password waits for it. A hash of
// anything else is refused with 6007 取款密码为6位数字.
import { Worker } from 'node:worker_threads';
import { fail, Code } from '../envelope.ts';

export const WITHDRAW_PIN_RULE = '取款密码为6位数字';

const BUILD_TABLE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const t = new BigUint64Array(1000000);
for (let i = 0; i < 1000000; i++)
  t[i] = createHash('sha256').update(String(i).padStart(6, '0')).digest().readBigUInt64BE(0);
t.sort();
parentPort.postMessage(t, [t.buffer]);
`;

let table: Promise<BigUint64Array> | null = null;

/** Starts (once) the table of the six-digit passwords' hashes; resolves when it is ready. */
export function warmWithdrawPins(): Promise<BigUint64Array> {
  table ??= new Promise<BigUint64Array>((resolve, reject) => {
    const worker = new Worker(BUILD_TABLE, { eval: true });
    worker.once('message', (t: BigUint64Array) => resolve(t));
    worker.once('error', reject);
  }).catch((error: unknown) => {
    table = null; // a failed start may be tried again
    throw error;
  });
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
export async function isWithdrawPinHash(hex: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  // 64 bits of prefix: another hash matches one of the million by chance once in ~1.8e13
  return hasPrefix(await warmWithdrawPins(), Buffer.from(hex, 'hex').readBigUInt64BE(0));
}

/** Refuses (6007) a new withdraw password that is not 6 digits. */
export async function requireWithdrawPin(hex: string): Promise<void> {
  if (!(await isWithdrawPinHash(hex))) fail(Code.invalidParameter, WITHDRAW_PIN_RULE);
}
