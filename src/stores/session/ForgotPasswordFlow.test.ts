import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../sdk/crypto';
import { fail, ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';

describe('ForgotPasswordFlow by phone', () => {
  it('goes 0 -> 1 -> 2 -> 3 with the section-7 payloads, then back to login after 3 s', async () => {
    const t = createTestRoot();
    const f = t.root.session.forgot;
    t.events.emit({ type: 'forget_password' });
    expect(t.root.ui.authDialog).toEqual({ mode: 'find_password' });
    expect(f.step).toBe(0);

    expect(await f.sendCode({ name: 'alice01', phone: '13812345678' })).toEqual({ ok: true });
    expect(t.api.lastBody('userForgetByPhoneOne')).toEqual({
      phone: '13812345678',
      name: 'alice01',
      areaCode: '86',
    });
    expect(f.step).toBe(1);
    expect(f.countdown.phase).toBe('counting');

    expect(await f.verify('654321')).toEqual({ ok: true });
    expect(t.api.lastBody('userForgetByPhoneTwo')).toEqual({
      phone: '13812345678',
      name: 'alice01',
      code: '654321',
      areaCode: '86',
    });
    expect(f.step).toBe(2);

    expect(await f.resetPassword('newpass123', 'newpass123')).toEqual({ ok: true });
    const hash = await sha256Hex('newpass123');
    expect(t.api.lastBody('userForgetByPhoneThree')).toEqual({
      phone: '13812345678',
      name: 'alice01',
      areaCode: '86',
      password: hash,
      secondPassword: hash,
    });
    expect(f.step).toBe(3);
    expect(f.successSecondsLeft).toBe(3);

    t.clock.advance(2000);
    expect(f.successSecondsLeft).toBe(1);
    expect(t.root.ui.authDialog).toEqual({ mode: 'find_password' });
    t.clock.advance(1000);
    expect(t.root.ui.authDialog).toEqual({ mode: 'login_register', tab: 1 });
    expect(f.step).toBe(0);
  });

  it('validates before calling: username, phone by the default +86 rule, code, new password and confirmation', async () => {
    const t = createTestRoot();
    const f = t.root.session.forgot;
    expect(await f.sendCode({ name: '', phone: '13812345678' })).toEqual({
      ok: false,
      message: 'forgotUsernameRequired',
    });
    expect(await f.sendCode({ name: 'alice01', phone: '23812345678' })).toEqual({
      ok: false,
      message: 'phoneInvalid',
    });
    expect(t.api.callsTo('userForgetByPhoneOne')).toHaveLength(0);
    await f.sendCode({ name: 'alice01', phone: '13812345678' });
    expect(await f.verify('')).toEqual({ ok: false, message: 'codeRequired' });
    await f.verify('1');
    expect(await f.resetPassword('short', 'short')).toEqual({ ok: false, message: 'passwordRule' });
    expect(await f.resetPassword('newpass123', 'newpass124')).toEqual({
      ok: false,
      message: 'newPasswordMismatch',
    });
    expect(t.api.callsTo('userForgetByPhoneThree')).toHaveLength(0);
    expect(f.step).toBe(2);
  });

  it('offers the country areas of the server and checks the phone by the chosen one (+852), not +86 only', async () => {
    const t = createTestRoot();
    const hk = { areaName: '中国香港', areaCode: '852', regex: '^[569]\\d{7}$' };
    t.api.on(
      'siteCountryAreaQueryCountryArea',
      ok([{ areaName: '中国大陆', areaCode: '86', regex: '^1\\d{10}$' }, hk]),
    );
    const f = t.root.session.forgot;
    expect(f.areaChoices.map((a) => a.areaCode)).toEqual(['86']);
    await f.areas.ensure();
    expect(f.areaChoices.map((a) => a.areaCode)).toEqual(['86', '852']);
    // +86 by default: a Hong Kong number is refused before any call
    expect(await f.sendCode({ name: 'alice01', phone: '51234567' })).toEqual({
      ok: false,
      message: 'phoneInvalid',
    });
    f.setArea(hk);
    expect(await f.sendCode({ name: 'alice01', phone: '13812345678' })).toEqual({
      ok: false,
      message: 'phoneInvalid',
    });
    expect(await f.sendCode({ name: 'alice01', phone: '51234567' })).toEqual({ ok: true });
    expect(t.api.lastBody('userForgetByPhoneOne')).toEqual({
      name: 'alice01',
      phone: '51234567',
      areaCode: '852',
    });
  });

  it('back lowers the step by one, not below 0', async () => {
    const t = createTestRoot();
    const f = t.root.session.forgot;
    await f.sendCode({ name: 'alice01', phone: '13812345678' });
    await f.verify('1');
    expect(f.step).toBe(2);
    f.back();
    expect(f.step).toBe(1);
    f.back();
    expect(f.step).toBe(0);
    f.back();
    expect(f.step).toBe(0);
  });

  it('a server error stays on the step and shows the server message', async () => {
    const t = createTestRoot();
    const f = t.root.session.forgot;
    t.api.on('userForgetByPhoneOne', fail(6004, '用户不存在'));
    expect(await f.sendCode({ name: 'alice01', phone: '13812345678' })).toEqual({
      ok: false,
      message: '用户不存在',
    });
    expect(f.step).toBe(0);
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([{ text: '用户不存在' }]);
  });
});

describe('ForgotPasswordFlow: captcha', () => {
  it('when the server asks for a captcha, stays on step 0 and sends again with the captcha result', async () => {
    const t = createTestRoot();
    const f = t.root.session.forgot;
    t.api.sequence('userForgetByPhoneOne', fail(6021, '请输入图形验证码'), ok(null));
    const first = await f.sendCode({ name: 'alice01', phone: '13812345678' });
    expect(first).toEqual({ ok: false, message: '请输入图形验证码', verify: 6021 });
    expect(f.step).toBe(0);
    const captcha = { kaptchcate: 1 as const, codeId: 'c1', code: 'ab' };
    expect(await f.sendCode({ name: 'alice01', phone: '13812345678', captcha })).toEqual({
      ok: true,
    });
    expect(t.api.lastBody('userForgetByPhoneOne')).toMatchObject({
      kaptchcate: 1,
      codeId: 'c1',
      code: 'ab',
    });
    expect(f.step).toBe(1);
  });
});

describe('ForgotPasswordFlow by e-mail', () => {
  it('uses the e-mail operations and validates the address', async () => {
    const t = createTestRoot();
    const f = t.root.session.forgot;
    f.setWay('email');
    expect(await f.sendCode({ name: 'alice01', email: 'a b@c.d' })).toEqual({
      ok: false,
      message: 'emailInvalid',
    });
    expect(await f.sendCode({ name: 'alice01', email: '' })).toEqual({
      ok: false,
      message: 'emailRequired',
    });
    expect(await f.sendCode({ name: 'alice01', email: 'a@b.cn' })).toEqual({ ok: true });
    expect(t.api.lastBody('userForgetByEmailOne')).toEqual({ email: 'a@b.cn', name: 'alice01' });
    await f.verify('777');
    expect(t.api.lastBody('userForgetByEmailTwo')).toEqual({
      email: 'a@b.cn',
      name: 'alice01',
      code: '777',
    });
    await f.resetPassword('newpass123', 'newpass123');
    expect(t.api.callsTo('userForgetByEmailThree')).toHaveLength(1);
    expect(f.step).toBe(3);
  });

  it('switching tab starts again at step 0', async () => {
    const t = createTestRoot();
    const f = t.root.session.forgot;
    await f.sendCode({ name: 'alice01', phone: '13812345678' });
    f.setWay('email');
    expect(f.step).toBe(0);
    expect(f.way).toBe('email');
  });
});
