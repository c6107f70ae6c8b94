// Money rules of spec sections 5 and 9: CNY display, stake capping, win amounts and the rebate
// helper (the Chinese capital numerals: capital.ts).
import { roundHalfAway, toNumber } from './number.ts';

/** n with 2 decimals and thousands commas, as Intl's zh-CN format writes it (half away from zero
 * on the shortest decimal, a minus on anything below zero). Written out: building an Intl number
 * format loads locale data, about 40 ms of the first load's script start-up on a phone. */
function twoDecimals(n: number): string {
  const [int = '0', frac = '00'] = roundHalfAway(Math.abs(n), 2).toFixed(2).split('.');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

/** CNY in the Chinese number format (1,234.5 -> 1,234.50; 1,234 -> 1,234): trailing .00 dropped. */
export function formatCny(amount: number | string): string {
  const n = toNumber(amount);
  if (Number.isNaN(n)) return '';
  const text = twoDecimals(n).replace(/\.00$/, '');
  return text === '-0' ? '0' : text;
}

/** Venue and wallet totals: always 2 decimals (section 3, category 8). */
export function formatMoney2(amount: number | string): string {
  const n = toNumber(amount);
  return Number.isNaN(n) ? '' : twoDecimals(n === 0 ? 0 : n);
}

/**
 * The real bet amount of a stake input: parsed as a number; above the maximum or the balance it
 * is capped (to the floor of the balance, then to the maximum) and `onCapped` fires with the capped
 * amount; non-numeric (or negative) input gives ''. Input within limits is returned as typed.
 */
export function capStake(
  raw: string,
  limits: { balance: number; max: number },
  onCapped?: (capped: number) => void,
): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const n = toNumber(text);
  if (text.startsWith('-')) return text; // kept as typed: validateStake refuses it with a message
  if (Number.isNaN(n) || n < 0) return '';
  const balance = Number.isNaN(limits.balance) ? 0 : limits.balance; // Infinity: unknown balance
  const max = Number.isNaN(limits.max) ? Infinity : limits.max;
  if (n > max || n > balance) {
    const capped = Math.max(0, Math.min(Math.floor(balance), max));
    onCapped?.(capped);
    return String(capped);
  }
  return text;
}

/** Rebate helper: an amount reaching the minimum gets amount x rate, capped at the maximum. */
export function rebate(
  amount: number | string,
  rule: { min: number; rate: number; max: number },
): number {
  const a = toNumber(amount);
  if (Number.isNaN(a) || !(a >= rule.min) || !(rule.rate > 0)) return 0;
  const value = Math.min(a * rule.rate, rule.max);
  return Number.isFinite(value) && value > 0 ? roundHalfAway(value, 2) : 0;
}
