import { useEffect } from 'react';

/** Designs are drawn 1920 px wide with a 16 px root font (spec sections 2 and 9). */
export const DESIGN_WIDTH = 1920;
/** Under this width the root font shrinks with the window. */
export const SCALE_BELOW = 1600;
/** Windows from here up to 1200 px keep the size at 1200 px (12 px: body text never smaller). */
export const MIN_WIDTH = 1200;
/** Under this width the phone layout takes over at its own, fixed root size. */
export const PHONE_BELOW = 768;
export const PHONE_FONT_PX = 14;
export const BASE_FONT_PX = 16;

/**
 * Root font size in px for a window width: the design size from 1600 px up (1600-1920 and
 * wider keep the 16 px of the 1920 design), proportional to width / 1600 below, never
 * smaller than at 1200 px (12 px); phones (under 768 px) use 14 px. Rounded to 2 decimals.
 */
export function rootFontSize(windowWidth: number): number {
  if (!Number.isFinite(windowWidth) || windowWidth >= SCALE_BELOW) return BASE_FONT_PX;
  if (windowWidth < PHONE_BELOW) return PHONE_FONT_PX;
  const width = Math.max(windowWidth, MIN_WIDTH);
  return Math.round(((BASE_FONT_PX * width) / SCALE_BELOW) * 100) / 100;
}

/** Sets `<html>`'s font size for the window's width now (start-up calls it before the first
 * render, so the first paint already has the right size and nothing shifts when it changes). */
export function applyRootFontSize(target: Window): void {
  target.document.documentElement.style.setProperty(
    'font-size',
    `${rootFontSize(target.innerWidth)}px`,
  );
}

/** Keeps `<html>`'s font size in step with the window width. */
export function useFontScale(target: Window | undefined = globalThis.window): void {
  useEffect(() => {
    if (!target) return;
    const { style } = target.document.documentElement;
    const apply = () => {
      const px = `${rootFontSize(target.innerWidth)}px`;
      // the same size set again would restyle every rem on the page
      if (style.getPropertyValue('font-size') !== px) style.setProperty('font-size', px);
    };
    // Start-up set the size before the first render; checking it again right after this commit
    // would read the width of a page not laid out yet and force a layout of all of it (140 ms on a
    // slow phone). The next frame lays the page out anyway, so the check waits for it.
    let frame = 0;
    if (style.getPropertyValue('font-size') === '') apply();
    else frame = target.requestAnimationFrame(apply);
    target.addEventListener('resize', apply);
    return () => {
      target.cancelAnimationFrame(frame);
      target.removeEventListener('resize', apply);
      style.removeProperty('font-size');
    };
  }, [target]);
}
