import { describe, expect, it } from 'vitest';
import { downloadTargets } from './downloadTargets';

const origin = 'https://www.site.test';

describe('download targets', () => {
  it('offers the configured mobile site when it is another site, with its codes', () => {
    expect(downloadTargets('https://m.site.test/?icode=I1&rcode=R1', null, origin)).toEqual([
      { kind: 'mobile', url: 'https://m.site.test/?icode=I1&rcode=R1' },
    ]);
  });

  it("offers this site's home when no mobile site is configured or it is this site", () => {
    expect(downloadTargets(null, null, origin)).toEqual([
      { kind: 'mobile', url: 'https://www.site.test/' },
    ]);
    expect(downloadTargets('https://www.site.test/m?rcode=R9', null, origin)).toEqual([
      { kind: 'mobile', url: 'https://www.site.test/?rcode=R9' },
    ]);
  });

  it('adds the permanent address when it is a web address of its own', () => {
    expect(downloadTargets(null, 'https://forever.site.test', origin)).toEqual([
      { kind: 'mobile', url: 'https://www.site.test/' },
      { kind: 'forever', url: 'https://forever.site.test/' },
    ]);
    expect(downloadTargets(null, 'javascript:alert(1)', origin)).toHaveLength(1);
    expect(downloadTargets(null, 'https://www.site.test/', origin)).toHaveLength(1);
  });
});
