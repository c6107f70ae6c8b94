// The credential crypto (crypto.ts) loaded on its first use: hashing and encryption are needed at
// the first login, register or code request, not in a page's first script.
import type { CodeRequestSecrets, CodeRequestSecretsInput, CredentialCrypto } from './crypto';

export interface LateCredentialCrypto {
  hashPassword(text: string): Promise<string>;
  codeRequestSecrets(input: CodeRequestSecretsInput): Promise<CodeRequestSecrets>;
}

/** `make` builds the crypto from the loaded module (once). */
export function lateCredentialCrypto(
  make: (module: typeof import('./crypto')) => CredentialCrypto,
): LateCredentialCrypto {
  let loaded: Promise<CredentialCrypto> | undefined;
  const crypto = () => (loaded ??= import('./crypto').then(make));
  return {
    hashPassword: async (text) => (await crypto()).hashPassword(text),
    codeRequestSecrets: async (input) => (await crypto()).codeRequestSecrets(input),
  };
}
