import { describe, expect, it } from 'vitest';
import { categoryOf, hashOf, planArt } from './artwork';

describe('generated artwork', () => {
  it('gives the same picture for the same code every time', () => {
    expect(planArt('PGDZ', 'DZ')).toEqual(planArt('PGDZ', 'DZ'));
  });

  it('gives different codes of one category different layouts but the category colours', () => {
    const a = planArt('PGDZ', 'DZ');
    const b = planArt('JDBDZ', 'DZ');
    expect(a.from).toBe(b.from);
    expect(a.shapes).not.toEqual(b.shapes);
  });

  it('falls back to the promotion colours for an unknown category', () => {
    expect(categoryOf('xx')).toBe('PROMO');
    expect(categoryOf('zr')).toBe('ZR');
  });

  it('hashes to unsigned 32-bit integers', () => {
    for (const s of ['', 'a', '星辰体育']) {
      const h = hashOf(s);
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeLessThan(2 ** 32);
    }
  });
});
