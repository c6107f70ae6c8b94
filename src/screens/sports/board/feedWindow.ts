// The board's window for the live feed: the matches of the rows on screen and a margin on each
// side, widened to whole blocks of rows, so a scroll of a few rows keeps the subscription (each
// new subscription costs a snapshot of its matches) and a match comes into view already current.

/** Rows followed above and below the rows on screen. */
export const FEED_MARGIN_ROWS = 20;
/** The window's edges move in steps of this many rows. */
export const FEED_BLOCK_ROWS = 10;

/**
 * The game ids of the rows from `first` to `last` (the rows on screen) with the margin, in
 * steps of whole blocks; `gameIdOf` is null for a row without a match (a league's bar). Each id
 * once, in the rows' order.
 */
export function feedWindow(
  count: number,
  first: number,
  last: number,
  gameIdOf: (index: number) => string | null,
): string[] {
  const from = Math.max(
    0,
    Math.floor((first - FEED_MARGIN_ROWS) / FEED_BLOCK_ROWS) * FEED_BLOCK_ROWS,
  );
  const to = Math.min(
    count - 1,
    Math.ceil((last + FEED_MARGIN_ROWS + 1) / FEED_BLOCK_ROWS) * FEED_BLOCK_ROWS - 1,
  );
  const ids: string[] = [];
  const seen = new Set<string>();
  for (let i = from; i <= to; i++) {
    const id = gameIdOf(i);
    if (id !== null && !seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  }
  return ids;
}
