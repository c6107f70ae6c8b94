import { describe, expect, it } from 'vitest';
import { ApiError, isVerificationNeeded, UnknownCodeError } from '../../src/sdk/index';
import { newPact, requestExample, runCase, type Case } from './support/pact';
import { STATE } from './support/states';

const pact = newPact();

/** The SDK rejected with an ApiError of this code (and the server's message). */
const rejectsWith = (code: number) => (o: { error?: unknown }) => {
  expect(o.error).toBeInstanceOf(ApiError);
  expect((o.error as ApiError).code).toBe(code);
  expect((o.error as ApiError).message).not.toBe('');
};

describe('site-api: user', () => {
  describe('login', () => {
    it('logs in with a picture captcha and gets token and userId', () =>
      runCase(pact, { id: 'userLogin', state: STATE.registered }));

    it('logs in on a new device with the SMS code', () =>
      runCase(pact, {
        id: 'userLogin',
        state: STATE.registered,
        description: 'userLogin on a new device with the SMS code succeeds',
        body: requestExample('userLogin', 'newDevice'),
      }));

    it('answers 6002 for a wrong password, rejected as ApiError', () =>
      runCase(pact, {
        id: 'userLogin',
        state: STATE.registered,
        example: 'code6002',
        body: { ...(requestExample('userLogin') as object), password: 'f'.repeat(64) },
        verify: rejectsWith(6002),
      }));

    it('returns 6021 (picture captcha needed) as a value, not an error', () =>
      runCase(pact, {
        id: 'userLogin',
        state: STATE.captchaOnLogin,
        example: 'code6021',
        verify: (o) => {
          expect(o.error).toBeUndefined();
          expect(isVerificationNeeded(o.value)).toBe(true);
          expect(o.value).toMatchObject({ kind: 'verification', code: 6021 });
        },
      }));

    const risk: [number, string][] = [
      [6025, STATE.unknownIp],
      [6026, STATE.newDevice],
      [6027, STATE.newDeviceAndIp],
      [6028, STATE.longAbsence],
      [6029, STATE.riskyLogin],
    ];
    for (const [code, state] of risk) {
      it(`answers ${code} with the masked phone for the new-device dialog`, () =>
        runCase(pact, {
          id: 'userLogin',
          state,
          example: `code${code}`,
          verify: (o) => {
            rejectsWith(code)(o);
            expect((o.error as ApiError<{ phoneNumber: string }>).data.phoneNumber).toMatch(/\*/);
          },
        }));
    }

    it('answers 6501 while login and registration are suspended', () =>
      runCase(pact, {
        id: 'userLogin',
        state: STATE.suspended,
        example: 'code6501',
        verify: rejectsWith(6501),
      }));
  });

  describe('register', () => {
    it('registers a new player', () => runCase(pact, { id: 'userRegister', state: STATE.visitor }));
    it('returns 6022 (slider check needed) as a value', () =>
      runCase(pact, {
        id: 'userRegister',
        state: STATE.sliderOnRegister,
        example: 'code6022',
        verify: (o) => expect(o.value).toMatchObject({ kind: 'verification', code: 6022 }),
      }));
  });

  describe('session and profile', () => {
    it('logs out', () => runCase(pact, { id: 'userLogout', state: STATE.player }));
    it('reads the member info with the binding flags', () =>
      runCase(pact, { id: 'userMemberInfo', state: STATE.verifiedPlayer }));
    it('answers 6001 when the session expired: ApiError and a login_expired event', () =>
      runCase(pact, {
        id: 'userMemberInfo',
        state: STATE.sessionExpired,
        example: 'code6001',
        verify: (o, h) => {
          rejectsWith(6001)(o);
          expect(h.events.map((e) => e.type)).toContain('login_expired');
        },
      }));
    it('an unknown code rejects with UnknownCodeError (forward compatibility)', () =>
      runCase(pact, {
        id: 'userMemberInfo',
        state: STATE.unknownCode,
        description: 'userMemberInfo answers an unknown code',
        answer: { status_code: 6998, message: '未知状态', data: null },
        verify: (o) => {
          expect(o.error).toBeInstanceOf(UnknownCodeError);
          expect((o.error as UnknownCodeError).code).toBe(6998);
        },
      }));
    it('gets the chat jwt', () => runCase(pact, { id: 'userMemberJwt', state: STATE.player }));
    it('completes the profile', () =>
      runCase(pact, { id: 'userMemberBindOther', state: STATE.player }));
    it('a slider check is refused: no slider provider vouches for it (issue 15)', () =>
      runCase(pact, {
        id: 'userMemberValidateGeeCheck',
        state: STATE.visitor,
        description: 'userMemberValidateGeeCheck answers 6007',
        answer: { status_code: 6007, message: '快速验证未通过,请使用图形验证', data: null },
        verify: (o) => {
          expect(o.error).toBeTruthy();
        },
      }));
    it('gets a picture captcha', () =>
      runCase(pact, { id: 'userRegisterDefaultKaptcha', state: STATE.visitor }));
  });

  describe('verification codes and bindings', () => {
    it('sends a new-device code', () =>
      runCase(pact, { id: 'userSendCodeOne', state: STATE.registered }));
    it('sends a code to the bound phone', () =>
      runCase(pact, { id: 'userSendCodeTwo', state: STATE.verifiedPlayer }));
    it('checks the e-mail code of the withdrawal password', () =>
      runCase(pact, { id: 'userWithdrawalPwdEmailCheck', state: STATE.verifiedPlayer }));
    it('sets the withdrawal password', () =>
      runCase(pact, { id: 'userWithdrawalPwdSet', state: STATE.verifiedPlayer }));
    it('resets the withdrawal password', () =>
      runCase(pact, { id: 'userWithdrawalPwdReset', state: STATE.verifiedPlayer }));
    it('changes the withdrawal password with the old one', () =>
      runCase(pact, { id: 'userWithdrawalPwdUpdate', state: STATE.richPlayer }));
    it('reads the responsible-play limits', () =>
      runCase(pact, { id: 'userResponsibleInfo', state: STATE.responsibleLimits }));
    it('sets deposit and loss limits and the reality check', () =>
      runCase(pact, { id: 'userResponsibleLimits', state: STATE.player }));
    it('starts a time-out', () =>
      runCase(pact, { id: 'userResponsiblePause', state: STATE.player }));
    it('binds an e-mail', () => runCase(pact, { id: 'userMemberBindEmail', state: STATE.player }));
    it('binds a phone', () => runCase(pact, { id: 'userMemberBindPhone', state: STATE.player }));
    it('changes the password by phone', () =>
      runCase(pact, { id: 'userMemberBindPasswordByPhone', state: STATE.verifiedPlayer }));
    it('changes the password by e-mail', () =>
      runCase(pact, { id: 'userMemberBindPasswordByEmail', state: STATE.verifiedPlayer }));
    it('changes the password with the old one', () =>
      runCase(pact, { id: 'userMemberBindPassword', state: STATE.player }));
    it('binds the real name from the deposit page', () =>
      runCase(pact, { id: 'userMemberBindFromDeposit', state: STATE.player }));
  });

  describe('VIP and avatars', () => {
    it('reads one VIP grade', () =>
      runCase(pact, { id: 'userMemberMemberGradeInfoByGrade', state: STATE.visitor }));
    it('lists the VIP grades', () =>
      runCase(pact, { id: 'userMemberMemberGradeConfigList', state: STATE.visitor }));
    it('reads the member’s VIP progress: grade, deposits and turnover, what the next grade needs', () =>
      runCase(pact, { id: 'userMemberVipProgress', state: STATE.player }));
    it('reads the rebate ranges', () =>
      runCase(pact, { id: 'userMemberGetGameFanshuiHighLow', state: STATE.visitor }));
    it('lists the avatars', () =>
      runCase(pact, { id: 'userMemberAvatarList', state: STATE.player }));
    it('chooses an avatar', () =>
      runCase(pact, { id: 'userMemberAddAvatar', state: STATE.player }));
  });

  describe('forgot password', () => {
    const steps: Case['id'][] = [
      'userForgetByPhoneOne',
      'userForgetByPhoneTwo',
      'userForgetByPhoneThree',
      'userForgetByEmailOne',
      'userForgetByEmailTwo',
      'userForgetByEmailThree',
    ];
    for (const id of steps) {
      it(`${id} succeeds for a registered player`, () =>
        runCase(pact, { id, state: STATE.registered }));
    }
  });
});
