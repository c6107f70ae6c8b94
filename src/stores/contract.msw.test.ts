// The stores over the real SDK and the MSW handlers of mocks/ (answers from the OpenAPI
// examples): proves the stores read the contract's shapes, not only the fake API's.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, mockOperation } from '../../mocks';
import { domainMessages } from '../domain/messageCatalogues';
import { createSdk } from '../sdk';
import { createTestRoot } from './testing/createTestRoot';
import { MemoryStorage } from './testing/MemoryStorage';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function overMsw(token?: string) {
  const storage = new MemoryStorage();
  return createTestRoot({
    storage,
    ...(token ? { token } : {}),
    sdk: (hooks) =>
      createSdk({
        baseUrl: 'http://site.test',
        siteId: '1',
        version: '1.0',
        storage,
        getToken: hooks.getToken,
        onEvent: hooks.onEvent,
      }),
  });
}

describe('stores over the contract examples (MSW)', () => {
  it('login success example: token, user info, balance 1288.5 and unread 4 + 1', async () => {
    const t = overMsw();
    const result = await t.root.session.login({ name: 'player01', password: 'abc12345' });
    expect(result).toEqual({ status: 'ok' });
    expect(t.root.session.userId).toBe('10086');
    expect(t.root.wallet.centerBalance).toBe(1288.5);
    expect(t.root.inbox.unread).toBe(5);
    expect(t.root.session.userInfo).not.toBeNull();
  });

  it('login example code6026 opens new-device mode with the masked phone', async () => {
    const t = overMsw();
    server.use(mockOperation('userLogin', { example: 'code6026' }));
    const result = await t.root.session.login({ name: 'player01', password: 'abc12345' });
    expect(result).toEqual({ status: 'new_device', message: '检测到新设备登录,请进行手机验证' });
    expect(t.root.session.newDevice.maskedPhone).toBe('138****5678');
    expect(t.root.ui.authDialog).toEqual({ mode: 'new_device' });
  });

  it('venue launch example code6413 opens the transfer-in dialog with its message', async () => {
    const t = overMsw('tok-1');
    server.use(mockOperation('venueLaunch', { example: 'code6413' }));
    const result = await t.root.wallet.launch({ enName: 'XMTY' });
    expect(result.status).toBe('transfer_in');
    expect(t.root.wallet.transferIn?.message).toBe('您还在活动中,转入后未完成流水将无法转出');
  });

  it('venue balances example: total 1288.50', async () => {
    const t = overMsw('tok-1');
    await t.root.wallet.loadVenueBalances();
    expect(t.root.wallet.venueBalances['8']?.totalMoney).toBe('1288.50');
    expect(t.root.wallet.visibleVenues()[0]?.name).toBe('XM体育');
  });

  it('pre-info example: title and flags', async () => {
    const t = overMsw();
    expect(await t.root.site.loadPreInfo()).toBe(true);
    expect(t.root.site.title).toBe('XX体育');
    expect(t.root.site.flags.withdrawPasswordEnabled).toBe(true);
    expect(t.root.site.flags.deposit).toBe(true);
  });

  it('login-expired answer of any call logs out with 请重新登录', async () => {
    const t = overMsw('tok-1');
    server.use(mockOperation('transferGetBalance', { example: 'code6001' }));
    await t.root.wallet.refreshBalance();
    expect(t.root.session.isLoggedIn).toBe(false);
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([{ key: 'reloginRequired' }]);
    expect(domainMessages['zh-CN'].reloginRequired).toBe('请重新登录');
  });
});
