// A module the first script does not carry, loaded when a component first wants it. Unlike
// React.lazy there is no Suspense: until the module is there the caller renders its own stand-in
// (often the same markup without the behaviour), and once loaded every later render has it
// synchronously, so a stand-in never flashes again. `load()` may be called ahead (a first
// hover, Storybook's preview) to have it ready.
import { useEffect, useSyncExternalStore } from 'react';

export interface LateModule<T> {
  /** The loaded value, or null while it is not loaded. */
  current(): T | null;
  /** Starts loading (once) and resolves with the value. */
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
}

export function lateModule<T>(importer: () => Promise<T>): LateModule<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => value,
    load() {
      loading ??= importer().then((loaded) => {
        value = loaded;
        for (const listener of listeners) listener();
        return loaded;
      });
      // a failed load (offline) is tried again on the next want
      loading.catch(() => {
        loading = null;
      });
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The module's value once loaded (null before); starts loading while `wanted` is true. */
export function useLateModule<T>(module: LateModule<T>, wanted: boolean): T | null {
  const value = useSyncExternalStore(module.subscribe, module.current, module.current);
  useEffect(() => {
    if (wanted && value === null) void module.load().catch(() => undefined);
  }, [module, wanted, value]);
  return value;
}
