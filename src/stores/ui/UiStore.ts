import { makeAutoObservable } from 'mobx';
import type { AuthTab, TipsOptions } from '../events';
import type { RootStore } from '../RootStore';
import type { TimerHandle } from '../deps';
import { errorText, isHandledGlobally } from '../util';

export type ToastKind = 'info' | 'error' | 'success' | 'warning';
/** A toast shows either a text (the server's message or a spec text) or a message key to translate. */
export type ToastContent =
  { text: string } | { key: string; params?: Record<string, string | number> };

export interface Toast {
  id: number;
  kind: ToastKind;
  content: ToastContent;
  /** Spec section 9: toasts sit at the bottom. */
  position: 'bottom';
}

export type AuthDialogState =
  | { mode: 'closed' }
  | { mode: 'login_register'; tab: AuthTab }
  | { mode: 'find_password' }
  | { mode: 'new_device' };

export interface TipsDialog extends TipsOptions {
  id: number;
  title: string;
}

export const TEXTS = {
  tipsTitle: '温馨提示',
  loading: '加载中...',
  venueEntry: '启动中...',
  loginRequired: '请先登录账号,才能了解更多',
  bindRealNameConfirm: '去完善',
  dataError: '数据异常,请重新进入游戏',
  copySuccess: '复制成功',
} as const;

export const TOAST_MS = 3000;
export const LOADING_AUTO_CLOSE_MS = 3000;
export const REGISTER_PROMPT_DELAY_MS = 500;
/** The profile-completion page (route /mine/userinfo). */
export const PROFILE_PATH = '/mine/userinfo';

export class UiStore {
  toasts: Toast[] = [];
  tipsQueue: TipsDialog[] = [];
  loading: { text: string } | null = null;
  venueEntryOpen = false;
  authDialog: AuthDialogState = { mode: 'closed' };
  bindRealName: { message: string } | null = null;
  dataError: { onReenter: () => void } | null = null;
  loginRequired: { message: string } | null = null;
  headerBannerVisible = true;
  slotTabIndex = 0;

  private nextId = 1;
  private loadingTimer: TimerHandle | null = null;
  private readonly unsubscribe: Array<() => void>;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<UiStore, 'root' | 'nextId' | 'loadingTimer' | 'unsubscribe'>(this, {
      root: false,
      nextId: false,
      loadingTimer: false,
      unsubscribe: false,
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
        else this.toast('warning', { text: e.message });
      }),
    ];
  }

  /** Stops listening to the event bus. */
  dispose(): void {
    for (const off of this.unsubscribe.splice(0)) off();
  }

  // ---- toasts -------------------------------------------------------------------------------

  toast(kind: ToastKind, content: ToastContent | string): number {
    const id = this.nextId++;
    const c = typeof content === 'string' ? { text: content } : content;
    this.toasts.push({ id, kind, content: c, position: 'bottom' });
    this.root.clock.setTimeout(() => this.dismissToast(id), TOAST_MS);
    return id;
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
    return this.success(TEXTS.copySuccess);
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

  showLoading(text: string = TEXTS.loading, autoClose = false): void {
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

  get venueEntryText(): string {
    return TEXTS.venueEntry;
  }

  setSlotTabIndex(index: number): void {
    this.slotTabIndex = index;
  }

  // ---- register prompt (guard 7) ------------------------------------------------------------

  /** When the page address has register=1 and nobody is logged in, opens register after 500 ms. */
  scheduleRegisterPrompt(): void {
    const params = new URLSearchParams(this.root.location.search);
    if (params.get('register') !== '1' || this.root.session.isLoggedIn) return;
    this.root.clock.setTimeout(() => {
      if (!this.root.session.isLoggedIn) this.root.events.emit({ type: 'register' });
    }, REGISTER_PROMPT_DELAY_MS);
  }

  // ---- bind real name (6449) ----------------------------------------------------------------

  openBindRealName(message: string): void {
    this.bindRealName = { message };
  }

  get bindRealNameConfirmText(): string {
    return TEXTS.bindRealNameConfirm;
  }

  /** 去完善: goes to the profile page. */
  confirmBindRealName(): void {
    this.bindRealName = null;
    this.root.events.emit({ type: 'navigate', to: PROFILE_PATH });
  }

  closeBindRealName(): void {
    this.bindRealName = null;
  }

  // ---- data error (6302 on the sports resource) ---------------------------------------------

  openDataError(onReenter: () => void): void {
    this.dataError = { onReenter };
  }

  get dataErrorText(): string {
    return TEXTS.dataError;
  }

  /** The dialog is not closable: its only button runs the re-entry action. */
  confirmDataError(): void {
    const action = this.dataError?.onReenter;
    this.dataError = null;
    action?.();
  }

  // ---- login-required dialog ----------------------------------------------------------------

  openLoginRequired(message: string = TEXTS.loginRequired): void {
    this.loginRequired = { message };
  }

  /** The single OK leads to login. */
  confirmLoginRequired(): void {
    this.loginRequired = null;
    this.root.events.emit({ type: 'login' });
  }
}
