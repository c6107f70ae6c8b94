import type { KeyValueStorage } from './types';

/** Storage key of the first-party device id. */
export const DEVICE_ID_KEY = 'device_uuid';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The device id: a random uuid created once and kept in the given storage (no fingerprinting).
 * If the storage fails (private mode, quota), the id lives for this page only.
 */
export function createDeviceId(
  storage: KeyValueStorage,
  randomUUID: () => string = () => crypto.randomUUID(),
) {
  let cached: string | null = null;
  return (): string => {
    if (cached) return cached;
    let stored: string | null = null;
    try {
      stored = storage.getItem(DEVICE_ID_KEY);
    } catch {
      stored = null;
    }
    if (stored && UUID_RE.test(stored)) {
      cached = stored;
      return stored;
    }
    const fresh = randomUUID();
    try {
      storage.setItem(DEVICE_ID_KEY, fresh);
    } catch {
      // keep it in memory only
    }
    cached = fresh;
    return fresh;
  };
}

/** An in-memory KeyValueStorage (tests, stories, server-side rendering). */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    dump: () => Object.fromEntries(map),
  };
}
