import { createSdk } from '../../sdk';
import { systemClock, type LocationLike } from '../deps';
import { RootStore, type RootStoreDeps } from '../RootStore';
import { StorageKey } from '../storageKeys';
import { testCrypto } from './createTestRoot';
import { fakeSocketFactory } from './FakeSocket';
import { MemoryStorage } from './MemoryStorage';

export interface StoryRootOptions extends Partial<RootStoreDeps> {
  /** Start logged in with this token. */
  token?: string;
  location?: LocationLike;
}

/**
 * A RootStore for stories: the real SDK over the page's fetch (which msw/browser answers from
 * the contract examples, see mocks/), the real clock, memory storage and fake sockets.
 */
export function createStoryRoot(options: StoryRootOptions = {}): RootStore {
  const storage = options.storage ?? new MemoryStorage();
  if (options.token) {
    storage.setItem(StorageKey.token, options.token);
    storage.setItem(StorageKey.userId, '10086');
  }
  return new RootStore({
    sdk: (hooks) =>
      createSdk({
        baseUrl: '',
        siteId: '1',
        version: '1.0',
        storage,
        getToken: hooks.getToken,
        onEvent: hooks.onEvent,
      }),
    clock: systemClock,
    socketFactory: fakeSocketFactory(),
    location: { href: 'http://localhost/', search: '', host: 'localhost' },
    crypto: testCrypto,
    ...options,
    storage,
  });
}
