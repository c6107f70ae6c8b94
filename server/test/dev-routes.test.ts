// Issue 15, "Dev routes": /__dev/... exist only when enabled explicitly, never under
// NODE_ENV=production, and answer loopback clients only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { DEV_PREFIX } from '../dev.ts';
import { devRoutesEnabled, devRoutesFromEnv } from '../security/dev-routes.ts';
import { startHarness, type Harness } from './harness.ts';

describe('development routes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(); // devRoutes: true
  }, 180_000);
  afterAll(async () => h.close());

  it('stay off unless enabled explicitly, and never under NODE_ENV=production', () => {
    expect(devRoutesEnabled(undefined, {})).toBe(false);
    expect(devRoutesEnabled(false, {})).toBe(false);
    expect(devRoutesEnabled(true, { NODE_ENV: 'production' })).toBe(false);
    expect(devRoutesEnabled(true, { NODE_ENV: 'development' })).toBe(true);
    expect(devRoutesFromEnv({})).toBe(false); // the default of `npm start`
    expect(devRoutesFromEnv({ NODE_ENV: 'development' })).toBe(false);
    expect(devRoutesFromEnv({ DEV_ROUTES: '1', NODE_ENV: 'production' })).toBe(false);
    expect(devRoutesFromEnv({ DEV_ROUTES: '1' })).toBe(true);
  });

  it('are not registered by a dev-mode server that did not enable them', async () => {
    const app = await buildServer({
      db: h.db,
      dev: true,
      clock: h.clock,
      contract: h.contract,
      distDir: null,
    });
    const res = await app.inject({ method: 'GET', url: `${DEV_PREFIX}/outbox` });
    expect(res.json()).toMatchObject({ status_code: 6004, data: null });
    await app.close();
  });

  it('answer loopback clients only (404 to any other address)', async () => {
    const outside = await h.app.inject({
      method: 'GET',
      url: `${DEV_PREFIX}/outbox`,
      remoteAddress: '203.0.113.7',
    });
    expect(outside.statusCode).toBe(404);
    const settle = await h.app.inject({
      method: 'POST',
      url: `${DEV_PREFIX}/bet/settle`,
      remoteAddress: '198.51.100.2',
      payload: { betId: 'B1', result: 'W' },
    });
    expect(settle.statusCode).toBe(404);
    const local = await h.app.inject({
      method: 'GET',
      url: `${DEV_PREFIX}/outbox`,
      remoteAddress: '127.0.0.1',
    });
    expect(local.json()).toMatchObject({ status_code: 6000 });
  });
});
