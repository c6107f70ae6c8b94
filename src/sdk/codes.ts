/**
 * Business codes of the response envelope (spec section 8) that the SDK itself interprets.
 * The full enum comes from the contract (see `isKnownCode`).
 */
export const Code = {
  Success: 6000,
  LoginExpired: 6001,
  GraphicVerification: 6021,
  RapidVerification: 6022,
  BindRealName: 6449,
} as const;

/** Every code of the BusinessCode enum of the contract (spec section 8). */
export const BUSINESS_CODES: readonly number[] = [
  6000, 6001, 6002, 6003, 6004, 6005, 6006, 6007, 6008, 6009, 6010, 6011, 6012, 6013, 6014, 6015, 6016,
  6017, 6021, 6022, 6025, 6026, 6027, 6028, 6029, 6030, 6031, 6032, 6033, 6034, 6035, 6036, 6037, 6038,
  6039, 6066, 6099, 6100, 6110, 6111, 6301, 6302, 6303, 6316, 6317, 6318, 6366, 6399, 6413, 6415, 6449,
  6500, 6501, 6502,
];

const known = new Set<number>(BUSINESS_CODES);

export function isKnownCode(code: number): boolean {
  return known.has(code);
}
