// Widgets that are costly to draw (a QR code takes a slow phone a few hundred ms) wait until
// they come near the screen: one in the footer is never drawn on a page nobody scrolls down.
// Figures that count up wait until they are on the screen, where the player sees them count.
import { useCallback, useState } from 'react';

/** How far outside the screen a widget starts drawing, so it is ready when scrolled to. */
const NEAR_MARGIN = '200px';

/**
 * `[near, ref]`: `near` turns true (and stays) once the element given to `ref` is within
 * `margin` of the screen ('0px': on it). Without IntersectionObserver (tests' DOM) it is true at
 * once; on the server it is false, as in a browser's first render, which takes the server's
 * drawing over (src/app/main.tsx).
 */
export function useNearViewport<T extends Element>(
  margin: string = NEAR_MARGIN,
): [boolean, (el: T | null) => void] {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const ref = useCallback(
    (el: T | null) => {
      if (!el || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(el);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [near, ref];
}
