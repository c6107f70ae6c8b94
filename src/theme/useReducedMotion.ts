import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const motionQuery = (): MediaQueryList | undefined =>
  typeof window === 'undefined' ? undefined : window.matchMedia?.(QUERY);

function subscribe(onChange: () => void): () => void {
  const list = motionQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const reducedNow = (): boolean => !!motionQuery()?.matches;
// the server draws full motion; a browser taking a drawn page over (hydrating it) first draws
// what the server drew, then at once what the player asked for, instead of a mismatch
const drawnOnServer = (): boolean => false;

/** Whether the player asked for reduced motion (follows changes of the setting). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reducedNow, drawnOnServer);
}
