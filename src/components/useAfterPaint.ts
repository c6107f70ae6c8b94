// Content below the first screen, drawn after the first screen has painted: the first paint (and
// its largest element) does not wait for it, and the work is one more short task instead of a
// part of one long one.
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './afterPaint';

/** False in the render that first shows the caller, true from a frame after it has painted. */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}
