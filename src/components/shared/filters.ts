/** Input filters: each maps what the user typed to what the field keeps. */
export const digitsOnly = (raw: string): string => raw.replace(/\D+/g, '');

export const noWhitespace = (raw: string): string => raw.replace(/\s+/g, '');

/** A money amount: digits, at most one dot, at most `decimals` decimals. */
export function decimalAmount(raw: string, decimals = 2): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, decimals)}`;
}
