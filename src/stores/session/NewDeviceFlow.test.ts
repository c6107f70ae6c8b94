import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../domain/messageCatalogues';
import { sha256Hex } from '../../sdk/crypto';
import { fail, ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';

async function inNewDeviceMode() {
  const t = createTestRoot();
  t.api.on('userLogin', fail(6026, '设备未通过验证', { phoneNumber: '138****5678' }));
  t.api.on(
    'userRegisterDefaultKaptcha',
    ok({ image: 'data:image/png;base64,AA', 'x-code': 'cid-9' }),
  );
  await t.root.session.login({ name: 'alice01', password: 'abc12345' });
  const nd = t.root.session.newDevice;
  /** Presses get-code (SMS by default) and passes the picture captcha with "xy". */
  const getCodeThroughCaptcha = async (channel: '0' | '2' = '0') => {
    const step = nd.getCode(channel);
    await t.settle();
    t.root.session.captcha.submitPicture('xy');
    return step;
  };
  return { ...t, nd, getCodeThroughCaptcha };
}

describe('NewDeviceFlow', () => {
  it('asks for the captcha first, then the 4 middle digits, then requests the SMS code for the completed phone', async () => {
    const { nd, api, root, settle } = await inNewDeviceMode();
    expect(root.ui.authDialog).toEqual({ mode: 'new_device' });

    void nd.getCode();
    expect(nd.phase).toBe('captcha');
    expect(root.session.captcha.open).toBe(true);
    await settle();
    expect(root.session.captcha.submitPicture('xy')).toBe(true);
    await settle();
    expect(nd.phase).toBe('security_check');
    expect(api.callsTo('userSendCodeOne')).toHaveLength(0);

    expect(await nd.submitFragment('1234')).toEqual({ ok: true });
    expect(nd.fullPhone).toBe('13812345678');
    const body = api.lastBody('userSendCodeOne');
    expect(body).toMatchObject({
      SendCodeNum: await sha256Hex('13812345678'),
      SendName: await sha256Hex('alice01'),
      codeId: await sha256Hex('cid-9'),
      type: '3',
      cate: '0',
      version: 1,
      kaptchcate: 1,
      imageCode: 'xy',
    });
    expect(body['sendCodeNumV2']).toEqual(expect.any(String));
    expect(body['sendCodeNumV2']).not.toContain('13812345678');
    expect(nd.codeRequested).toBe(true);
    expect(nd.countdown.phase).toBe('counting');
    expect(nd.countdown.secondsLeft).toBe(60);
  });

  it('rejects a phone fragment that is not exactly 4 digits with 手机号码错误 and requests nothing', async () => {
    const { nd, api, getCodeThroughCaptcha } = await inNewDeviceMode();
    await getCodeThroughCaptcha();
    expect(await nd.submitFragment('12a4')).toEqual({ ok: false, message: 'phoneFragmentInvalid' });
    expect(await nd.submitFragment('123')).toEqual({ ok: false, message: 'phoneFragmentInvalid' });
    expect(api.callsTo('userSendCodeOne')).toHaveLength(0);
    expect(nd.phase).toBe('security_check');
  });

  it('login before a code was requested says 请先获取验证码 and does not call the server', async () => {
    const { nd, api, root } = await inNewDeviceMode();
    nd.setCode('123456');
    const result = await nd.login();
    expect(result.status).toBe('error');
    expect(root.ui.toasts.at(-1)?.content).toEqual({ key: 'codeNotRequested' });
    expect(api.callsTo('userLogin')).toHaveLength(1); // the first, risky one only
  });

  it('keeps digits only, at most 6, and logs in with kaptchcate 99 and the code once 6 digits are entered', async () => {
    const { nd, api, root, getCodeThroughCaptcha } = await inNewDeviceMode();
    await getCodeThroughCaptcha();
    await nd.submitFragment('1234');
    nd.setCode('12a3 4567');
    expect(nd.code).toBe('123456');
    expect(nd.codeComplete).toBe(true);
    api.on('userLogin', ok({ token: 'tok-9', userId: '9' }));
    const result = await nd.login();
    expect(result).toEqual({ status: 'ok' });
    expect(api.lastBody('userLogin')).toEqual({
      name: 'alice01',
      password: await sha256Hex('abc12345'),
      kaptchcate: 99,
      sendCodeNum: '123456',
    });
    expect(root.session.isLoggedIn).toBe(true);
    expect(root.ui.authDialog).toEqual({ mode: 'closed' });
    expect(nd.name).toBe('');
  });

  it('does not log in with fewer than 6 digits', async () => {
    const { nd, api, getCodeThroughCaptcha } = await inNewDeviceMode();
    await getCodeThroughCaptcha();
    await nd.submitFragment('1234');
    nd.setCode('12345');
    const result = await nd.login();
    expect(result.status).toBe('error');
    expect(api.callsTo('userLogin')).toHaveLength(1);
  });

  it('a failed code request shows the server message as a toast and under the phone input', async () => {
    const { nd, api, root, getCodeThroughCaptcha } = await inNewDeviceMode();
    api.on('userSendCodeOne', fail(6066, '60秒内只能获取一次'));
    await getCodeThroughCaptcha();
    const r = await nd.submitFragment('1234');
    expect(r).toEqual({ ok: false, message: '60秒内只能获取一次' });
    expect(nd.inlineError).toBe('60秒内只能获取一次');
    expect(root.ui.toasts.at(-1)?.content).toEqual({ text: '60秒内只能获取一次' });
    expect(nd.codeRequested).toBe(false);
    expect(nd.countdown.phase).toBe('idle');
  });

  it('the get-code button counts 60 s, ignores presses meanwhile, then offers get again without a second security check', async () => {
    const { nd, api, clock, root, getCodeThroughCaptcha } = await inNewDeviceMode();
    await getCodeThroughCaptcha();
    await nd.submitFragment('1234');
    clock.advance(30_000);
    expect(nd.countdown.secondsLeft).toBe(30);
    expect(await nd.getCode()).toEqual({ ok: false, message: 'codeNotRequested' });
    expect(nd.phase).toBe('idle');
    expect(root.session.captcha.open).toBe(false);
    clock.advance(30_000);
    expect(nd.countdown.phase).toBe('again');
    expect(nd.countdown.label).toBe('codeGetAgain');
    expect(formatMessage('codeGetAgain')).toBe('重新获取');

    await getCodeThroughCaptcha('2');
    expect(api.callsTo('userSendCodeOne')).toHaveLength(2);
    expect(api.lastBody('userSendCodeOne')).toMatchObject({ cate: '2' });
  });

  it('closing the captcha goes back to idle and requests nothing', async () => {
    const { nd, api, root, settle } = await inNewDeviceMode();
    const step = nd.getCode();
    await settle();
    root.session.captcha.cancel();
    expect(await step).toEqual({ ok: false, message: 'codeNotRequested', cancelled: true });
    expect(nd.phase).toBe('idle');
    expect(api.callsTo('userSendCodeOne')).toHaveLength(0);
  });

  it('one press on get-code loads exactly one picture, the one whose answer is sent with the code request', async () => {
    const { nd, api, root, settle } = await inNewDeviceMode();
    let issued = 0;
    api.on('userRegisterDefaultKaptcha', () => {
      issued += 1;
      return ok({ image: `data:image/png;base64,P${issued}`, 'x-code': `cid-${issued}` });
    });
    const step = nd.getCode();
    await settle();
    expect(api.callsTo('userRegisterDefaultKaptcha')).toHaveLength(1);
    expect(root.session.captcha.image).toBe('data:image/png;base64,P1');
    expect(root.session.captcha.submitPicture('xy')).toBe(true);
    expect(await step).toEqual({ ok: true });
    expect(nd.phase).toBe('security_check');
    expect(root.session.captcha.open).toBe(false);
    // a second answer to the same (settled) captcha is refused: it is checked once
    expect(root.session.captcha.submitPicture('xy')).toBe(false);
    expect(await nd.submitFragment('1234')).toEqual({ ok: true });
    expect(api.callsTo('userRegisterDefaultKaptcha')).toHaveLength(1);
    expect(api.callsTo('userSendCodeOne')).toHaveLength(1);
    expect(api.lastBody('userSendCodeOne')).toMatchObject({
      codeId: await sha256Hex('cid-1'),
      kaptchcate: 1,
      imageCode: 'xy',
    });
  });

  it('the voice code after the SMS code was sent: a second captcha (one picture), no second security check, cate 2', async () => {
    const { nd, api, root, settle, getCodeThroughCaptcha } = await inNewDeviceMode();
    await getCodeThroughCaptcha();
    await nd.submitFragment('1234');
    expect(nd.countdown.counting).toBe(true);
    expect(api.callsTo('userRegisterDefaultKaptcha')).toHaveLength(1);

    // 没收到?试试语音验证码, while the get-code button still counts
    const voice = nd.getCode('2');
    expect(nd.phase).toBe('captcha');
    await settle();
    expect(api.callsTo('userRegisterDefaultKaptcha')).toHaveLength(2);
    expect(root.session.captcha.open).toBe(true);
    expect(root.session.captcha.submitPicture('zz')).toBe(true);
    expect(await voice).toEqual({ ok: true });
    expect(nd.phase).toBe('idle');
    expect(api.callsTo('userSendCodeOne')).toHaveLength(2);
    expect(api.lastBody('userSendCodeOne')).toMatchObject({ cate: '2', imageCode: 'zz' });
    expect(api.callsTo('userRegisterDefaultKaptcha')).toHaveLength(2);
  });

  it('a closed captcha settles its request: the next press gets a fresh captcha that works', async () => {
    const { nd, api, root, settle } = await inNewDeviceMode();
    const first = nd.getCode();
    await settle();
    root.session.captcha.cancel();
    expect(await first).toEqual({ ok: false, message: 'codeNotRequested', cancelled: true });
    const second = nd.getCode('2');
    await settle();
    expect(root.session.captcha.submitPicture('xy')).toBe(true);
    expect(await second).toEqual({ ok: true });
    expect(nd.phase).toBe('security_check');
    expect(await nd.submitFragment('1234')).toEqual({ ok: true });
    expect(api.lastBody('userSendCodeOne')).toMatchObject({ cate: '2' });
    expect(api.callsTo('userRegisterDefaultKaptcha')).toHaveLength(2);
  });

  it('a reset while the captcha is open ends it; its late answer changes nothing', async () => {
    const { nd, root, settle } = await inNewDeviceMode();
    const step = nd.getCode();
    await settle();
    nd.switchAccount();
    root.session.captcha.cancel();
    expect(await step).toMatchObject({ ok: false, cancelled: true });
    expect(nd.phase).toBe('idle');
  });

  it('the server asking for a captcha again on the code request opens a new captcha, then sends', async () => {
    const { nd, api, root, settle, getCodeThroughCaptcha } = await inNewDeviceMode();
    let answers = 0;
    api.on('userSendCodeOne', () => {
      answers += 1;
      return answers === 1 ? fail(6021, '请进行图形验证') : ok(null);
    });
    await getCodeThroughCaptcha();
    const sent = nd.submitFragment('1234');
    await settle();
    expect(nd.phase).toBe('captcha');
    expect(root.session.captcha.open).toBe(true);
    expect(root.session.captcha.submitPicture('ab')).toBe(true);
    expect(await sent).toEqual({ ok: true });
    expect(api.callsTo('userSendCodeOne')).toHaveLength(2);
    expect(api.lastBody('userSendCodeOne')).toMatchObject({ imageCode: 'ab' });
    expect(nd.codeRequested).toBe(true);
  });

  it('switch account goes back to the login tab; register new account to the register tab', async () => {
    const { nd, root } = await inNewDeviceMode();
    nd.switchAccount();
    expect(root.ui.authDialog).toEqual({ mode: 'login_register', tab: 1 });
    expect(nd.maskedPhone).toBe('');
    nd.registerNew();
    expect(root.ui.authDialog).toEqual({ mode: 'login_register', tab: 2 });
  });
});
