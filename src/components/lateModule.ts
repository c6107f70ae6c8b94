// A module the first script does not carry, loaded when a component first wants it. Unlike
// React.lazy there is no Suspense: until the module is there the caller renders its own stand-in
// (often the same markup without the behaviour), and once loaded every later render has it
// synchronously, so a stand-in never flashes again. `load()` may be called ahead (a first
// hover, Storybook's preview) to have it ready.
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './afterPaint';

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
  const [value, setValue] = useState<T | null>(module.current);
  useEffect(() => {
    // A transition: what the module draws (the footer, a menu) is drawn in slices the browser
    // can answer a tap between, not in one long task (about 0.1 s on a slow phone). The
    // function form, because the value is often a component, itself a function.
    const show = () => startTransition(() => setValue(() => module.current()));
    // it may have arrived between the render and this effect
    if (module.current() !== null) show();
    return module.subscribe(show);
  }, [module]);
  useEffect(() => {
    if (!wanted || value !== null) return undefined;
    // After the paint, in a task of its own: a load puts the module's preload links in the
    // page, and among the effects of a page's first draw (the header's menu, the footer) that
    // made one long task, and its requests came before the first paint.
    return afterNextPaint(() => void module.load().catch(() => undefined));
  }, [module, wanted, value]);
  return value;
}

/**
 * useLateModule for a module that replaces a stand-in the player can press (a menu, a
 * trigger). A press that begins on the stand-in holds the module back until the press is
 * released: swapped under the pointer, the new markup would take the release and the click
 * would be lost. Pass `holdPress` as the stand-in's (or its box's) onPointerDownCapture.
 */
export function useLateModuleAfterPress<T>(
  module: LateModule<T>,
  wanted: boolean,
): { value: T | null; holdPress: () => void } {
  const loaded = useLateModule(module, wanted);
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (!pressed) return;
    let timer = 0;
    // the release's click comes a task after pointerup: let it reach the stand-in first
    const release = () => {
      timer = window.setTimeout(() => setPressed(false));
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      clearTimeout(timer);
    };
  }, [pressed]);
  const value = pressed ? null : loaded;
  return {
    value,
    holdPress: () => {
      if (value === null) setPressed(true);
    },
  };
}
