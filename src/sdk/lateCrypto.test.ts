import { describe, expect, it } from 'vitest';
import { createCredentialCrypto, staticKeySource } from './crypto';
import { lateCredentialCrypto } from './lateCrypto';

describe('lateCredentialCrypto', () => {
  it('builds the crypto once, at the first hash, and hashes exactly as the crypto does', async () => {
    const key = 'site-code-key-16';
    let built = 0;
    const late = lateCredentialCrypto((m) => {
      built += 1;
      return m.createCredentialCrypto({ keySource: m.staticKeySource(key) });
    });
    expect(built).toBe(0);
    const direct = createCredentialCrypto({ keySource: staticKeySource(key) });
    expect(await late.hashPassword('abc12345')).toBe(await direct.hashPassword('abc12345'));
    await late.hashPassword('another');
    expect(built).toBe(1);
  });
});
