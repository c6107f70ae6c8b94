/**
 * Business codes of the response envelope (spec section 8) that the SDK itself interprets.
 * The full enum comes from the contract (`businessCodes` of operations.generated.ts).
 */
import { businessCodes, type BusinessCode } from './operations.generated';

export const Code = {
  Success: 6000,
  LoginExpired: 6001,
  NotFound: 6004,
  GraphicVerification: 6021,
  RapidVerification: 6022,
  BindRealName: 6449,
} as const satisfies Record<string, BusinessCode>;

const known = new Set<number>(businessCodes);

export function isKnownCode(code: number): code is BusinessCode {
  return known.has(code);
}
