import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staticKeySource } from '../src/sdk/crypto';
import { memoryStorage } from '../src/sdk/device';
import { createSdk } from '../src/sdk/index';
import { exampleData } from './index';
import { safeGatewayHandlers } from './safe';

const keySource = staticKeySource(new Uint8Array(32).fill(3));
const seen: { path: string; encrypted: string | null }[] = [];
const server = setupServer(...safeGatewayHandlers({ keySource }));
server.events.on('request:start', ({ request }) => {
  seen.push({ path: new URL(request.url).pathname, encrypted: request.headers.get('encrypted') });
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const sdk = createSdk({
  baseUrl: 'http://127.0.0.1:3000',
  siteId: '1',
  version: '1.0',
  getToken: () => 'tok',
  storage: memoryStorage(),
  safeMode: { enabled: true, keySource },
});

describe('safe-switch mode end to end over MSW', () => {
  it('calls of every service travel through their gateway and answer the decrypted example', async () => {
    expect(await sdk.call('userMemberInfo', {})).toEqual(exampleData('userMemberInfo'));
    expect(await sdk.call('bankCardWithdrawAddList')).toEqual(
      exampleData('bankCardWithdrawAddList'),
    );
    expect(await sdk.call('history', {} as never)).toEqual(exampleData('history'));
    expect(seen).toEqual([
      { path: '/safe/site/api/v1/gateway', encrypted: '1' },
      { path: '/safe/fd/api/v1/gateway', encrypted: '1' },
      { path: '/safe/stream/api/v1/gateway', encrypted: '1' },
    ]);
  });

  it('a business failure inside the envelope still rejects with its code', async () => {
    server.use(
      ...safeGatewayHandlers({
        keySource,
        answer: () => ({ status_code: 6002, message: '账号或密码错误', data: null }),
      }),
    );
    await expect(sdk.call('userLogin', {} as never)).rejects.toMatchObject({ code: 6002 });
  });
});
