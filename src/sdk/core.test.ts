import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createSdkCore, type SdkOptions } from './core';
import { staticKeySource } from './crypto';
import { DEVICE_ID_KEY, memoryStorage } from './device';
import {
  AbortedError,
  ApiError,
  BadResponseError,
  IdempotencyKeyRequiredError,
  NetworkError,
  TimeoutError,
  UnknownCodeError,
} from './errors';
import { openRequest, sealEnvelopeData, type SealedRequestBody } from './safe';
import {
  FIXTURE_BASE,
  fixtureOperations,
  type FixtureOperations,
  type FixtureTypes,
} from './testing/fixture';
import type { SdkEvent, VerificationNeeded } from './types';

type Handler = (req: Request) => Promise<Response> | Response;

const ok = (data: unknown) => Response.json({ status_code: 6000, message: 'Success', data });
const fail = (code: number, message = 'fail', data: unknown = null) =>
  Response.json({ status_code: code, message, data });

/** A server that never answers; like fetch, it rejects when the request's signal aborts. */
const hang: Handler = (req) =>
  new Promise((_resolve, reject) => {
    if (req.signal.aborted) reject(req.signal.reason);
    req.signal.addEventListener('abort', () => reject(req.signal.reason));
  });

/**
 * An SDK whose every request goes to `handler` (no network), in the style of openapi-fetch's
 * own test helper; `requests` records what was sent.
 */
function observedSdk(handler: Handler, overrides: Partial<SdkOptions> = {}) {
  const requests: Request[] = [];
  const events: SdkEvent[] = [];
  const storage = memoryStorage();
  let token: string | null = 'tok-1';
  const sdk = createSdkCore<FixtureOperations, FixtureTypes>(fixtureOperations, {
    baseUrl: FIXTURE_BASE,
    fetch: async (req) => {
      requests.push(req.clone());
      return handler(req);
    },
    siteId: '1',
    version: '1.0',
    getToken: () => token,
    storage,
    onEvent: (e) => events.push(e),
    ...overrides,
  });
  return { sdk, requests, events, storage, setToken: (t: string | null) => (token = t) };
}

describe('common headers', () => {
  it('sends site id, client web, token, device uuid, request id and version', async () => {
    const { sdk, requests, storage } = observedSdk(() => ok({ name: 'a', bindPhone: true }));
    await sdk.call('info', {});
    const h = requests[0]!.headers;
    expect(h.get('siteId')).toBe('1');
    expect(h.get('client')).toBe('web');
    expect(h.get('token')).toBe('tok-1');
    expect(h.get('version')).toBe('1.0');
    expect(Number(h.get('timestamp'))).toBeGreaterThan(1_700_000_000_000);
    expect(h.get('uuid')).toBe(storage.getItem(DEVICE_ID_KEY));
    expect(h.get('uuid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(h.get('requestId')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the same device uuid across calls and SDK instances on one storage, fresh request ids', async () => {
    const first = observedSdk(() => ok({}));
    await first.sdk.call('info', {});
    await first.sdk.call('info', {});
    const second = createSdkCore<FixtureOperations, FixtureTypes>(fixtureOperations, {
      baseUrl: FIXTURE_BASE,
      fetch: async () => ok({}),
      siteId: '1',
      version: '1.0',
      getToken: () => null,
      storage: first.storage,
    });
    const [a, b] = first.requests;
    expect(a!.headers.get('uuid')).toBe(b!.headers.get('uuid'));
    expect(second.deviceId()).toBe(a!.headers.get('uuid'));
    expect(a!.headers.get('requestId')).not.toBe(b!.headers.get('requestId'));
  });

  it('omits the token header when logged out', async () => {
    const { sdk, requests, setToken } = observedSdk(() => ok({}));
    setToken(null);
    await sdk.call('info', {});
    expect(requests[0]!.headers.has('token')).toBe(false);
  });
});

describe('request shape', () => {
  it('POSTs the JSON body to the operation path', async () => {
    const { sdk, requests } = observedSdk(() => ok({ token: 't', userId: 'u' }));
    await sdk.call('login', { name: 'player1', password: 'h' });
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/t/api/v1/login');
    expect(await requests[0]!.json()).toEqual({ name: 'player1', password: 'h' });
  });

  it('sends no body for a GET operation, payload as query', async () => {
    const { sdk, requests } = observedSdk(() => ok({ banks: [] }));
    await sdk.call('banks');
    await sdk.call('banks', { type: '1' });
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.body).toBeNull();
    expect(new URL(requests[1]!.url).search).toBe('?type=1');
  });

  it('sends {} when the body of an empty-request operation is left out', async () => {
    const { sdk, requests } = observedSdk(() => ok(null));
    await sdk.call('logout');
    expect(requests[0]!.method).toBe('POST');
    expect(await requests[0]!.json()).toEqual({});
  });
});

describe('envelope and business codes', () => {
  it('6000 resolves with data, typed from the contract', async () => {
    const { sdk } = observedSdk(() => ok({ name: '张三', bindPhone: false }));
    const data = await sdk.call('info', {});
    expectTypeOf(data).toEqualTypeOf<{ name: string; bindPhone: boolean }>();
    expect(data).toEqual({ name: '张三', bindPhone: false });
  });

  it('6001 emits login_expired and rejects', async () => {
    const { sdk, events } = observedSdk(() => fail(6001, '请重新登录'));
    const error = await sdk.call('info', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(6001);
    expect(events).toEqual([{ type: 'login_expired', hadToken: true }]);
  });

  it('emits login_expired once per token when several calls expire together', async () => {
    const { sdk, events, setToken } = observedSdk(() => fail(6001, '请重新登录'));
    await Promise.allSettled([
      sdk.call('info', {}),
      sdk.call('info', {}),
      sdk.call('list', { page: 1 }),
    ]);
    expect(events).toEqual([{ type: 'login_expired', hadToken: true }]);
    setToken('tok-2');
    await expect(sdk.call('info', {})).rejects.toMatchObject({ code: 6001 });
    expect(events).toHaveLength(2);
  });

  it('HTTP status 6001 is treated as login expired', async () => {
    const { sdk, events, setToken } = observedSdk(() => {
      const res = new Response('', { status: 200 });
      Object.defineProperty(res, 'status', { value: 6001 });
      return res;
    });
    setToken(null);
    await expect(sdk.call('info', {})).rejects.toMatchObject({ code: 6001 });
    expect(events).toEqual([{ type: 'login_expired', hadToken: false }]);
  });

  it.each([6021, 6022] as const)(
    '%i resolves as VerificationNeeded for a verifiable operation',
    async (code) => {
      const { sdk } = observedSdk(() => fail(code, '请验证', { captcha: 'slider' }));
      const r = await sdk.call('login', { name: 'a', password: 'b' });
      expectTypeOf(r).toEqualTypeOf<{ token: string; userId: string } | VerificationNeeded>();
      expect(r).toEqual({
        kind: 'verification',
        code,
        message: '请验证',
        data: { captcha: 'slider' },
      });
    },
  );

  it('6021 rejects as ApiError for an operation that is not verifiable', async () => {
    const { sdk } = observedSdk(() => fail(6021));
    await expect(sdk.call('info', {})).rejects.toMatchObject({ name: 'ApiError', code: 6021 });
  });

  it('6449 emits bind_real_name with the server message and rejects', async () => {
    const { sdk, events } = observedSdk(() => fail(6449, '请先绑定真实姓名'));
    await expect(sdk.call('info', {})).rejects.toMatchObject({
      code: 6449,
      message: '请先绑定真实姓名',
    });
    expect(events).toEqual([{ type: 'bind_real_name', message: '请先绑定真实姓名' }]);
  });

  it('another code rejects with ApiError carrying code, message and data', async () => {
    const { sdk, events } = observedSdk(() =>
      fail(6026, '设备未通过', { phoneNumber: '138****0000' }),
    );
    const error = await sdk.call('login', { name: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(UnknownCodeError);
    expect(error).toMatchObject({
      code: 6026,
      message: '设备未通过',
      data: { phoneNumber: '138****0000' },
    });
    expect(events).toEqual([]);
  });

  it('the envelope of a non-2xx answer is read the same way', async () => {
    const { sdk } = observedSdk(() =>
      Response.json({ status_code: 6005, message: '服务异常', data: null }, { status: 500 }),
    );
    await expect(sdk.call('info', {})).rejects.toMatchObject({ name: 'ApiError', code: 6005 });
  });

  it('a code not in the BusinessCode enum gives UnknownCodeError', async () => {
    const { sdk } = observedSdk(() => fail(7777, '?'));
    const error = await sdk.call('info', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownCodeError);
    expect(error).toMatchObject({ code: 7777, message: '?' });
  });
});

describe('transport failures are typed errors', () => {
  it('a network failure gives NetworkError', async () => {
    const { sdk } = observedSdk(() => Promise.reject(new TypeError('fetch failed')));
    const error = await sdk.call('info', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('no answer within the timeout gives TimeoutError', async () => {
    const { sdk } = observedSdk(hang, { timeoutMs: 20 });
    const error = await sdk.call('info', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(20);
  });

  it('the default timeout is 30 s', async () => {
    vi.useFakeTimers();
    try {
      const { sdk } = observedSdk(hang);
      const settled = vi.fn();
      const p = sdk.call('info', {}).catch((e: unknown) => {
        settled(e);
      });
      await vi.advanceTimersByTimeAsync(29_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await p;
      expect(settled.mock.calls[0]![0]).toBeInstanceOf(TimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the caller's own abort gives AbortedError", async () => {
    const { sdk } = observedSdk(hang);
    const controller = new AbortController();
    const p = sdk.call('info', {}, { signal: controller.signal });
    controller.abort();
    await expect(p).rejects.toBeInstanceOf(AbortedError);
  });

  it.each([
    ['an HTML page', () => new Response('<html>502</html>', { status: 200 })],
    ['an HTML error page', () => new Response('<html>502</html>', { status: 502 })],
    ['an empty body', () => new Response(null, { status: 204 })],
    ['JSON without status_code', () => Response.json({ hello: 1 })],
  ])('%s gives BadResponseError', async (_name, make) => {
    const { sdk } = observedSdk(make);
    await expect(sdk.call('info', {})).rejects.toBeInstanceOf(BadResponseError);
  });

  it('a throwing onEvent listener does not change the outcome', async () => {
    const { sdk } = observedSdk(() => fail(6001), {
      onEvent: () => {
        throw new Error('listener bug');
      },
    });
    await expect(sdk.call('info', {})).rejects.toMatchObject({ code: 6001 });
  });
});

describe('cache of cacheable operations', () => {
  it('a second identical call does not hit fetch; a different payload does', async () => {
    let n = 0;
    const { sdk, requests } = observedSdk(() => ok({ items: [`answer-${++n}`] }));
    const a = await sdk.call('list', { page: 1 });
    const b = await sdk.call('list', { page: 1 });
    expect(b).toEqual(a);
    expect(requests).toHaveLength(1);
    const c = await sdk.call('list', { page: 2 });
    expect(requests).toHaveLength(2);
    expect(c).toEqual({ items: ['answer-2'] });
  });

  it('concurrent identical calls share one request', async () => {
    const { sdk, requests } = observedSdk(() => ok({ items: [] }));
    await Promise.all([sdk.call('list', { page: 1 }), sdk.call('list', { page: 1 })]);
    expect(requests).toHaveLength(1);
  });

  it('failures are not cached; clearCache and cache:false refetch', async () => {
    let fails = true;
    const { sdk, requests } = observedSdk(() => (fails ? fail(6005) : ok({ items: ['x'] })));
    await expect(sdk.call('list', { page: 1 })).rejects.toBeInstanceOf(ApiError);
    fails = false;
    await sdk.call('list', { page: 1 });
    await sdk.call('list', { page: 1 });
    expect(requests).toHaveLength(2);
    sdk.clearCache();
    await sdk.call('list', { page: 1 });
    await sdk.call('list', { page: 1 }, { cache: false });
    expect(requests).toHaveLength(4);
  });

  it('operations that are not cacheable always hit fetch', async () => {
    const { sdk, requests } = observedSdk(() => ok({}));
    await sdk.call('info', {});
    await sdk.call('info', {});
    expect(requests).toHaveLength(2);
  });

  it('login expired clears the cache', async () => {
    let expired = false;
    const { sdk, requests } = observedSdk(() => (expired ? fail(6001) : ok({ items: [] })));
    await sdk.call('list', { page: 1 });
    expired = true;
    await expect(sdk.call('info', {})).rejects.toMatchObject({ code: 6001 });
    expired = false;
    await sdk.call('list', { page: 1 });
    expect(requests).toHaveLength(3);
  });
});

describe('idempotency of money-moving operations', () => {
  it('throws before any request without an idempotency key', async () => {
    const { sdk, requests } = observedSdk(() => ok({ orderId: '1' }));
    // @ts-expect-error the key is required by the type of a money-moving operation
    await expect(sdk.call('transfer', { amount: '10' })).rejects.toBeInstanceOf(
      IdempotencyKeyRequiredError,
    );
    expect(requests).toHaveLength(0);
  });

  it('sends the key in the Idempotency-Key header', async () => {
    const { sdk, requests } = observedSdk(() => ok({ orderId: '1' }));
    const key = sdk.newIdempotencyKey();
    expect(key).not.toBe(sdk.newIdempotencyKey());
    await sdk.call('transfer', { amount: '10' }, { idempotencyKey: key });
    expect(requests[0]!.headers.get('Idempotency-Key')).toBe(key);
  });

  it('retries a network failure with the same key and a fresh request id', async () => {
    let n = 0;
    const { sdk, requests } = observedSdk(() =>
      ++n === 1 ? Promise.reject(new TypeError('reset')) : ok({ orderId: '9' }),
    );
    const key = sdk.newIdempotencyKey();
    await expect(sdk.call('transfer', { amount: '10' }, { idempotencyKey: key })).resolves.toEqual({
      orderId: '9',
    });
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.headers.get('Idempotency-Key'))).toEqual([key, key]);
    expect(requests[0]!.headers.get('requestId')).not.toBe(requests[1]!.headers.get('requestId'));
  });

  it('gives up with NetworkError after the retries', async () => {
    const { sdk, requests } = observedSdk(() => Promise.reject(new TypeError('down')), {
      moneyMovingRetries: 2,
    });
    await expect(
      sdk.call('transfer', { amount: '1' }, { idempotencyKey: 'k' }),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(requests).toHaveLength(3);
  });

  it('requires the key only for the money-moving methods of a discriminated operation', async () => {
    const { sdk, requests } = observedSdk(() => ok({ ok: true }));
    await expect(sdk.call('resource', { method: 'odds' })).resolves.toEqual({ ok: true });
    await expect(sdk.call('resource', { method: 'placeBet', stake: '10' })).rejects.toBeInstanceOf(
      IdempotencyKeyRequiredError,
    );
    expect(requests).toHaveLength(1);
    await sdk.call('resource', { method: 'placeBet', stake: '10' }, { idempotencyKey: 'bet-1' });
    expect(requests[1]!.headers.get('Idempotency-Key')).toBe('bet-1');
  });

  it('does not retry a business error, nor other operations', async () => {
    const failing = observedSdk(() => fail(6011, '请勿频繁提交'));
    await expect(
      failing.sdk.call('transfer', { amount: '1' }, { idempotencyKey: 'k' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(failing.requests).toHaveLength(1);
    const down = observedSdk(() => Promise.reject(new TypeError('down')));
    await expect(down.sdk.call('info', {})).rejects.toBeInstanceOf(NetworkError);
    expect(down.requests).toHaveLength(1);
  });
});

describe('encrypted envelope (safe-switch)', () => {
  const keySource = staticKeySource(new Uint8Array(32).fill(7));
  const safeMode = (enabled: boolean | (() => boolean)) => ({
    get enabled() {
      return typeof enabled === 'function' ? enabled() : enabled;
    },
    keySource,
  });

  /** A gateway as the contract describes it: opens { p, d }, answers with encrypted data. */
  const gateway: Handler = async (req) => {
    const inner = await openRequest(keySource, (await req.json()) as SealedRequestBody);
    const envelope = await sealEnvelopeData(keySource, {
      status_code: 6000,
      message: 'Success',
      data: { echo: inner },
    });
    return Response.json(envelope, { headers: { encrypted: '1' } });
  };

  it('sends path and body sealed to the gateway of the service and opens the encrypted data', async () => {
    const { sdk, requests } = observedSdk(gateway, { safeMode: safeMode(true) });
    const data = await sdk.call('login', { name: 'player1', password: 'h' });
    const sent = requests[0]!;
    expect(new URL(sent.url).pathname).toBe('/safe/t/api/v1/gateway');
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('encrypted')).toBe('1');
    expect(sent.headers.get('token')).toBe('tok-1');
    const outer = (await sent.json()) as Record<string, unknown>;
    expect(Object.keys(outer).sort()).toEqual(['d', 'p']);
    expect(JSON.stringify(outer)).not.toContain('player1');
    expect(JSON.stringify(outer)).not.toContain('login');
    expect(data).toEqual({
      echo: { path: '/t/api/v1/login', body: { name: 'player1', password: 'h' } },
    });
  });

  it('seals the query string of a GET and "{}" for a call without body', async () => {
    const { sdk } = observedSdk(gateway, { safeMode: safeMode(true) });
    expect(await sdk.call('banks', { type: '2' })).toEqual({
      echo: { path: '/t/api/v1/banks?type=2', body: {} },
    });
    expect(await sdk.call('logout')).toEqual({ echo: { path: '/t/api/v1/logout', body: {} } });
  });

  it('keeps the path of the base URL outside the sealed path', async () => {
    const { sdk, requests } = observedSdk(gateway, {
      safeMode: safeMode(true),
      baseUrl: `${FIXTURE_BASE}/proxy`,
    });
    expect(await sdk.call('info', {})).toEqual({ echo: { path: '/t/api/v1/info', body: {} } });
    expect(new URL(requests[0]!.url).pathname).toBe('/proxy/safe/t/api/v1/gateway');
  });

  it('uses a fresh IV per request', async () => {
    const { sdk, requests } = observedSdk(() => ok({}), { safeMode: safeMode(true) });
    await sdk.call('info', {});
    await sdk.call('info', {});
    const [a, b] = (await Promise.all(requests.map((r) => r.json()))) as SealedRequestBody[];
    expect(a!.p).not.toBe(b!.p);
  });

  it('an answer without the encrypted header is read as is; undecryptable data is BadResponseError', async () => {
    const plain = observedSdk(() => fail(6008, '非法请求'), { safeMode: safeMode(true) });
    await expect(plain.sdk.call('info', {})).rejects.toMatchObject({ code: 6008 });
    const otherKey = staticKeySource(new Uint8Array(32).fill(9));
    const garbled = observedSdk(
      async () =>
        Response.json(
          await sealEnvelopeData(otherKey, { status_code: 6000, message: '', data: 1 }),
          {
            headers: { encrypted: '1' },
          },
        ),
      { safeMode: safeMode(true) },
    );
    await expect(garbled.sdk.call('info', {})).rejects.toBeInstanceOf(BadResponseError);
  });

  it('is read per request: switched off, calls go to their own path', async () => {
    let on = false;
    const { sdk, requests } = observedSdk(() => ok({}), { safeMode: safeMode(() => on) });
    await sdk.call('info', {});
    on = true;
    await sdk.call('info', {});
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/t/api/v1/info',
      '/safe/t/api/v1/gateway',
    ]);
  });

  it('takes a key as base64 text, sealing as with a key source', async () => {
    const base64 = Buffer.from(new Uint8Array(32).fill(7)).toString('base64');
    const { sdk, requests } = observedSdk(gateway, {
      safeMode: { enabled: true, keySource: base64 },
    });
    expect(await sdk.call('info', {})).toEqual({ echo: { path: '/t/api/v1/info', body: {} } });
    expect(new URL(requests[0]!.url).pathname).toBe('/safe/t/api/v1/gateway');
  });

  it("without a key, seals with the site's own (SITE_SAFE_KEY, the reference server's development key)", async () => {
    const devKey = staticKeySource(
      new Uint8Array(Array.from('reference-server-dev-safe-key-32', (c) => c.charCodeAt(0))),
    );
    const { sdk, requests } = observedSdk(() => ok({}), { safeMode: { enabled: true } });
    await sdk.call('info', {});
    const sealed = (await requests[0]!.json()) as SealedRequestBody;
    expect(await openRequest(devKey, sealed)).toEqual({ path: '/t/api/v1/info', body: {} });
  });
});
