import { describe, expect, it } from 'vitest';
import { isVenueRound } from './frameMessages';

describe("a game frame's messages", () => {
  it('a round that moved the venue wallet is { type: venue-round }, and nothing else is', () => {
    expect(isVenueRound({ type: 'venue-round' })).toBe(true);
    for (const other of ['venue-round', { type: 'something-else' }, null, undefined, 1, {}])
      expect(isVenueRound(other)).toBe(false);
  });
});
