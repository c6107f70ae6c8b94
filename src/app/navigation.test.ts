import { domainMessages } from '../domain';
import { describe, expect, it } from 'vitest';
import { createTestRoot } from '../stores/testing/createTestRoot';
import { fail, ok } from '../stores/testing/FakeApi';
import { guardNavigation, leavingAddress, type NavigationEnv } from './navigation';

const desktop = (): NavigationEnv & { left: string[] } => {
  const left: string[] = [];
  return { mobile: false, leaveTo: (url) => left.push(url), left };
};
const at = (path: string) => new URL(path, 'https://site.test');
const toastTexts = (t: ReturnType<typeof createTestRoot>) =>
  t.root.ui.toasts.map((x) =>
    'text' in x.content ? x.content.text : domainMessages['zh-CN'][x.content.key],
  );

describe('navigation guards applied with the stores', () => {
  it('guard 1: a visitor of /mine/wallet goes home with the toast 请先登录账号,才能了解更多', async () => {
    const t = createTestRoot();
    const out = await guardNavigation(t.root, at('/mine/wallet'), desktop());
    expect(out.redirectTo).toBe('/');
    expect(toastTexts(t)).toContain('请先登录账号,才能了解更多');
  });

  it('guard 1: a member has the user info fetched on every navigation', async () => {
    const t = createTestRoot({ token: 'tok' });
    t.api.on('userMemberInfo', ok({ bindPhone: 1, bindRealName: 1 }));
    await guardNavigation(t.root, at('/'), desktop());
    await guardNavigation(t.root, at('/mine/wallet'), desktop());
    expect(t.api.callsTo('userMemberInfo')).toHaveLength(2);
  });

  it('guard 1: a failed user-info fetch logs out, goes home and opens login', async () => {
    const t = createTestRoot({ token: 'tok' });
    t.api.on('userMemberInfo', fail(6005, '服务异常'));
    const out = await guardNavigation(t.root, at('/mine/wallet'), desktop());
    expect(out.redirectTo).toBe('/');
    expect(t.root.session.isLoggedIn).toBe(false);
    expect(t.emitted).toContainEqual({ type: 'navigate', to: '/' });
    expect(t.emitted).toContainEqual({ type: 'login' });
  });

  it('guard 2: a member without a bound phone goes to the auth page from addBankCard', async () => {
    const t = createTestRoot({ token: 'tok' });
    t.api.on('userMemberInfo', ok({ bindPhone: 0, bindRealName: 1 }));
    const out = await guardNavigation(t.root, at('/mine/addBankCard'), desktop());
    expect(out.redirectTo).toBe('/mine/auth?from=%2Fmine%2FaddBankCard');
  });

  it('guard 3: the balance is refreshed on every navigation of a member', async () => {
    const t = createTestRoot({ token: 'tok' });
    t.api.on('transferGetBalance', ok({ centerWalletBalance: 88.5 }));
    await guardNavigation(t.root, at('/'), desktop());
    await t.settle();
    expect(t.api.callsTo('transferGetBalance')).toHaveLength(1);
    expect(t.root.wallet.centerBalance).toBe(88.5);
  });

  it('guard 3: deposit flag 0 sends the deposit page to not found', async () => {
    const t = createTestRoot({ token: 'tok' });
    t.api.on('configurationPreInfo', ok({ ip: '1.2.3.4', siteBaseConfig: { deposit: 0 } }));
    await t.root.site.loadPreInfo();
    const out = await guardNavigation(t.root, at('/mine/savemoney'), desktop());
    expect(out.redirectTo).toBe('/notFound');
  });

  it('guard 4: /game/sport/crty sets the sports-channel mode and another route clears it', async () => {
    const t = createTestRoot({ token: 'tok' });
    await guardNavigation(t.root, at('/game/sport/crty'), desktop());
    expect(t.root.site.sportsChannelMode).toBe(true);
    await guardNavigation(t.root, at('/'), desktop());
    expect(t.root.site.sportsChannelMode).toBe(false);
  });

  it('guard 6: a mobile browser leaves for the mobile site with icode and rcode', async () => {
    const t = createTestRoot({
      location: {
        href: 'https://site.test/?icode=I9&rcode=R9',
        search: '?icode=I9&rcode=R9',
        host: 'site.test',
      },
    });
    t.api.on(
      'configurationPreInfo',
      ok({ ip: '1.2.3.4', siteBaseConfig: { h5DomainUrl: 'https://m.example.com' } }),
    );
    await t.root.start();
    const env = { ...desktop(), mobile: true };
    const left: string[] = [];
    env.leaveTo = (url) => left.push(url);
    await guardNavigation(t.root, at('/'), env, true);
    expect(left).toHaveLength(1);
    const url = new URL(left[0]!);
    expect(url.host).toBe('m.example.com');
    expect(url.searchParams.get('icode')).toBe('I9');
    expect(url.searchParams.get('rcode')).toBe('R9');
  });

  it('guard 7: register=1 opens the register prompt 500 ms later for a visitor', async () => {
    const t = createTestRoot();
    await guardNavigation(t.root, at('/?register=1'), desktop());
    t.clock.advance(499);
    expect(t.root.ui.authDialog).toEqual({ mode: 'closed' });
    t.clock.advance(1);
    expect(t.root.ui.authDialog).toEqual({ mode: 'login_register', tab: 2 });
  });

  it('/redirect/{path} follows an in-site path and refuses another site', async () => {
    const t = createTestRoot({ token: 'tok' });
    expect((await guardNavigation(t.root, at('/redirect/mine/vip'), desktop())).redirectTo).toBe(
      '/mine/vip',
    );
    expect(
      (await guardNavigation(t.root, at('/redirect/https:%2F%2Fevil.example'), desktop()))
        .redirectTo,
    ).toBe('/');
  });
});

describe('guard 6: the mobile site address', () => {
  it('does not leave again once on a mobile site of the same origin (no redirect loop)', () => {
    const here = new URL('https://site.test/m/home');
    expect(leavingAddress('https://site.test/m?icode=I1', here)).toBeNull();
    expect(leavingAddress('https://m.example.com/?icode=I1', here)).toBe(
      'https://m.example.com/?icode=I1',
    );
    expect(leavingAddress('https://site.test/m?icode=I1', new URL('https://site.test/'))).toBe(
      'https://site.test/m?icode=I1',
    );
    expect(leavingAddress(null, here)).toBeNull();
  });

  it('lets /mine pages of a phone follow a /m mobile address (whole segments)', () => {
    expect(leavingAddress('https://site.test/m', new URL('https://site.test/mine/wallet'))).toBe(
      'https://site.test/m',
    );
  });

  it('keeps a phone on the site when the server configures no mobile address', async () => {
    const t = createTestRoot();
    t.api.on('configurationPreInfo', ok({ ip: '1.2.3.4', siteBaseConfig: { h5DomainUrl: '' } }));
    await t.root.start();
    const left: string[] = [];
    const out = await guardNavigation(
      t.root,
      at('/'),
      { mobile: true, leaveTo: (url) => left.push(url) },
      true,
    );
    expect(left).toEqual([]);
    expect(out.decision).toEqual({ kind: 'allow' });
  });
});
