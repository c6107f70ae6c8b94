import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safeRedirect';

describe('/redirect/{path} follows in-site paths only', () => {
  it('follows an in-site path, keeping its query and hash', () => {
    expect(safeRedirectTarget('/redirect/mine/wallet')).toBe('/mine/wallet');
    expect(safeRedirectTarget('/redirect/activity/discount', '?tab=TY', '#top')).toBe(
      '/activity/discount?tab=TY#top',
    );
  });

  it('follows an encoded in-site path', () => {
    expect(safeRedirectTarget('/redirect/mine%2Fvip%2Fdetail')).toBe('/mine/vip/detail');
  });

  it.each([
    ['an absolute https URL', '/redirect/https://evil.example/steal'],
    ['an absolute URL, encoded', '/redirect/https%3A%2F%2Fevil.example'],
    ['a javascript: scheme', '/redirect/javascript:alert(1)'],
    ['a mixed-case, encoded javascript: scheme', '/redirect/JaVaScRiPt%3Aalert(1)'],
    ['a data: scheme', '/redirect/data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative address', '/redirect//evil.example'],
    ['a protocol-relative address, encoded', '/redirect/%2F%2Fevil.example'],
    ['a protocol-relative address, double encoded', '/redirect/%252F%252Fevil.example'],
    ['a backslash', '/redirect/\\evil.example'],
    ['an encoded backslash', '/redirect/%5C%5Cevil.example'],
    ['a slash then backslash', '/redirect/%2F%5Cevil.example'],
    ['a control character in a scheme', '/redirect/java%09script:alert(1)'],
    ['a malformed escape', '/redirect/%E0%A4%A'],
    ['an empty target', '/redirect/'],
    ['a redirect loop', '/redirect/redirect/mine'],
  ])('refuses %s', (_what, path) => {
    expect(safeRedirectTarget(path)).toBeNull();
  });

  it('keeps dot segments inside the site', () => {
    expect(safeRedirectTarget('/redirect/mine/../../../app/help/gztk')).toBe('/app/help/gztk');
  });
});
