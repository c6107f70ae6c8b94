// Issue 15, response headers: no HSTS over plain HTTP, CSP connect-src 'self' only (the chat
// socket is same-origin), and `Cache-Control: no-store` on API answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { sha256Hex } from '../auth.ts';

describe('response headers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => h.close());

  const login = () =>
    h.app.inject({
      method: 'POST',
      url: h.contract.operation('userLogin')?.path ?? '',
      headers: { timestamp: String(h.clock.now()), uuid: 'hdr-device' },
      payload: { name: 'demo01', password: sha256Hex('demo1234'), kaptchcate: 4 },
    });

  it('sends no Strict-Transport-Security over plain HTTP', async () => {
    const res = await login();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const page = await h.app.inject({ method: 'GET', url: '/venue-demo/PGDZ' });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it("allows connections to the page's own origin only (connect-src 'self')", async () => {
    const page = await h.app.inject({ method: 'GET', url: '/venue-demo/PGDZ' });
    const csp = String(page.headers['content-security-policy']);
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.trim();
    expect(connect).toBe("'self'");
  });

  it('marks API answers carrying tokens Cache-Control: no-store', async () => {
    const res = await login();
    expect(res.json<{ status_code: number }>().status_code).toBe(6000);
    expect(res.headers['cache-control']).toBe('no-store');
    const info = await h.app.inject({
      method: 'POST',
      url: h.contract.operation('configurationPreInfo')?.path ?? '',
      headers: { timestamp: String(h.clock.now()) },
      payload: {},
    });
    expect(info.headers['cache-control']).toBe('no-store');
  });
});
