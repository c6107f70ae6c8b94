// The safe-switch gateway driven by the real SDK in safe mode (src/sdk/safe.ts), its fetch routed
// to the server through app.inject.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createSdk, ApiError, IdempotencyKeyRequiredError, type Sdk } from '../../src/sdk/index.ts';
import {
  decryptField,
  encryptField,
  staticKeySource,
  type KeySource,
} from '../../src/sdk/crypto.ts';
import { ENCRYPTED_HEADER, openRequest, sealRequest } from '../../src/sdk/safe.ts';
import type { KeyValueStorage } from '../../src/sdk/types.ts';
import { PgliteDb } from '../db/adapter.ts';
import { migrate } from '../db/migrate.ts';
import { seed, DEMO_PASSWORD } from '../db/seed.ts';
import { buildServer } from '../app.ts';
import { SHARED_ADDRESS_LIMITS } from '../security/config.ts';
import { FakeClock } from '../clock.ts';
import { sha256Hex } from '../auth.ts';
import type { Envelope } from '../envelope.ts';
import { DEV_SAFE_KEY, resolveSafeKey } from '../safe.ts';
import { seededPglite, startHarness, testContract, type Harness } from './harness.ts';

const ORIGIN = 'http://127.0.0.1:8787';

function memoryStorage(): KeyValueStorage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

interface Seen {
  path: string;
  headers: Headers;
  body: string;
}

/** A fetch answering from the server via inject; records what went over the wire. */
function injectFetch(app: FastifyInstance, seen: Seen[]): (input: Request) => Promise<Response> {
  return async (input) => {
    const url = new URL(input.url);
    const body = input.method === 'GET' ? '' : await input.text();
    seen.push({ path: url.pathname + url.search, headers: new Headers(input.headers), body });
    const headers: Record<string, string> = {};
    input.headers.forEach((v, k) => (headers[k] = v));
    const res = await app.inject({
      method: input.method === 'GET' ? 'GET' : 'POST',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (typeof v === 'string') out.set(k, v);
      else if (typeof v === 'number') out.set(k, String(v));
    }
    return new Response(res.body, { status: res.statusCode, headers: out });
  };
}

describe('safe-switch gateway', () => {
  const keySource = staticKeySource(new Uint8Array(32).fill(7));
  let app: FastifyInstance;
  let db: PgliteDb;
  const clock = new FakeClock();
  const seen: Seen[] = [];
  let token: string | null = null;
  let sdk: Sdk;

  /** A sealed gateway request sent by hand (what a client without the SDK's checks could send). */
  async function sealedCall(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
    key: KeySource = keySource,
  ): Promise<{ env: Envelope; encrypted: boolean }> {
    const sealed = await sealRequest(key, path, JSON.stringify(body));
    const service = path.split('/')[1] ?? '';
    const res = await app.inject({
      method: 'POST',
      url: `/safe/${service}/api/v1/gateway`,
      headers: {
        siteId: '1',
        client: 'web',
        version: '1.0',
        uuid: 'safe-device-0001',
        timestamp: String(clock.now()),
        encrypted: '1',
        ...(token ? { token } : {}),
        ...headers,
      },
      payload: sealed,
    });
    expect(res.statusCode).toBe(200);
    return { env: res.json<Envelope>(), encrypted: res.headers[ENCRYPTED_HEADER] === '1' };
  }

  async function openAnswer(env: Envelope): Promise<unknown> {
    return JSON.parse(await decryptField(keySource, env.data as string)) as unknown;
  }

  beforeAll(async () => {
    db = await seededPglite(clock.now());
    app = await buildServer({
      db,
      dev: true,
      clock,
      contract: testContract(),
      distDir: null,
      safeKey: keySource,
      // the real SDK stamps requests with the wall clock, the server runs on a fake one
      limits: { ...SHARED_ADDRESS_LIMITS, timestampWindowSec: 0 },
    });
    await app.ready();
    sdk = createSdk({
      baseUrl: ORIGIN,
      fetch: injectFetch(app, seen),
      siteId: '1',
      version: '1.0',
      getToken: () => token,
      storage: memoryStorage(),
      timeoutMs: 10_000,
      safeMode: { enabled: true, keySource },
    });
  });

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('reports the switch on in preInfo', async () => {
    const info = await sdk.call('configurationPreInfo', {});
    expect(info.siteBaseConfig?.safeSwitch).toBe(true);
  });

  it('logs in and reads the balance through the gateway, path and body never in clear', async () => {
    seen.length = 0;
    const login = await sdk.call('userLogin', {
      name: 'demo01',
      password: sha256Hex(DEMO_PASSWORD),
      kaptchcate: 4,
    });
    expect(login).toHaveProperty('token');
    token = (login as { token: string }).token;
    const balance = await sdk.call('transferGetBalance', { withLockMoney: 1 });
    expect(balance.centerWalletBalance).toBe(10_000);

    expect(seen.map((s) => s.path)).toEqual([
      '/safe/site/api/v1/gateway',
      '/safe/fd/api/v1/gateway',
    ]);
    for (const s of seen) {
      expect(s.headers.get(ENCRYPTED_HEADER)).toBe('1');
      expect(s.body).not.toContain('demo01');
      expect(s.body).not.toContain('getBalance');
      expect(Object.keys(JSON.parse(s.body) as object).sort()).toEqual(['d', 'p']);
    }
    expect(seen[1]?.headers.get('token')).toBe(token);
  });

  it('answers the data sealed with the header encrypted: 1', async () => {
    const { env, encrypted } = await sealedCall('/fd/api/v1/transfer/getBalance', {
      withLockMoney: 1,
    });
    expect(encrypted).toBe(true);
    expect(env.status_code).toBe(6000);
    expect(typeof env.data).toBe('string');
    expect(await openAnswer(env)).toMatchObject({ centerWalletBalance: 10_000 });
  });

  it('keeps the operation failures (auth, validation) inside the sealed envelope', async () => {
    const noToken = await sealedCall(
      '/fd/api/v1/transfer/getBalance',
      { withLockMoney: 1 },
      { token: '' },
    );
    expect(noToken.env.status_code).toBe(6001);
    const invalid = await sealedCall('/site/api/v1/user/login', { name: 1 });
    expect(invalid.env.status_code).toBe(6007);
    expect(invalid.encrypted).toBe(true);
    await expect(
      sdk.call('venueLaunch', { enName: 'NOPE', gameCode: '' }, { idempotencyKey: 'launch-0001' }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('answers 6008 (never 500) to a tampered cipher, a foreign key or a malformed envelope', async () => {
    const sealed = await sealRequest(keySource, '/fd/api/v1/transfer/getBalance', '{}');
    const bytes = Buffer.from(sealed.p, 'base64');
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 1;
    const cases: unknown[] = [
      { p: bytes.toString('base64'), d: sealed.d },
      { p: sealed.p, d: 'not base64 at all!' },
      { p: sealed.p, d: await encryptField(keySource, 'not json') },
      { p: sealed.p },
      { p: 1, d: 2 },
      [],
    ];
    for (const payload of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/safe/fd/api/v1/gateway',
        headers: { encrypted: '1', timestamp: String(clock.now()), token: token ?? '' },
        payload: payload as object,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Envelope>()).toMatchObject({ status_code: 6008, data: null });
    }
    const foreign = staticKeySource(new Uint8Array(32).fill(9));
    const other = await sealedCall(
      '/fd/api/v1/transfer/getBalance',
      { withLockMoney: 1 },
      {},
      foreign,
    );
    expect(other.env.status_code).toBe(6008);
    expect(other.encrypted).toBe(false);
    const notJson = await app.inject({
      method: 'POST',
      url: '/safe/fd/api/v1/gateway',
      headers: { encrypted: '1', 'content-type': 'application/json' },
      payload: '{"p":',
    });
    expect(notJson.json<Envelope>().status_code).toBe(6008);
  });

  it('dispatches only contract operations under their own service', async () => {
    expect((await sealedCall('/fd/api/v1/nothing/here', {})).env.status_code).toBe(6004);
    // a site path sent to the fd gateway, dev routes, other origins, no header encrypted
    const sealed = await sealRequest(keySource, '/site/api/v1/user/member/info', '{}');
    const wrongService = await app.inject({
      method: 'POST',
      url: '/safe/fd/api/v1/gateway',
      headers: { encrypted: '1', timestamp: String(clock.now()) },
      payload: sealed,
    });
    expect(wrongService.json<Envelope>().status_code).toBe(6008);
    expect((await sealedCall('/__dev/outbox', {})).env.status_code).toBe(6004);
    expect((await sealedCall('//evil.example/fd/api/v1/x', {})).env.status_code).toBe(6008);
    expect((await sealedCall('/fd/api/v1/../../__dev/outbox', {})).env.status_code).toBe(6008);
    const clear = await app.inject({
      method: 'POST',
      url: '/safe/fd/api/v1/gateway',
      headers: { timestamp: String(clock.now()) },
      payload: await sealRequest(keySource, '/fd/api/v1/transfer/getBalance', '{}'),
    });
    expect(clear.json<Envelope>().status_code).toBe(6008);
  });

  it('carries the query string of a GET operation', async () => {
    const cards = await sdk.call('bankCardQueryMemberBanksInfoList', {});
    expect(Array.isArray(cards)).toBe(true);
    expect(seen.at(-1)?.path).toBe('/safe/fd/api/v1/gateway');
  });

  it('moves money only with an idempotency key and honours it', async () => {
    const path = '/fd/api/v1/transfer/utcTransfer';
    const body = { channelCode: 'PGDZ', amount: '100.00', ty: '1' as const };
    // the SDK refuses a money-moving call without a key before anything is sent
    await expect(
      (sdk.call as unknown as (id: string, b: unknown) => Promise<unknown>)(
        'transferUtcTransfer',
        body,
      ),
    ).rejects.toBeInstanceOf(IdempotencyKeyRequiredError);
    // the server refuses one sent by hand without the header
    const missing = await sealedCall(path, body);
    expect(missing.env.status_code).toBe(6008);
    expect((await sdk.call('transferGetBalance', { withLockMoney: 1 })).centerWalletBalance).toBe(
      10_000,
    );

    const key = sdk.newIdempotencyKey();
    const first = await sdk.call('transferUtcTransfer', body, { idempotencyKey: key });
    const again = await sdk.call('transferUtcTransfer', body, { idempotencyKey: key });
    expect(again).toEqual(first);
    expect(seen.at(-1)?.headers.get('idempotency-key')).toBe(key);
    expect((await sdk.call('transferGetBalance', { withLockMoney: 1 })).centerWalletBalance).toBe(
      9_900,
    );

    const reused = await sealedCall(path, { ...body, amount: '5.00' }, { 'Idempotency-Key': key });
    expect(reused.env.status_code).toBe(6009);
    expect((await sdk.call('transferGetBalance', { withLockMoney: 1 })).centerWalletBalance).toBe(
      9_900,
    );
  });
});

describe('safe-switch key source', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('defaults to SAFE_KEY, else the development key in dev mode only', async () => {
    const fromEnv = Buffer.from(new Uint8Array(16).fill(1)).toString('base64');
    const envKey = await resolveSafeKey(undefined, false, { SAFE_KEY: fromEnv });
    expect(envKey).not.toBeNull();
    await expect(resolveSafeKey(undefined, false, { SAFE_KEY: 'c2hvcnQ=' })).rejects.toThrow();
    expect(await resolveSafeKey(undefined, false, {})).toBeNull();
    expect(await resolveSafeKey(null, true, { SAFE_KEY: fromEnv })).toBeNull();
    const devKey = await resolveSafeKey(undefined, true, {});
    expect(devKey).not.toBeNull();
    const sealed = await sealRequest(staticKeySource(DEV_SAFE_KEY), '/x', '{}');
    if (!devKey) throw new Error('no dev key');
    expect((await openRequest(devKey, sealed)).path).toBe('/x');
  });

  it('is on in dev mode by default (the test harness) and reported by preInfo', async () => {
    const info = await h.call('configurationPreInfo', {});
    expect(
      (info.data as { siteBaseConfig: { safeSwitch: boolean } }).siteBaseConfig.safeSwitch,
    ).toBe(true);
  });

  it('is off without a key: no gateway, preInfo says false', async () => {
    const db = await PgliteDb.open();
    await migrate(db);
    await seed(db, Date.now());
    const app = await buildServer({
      db,
      dev: true,
      contract: testContract(),
      distDir: null,
      safeKey: null,
    });
    try {
      const info = await app.inject({
        method: 'POST',
        url: '/site/api/v1/configuration/preInfo',
        headers: { timestamp: String(Date.now()) },
        payload: {},
      });
      expect(
        info.json<{ data: { siteBaseConfig: { safeSwitch: boolean } } }>().data.siteBaseConfig
          .safeSwitch,
      ).toBe(false);
      const res = await app.inject({
        method: 'POST',
        url: '/safe/fd/api/v1/gateway',
        headers: { encrypted: '1' },
        payload: await sealRequest(
          staticKeySource(DEV_SAFE_KEY),
          '/fd/api/v1/transfer/getBalance',
          '{}',
        ),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Envelope>().status_code).toBe(6004);
      expect(res.headers[ENCRYPTED_HEADER]).toBeUndefined();
    } finally {
      await app.close();
      await db.close();
    }
  }, 60_000); // opens, migrates and seeds a database of its own
});
