import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../sdk/crypto';
import { StorageKey } from '../storageKeys';
import { fail, ok } from '../testing/FakeApi';
import { createTestRoot, memoryCredentials } from '../testing/createTestRoot';
import { domainMessages } from '../../domain/messageCatalogues';

const zhCN = domainMessages['zh-CN'];

const CAPTCHA = { kaptchcate: 1 as const, codeId: 'cid-1', code: 'ab12' };

function loggedInApi(t: ReturnType<typeof createTestRoot>) {
  t.api
    .on('userLogin', ok({ token: 'tok-1', userId: '42' }))
    .on('userMemberInfo', ok({ name: 'alice01', bindPhone: 1, bindRealName: 0 }))
    .on('transferGetBalance', ok({ centerWalletBalance: 1234.5 }))
    .on('siteLetterGetUnreadForType', ok({ notice_count: 2, fd_count: 1 }))
    .on('userFeedbackUnreadNum', ok({ unreadNum: 3 }));
}

describe('SessionStore: login', () => {
  it('sends the section-3 payload with the hashed password and the captcha result', async () => {
    const t = createTestRoot();
    loggedInApi(t);
    await t.root.session.login({ name: ' alice01 ', password: 'abc12345', captcha: CAPTCHA });
    expect(t.api.lastBody('userLogin')).toEqual({
      isAgent: 0,
      name: 'alice01',
      password: await sha256Hex('abc12345'),
      kaptchcate: 1,
      codeId: 'cid-1',
      code: 'ab12',
      version: '1.0',
    });
  });

  it('stores token and user id, fetches user info, balance and unread count, closes the dialog and signals success', async () => {
    const t = createTestRoot();
    loggedInApi(t);
    t.events.emit({ type: 'login' });
    expect(t.root.ui.authDialog).toEqual({ mode: 'login_register', tab: 1 });

    const result = await t.root.session.login({
      name: 'alice01',
      password: 'abc12345',
      captcha: CAPTCHA,
    });

    expect(result).toEqual({ status: 'ok' });
    expect(t.root.session.isLoggedIn).toBe(true);
    expect(t.storage.getItem(StorageKey.token)).toBe('tok-1');
    expect(t.storage.getItem(StorageKey.userId)).toBe('42');
    expect(t.root.session.bindPhone).toBe(true);
    expect(t.root.session.bindRealName).toBe(false);
    expect(t.root.wallet.centerBalance).toBe(1234.5);
    expect(t.api.lastBody('transferGetBalance')).toEqual({ withLockMoney: 1 });
    expect(t.root.inbox.unread).toBe(6);
    expect(t.root.ui.authDialog).toEqual({ mode: 'closed' });
    expect(t.emitted).toContainEqual({ type: 'login_success', userId: '42' });
    // later calls carry the token
    expect(t.api.callsTo('userMemberInfo')[0]?.headers.get('token')).toBe('tok-1');
  });

  it('never writes the password, plain or hashed, to storage', async () => {
    const t = createTestRoot();
    loggedInApi(t);
    await t.root.session.login({
      name: 'alice01',
      password: 'abc12345',
      remember: true,
      captcha: CAPTCHA,
    });
    const hash = await sha256Hex('abc12345');
    const stored = JSON.stringify(t.storage.snapshot());
    expect(stored).not.toContain('abc12345');
    expect(stored).not.toContain(hash);
  });

  it('returns the graphic-verification demand to the caller without logging in', async () => {
    const t = createTestRoot();
    t.api.on('userLogin', fail(6021, '请完成图形验证'));
    const result = await t.root.session.login({ name: 'alice01', password: 'abc12345' });
    expect(result).toEqual({ status: 'verify', code: 6021 });
    expect(t.root.session.isLoggedIn).toBe(false);
  });

  it('shows any other login error as a toast with the server message and stays logged out', async () => {
    const t = createTestRoot();
    t.events.emit({ type: 'login' });
    t.api.on('userLogin', fail(6002, '用户名或密码错误'));
    const result = await t.root.session.login({ name: 'alice01', password: 'wrong123x' });
    expect(result).toEqual({ status: 'error', message: '用户名或密码错误' });
    expect(t.root.ui.toasts.map((x) => [x.kind, x.content])).toEqual([
      ['error', { text: '用户名或密码错误' }],
    ]);
    expect(t.root.ui.authDialog).toEqual({ mode: 'login_register', tab: 1 });
    expect(t.root.session.isLoggedIn).toBe(false);
  });

  it.each([6025, 6026, 6027, 6028, 6029])(
    'risk login %i saves the account and masked phone and opens new-device mode with the server message',
    async (code) => {
      const t = createTestRoot();
      t.events.emit({ type: 'login' });
      t.api.on('userLogin', fail(code, '当前设备未通过验证', { phoneNumber: '138****5678' }));
      const result = await t.root.session.login({ name: 'alice01', password: 'abc12345' });
      expect(result).toEqual({ status: 'new_device', message: '当前设备未通过验证' });
      expect(t.root.ui.authDialog).toEqual({ mode: 'new_device' });
      const nd = t.root.session.newDevice;
      expect(nd.name).toBe('alice01');
      expect(nd.passwordHash).toBe(await sha256Hex('abc12345'));
      expect(nd.maskedPhone).toBe('138****5678');
      expect(nd.message).toBe('当前设备未通过验证');
      expect(t.root.ui.toasts.at(-1)?.content).toEqual({ text: '当前设备未通过验证' });
    },
  );
});

describe('SessionStore: remember password', () => {
  it('keeps the password in the credential store where there is one, and prefills the form from it', async () => {
    const credentials = memoryCredentials();
    const t = createTestRoot({ credentials });
    loggedInApi(t);
    await t.root.session.login({
      name: 'alice01',
      password: 'abc12345',
      remember: true,
      captcha: CAPTCHA,
    });
    expect(credentials.saved).toEqual({ name: 'alice01', password: 'abc12345' });

    const again = createTestRoot({ credentials, storage: t.storage });
    await again.root.session.loadRemembered();
    expect(again.root.session.remembered).toEqual({ name: 'alice01', password: 'abc12345' });
  });

  it('remembers the username only where the browser has no credential store', async () => {
    const t = createTestRoot({ credentials: null });
    loggedInApi(t);
    await t.root.session.login({
      name: 'alice01',
      password: 'abc12345',
      remember: true,
      captcha: CAPTCHA,
    });
    const again = createTestRoot({ storage: t.storage, credentials: null });
    await again.root.session.loadRemembered();
    expect(again.root.session.remembered).toEqual({ name: 'alice01', password: null });
  });

  it('forgets the remembered account when the box is unticked', async () => {
    const credentials = memoryCredentials();
    const t = createTestRoot({ credentials });
    loggedInApi(t);
    await t.root.session.login({
      name: 'alice01',
      password: 'abc12345',
      remember: true,
      captcha: CAPTCHA,
    });
    await t.root.session.logout();
    await t.root.session.login({
      name: 'alice01',
      password: 'abc12345',
      remember: false,
      captcha: CAPTCHA,
    });
    expect(credentials.saved).toBeNull();
    const again = createTestRoot({ storage: t.storage, credentials });
    await again.root.session.loadRemembered();
    expect(again.root.session.remembered).toBeNull();
  });
});

describe('SessionStore: register', () => {
  it('registers with hashed passwords, domain and referral codes, shows 注册成功, then logs in with captcha kind 99', async () => {
    const t = createTestRoot({
      location: {
        href: 'https://site.test/?rcode=R1&icode=I2',
        search: '?rcode=R1&icode=I2',
        host: 'site.test',
      },
    });
    t.root.site.captureLanding();
    loggedInApi(t);
    t.api.on('userRegister', ok(null));
    t.events.emit({ type: 'register' });
    expect(t.root.ui.authDialog).toEqual({ mode: 'login_register', tab: 2 });

    const result = await t.root.session.register({
      name: 'bob 123',
      password: 'abc12345',
      repeatPassword: 'abc12345',
      captcha: CAPTCHA,
    });

    expect(result).toEqual({ status: 'ok' });
    const hash = await sha256Hex('abc12345');
    expect(t.api.lastBody('userRegister')).toEqual({
      name: 'bob123',
      password: hash,
      secondPassword: hash,
      kaptchcate: 1,
      codeId: 'cid-1',
      code: 'ab12',
      domain: 'site.test',
      rCode: 'R1',
      iCode: 'I2',
    });
    expect(t.root.ui.toasts.map((x) => x.content)).toContainEqual({ key: 'registerSuccess' });
    expect(zhCN.registerSuccess).toBe('注册成功');
    expect(t.api.lastBody('userLogin')).toMatchObject({
      name: 'bob123',
      password: hash,
      kaptchcate: 99,
    });
    expect(t.root.session.isLoggedIn).toBe(true);
    expect(t.root.ui.authDialog).toEqual({ mode: 'closed' });
  });

  it('shows a register error as a toast and does not log in', async () => {
    const t = createTestRoot();
    t.api.on('userRegister', fail(6009, '用户名已存在'));
    const result = await t.root.session.register({
      name: 'bob123',
      password: 'abc12345',
      repeatPassword: 'abc12345',
    });
    expect(result).toEqual({ status: 'error', message: '用户名已存在' });
    expect(t.api.callsTo('userLogin')).toHaveLength(0);
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([{ text: '用户名已存在' }]);
  });
});

describe('SessionStore: leaving the session', () => {
  it('login-expired from any call: toast 请重新登录, clears DD_ cache, user info and balance, goes home, opens login', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.storage.setItem('DD_navigation', '{"data":1,"flag":true}');
    t.storage.setItem('DD_other', 'x');
    t.storage.setItem('keepme', 'y');
    t.api
      .on('userMemberInfo', ok({ name: 'alice01' }))
      .on('transferGetBalance', ok({ centerWalletBalance: 9 }));
    await t.root.session.fetchUserInfo();
    await t.root.wallet.refreshBalance();
    expect(t.root.wallet.centerBalance).toBe(9);

    t.api.on('siteLetterList', fail(6001, '登录过期'));
    await t.root.inbox.loadLetters();

    expect(t.root.session.isLoggedIn).toBe(false);
    expect(t.storage.getItem(StorageKey.token)).toBeNull();
    expect(t.storage.getItem('DD_navigation')).toBeNull();
    expect(t.storage.getItem('DD_other')).toBeNull();
    expect(t.storage.getItem('keepme')).toBe('y');
    expect(t.root.session.userInfo).toBeNull();
    expect(t.root.wallet.centerBalance).toBeNull();
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([{ key: 'reloginRequired' }]);
    expect(zhCN.reloginRequired).toBe('请重新登录');
    expect(t.emitted).toContainEqual({ type: 'navigate', to: '/' });
    expect(t.root.ui.authDialog).toEqual({ mode: 'login_register', tab: 1 });
  });

  it('login-expired without a token opens login but shows no toast', async () => {
    const t = createTestRoot();
    t.api.on('configurationPreInfo', fail(6001, '登录过期'));
    await t.root.site.loadPreInfo();
    expect(t.root.ui.toasts).toEqual([]);
    expect(t.root.ui.authDialog).toEqual({ mode: 'login_register', tab: 1 });
  });

  it('several calls expiring together toast 请重新登录 once', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api.on('userMemberInfo', fail(6001, '')).on('transferGetBalance', fail(6001, ''));
    await Promise.all([
      t.root.session.fetchUserInfo().catch(() => false),
      t.root.wallet.refreshBalance(),
    ]);
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([{ key: 'reloginRequired' }]);
    expect(zhCN.reloginRequired).toBe('请重新登录');
  });

  it('a call answered 登录失效 while 退出 is on its way shows no 请重新登录 and opens no login', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    const logout = t.api.hold('userLogout', ok());
    // the server has already forgotten the session when another call reaches it
    t.api.on('transferGetBalance', fail(6001, ''));
    const leaving = t.root.session.logout();
    await logout.asked;
    await t.root.wallet.refreshBalance();
    logout.release();
    await leaving;
    expect(t.root.session.isLoggedIn).toBe(false);
    expect(t.root.ui.toasts).toEqual([]);
    expect(t.emitted).not.toContainEqual({ type: 'login' });
    expect(t.root.ui.authDialog).toEqual({ mode: 'closed' });
  });

  it('an answer 登录失效 arriving after 退出, to a call sent before it, opens no login', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    const balanceCall = t.api.hold('transferGetBalance', fail(6001, ''));
    const balance = t.root.wallet.refreshBalance();
    await balanceCall.asked;
    await t.root.session.logout();
    balanceCall.release();
    await balance;
    expect(t.root.ui.toasts).toEqual([]);
    expect(t.emitted).not.toContainEqual({ type: 'login' });
    expect(t.root.ui.authDialog).toEqual({ mode: 'closed' });
  });

  it('a session the server ends on its own still toasts 请重新登录 and opens login', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api.on('transferGetBalance', fail(6001, ''));
    await t.root.wallet.refreshBalance();
    expect(t.root.session.isLoggedIn).toBe(false);
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([{ key: 'reloginRequired' }]);
    expect(t.emitted).toContainEqual({ type: 'login' });
  });

  it('logout tells the server and forgets the token', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    await t.root.session.logout();
    expect(t.api.callsTo('userLogout')).toHaveLength(1);
    expect(t.root.session.isLoggedIn).toBe(false);
    expect(t.storage.getItem(StorageKey.token)).toBeNull();
  });
});

describe('SessionStore: router guard helpers', () => {
  it('ensureUserInfo keeps a member whose user info loads', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api.on('userMemberInfo', ok({ bindPhone: true, bindRealName: true }));
    expect(await t.root.session.ensureUserInfo()).toBe(true);
    expect(t.root.session.bindRealName).toBe(true);
  });

  it('ensureUserInfo logs out, clears the DD_ cache and balance, goes home and opens login when user info fails', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.storage.setItem('DD_x', '1');
    t.api.on('transferGetBalance', ok({ centerWalletBalance: 5, lockMoney: 0, totalBalance: 5 }));
    await t.root.wallet.refreshBalance();
    t.api.on('userMemberInfo', fail(6005, '服务器错误'));
    expect(await t.root.session.ensureUserInfo()).toBe(false);
    expect(t.root.session.isLoggedIn).toBe(false);
    expect(t.storage.getItem('DD_x')).toBeNull();
    expect(t.root.wallet.centerBalance).toBeNull();
    expect(t.emitted).toContainEqual({ type: 'navigate', to: '/' });
    expect(t.root.ui.authDialog).toEqual({ mode: 'login_register', tab: 1 });
  });

  it('ensureUserInfo keeps the member when the user-info call gets no answer (the page left, the network dropped): only a refusal logs out', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api.on('userMemberInfo', { network: true });
    expect(await t.root.session.ensureUserInfo()).toBe(true);
    expect(t.root.session.isLoggedIn).toBe(true);
    expect(t.storage.getItem(StorageKey.token)).toBe('tok-1');
    expect(t.emitted).not.toContainEqual({ type: 'navigate', to: '/' });
    expect(t.root.ui.authDialog).toEqual({ mode: 'closed' });
    // the next navigation asks again, and a refusal then logs out
    t.api.on('userMemberInfo', fail(6005, '服务器错误'));
    expect(await t.root.session.ensureUserInfo()).toBe(false);
    expect(t.storage.getItem(StorageKey.token)).toBeNull();
  });

  it('ensureUserInfo answers false without a call when logged out', async () => {
    const t = createTestRoot();
    expect(await t.root.session.ensureUserInfo()).toBe(false);
    expect(t.api.calls).toHaveLength(0);
  });

  it('requireLogin while logged out raises the login tip 请先登录账号,才能了解更多', () => {
    const t = createTestRoot();
    expect(t.root.session.requireLogin()).toBe(false);
    expect(t.emitted).toContainEqual({
      type: 'login_tip',
      message: 'loginRequiredTip',
      display: 'dialog',
    });
    expect(t.root.ui.loginRequired).toEqual({ message: 'loginRequiredTip' });
    expect(zhCN.loginRequiredTip).toBe('请先登录账号,才能了解更多');
    t.root.ui.confirmLoginRequired();
    expect(t.root.ui.authDialog).toEqual({ mode: 'login_register', tab: 1 });
  });

  it('requireLogin as a toast (route guard) and without prompt', () => {
    const t = createTestRoot();
    expect(t.root.session.requireLogin('toast')).toBe(false);
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([{ key: 'loginRequiredTip' }]);
    expect(t.root.session.requireLogin(false)).toBe(false);
    expect(t.emitted.filter((e) => e.type === 'login_tip')).toHaveLength(1);
  });

  it('requireLogin while logged in passes silently', () => {
    const t = createTestRoot({ token: 'tok-1' });
    expect(t.root.session.requireLogin()).toBe(true);
    expect(t.emitted).toEqual([]);
  });
});
