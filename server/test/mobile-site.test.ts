// Guard 6 on the server side: the reference server configures no mobile site address by default
// (phones stay on the site); the mobileSiteUrl setting turns one on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

describe('the mobile site address of preInfo', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => h.close());

  const h5 = async () => {
    const r = await h.call('configurationPreInfo', {});
    return (r.data as { siteBaseConfig: { h5DomainUrl: string } }).siteBaseConfig.h5DomainUrl;
  };

  it('is empty by default, so phones are not sent anywhere', async () => {
    expect(await h5()).toBe('');
  });

  it('is the configured address once the setting is on', async () => {
    h.app.services.mobileSiteUrl = 'https://m.example.com';
    try {
      expect(await h5()).toBe('https://m.example.com');
    } finally {
      h.app.services.mobileSiteUrl = '';
    }
  });
});

describe('the addresses the download page shows (preInfo)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => h.close());

  const config = async () => {
    const r = await h.call('configurationPreInfo', {});
    return (r.data as { siteBaseConfig: { foreverSite?: string; publicUrl?: string } })
      .siteBaseConfig;
  };

  it('configures no permanent address and no public address by default', async () => {
    const c = await config();
    expect(c.foreverSite ?? '').toBe('');
    expect(c.publicUrl).toBeUndefined();
  });

  it('reports the public address a deployment configures', async () => {
    h.app.services.publicSiteUrl = 'https://www.xingchen.example';
    try {
      expect((await config()).publicUrl).toBe('https://www.xingchen.example');
    } finally {
      h.app.services.publicSiteUrl = '';
    }
  });
});
