/** The board's tick: queued feed messages are applied on a 250 ms grid, as a bookmaker's
 * board moves, so a second of the feed redraws the board at most 4 times instead of in every
 * frame (docs/live-sports.md). The server checks the price of every bet, so a price up to a
 * tick old on screen costs the player nothing: a moved price is offered again as 接受新赔率. */
export const BOARD_TICK_MS = 250;
