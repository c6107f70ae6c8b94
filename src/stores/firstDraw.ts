// The page's first render is a React transition: it yields to the browser while it draws, and
// answers arrive in between. An answer that changes a store the render has read makes React
// throw the render away and draw the whole page again, synchronously, in one long task
// (useSyncExternalStore keeps a render consistent with its stores; on home under a slow phone's
// network that task took about 0.4 s at 4x CPU). Answers that change what the first render
// draws, but that it does not wait for (home's hot games and live matches, which replace
// placeholders, and the chat), are applied once that render is committed.

export class FirstDraw {
  private gate: Promise<void> = Promise.resolve();
  private open: (() => void) | null = null;

  /** Holds `passed()` until `done()`: the browser's start-up calls it before its first render.
   * Without it (the server's drawing, tests) nothing waits. */
  hold(): void {
    if (this.open) return;
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }

  /** The first render is committed. */
  done(): void {
    this.open?.();
    this.open = null;
  }

  /** Resolves once the first render is committed (at once when it is not held). */
  passed(): Promise<void> {
    return this.gate;
  }
}
