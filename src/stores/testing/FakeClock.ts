import type { Clock, TimerHandle } from '../deps';

interface Timer {
  id: number;
  at: number;
  fn: () => void;
  every: number | null;
}

/** A deterministic clock: time moves only through `advance`. */
export class FakeClock implements Clock {
  private current: number;
  private nextId = 1;
  private timers: Timer[] = [];

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    return this.add(fn, ms, null);
  }

  setInterval(fn: () => void, ms: number): TimerHandle {
    return this.add(fn, ms, Math.max(1, ms));
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }

  clearInterval(handle: TimerHandle): void {
    this.clearTimeout(handle);
  }

  /** Number of timers still scheduled. */
  get pending(): number {
    return this.timers.length;
  }

  /** Moves time forward, firing due timers in order (timers added meanwhile fire too). */
  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const due = this.timers
        .filter((t) => t.at <= end)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.current = due.at;
      if (due.every === null) this.timers = this.timers.filter((t) => t !== due);
      else due.at += due.every;
      due.fn();
    }
    this.current = end;
  }

  private add(fn: () => void, ms: number, every: number | null): number {
    const id = this.nextId++;
    this.timers.push({ id, at: this.current + Math.max(0, ms), fn, every });
    return id;
  }
}
