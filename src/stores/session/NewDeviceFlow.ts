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

/** `cancelled`: the player closed the captcha (or the flow was reset): nothing to show. */
export type StepResult =
  { ok: true } | { ok: false; message: MessageKey | string; cancelled?: boolean };

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
  /** Counts the get-code attempts (and resets): a late captcha answer of an old one is ignored. */
  private attempt = 0;

  constructor(private readonly root: RootStore) {
    this.countdown = new CodeCountdown(root.clock);
    makeAutoObservable<NewDeviceFlow, 'root' | 'captcha' | 'attempt'>(this, {
      root: false,
      countdown: false,
      captcha: false,
      attempt: false,
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
    this.attempt += 1;
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
   * (`session.captcha`, the one the player sees and solves); once it passes, the security check
   * (the first time) or the code request follows. Resolves `{ ok: true }` when the security check
   * is open or the code was sent; `cancelled` when the captcha was closed. The countdown holds
   * the get-code button only: "didn't receive it? try voice code" works meanwhile (the server
   * limits each channel to one code a minute).
   */
  getCode(channel: DeviceCodeChannel = '0'): Promise<StepResult> {
    if ((channel === '0' && this.countdown.counting) || this.phase !== 'idle') {
      return Promise.resolve({ ok: false, message: 'codeNotRequested' });
    }
    this.channel = channel;
    this.inlineError = null;
    return this.throughCaptcha();
  }

  /** One captcha of the store for this attempt; a stale answer (after a reset) changes nothing. */
  private async throughCaptcha(): Promise<StepResult> {
    const attempt = ++this.attempt;
    this.phase = 'captcha';
    this.captcha = null;
    const captcha = await this.root.session.captcha.request('login');
    if (attempt !== this.attempt || this.phase !== 'captcha') {
      return { ok: false, message: 'codeNotRequested', cancelled: true };
    }
    return captcha ? this.captchaPassed(captcha) : this.captchaClosed();
  }

  private captchaClosed(): StepResult {
    this.cancel();
    return { ok: false, message: 'codeNotRequested', cancelled: true };
  }

  /** The captcha passed: a phone code first needs the 4 middle digits (once). */
  private captchaPassed(captcha: CaptchaResult): Promise<StepResult> | StepResult {
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
        // the server wants another captcha: ask it again (the phone is kept), then send again
        return await this.throughCaptcha();
      }
      runInAction(() => {
        this.codeRequested = true;
        this.phase = 'idle';
        // a voice code leaves a running countdown of the get-code button as it is
        if (this.channel === '0' || !this.countdown.counting) this.countdown.start();
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
