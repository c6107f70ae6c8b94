import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../RootStore';
import { NetworkError, TimeoutError } from '../../sdk/errors';
import { DECRYPTED_CACHE_PREFIX, StorageKey } from '../storageKeys';
import type { OperationRequestBody } from '../../sdk/operations.generated';
import { isVerification, type CallResult } from '../api';
import { asRecord, errorCode, errorText, isApiError, readString } from '../util';
import { TEXTS } from '../ui/UiStore';
import type { MessageKey } from '../../domain/messages';
import { CaptchaFlow } from './CaptchaFlow';
import type { ForgotPasswordFlow } from './ForgotPasswordFlow';
import type { NewDeviceFlow } from './NewDeviceFlow';
import {
  RISK_LOGIN_CODES,
  type AuthResult,
  type CaptchaResult,
  type LoginInput,
  type RegisterInput,
} from './types';

/** The session's texts as message keys (src/domain/messages.zh-CN.ts), translated by the components. */
export const SESSION_TEXTS = {
  relogin: 'reloginRequired',
  registered: 'registerSuccess',
  loginRequired: TEXTS.loginRequired,
} as const satisfies Record<string, MessageKey>;

/** The captcha of automatic logins (after register, new device). */
export const NO_CAPTCHA: CaptchaResult = { kaptchcate: 99, codeId: '', code: '' };

export class SessionStore {
  token: string | null;
  userId: string | null;
  userInfo: Record<string, unknown> | null = null;
  loggingIn = false;
  registering = false;
  /** The remembered account, to prefill the login form (password only from the credential store). */
  remembered: { name: string; password: string | null } | null = null;
  /** The token being logged out (退出): the server forgets it before the answer comes back. */
  private leavingToken: string | null = null;

  readonly captcha: CaptchaFlow;

  constructor(private readonly root: RootStore) {
    this.token = root.storage.getItem(StorageKey.token);
    this.userId = root.storage.getItem(StorageKey.userId);
    this.captcha = new CaptchaFlow(root);
    makeAutoObservable<SessionStore, 'root'>(this, {
      root: false,
      newDevice: false,
      forgot: false,
      captcha: false,
    });
  }

  /** The new-device check of a risky login (spec section 3); its code arrives with the dialog
   * layer (src/stores/session/register.ts). */
  get newDevice(): NewDeviceFlow {
    return this.root.newDevice;
  }

  /** Finding a forgotten password (spec section 3), built like newDevice. */
  get forgot(): ForgotPasswordFlow {
    return this.root.forgotPassword;
  }

  get isLoggedIn(): boolean {
    return this.token !== null && this.token !== '';
  }

  get bindPhone(): boolean {
    return truthyFlag(this.userInfo?.['bindPhone']);
  }

  get bindRealName(): boolean {
    return truthyFlag(this.userInfo?.['bindRealName']);
  }

  // ---- login --------------------------------------------------------------------------------

  async login(input: LoginInput): Promise<AuthResult> {
    const name = input.name.trim();
    this.loggingIn = true;
    try {
      const passwordHash = await this.root.crypto.hashPassword(input.password);
      const captcha = input.captcha ?? NO_CAPTCHA;
      const result = await this.requestLogin(
        {
          isAgent: 0,
          name,
          password: passwordHash,
          kaptchcate: captcha.kaptchcate,
          codeId: captcha.codeId,
          code: captcha.code,
          version: '1.0',
        },
        { name, passwordHash },
      );
      if (result.status === 'ok')
        await this.rememberCredentials(name, input.password, input.remember === true);
      return result;
    } finally {
      runInAction(() => {
        this.loggingIn = false;
      });
    }
  }

  /** New-device login: name, hashed password, kaptchcate 99 and the code received. */
  async loginNewDevice(input: {
    name: string;
    passwordHash: string;
    sendCodeNum: string;
  }): Promise<AuthResult> {
    this.loggingIn = true;
    try {
      return await this.requestLogin(
        {
          name: input.name,
          password: input.passwordHash,
          kaptchcate: 99,
          sendCodeNum: input.sendCodeNum,
        },
        { name: input.name, passwordHash: input.passwordHash },
      );
    } finally {
      runInAction(() => {
        this.loggingIn = false;
      });
    }
  }

  private async requestLogin(
    body: OperationRequestBody<'userLogin'>,
    who: { name: string; passwordHash: string },
  ): Promise<AuthResult> {
    let data: CallResult<'userLogin'>;
    try {
      data = await this.root.call('userLogin', body);
    } catch (error) {
      const code = errorCode(error);
      const message = errorText(error);
      if (code !== null && RISK_LOGIN_CODES.includes(code)) {
        const phone = readString(isApiError(error) ? error.data : null, 'phoneNumber') ?? '';
        this.newDevice.begin({
          name: who.name,
          passwordHash: who.passwordHash,
          maskedPhone: phone,
          message,
        });
        this.root.events.emit({ type: 'newDevice' });
        this.root.ui.error(message);
        return { status: 'new_device', message };
      }
      this.root.ui.showError(error);
      return { status: 'error', message };
    }
    if (isVerification(data)) return { status: 'verify', code: data.code };
    const token = readString(data, 'token');
    if (!token) {
      this.root.ui.error(errorText(null));
      return { status: 'error', message: errorText(null) };
    }
    await this.completeLogin(token, readString(data, 'userId') ?? '');
    return { status: 'ok' };
  }

  /** Successful login: store token and user id, fetch user info and balance, refresh unread, close, signal. */
  private async completeLogin(token: string, userId: string): Promise<void> {
    runInAction(() => {
      this.token = token;
      this.userId = userId;
      this.root.storage.setItem(StorageKey.token, token);
      this.root.storage.setItem(StorageKey.userId, userId);
    });
    await Promise.all([
      this.fetchUserInfo().catch(() => false),
      this.root.wallet.refreshBalance().catch(() => undefined),
      this.root.inbox.refreshUnread().catch(() => undefined),
    ]);
    runInAction(() => {
      this.root.built('newDevice')?.reset();
    });
    this.root.events.emit({ type: 'closeAuth' });
    this.root.events.emit({ type: 'login_success', userId });
  }

  // ---- register -----------------------------------------------------------------------------

  /** Register, then "registration success" and an automatic login with captcha kind 99. */
  async register(input: RegisterInput): Promise<AuthResult> {
    const name = input.name.replace(/\s+/g, '');
    this.registering = true;
    try {
      const [passwordHash, secondHash] = await Promise.all([
        this.root.crypto.hashPassword(input.password),
        this.root.crypto.hashPassword(input.repeatPassword),
      ]);
      const captcha = input.captcha ?? NO_CAPTCHA;
      const site = this.root.site;
      let data: CallResult<'userRegister'>;
      try {
        data = await this.root.call('userRegister', {
          name,
          password: passwordHash,
          secondPassword: secondHash,
          kaptchcate: captcha.kaptchcate,
          codeId: captcha.codeId,
          code: captcha.code,
          domain: site.hostname,
          rCode: site.referralCode ?? '',
          iCode: site.inviteCode ?? '',
        });
      } catch (error) {
        const message = errorText(error);
        this.root.ui.showError(error);
        return { status: 'error', message };
      }
      if (isVerification(data)) return { status: 'verify', code: data.code };
      this.root.ui.success({ key: SESSION_TEXTS.registered });
      return await this.requestLogin(
        {
          isAgent: 0,
          name,
          password: passwordHash,
          kaptchcate: NO_CAPTCHA.kaptchcate,
          codeId: NO_CAPTCHA.codeId,
          code: NO_CAPTCHA.code,
          version: '1.0',
        },
        { name, passwordHash },
      );
    } finally {
      runInAction(() => {
        this.registering = false;
      });
    }
  }

  // ---- remember password --------------------------------------------------------------------

  private async rememberCredentials(
    name: string,
    password: string,
    remember: boolean,
  ): Promise<void> {
    const { storage, credentials, clock } = this.root;
    if (!remember) {
      storage.removeItem(StorageKey.rememberAt);
      storage.removeItem(StorageKey.rememberName);
      await credentials?.clear?.().catch(() => undefined);
      runInAction(() => {
        this.remembered = null;
      });
      return;
    }
    storage.setItem(StorageKey.rememberAt, String(clock.now()));
    storage.setItem(StorageKey.rememberName, name);
    let savedPassword = false;
    if (credentials) {
      savedPassword = await credentials.store(name, password).then(
        () => true,
        () => false,
      );
    }
    runInAction(() => {
      this.remembered = { name, password: savedPassword ? password : null };
    });
  }

  /** Prefills the login form: the credential store's account, else the remembered username. */
  async loadRemembered(): Promise<void> {
    const { storage, credentials } = this.root;
    if (storage.getItem(StorageKey.rememberAt) === null) return;
    const saved = credentials ? await credentials.get().catch(() => null) : null;
    const name = storage.getItem(StorageKey.rememberName);
    runInAction(() => {
      if (saved) this.remembered = { name: saved.name, password: saved.password };
      else if (name) this.remembered = { name, password: null };
    });
  }

  // ---- user info, logout, expiry ------------------------------------------------------------

  async fetchUserInfo(): Promise<boolean> {
    if (!this.isLoggedIn) return false;
    const data = await this.root.call('userMemberInfo', {});
    runInAction(() => {
      this.userInfo = { ...asRecord(data) };
      if (typeof data?.autoTransfer === 'boolean')
        this.root.wallet.autoTransfer = data.autoTransfer;
    });
    return true;
  }

  /**
   * Guard 1: when logged in, fetch user info; when the server refuses it, log out, go home and
   * open login. A call that got no answer (the page left while it was on its way, the network
   * dropped, the wait ran out) says nothing about the session: it is kept, and the next
   * navigation asks again. (A navigation away from the game window right after 退出游戏 aborted
   * the exit's user-info call and logged the member out in the new page: issue 40's VIP journey.)
   */
  async ensureUserInfo(): Promise<boolean> {
    if (!this.isLoggedIn) return false;
    try {
      await this.fetchUserInfo();
      return this.isLoggedIn;
    } catch (error) {
      if (error instanceof NetworkError || error instanceof TimeoutError) return this.isLoggedIn;
      if (this.isLoggedIn && !this.loggingOut) {
        // (a login-expired answer was already handled by handleLoginExpired)
        this.clearSession();
        this.root.events.emit({ type: 'navigate', to: '/' });
        this.root.events.emit({ type: 'login' });
      }
      return false;
    }
  }

  /**
   * A check before an action needing login. When logged out and `prompt` is set, raises the
   * login-tip event (请先登录账号,才能了解更多) shown as the login-required dialog or a toast.
   */
  requireLogin(prompt: 'dialog' | 'toast' | false = 'dialog'): boolean {
    if (this.isLoggedIn) return true;
    if (prompt)
      this.root.events.emit({
        type: 'login_tip',
        message: SESSION_TEXTS.loginRequired,
        display: prompt,
      });
    return false;
  }

  /** Whether 退出 is on its way for the current session. */
  private get loggingOut(): boolean {
    return this.token !== null && this.token === this.leavingToken;
  }

  async logout(): Promise<void> {
    if (this.isLoggedIn) {
      this.leavingToken = this.token;
      await this.root.call('userLogout', {}).catch(() => undefined);
    }
    this.clearSession();
  }

  /** Login-expired code from any call: toast if a token existed, clear state, go home, open login. */
  handleLoginExpired(hadToken = true): void {
    // A call sent with the token of a session that is ending or has ended (退出 on its way or
    // done, or an earlier expired answer) says what the player already knows: no toast, no login.
    if (hadToken && (!this.isLoggedIn || this.loggingOut)) return;
    this.clearSession();
    // past the check above, a call that carried a token carried this session's
    if (hadToken) this.root.ui.error({ key: SESSION_TEXTS.relogin });
    this.root.events.emit({ type: 'navigate', to: '/' });
    this.root.events.emit({ type: 'login' });
  }

  /** Forgets the token, user id, user info, balances and the decrypted cache. */
  clearSession(): void {
    const { storage } = this.root;
    this.token = null;
    this.leavingToken = null;
    this.userId = null;
    this.userInfo = null;
    storage.removeItem(StorageKey.token);
    storage.removeItem(StorageKey.userId);
    storage.removeItem(StorageKey.jwt);
    clearDecryptedCache(storage);
    this.root.sdk.clearCache?.();
    this.root.wallet.clear();
    // the slip's picks go with the session, whether or not the sportsbook was opened this visit
    const slip = this.root.built('slip');
    if (slip) slip.reset();
    else storage.removeItem(StorageKey.slip);
    this.root.inbox.clear();
    // a chat not loaded yet starts with the session as it is then
    this.root.built('chat')?.onSessionChanged();
  }

  /** The chat JWT of a logged-in member (userMemberJwt), null when logged out or on failure. */
  async fetchChatJwt(): Promise<string | null> {
    if (!this.isLoggedIn) return null;
    try {
      const data = await this.root.call('userMemberJwt', {});
      const jwt = readString(data, 'jwt');
      if (jwt) this.root.storage.setItem(StorageKey.jwt, jwt);
      return jwt;
    } catch {
      return null;
    }
  }
}

function truthyFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Removes every DD_ entry of the decrypted data cache. */
export function clearDecryptedCache(storage: RootStore['storage']): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(DECRYPTED_CACHE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
