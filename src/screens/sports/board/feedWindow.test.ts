// The live feed follows the board's window: the matches on screen and a margin, moving in whole
// blocks, so the board hears every match it shows and not the rest of a long list.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEED_BLOCK_ROWS, FEED_MARGIN_ROWS, feedWindow } from './feedWindow';

// a list of rows: every 11th is a league's bar (no match), the others match ids m<i>
const gameIdOf = (i: number) => (i % 11 === 0 ? null : `m${i}`);

describe('feedWindow', () => {
  it('follows every match on screen and the margin around it, and no league bar', () => {
    const ids = feedWindow(2000, 500, 520, gameIdOf);
    for (let i = 500 - FEED_MARGIN_ROWS; i <= 520 + FEED_MARGIN_ROWS; i++)
      if (gameIdOf(i) !== null) expect(ids).toContain(`m${i}`);
    expect(ids.every((id) => id.startsWith('m'))).toBe(true);
  });

  it('follows a few dozen of a 2,000-row list, not the whole list', () => {
    const ids = feedWindow(2000, 0, 25, gameIdOf);
    expect(ids.length).toBeLessThanOrEqual(25 + FEED_MARGIN_ROWS + FEED_BLOCK_ROWS);
    expect(ids[0]).toBe('m1');
  });

  it('keeps the same window while the screen moves within a block', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1900 }),
        fc.integer({ min: 1, max: 40 }),
        (first, n) => {
          const block = Math.floor(first / FEED_BLOCK_ROWS) * FEED_BLOCK_ROWS;
          const a = feedWindow(2000, block, block + n, gameIdOf);
          const b = feedWindow(
            2000,
            block + FEED_BLOCK_ROWS - 1,
            block + FEED_BLOCK_ROWS - 1 + n,
            gameIdOf,
          );
          // moving the screen within one block changes the window by at most one block each side
          expect(Math.abs(a.length - b.length)).toBeLessThanOrEqual(FEED_BLOCK_ROWS);
        },
      ),
    );
  });

  it('contains every row on screen wherever the board is scrolled, and stays inside the list', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 60 }),
        (count, start, n) => {
          const first = Math.min(start, count - 1);
          const last = Math.min(first + n, count - 1);
          const ids = feedWindow(count, first, last, gameIdOf);
          for (let i = first; i <= last; i++) {
            const id = gameIdOf(i);
            if (id !== null) expect(ids).toContain(id);
          }
          expect(ids.every((id) => Number(id.slice(1)) < count)).toBe(true);
          expect(new Set(ids).size).toBe(ids.length);
        },
      ),
    );
  });
});
