// Issue 15, attempt limits and captchas, with the default limits (server/security/config.ts):
// each test calls from its own address so the per-address limits of one do not touch another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, newPlayer, type CallOptions, type Harness } from './harness.ts';
import { sha256Hex } from '../auth.ts';
import { DEV_PREFIX } from '../dev.ts';
import { DEFAULT_LIMITS } from '../security/config.ts';

describe('attempt limits and captchas', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ limits: {} });
  }, 120_000);
  afterAll(async () => h.close());

  /** A fresh picture captcha and its answer (read from the dev route). */
  async function solved(
    from: CallOptions,
  ): Promise<{ kaptchcate: 1; codeId: string; code: string }> {
    const cap = await h.call('userRegisterDefaultKaptcha', { type: 4 }, from);
    const codeId = (cap.data as { 'x-code': string })['x-code'];
    const res = await h.app.inject({ method: 'GET', url: `${DEV_PREFIX}/captcha/${codeId}` });
    return { kaptchcate: 1, codeId, code: res.json<{ data: { code: string } }>().data.code };
  }

  /** The same for a code request (the answer travels as imageCode). */
  async function solvedForCode(from: CallOptions): Promise<Record<string, unknown>> {
    const c = await solved(from);
    return { kaptchcate: 1, codeId: c.codeId, imageCode: c.code };
  }

  it('locks an account after 10 wrong passwords (6037 with until), even for the right one with a solved captcha', async () => {
    const from = { remoteAddress: '10.0.1.1' };
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) {
      // solved captchas until the lock; then the lock answers before the captcha is looked at
      const captcha =
        i < DEFAULT_LIMITS.loginLockAfter
          ? await solved(from)
          : { kaptchcate: 1, codeId: 'unused-0001', code: 'AAAA' };
      const r = await h.call(
        'userLogin',
        { name: 'demo02', password: sha256Hex(`wrong-${i}`), ...captcha },
        from,
      );
      codes.push(r.status_code);
      if (r.status_code === 6037) {
        expect(r.message).toContain('锁定');
        expect((r.data as { until: string }).until).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      }
    }
    expect(codes.slice(0, DEFAULT_LIMITS.loginLockAfter).every((c) => c === 6002)).toBe(true);
    expect(codes.slice(DEFAULT_LIMITS.loginLockAfter).every((c) => c === 6037)).toBe(true);
    const right = await h.call(
      'userLogin',
      { name: 'demo02', password: sha256Hex('demo1234'), ...(await solved(from)) },
      from,
    );
    expect(right.status_code).toBe(6037);
    expect(right.data).not.toHaveProperty('token');
  });

  it('limits the guessable calls of one address per minute (6011)', async () => {
    const from = { remoteAddress: '10.0.1.2' };
    const codes: number[] = [];
    for (let i = 0; i <= DEFAULT_LIMITS.authCallsPerAddressPerMinute; i++)
      codes.push((await h.call('userRegisterDefaultKaptcha', { type: 4 }, from)).status_code);
    expect(codes.slice(0, -1).every((c) => c === 6000)).toBe(true);
    expect(codes.at(-1)).toBe(6011);
  });

  it('never vouches for a junk slider check', async () => {
    const r = await h.call('userMemberValidateGeeCheck', {
      lot_number: 'x',
      captcha_output: 'x',
      pass_token: 'x',
      gen_time: 'x',
      type: 4,
      validate_way: 0,
    });
    expect(r.status_code).not.toBe(6000);
    expect(r.data).toBeNull();
  });

  it('draws the picture captcha as paths, without its answer as text', async () => {
    for (let i = 0; i < 10; i++) {
      const cap = await h.call(
        'userRegisterDefaultKaptcha',
        { type: 4 },
        { remoteAddress: '10.0.1.3' },
      );
      const d = cap.data as { image: string; 'x-code': string };
      const svg = Buffer.from(d.image.split(',')[1] ?? '', 'base64').toString('utf8');
      const answer = (
        await h.app.inject({ method: 'GET', url: `${DEV_PREFIX}/captcha/${d['x-code']}` })
      ).json<{ data: { code: string } }>().data.code;
      expect(svg).not.toMatch(/<text/i);
      expect(svg.match(/<path/g)?.length ?? 0).toBeGreaterThan(4);
      const guessed = [...svg.matchAll(/>([0-9A-Z])</g)].map((m) => m[1]).join('');
      expect(guessed).not.toBe(answer);
    }
  });

  it('kills a verification code after 5 wrong tries (forgot password)', async () => {
    const from = { remoteAddress: '10.0.1.4' };
    const one = await h.call(
      'userForgetByPhoneOne',
      { name: 'demo03', phone: '13900139000', ...(await solved(from)) },
      from,
    );
    expect(one.status_code).toBe(6000);
    const outbox = await h.db.query<{ code: string }>(
      "SELECT code FROM outbox WHERE target = '13900139000' ORDER BY id DESC LIMIT 1",
    );
    const right = outbox[0]?.code ?? '';
    for (let i = 0; i < 50; i++) {
      const wrong = String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
      const r = await h.call(
        'userForgetByPhoneTwo',
        { name: 'demo03', phone: '13900139000', code: wrong },
        from,
      );
      expect(r.status_code).toBe(6036);
    }
    const late = await h.call(
      'userForgetByPhoneTwo',
      { name: 'demo03', phone: '13900139000', code: right },
      from,
    );
    expect(late.status_code).toBe(6036);
  });

  it('limits code sending per number (6034)', async () => {
    const from = { remoteAddress: '10.0.1.5' };
    const codes: number[] = [];
    for (let i = 0; i <= DEFAULT_LIMITS.codeSendPerTargetPerHour; i++) {
      h.clock.advance(61_000); // past the 60-second rule (6066)
      const r = await h.call(
        'userSendCodeOne',
        {
          type: '1',
          cate: '0',
          SendName: '',
          version: 1,
          SendCodeNum: '13700000001',
          ...(await solvedForCode(from)),
        },
        from,
      );
      codes.push(r.status_code);
    }
    expect(codes.slice(0, -1).every((c) => c === 6000)).toBe(true);
    expect(codes.at(-1)).toBe(6034);
  });

  it('limits code sending per address (6034)', async () => {
    const from = { remoteAddress: '10.0.1.6' };
    const codes: number[] = [];
    for (let i = 0; i <= DEFAULT_LIMITS.codeSendPerAddressPerHour; i++) {
      const r = await h.call(
        'userSendCodeOne',
        {
          type: '1',
          cate: '0',
          SendName: '',
          version: 1,
          SendCodeNum: `1360000${String(i).padStart(4, '0')}`,
          ...(await solvedForCode(from)),
        },
        from,
      );
      codes.push(r.status_code);
    }
    expect(codes.slice(0, -1).filter((c) => c !== 6000)).toEqual([]);
    expect(codes.at(-1)).toBe(6034);
  });

  it('lets an address go without a captcha only within its free allowance (6021 past it), kind 99 only right after registering', async () => {
    const from = { remoteAddress: '10.0.1.7' };
    const login = { name: 'demo01', password: sha256Hex('demo1234') };
    for (let i = 0; i < DEFAULT_LIMITS.noCaptchaPerAddressPerHour; i++)
      expect((await h.call('userLogin', { ...login, kaptchcate: 4 }, from)).status_code).toBe(6000);
    expect((await h.call('userLogin', { ...login, kaptchcate: 4 }, from)).status_code).toBe(6021);
    expect((await h.call('userLogin', { ...login, kaptchcate: 99 }, from)).status_code).toBe(6021);
    const reg = { password: sha256Hex('abcd1234'), secondPassword: sha256Hex('abcd1234') };
    const r0 = await h.call('userRegister', { name: 'free001', ...reg, kaptchcate: 4 }, from);
    expect(r0.status_code).toBe(6021);
    expect(
      (
        await h.call(
          'userSendCodeOne',
          {
            type: '1',
            cate: '0',
            SendName: '',
            version: 1,
            SendCodeNum: '13500000001',
            kaptchcate: 4,
          },
          from,
        )
      ).status_code,
    ).toBe(6021);
    // registering with a solved captcha grants the automatic login (kind 99), once
    const made = await h.call(
      'userRegister',
      { name: 'free002', ...reg, ...(await solved(from)) },
      from,
    );
    expect(made.status_code).toBe(6000);
    const auto = { name: 'free002', password: sha256Hex('abcd1234'), kaptchcate: 99 };
    expect((await h.call('userLogin', auto, from)).status_code).toBe(6000);
    expect((await h.call('userLogin', auto, from)).status_code).toBe(6021);
  });

  it('locks the withdraw password after 5 wrong ones (6037 with until), even for the right one', async () => {
    const token = await h.login('demo01');
    const cards = (await h.call('bankCardQueryMemberBanksInfoList', {}, { token })).data as Array<{
      id: number;
      type: string;
    }>;
    const card = cards.find((c) => c.type === 'bank');
    const body = (pw: string) => ({
      cardId: card?.id,
      amount: '100',
      type: 'bank',
      secondPassword: sha256Hex(pw),
    });
    const codes: number[] = [];
    for (let i = 0; i < 30; i++)
      codes.push(
        (
          await h.call('withdrawNew', body(`99999${i}`), {
            token,
            idempotencyKey: `wd-bad-${i}-key`,
          })
        ).status_code,
      );
    expect(codes.slice(0, DEFAULT_LIMITS.withdrawPwdMaxWrong).every((c) => c === 6100)).toBe(true);
    expect(codes.slice(DEFAULT_LIMITS.withdrawPwdMaxWrong).every((c) => c === 6037)).toBe(true);
    const right = await h.call('withdrawNew', body('123456'), {
      token,
      idempotencyKey: 'wd-right-key-1',
    });
    expect(right.status_code).toBe(6037);
    const data = right.data as { until: string; untilMs: number };
    expect(data.until).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const left = data.untilMs - h.clock.now();
    expect(left).toBeGreaterThan((DEFAULT_LIMITS.withdrawPwdLockSec - 60) * 1000);
    expect(left).toBeLessThanOrEqual(DEFAULT_LIMITS.withdrawPwdLockSec * 1000);
  });

  it('still lets a new player in (limits do not block an honest first login)', async () => {
    expect(await newPlayer(h, 'honest01', { uuid: 'honest-device' })).toMatch(/^[0-9a-f]{48}$/);
  });
});
