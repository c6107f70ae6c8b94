import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';
import { checkImage, profileCompletion } from './MemberStore';

const CN = { areaName: '中国', areaCode: '86', regex: '^1\\d{10}$' };

function memberRoot() {
  const t = createTestRoot({ token: 'tok-1' });
  t.api.on('userRegisterDefaultKaptcha', ok({ image: 'data:image/png;base64,AA', 'x-code': 'c1' }));
  t.api.on('userMemberInfo', ok({ name: 'demo02', bindPhone: false, bindRealName: false }));
  return t;
}

describe('MemberStore: bindings', () => {
  it('checks the phone against the area regex before any captcha or code request', async () => {
    const t = memberRoot();
    const r = await t.root.member.requestPhoneCode(CN, '12345');
    expect(r).toMatchObject({ ok: false, message: 'phoneInvalid', field: 'phone' });
    expect(t.root.session.captcha.open).toBe(false);
    expect(t.api.callsTo('userSendCodeTwo')).toHaveLength(0);
  });

  it('asks the picture captcha first, then sends the bind-phone code with the captcha answer', async () => {
    const t = memberRoot();
    const pending = t.root.member.requestPhoneCode(CN, '13812345678');
    await t.settle();
    expect(t.root.session.captcha.open).toBe(true);
    expect(t.root.session.captcha.submitPicture('7g4k')).toBe(true);
    expect(await pending).toEqual({ ok: true });
    expect(t.api.lastBody('userSendCodeTwo')).toMatchObject({
      type: '5',
      cate: '0',
      target: '13812345678',
      areaCode: '86',
      kaptchcate: 1,
      codeId: 'c1',
      imageCode: '7g4k',
    });
  });

  it('a closed captcha sends nothing; 6066 comes back as its code for the screen to explain', async () => {
    const t = memberRoot();
    const cancelled = t.root.member.requestPhoneCode(CN, '13812345678');
    await t.settle();
    t.root.session.captcha.cancel();
    expect(await cancelled).toMatchObject({ ok: false, message: 'captchaCancelled' });
    t.api.on('userSendCodeTwo', fail(6066, '60秒内只能获取一次'));
    const tooSoon = t.root.member.requestPhoneCode(CN, '13812345678');
    await t.settle();
    t.root.session.captcha.submitPicture('7g4k');
    expect(await tooSoon).toMatchObject({ ok: false, code: 6066 });
  });

  it('a refused picture (6021) is no sent code: the captcha opens again with a new picture and the reason; closing it answers the reason', async () => {
    const t = memberRoot();
    t.api.sequence('userSendCodeTwo', fail(6021, '图形验证码错误'), ok(null));
    const first = t.root.member.requestPhoneCode(CN, '13812345678');
    await t.settle();
    t.root.session.captcha.submitPicture('xxxx');
    await t.settle();
    // asked again: a fresh picture (a second load) and the server's reason on it
    expect(t.root.session.captcha.open).toBe(true);
    expect(t.root.session.captcha.notice).toBe('图形验证码错误');
    expect(t.api.callsTo('userRegisterDefaultKaptcha')).toHaveLength(2);
    t.root.session.captcha.submitPicture('7g4k');
    expect(await first).toEqual({ ok: true });
    expect(t.api.callsTo('userSendCodeTwo')).toHaveLength(2);

    t.api.on('userSendCodeTwo', fail(6021, '图形验证码错误'));
    const second = t.root.member.requestSecondPasswordCode();
    await t.settle();
    t.root.session.captcha.submitPicture('xxxx');
    await t.settle();
    t.root.session.captcha.cancel();
    expect(await second).toEqual({ ok: false, code: 6021, message: '图形验证码错误' });
  });

  it('validates the real name by the section 5 rule and refreshes the member info after saving', async () => {
    const t = memberRoot();
    expect(await t.root.member.bindRealName('·张三')).toMatchObject({
      ok: false,
      message: 'realNameInvalid',
    });
    expect(t.api.callsTo('userMemberBindOther')).toHaveLength(0);
    t.api.on('userMemberInfo', ok({ name: 'demo02', bindPhone: true, bindRealName: true }));
    expect(await t.root.member.bindRealName('张三')).toEqual({ ok: true });
    expect(t.api.lastBody('userMemberBindOther')).toEqual({ realName: '张三' });
    expect(t.root.session.bindRealName).toBe(true);
  });

  it('sets the second password (6 digits) as a hash, refusing wd123456 and a mismatch before any call', async () => {
    const t = memberRoot();
    expect(await t.root.member.setSecondPassword('wd123456', 'wd123456')).toMatchObject({
      ok: false,
      message: 'withdrawPasswordRule',
      field: 'secondPassword',
    });
    expect(await t.root.member.setSecondPassword('123456', '123457')).toMatchObject({
      ok: false,
      message: 'passwordMismatch',
    });
    expect(t.api.callsTo('userWithdrawalPwdSet')).toHaveLength(0);
    expect(await t.root.member.setSecondPassword('123456', '123456')).toEqual({ ok: true });
    const body = t.api.lastBody('userWithdrawalPwdSet');
    expect(body['secondPassword']).toMatch(/^[0-9a-f]{64}$/);
    expect(body['secondPassword']).toBe(body['confirmPassword']);
  });
});

describe('MemberStore: VIP page', () => {
  it('reads the member info after the progress (the read that upgrades), so the grade shown is the new one', async () => {
    const t = memberRoot();
    const progress = {
      grade: 1,
      totalDeposit: 2000,
      totalTurnover: 10000,
      nextGrade: 2,
      nextName: 'VIP2',
      depositRequired: 4000,
      turnoverRequired: 20000,
      depositRemaining: 2000,
      turnoverRemaining: 10000,
    };
    const held = t.api.hold('userMemberVipProgress', ok(progress));
    t.api.on('userMemberMemberGradeConfigList', ok([]));
    t.api.on('userMemberGetGameFanshuiHighLow', ok([]));
    t.api.on('userMemberInfo', ok({ name: 'demo01', grade: 1 }));
    const loading = t.root.member.loadVip();
    await held.asked;
    await t.settle();
    // no member info read while the progress (which may upgrade) is on its way
    expect(t.api.callsTo('userMemberInfo')).toHaveLength(0);
    held.release();
    await loading;
    expect(t.api.callsTo('userMemberInfo')).toHaveLength(1);
    expect(t.root.member.vipProgress.data).toEqual(progress);
    expect(t.root.member.grade).toBe(1);
  });
});

describe('MemberStore: weekly bonus claim', () => {
  it('reuses the idempotency key after a network failure and takes a new one after an answer', async () => {
    const t = memberRoot();
    t.api.sequence('vipWeekClaim', { network: true }, ok({ bonus: 16, claimedAt: 'x' }));
    expect((await t.root.member.claimWeekly()).ok).toBe(false);
    expect((await t.root.member.claimWeekly()).ok).toBe(true);
    const keys = t.api.callsTo('vipWeekClaim').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    await t.root.member.claimWeekly();
    const third = t.api.callsTo('vipWeekClaim').at(-1)?.headers.get('Idempotency-Key');
    expect(third).not.toBe(keys[0]);
  });
});

describe('member pictures and completion', () => {
  it('accepts PNG, JPEG and GIF up to 5 MB only', () => {
    expect(checkImage({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkImage({ type: 'image/webp', size: 1000 })).toBe('badType');
    expect(checkImage({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });

  it('measures the profile completion over eight items', () => {
    expect(profileCompletion(null)).toBe(0);
    expect(
      profileCompletion({
        avatar: '/img/avatar/3.png',
        gender: 1,
        birthday: '2000-01-01',
        bindRealName: true,
        bindPhone: true,
        bindEmail: false,
        bindBankCard: false,
        bindSecondPassword: false,
      }),
    ).toBe(63);
  });
});

describe('MemberStore: gift exchange', () => {
  const CATALOGUE = {
    points: 8800,
    list: [{ id: 3, name: '运动水杯', points: 800, stock: 50, category: 'BY', sizes: [] }],
  };
  const TO = { name: '张三', phone: '13800138000', address: '广东省深圳市南山区科技园路1号' };
  const EXCHANGED = {
    id: 2,
    giftName: '运动水杯',
    points: 800,
    balance: 8000,
    status: 0,
    createTime: '2026-11-22 20:30:00',
    delivery: { ...TO, phone: '138****8000' },
  };
  const key = (t: ReturnType<typeof memberRoot>, n: number) =>
    t.api.callsTo('activityTopGiftExchange')[n]?.headers.get('Idempotency-Key');

  it('exchanges with an idempotency key and reloads the catalogue', async () => {
    const t = memberRoot();
    t.api.on('activityTopGiftGiftList', ok(CATALOGUE));
    t.api.on('activityTopGiftExchange', ok(EXCHANGED));
    expect(await t.root.member.exchangeGift(3, TO)).toEqual({ ok: true });
    await t.settle();
    expect(t.api.lastBody('activityTopGiftExchange')).toEqual({ giftId: 3, delivery: TO });
    expect(key(t, 0)).toBeTruthy();
    expect(t.api.callsTo('activityTopGiftGiftList')).toHaveLength(1);
    expect(t.root.member.busy).toBeNull();
  });

  it('answers a refusal with its code and message; a new intent gets a new key', async () => {
    const t = memberRoot();
    t.api.on('activityTopGiftGiftList', ok(CATALOGUE));
    t.api.on('activityTopGiftExchange', fail(6012, '积分不足,无法兑换该礼品'));
    expect(await t.root.member.exchangeGift(3, TO)).toMatchObject({
      ok: false,
      code: 6012,
      message: '积分不足,无法兑换该礼品',
    });
    expect(t.api.callsTo('activityTopGiftGiftList')).toHaveLength(0);
    await t.root.member.exchangeGift(3, TO);
    expect(key(t, 1)).not.toBe(key(t, 0));
  });

  it('retries an unanswered exchange with the same key, but another delivery is another intent', async () => {
    const t = memberRoot();
    t.api.on('activityTopGiftGiftList', ok(CATALOGUE));
    t.api.sequence('activityTopGiftExchange', { network: true }, { network: true }, ok(EXCHANGED));
    expect((await t.root.member.exchangeGift(3, TO)).ok).toBe(false);
    expect((await t.root.member.exchangeGift(3, TO)).ok).toBe(false);
    expect(key(t, 1)).toBe(key(t, 0));
    await t.root.member.exchangeGift(3, { ...TO, address: '北京市朝阳区建国路88号' });
    expect(key(t, 2)).not.toBe(key(t, 0));
  });

  it('reloads the catalogue when the gift ran out of stock (6303)', async () => {
    const t = memberRoot();
    t.api.on('activityTopGiftGiftList', ok(CATALOGUE));
    t.api.on('activityTopGiftExchange', fail(6303, '该礼品已兑完'));
    expect(await t.root.member.exchangeGift(3, TO)).toMatchObject({ ok: false, code: 6303 });
    await t.settle();
    expect(t.api.callsTo('activityTopGiftGiftList')).toHaveLength(1);
  });
});
