import { describe, expect, it } from 'vitest';
import { browserCredentials, credentialManagementStore } from './credentials';

class FakePasswordCredential {
  constructor(readonly data: { id: string; password: string; name?: string }) {}
  get id() {
    return this.data.id;
  }
  get password() {
    return this.data.password;
  }
}

function fakeContainer() {
  let saved: unknown = null;
  let silentPrevented = 0;
  return {
    container: {
      async store(c: unknown) {
        saved = c;
        return c;
      },
      async get() {
        return saved;
      },
      async preventSilentAccess() {
        silentPrevented++;
      },
    },
    silentPrevented: () => silentPrevented,
  };
}

describe('credential store over the Credential Management API', () => {
  it('hands the account to the browser as a PasswordCredential and reads it back', async () => {
    const fake = fakeContainer();
    const store = credentialManagementStore(fake.container, FakePasswordCredential);
    await store.store('alice01', 'abc12345');
    expect(await store.get()).toEqual({ name: 'alice01', password: 'abc12345' });
    await store.clear?.();
    expect(fake.silentPrevented()).toBe(1);
  });

  it('answers null when the browser has nothing usable', async () => {
    const store = credentialManagementStore(
      { store: async () => null, get: async () => ({ id: 'x' }) },
      FakePasswordCredential,
    );
    expect(await store.get()).toBeNull();
  });

  it('is absent where the API is missing (node has no PasswordCredential)', () => {
    expect(browserCredentials()).toBeNull();
  });
});
