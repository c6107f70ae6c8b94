import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageKey } from '../../domain/messages';
import {
  DEFAULT_AREA,
  validateConfirmNewPassword,
  validateEmail,
  validateForgotUsername,
  validateNewPassword,
  validatePhone,
  validateVerificationCode,
  type CountryArea,
} from '../../domain/validators';
import type { TimerHandle } from '../deps';
import { Loadable } from '../load/Loadable';
import type { RootStore } from '../RootStore';
import { isVerification } from '../api';
import { errorText } from '../util';
import { CodeCountdown } from './CodeCountdown';
import type { CaptchaResult } from './types';

export type ForgotWay = 'phone' | 'email';
/** 0 identity info, 1 identity verification, 2 reset password, 3 success. */
export type ForgotStep = 0 | 1 | 2 | 3;

export const FORGOT_SUCCESS_SECONDS = 3;

/** `verify`: the server asks for a captcha (6021 / 6022): show it, then send again with it. */
export type FlowResult =
  { ok: true } | { ok: false; message: MessageKey | string; verify?: 6021 | 6022 };

/** The find-password mode of the auth dialog: steps 0..3 by phone or e-mail. */
export class ForgotPasswordFlow {
  way: ForgotWay = 'phone';
  step: ForgotStep = 0;
  name = '';
  phone = '';
  /** The chosen country area (+86 by default): the phone is checked by its regex. */
  area: CountryArea = DEFAULT_AREA;
  /** The areas to choose from (queryCountryArea), loaded when the phone tab shows. */
  readonly areas: Loadable<CountryArea[]>;
  email = '';
  code = '';
  busy = false;
  /** Seconds left on the success screen before returning to login. */
  successSecondsLeft = FORGOT_SUCCESS_SECONDS;
  readonly countdown: CodeCountdown;
  private successTimer: TimerHandle | null = null;

  constructor(private readonly root: RootStore) {
    this.countdown = new CodeCountdown(root.clock);
    // the security page's list (MemberStore.areas), asked here too: a module shared by the two
    // would be one more file in every member screen's preload list of the first script
    this.areas = new Loadable(async () => {
      const list = await root.call('siteCountryAreaQueryCountryArea', { area: '' });
      return list.length > 0 ? list : [DEFAULT_AREA];
    });
    makeAutoObservable<ForgotPasswordFlow, 'root' | 'successTimer'>(this, {
      root: false,
      countdown: false,
      areas: false,
      successTimer: false,
    });
  }

  /** Switching the phone / e-mail tab starts over. */
  setWay(way: ForgotWay): void {
    if (way === this.way) return;
    this.reset();
    this.way = way;
  }

  /** The areas offered: the server's list once loaded, +86 until then (or if it fails). */
  get areaChoices(): readonly CountryArea[] {
    return this.areas.data ?? [DEFAULT_AREA];
  }

  setArea(area: CountryArea): void {
    this.area = area;
  }

  /** Back lowers the step by one. */
  back(): void {
    if (this.step === 1 || this.step === 2) this.step = (this.step - 1) as ForgotStep;
  }

  reset(): void {
    this.stopSuccessTimer();
    this.way = 'phone';
    this.step = 0;
    this.name = '';
    this.phone = '';
    this.email = '';
    this.code = '';
    this.busy = false;
    this.area = DEFAULT_AREA;
    this.successSecondsLeft = FORGOT_SUCCESS_SECONDS;
    this.countdown.reset();
  }

  /** "Back to login" link on every step, and the end of the success countdown. */
  backToLogin(): void {
    this.reset();
    this.root.events.emit({ type: 'login' });
  }

  /** Step 0 (and "get again" on step 1): validates, sends the code, moves to step 1. */
  async sendCode(input: {
    name: string;
    phone?: string;
    email?: string;
    captcha?: CaptchaResult;
  }): Promise<FlowResult> {
    const name = validateForgotUsername(input.name);
    if (!name.ok) return name;
    const target =
      this.way === 'phone'
        ? validatePhone(input.phone ?? '', this.area)
        : validateEmail(input.email ?? '');
    if (!target.ok) return target;
    this.name = name.value;
    if (this.way === 'phone') this.phone = target.value;
    else this.email = target.value;
    const captcha = input.captcha
      ? {
          kaptchcate: input.captcha.kaptchcate,
          codeId: input.captcha.codeId,
          code: input.captcha.code,
        }
      : {};
    const result = await this.run(() =>
      this.way === 'phone'
        ? this.root.call('userForgetByPhoneOne', {
            name: this.name,
            phone: this.phone,
            areaCode: this.area.areaCode,
            ...captcha,
          })
        : this.root.call('userForgetByEmailOne', {
            name: this.name,
            email: this.email,
            ...captcha,
          }),
    );
    if (result.ok) {
      runInAction(() => {
        this.countdown.start();
        this.step = 1;
      });
    }
    return result;
  }

  /** Step 1: verifies the code, moves to step 2. */
  async verify(codeInput: string): Promise<FlowResult> {
    const code = validateVerificationCode(codeInput);
    if (!code.ok) return code;
    const result = await this.run(() =>
      this.way === 'phone'
        ? this.root.call('userForgetByPhoneTwo', {
            name: this.name,
            phone: this.phone,
            code: code.value,
            areaCode: this.area.areaCode,
          })
        : this.root.call('userForgetByEmailTwo', {
            name: this.name,
            email: this.email,
            code: code.value,
          }),
    );
    if (result.ok) {
      runInAction(() => {
        this.code = code.value;
        this.step = 2;
      });
    }
    return result;
  }

  /** Step 2: sets the new password, moves to step 3 and returns to login after 3 s. */
  async resetPassword(passwordInput: string, confirmInput: string): Promise<FlowResult> {
    const password = validateNewPassword(passwordInput);
    if (!password.ok) return password;
    const confirm = validateConfirmNewPassword(confirmInput, password.value);
    if (!confirm.ok) return confirm;
    const [hash, secondHash] = await Promise.all([
      this.root.crypto.hashPassword(password.value),
      this.root.crypto.hashPassword(confirm.value),
    ]);
    const result = await this.run(() =>
      this.way === 'phone'
        ? this.root.call('userForgetByPhoneThree', {
            name: this.name,
            phone: this.phone,
            areaCode: this.area.areaCode,
            password: hash,
            secondPassword: secondHash,
          })
        : this.root.call('userForgetByEmailThree', {
            name: this.name,
            email: this.email,
            password: hash,
            secondPassword: secondHash,
          }),
    );
    if (result.ok) runInAction(() => this.succeed());
    return result;
  }

  private succeed(): void {
    this.step = 3;
    this.successSecondsLeft = FORGOT_SUCCESS_SECONDS;
    this.stopSuccessTimer();
    this.successTimer = this.root.clock.setInterval(() => this.tickSuccess(), 1000);
  }

  tickSuccess(): void {
    this.successSecondsLeft -= 1;
    if (this.successSecondsLeft <= 0) this.backToLogin();
  }

  private stopSuccessTimer(): void {
    if (this.successTimer !== null) this.root.clock.clearInterval(this.successTimer);
    this.successTimer = null;
  }

  private async run(request: () => Promise<unknown>): Promise<FlowResult> {
    this.busy = true;
    try {
      const answer = await request();
      if (isVerification(answer))
        return { ok: false, message: answer.message, verify: answer.code };
      return { ok: true };
    } catch (error) {
      const message = errorText(error);
      this.root.ui.showError(error);
      return { ok: false, message };
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
