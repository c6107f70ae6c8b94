/** The board's tick: queued feed messages are applied on a 250 ms grid, as a bookmaker's
 * board moves, so a second of the feed redraws the board at most 4 times instead of in every
 * frame (docs/live-sports.md). The server checks the price of every bet, so a price up to a
 * tick old on screen costs the player nothing: a moved price is offered again as 接受新赔率. */
export const BOARD_TICK_MS = 250;

/** A press this recent (ms) holds the board's tick back a frame. */
export const INPUT_GRACE_MS = 50;

/**
 * The board's tick scheduler: `callback` runs in the animation frame after the next tick of the
 * wall clock, unless the player pressed or typed within INPUT_GRACE_MS, in which case it waits
 * for the next frame: the frame that draws a press (a pick into the slip) draws it alone, not
 * with a tick's moved prices (bench:board's press to slip), and the tick follows a frame later.
 */
export function tickScheduler(env: {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  requestAnimationFrame(fn: () => void): unknown;
  /** When the player last pressed or typed (performance.now()), or -Infinity. */
  lastInput(): number;
  frameNow(): number;
}): (callback: () => void) => unknown {
  return (callback) =>
    env.setTimeout(
      () => {
        const frame = (): void => {
          if (env.frameNow() - env.lastInput() < INPUT_GRACE_MS) env.requestAnimationFrame(frame);
          else callback();
        };
        env.requestAnimationFrame(frame);
      },
      BOARD_TICK_MS - (env.now() % BOARD_TICK_MS),
    );
}
