import { BOOT_ANSWER_TTL_MS } from '../../sdk/bootData';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../storageKeys';
import { ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';
import { MemoryStorage } from '../testing/MemoryStorage';

const at = (href: string) => {
  const u = new URL(href);
  return { href, search: u.search, host: u.host };
};

describe('SiteStore: start-up address', () => {
  it('stores the rcode and icode of the address with the landing address', () => {
    const t = createTestRoot({ location: at('https://site.test/?rcode=R8899&icode=I7788') });
    t.root.site.captureLanding();
    expect(t.root.site.referralCode).toBe('R8899');
    expect(t.root.site.inviteCode).toBe('I7788');
    expect(t.storage.getItem(StorageKey.referralCode)).toBe('R8899');
    expect(t.storage.getItem(StorageKey.inviteCode)).toBe('I7788');
    expect(t.storage.getItem(StorageKey.originUrl)).toBe(
      'https://site.test/?rcode=R8899&icode=I7788',
    );
  });

  it('accepts the letter-case variants and codes in the hash part of the address', () => {
    const t = createTestRoot({ location: at('https://site.test/#/home?rCode=R1&ICODE=I2') });
    t.root.site.captureLanding();
    expect(t.root.site.referralCode).toBe('R1');
    expect(t.root.site.inviteCode).toBe('I2');
  });

  it('keeps earlier codes when a later visit has none', () => {
    const storage = new MemoryStorage({
      [StorageKey.referralCode]: 'R0',
      [StorageKey.originUrl]: 'https://site.test/?rcode=R0',
    });
    const t = createTestRoot({ storage, location: at('https://site.test/sport') });
    t.root.site.captureLanding();
    expect(t.root.site.referralCode).toBe('R0');
    expect(storage.getItem(StorageKey.originUrl)).toBe('https://site.test/?rcode=R0');
  });

  it('knows its hostname', () => {
    expect(createTestRoot({ location: at('https://www.example.com/') }).root.site.hostname).toBe(
      'www.example.com',
    );
  });
});

describe('SiteStore: pre-info, language, edition', () => {
  it("starts from the page's own preInfo without asking the server, and asks on a later load", async () => {
    const t = createTestRoot({
      bootAnswers: [
        {
          op: 'configurationPreInfo',
          body: {},
          data: { ip: '203.0.113.9', siteBaseConfig: { title: '页面体育', deposit: 0 } },
        },
      ],
    });
    t.api.on('configurationPreInfo', ok({ ip: '', siteBaseConfig: { title: '服务器体育' } }));
    expect(await t.root.site.loadPreInfo()).toBe(true);
    expect(t.root.site.title).toBe('页面体育');
    expect(t.root.site.flags.deposit).toBe(false);
    expect(t.api.callsTo('configurationPreInfo')).toHaveLength(0);
    await t.root.site.loadPreInfo();
    expect(t.api.callsTo('configurationPreInfo')).toHaveLength(1);
    expect(t.root.site.title).toBe('服务器体育');
  });

  it("uses a page's answer for one call of the same operation and body, and only soon after start-up", async () => {
    const nav = [{ id: 1, code: 'HOME', name: '首页', venues: [] }];
    const boot = {
      bootAnswers: [
        { op: 'advertisingNavigationList', body: { position: 1 }, data: nav },
        { op: 'venueGetBonusPools', body: {}, data: [] },
      ],
    };
    const t = createTestRoot(boot);
    t.api.on('advertisingNavigationList', ok([]));
    // another body is another question: asked
    await t.root.call('advertisingNavigationList', { position: 2 });
    expect(t.api.callsTo('advertisingNavigationList')).toHaveLength(1);
    expect(await t.root.call('advertisingNavigationList', { position: 1 })).toEqual(nav);
    expect(t.api.callsTo('advertisingNavigationList')).toHaveLength(1);
    // used once: the next load asks
    await t.root.call('advertisingNavigationList', { position: 1 });
    expect(t.api.callsTo('advertisingNavigationList')).toHaveLength(2);

    const late = createTestRoot(boot);
    late.api.on('venueGetBonusPools', ok([{ enName: 'PG', gameCode: 'x', amount: 1 }]));
    late.clock.advance(BOOT_ANSWER_TTL_MS + 1);
    expect(await late.root.call('venueGetBonusPools', {})).toHaveLength(1);
    expect(late.api.callsTo('venueGetBonusPools')).toHaveLength(1);
  });

  it('reads title, h5 domain and the feature flags of preInfo', async () => {
    const t = createTestRoot();
    t.api.on(
      'configurationPreInfo',
      ok({
        ip: '203.0.113.8',
        siteBaseConfig: {
          title: 'XX体育',
          h5DomainUrl: 'https://m.example.com',
          deposit: 0,
          hiddenAgent: true,
          withdrawPasswordEnabled: true,
          foreverSite: 'https://forever.example.com',
          selfSport: false,
          innerGame: true,
          safeSwitch: true,
        },
      }),
    );
    expect(await t.root.site.loadPreInfo()).toBe(true);
    expect(t.root.site.title).toBe('XX体育');
    expect(t.root.site.h5DomainUrl).toBe('https://m.example.com');
    expect(t.root.site.ip).toBe('203.0.113.8');
    expect(t.root.site.flags).toEqual({
      hiddenAgent: true,
      hiddenRealNumber: false,
      withdrawPasswordEnabled: true,
      vipNoSave: false,
      foreverSite: 'https://forever.example.com',
      selfSport: false,
      innerGame: true,
      defaultLanguage: 'zh-CN',
      deposit: false,
      safeSwitch: true,
    });
  });

  it('uses simplified Chinese by default and traditional when the site configures it', async () => {
    const t = createTestRoot();
    expect(t.root.site.language).toBe('zh-CN');
    t.api.on(
      'configurationPreInfo',
      ok({ ip: '', siteBaseConfig: { title: '', h5DomainUrl: '', defaultLanguage: 'zh-TW' } }),
    );
    await t.root.site.loadPreInfo();
    expect(t.root.site.language).toBe('zh-TW');
  });

  it('the visitor’s stored language wins over the configured one', async () => {
    const storage = new MemoryStorage({ [StorageKey.language]: 'zh-CN' });
    const t = createTestRoot({ storage });
    t.api.on(
      'configurationPreInfo',
      ok({ ip: '', siteBaseConfig: { title: '', h5DomainUrl: '', defaultLanguage: 'zh-TW' } }),
    );
    await t.root.site.loadPreInfo();
    expect(t.root.site.language).toBe('zh-CN');
  });

  it('gives the mobile site address with icode and rcode appended (guard 6)', async () => {
    const t = createTestRoot({ location: at('https://site.test/?rcode=R1&icode=I2') });
    t.root.site.captureLanding();
    expect(t.root.site.mobileSiteUrl).toBeNull();
    t.api.on(
      'configurationPreInfo',
      ok({ ip: '', siteBaseConfig: { title: '', h5DomainUrl: 'https://m.example.com' } }),
    );
    await t.root.site.loadPreInfo();
    expect(t.root.site.mobileSiteUrl).toBe('https://m.example.com/?icode=I2&rcode=R1');
  });

  it('resolves a relative mobile site address against the current page (guard 6)', async () => {
    const t = createTestRoot({ location: at('https://site.test/?icode=I2') });
    t.root.site.captureLanding();
    t.api.on(
      'configurationPreInfo',
      ok({ ip: '', siteBaseConfig: { title: '', h5DomainUrl: '/m' } }),
    );
    await t.root.site.loadPreInfo();
    expect(t.root.site.mobileSiteUrl).toBe('https://site.test/m?icode=I2');
  });

  it('edition classic is light by default; professional is dark and is stored', () => {
    const t = createTestRoot();
    expect([t.root.site.edition, t.root.site.theme]).toEqual(['classic', 'light']);
    t.root.site.setEdition('professional');
    expect(t.root.site.theme).toBe('dark');
    expect(createTestRoot({ storage: t.storage }).root.site.edition).toBe('professional');
  });
});
