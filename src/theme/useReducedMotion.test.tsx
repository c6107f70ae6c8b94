// The server draws full motion, and a browser taking its drawing over (src/app/main.tsx) first
// draws the same, whatever the player's setting: the hook's server value, which React uses for
// a server render and for a hydrating one alike.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotionNow, usePrefersReducedMotion } from './useReducedMotion';

function Motion() {
  return <span>{usePrefersReducedMotion() ? 'reduced' : 'full'}</span>;
}

describe('usePrefersReducedMotion in a drawn page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws full motion even where the player asked for reduced motion', () => {
    const list = { matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    vi.stubGlobal('window', { matchMedia: () => list });
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    expect(renderToString(<Motion />)).toBe('<span>full</span>');
  });
});

describe('the reduced-motion setting in the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the setting from one media query list, however often it is read', () => {
    const list = { matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const matchMedia = vi.fn(() => list);
    vi.stubGlobal('window', { matchMedia });
    expect(prefersReducedMotionNow()).toBe(false);
    list.matches = true;
    for (let i = 0; i < 50; i++) expect(prefersReducedMotionNow()).toBe(true);
    expect(matchMedia).toHaveBeenCalledTimes(1);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });
});
