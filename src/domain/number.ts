// Decimal rounding that follows the digits a person reads (1.005 -> 1.01), not the binary value.

/** Parses a user's number: a finite Number of a non-blank string or number, else NaN. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value !== 'string' || value.trim() === '') return NaN;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : NaN;
}

/** Rounds half away from zero to `digits` decimals, on the shortest decimal form of the number. */
export function roundHalfAway(value: number, digits: number): number {
  if (!Number.isFinite(value)) return NaN;
  const abs = Math.abs(value);
  if (abs >= 1e21) return value; // far beyond any amount: already integral
  const result = shift(Math.round(shift(abs, digits)), -digits);
  return value < 0 && result !== 0 ? -result : result;
}

/** x times 10^k, computed on the decimal text so that no binary error creeps in. */
function shift(x: number, k: number): number {
  const [mantissa, exponent = '0'] = String(x).split('e');
  return Number(`${mantissa ?? '0'}e${Number(exponent) + k}`);
}
