import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageKey } from '../../domain/messages';
import { roundHalfAway, toNumber } from '../../domain/number';
import { validateTransferAmount } from '../../domain/validators';
import type { RootStore } from '../RootStore';
import { StorageKey } from '../storageKeys';
import type { OperationRequestBody } from '../../sdk/operations.generated';
import type { MoneyMovingId } from '../api';
import { asRecord, errorCode, errorText, isApiError, readNumber, readString } from '../util';

/** The wallet's texts as message keys (src/domain/messages.zh-CN.ts), translated by the components. */
export const WALLET_TEXTS = {
  transferred: 'transferSuccess',
  recycled: 'recycleSuccess',
  /** The transfer-in notice (spec section 4), shown when the server gives no message. */
  activityNotice: 'venueActivityNotice',
} as const satisfies Record<string, MessageKey>;

/** Venue activity: the player is in a promotion of the venue (spec section 8). */
export const CODE_VENUE_ACTIVITY = 6413;

export interface Venue {
  enName: string;
  gameCode?: string;
  /** The venue's wallet code of a transfer; defaults to enName. */
  channelCode?: string;
  name?: string;
  /** Opens in the same tab when the site's setting is on (spec section 9); new tab when absent. */
  sameTab?: boolean;
  /** The game's name, for the player's recently played games. */
  gameName?: string;
  /** The venue's game category (the game window's way back to its lobby). */
  category?: string;
}

export interface VenueBalance {
  channelCode: string;
  name: string;
  balance: number;
  maintenance: boolean;
}

/** venue/allBalance category of every venue (spec section 3). */
export const ALL_VENUES_CATEGORY = 8;

export interface VenueCategoryBalance {
  /** The category total with 2 decimals, e.g. "1234.50". */
  totalMoney: string;
  venues: VenueBalance[];
}

export interface TransferInDialog {
  venue: Venue;
  /** The server's message (venue activity), or the venueActivityNotice key when it gave none. */
  message: MessageKey | string;
  amount: string;
  error: MessageKey | string | null;
  busy: boolean;
}

export type LaunchResult =
  | { status: 'ok'; url: string }
  | { status: 'login_required' }
  /** message: the server's own text or a MessageKey (genericError). */
  | { status: 'transfer_in'; message: MessageKey | string }
  | { status: 'error'; message: MessageKey | string }
  /** Another launch is under way: one at a time (a double click launches once). */
  | { status: 'busy' };

export type TransferResult = { ok: true } | { ok: false; message: MessageKey | string };

type TransferDirection = 'in' | 'out';

/** A page that shows the balance on entry asks for it again only when its answer is older than
 * this (WalletStore.refreshBalanceUnlessRecent): start-up asked a moment before. */
export const BALANCE_FRESH_MS = 5_000;

export class WalletStore {
  /** centerWalletBalance of transfer/getBalance; null until loaded or after logout. */
  centerBalance: number | null = null;
  balance: Record<string, unknown> | null = null;
  balanceLoading = false;
  /** The last balance failure: the server's own text or a MessageKey (genericError). */
  balanceError: MessageKey | string | null = null;
  venueBalances: Record<string, VenueCategoryBalance> = {};
  hideZero: boolean;
  autoTransfer: boolean | null = null;
  transferIn: TransferInDialog | null = null;
  launching = false;
  launchUrl: string | null = null;
  recycling = false;
  /** The balance call under way, which a page entering meanwhile joins instead of asking again. */
  private balanceCall: Promise<void> | null = null;
  /** When the centre balance was last answered (the root clock's time), if ever. */
  private balanceAnsweredAt: number | null = null;
  /** One idempotency key per user intent; kept while the outcome is unknown so a retry reuses it. */
  private intents = new Map<string, string>();

  constructor(private readonly root: RootStore) {
    this.hideZero = root.storage.getItem(StorageKey.hideZero) === '1';
    makeAutoObservable<WalletStore, 'root' | 'intents' | 'balanceCall' | 'balanceAnsweredAt'>(
      this,
      { root: false, intents: false, balanceCall: false, balanceAnsweredAt: false },
    );
  }

  // ---- balances -----------------------------------------------------------------------------

  /** The centre balance (withLockMoney=1). On failure, shows the message when asked. */
  refreshBalance(options: { showError?: boolean } = {}): Promise<void> {
    if (!this.root.session.isLoggedIn) return Promise.resolve();
    const call = this.askBalance(options);
    this.balanceCall = call;
    void call.finally(() => {
      if (this.balanceCall === call) this.balanceCall = null;
    });
    return call;
  }

  /**
   * The balance a page shows on entry: the call under way if there is one, nothing when the
   * balance was answered less than `ms` ago, else a new call. A member's drawn board is taken
   * over, then start-up and the board would each ask within a moment. Money moves ask with
   * refreshBalance itself.
   */
  refreshBalanceUnlessRecent(ms: number): Promise<void> {
    if (this.balanceCall) return this.balanceCall;
    const answered = this.balanceAnsweredAt;
    if (answered !== null && this.root.clock.now() - answered < ms) return Promise.resolve();
    return this.refreshBalance();
  }

  private async askBalance(options: { showError?: boolean }): Promise<void> {
    this.balanceLoading = true;
    try {
      const data = await this.root.call('transferGetBalance', { withLockMoney: 1 });
      runInAction(() => {
        this.balance = { ...asRecord(data) };
        this.centerBalance = readNumber(data, 'centerWalletBalance') ?? 0;
        this.balanceError = null;
        this.balanceAnsweredAt = this.root.clock.now();
      });
    } catch (error) {
      const message = errorText(error);
      runInAction(() => {
        this.balanceError = message;
      });
      if (options.showError) this.root.ui.showError(error);
    } finally {
      runInAction(() => {
        this.balanceLoading = false;
      });
    }
  }

  /** Centre wallet + frozen + every venue (getBalance totalBalance): money moved into a venue
   * is still the player's; null until the balance is answered. */
  get totalBalance(): number | null {
    return readNumber(this.balance, 'totalBalance');
  }

  /** What sits in venues (total - centre - frozen): what 一键回收 brings back; null unknown. */
  get inVenues(): number | null {
    const total = this.totalBalance;
    if (total === null || this.centerBalance === null) return null;
    const frozen = readNumber(this.balance, 'lockMoney') ?? 0;
    return Math.max(0, Math.round((total - this.centerBalance - frozen) * 100) / 100);
  }

  /** The venues' balances of a category (venue/allBalance) and their total, 2 decimals. */
  async loadVenueBalances(category: number = ALL_VENUES_CATEGORY): Promise<void> {
    if (!this.root.session.isLoggedIn) return;
    const data = await this.root.call('venueAllBalance', { category });
    const list = Array.isArray(data?.list) ? data.list : [];
    const venues = list.map((raw): VenueBalance => ({
      channelCode: raw.channelCode,
      name: raw.name || raw.channelCode,
      balance: readNumber(raw, 'balance') ?? 0,
      maintenance: raw.maintenance === true,
    }));
    const total = readNumber(data, 'totalMoney') ?? venues.reduce((sum, v) => sum + v.balance, 0);
    runInAction(() => {
      this.venueBalances[String(category)] = { totalMoney: toMoney2(total), venues };
    });
  }

  /** The venues of a category as listed, without the zero balances when hideZero is on. */
  visibleVenues(category: number = ALL_VENUES_CATEGORY): VenueBalance[] {
    const venues = this.venueBalances[String(category)]?.venues ?? [];
    return this.hideZero ? venues.filter((v) => v.balance !== 0) : venues;
  }

  setHideZero(hide: boolean): void {
    this.hideZero = hide;
    this.root.storage.setItem(StorageKey.hideZero, hide ? '1' : '0');
  }

  clear(): void {
    this.centerBalance = null;
    // the next member's balance is never 'answered a moment ago'
    this.balanceAnsweredAt = null;
    this.balance = null;
    this.balanceError = null;
    this.venueBalances = {};
    this.autoTransfer = null;
    this.transferIn = null;
    this.launchUrl = null;
    this.intents.clear();
  }

  // ---- transfers ----------------------------------------------------------------------------

  private intentKey(signature: string): string {
    let key = this.intents.get(signature);
    if (!key) {
      key = this.root.sdk.newIdempotencyKey();
      this.intents.set(signature, key);
    }
    return key;
  }

  /**
   * Moves money: the same intent (operation, venue, amount) keeps its idempotency key until the
   * server answers, so a retry after a network failure or a timeout is not a second transfer.
   */
  private async moveMoney<K extends MoneyMovingId>(
    operationId: K,
    body: OperationRequestBody<K>,
  ): Promise<void> {
    const signature = `${operationId}:${JSON.stringify(body)}`;
    const idempotencyKey = this.intentKey(signature);
    try {
      await this.root.call(operationId, body, { idempotencyKey });
      this.intents.delete(signature);
    } catch (error) {
      if (isApiError(error)) this.intents.delete(signature); // a definitive answer ends the intent
      throw error;
    }
  }

  /** Transfer between the centre wallet and a venue (in: to the venue; out: back to the centre). */
  async transfer(
    direction: TransferDirection,
    input: { channelCode: string; amount: string },
  ): Promise<TransferResult> {
    const amount = validateTransferAmount(input.amount);
    if (!amount.ok) return amount;
    try {
      await this.moveMoney('transferUtcTransfer', {
        channelCode: input.channelCode,
        amount: amount.value,
        ty: direction === 'in' ? '1' : '2',
      });
    } catch (error) {
      const message = errorText(error);
      if (errorCode(error) === CODE_VENUE_ACTIVITY) this.root.ui.showTips({ content: message });
      else this.root.ui.showError(error);
      return { ok: false, message };
    }
    this.root.ui.success({ key: WALLET_TEXTS.transferred });
    await this.refreshBalance();
    return { ok: true };
  }

  /** Recycles one venue's balance, or every venue's without a channel code. */
  async recycle(channelCode?: string): Promise<boolean> {
    this.recycling = true;
    try {
      await this.moveMoney('venueRecycle', channelCode ? { channelCode } : {});
      this.root.ui.success({ key: WALLET_TEXTS.recycled });
      runInAction(() => {
        this.venueBalances = {};
      });
      await this.refreshBalance();
      return true;
    } catch (error) {
      this.root.ui.showError(error);
      return false;
    } finally {
      runInAction(() => {
        this.recycling = false;
      });
    }
  }

  async setAutoTransfer(on: boolean): Promise<boolean> {
    try {
      await this.root.call('statusSetAutoTransferStatus', { status: on ? 1 : 0 });
      runInAction(() => {
        this.autoTransfer = on;
      });
      return true;
    } catch (error) {
      this.root.ui.showError(error);
      return false;
    }
  }

  // ---- venue launch -------------------------------------------------------------------------

  /**
   * Venue entry: login check, "starting..." overlay, launch. The venue-activity code opens the
   * transfer-in dialog with the server's message; other errors show the server's message.
   */
  async launch(venue: Venue, options: { isActivity?: boolean } = {}): Promise<LaunchResult> {
    if (!this.root.session.requireLogin('dialog')) return { status: 'login_required' };
    if (this.launching) return { status: 'busy' };
    this.launching = true;
    this.root.ui.setVenueEntry(true);
    try {
      const body: OperationRequestBody<'venueLaunch'> = { enName: venue.enName };
      if (venue.gameCode) body.gameCode = venue.gameCode;
      if (options.isActivity !== undefined) body.isActivity = options.isActivity;
      // a launch may move the centre balance (auto-transfer): one idempotency key per intent
      const signature = `venueLaunch:${JSON.stringify(body)}`;
      const data = await this.root
        .call('venueLaunch', body, { idempotencyKey: this.intentKey(signature) })
        .catch((error: unknown) => {
          if (isApiError(error)) this.intents.delete(signature);
          throw error;
        });
      this.intents.delete(signature);
      const url = readString(data, 'url') ?? '';
      runInAction(() => {
        this.launchUrl = url;
      });
      return { status: 'ok', url };
    } catch (error) {
      const message = errorText(error);
      if (errorCode(error) === CODE_VENUE_ACTIVITY && isApiError(error)) {
        // the server's own message; without one, the activity notice (not the generic error)
        const notice = this.openTransferIn(venue, error.message.trim());
        return { status: 'transfer_in', message: notice };
      }
      this.root.ui.showError(error);
      return { status: 'error', message };
    } finally {
      runInAction(() => {
        this.launching = false;
      });
      this.root.ui.setVenueEntry(false);
    }
  }

  // ---- transfer-in dialog (6413) ------------------------------------------------------------

  /** Opens the dialog with the server's message, or the activity notice's key; returns it. */
  openTransferIn(venue: Venue, message: string): MessageKey | string {
    const shown = message || WALLET_TEXTS.activityNotice;
    this.transferIn = { venue, message: shown, amount: '', error: null, busy: false };
    return shown;
  }

  closeTransferIn(): void {
    this.transferIn = null;
  }

  setTransferAmount(amount: string): void {
    if (!this.transferIn) return;
    this.transferIn.amount = amount;
    this.transferIn.error = null;
  }

  /** "All" fills the whole centre-wallet balance. */
  fillAll(): void {
    if (!this.transferIn) return;
    this.transferIn.amount = toMoney2(this.centerBalance ?? 0).replace(/\.00$/, '');
    this.transferIn.error = null;
  }

  /** Transfers in; on success 转账成功, then launches the game and refreshes the balance. */
  async submitTransferIn(): Promise<
    LaunchResult | { status: 'invalid'; message: MessageKey | string }
  > {
    const dialog = this.transferIn;
    if (!dialog || dialog.busy) return { status: 'invalid', message: 'transferAmountRequired' };
    const amount = validateTransferAmount(dialog.amount);
    if (!amount.ok) {
      dialog.error = amount.message;
      return { status: 'invalid', message: amount.message };
    }
    dialog.busy = true;
    const venue = dialog.venue;
    try {
      await this.moveMoney('venueTransfer', {
        channelCode: venue.channelCode ?? venue.enName,
        amount: amount.value,
        ty: '1',
        isActivity: true,
      });
    } catch (error) {
      const message = errorText(error);
      runInAction(() => {
        if (this.transferIn === dialog) {
          dialog.busy = false;
          dialog.error = message;
        }
      });
      if (errorCode(error) === CODE_VENUE_ACTIVITY) this.root.ui.showTips({ content: message });
      else this.root.ui.showError(error);
      return { status: 'error', message };
    }
    runInAction(() => {
      this.transferIn = null;
    });
    this.root.ui.success({ key: WALLET_TEXTS.transferred });
    const [launched] = await Promise.all([
      this.launch(venue, { isActivity: true }),
      this.refreshBalance(),
    ]);
    return launched;
  }

  /** "Enter directly": launches without transferring, accepting the activity restriction. */
  async enterDirectly(): Promise<LaunchResult> {
    const dialog = this.transferIn;
    if (!dialog) return { status: 'error', message: '' };
    this.transferIn = null;
    return this.launch(dialog.venue, { isActivity: true });
  }
}

/** A number to 2 decimals, half away from zero: 1234.5 -> "1234.50". */
export function toMoney2(value: number | string): string {
  const n = toNumber(value);
  return Number.isNaN(n) ? '0.00' : roundHalfAway(n, 2).toFixed(2);
}
