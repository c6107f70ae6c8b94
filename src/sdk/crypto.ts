/**
 * Hashing and encryption used by the SDK and the auth flows, over WebCrypto only (browser and
 * Node 20 both provide `globalThis.crypto.subtle`).
 *
 * - Passwords and codes travel hashed: `hashPassword` / `hashCode` default to SHA-256 hex and are
 *   pluggable (`createCredentialCrypto({ hashPassword })`) should the backend change algorithm.
 * - The "encrypted forms" of a verification-code request (sendCodeNumV2, sendNameV2, codeIdV2,
 *   spec section 3) are AES-GCM with the same key source as the encrypted envelope:
 *   `base64( iv (12 bytes) || ciphertext || tag (16 bytes) )` of the UTF-8 text.
 */

/** Where the AES-GCM key comes from (a site setting, a key exchange...). Called per use. */
export type KeySource = () => Promise<CryptoKey>;

export const AES_GCM_IV_BYTES = 12;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the UTF-8 text, lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return bytesToHex(new Uint8Array(digest));
}

/** Import raw AES key bytes (16 or 32 bytes, or their base64) as an AES-GCM key. */
export async function importAesGcmKey(raw: Uint8Array<ArrayBuffer> | string): Promise<CryptoKey> {
  const bytes = typeof raw === 'string' ? base64ToBytes(raw) : raw;
  if (bytes.length !== 16 && bytes.length !== 32) {
    throw new RangeError(`AES key must be 16 or 32 bytes, got ${bytes.length}`);
  }
  return crypto.subtle.importKey('raw', bytes, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** A key source over fixed key bytes; the key is imported once. */
export function staticKeySource(raw: Uint8Array<ArrayBuffer> | string): KeySource {
  let key: Promise<CryptoKey> | undefined;
  return () => (key ??= importAesGcmKey(raw));
}

export function randomIv(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(AES_GCM_IV_BYTES));
}

/** AES-GCM encrypt bytes; returns iv and ciphertext||tag separately. */
export async function aesGcmEncrypt(
  key: CryptoKey,
  plain: Uint8Array<ArrayBuffer>,
  iv: Uint8Array<ArrayBuffer> = randomIv(),
): Promise<{ iv: Uint8Array<ArrayBuffer>; cipher: Uint8Array<ArrayBuffer> }> {
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
  return { iv, cipher: new Uint8Array(cipher) };
}

export async function aesGcmDecrypt(
  key: CryptoKey,
  iv: Uint8Array<ArrayBuffer>,
  cipher: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, cipher);
  return new Uint8Array(plain);
}

/** `base64(iv || ciphertext || tag)` of the UTF-8 text. */
export async function encryptField(
  keySource: KeySource,
  text: string,
  iv: Uint8Array<ArrayBuffer> = randomIv(),
): Promise<string> {
  const { cipher } = await aesGcmEncrypt(await keySource(), encoder.encode(text), iv);
  const out = new Uint8Array(iv.length + cipher.length);
  out.set(iv, 0);
  out.set(cipher, iv.length);
  return bytesToBase64(out);
}

/** Inverse of `encryptField`; rejects if the text was tampered with or the key differs. */
export async function decryptField(keySource: KeySource, packed: string): Promise<string> {
  const bytes = base64ToBytes(packed);
  if (bytes.length < AES_GCM_IV_BYTES + 16) throw new RangeError('Encrypted field too short');
  const iv = bytes.slice(0, AES_GCM_IV_BYTES);
  const cipher = bytes.slice(AES_GCM_IV_BYTES);
  return decoder.decode(await aesGcmDecrypt(await keySource(), iv, cipher));
}

export type Hasher = (text: string) => Promise<string>;

export interface CodeRequestSecretsInput {
  /** The phone number or e-mail address the code is sent to. */
  sendCodeNum: string;
  /** The account name. */
  sendName: string;
  /** The captcha id. */
  codeId: string;
}

/** The fields of a verification-code request derived from the plain values (spec section 3). */
export interface CodeRequestSecrets {
  sendCodeNumV2: string;
  sendNameV2: string;
  codeIdV2: string;
  SendCodeNum: string;
  SendName: string;
  codeId: string;
}

export interface CredentialCryptoOptions {
  keySource: KeySource;
  hashPassword?: Hasher;
  hashCode?: Hasher;
  /** IV generator, injectable for known-vector tests. */
  iv?: () => Uint8Array<ArrayBuffer>;
}

export interface CredentialCrypto {
  hashPassword: Hasher;
  hashCode: Hasher;
  encrypt(text: string): Promise<string>;
  codeRequestSecrets(input: CodeRequestSecretsInput): Promise<CodeRequestSecrets>;
}

export function createCredentialCrypto(options: CredentialCryptoOptions): CredentialCrypto {
  const hashPassword = options.hashPassword ?? sha256Hex;
  const hashCode = options.hashCode ?? sha256Hex;
  const nextIv = options.iv ?? randomIv;
  const encrypt = (text: string) => encryptField(options.keySource, text, nextIv());
  return {
    hashPassword,
    hashCode,
    encrypt,
    async codeRequestSecrets({ sendCodeNum, sendName, codeId }) {
      const [sendCodeNumV2, sendNameV2, codeIdV2, SendCodeNum, SendName, codeIdHash] =
        await Promise.all([
          encrypt(sendCodeNum),
          encrypt(sendName),
          encrypt(codeId),
          hashCode(sendCodeNum),
          hashCode(sendName),
          hashCode(codeId),
        ]);
      return { sendCodeNumV2, sendNameV2, codeIdV2, SendCodeNum, SendName, codeId: codeIdHash };
    },
  };
}

/** Default hashers, usable without a key source. */
export const hashPassword: Hasher = sha256Hex;
export const hashCode: Hasher = sha256Hex;
