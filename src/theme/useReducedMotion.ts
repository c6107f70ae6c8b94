import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

let made: { win: Window; list: MediaQueryList | undefined } | undefined;

/** The setting's media query list, made once per window: React reads the setting on every
 * render of every component using it, and each matchMedia call parses and evaluates the query
 * again (about 13 ms of home's first load on a 4x slower CPU, profiled). */
function motionQuery(): MediaQueryList | undefined {
  if (typeof window === 'undefined') return undefined;
  if (made?.win !== window) made = { win: window, list: window.matchMedia?.(QUERY) };
  return made.list;
}

function subscribe(onChange: () => void): () => void {
  const list = motionQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the player asks for reduced motion now. */
export const prefersReducedMotionNow = (): boolean => !!motionQuery()?.matches;
// the server draws full motion; a browser taking a drawn page over (hydrating it) first draws
// what the server drew, then at once what the player asked for, instead of a mismatch
const drawnOnServer = (): boolean => false;

/** Whether the player asked for reduced motion (follows changes of the setting). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotionNow, drawnOnServer);
}
