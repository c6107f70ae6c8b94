// What a game's frame tells the game window (issue 40): the venue page posts { type:
// 'venue-round' } when a round or a ticket moved its wallet (server/venues/page.ts), and the
// window's bar then reads the venue balance again from the server, so it shows what the game
// shows. Only the game window imports this.

/** Whether a frame's message says a round moved the venue wallet. */
export function isVenueRound(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'venue-round'
  );
}
