import { describe, expect, it } from 'vitest';
import { domainMessages } from '../../domain/messageCatalogues';
import { createTestRoot } from '../testing/createTestRoot';

describe('UiStore: auth dialog events', () => {
  it('login and register open login/register on tabs 1 and 2; switch_auth_way switches the tab', () => {
    const { root, events } = createTestRoot();
    expect(root.ui.authDialog).toEqual({ mode: 'closed' });
    events.emit({ type: 'login' });
    expect(root.ui.authDialog).toEqual({ mode: 'login_register', tab: 1 });
    events.emit({ type: 'switch_auth_way', tab: 2 });
    expect(root.ui.authDialog).toEqual({ mode: 'login_register', tab: 2 });
    events.emit({ type: 'closeAuth' });
    expect(root.ui.authDialog).toEqual({ mode: 'closed' });
    events.emit({ type: 'register' });
    expect(root.ui.authDialog).toEqual({ mode: 'login_register', tab: 2 });
  });

  it('forget_password opens find-password, newDevice opens new-device, closeAuth closes', () => {
    const { root, events } = createTestRoot();
    events.emit({ type: 'forget_password' });
    expect(root.ui.authDialog).toEqual({ mode: 'find_password' });
    events.emit({ type: 'newDevice' });
    expect(root.ui.authDialog).toEqual({ mode: 'new_device' });
    expect(root.ui.authOpen).toBe(true);
    events.emit({ type: 'closeAuth' });
    expect(root.ui.authOpen).toBe(false);
  });

  it('password_change_success hides the top header banner', () => {
    const { root, events } = createTestRoot();
    expect(root.ui.headerBannerVisible).toBe(true);
    events.emit({ type: 'password_change_success' });
    expect(root.ui.headerBannerVisible).toBe(false);
  });
});

const zhCN = domainMessages['zh-CN'];

describe('UiStore: toasts, tips, loading, overlays', () => {
  it('toasts sit at the bottom, carry the server text or a message key, and go after 3 s', () => {
    const { root, clock } = createTestRoot();
    root.ui.toasterShown();
    root.ui.error('场馆维护中');
    root.ui.warning({ key: 'slipFull' });
    root.ui.error('genericError');
    expect(root.ui.toasts.map((t) => [t.kind, t.position, t.content])).toEqual([
      ['error', 'bottom', { text: '场馆维护中' }],
      ['warning', 'bottom', { key: 'slipFull' }],
      // a string that is a message key stays a key, so the components translate it
      ['error', 'bottom', { key: 'genericError' }],
    ]);
    clock.advance(3000);
    expect(root.ui.toasts).toEqual([]);
    root.ui.copied();
    expect(root.ui.toasts.map((t) => [t.kind, t.content])).toEqual([
      ['success', { key: 'copySuccess' }],
    ]);
    expect(zhCN.copySuccess).toBe('复制成功');
  });

  it('tips dialogs queue up with the default title 温馨提示 and run their confirm and cancel', () => {
    const { root, events } = createTestRoot();
    const calls: string[] = [];
    events.emit({
      type: 'show_tips',
      tips: { content: 'first', onConfirm: () => calls.push('ok1') },
    });
    root.ui.showTips({
      title: '提示',
      content: 'second',
      cancelText: '取消',
      onCancel: () => calls.push('cancel2'),
    });
    expect(root.ui.currentTips).toMatchObject({ title: 'tipsTitle', content: 'first' });
    expect(zhCN.tipsTitle).toBe('温馨提示');
    root.ui.confirmTips();
    expect(root.ui.currentTips).toMatchObject({
      title: '提示',
      content: 'second',
      cancelText: '取消',
    });
    root.ui.cancelTips();
    expect(root.ui.currentTips).toBeNull();
    expect(calls).toEqual(['ok1', 'cancel2']);
  });

  it('a tips dialog marked not closable ignores the close button', () => {
    const { root } = createTestRoot();
    root.ui.showTips({ content: 'x', closable: false });
    root.ui.closeTips();
    expect(root.ui.currentTips?.content).toBe('x');
    root.ui.showTips({ content: 'y' });
    root.ui.confirmTips();
    root.ui.closeTips();
    expect(root.ui.currentTips).toBeNull();
  });

  it('a toast raised before the toaster is drawn (its layer still loading) waits for it, then shows its 3 s', () => {
    const { root, clock } = createTestRoot();
    root.ui.warning('请先登录账号,才能了解更多');
    clock.advance(10_000);
    expect(root.ui.toasts.map((t) => t.content)).toEqual([{ text: '请先登录账号,才能了解更多' }]);
    root.ui.toasterShown();
    clock.advance(2_999);
    expect(root.ui.toasts).toHaveLength(1);
    clock.advance(1);
    expect(root.ui.toasts).toEqual([]);
  });

  it('the loading toast defaults to 加载中... and auto-closes after 3 s only when asked', () => {
    const { root, clock, events } = createTestRoot();
    events.emit({ type: 'show_loading' });
    expect(root.ui.loading).toEqual({ text: 'loadingText' });
    expect(zhCN.loadingText).toBe('加载中...');
    clock.advance(10_000);
    expect(root.ui.loading).not.toBeNull();
    events.emit({ type: 'dismiss_loading' });
    expect(root.ui.loading).toBeNull();
    events.emit({ type: 'show_loading', text: '提交中', autoClose: true });
    clock.advance(2_999);
    expect(root.ui.loading).toEqual({ text: '提交中' });
    clock.advance(1);
    expect(root.ui.loading).toBeNull();
  });

  it('venue-entry overlay and slot tab index follow their events', () => {
    const { root, events } = createTestRoot();
    events.emit({ type: 'venue_entry', open: true });
    expect(root.ui.venueEntryOpen).toBe(true);
    expect(root.ui.venueEntryText).toBe('venueStarting');
    expect(zhCN[root.ui.venueEntryText]).toBe('启动中...');
    events.emit({ type: 'venue_entry', open: false });
    expect(root.ui.venueEntryOpen).toBe(false);
    events.emit({ type: 'slot_tab_index', index: 3 });
    expect(root.ui.slotTabIndex).toBe(3);
  });
});

describe('UiStore: dialogs of section 8', () => {
  it('code 6449 on any call opens bind-real-name with the server message; 去完善 goes to the security page and back', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api.on('venueLaunch', { status_code: 6449, message: '请先完善真实姓名' });
    await t.root.wallet.launch({ enName: 'XMTY' });
    expect(t.root.ui.bindRealName).toEqual({ message: '请先完善真实姓名' });
    expect(t.root.ui.bindRealNameConfirmText).toBe('bindRealNameGo');
    expect(zhCN[t.root.ui.bindRealNameConfirmText]).toBe('去完善');
    expect(t.root.ui.toasts).toEqual([]);
    t.root.ui.confirmBindRealName();
    expect(t.root.ui.bindRealName).toBeNull();
    expect(t.emitted).toContainEqual({ type: 'navigate', to: '/mine/auth?from=%2F&need=realName' });
  });

  it('the data-error dialog says 数据异常,请重新进入游戏 and its confirm runs the re-entry action', () => {
    const { root } = createTestRoot();
    let reentered = 0;
    root.ui.openDataError(() => reentered++);
    expect(root.ui.dataErrorText).toBe('dataErrorReenter');
    expect(zhCN[root.ui.dataErrorText]).toBe('数据异常,请重新进入游戏');
    root.ui.confirmDataError();
    expect(reentered).toBe(1);
    expect(root.ui.dataError).toBeNull();
  });

  it('register=1 and logged out: the register prompt is open from start-up on, to be shown 500 ms after the page load (the drawn page carries it, the first render takes it over)', () => {
    const t = createTestRoot({
      location: { href: 'https://site.test/?register=1', search: '?register=1', host: 'site.test' },
    });
    t.root.ui.openRegisterPrompt();
    // no timer: the dialog's own style holds it back until 500 ms after the load (Dialog shownAt)
    expect(t.clock.pending).toBe(0);
    expect(t.root.ui.authDialog).toEqual({ mode: 'login_register', tab: 2, shownAt: 500 });
    // the player's own switch or a later open shows it at once
    t.root.events.emit({ type: 'switch_auth_way', tab: 1 });
    expect(t.root.ui.authDialog).toEqual({ mode: 'login_register', tab: 1 });
  });

  it('no register prompt when logged in or without register=1', () => {
    const a = createTestRoot({
      token: 't',
      location: { href: 'https://site.test/?register=1', search: '?register=1', host: 'site.test' },
    });
    a.root.ui.openRegisterPrompt();
    a.clock.advance(1000);
    expect(a.root.ui.authDialog).toEqual({ mode: 'closed' });
    const b = createTestRoot({
      location: { href: 'https://site.test/?register=0', search: '?register=0', host: 'site.test' },
    });
    b.root.ui.openRegisterPrompt();
    b.clock.advance(1000);
    expect(b.root.ui.authDialog).toEqual({ mode: 'closed' });
  });
});

describe('UiStore: login-required dialog', () => {
  it('shows 请先登录账号,才能了解更多; OK opens login, closing does not', () => {
    const { root, emitted } = createTestRoot();
    root.ui.openLoginRequired();
    expect(root.ui.loginRequired).toEqual({ message: 'loginRequiredTip' });
    expect(zhCN.loginRequiredTip).toBe('请先登录账号,才能了解更多');
    root.ui.closeLoginRequired();
    expect(root.ui.loginRequired).toBeNull();
    expect(emitted.some((e) => e.type === 'login')).toBe(false);
    root.ui.openLoginRequired();
    root.ui.confirmLoginRequired();
    expect(root.ui.loginRequired).toBeNull();
    expect(root.ui.authDialog).toEqual({ mode: 'login_register', tab: 1 });
  });
});
