// 繁體 everywhere (issue 43): what the server sends (banner, notice and promotion titles, league,
// team and game names, bet-record markets, messages) in traditional characters for a player who
// reads the site in 繁體. The reader's language is the snapshot_lang cookie the site keeps
// (src/app/snapshotHint.ts), the one the drawn first page already follows. The conversion is
// OpenCC's (opencc-js, simplified to Taiwan standard with Taiwan phrases) with its whole phrase
// dictionary, so names that keep a character a simplified-to-traditional table would change
// (马德里 -> 馬德里, not 馬德裏; 皇后, 范) stay right, followed by the reviewed replacements the
// site's own traditional texts use (src/i18n/locales/zh-TW.review.json), so one page never mixes
// two wordings. Why on the server and not in the browser: docs/traditional-chinese.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as OpenCC from 'opencc-js';

const REVIEW = path.resolve(import.meta.dirname, '../src/i18n/locales/zh-TW.review.json');

let converter: ((text: string) => string) | null = null;

function convert(): (text: string) => string {
  if (converter) return converter;
  const opencc = OpenCC.Converter({ from: 'cn', to: 'twp' });
  const review = (JSON.parse(readFileSync(REVIEW, 'utf8')) as { replace: [string, string][] })
    .replace;
  converter = (text) => review.reduce((acc, [from, to]) => acc.split(from).join(to), opencc(text));
  return converter;
}

const HAN = /[\u3400-\u9fff]/;

/** Short texts already converted: the sports feed and the answers repeat the same names. */
const memo = new Map<string, string>();
const MEMO_MAX = 20_000;

/** `text` in traditional characters (text without Chinese characters as it is). */
export function toTraditional(text: string): string {
  if (!HAN.test(text)) return text;
  if (text.length > 64) return convert()(text);
  const known = memo.get(text);
  if (known !== undefined) return known;
  if (memo.size >= MEMO_MAX) memo.clear();
  const out = convert()(text);
  memo.set(text, out);
  return out;
}

/** Loads the dictionaries ahead (about a second): the first 繁體 answer does not wait for them. */
export function warmTraditional(): void {
  setTimeout(() => toTraditional('简'), 0);
}

/** Objects of an answer that are what a player wrote (a chat line): never converted. */
const asWritten = new WeakSet<object>();

/** Marks `value` (a player's chat line) to reach every reader as it was written, as the live
 * chat sends it: traditionalDeep leaves it whole. */
export function keepAsWritten<T extends object>(value: T): T {
  asWritten.add(value);
  return value;
}

/** Every string of a JSON value in traditional characters (object keys as they are), except in
 * objects marked keepAsWritten. */
export function traditionalDeep<T>(value: T): T {
  if (typeof value === 'string') return toTraditional(value) as T;
  if (typeof value === 'object' && value !== null && asWritten.has(value)) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => traditionalDeep(v)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = traditionalDeep(v);
    return out as T;
  }
  return value;
}
