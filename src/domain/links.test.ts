import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import './testing/fcSetup';
import { isWebUrl, venueFrameSandbox } from './links';

const base = 'https://site.test/';

describe('isWebUrl: only web addresses from the server are opened', () => {
  it('accepts http(s) addresses and in-site paths', () => {
    expect(isWebUrl('https://venue.example/play?t=1', base)).toBe(true);
    expect(isWebUrl('http://127.0.0.1:8787/venue-demo/PGDZ', base)).toBe(true);
    expect(isWebUrl('/venue-demo/PGDZ?ticket=x', base)).toBe(true);
  });

  it('refuses script, data, file and other schemes, whatever their case or padding', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://site.test/x',
    ])
      expect(isWebUrl(url, base), url).toBe(false);
  });

  it('never throws and accepts nothing but http: and https:', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const accepted = isWebUrl(url, base);
        if (accepted) expect(['http:', 'https:']).toContain(new URL(url, base).protocol);
      }),
    );
  });
});

describe('venueFrameSandbox: a framed page never gets scripts together with the site origin', () => {
  it('lets a venue on its own origin keep it', () => {
    expect(venueFrameSandbox('https://venue.example/play', base)).toBe(
      'allow-scripts allow-forms allow-same-origin',
    );
  });

  it('gives the site own pages and srcdoc frames an opaque origin', () => {
    for (const url of ['/venue-demo/PGDZ?ticket=x', 'https://site.test/venue-demo/CRTY', null])
      expect(venueFrameSandbox(url, base), String(url)).not.toContain('allow-same-origin');
  });

  it('adds the extra permissions a frame asks for', () => {
    expect(venueFrameSandbox('/venue-demo/CRTY', base, 'allow-popups')).toBe(
      'allow-scripts allow-forms allow-popups',
    );
  });
});
