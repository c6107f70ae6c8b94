import { describe, expect, it } from 'vitest';
import { StorageKey } from '../storageKeys';
import { fail, ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';
import { domainMessages } from '../../domain/messageCatalogues';

const zhCN = domainMessages['zh-CN'];

const KEY_HEADER = 'Idempotency-Key';
const VENUE = { enName: 'XMTY', gameCode: 'fortune-tiger', channelCode: 'XMTY' };

function member() {
  const t = createTestRoot({ token: 'tok-1' });
  t.api.on(
    'transferGetBalance',
    ok({ centerWalletBalance: 500.5, lockMoney: 0, totalBalance: 500.5 }),
  );
  return t;
}

describe('WalletStore: balances', () => {
  it('reads the centre balance with withLockMoney=1', async () => {
    const t = member();
    await t.root.wallet.refreshBalance();
    expect(t.api.lastBody('transferGetBalance')).toEqual({ withLockMoney: 1 });
    expect(t.root.wallet.centerBalance).toBe(500.5);
  });

  it('asks for the balance on entry only when its last answer is older than allowed', async () => {
    const t = member();
    await t.root.wallet.refreshBalance();
    t.clock.advance(4_999);
    await t.root.wallet.refreshBalanceUnlessRecent(5_000);
    expect(t.api.callsTo('transferGetBalance')).toHaveLength(1);
    t.clock.advance(1);
    await t.root.wallet.refreshBalanceUnlessRecent(5_000);
    expect(t.api.callsTo('transferGetBalance')).toHaveLength(2);
  });

  it('a page entering while the balance is being asked for waits for that answer instead of asking again', async () => {
    const t = member();
    const first = t.root.wallet.refreshBalance();
    const entering = t.root.wallet.refreshBalanceUnlessRecent(5_000);
    await entering;
    expect(t.root.wallet.centerBalance).toBe(500.5);
    await first;
    expect(t.api.callsTo('transferGetBalance')).toHaveLength(1);
  });

  it('asks for the balance on entry when it was never answered: not yet, or the last call failed', async () => {
    const t = member();
    t.api.on('transferGetBalance', fail(6005, '服务繁忙'));
    await t.root.wallet.refreshBalanceUnlessRecent(5_000);
    t.api.on('transferGetBalance', ok({ centerWalletBalance: 12, lockMoney: 0, totalBalance: 12 }));
    await t.root.wallet.refreshBalanceUnlessRecent(5_000);
    expect(t.api.callsTo('transferGetBalance')).toHaveLength(2);
    expect(t.root.wallet.centerBalance).toBe(12);
    expect(t.root.wallet.balanceError).toBeNull();
  });

  it("a balance cleared (logout) is asked for again on entry, however recent the last member's answer", async () => {
    const t = member();
    await t.root.wallet.refreshBalance();
    t.root.wallet.clear();
    await t.root.wallet.refreshBalanceUnlessRecent(5_000);
    expect(t.api.callsTo('transferGetBalance')).toHaveLength(2);
    expect(t.root.wallet.centerBalance).toBe(500.5);
  });

  it('shows a balance failure only when asked', async () => {
    const t = member();
    t.api.on('transferGetBalance', fail(6005, '服务繁忙'));
    await t.root.wallet.refreshBalance();
    expect(t.root.wallet.balanceError).toBe('服务繁忙');
    expect(t.root.ui.toasts).toEqual([]);
    await t.root.wallet.refreshBalance({ showError: true });
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([{ text: '服务繁忙' }]);
  });

  it('lists venue balances of category 8 with totalMoney to 2 decimals and hides zero balances when asked', async () => {
    const t = member();
    t.api.on(
      'venueAllBalance',
      ok({
        totalMoney: 1234.5,
        list: [
          { channelCode: 'XMTY', name: 'XM体育', balance: 1234.5, maintenance: false },
          { channelCode: 'AGZR', name: 'AG真人', balance: 0, maintenance: false },
        ],
      }),
    );
    await t.root.wallet.loadVenueBalances();
    expect(t.api.lastBody('venueAllBalance')).toEqual({ category: 8 });
    expect(t.root.wallet.venueBalances['8']?.totalMoney).toBe('1234.50');
    expect(t.root.wallet.visibleVenues().map((v) => v.channelCode)).toEqual(['XMTY', 'AGZR']);
    t.root.wallet.setHideZero(true);
    expect(t.root.wallet.visibleVenues().map((v) => v.channelCode)).toEqual(['XMTY']);
  });

  it('persists the hide-zero flag as 1 or 0', () => {
    const t = member();
    t.root.wallet.setHideZero(true);
    expect(t.storage.getItem(StorageKey.hideZero)).toBe('1');
    expect(createTestRoot({ storage: t.storage }).root.wallet.hideZero).toBe(true);
    t.root.wallet.setHideZero(false);
    expect(t.storage.getItem(StorageKey.hideZero)).toBe('0');
    expect(createTestRoot({ storage: t.storage }).root.wallet.hideZero).toBe(false);
  });
});

describe('WalletStore: money elsewhere', () => {
  it('reads the total (centre + frozen + venues) and what sits in venues, so a zero centre wallet is not money gone', async () => {
    const t = member();
    t.api.on(
      'transferGetBalance',
      ok({ centerWalletBalance: 0, lockMoney: 200, totalBalance: 2541.78 }),
    );
    await t.root.wallet.refreshBalance();
    expect(t.root.wallet.centerBalance).toBe(0);
    expect(t.root.wallet.totalBalance).toBe(2541.78);
    expect(t.root.wallet.inVenues).toBe(2341.78);
  });
});

describe('WalletStore: transfers', () => {
  it('transfers in and out through utcTransfer with ty 1 and 2, shows 转账成功 and refreshes the balance', async () => {
    const t = member();
    expect(await t.root.wallet.transfer('in', { channelCode: 'XMTY', amount: '100' })).toEqual({
      ok: true,
    });
    expect(t.api.lastBody('transferUtcTransfer')).toEqual({
      channelCode: 'XMTY',
      amount: '100',
      ty: '1',
    });
    expect(await t.root.wallet.transfer('out', { channelCode: 'XMTY', amount: '20.5' })).toEqual({
      ok: true,
    });
    expect(t.api.lastBody('transferUtcTransfer')).toEqual({
      channelCode: 'XMTY',
      amount: '20.5',
      ty: '2',
    });
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([
      { key: 'transferSuccess' },
      { key: 'transferSuccess' },
    ]);
    expect(zhCN.transferSuccess).toBe('转账成功');
    expect(t.api.callsTo('transferGetBalance')).toHaveLength(2);
  });

  it('reuses one idempotency key when the same transfer is retried after a network failure', async () => {
    const t = member();
    t.api.sequence(
      'transferUtcTransfer',
      { network: true },
      ok({ orderNo: 'T1', centerWalletBalance: 400, venueBalance: 100 }),
    );
    const first = await t.root.wallet.transfer('in', { channelCode: 'XMTY', amount: '100' });
    expect(first.ok).toBe(false);
    const second = await t.root.wallet.transfer('in', { channelCode: 'XMTY', amount: '100' });
    expect(second).toEqual({ ok: true });
    const keys = t.api.callsTo('transferUtcTransfer').map((c) => c.headers.get(KEY_HEADER));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('uses a new key for a new intent: after a definitive answer, or for another amount', async () => {
    const t = member();
    t.api.sequence('transferUtcTransfer', fail(6011, '请勿频繁提交'), ok(null));
    await t.root.wallet.transfer('in', { channelCode: 'XMTY', amount: '100' });
    await t.root.wallet.transfer('in', { channelCode: 'XMTY', amount: '100' });
    await t.root.wallet.transfer('in', { channelCode: 'XMTY', amount: '100' });
    await t.root.wallet.transfer('in', { channelCode: 'XMTY', amount: '200' });
    const keys = t.api.callsTo('transferUtcTransfer').map((c) => c.headers.get(KEY_HEADER));
    expect(new Set(keys).size).toBe(4);
    expect(t.root.ui.toasts[0]?.content).toEqual({ text: '请勿频繁提交' });
  });

  it('validates the amount through the domain before any call', async () => {
    const t = member();
    expect(await t.root.wallet.transfer('in', { channelCode: 'XMTY', amount: '' })).toEqual({
      ok: false,
      message: 'transferAmountRequired',
    });
    expect(await t.root.wallet.transfer('in', { channelCode: 'XMTY', amount: '1.234' })).toEqual({
      ok: false,
      message: 'transferAmountInvalid',
    });
    expect(t.api.callsTo('transferUtcTransfer')).toHaveLength(0);
  });

  it('a transfer refused for a venue activity shows the server message in a tips dialog', async () => {
    const t = member();
    t.api.on('transferUtcTransfer', fail(6413, '您当前仍在活动中'));
    await t.root.wallet.transfer('out', { channelCode: 'XMTY', amount: '10' });
    expect(t.root.ui.currentTips).toMatchObject({
      title: 'tipsTitle',
      content: '您当前仍在活动中',
    });
    expect(zhCN.tipsTitle).toBe('温馨提示');
    expect(t.root.ui.toasts).toEqual([]);
  });

  it('recycles every venue with an idempotency key and refreshes the balance', async () => {
    const t = member();
    t.api.on('venueRecycle', ok({ recycledAmount: 10, centerWalletBalance: 510.5 }));
    expect(await t.root.wallet.recycle()).toBe(true);
    expect(t.api.lastBody('venueRecycle')).toEqual({});
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([{ key: 'recycleSuccess' }]);
    expect(zhCN.recycleSuccess).toBe('回收成功');
    expect(t.api.callsTo('venueRecycle')[0]?.headers.get(KEY_HEADER)).toBeTruthy();
    expect(t.api.callsTo('transferGetBalance')).toHaveLength(1);
  });

  it('sets the auto-transfer status', async () => {
    const t = member();
    expect(await t.root.wallet.setAutoTransfer(true)).toBe(true);
    expect(t.api.lastBody('statusSetAutoTransferStatus')).toEqual({ status: 1 });
    expect(t.root.wallet.autoTransfer).toBe(true);
  });
});

describe('WalletStore: venue launch and the transfer-in dialog', () => {
  it('shows the starting overlay while launching and returns the url', async () => {
    const t = member();
    let overlayDuringCall: boolean | null = null;
    t.api.on('venueLaunch', () => {
      overlayDuringCall = t.root.ui.venueEntryOpen;
      return ok({ url: 'https://games.test/launch?t=1' });
    });
    const result = await t.root.wallet.launch(VENUE);
    expect(overlayDuringCall).toBe(true);
    expect(t.root.ui.venueEntryText).toBe('venueStarting');
    expect(zhCN[t.root.ui.venueEntryText]).toBe('启动中...');
    expect(t.root.ui.venueEntryOpen).toBe(false);
    expect(result).toEqual({ status: 'ok', url: 'https://games.test/launch?t=1' });
    expect(t.api.lastBody('venueLaunch')).toEqual({ enName: 'XMTY', gameCode: 'fortune-tiger' });
  });

  it('needs login: logged out, the login-required dialog opens and nothing is called', async () => {
    const t = createTestRoot();
    expect(await t.root.wallet.launch(VENUE)).toEqual({ status: 'login_required' });
    expect(t.root.ui.loginRequired).toEqual({ message: 'loginRequiredTip' });
    expect(zhCN.loginRequiredTip).toBe('请先登录账号,才能了解更多');
    expect(t.api.callsTo('venueLaunch')).toHaveLength(0);
  });

  it('other launch errors show the server message', async () => {
    const t = member();
    t.api.on('venueLaunch', fail(6415, '场馆维护中'));
    expect(await t.root.wallet.launch(VENUE)).toEqual({ status: 'error', message: '场馆维护中' });
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([{ text: '场馆维护中' }]);
    expect(t.root.wallet.transferIn).toBeNull();
  });

  it('6413 opens the transfer-in dialog; All fills the centre balance; success shows 转账成功, launches and refreshes', async () => {
    const t = member();
    await t.root.wallet.refreshBalance();
    t.api.sequence(
      'venueLaunch',
      fail(6413, '您当前仍在活动中,转入后未完成流水不可转出'),
      ok({ url: 'https://games.test/x' }),
    );
    t.api.on('venueTransfer', ok({ orderNo: 'T9', centerWalletBalance: 0, venueBalance: 500.5 }));

    const first = await t.root.wallet.launch(VENUE);
    expect(first.status).toBe('transfer_in');
    const dialog = t.root.wallet.transferIn;
    expect(dialog?.message).toBe('您当前仍在活动中,转入后未完成流水不可转出');

    expect(await t.root.wallet.submitTransferIn()).toEqual({
      status: 'invalid',
      message: 'transferAmountRequired',
    });
    expect(t.root.wallet.transferIn?.error).toBe('transferAmountRequired');

    t.root.wallet.fillAll();
    expect(t.root.wallet.transferIn?.amount).toBe('500.50');

    const balanceCalls = t.api.callsTo('transferGetBalance').length;
    const result = await t.root.wallet.submitTransferIn();
    expect(t.api.lastBody('venueTransfer')).toEqual({
      channelCode: 'XMTY',
      amount: '500.50',
      ty: '1',
      isActivity: true,
    });
    expect(t.api.callsTo('venueTransfer')[0]?.headers.get(KEY_HEADER)).toBeTruthy();
    expect(t.root.ui.toasts.map((x) => x.content)).toContainEqual({ key: 'transferSuccess' });
    expect(result).toEqual({ status: 'ok', url: 'https://games.test/x' });
    expect(t.root.wallet.transferIn).toBeNull();
    expect(t.api.callsTo('transferGetBalance').length).toBe(balanceCalls + 1);
  });

  it('6413 without a server message shows the activity notice, as a message key', async () => {
    const t = member();
    t.api.on('venueLaunch', fail(6413, ''));
    expect(await t.root.wallet.launch(VENUE)).toEqual({
      status: 'transfer_in',
      message: 'venueActivityNotice',
    });
    expect(t.root.wallet.transferIn?.message).toBe('venueActivityNotice');
    expect(zhCN.venueActivityNotice).toBe('您当前仍在活动中,转入后未完成流水不可转出');
  });

  it('a network failure keeps the generic error as a message key', async () => {
    const t = member();
    t.api.on('venueLaunch', { network: true });
    expect(await t.root.wallet.launch(VENUE)).toEqual({ status: 'error', message: 'genericError' });
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([{ key: 'genericError' }]);
    expect(zhCN.genericError).toBe('服务开小差了,请稍后再试');
  });

  it('a failed transfer-in keeps the dialog open with the message', async () => {
    const t = member();
    t.root.wallet.openTransferIn(VENUE, '活动中');
    t.root.wallet.setTransferAmount('50');
    t.api.on('venueTransfer', fail(6099, '钱包令牌过期'));
    const r = await t.root.wallet.submitTransferIn();
    expect(r).toEqual({ status: 'error', message: '钱包令牌过期' });
    expect(t.root.wallet.transferIn).toMatchObject({
      error: '钱包令牌过期',
      busy: false,
      amount: '50',
    });
    expect(t.api.callsTo('venueLaunch')).toHaveLength(0);
  });

  it('enter directly closes the dialog and launches accepting the activity', async () => {
    const t = member();
    t.root.wallet.openTransferIn(VENUE, '活动中');
    t.api.on('venueLaunch', ok({ url: 'https://games.test/y' }));
    expect(await t.root.wallet.enterDirectly()).toEqual({
      status: 'ok',
      url: 'https://games.test/y',
    });
    expect(t.api.lastBody('venueLaunch')).toEqual({
      enName: 'XMTY',
      gameCode: 'fortune-tiger',
      isActivity: true,
    });
    expect(t.api.callsTo('venueTransfer')).toHaveLength(0);
    expect(t.root.wallet.transferIn).toBeNull();
  });
});
