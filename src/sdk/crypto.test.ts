import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToHex,
  createCredentialCrypto,
  decryptField,
  encryptField,
  hashPassword,
  sha256Hex,
  staticKeySource,
} from './crypto';

const zeroKey = staticKeySource(new Uint8Array(16));
const zeroIv = () => new Uint8Array(12);

describe('sha256Hex', () => {
  it('matches the FIPS 180-2 vectors', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await sha256Hex('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('hashes the UTF-8 bytes of Chinese text', async () => {
    // sha256 of the UTF-8 bytes e4 b8 ad e6 96 87 ("中文")
    const viaBytes = bytesToHex(
      new Uint8Array(
        await crypto.subtle.digest('SHA-256', new Uint8Array([0xe4, 0xb8, 0xad, 0xe6, 0x96, 0x87])),
      ),
    );
    expect(await sha256Hex('中文')).toBe(viaBytes);
  });

  it('is the default password hasher', async () => {
    expect(await hashPassword('abc')).toBe(await sha256Hex('abc'));
  });
});

describe('encryptField (AES-GCM, iv || ciphertext || tag, base64)', () => {
  it('matches GCM spec test case 1 (empty plaintext)', async () => {
    const packed = await encryptField(zeroKey, '', zeroIv());
    expect(bytesToHex(base64ToBytes(packed))).toBe(
      '00'.repeat(12) + '58e2fccefa7e3061367f1d57a4e7455a',
    );
  });

  it('matches GCM spec test case 2 (16 zero bytes)', async () => {
    const packed = await encryptField(zeroKey, '\0'.repeat(16), zeroIv());
    expect(bytesToHex(base64ToBytes(packed))).toBe(
      '00'.repeat(12) + '0388dace60b6a392f328c2b971b2fe78' + 'ab6e47d42cec13bdf53a67b21257bddf',
    );
  });

  it('round-trips text and uses a fresh random iv each time', async () => {
    const key = staticKeySource(crypto.getRandomValues(new Uint8Array(32)));
    const a = await encryptField(key, '13800138000');
    const b = await encryptField(key, '13800138000');
    expect(a).not.toBe(b);
    expect(await decryptField(key, a)).toBe('13800138000');
    expect(await decryptField(key, b)).toBe('13800138000');
  });

  it('rejects a tampered ciphertext', async () => {
    const packed = base64ToBytes(await encryptField(zeroKey, 'secret', zeroIv()));
    packed[14] = (packed[14] ?? 0) ^ 1;
    const tampered = btoa(String.fromCharCode(...packed));
    await expect(decryptField(zeroKey, tampered)).rejects.toThrow();
  });

  it('rejects a key of the wrong length', async () => {
    await expect(staticKeySource(new Uint8Array(8))()).rejects.toThrow(RangeError);
  });
});

describe('createCredentialCrypto', () => {
  it('derives the encrypted and hashed fields of a code request', async () => {
    const c = createCredentialCrypto({ keySource: zeroKey, iv: zeroIv });
    const s = await c.codeRequestSecrets({
      sendCodeNum: '13800138000',
      sendName: 'player1',
      codeId: 'abc',
    });
    expect(s.codeId).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(s.SendCodeNum).toBe(await sha256Hex('13800138000'));
    expect(s.SendName).toBe(await sha256Hex('player1'));
    expect(await decryptField(zeroKey, s.sendCodeNumV2)).toBe('13800138000');
    expect(await decryptField(zeroKey, s.sendNameV2)).toBe('player1');
    expect(await decryptField(zeroKey, s.codeIdV2)).toBe('abc');
  });

  it('uses injected hashers instead of SHA-256', async () => {
    const c = createCredentialCrypto({
      keySource: zeroKey,
      hashPassword: async (t) => `pw:${t}`,
      hashCode: async (t) => `code:${t}`,
    });
    expect(await c.hashPassword('x')).toBe('pw:x');
    const s = await c.codeRequestSecrets({ sendCodeNum: '1', sendName: 'n', codeId: 'c' });
    expect(s.SendCodeNum).toBe('code:1');
    expect(s.codeId).toBe('code:c');
  });
});
