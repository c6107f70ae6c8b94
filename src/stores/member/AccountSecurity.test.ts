import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';
import { decryptedKey } from './MaskedData';

function memberRoot(info: Record<string, unknown> = {}) {
  const t = createTestRoot({ token: 'tok-1' });
  t.api.on('userRegisterDefaultKaptcha', ok({ image: 'data:image/png;base64,AA', 'x-code': 'c1' }));
  t.api.on(
    'userMemberInfo',
    ok({
      name: 'demo02',
      bindPhone: true,
      bindEmail: true,
      bindRealName: true,
      phone: '138****5678',
      email: 'de***@example.com',
      realName: '张*',
      ...info,
    }),
  );
  return t;
}

describe('MemberStore: change of the login password', () => {
  it('applies the register rules and messages of section 5 before any call', async () => {
    const t = memberRoot();
    const m = t.root.member;
    const old = { way: 'old', oldPassword: 'abc12345' } as const;
    expect(
      await m.changeLoginPassword({ way: 'old', oldPassword: '' }, 'new12345', 'new12345'),
    ).toMatchObject({ ok: false, message: 'oldPasswordRequired', field: 'oldPassword' });
    expect(await m.changeLoginPassword(old, '', '')).toMatchObject({
      message: 'newPasswordRequired',
      field: 'password',
    });
    expect(await m.changeLoginPassword(old, 'abcdefgh', 'abcdefgh')).toMatchObject({
      message: 'passwordRule',
      field: 'password',
    });
    expect(await m.changeLoginPassword(old, 'new12345', '')).toMatchObject({
      message: 'confirmPasswordRequired',
    });
    expect(await m.changeLoginPassword(old, 'new12345', 'new12346')).toMatchObject({
      message: 'passwordMismatch',
      field: 'confirmPassword',
    });
    expect(await m.changeLoginPassword(old, 'abc12345', 'abc12345')).toMatchObject({
      message: 'samePassword',
    });
    expect(
      await m.changeLoginPassword({ way: 'phone', code: '' }, 'new12345', 'new12345'),
    ).toMatchObject({ message: 'codeRequired', field: 'code' });
    expect(t.api.callsTo('userMemberBindPassword')).toHaveLength(0);
    expect(t.api.callsTo('userMemberBindPasswordByPhone')).toHaveLength(0);
  });

  it('with the old password: sends both as hashes and announces password_change_success', async () => {
    const t = memberRoot();
    t.api.on('userMemberBindPassword', ok(null));
    const r = await t.root.member.changeLoginPassword(
      { way: 'old', oldPassword: 'abc12345' },
      'new12345',
      'new12345',
    );
    expect(r).toEqual({ ok: true });
    const body = t.api.lastBody('userMemberBindPassword');
    expect(body['oldPassword']).toMatch(/^[0-9a-f]{64}$/);
    expect(body['password']).toMatch(/^[0-9a-f]{64}$/);
    expect(body['password']).not.toBe(body['oldPassword']);
    expect(t.emitted).toContainEqual({ type: 'password_change_success' });
    expect(t.root.ui.headerBannerVisible).toBe(false);
  });

  it('a wrong old password keeps the session and sends no success event', async () => {
    const t = memberRoot();
    t.api.on('userMemberBindPassword', fail(6002, '原密码错误'));
    const r = await t.root.member.changeLoginPassword(
      { way: 'old', oldPassword: 'abc12345' },
      'new12345',
      'new12345',
    );
    expect(r).toMatchObject({ ok: false, code: 6002, message: '原密码错误' });
    expect(t.root.session.isLoggedIn).toBe(true);
    expect(t.emitted.map((e) => e.type)).not.toContain('password_change_success');
  });

  it('by e-mail: the code goes to the bound e-mail (sendCode/two type 7, cate 1), then bindPasswordByEmail', async () => {
    const t = memberRoot();
    t.api.on('userSendCodeTwo', ok({ countdown: 60 }));
    t.api.on('userMemberBindPasswordByEmail', ok(null));
    const pending = t.root.member.requestLoginPasswordCode('email');
    await t.settle();
    t.root.session.captcha.submitPicture('7g4k');
    expect(await pending).toEqual({ ok: true });
    expect(t.api.lastBody('userSendCodeTwo')).toMatchObject({ type: '7', cate: '1' });
    expect(t.api.lastBody('userSendCodeTwo')).not.toHaveProperty('target');
    const r = await t.root.member.changeLoginPassword(
      { way: 'email', code: '123456' },
      'new12345',
      'new12345',
    );
    expect(r).toEqual({ ok: true });
    expect(t.api.lastBody('userMemberBindPasswordByEmail')).toMatchObject({ code: '123456' });
  });

  it('by phone: sendCode/two type 7 cate 0, then bindPasswordByPhone; 6036 is answered as its code', async () => {
    const t = memberRoot();
    t.api.on('userSendCodeTwo', ok({ countdown: 60 }));
    t.api.on('userMemberBindPasswordByPhone', fail(6036, '验证码错误'));
    const pending = t.root.member.requestLoginPasswordCode('phone');
    await t.settle();
    t.root.session.captcha.submitPicture('7g4k');
    await pending;
    expect(t.api.lastBody('userSendCodeTwo')).toMatchObject({ type: '7', cate: '0' });
    const r = await t.root.member.changeLoginPassword(
      { way: 'phone', code: '123456' },
      'new12345',
      'new12345',
    );
    expect(r).toMatchObject({ ok: false, code: 6036 });
  });
});

describe('MaskedData: revealing the masked phone, e-mail and real name', () => {
  it('asks the server once, caches the answer under DD_ as data plus flag, hides and shows again from the cache', async () => {
    const t = memberRoot();
    await t.root.session.fetchUserInfo();
    t.api.on('commonSingleDataDecryption', ok({ data: '13812345678', flag: true }));
    const masked = t.root.member.masked;
    expect(masked.text('phone')).toBe('138****5678');
    expect(await masked.reveal('phone')).toEqual({ ok: true, value: '13812345678' });
    expect(t.api.lastBody('commonSingleDataDecryption')).toEqual({
      type: 'phone',
      data: '138****5678',
    });
    expect(masked.text('phone')).toBe('13812345678');
    expect(JSON.parse(t.storage.getItem(decryptedKey('phone', '138****5678')) ?? '')).toEqual({
      data: '13812345678',
      flag: true,
    });
    masked.hide('phone');
    expect(masked.text('phone')).toBe('138****5678');
    await masked.reveal('phone');
    expect(masked.text('phone')).toBe('13812345678');
    expect(t.api.callsTo('commonSingleDataDecryption')).toHaveLength(1);
  });

  it('does not cache an answer the server marks not cacheable', async () => {
    const t = memberRoot();
    await t.root.session.fetchUserInfo();
    t.api.on('commonSingleDataDecryption', ok({ data: 'demo@example.com', flag: false }));
    await t.root.member.masked.reveal('email');
    expect(t.storage.getItem(decryptedKey('email', 'de***@example.com'))).toBeNull();
  });

  it('logout clears the DD_ cache', async () => {
    const t = memberRoot();
    await t.root.session.fetchUserInfo();
    t.api.on('commonSingleDataDecryption', ok({ data: '张三', flag: true }));
    t.api.on('userLogout', ok(null));
    await t.root.member.masked.reveal('realName');
    expect(t.storage.getItem(decryptedKey('realName', '张*'))).not.toBeNull();
    await t.root.session.logout();
    expect(t.storage.getItem(decryptedKey('realName', '张*'))).toBeNull();
  });

  it('the rate limit (6011) comes back as the server message and shows nothing in clear', async () => {
    const t = memberRoot();
    await t.root.session.fetchUserInfo();
    t.api.on('commonSingleDataDecryption', fail(6011, '请勿频繁提交'));
    expect(await t.root.member.masked.reveal('email')).toEqual({
      ok: false,
      message: '请勿频繁提交',
    });
    expect(t.root.member.masked.isShown('email')).toBe(false);
  });

  it('hiddenRealNumber: no reveal of the phone number is offered or asked', async () => {
    const t = memberRoot();
    await t.root.session.fetchUserInfo();
    t.root.site.flags.hiddenRealNumber = true;
    expect(t.root.member.masked.canReveal('phone')).toBe(false);
    expect(t.root.member.masked.canReveal('email')).toBe(true);
    expect(await t.root.member.masked.reveal('phone')).toMatchObject({ ok: false });
    expect(t.api.callsTo('commonSingleDataDecryption')).toHaveLength(0);
  });

  it('offers nothing for a value not bound', async () => {
    const t = memberRoot({ email: null, bindEmail: false });
    await t.root.session.fetchUserInfo();
    expect(t.root.member.masked.canReveal('email')).toBe(false);
  });
});
