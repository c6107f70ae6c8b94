// Issue 15, input: control characters answer 6007 (never 6005), token-only operations check the
// token before the body (6001 first), the header formats of the contract are enforced (13-digit
// timestamp inside the replay window, idempotency keys of 8-64), and a launch that moves money
// carries an idempotency key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, newPlayer, type Harness } from './harness.ts';
import { sha256Hex } from '../auth.ts';

describe('input hardening', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.login();
  }, 60_000);
  afterAll(async () => h.close());

  it('answers a NUL byte or another control character in a string field with 6007, without a login', async () => {
    for (const bad of ['demo\u0000', 'de\u0007mo', 'x\u001bx', 'x\u007fx']) {
      const r = await h.call('userLogin', {
        name: bad,
        password: sha256Hex('demo1234'),
        kaptchcate: 4,
      });
      expect(r.status_code, JSON.stringify(bad)).toBe(6007);
    }
    const register = await h.call('userRegister', {
      name: 'abc\u0000123',
      password: sha256Hex('x'),
      secondPassword: sha256Hex('x'),
      kaptchcate: 4,
    });
    expect(register.status_code).toBe(6007);
    // line breaks stay allowed (feedback texts)
    const ok = await h.call('userLogin', {
      name: 'demo01',
      password: sha256Hex('demo1234'),
      kaptchcate: 4,
      code: 'a\nb',
    });
    expect(ok.status_code).toBe(6000);
  });

  it('answers 6001 before validating the body on every token-only operation', async () => {
    const tokenOnly = h.contract.operations.filter((o) => o.tokenRequired);
    expect(tokenOnly.length).toBeGreaterThan(50);
    for (const op of tokenOnly) {
      if (op.method === 'GET') continue;
      const r = await h.raw(op.id, '{"pageNum":"x","amount":[],"unexpected":1}', {
        idempotencyKey: 'no-token-key-01',
      });
      expect(r.json.status_code, op.id).toBe(6001);
    }
  });

  it('refuses a timestamp that is not 13 digits or lies outside the replay window (6008)', async () => {
    const now = h.clock.now();
    for (const ts of [
      'abc',
      '0',
      String(now).slice(0, 12),
      `${now}0`,
      String(now + 365 * 86_400_000),
      String(now - 3_600_000),
    ]) {
      const r = await h.call('configurationPreInfo', {}, { headers: { timestamp: ts } });
      expect(r.status_code, ts).toBe(6008);
    }
    const fine = await h.call(
      'configurationPreInfo',
      {},
      { headers: { timestamp: String(now - 60_000) } },
    );
    expect(fine.status_code).toBe(6000);
  });

  it('refuses idempotency keys shorter than 8 or longer than 64 characters (6007)', async () => {
    const body = { channelCode: 'PGDZ', amount: '1', ty: '1' };
    for (const key of ['k', 'seven77', 'x'.repeat(65), 'y'.repeat(128)]) {
      const r = await h.call('transferUtcTransfer', body, { token, idempotencyKey: key });
      expect(r.status_code, `${key.length}`).toBe(6007);
    }
    const ok = await h.call('transferUtcTransfer', body, { token, idempotencyKey: 'x'.repeat(64) });
    expect(ok.status_code).toBe(6000);
  });

  it('launches with auto-transfer only with an idempotency key, and moves the balance once', async () => {
    const player = await newPlayer(h, 'launch01', { balance: 80_00 });
    const body = { enName: 'PGDZ', gameCode: 'PGDZ-1' };
    const noKey = await h.call('venueLaunch', body, { token: player });
    expect(noKey.status_code).toBe(6008);
    const first = await h.call('venueLaunch', body, {
      token: player,
      idempotencyKey: 'launch-intent-1',
    });
    expect(first.status_code).toBe(6000);
    const again = await h.call('venueLaunch', body, {
      token: player,
      idempotencyKey: 'launch-intent-1',
    });
    expect(again).toEqual(first);
    const bal = await h.call('venueBalance', { channelCode: 'PGDZ' }, { token: player });
    expect(bal.data).toEqual({ channelCode: 'PGDZ', balance: 80 });
  });

  it('answers a number outside the safe integer range with 6007, never a server error (found by the fuzz test)', async () => {
    const r = await h.call('promotionConfig', { id: -1e308 }, { token });
    expect(r.status_code).toBe(6007);
    const text = await h.call('promotionConfig', { id: '-1e308' }, { token });
    expect(text.status_code).not.toBe(6005);
  });
});
