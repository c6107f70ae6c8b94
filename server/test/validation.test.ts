// Malformed, incomplete or oversized requests answer the envelope (HTTP 200, 6007/6008, a
// Chinese message), never a 500; the timestamp header is required; security headers are set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { JSON_BODY_LIMIT } from '../app.ts';

const chinese = /[\u4e00-\u9fff]/;

describe('request validation and the envelope', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.login();
  }, 60_000);
  afterAll(async () => h.close());

  it('answers malformed JSON with 6008 and HTTP 200', async () => {
    const r = await h.raw('userLogin', '{"name": "demo01", ');
    expect(r.statusCode).toBe(200);
    expect(r.json).toEqual({ status_code: 6008, data: null, message: '请求数据不是合法的 JSON' });
  });

  it('answers a missing required field with 6007 naming the field', async () => {
    const r = await h.call('userLogin', { name: 'demo01', kaptchcate: 4 });
    expect(r.status_code).toBe(6007);
    expect(r.message).toContain('password');
    expect(r.message).toMatch(chinese);
  });

  it('answers a wrong type with 6007', async () => {
    const r = await h.call('transferGetBalance', { withLockMoney: 'yes' }, { token });
    expect(r.status_code).toBe(6007);
    expect(r.message).toContain('withLockMoney');
  });

  it('answers a JSON array or a scalar body with 6008', async () => {
    expect((await h.raw('userLogin', '[1,2,3]')).json.status_code).toBe(6008);
    expect((await h.raw('userLogin', '42')).json.status_code).toBe(6008);
  });

  it('answers an oversized body with 6008 and HTTP 200', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMIT + 10) });
    const r = await h.raw('userLogin', big);
    expect(r.statusCode).toBe(200);
    expect(r.json.status_code).toBe(6008);
    expect(r.json.message).toBe('请求数据过大');
  });

  it('answers an unsupported content type with 6008', async () => {
    const r = await h.raw('userLogin', 'name=demo01', { contentType: 'text/plain' });
    expect(r.statusCode).toBe(200);
    expect(r.json.status_code).toBe(6008);
  });

  it('accepts an empty body on calls without one (logout, jwt)', async () => {
    const r = await h.raw('userMemberJwt', '', { token });
    expect(r.json.status_code).toBe(6000);
  });

  it('answers 非法请求 (6008) when the timestamp header is missing', async () => {
    const r = await h.call('configurationPreInfo', {}, { noTimestamp: true });
    expect(r).toEqual({ status_code: 6008, data: null, message: '非法请求' });
  });

  it('never answers a server error to random garbage on any operation', async () => {
    const garbage = [
      '{}',
      '{"a":1}',
      'null',
      '{"pageNum":-1,"pageSize":1e9}',
      '{"amount":"-1","channelCode":null}',
      '"\\u0000"',
    ];
    for (const op of h.contract.operations) {
      if (op.method === 'GET') continue;
      for (const g of garbage) {
        const r = await h.raw(op.id, g, { token, idempotencyKey: `garbage-${op.id}` });
        expect(r.statusCode, `${op.id} ${g}`).toBe(200);
        expect(r.json.status_code, `${op.id} ${g}: ${r.json.message}`).not.toBe(6005);
      }
    }
    expect(h.app.services.contractViolations).toEqual([]);
  }, 120_000);

  it('answers an unknown API path with the 6004 envelope', async () => {
    const op = h.contract.operation('userLogin');
    const res = await h.app.inject({ method: 'POST', url: `${op?.path}-nope`, payload: {} });
    expect(res.json()).toMatchObject({ status_code: 6004 });
  });

  it('sets a Content-Security-Policy without objects, base or foreign framing', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/venue-demo/PGDZ' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('registers the development outbox only in dev mode', async () => {
    const { buildServer } = await import('../app.ts');
    const prod = await buildServer({
      db: h.db,
      dev: false,
      clock: h.clock,
      contract: h.contract,
      distDir: null,
    });
    const res = await prod.inject({ method: 'GET', url: '/__dev/outbox' });
    // not registered: the API's not-found envelope, never the outbox
    expect(res.json()).toMatchObject({ status_code: 6004, data: null });
    await prod.close();
    const dev = await h.app.inject({ method: 'GET', url: '/__dev/outbox' });
    expect(dev.json()).toMatchObject({ status_code: 6000 });
  });
});
