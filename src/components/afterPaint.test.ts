import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterPaint';

describe('afterNextPaint', () => {
  let frames: (() => void)[];
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work in a task after the next frame, not before the frame nor inside its callback (before its paint)', () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    frames[0]?.();
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs the work once cancelled, before or after the frame', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    frames[0]?.();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterNextPaint(late);
    frames[1]?.();
    cancel();
    vi.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });
});
