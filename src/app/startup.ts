// Start-up behaviours of spec section 2 that live in the page: the scrolling title.
// (Referral codes and the landing address: SiteStore.captureLanding; font scale: theme/fontScale.)
import type { Clock } from '../stores';

/** Spec section 9: the title scrolls every 300 ms when longer than 15 characters. */
export const TITLE_SCROLL_MS = 300;
export const TITLE_SCROLL_OVER = 15;

/** The title one step later: its first character moves to the end (by code point). */
export function scrollTitleOnce(title: string): string {
  const chars = Array.from(title);
  if (chars.length <= 1) return title;
  return chars.slice(1).join('') + chars[0];
}

export function titleScrolls(title: string): boolean {
  return Array.from(title).length > TITLE_SCROLL_OVER;
}

/**
 * Shows `title` in the document, scrolling it every 300 ms when longer than 15 characters.
 * Returns the stop function.
 */
export function showTitle(doc: { title: string }, title: string, clock: Clock): () => void {
  doc.title = title;
  if (!titleScrolls(title)) return () => undefined;
  let current = title;
  const handle = clock.setInterval(() => {
    current = scrollTitleOnce(current);
    doc.title = current;
  }, TITLE_SCROLL_MS);
  return () => clock.clearInterval(handle);
}
