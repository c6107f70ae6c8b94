// Keys of the locally stored values (spec section 3). Never a password.
export const StorageKey = {
  token: 'token',
  userId: 'userId',
  /** The chat JWT (from userMemberJwt). */
  jwt: 'jwtToken',
  /** Hide zero balances: '1' or '0'. */
  hideZero: 'hideZeroBalance',
  /** When "remember password" was last ticked (a timestamp). */
  rememberAt: 'rememberPasswordAt',
  /** The remembered username where the browser has no credential store. */
  rememberName: 'rememberName',
  inviteCode: 'icode',
  referralCode: 'rcode',
  originUrl: 'originUrl',
  edition: 'edition',
  language: 'language',
  /** The betting slip's picks and mode (SlipStore), cleared on logout. */
  slip: 'sportsSlip',
  /** The slip's odds-change preference (any, higher, ask), also applied to a cash-out. */
  oddsPreference: 'sportsOddsPreference',
} as const;

/** Prefix of the decrypted data cache. */
export const DECRYPTED_CACHE_PREFIX = 'DD_';
