import { useSyncExternalStore } from 'react';

// Whether this render is the server's drawing of a page (src/app/snapshot.tsx): there is no
// window, so no sizes, and none of what the player's browser keeps (a member's betting slip).
export const drawnOnServer = typeof window === 'undefined';

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
