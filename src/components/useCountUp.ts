// A jackpot figure that counts up (DESIGN.md: "Jackpots count up"), once it is on the screen.
// Counted at once, a figure below the first screen (home's at 1440 px) finished before anyone
// scrolled to it, and each frame of its 1.2 s was a render, layout and paint during start-up.
import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from './useNearViewport';

/** A count starts this far below its amount ... */
export const COUNT_FROM = 0.97;
/** ... and takes this long (ease out). */
export const COUNT_MS = 1200;

/**
 * `[shown, ref]`: the figure to show for `amount`, and the ref of the element showing it. With
 * `animate` (false under reduced motion) the figure holds at 97 % of the amount until the
 * element comes on the screen, counts up to it in about 1.2 s, then follows a new amount from
 * where it is. Without `animate`, the amount itself.
 */
export function useCountUp<T extends Element>(
  amount: number,
  animate: boolean,
): [number, (el: T | null) => void] {
  const [seen, ref] = useNearViewport<T>('0px');
  // the figure while and once it counts; null before its first count
  const [shown, setShown] = useState<number | null>(null);
  const at = useRef<number | null>(null);
  // the server's drawn page shows the 97 % too, so the live page takes over the same figure
  const counting = animate && amount > 0;

  useEffect(() => {
    if (!counting || !seen) return;
    const from = at.current ?? amount * COUNT_FROM;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / COUNT_MS);
      const value = t >= 1 ? amount : from + (amount - from) * (1 - (1 - t) ** 3);
      at.current = value;
      setShown(value);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [amount, counting, seen]);

  if (!counting) return [amount, ref];
  return [shown ?? amount * COUNT_FROM, ref];
}
