import { useSyncExternalStore } from 'react';

// Whether this render is the server's drawing of a page (src/app/snapshot.tsx): there is no
// window, so no sizes, and none of what the player's browser keeps (a member's betting slip).
export const drawnOnServer = typeof window === 'undefined';

/**
 * Put on <html> by the drawn page's first script (src/app/snapshotPage.ts) PAGE_DUE_MS after the
 * page's load (navigation start): a dialog the drawing carries with `shownAt` (guard 7's register
 * prompt, src/components/Dialog) is hidden until then, so it shows on time before the site's
 * script has run.
 */
export const PAGE_DUE_CLASS = 'page-due';
export const PAGE_DUE_MS = 500;

const neverChanges = (): (() => void) => () => undefined;
const inBrowser = (): boolean => false;
const inDrawing = (): boolean => true;

/**
 * Whether this render draws the server's picture of the page: on the server, and in the
 * browser's first render that takes a drawn page over (hydrates it), which must draw what the
 * server drew. React draws the part again at once after that render, with what the browser
 * keeps (a member's betting slip) and knows (sizes).
 */
export function useDrawnView(): boolean {
  return useSyncExternalStore(neverChanges, inBrowser, inDrawing);
}
