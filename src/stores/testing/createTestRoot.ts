import { createSdk } from '../../sdk';
import { createCredentialCrypto, staticKeySource } from '../../sdk/crypto';
import type { CredentialStore, LocationLike, SdkFactory, StoreSdk } from '../deps';
import { EventBus, type AppEvent } from '../events';
import { RootStore, type RootStoreDeps } from '../RootStore';
import { StorageKey } from '../storageKeys';
import { FakeApi } from './FakeApi';
import { FakeClock } from './FakeClock';
import { fakeSocketFactory } from './FakeSocket';
import { MemoryStorage } from './MemoryStorage';
import { operations as generatedOperations } from '../../sdk/operations.generated';

export interface TestRootOptions extends Partial<Omit<RootStoreDeps, 'storage' | 'clock'>> {
  storage?: MemoryStorage;
  clock?: FakeClock;
  /** Start logged in with this token. */
  token?: string;
  location?: LocationLike;
}

/** A key for tests only: the code-request fields are encrypted with it. */
const TEST_KEY = new Uint8Array(16).fill(7);

export const testCrypto = createCredentialCrypto({ keySource: staticKeySource(TEST_KEY) });

/** A credential store in memory (the browser's PasswordCredential stand-in). */
export function memoryCredentials(): CredentialStore & {
  saved: { name: string; password: string } | null;
} {
  const store = {
    saved: null as { name: string; password: string } | null,
    async store(name: string, password: string) {
      store.saved = { name, password };
    },
    async get() {
      return store.saved;
    },
    async clear() {
      store.saved = null;
    },
  };
  return store;
}

/**
 * A RootStore over the real SDK core and a fake fetch, a fake clock, memory storage and fake
 * sockets. Everything can be overridden; stories pass their own `sdk` (over MSW).
 */
export function createTestRoot(options: TestRootOptions = {}) {
  const storage = options.storage ?? new MemoryStorage();
  if (options.token) {
    storage.setItem(StorageKey.token, options.token);
    storage.setItem(StorageKey.userId, storage.getItem(StorageKey.userId) ?? '1');
  }
  const clock = options.clock ?? new FakeClock();
  const api = new FakeApi(generatedOperations);
  const sockets = fakeSocketFactory();
  const events = options.events ?? new EventBus();
  const emitted: AppEvent[] = [];
  events.onAny((e) => emitted.push(e));
  const sdk: StoreSdk | SdkFactory =
    options.sdk ??
    ((hooks) =>
      createSdk({
        baseUrl: 'http://store-test.invalid',
        fetch: api.fetch,
        siteId: '1',
        version: '1.0',
        getToken: hooks.getToken,
        storage,
        onEvent: hooks.onEvent,
        moneyMovingRetries: 0,
      }));
  const root = new RootStore({
    socketFactory: sockets,
    location: options.location ?? { href: 'https://site.test/', search: '', host: 'site.test' },
    crypto: testCrypto,
    ...options,
    sdk,
    storage,
    clock,
    events,
  });
  /** Lets pending promises (SDK calls, awaits) settle. */
  const settle = async (rounds = 20) => {
    for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 0));
  };
  return { root, api, storage, clock, sockets, events, emitted, settle };
}

export type TestRoot = ReturnType<typeof createTestRoot>;
