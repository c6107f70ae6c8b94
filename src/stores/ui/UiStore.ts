import { makeAutoObservable } from 'mobx';
import { isMessageKey, type MessageKey } from '../../domain/messages';
import type { AuthTab, TipsOptions } from '../events';
import type { RootStore } from '../RootStore';
import type { TimerHandle } from '../deps';
import { errorText, isHandledGlobally } from '../util';

export type ToastKind = 'info' | 'error' | 'success' | 'warning';
/** A toast shows either the server's own text or a message key (src/domain/messages) to translate. */
export type ToastContent =
  { text: string } | { key: MessageKey; params?: Record<string, string | number> };

/**
 * A store message (a MessageKey or the server's own text) as toast content: a key is translated
 * by the components, any other text is shown as it is.
 */
export function messageContent(message: MessageKey | string): ToastContent {
  return isMessageKey(message) ? { key: message } : { text: message };
}

export interface Toast {
  id: number;
  kind: ToastKind;
  content: ToastContent;
  /** Spec section 9: toasts sit at the bottom. */
  position: 'bottom';
}

export type AuthDialogState =
  | { mode: 'closed' }
  /** `shownAt`: ms after the page's load before it shows (guard 7's register prompt). */
  | { mode: 'login_register'; tab: AuthTab; shownAt?: number }
  | { mode: 'find_password' }
  | { mode: 'new_device' };

export interface TipsDialog extends TipsOptions {
  id: number;
  /** A MessageKey (tipsTitle by default) or a caller's own text. */
  title: MessageKey | string;
}

/**
 * The UI's texts as message keys (src/domain/messages.zh-CN.ts): components translate them
 * (`useMessage` / `t(key)`), so zh-TW shows traditional characters.
 */
export const TEXTS = {
  tipsTitle: 'tipsTitle',
  loading: 'loadingText',
  venueEntry: 'venueStarting',
  loginRequired: 'loginRequiredTip',
  bindRealNameConfirm: 'bindRealNameGo',
  dataError: 'dataErrorReenter',
  copySuccess: 'copySuccess',
  copyFailed: 'copyFailed',
} as const satisfies Record<string, MessageKey>;

export const TOAST_MS = 3000;
export const LOADING_AUTO_CLOSE_MS = 3000;
export const REGISTER_PROMPT_DELAY_MS = 500;
/** The profile-completion page (route /mine/userinfo). */
export const PROFILE_PATH = '/mine/userinfo';
/** The security page where the real name is bound (route /mine/auth). */
export const SECURITY_PATH = '/mine/auth';

/** 去完善's target: the security page with the current in-site path to come back to. */
export function bindRealNamePath(location: { href: string }): string {
  let from = '/';
  try {
    const url = new URL(location.href);
    from = `${url.pathname}${url.search}`;
  } catch {
    // no usable address: back home afterwards
  }
  if (from.startsWith(SECURITY_PATH)) return SECURITY_PATH;
  return `${SECURITY_PATH}?from=${encodeURIComponent(from)}&need=realName`;
}

export class UiStore {
  toasts: Toast[] = [];
  tipsQueue: TipsDialog[] = [];
  /** text: a MessageKey (loadingText by default) or a caller's own text. */
  loading: { text: MessageKey | string } | null = null;
  venueEntryOpen = false;
  authDialog: AuthDialogState = { mode: 'closed' };
  /** The server's own message (code 6449). */
  bindRealName: { message: string } | null = null;
  dataError: { onReenter: () => void } | null = null;
  /** message: a MessageKey (loginRequiredTip by default) or a caller's own text. */
  loginRequired: { message: MessageKey | string } | null = null;
  headerBannerVisible = true;
  slotTabIndex = 0;

  private nextId = 1;
  private loadingTimer: TimerHandle | null = null;
  private readonly unsubscribe: Array<() => void>;
  /** The toaster sits in the dialog layer, which loads with the first toast: until it is drawn,
   * toasts wait (ids here) and their 3 s start when it is, so a slow load never swallows one. */
  private toasterDrawn = false;
  private readonly undrawnToasts: number[] = [];

  constructor(private readonly root: RootStore) {
    makeAutoObservable<
      UiStore,
      'root' | 'nextId' | 'loadingTimer' | 'unsubscribe' | 'toasterDrawn' | 'undrawnToasts'
    >(this, {
      root: false,
      nextId: false,
      loadingTimer: false,
      unsubscribe: false,
      toasterDrawn: false,
      undrawnToasts: false,
    });
    const bus = root.events;
    this.unsubscribe = [
      bus.on('login', () => this.openAuth(1)),
      bus.on('register', () => this.openAuth(2)),
      bus.on('switch_auth_way', (e) => this.openAuth(e.tab)),
      bus.on('forget_password', () => this.setAuthDialog({ mode: 'find_password' })),
      bus.on('newDevice', () => this.setAuthDialog({ mode: 'new_device' })),
      bus.on('closeAuth', () => this.setAuthDialog({ mode: 'closed' })),
      bus.on('password_change_success', () => this.hideHeaderBanner()),
      bus.on('show_tips', (e) => this.showTips(e.tips)),
      bus.on('show_loading', (e) => this.showLoading(e.text, e.autoClose)),
      bus.on('dismiss_loading', () => this.dismissLoading()),
      bus.on('venue_entry', (e) => this.setVenueEntry(e.open)),
      bus.on('slot_tab_index', (e) => this.setSlotTabIndex(e.index)),
      bus.on('bind_real_name', (e) => this.openBindRealName(e.message)),
      bus.on('login_tip', (e) => {
        if (e.display === 'dialog') this.openLoginRequired(e.message);
        else this.toast('warning', e.message);
      }),
    ];
  }

  /** Stops listening to the event bus. */
  dispose(): void {
    for (const off of this.unsubscribe.splice(0)) off();
  }

  // ---- toasts -------------------------------------------------------------------------------

  /** A string content is a MessageKey (translated) or the server's own text (shown as it is). */
  toast(kind: ToastKind, content: ToastContent | string): number {
    const id = this.nextId++;
    const c = typeof content === 'string' ? messageContent(content) : content;
    this.toasts.push({ id, kind, content: c, position: 'bottom' });
    if (this.toasterDrawn) this.dismissToastLater(id);
    else this.undrawnToasts.push(id);
    return id;
  }

  /** Called by the toaster once it is drawn: the toasts raised before it start their time now. */
  toasterShown(): void {
    this.toasterDrawn = true;
    for (const id of this.undrawnToasts.splice(0)) this.dismissToastLater(id);
  }

  private dismissToastLater(id: number): void {
    this.root.clock.setTimeout(() => this.dismissToast(id), this.root.toastMs);
  }

  info(content: ToastContent | string): number {
    return this.toast('info', content);
  }
  error(content: ToastContent | string): number {
    return this.toast('error', content);
  }
  success(content: ToastContent | string): number {
    return this.toast('success', content);
  }
  warning(content: ToastContent | string): number {
    return this.toast('warning', content);
  }

  /** The copy confirmation ("Copy success"). */
  copied(): number {
    return this.success({ key: TEXTS.copySuccess });
  }

  /** The clipboard refused (no permission, an old browser): say so, never a false 复制成功. */
  copyFailed(): number {
    return this.error({ key: TEXTS.copyFailed });
  }

  /** An error toast with the failure's message, unless the root already handles its code. */
  showError(error: unknown): void {
    if (!isHandledGlobally(error)) this.error(errorText(error));
  }

  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  // ---- auth dialog --------------------------------------------------------------------------

  get authOpen(): boolean {
    return this.authDialog.mode !== 'closed';
  }

  openAuth(tab: AuthTab): void {
    this.authDialog = { mode: 'login_register', tab };
  }

  setAuthDialog(state: AuthDialogState): void {
    this.authDialog = state;
  }

  hideHeaderBanner(): void {
    this.headerBannerVisible = false;
  }

  // ---- tips dialog queue --------------------------------------------------------------------

  get currentTips(): TipsDialog | null {
    return this.tipsQueue[0] ?? null;
  }

  showTips(options: TipsOptions): number {
    const id = this.nextId++;
    this.tipsQueue.push({
      closable: true,
      ...options,
      id,
      title: options.title ?? TEXTS.tipsTitle,
    });
    return id;
  }

  confirmTips(): void {
    const tips = this.tipsQueue.shift();
    tips?.onConfirm?.();
  }

  cancelTips(): void {
    const tips = this.tipsQueue.shift();
    tips?.onCancel?.();
  }

  /** The close (x) button: only closable tips close this way. */
  closeTips(): void {
    if (this.currentTips?.closable === false) return;
    this.tipsQueue.shift();
  }

  // ---- loading toast ------------------------------------------------------------------------

  showLoading(text: MessageKey | string = TEXTS.loading, autoClose = false): void {
    this.clearLoadingTimer();
    this.loading = { text };
    if (autoClose) {
      this.loadingTimer = this.root.clock.setTimeout(
        () => this.dismissLoading(),
        LOADING_AUTO_CLOSE_MS,
      );
    }
  }

  dismissLoading(): void {
    this.clearLoadingTimer();
    this.loading = null;
  }

  private clearLoadingTimer(): void {
    if (this.loadingTimer !== null) this.root.clock.clearTimeout(this.loadingTimer);
    this.loadingTimer = null;
  }

  // ---- venue-entry overlay, slot tab --------------------------------------------------------

  setVenueEntry(open: boolean): void {
    this.venueEntryOpen = open;
  }

  /** A MessageKey (venueStarting). */
  get venueEntryText(): MessageKey {
    return TEXTS.venueEntry;
  }

  setSlotTabIndex(index: number): void {
    this.slotTabIndex = index;
  }

  // ---- register prompt (guard 7) ------------------------------------------------------------

  /**
   * Guard 7: register=1 in the page's address, nobody logged in: the register prompt, shown
   * REGISTER_PROMPT_DELAY_MS after the page's load. It is open from the page's first render on, so
   * the server's drawing of the page carries it as the browser's first render does (that render
   * takes it over, no mismatch); the dialog itself shows only from then (Dialog's shownAt), so it
   * appears on time even before the live page has taken the drawn one over, and answers once it has
   * (docs/register-prompt.md).
   */
  openRegisterPrompt(): void {
    const params = new URLSearchParams(this.root.location.search);
    if (params.get('register') === '1' && !this.root.session.isLoggedIn)
      this.authDialog = { mode: 'login_register', tab: 2, shownAt: REGISTER_PROMPT_DELAY_MS };
  }

  // ---- bind real name (6449) ----------------------------------------------------------------

  openBindRealName(message: string): void {
    this.bindRealName = { message };
  }

  /** A MessageKey (bindRealNameGo). */
  get bindRealNameConfirmText(): MessageKey {
    return TEXTS.bindRealNameConfirm;
  }

  /** 去完善: goes to the security page (real name), which comes back to where the player was. */
  confirmBindRealName(): void {
    this.bindRealName = null;
    this.root.events.emit({ type: 'navigate', to: bindRealNamePath(this.root.location) });
  }

  closeBindRealName(): void {
    this.bindRealName = null;
  }

  // ---- data error (6302 on the sports resource) ---------------------------------------------

  openDataError(onReenter: () => void): void {
    this.dataError = { onReenter };
  }

  /** A MessageKey (dataErrorReenter). */
  get dataErrorText(): MessageKey {
    return TEXTS.dataError;
  }

  /** The dialog is not closable: its only button runs the re-entry action. */
  confirmDataError(): void {
    const action = this.dataError?.onReenter;
    this.dataError = null;
    action?.();
  }

  // ---- login-required dialog ----------------------------------------------------------------

  openLoginRequired(message: MessageKey | string = TEXTS.loginRequired): void {
    this.loginRequired = { message };
  }

  /** Closed without OK (x or Escape): no login. */
  closeLoginRequired(): void {
    this.loginRequired = null;
  }

  /** The single OK leads to login. */
  confirmLoginRequired(): void {
    this.loginRequired = null;
    this.root.events.emit({ type: 'login' });
  }
}
