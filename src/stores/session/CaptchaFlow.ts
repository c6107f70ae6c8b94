import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageKey } from '../../domain/messages';
import { validatePictureCaptcha } from '../../domain/validators';
import type { OperationRequestBody } from '../../sdk/operations.generated';
import type { RootStore } from '../RootStore';
import { errorText, GENERIC_ERROR_KEY } from '../util';
import type { CaptchaResult } from './types';

/** What the captcha guards; its captcha type (spec section 9). */
export const CAPTCHA_TYPE = { register: 1, forgot_phone: 2, forgot_email: 3, login: 4 } as const;
export type CaptchaPurpose = keyof typeof CAPTCHA_TYPE;
export type CaptchaMode = 'picture' | 'slider';

/** Error prefixes of spec section 8: slider provider "6", picture fetch "1", slider check "2". */
export const CAPTCHA_ERROR_PREFIX = { provider: '6', picture: '1', check: '2' } as const;

export type SliderPayload = Omit<OperationRequestBody<'userMemberValidateGeeCheck'>, 'type'>;

/**
 * The captcha dialog ("graphic verification"), the only one of the site: `request()` opens it,
 * loads its picture once and resolves with the captcha result once passed, or null when closed,
 * failed or replaced by a newer request. The app renders this state; it fetches no picture of
 * its own.
 */
export class CaptchaFlow {
  open = false;
  mode: CaptchaMode = 'picture';
  purpose: CaptchaPurpose = 'login';
  /** The picture (data URL or address) and its id (x-code). */
  image: string | null = null;
  codeId: string | null = null;
  loading = false;
  error: MessageKey | null = null;
  /** Why a new picture is asked for: the server's reason for refusing the last one (6021). */
  notice: string | null = null;
  /** Counts the requests: a new one gets a fresh dialog (the app keys the dialog on it). */
  requestId = 0;
  /** Counts the picture loads: only the answer of the latest one is used. */
  private load = 0;
  private pending: ((result: CaptchaResult | null) => void) | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CaptchaFlow, 'root' | 'pending' | 'load'>(this, {
      root: false,
      pending: false,
      load: false,
    });
  }

  request(
    purpose: CaptchaPurpose,
    mode: CaptchaMode = 'picture',
    notice: string | null = null,
  ): Promise<CaptchaResult | null> {
    this.finish(null);
    this.requestId += 1;
    this.open = true;
    this.mode = mode;
    this.purpose = purpose;
    this.error = null;
    this.notice = notice;
    this.image = null;
    this.codeId = null;
    const result = new Promise<CaptchaResult | null>((resolve) => {
      this.pending = resolve;
    });
    if (mode === 'picture') void this.refresh();
    return result;
  }

  /** Loads (or reloads) the picture. A failure shows the message prefixed "1" and finishes. */
  async refresh(): Promise<void> {
    if (!this.open || this.mode !== 'picture') return;
    const load = ++this.load;
    const request = this.requestId;
    const current = () => load === this.load && request === this.requestId && this.open;
    this.loading = true;
    this.error = null;
    this.image = null;
    this.codeId = null;
    try {
      const data = await this.root.call('userRegisterDefaultKaptcha', {
        type: CAPTCHA_TYPE[this.purpose],
      });
      if (!current()) return; // a newer picture, or the request ended meanwhile
      runInAction(() => {
        this.image = data.image;
        this.codeId = data['x-code'];
        this.loading = false;
      });
    } catch (error) {
      if (!current()) return;
      runInAction(() => {
        this.loading = false;
      });
      this.fail(CAPTCHA_ERROR_PREFIX.picture, error);
    }
  }

  /** The picture's text (required, at most 10 characters). */
  submitPicture(input: string): boolean {
    const code = validatePictureCaptcha(input);
    if (!code.ok) {
      this.error = code.message;
      return false;
    }
    if (!this.open || this.pending === null || this.codeId === null || this.loading) return false;
    this.finish({ kaptchcate: 1, codeId: this.codeId, code: code.value });
    return true;
  }

  /** The slider passed at the provider: checked by the server (failure: prefix "2"). */
  async submitSlider(payload: SliderPayload): Promise<boolean> {
    this.loading = true;
    try {
      const data = await this.root.call('userMemberValidateGeeCheck', {
        ...payload,
        type: CAPTCHA_TYPE[this.purpose],
      });
      runInAction(() => {
        this.loading = false;
      });
      this.finish({ kaptchcate: 0, codeId: data.codeId, code: data.code });
      return true;
    } catch (error) {
      runInAction(() => {
        this.loading = false;
      });
      this.fail(CAPTCHA_ERROR_PREFIX.check, error);
      return false;
    }
  }

  /** The slider provider itself failed (prefix "6"). */
  providerError(message: string): void {
    this.root.ui.error({ text: `${CAPTCHA_ERROR_PREFIX.provider}${message}` });
    this.finish(null);
  }

  cancel(): void {
    this.finish(null);
  }

  /** The failure's message after its prefix; the generic error stays a key to translate. */
  private fail(prefix: string, error: unknown): void {
    const message = errorText(error);
    this.root.ui.error(
      message === GENERIC_ERROR_KEY
        ? { key: 'genericErrorPrefixed', params: { prefix } }
        : { text: `${prefix}${message}` },
    );
    this.finish(null);
  }

  private finish(result: CaptchaResult | null): void {
    const resolve = this.pending;
    this.pending = null;
    this.load += 1; // a picture still loading belongs to no request any more
    this.open = false;
    this.loading = false;
    resolve?.(result);
  }
}
