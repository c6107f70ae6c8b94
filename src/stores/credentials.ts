// "Remember password" over the browser's Credential Management API (PasswordCredential): the
// browser keeps the password, the site never does. Where the API is missing, there is no
// credential store and the session remembers the username only.
import type { CredentialStore } from './deps';

/** The part of `navigator.credentials` used here. */
export interface CredentialsContainerLike {
  store(credential: unknown): Promise<unknown>;
  get(options: {
    password: true;
    mediation?: 'silent' | 'optional' | 'required';
  }): Promise<unknown>;
  preventSilentAccess?(): Promise<void>;
}

export type PasswordCredentialCtor = new (data: {
  id: string;
  password: string;
  name?: string;
}) => unknown;

function readCredential(value: unknown): { name: string; password: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, password } = value as { id?: unknown; password?: unknown };
  return typeof id === 'string' && typeof password === 'string' && id !== ''
    ? { name: id, password }
    : null;
}

export function credentialManagementStore(
  container: CredentialsContainerLike,
  PasswordCredential: PasswordCredentialCtor,
): CredentialStore {
  return {
    async store(name, password) {
      await container.store(new PasswordCredential({ id: name, password, name }));
    },
    async get() {
      return readCredential(await container.get({ password: true, mediation: 'optional' }));
    },
    async clear() {
      await container.preventSilentAccess?.();
    },
  };
}

/** The browser's credential store, or null where the API is missing. */
export function browserCredentials(): CredentialStore | null {
  const g = globalThis as {
    PasswordCredential?: PasswordCredentialCtor;
    navigator?: { credentials?: CredentialsContainerLike };
  };
  const container = g.navigator?.credentials;
  if (!g.PasswordCredential || !container) return null;
  return credentialManagementStore(container, g.PasswordCredential);
}
