// Work a page's first draw starts that its first paint does not need (a late module's load, the
// board's sidebar counts): queued from the next frame's callback, which runs before that frame's
// paint, it runs in a task after it. Started sooner, its requests came before the paint, and on a
// slow connection they shared the bandwidth with what the paint waits for.

/** Runs `run` in a task after the browser's next paint; returns a cancel. A tab in the
 * background paints nothing, and its work waits until the tab is shown. */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
