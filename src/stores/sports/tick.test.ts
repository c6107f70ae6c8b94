// The board's tick: moved prices are drawn on a 250 ms grid, in the animation frame after it,
// and a press or key just before holds the tick back a frame so the press is drawn alone.
import { describe, expect, it } from 'vitest';
import { BOARD_TICK_MS, INPUT_GRACE_MS, tickScheduler } from './tick';

function page(start: number) {
  const env = {
    time: start,
    input: -Infinity,
    timers: [] as { at: number; fn: () => void }[],
    frames: [] as (() => void)[],
  };
  const schedule = tickScheduler({
    now: () => env.time,
    setTimeout: (fn, ms) => env.timers.push({ at: env.time + ms, fn }),
    requestAnimationFrame: (fn) => env.frames.push(fn),
    lastInput: () => env.input,
    frameNow: () => env.time,
  });
  /** Runs the timers due by `to`, then one frame 16 ms later. */
  const frame = () => {
    env.time += 16;
    for (const f of env.frames.splice(0)) f();
  };
  const until = (to: number) => {
    env.time = to;
    for (const t of env.timers.splice(0)) {
      if (t.at <= to) t.fn();
      else env.timers.push(t);
    }
  };
  return { env, schedule, frame, until };
}

describe("the board's tick", () => {
  it('applies what was queued in the frame after the next 250 ms tick of the clock', () => {
    const { env, schedule, frame, until } = page(1_000_030);
    let ran = 0;
    schedule(() => ran++);
    expect(env.timers[0]?.at).toBe(1_000_000 + BOARD_TICK_MS);
    until(1_000_249);
    frame();
    expect(ran).toBe(0);
    until(1_000_250);
    frame();
    expect(ran).toBe(1);
  });

  it('waits a frame while the player has just pressed or typed, then applies it', () => {
    const { env, schedule, frame, until } = page(1_000_000);
    let ran = 0;
    schedule(() => ran++);
    until(1_000_250);
    env.input = env.time + 10; // a press in the frame the tick was to draw
    frame();
    expect(ran).toBe(0);
    env.time = env.input + INPUT_GRACE_MS; // no press since
    frame();
    expect(ran).toBe(1);
  });
});
