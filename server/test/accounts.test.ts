import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, newPlayer, DEFAULT_UUID, type Harness } from './harness.ts';
import { sha256Hex, TOKEN_TTL_MS } from '../auth.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { DEV_PREFIX } from '../dev.ts';
import { warmWithdrawPins } from '../security/withdrawPin.ts';
import { createCredentialCrypto, staticKeySource } from '../../src/sdk/crypto.ts';

/** A fresh picture captcha: its id (x-code) and the text drawn in it. */
async function pictureCaptcha(h: Harness): Promise<{ codeId: string; code: string }> {
  const cap = await h.call('userRegisterDefaultKaptcha', { type: 4 });
  const codeId = (cap.data as { 'x-code': string })['x-code'];
  const code = (
    await h.app.inject({ method: 'GET', url: `${DEV_PREFIX}/captcha/${codeId}` })
  ).json<{ data: { code: string } }>().data.code;
  return { codeId, code };
}

/** The site's own code-request crypto (spec section 3): what the browser really sends. */
const clientCrypto = createCredentialCrypto({
  keySource: staticKeySource('c2l0ZS1jb2RlLWtleS0xNg=='),
});

async function outboxCode(h: Harness, target: string): Promise<string> {
  const res = await h.app.inject({
    method: 'GET',
    url: `${DEV_PREFIX}/outbox?target=${encodeURIComponent(target)}`,
  });
  const list = res.json<{ data: Array<{ code: string }> }>().data;
  const first = list[0];
  if (!first) throw new Error(`no code sent to ${target}`);
  return first.code;
}

describe('accounts', () => {
  let h: Harness;
  beforeAll(async () => {
    // the 6-digit withdraw-password table is built in a worker while the harness starts
    [h] = await Promise.all([startHarness(), warmWithdrawPins()]);
  }, 90_000);
  afterAll(async () => h.close());

  it('registers a player, logs in with the SHA-256 hash and reads the member info', async () => {
    const reg = await h.call('userRegister', {
      name: 'alice88',
      password: sha256Hex('abcd1234'),
      secondPassword: sha256Hex('abcd1234'),
      kaptchcate: 4,
    });
    expect(reg.status_code).toBe(6000);
    const login = await h.call('userLogin', {
      name: 'alice88',
      password: sha256Hex('abcd1234'),
      kaptchcate: 4,
    });
    expect(login.status_code).toBe(6000);
    const { token, userId } = login.data as { token: string; userId: string };
    expect(userId).toBe((reg.data as { userId: string }).userId);
    const info = await h.call('userMemberInfo', {}, { token });
    expect(info.status_code).toBe(6000);
    expect(info.data).toMatchObject({
      name: 'alice88',
      bindPhone: false,
      bindRealName: false,
      centerWalletBalance: 0,
    });
  });

  it('refuses a taken username with 6009 and a bad username with 6007', async () => {
    const body = {
      password: sha256Hex('abcd1234'),
      secondPassword: sha256Hex('abcd1234'),
      kaptchcate: 4,
    };
    expect((await h.call('userRegister', { ...body, name: 'demo01' })).status_code).toBe(6009);
    expect((await h.call('userRegister', { ...body, name: 'abcd' })).status_code).toBe(6007); // no digit
  });

  it('answers 6002 to a wrong password and asks for the picture captcha after three failures', async () => {
    const bad = { name: 'demo02', password: sha256Hex('wrong-pass1'), kaptchcate: 4 };
    for (let i = 0; i < 3; i++) {
      const r = await h.call('userLogin', bad);
      expect(r.status_code).toBe(6002);
      expect(r.message).toBe('账号或密码错误');
    }
    expect((await h.call('userLogin', bad)).status_code).toBe(6021);
    const cap = await h.call('userRegisterDefaultKaptcha', { type: 4 });
    const codeId = (cap.data as { 'x-code': string })['x-code'];
    expect((cap.data as { image: string }).image).toMatch(/^data:image\/svg\+xml;base64,/);
    const code = (
      await h.app.inject({ method: 'GET', url: `${DEV_PREFIX}/captcha/${codeId}` })
    ).json<{ data: { code: string } }>().data.code;
    const ok = await h.call('userLogin', {
      name: 'demo02',
      password: sha256Hex(DEMO_PASSWORD),
      kaptchcate: 1,
      codeId,
      code,
    });
    expect(ok.status_code).toBe(6000);
  });

  it('answers 6001 to an unknown token, an expired token and a token given in the URL query', async () => {
    expect((await h.call('userMemberInfo', {}, { token: 'nope' })).status_code).toBe(6001);
    const token = await h.login('demo03');
    expect((await h.call('userMemberInfo', {}, { token })).status_code).toBe(6000);
    const op = h.contract.operation('userMemberInfo');
    const viaQuery = await h.app.inject({
      method: 'POST',
      url: `${op?.path}?token=${token}`,
      headers: { timestamp: String(h.clock.now()) },
      payload: {},
    });
    expect(viaQuery.json<{ status_code: number }>().status_code).toBe(6001);
    h.clock.advance(TOKEN_TTL_MS + 1);
    const expired = await h.call('userMemberInfo', {}, { token });
    expect(expired.status_code).toBe(6001);
    expect(expired.message).toBe('请重新登录');
  });

  it('logs out: the token stops working', async () => {
    const token = await h.login('demo03');
    expect((await h.call('userLogout', {}, { token })).status_code).toBe(6000);
    expect((await h.call('userMemberInfo', {}, { token })).status_code).toBe(6001);
  });

  it('challenges a known player on a new device with 6026 and a masked phone, then lets the SMS code in', async () => {
    await h.login('demo01', DEMO_PASSWORD, DEFAULT_UUID); // first device becomes known
    const body = { name: 'demo01', password: sha256Hex(DEMO_PASSWORD), kaptchcate: 4 };
    const risky = await h.call('userLogin', body, { uuid: 'another-device-9' });
    expect(risky.status_code).toBe(6026);
    expect(risky.data).toEqual({ phoneNumber: '138****8000' });
    // the player completes the 4 middle digits; the client sends the hashes of name and phone
    const sent = await h.call('userSendCodeOne', {
      SendCodeNum: sha256Hex('13800138000'),
      SendName: sha256Hex('demo01'),
      type: '3',
      cate: '0',
      version: 1,
      kaptchcate: 99,
    });
    expect(sent.status_code).toBe(6000);
    const wrongPhone = await h.call('userSendCodeOne', {
      SendCodeNum: sha256Hex('13800000000'),
      SendName: 'demo01',
      type: '3',
      cate: '2',
      version: 1,
      kaptchcate: 99,
    });
    // another number gets the same answer (no account enumeration, issue 42), and no code
    expect(wrongPhone.status_code).toBe(6000);
    expect(
      await h.app
        .inject({ method: 'GET', url: '/__dev/outbox?target=13800000000' })
        .then((r) => r.json()),
    ).toMatchObject({ data: [] });
    const again = await h.call('userSendCodeOne', {
      SendCodeNum: '13800138000',
      SendName: 'demo01',
      type: '3',
      cate: '0',
      version: 1,
      kaptchcate: 99,
    });
    expect(again.status_code).toBe(6066);
    const code = await outboxCode(h, '13800138000');
    const wrong = await h.call(
      'userLogin',
      { ...body, kaptchcate: 99, sendCodeNum: code === '000000' ? '111111' : '000000' },
      { uuid: 'another-device-9' },
    );
    expect(wrong.status_code).toBe(6036);
    const ok = await h.call(
      'userLogin',
      { ...body, kaptchcate: 99, sendCodeNum: code },
      { uuid: 'another-device-9' },
    );
    expect(ok.status_code).toBe(6000);
    // the device is now known
    expect((await h.call('userLogin', body, { uuid: 'another-device-9' })).status_code).toBe(6000);
  });

  it('resets a forgotten password by phone in three steps', async () => {
    const one = await h.call('userForgetByPhoneOne', { name: 'demo03', phone: '13900139000' });
    expect(one.status_code).toBe(6000);
    const early = await h.call('userForgetByPhoneThree', {
      name: 'demo03',
      phone: '13900139000',
      password: sha256Hex('newpass99'),
      secondPassword: sha256Hex('newpass99'),
    });
    expect(early.status_code).toBe(6035);
    const code = await outboxCode(h, '13900139000');
    expect(
      (await h.call('userForgetByPhoneTwo', { name: 'demo03', phone: '13900139000', code }))
        .status_code,
    ).toBe(6000);
    const three = await h.call('userForgetByPhoneThree', {
      name: 'demo03',
      phone: '13900139000',
      password: sha256Hex('newpass99'),
      secondPassword: sha256Hex('newpass99'),
    });
    expect(three.status_code).toBe(6000);
    expect(
      (
        await h.call('userLogin', {
          name: 'demo03',
          password: sha256Hex(DEMO_PASSWORD),
          kaptchcate: 4,
        })
      ).status_code,
    ).toBe(6002);
    await h.login('demo03', 'newpass99');
  });

  it('sends no code when name and phone do not match, answering as if it had (issue 42)', async () => {
    expect(
      (await h.call('userForgetByPhoneOne', { name: 'demo03', phone: '13800138000' })).status_code,
    ).toBe(6000);
    expect(
      (await h.call('userForgetByEmailOne', { name: 'demo01', email: 'other@example.com' }))
        .status_code,
    ).toBe(6000);
    const sent = (
      await h.app.inject({ method: 'GET', url: '/__dev/outbox?target=other@example.com' })
    ).json<{ data: unknown[] }>();
    expect(sent.data).toEqual([]);
    const two = await h.call('userForgetByEmailTwo', {
      name: 'demo01',
      email: 'other@example.com',
      code: '123456',
    });
    expect(two).toMatchObject({ status_code: 6036, message: '验证码错误' });
  });

  it('finds a password by phone in the chosen country area: its rule checks the number, and the code goes only to a number bound in that area', async () => {
    // a Hong Kong number against the default +86 rule, and demo03's mainland number against +852
    expect(
      await h.call('userForgetByPhoneOne', { name: 'demo03', phone: '51234567' }),
    ).toMatchObject({ status_code: 6007, message: '请输入正确的手机号码' });
    expect(
      await h.call('userForgetByPhoneOne', {
        name: 'demo03',
        phone: '13900139000',
        areaCode: '852',
      }),
    ).toMatchObject({ status_code: 6007, message: '请输入正确的手机号码' });
    // a player who bound a Hong Kong number (+852) finds the password with it
    const token = await newPlayer(h, 'hk2024a');
    await h.call('userSendCodeTwo', { cate: '0', type: '5', target: '51234567' }, { token });
    const bindCode = await outboxCode(h, '51234567');
    expect(
      (
        await h.call(
          'userMemberBindPhone',
          { phone: '51234567', areaCode: '852', code: bindCode },
          { token },
        )
      ).status_code,
    ).toBe(6000);
    expect(
      (
        await h.call('userForgetByPhoneOne', {
          name: 'hk2024a',
          phone: '51234567',
          areaCode: '852',
        })
      ).status_code,
    ).toBe(6000);
    const code = await outboxCode(h, '51234567');
    expect(code).not.toBe(bindCode);
    expect(
      (
        await h.call('userForgetByPhoneTwo', {
          name: 'hk2024a',
          phone: '51234567',
          areaCode: '852',
          code,
        })
      ).status_code,
    ).toBe(6000);
  });

  it('binds a phone with an SMS code, then real name (once), then a withdraw password', async () => {
    const token = await newPlayer(h, 'bob2024');
    expect(
      (await h.call('userSendCodeTwo', { cate: '0', type: '5', target: '13712345678' }, { token }))
        .status_code,
    ).toBe(6000);
    const code = await outboxCode(h, '13712345678');
    expect(
      (
        await h.call(
          'userMemberBindPhone',
          { phone: '13712345678', code: '999999' === code ? '000000' : '999999' },
          { token },
        )
      ).status_code,
    ).toBe(6036);
    expect(
      (await h.call('userMemberBindPhone', { phone: '13712345678', code }, { token })).status_code,
    ).toBe(6000);
    expect(
      (await h.call('userMemberBindOther', { realName: '·王五' }, { token })).status_code,
    ).toBe(6007);
    expect((await h.call('userMemberBindOther', { realName: '王五' }, { token })).status_code).toBe(
      6000,
    );
    expect((await h.call('userMemberBindOther', { realName: '赵六' }, { token })).status_code).toBe(
      6009,
    );
    const pw = sha256Hex('654321');
    expect(
      (
        await h.call(
          'userWithdrawalPwdSet',
          { secondPassword: pw, confirmPassword: sha256Hex('000000') },
          { token },
        )
      ).status_code,
    ).toBe(6100);
    expect(
      (await h.call('userWithdrawalPwdSet', { secondPassword: pw, confirmPassword: pw }, { token }))
        .status_code,
    ).toBe(6000);
    const info = await h.call('userMemberInfo', {}, { token });
    expect(info.data).toMatchObject({
      bindPhone: true,
      bindRealName: true,
      realName: '王*', // member info masks the real name (revealed through singleDataDecryption)
      phone: '137****5678',
      bindSecondPassword: true,
    });
  });

  it('issues a chat jwt to a logged-in member', async () => {
    const token = await h.login('demo01');
    const r = await h.call('userMemberJwt', {}, { token });
    expect((r.data as { jwt: string }).jwt.split('.')).toHaveLength(3);
  });

  it('accepts the picture captcha of a code request by the SHA-256 of its id, as the client sends it, once', async () => {
    // what NewDeviceFlow sends: the hashed and encrypted forms of phone, name and captcha id
    const captcha = await pictureCaptcha(h);
    const secrets = await clientCrypto.codeRequestSecrets({
      sendCodeNum: '13900139000',
      sendName: 'demo03',
      codeId: captcha.codeId,
    });
    expect(secrets.codeId).toBe(sha256Hex(captcha.codeId));
    const request = { ...secrets, type: '3', cate: '0', version: 1, kaptchcate: 1 };
    const wrong = await h.call('userSendCodeOne', {
      ...request,
      imageCode: captcha.code === 'AAAA' ? 'BBBB' : 'AAAA',
    });
    expect(wrong.status_code).toBe(6021);
    expect(wrong.message).toBe('图形验证码错误');
    const fresh = await pictureCaptcha(h);
    const again = await clientCrypto.codeRequestSecrets({
      sendCodeNum: '13900139000',
      sendName: 'demo03',
      codeId: fresh.codeId,
    });
    const sent = await h.call('userSendCodeOne', {
      ...request,
      ...again,
      imageCode: fresh.code.toLowerCase(),
    });
    expect(sent.status_code).toBe(6000);
    expect(await outboxCode(h, '13900139000')).toMatch(/^\d{6}$/);
    // a captcha is good for one request only, by its id or by its hash
    const replay = await h.call('userSendCodeOne', { ...request, ...again, imageCode: fresh.code });
    expect(replay.status_code).toBe(6021);
    // the plain id (the contract's examples, login and register) still works
    const plain = await pictureCaptcha(h);
    const token = await newPlayer(h, 'capt2024');
    const two = await h.call(
      'userSendCodeTwo',
      {
        cate: '0',
        type: '5',
        target: '13711112222',
        kaptchcate: 1,
        codeId: plain.codeId,
        imageCode: plain.code,
      },
      { token },
    );
    expect(two.status_code).toBe(6000);
    const hashed = await pictureCaptcha(h);
    const twoHashed = await h.call(
      'userSendCodeTwo',
      {
        cate: '0',
        type: '5',
        target: '13711113333',
        kaptchcate: 1,
        codeId: sha256Hex(hashed.codeId),
        imageCode: hashed.code,
      },
      { token },
    );
    expect(twoHashed.status_code).toBe(6000);
  });

  it('keeps the withdraw password to 6 digits: wd123456, 12345 or 1234567 are refused with 6007 取款密码为6位数字 when set, changed or reset', async () => {
    const token = await newPlayer(h, 'wppin01');
    const set = (pw: string) =>
      h.call('userWithdrawalPwdSet', { secondPassword: pw, confirmPassword: pw }, { token });
    for (const bad of ['wd123456', '12345', '1234567', 'abcdef']) {
      const r = await set(sha256Hex(bad));
      expect([r.status_code, r.message], bad).toEqual([6007, '取款密码为6位数字']);
    }
    expect((await set(sha256Hex('012345'))).status_code).toBe(6000);
    const change = await h.call(
      'userWithdrawalPwdUpdate',
      {
        oldPassword: sha256Hex('012345'),
        secondPassword: sha256Hex('wd123456'),
        confirmPassword: sha256Hex('wd123456'),
      },
      { token },
    );
    expect([change.status_code, change.message]).toEqual([6007, '取款密码为6位数字']);
    const reset = await h.call(
      'userWithdrawalPwdReset',
      { cate: '0', code: '000000', secondPassword: sha256Hex('wd123456') },
      { token },
    );
    expect([reset.status_code, reset.message]).toEqual([6007, '取款密码为6位数字']);
  });

  it('changes the withdraw password only with the old one, and locks it after five wrong ones, saying until when', async () => {
    const token = await newPlayer(h, 'wpchange01');
    const [one, two, three] = ['111111', '222222', '333333'].map((p) => sha256Hex(p)) as [
      string,
      string,
      string,
    ];
    const change = (oldPassword: string, next: string, confirm = next) =>
      h.call(
        'userWithdrawalPwdUpdate',
        { oldPassword, secondPassword: next, confirmPassword: confirm },
        { token },
      );
    expect((await change(one, two)).message).toBe('请先设置取款密码');
    await h.call('userWithdrawalPwdSet', { secondPassword: one, confirmPassword: one }, { token });
    expect((await change(one, two, three)).message).toBe('两次输入的密码不一致');
    const wrong = await change(three, two);
    expect([wrong.status_code, wrong.message]).toEqual([6100, '原取款密码错误']);
    expect((await change(one, two)).status_code).toBe(6000);
    // the old one no longer works; the new one does
    expect((await change(one, three)).status_code).toBe(6100);
    for (let i = 0; i < 4; i++) await change(one, three);
    const locked = await change(two, three);
    expect(locked.status_code).toBe(6037);
    const until = (locked.data as { until: string }).until;
    expect(until).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(locked.message).toContain(`请于 ${until} 后再试`);
  });
});
