import { fc } from './testing/fcSetup.ts';
import { describe, expect, it } from 'vitest';
import { type MessageKey } from './messages.ts';
import { formatMessage } from './messageCatalogues.ts';
import {
  validateWithdrawPassword,
  completeMaskedPhone,
  isFormComplete,
  isLoginFormComplete,
  isRegisterFormComplete,
  LIMITS,
  sanitizeDeviceCode,
  validateAgreement,
  validateConfirmNewPassword,
  validateDeviceCode,
  validateEmail,
  validateForgotUsername,
  validateNewDeviceLogin,
  validateNewPassword,
  validatePassword,
  validatePhone,
  validatePhoneFragment,
  validatePictureCaptcha,
  validateRealName,
  validateRepeatPassword,
  validateStake,
  validateTransferAmount,
  validateUsername,
  validateVerificationCode,
  type Validation,
} from './validators.ts';

/** The text the user sees for a failed validation (or 'ok'). */
const shown = (v: Validation<unknown>): string => (v.ok ? 'ok' : formatMessage(v.message));
const messageOf = (v: Validation<unknown>): MessageKey | 'ok' => (v.ok ? 'ok' : v.message);

/** Any string, including astral characters, controls and whitespace. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({
    unit: fc.constantFrom('a', 'Z', '1', '9', ' ', '·', '张', '*', '.', '@', '-'),
    maxLength: 20,
  }),
);
const alnum = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''),
);

describe('property test settings', () => {
  it('runs every property 1,000 times from the fixed seed 20261122', () => {
    expect(fc.readConfigureGlobal()).toMatchObject({ seed: 20261122, numRuns: 1000 });
  });
});

describe('username', () => {
  it('shows 用户名不能为空 for an empty or blank username, at login and register', () => {
    expect(shown(validateUsername('', 'login'))).toBe('用户名不能为空');
    expect(shown(validateUsername('   ', 'login'))).toBe('用户名不能为空');
    expect(shown(validateUsername(' \t', 'register'))).toBe('用户名不能为空');
  });

  it('accepts any non-empty username at login', () => {
    expect(validateUsername('x', 'login')).toEqual({ ok: true, value: 'x' });
  });

  it('on register, shows the 4-11 rule for names too short, too long, digit-first, symbols or too few letters', () => {
    const rule = '4-11位字符,至少2个字母+数字组合,首位为字母';
    for (const bad of ['ab1', 'abcdefghij12', '1abc2', 'ab_12', 'abcdef', 'a1234', '张三abc1']) {
      expect(shown(validateUsername(bad, 'register')), bad).toBe(rule);
    }
  });

  it('on register, strips whitespace and accepts a letter-first name of 4-11 letters and digits', () => {
    expect(validateUsername(' ab 12 ', 'register')).toEqual({ ok: true, value: 'ab12' });
    expect(validateUsername('Abcdefghi12', 'register')).toEqual({ ok: true, value: 'Abcdefghi12' });
  });

  it('property: never throws, and every accepted register name follows every rule', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.string({ unit: alnum, maxLength: 14 })), (input) => {
        const r = validateUsername(input, 'register');
        validateUsername(input, 'login');
        if (r.ok) {
          expect(r.value).toMatch(/^[A-Za-z][A-Za-z0-9]{3,10}$/);
          expect(r.value.replace(/[^A-Za-z]/g, '').length).toBeGreaterThanOrEqual(2);
          expect(r.value).toMatch(/\d/);
          expect(r.value).toBe(input.replace(/\s+/g, ''));
        }
      }),
    );
  });

  it('property: every name built by the rules is accepted on register', () => {
    const letter = fc.constantFrom(...'abcXYZ'.split(''));
    const digit = fc.constantFrom(...'0123456789'.split(''));
    fc.assert(
      fc.property(
        letter,
        letter,
        digit,
        fc.array(alnum, { minLength: 1, maxLength: 8 }),
        (a, b, d, rest) => {
          const name = a + b + d + rest.join('');
          expect(validateUsername(name, 'register')).toEqual({ ok: true, value: name });
        },
      ),
    );
  });
});

describe('password and repeat password', () => {
  it('shows 密码不能为空 when empty', () => {
    expect(shown(validatePassword('', 'login'))).toBe('密码不能为空');
    expect(shown(validatePassword('', 'register'))).toBe('密码不能为空');
  });

  it('shows 请输入8-12位字母+数字组合 on register for 7 or 13 characters, letters only, digits only or symbols', () => {
    for (const bad of ['abc1234', 'abcdefgh12345', 'abcdefgh', '12345678', 'abcd123!']) {
      expect(shown(validatePassword(bad, 'register')), bad).toBe('请输入8-12位字母+数字组合');
    }
    expect(validatePassword('abcd1234', 'register').ok).toBe(true);
  });

  it('accepts any non-empty password at login (the server decides)', () => {
    expect(validatePassword('x', 'login').ok).toBe(true);
  });

  it('shows 两次密码输入不一致 when the repeat differs, and the rule first when the repeat breaks it', () => {
    expect(shown(validateRepeatPassword('abcd1235', 'abcd1234'))).toBe('两次密码输入不一致');
    expect(shown(validateRepeatPassword('abc', 'abc'))).toBe('请输入8-12位字母+数字组合');
    expect(validateRepeatPassword('abcd1234', 'abcd1234').ok).toBe(true);
  });

  it('property: an accepted password is 8-12 letters and digits with one of each; an accepted repeat equals it', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyText, fc.string({ unit: alnum, maxLength: 14 })),
        anyText,
        (pw, other) => {
          const r = validatePassword(pw, 'register');
          if (r.ok) {
            expect(r.value).toMatch(/^[A-Za-z0-9]{8,12}$/);
            expect(r.value).toMatch(/[A-Za-z]/);
            expect(r.value).toMatch(/\d/);
          }
          const rep = validateRepeatPassword(other, pw);
          if (rep.ok) expect(rep.value).toBe(pw);
          expect(validateRepeatPassword(pw, pw).ok).toBe(r.ok);
        },
      ),
    );
  });
});

describe('withdraw password', () => {
  it('shows 请输入取款密码 when empty and 取款密码为6位数字 for letters, 5 or 7 digits (wd123456 too)', () => {
    expect(shown(validateWithdrawPassword(''))).toBe('请输入取款密码');
    for (const bad of ['wd123456', '12345', '1234567', '12345a', ' 123456', '１２３４５６']) {
      expect(shown(validateWithdrawPassword(bad)), bad).toBe('取款密码为6位数字');
    }
    expect(validateWithdrawPassword('012345')).toEqual({ ok: true, value: '012345' });
  });

  it('property: accepted exactly when the text is six ASCII digits, and then unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.stringMatching(/^[0-9]{4,8}$/)), (text) => {
        const r = validateWithdrawPassword(text);
        expect(r.ok).toBe(/^[0-9]{6}$/.test(text));
        if (r.ok) expect(r.value).toBe(text);
      }),
    );
  });
});

describe('agreement and form completeness', () => {
  it('shows 请同意相关条款和隐私政策 until the agreement is ticked', () => {
    expect(shown(validateAgreement(false))).toBe('请同意相关条款和隐私政策');
    expect(validateAgreement(true)).toEqual({ ok: true, value: true });
  });

  it('keeps submit disabled until every field is filled and the agreement ticked', () => {
    expect(isLoginFormComplete({ username: 'ab12', password: '' })).toBe(false);
    expect(isLoginFormComplete({ username: ' ', password: 'x' })).toBe(false);
    expect(isLoginFormComplete({ username: 'ab12', password: 'x' })).toBe(true);
    const filled = {
      username: 'ab12',
      password: 'abcd1234',
      repeatPassword: 'abcd1234',
      agreed: true,
    };
    expect(isRegisterFormComplete(filled)).toBe(true);
    expect(isRegisterFormComplete({ ...filled, agreed: false })).toBe(false);
    expect(isRegisterFormComplete({ ...filled, repeatPassword: '' })).toBe(false);
  });

  it('property: a form is complete exactly when no text is blank and no flag is off', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(anyText, fc.boolean())), (fields) => {
        const expected = fields.every((f) => (typeof f === 'boolean' ? f : f.trim().length > 0));
        expect(isFormComplete(fields)).toBe(expected);
      }),
    );
  });
});

describe('forgot password', () => {
  it('shows 请输入用户名 for an empty username and refuses more than 30 characters', () => {
    expect(shown(validateForgotUsername(''))).toBe('请输入用户名');
    expect(validateForgotUsername('a'.repeat(30)).ok).toBe(true);
    expect(shown(validateForgotUsername('a'.repeat(31)))).toBe('输入内容超出长度限制');
  });

  it('shows 请输入正确的手机号码 unless the phone is 1 and 10 digits for the default area 86', () => {
    expect(validatePhone('13812345678')).toEqual({ ok: true, value: '13812345678' });
    for (const bad of ['', '23812345678', '1381234567', '138123456789', '1381234567a']) {
      expect(shown(validatePhone(bad)), bad).toBe('请输入正确的手机号码');
    }
  });

  it('checks the phone by the selected country area regex, anchored or not', () => {
    const hk = { areaCode: '852', regex: '[569]\\d{7}' };
    expect(validatePhone('51234567', hk).ok).toBe(true);
    expect(validatePhone('512345678', hk).ok).toBe(false);
    expect(validatePhone('13812345678', hk).ok).toBe(false);
    // a broken regex from the server falls back to the default rule instead of throwing
    expect(validatePhone('13812345678', { areaCode: '1', regex: '([' }).ok).toBe(true);
  });

  it('shows 请输入邮箱 when empty and 请输入正确的邮箱 when malformed or over 40 characters', () => {
    expect(shown(validateEmail(''))).toBe('请输入邮箱');
    for (const bad of ['a@b', 'a b@c.d', 'ab.c', '@b.c', 'a@.c', `${'a'.repeat(35)}@bb.cc`]) {
      expect(shown(validateEmail(bad)), bad).toBe('请输入正确的邮箱');
    }
    expect(validateEmail('player@example.com').ok).toBe(true);
  });

  it('shows 请输入验证码 for an empty code and refuses more than 30 characters', () => {
    expect(shown(validateVerificationCode(''))).toBe('请输入验证码');
    expect(validateVerificationCode('123456').ok).toBe(true);
    expect(validateVerificationCode('1'.repeat(31)).ok).toBe(false);
  });

  it('shows 请设置新密码, the 8-12 rule, and 两次密码输入不一致,请重新输入 for the new password', () => {
    expect(shown(validateNewPassword(''))).toBe('请设置新密码');
    expect(shown(validateNewPassword('abc'))).toBe('请输入8-12位字母+数字组合');
    expect(shown(validateConfirmNewPassword('abcd1235', 'abcd1234'))).toBe(
      '两次密码输入不一致,请重新输入',
    );
    expect(shown(validateConfirmNewPassword('', 'abcd1234'))).toBe('请再次输入新密码');
    expect(validateConfirmNewPassword('abcd1234', 'abcd1234').ok).toBe(true);
  });

  it('property: accepted phones, e-mails, codes and usernames stay within their rules', () => {
    fc.assert(
      fc.property(anyText, fc.stringMatching(/^1\d{10}$/), (text, phone) => {
        const p = validatePhone(text);
        if (p.ok) expect(p.value).toMatch(/^1\d{10}$/);
        expect(validatePhone(phone)).toEqual({ ok: true, value: phone });
        const e = validateEmail(text);
        if (e.ok) {
          expect(e.value.length).toBeLessThanOrEqual(LIMITS.emailMax);
          expect(e.value).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
        }
        const c = validateVerificationCode(text);
        if (c.ok) expect(c.value.length).toBeLessThanOrEqual(LIMITS.codeMax);
        const u = validateForgotUsername(text);
        if (u.ok) expect(u.value.trim()).not.toBe('');
        const n = validateNewPassword(text);
        if (n.ok) expect(n.value).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{8,12}$/);
      }),
    );
  });

  it('property: well-formed e-mails of at most 40 characters are accepted', () => {
    const part = fc.string({ unit: alnum, minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(part, part, part, (user, domain, tld) => {
        const email = `${user}@${domain}.${tld}`;
        expect(validateEmail(email).ok).toBe(true);
      }),
    );
  });
});

describe('captcha and new device', () => {
  it('shows 请输入验证码 for an empty picture captcha and refuses more than 10 characters', () => {
    expect(shown(validatePictureCaptcha(' '))).toBe('请输入验证码');
    expect(validatePictureCaptcha('a'.repeat(10)).ok).toBe(true);
    expect(validatePictureCaptcha('a'.repeat(11)).ok).toBe(false);
  });

  it('keeps only digits in the device code and completes it at 6', () => {
    expect(sanitizeDeviceCode('12a3 4-5678')).toBe('123456');
    expect(shown(validateDeviceCode('12345'))).toBe('请输入6位数字验证码');
    expect(validateDeviceCode('123456').ok).toBe(true);
  });

  it('refuses the new-device login with 请先获取验证码 until a code was requested', () => {
    expect(shown(validateNewDeviceLogin('123456', false))).toBe('请先获取验证码');
    expect(validateNewDeviceLogin('123456', true).ok).toBe(true);
    expect(validateNewDeviceLogin('1234', true).ok).toBe(false);
  });

  it('shows 手机号码错误 unless the phone fragment is exactly 4 digits', () => {
    for (const bad of ['123', '12345', '12a4', '']) {
      expect(shown(validatePhoneFragment(bad)), bad).toBe('手机号码错误');
    }
    expect(validatePhoneFragment('1234').ok).toBe(true);
  });

  it('replaces the asterisks of the masked phone with the 4 digits', () => {
    expect(completeMaskedPhone('138****5678', '1234')).toEqual({ ok: true, value: '13812345678' });
    expect(shown(completeMaskedPhone('138****5678', '12'))).toBe('手机号码错误');
    expect(completeMaskedPhone('138***5678', '1234').ok).toBe(false);
  });

  it('property: device codes, fragments and completed phones contain digits only', () => {
    fc.assert(
      fc.property(
        anyText,
        fc.stringMatching(/^\d{3}\*{4}\d{4}$/),
        fc.stringMatching(/^\d{4}$/),
        (text, masked, frag) => {
          const s = sanitizeDeviceCode(text);
          expect(s).toMatch(/^\d{0,6}$/);
          expect(validateDeviceCode(s).ok).toBe(s.length === 6);
          const f = validatePhoneFragment(text);
          if (f.ok) expect(f.value).toMatch(/^\d{4}$/);
          const c = completeMaskedPhone(masked, frag);
          expect(c).toEqual({ ok: true, value: masked.replace('****', frag) });
          const any = completeMaskedPhone(text, text);
          if (any.ok) expect(any.value).toMatch(/^\d+$/);
          const pc = validatePictureCaptcha(text);
          if (pc.ok) expect(pc.value.length).toBeLessThanOrEqual(LIMITS.captchaMax);
        },
      ),
    );
  });
});

describe('real name', () => {
  it('accepts Chinese names, with middle dots, and Latin names with middle dots', () => {
    for (const good of ['张三', '阿卜杜·热合曼', '买买提·艾力·阿不都', 'John·Smith', 'Anna']) {
      expect(validateRealName(good).ok, good).toBe(true);
    }
  });

  it('shows 请输入正确的姓名 for dots at the ends, double dots, mixed ends, digits or spaces', () => {
    for (const bad of [
      '·张三',
      '张三·',
      '张··三',
      'John张',
      '张John',
      '张3',
      'John Smith',
      '',
      '··',
    ]) {
      expect(shown(validateRealName(bad)), bad).toBe('请输入正确的姓名');
    }
  });

  it('property: an accepted name never has a dot at an end or two dots together, and has Chinese or only Latin letters at both ends', () => {
    const nameChars = fc.string({
      unit: fc.constantFrom('张', '三', 'A', 'b', '·', '1', ' ', '𠮷'),
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.oneof(anyText, nameChars), (input) => {
        const r = validateRealName(input);
        if (!r.ok) return;
        expect(r.value).not.toMatch(/^·|·$|··/);
        const han = /^\p{Script=Han}.*\p{Script=Han}$|^\p{Script=Han}$/su.test(r.value);
        const latin = /^[A-Za-z·]+$/.test(r.value);
        expect(han || latin).toBe(true);
      }),
    );
  });
});

describe('negative amounts', () => {
  it('refuses -5 with 金额不能为负数 as a transfer amount and as a stake, never as 5', () => {
    expect(shown(validateTransferAmount('-5'))).toBe('金额不能为负数');
    expect(shown(validateStake('-5'))).toBe('金额不能为负数');
    expect(shown(validateStake(' -0.5 '))).toBe('金额不能为负数');
  });
});

describe('transfer-in amount and stake', () => {
  it('shows 请输入转入金额 when empty and 请输入正确的转入金额 for 3 decimals, letters, zero or 13 characters', () => {
    expect(shown(validateTransferAmount(''))).toBe('请输入转入金额');
    for (const bad of ['1.234', 'abc', '0', '1234567890.12', '1e3']) {
      expect(shown(validateTransferAmount(bad)), bad).toBe('请输入正确的转入金额');
    }
    expect(validateTransferAmount('100.5')).toEqual({ ok: true, value: '100.5' });
    expect(validateTransferAmount('123456789.12').ok).toBe(true);
  });

  it('shows 请输入投注金额, 请输入正确的投注金额 and 投注金额低于最低限额 for stakes', () => {
    expect(shown(validateStake(''))).toBe('请输入投注金额');
    expect(shown(validateStake('abc'))).toBe('请输入正确的投注金额');
    expect(shown(validateStake('0'))).toBe('请输入正确的投注金额');
    expect(shown(validateStake('5', { min: 10 }))).toBe('投注金额低于最低限额');
    expect(validateStake('10.5', { min: 10 })).toEqual({ ok: true, value: 10.5 });
  });

  it('property: accepted amounts are positive, numeric, at most 2 decimals and 12 characters', () => {
    const amounts = fc.oneof(
      anyText,
      fc.double({ noNaN: true }).map(String),
      fc.stringMatching(/^\d{1,12}(\.\d{0,3})?$/),
    );
    fc.assert(
      fc.property(amounts, (input) => {
        const t = validateTransferAmount(input);
        if (t.ok) {
          expect(t.value).toMatch(/^\d+(\.\d{1,2})?$/);
          expect(t.value.length).toBeLessThanOrEqual(LIMITS.transferAmountMax);
          expect(Number(t.value)).toBeGreaterThan(0);
        }
        const s = validateStake(input, { min: 1 });
        if (s.ok) {
          expect(s.value).toBeGreaterThanOrEqual(1);
          expect(Number.isFinite(s.value)).toBe(true);
        }
        expect([
          'ok',
          'stakeRequired',
          'stakeInvalid',
          'stakeBelowMin',
          'amountNegative',
        ]).toContain(messageOf(s));
        // a typed minus is always refused as negative, never read as its absolute value
        if (input.trim().startsWith('-')) expect(messageOf(s)).toBe('amountNegative');
      }),
    );
  });
});
