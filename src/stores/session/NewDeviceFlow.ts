import { makeAutoObservable, runInAction } from 'mobx';
import {
  completeMaskedPhone,
  sanitizeDeviceCode,
  validateNewDeviceLogin,
} from '../../domain/validators';
import type { MessageKey } from '../../domain/messages';
import type { RootStore } from '../RootStore';
import { isVerification } from '../api';
import { errorText } from '../util';
import { CodeCountdown } from './CodeCountdown';
import type { AuthResult, CaptchaResult } from './types';

/** Channel of the code: "0" SMS, "2" voice call ("1" is e-mail, unused here). */
export type DeviceCodeChannel = '0' | '2';

/** Type of a verification-code request for a new device. */
export const NEW_DEVICE_CODE_TYPE = '3';

/**
 * Where the get-code sequence stands: the captcha must pass first, then (for a phone code) the
 * security check asks the 4 middle digits, then the code is requested.
 */
export type NewDevicePhase = 'idle' | 'captcha' | 'security_check' | 'requesting';

export type StepResult = { ok: true } | { ok: false; message: MessageKey | string };

/** The new-device mode of the auth dialog (spec sections 2, 4 and 8). */
export class NewDeviceFlow {
  name = '';
  passwordHash = '';
  maskedPhone = '';
  /** The server's message of the risk login. */
  message = '';
  channel: DeviceCodeChannel = '0';
  phase: NewDevicePhase = 'idle';
  /** The phone with the 4 middle digits filled in, once the security check passed. */
  fullPhone: string | null = null;
  codeRequested = false;
  code = '';
  /** A code-request failure, shown under the phone input. */
  inlineError: string | null = null;
  readonly countdown: CodeCountdown;
  private captcha: CaptchaResult | null = null;

  constructor(private readonly root: RootStore) {
    this.countdown = new CodeCountdown(root.clock);
    makeAutoObservable<NewDeviceFlow, 'root' | 'captcha'>(this, {
      root: false,
      countdown: false,
      captcha: false,
    });
  }

  begin(input: { name: string; passwordHash: string; maskedPhone: string; message: string }): void {
    this.reset();
    this.name = input.name;
    this.passwordHash = input.passwordHash;
    this.maskedPhone = input.maskedPhone;
    this.message = input.message;
  }

  reset(): void {
    this.name = '';
    this.passwordHash = '';
    this.maskedPhone = '';
    this.message = '';
    this.channel = '0';
    this.phase = 'idle';
    this.fullPhone = null;
    this.codeRequested = false;
    this.code = '';
    this.inlineError = null;
    this.captcha = null;
    this.countdown.reset();
  }

  /** Keeps digits only, at most 6. */
  setCode(input: string): void {
    this.code = sanitizeDeviceCode(input);
  }

  get codeComplete(): boolean {
    return this.code.length === 6;
  }

  /**
   * The get-code button (SMS) or the voice-code option: opens the captcha dialog
   * (`session.captcha`); once it passes, the security check or the code request follows.
   */
  getCode(channel: DeviceCodeChannel = '0'): Promise<StepResult> {
    if (this.countdown.counting || this.phase !== 'idle') {
      return Promise.resolve({ ok: false, message: 'codeNotRequested' });
    }
    this.channel = channel;
    this.inlineError = null;
    this.phase = 'captcha';
    return this.root.session.captcha
      .request('login')
      .then((captcha) => (captcha ? this.captchaPassed(captcha) : this.captchaClosed()));
  }

  private captchaClosed(): StepResult {
    this.cancel();
    return { ok: false, message: 'codeNotRequested' };
  }

  /** The captcha passed: a phone code first needs the 4 middle digits (once). */
  async captchaPassed(captcha: CaptchaResult): Promise<StepResult> {
    if (this.phase !== 'captcha') return { ok: false, message: 'codeNotRequested' };
    this.captcha = captcha;
    if (this.fullPhone === null) {
      this.phase = 'security_check';
      return { ok: true };
    }
    return this.requestCode();
  }

  /** Security check: the 4 digits replace the asterisks, then the code is requested. */
  async submitFragment(fragment: string): Promise<StepResult> {
    const phone = completeMaskedPhone(this.maskedPhone, fragment);
    if (!phone.ok) return { ok: false, message: phone.message };
    this.fullPhone = phone.value;
    return this.requestCode();
  }

  /** Closing the captcha or the security check without finishing. */
  cancel(): void {
    if (this.phase !== 'requesting') this.phase = 'idle';
  }

  private async requestCode(): Promise<StepResult> {
    const captcha = this.captcha;
    const phone = this.fullPhone;
    if (!captcha || phone === null) return { ok: false, message: 'codeNotRequested' };
    this.phase = 'requesting';
    try {
      const secrets = await this.root.crypto.codeRequestSecrets({
        sendCodeNum: phone,
        sendName: this.name,
        codeId: captcha.codeId,
      });
      const answer = await this.root.call('userSendCodeOne', {
        ...secrets,
        type: NEW_DEVICE_CODE_TYPE,
        cate: this.channel,
        version: 1,
        kaptchcate: captcha.kaptchcate,
        imageCode: captcha.code,
      });
      if (isVerification(answer)) {
        // the server wants another captcha: start again from the captcha
        runInAction(() => {
          this.phase = 'captcha';
        });
        return { ok: false, message: answer.message };
      }
      runInAction(() => {
        this.codeRequested = true;
        this.phase = 'idle';
        this.countdown.start();
      });
      return { ok: true };
    } catch (error) {
      const message = errorText(error);
      runInAction(() => {
        this.phase = 'idle';
        this.inlineError = message;
      });
      this.root.ui.showError(error);
      return { ok: false, message };
    }
  }

  /** Login only once a code was requested and 6 digits are entered. */
  async login(): Promise<AuthResult> {
    const check = validateNewDeviceLogin(this.code, this.codeRequested);
    if (!check.ok) {
      this.root.ui.error({ key: check.message });
      return { status: 'error', message: check.message };
    }
    return this.root.session.loginNewDevice({
      name: this.name,
      passwordHash: this.passwordHash,
      sendCodeNum: check.value,
    });
  }

  /** "Switch account": back to the login tab. */
  switchAccount(): void {
    this.reset();
    this.root.events.emit({ type: 'login' });
  }

  /** "Register a new account": the register tab. */
  registerNew(): void {
    this.reset();
    this.root.events.emit({ type: 'register' });
  }
}
