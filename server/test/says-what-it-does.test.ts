// Issue 42, items 4 and 6: the server does what server/README.md says. Tokens come from the
// contract's `token` header only (Authorization: Bearer is not a way in), the slider check's
// answer is the one the README names, and a mobile site address that would send phones to this
// server's own 页面不存在 stops the start.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { buildServer } from '../app.ts';
import { checkMobileSiteUrl } from '../security/config.ts';

const README = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md'),
  'utf8',
);

describe('the server does what its README says (issue 42)', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.login();
  }, 60_000);
  afterAll(async () => h.close());

  it('reads the token from the token header only: Authorization: Bearer alone answers 6001', async () => {
    expect(README).toContain('Tokens are read from the `token` header only');
    const bearer = await h.call(
      'userMemberInfo',
      {},
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(bearer.status_code).toBe(6001);
    const header = await h.call('userMemberInfo', {}, { token });
    expect(header.status_code).toBe(6000);
  });

  it('answers the slider check with the code and message the README names', async () => {
    const said = /`validateGeeCheck`[^.]*?answers (\d{4})\s+`([^`]+)`/s.exec(README);
    expect(said, 'the README names the slider check answer').not.toBeNull();
    const r = await h.call('userMemberValidateGeeCheck', {
      lot_number: 'x',
      captcha_output: 'x',
      pass_token: 'x',
      gen_time: 'x',
      type: 4,
      validate_way: 0,
    });
    expect(r.status_code).toBe(Number(said?.[1]));
    expect(r.message).toBe(said?.[2]);
    expect(r.data).toBeNull();
  });

  it('refuses at start-up a mobile address this server would answer with its 页面不存在', async () => {
    for (const bad of ['/m', 'm', 'm.example.com', 'javascript:alert(1)', 'ftp://m.example.com'])
      await expect(
        buildServer({
          db: h.db,
          clock: h.clock,
          contract: h.contract,
          distDir: null,
          mobileSiteUrl: bad,
        }),
        bad,
      ).rejects.toThrow(/SITE_MOBILE_URL/);
    expect(() => checkMobileSiteUrl('http://127.0.0.1:8787/m', ['http://127.0.0.1:8787'])).toThrow(
      /points at this server/,
    );
    expect(checkMobileSiteUrl(' https://m.example.com ')).toBe('https://m.example.com');
    expect(checkMobileSiteUrl('')).toBe('');
    expect(README).toContain('`SITE_MOBILE_URL`');
  });
});
