// Pure rules of the cashier: amounts, card numbers, virtual-coin addresses, channel kinds and
// their waiting pages, the polling backoff. Answers are problem codes; the screens' texts.ts
// turn them into Chinese.

export type ChannelKind = 'bank' | 'alipay' | 'wechat' | 'usdt' | 'huione' | 'xnbsk' | 'virtual';

/** Deposit page groups: bank transfer, e-wallets, virtual coins (with their networks). */
export type ChannelFamily = 'bank' | 'wallet' | 'coin';

export function familyOf(kind: string): ChannelFamily {
  if (kind === 'bank') return 'bank';
  if (kind === 'usdt' || kind === 'virtual' || kind === 'xnbsk') return 'coin';
  return 'wallet';
}

/** The waiting page (route name) of a channel kind. */
export type WaitRoute =
  'rechargeWait' | 'transferWait' | 'virtualWait' | 'huiwangWait' | 'xnbskWait';

export const WAIT_PATHS: Record<WaitRoute, string> = {
  rechargeWait: '/mine/rechargeWait',
  transferWait: '/mine/transferWait',
  virtualWait: '/mine/virtualWait',
  huiwangWait: '/mine/huiwangWait',
  xnbskWait: '/mine/xnbskWait',
};

export function waitRouteOf(kind: string): WaitRoute {
  switch (kind) {
    case 'bank':
      return 'transferWait';
    case 'usdt':
    case 'virtual':
      return 'virtualWait';
    case 'huione':
      return 'huiwangWait';
    case 'xnbsk':
      return 'xnbskWait';
    default:
      return 'rechargeWait';
  }
}

export type AmountProblem = 'required' | 'negative' | 'invalid' | 'belowMin' | 'aboveMax';
export type AmountCheck = { ok: true; value: string } | { ok: false; problem: AmountProblem };

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** An amount: required, a number with at most 2 decimals and 12 characters, within the range. */
export function checkAmount(
  input: string,
  range: { min?: number; max?: number } = {},
): AmountCheck {
  const value = input.trim();
  if (value === '') return { ok: false, problem: 'required' };
  if (value.startsWith('-')) return { ok: false, problem: 'negative' };
  if (value.length > 12 || !AMOUNT.test(value) || Number(value) <= 0)
    return { ok: false, problem: 'invalid' };
  const n = Number(value);
  if (range.min !== undefined && n < range.min) return { ok: false, problem: 'belowMin' };
  if (range.max !== undefined && n > range.max) return { ok: false, problem: 'aboveMax' };
  return { ok: true, value };
}

/** The Luhn checksum of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export type CardProblem = 'required' | 'length' | 'checksum';

/** A bank card number: 16 to 19 digits (spaces ignored) passing the Luhn check. */
export function checkCardNo(
  input: string,
): { ok: true; value: string } | { ok: false; problem: CardProblem } {
  const digits = input.replace(/\s+/g, '');
  if (digits === '') return { ok: false, problem: 'required' };
  if (!/^\d{16,19}$/.test(digits)) return { ok: false, problem: 'length' };
  if (!luhnValid(digits)) return { ok: false, problem: 'checksum' };
  return { ok: true, value: digits };
}

export type CoinNetwork = 'TRC20' | 'ERC20';

const ADDRESS: Record<CoinNetwork, RegExp> = {
  // T + 33 base58 characters (no 0, O, I, l)
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** A virtual-coin address in the format of its network. */
export function addressValid(network: string, address: string): boolean {
  const rule = ADDRESS[network as CoinNetwork];
  return rule ? rule.test(address.trim()) : address.trim().length >= 20;
}

/** Alipay account: a mainland phone number or an e-mail address. */
export function alipayAccountValid(input: string): boolean {
  const v = input.trim();
  return /^1\d{10}$/.test(v) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
}

/** Shows the first 4 and the last 4 characters: 6222 **** 1234. */
export function maskNumber(value: string): string {
  const v = value.replace(/\s+/g, '');
  if (v.includes('*')) return value;
  if (v.length <= 8) return v.replace(/.(?=.{4})/g, '*');
  return `${v.slice(0, 4)} **** ${v.slice(-4)}`;
}

/** Polling delays of the waiting page: 2 s, then 1.5 times longer each time, at most 15 s. */
export function pollDelay(attempt: number): number {
  return Math.min(15_000, Math.round(2_000 * 1.5 ** Math.max(0, attempt)));
}

const BEIJING = 8 * 3_600_000;

/** "2026-11-22 20:30:00" (the contract's times are Asia/Shanghai, UTC+8) -> epoch ms; NaN when unreadable. */
export function parseDateTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m;
  return (
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? '0')) -
    BEIJING
  );
}

/** Seconds left as mm:ss (or h:mm:ss), never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** A moment as the contract's "YYYY-MM-DD HH:mm:ss" (Asia/Shanghai). */
export function formatDateTime(date: Date): string {
  return new Date(date.getTime() + BEIJING).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The contract's calendar day (Asia/Shanghai) `back` days before the moment `ms`, as a local
 * Date at midnight of that same year, month and day: the form the day picker and
 * `formatDayBound` use. Between 16:00 and 24:00 UTC the local day and Beijing's differ.
 */
export function beijingDay(ms: number, back = 0): Date {
  const b = new Date(ms + BEIJING);
  return new Date(b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate() - back);
}

/** The calendar day the player picked (a Beijing day) as the start or the end of that day. */
export function formatDayBound(date: Date, end: boolean): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${end ? '23:59:59' : '00:00:00'}`;
}
