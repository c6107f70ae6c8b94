import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  RootStoreProvider,
  useChatStore,
  useInboxStore,
  useSessionStore,
  useSiteStore,
  useSlipStore,
  useSportsStore,
  useUiStore,
  useWalletStore,
} from './hooks';
import { fail, ok } from './testing/FakeApi';
import { createTestRoot } from './testing/createTestRoot';

describe('RootStore', () => {
  it('starts up: landing codes, pre-info and, for a stored token, user info, balance and unread count', async () => {
    const t = createTestRoot({
      token: 'tok-1',
      location: { href: 'https://site.test/?rcode=R1', search: '?rcode=R1', host: 'site.test' },
    });
    t.api
      .on('userMemberInfo', ok({ name: 'alice01', bindPhone: true, bindRealName: true }))
      .on('transferGetBalance', ok({ centerWalletBalance: 10, lockMoney: 0, totalBalance: 10 }))
      .on('siteLetterGetUnreadForType', ok({ notice_count: 1 }));
    await t.root.start();
    expect(t.root.site.referralCode).toBe('R1');
    expect(t.api.callsTo('configurationPreInfo')).toHaveLength(1);
    expect(t.root.session.userInfo).toMatchObject({ name: 'alice01' });
    expect(t.root.wallet.centerBalance).toBe(10);
    expect(t.root.inbox.unread).toBe(1);
  });

  it("starts a member's taken-over drawing without their data, which loadMemberData then asks for", async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api
      .on('userMemberInfo', ok({ name: 'alice01', bindPhone: true, bindRealName: true }))
      .on('transferGetBalance', ok({ centerWalletBalance: 10, lockMoney: 0, totalBalance: 10 }))
      .on('siteLetterGetUnreadForType', ok({ notice_count: 1 }));
    await t.root.start({ memberData: false });
    expect(t.api.callsTo('configurationPreInfo')).toHaveLength(1);
    expect(t.api.callsTo('userMemberInfo')).toHaveLength(0);
    expect(t.api.callsTo('transferGetBalance')).toHaveLength(0);
    expect(t.root.session.isLoggedIn).toBe(true);
    await t.root.loadMemberData();
    expect(t.root.session.userInfo).toMatchObject({ name: 'alice01' });
    expect(t.root.wallet.centerBalance).toBe(10);
    expect(t.root.inbox.unread).toBe(1);
  });

  it('a stored token whose user info fails is logged out at start-up', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api.on('userMemberInfo', fail(6005, 'x'));
    await t.root.start();
    expect(t.root.session.isLoggedIn).toBe(false);
  });

  it('builds the slip and sports stores with the root; the slip follows the session', () => {
    const t = createTestRoot();
    expect(t.root.slip).toBeDefined();
    expect(t.root.sports).toBeDefined();
  });

  it('dispose stops the chat link, its reconnects and the event listeners', () => {
    const t = createTestRoot();
    t.root.chat.connect();
    t.sockets.last().open();
    t.root.dispose();
    t.clock.advance(60_000);
    expect(t.sockets.sockets).toHaveLength(1);
    expect(t.root.chat.status).toBe('closed');
    t.events.emit({ type: 'login' });
    expect(t.root.ui.authDialog).toEqual({ mode: 'closed' });
  });
});

describe('store hooks', () => {
  function Probe() {
    const session = useSessionStore();
    const wallet = useWalletStore();
    const ui = useUiStore();
    const slip = useSlipStore();
    const sports = useSportsStore();
    const chat = useChatStore();
    const inbox = useInboxStore();
    const site = useSiteStore();
    const text = [
      session.isLoggedIn,
      wallet.hideZero,
      ui.authDialog.mode,
      typeof slip,
      typeof sports,
      chat.status,
      inbox.unread,
      site.edition,
    ].join('|');
    return createElement('p', null, text);
  }

  it('read the stores of the provided root', () => {
    const { root } = createTestRoot();
    const html = renderToString(
      createElement(RootStoreProvider, { store: root }, createElement(Probe)),
    );
    expect(html).toContain('false|false|closed|object|object|idle|0|classic');
  });

  it('throw a clear error without a provider', () => {
    expect(() => renderToString(createElement(Probe))).toThrow(/RootStoreProvider/);
  });
});
