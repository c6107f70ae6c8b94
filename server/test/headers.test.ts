// Issue 15, response headers: no HSTS over plain HTTP, CSP connect-src 'self' only (the chat
// socket is same-origin), `Cache-Control: no-store` on API answers, and the demo venue pages'
// answers to their opaque-origin frame.
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

  it('answers the demo venue pages framed with an opaque origin, and no other origin', async () => {
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/venue-demo/api/balance',
      headers: {
        origin: 'null',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('null');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type');
    const balanceFrom = (origin: string) =>
      h.app.inject({
        method: 'POST',
        url: '/venue-demo/api/balance',
        headers: { origin },
        payload: { ticket: 'none' },
      });
    const call = await balanceFrom('null');
    expect(call.headers['access-control-allow-origin']).toBe('null');
    const script = await h.app.inject({ method: 'GET', url: '/venue-demo/app.js' });
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // another site's page gets no permission to read the answers
    const other = await balanceFrom('https://elsewhere.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    // nor does any origin on the site's own API
    const api = await login();
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
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
