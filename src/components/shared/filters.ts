/** Input filters: each maps what the user typed to what the field keeps. */
export const digitsOnly = (raw: string): string => raw.replace(/\D+/g, '');

export const noWhitespace = (raw: string): string => raw.replace(/\s+/g, '');

/**
 * A money amount: digits, at most one dot, at most `decimals` decimals. A leading minus is kept
 * (never dropped, which would turn -5 into 5): the amount's check refuses it with 金额不能为负数.
 */
export function decimalAmount(raw: string, decimals = 2): string {
  const sign = raw.trimStart().startsWith('-') ? '-' : '';
  const cleaned = raw.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return sign + whole;
  return `${sign}${whole}.${rest.join('').slice(0, decimals)}`;
}
