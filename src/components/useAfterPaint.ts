// Content below the first screen, drawn after the first screen has painted: the first paint (and
// its largest element) does not wait for it, and the work is one more short task instead of a
// part of one long one.
import { startTransition, useEffect, useState } from 'react';

/** False in the render that first shows the caller, true from a frame after it has painted. */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer = 0;
    // the frame's callback runs before its paint; a task queued from there runs after it
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
