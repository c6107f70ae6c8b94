import { describe, expect, it } from 'vitest';
import { BASE_FONT_PX, rootFontSize } from './fontScale';

describe('rootFontSize', () => {
  it('keeps the design size at and above 1600 px', () => {
    expect(rootFontSize(1920)).toBe(BASE_FONT_PX);
    expect(rootFontSize(2560)).toBe(BASE_FONT_PX);
    expect(rootFontSize(1600)).toBe(BASE_FONT_PX);
  });
  it('scales proportionally under 1600 px', () => {
    expect(rootFontSize(1200)).toBe(12);
    expect(rootFontSize(1440)).toBe(14.4);
    expect(rootFontSize(1599)).toBeLessThan(BASE_FONT_PX);
  });
  it('never goes under the size at 1200 px (12 px body text)', () => {
    expect(rootFontSize(1024)).toBe(12);
    expect(rootFontSize(800)).toBe(12);
  });
  it('gives phones a fixed 14 px root (body text never under 12 px)', () => {
    expect(rootFontSize(390)).toBe(14);
    expect(rootFontSize(360)).toBe(14);
    expect(rootFontSize(767)).toBe(14);
  });
  it('grows with the width (monotonic)', () => {
    let last = 0;
    for (let w = 900; w <= 2000; w += 37) {
      const size = rootFontSize(w);
      expect(size).toBeGreaterThanOrEqual(last);
      last = size;
    }
  });
  it('falls back to the design size for a width that is not a number', () => {
    expect(rootFontSize(Number.NaN)).toBe(BASE_FONT_PX);
  });
});
