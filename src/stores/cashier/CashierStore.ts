// The cashier (issue 11): deposit channels and orders, the waiting pages' order watch, withdraw
// info and orders, the withdraw password, withdrawal accounts (bank cards, Alipay, virtual-coin
// addresses) and the transaction records. Play money only: channels are data of payment/types.
import { makeAutoObservable, runInAction } from 'mobx';
import { validateWithdrawPassword, type MessageKey } from '../../domain';
import type { OperationData } from '../../sdk';
import { Code } from '../../sdk/codes';
import type { OperationRequestBody } from '../../sdk/operations.generated';
import type { MoneyMovingId } from '../api';
import { Loadable, PagedList } from '../load/Loadable';
import type { TimerHandle } from '../deps';
import type { RootStore } from '../RootStore';
import { errorText, isApiError } from '../util';
import { sendCodeTwo, type CodeSend } from '../session/sendCodeTwo';
import { formatDayBound, parseDateTime, pollDelay } from './rules';

export type PaymentGroup = OperationData<'paymentTypes'>[number];
export type PaymentChannel = PaymentGroup['channels'][number];
export type DepositOrder = OperationData<'paymentPay'>;
export type DepositStatus = OperationData<'paymentGetDepositOrderStatus'>['status'];
export type WithdrawInfo = OperationData<'withdrawWithdrawInfo'>;
export type UsdtWithdrawInfo = OperationData<'withdrawUsdtWithdrawInfo'>;
export type WithdrawCfg = OperationData<'withdrawBaseCfgList'>[number];
export type WithdrawOrder = OperationData<'withdrawWithdrawOrderInfo'>;
export type PayoutAccount = OperationData<'bankCardQueryMemberBanksInfoList'>[number];
export type PayoutKind = PayoutAccount['type'];
export type BankOption = OperationData<'bankCardWithdrawAddList'>[number];
export type CoinOption = OperationData<'vCurrencyList'>[number];
export type RewardConfig = OperationData<'userFeedbackQuerySiteDepositRewardConfigList'>[number];
/** 6037: locked after too many wrong attempts. */
const LOCKED = 6037;
const MAX_TIMER_MS = 2_147_483_647;

export type DealRecord = OperationData<'transactionsQueryDealRecord'>['list'][number];
export type DealType = DealRecord['type'];
export type SignalCode = OperationData<'paymentCreateSignalCode'>;
export type CustomerInfo = OperationData<'paymentGetCustomerInfo'>;

/** Outcome of a call a screen reports: ok, or the server's message (or the genericError key). */
export type Outcome<T = null> = { ok: true; value: T } | { ok: false; message: string };

/** The withdraw password's one rule (6 digits) as an Outcome, or null when it holds. */
function pinProblem(password: string): { ok: false; message: MessageKey } | null {
  const checked = validateWithdrawPassword(password);
  return checked.ok ? null : { ok: false, message: checked.message };
}

/** The deposit orders created in this browser, so a waiting page survives a reload. */
export const PENDING_DEPOSITS_KEY = 'cashier.deposits';

export interface DealFilter {
  type: DealType | 'all';
  /** From and to, inclusive, as local dates; null = no bound. */
  from: Date | null;
  to: Date | null;
  status: DealRecord['status'] | 'all';
}

export class CashierStore {
  readonly paymentTypes: Loadable<PaymentGroup[]>;
  /** The site's deposit rewards: the name the deposit page gives the channels' 存款加赠. */
  readonly rewards: Loadable<RewardConfig[]>;
  readonly withdrawInfo: Loadable<WithdrawInfo>;
  readonly usdtInfo: Loadable<UsdtWithdrawInfo>;
  readonly withdrawCfg: Loadable<WithdrawCfg[]>;
  readonly accounts: Loadable<PayoutAccount[]>;
  readonly banks: Loadable<BankOption[]>;
  readonly coins: Loadable<CoinOption[]>;
  readonly records: PagedList<DealRecord>;
  readonly transferRate: Loadable<OperationData<'transferGetTransferRate'>>;
  dealFilter: DealFilter = { type: 'all', from: null, to: null, status: 'all' };
  /** Deposit orders by number (the pay answer, which the waiting page shows). */
  orders: Record<string, DepositOrder> = {};
  paying = false;
  withdrawing = false;
  /** The last withdrawal order placed here (its status is read with withdrawOrderInfo). */
  lastWithdraw: WithdrawOrder | null = null;
  /**
   * When the withdraw password is locked after too many wrong ones (6037 of a withdrawal or of a
   * change), the end of the lock as the server gives it ('YYYY-MM-DD HH:mm:ss', Beijing time);
   * null when it is not locked. Cleared when that moment passes.
   */
  passwordLockedUntil: string | null = null;
  private lockTimer: TimerHandle | null = null;
  private intents = new Map<string, string>();

  constructor(private readonly root: RootStore) {
    this.paymentTypes = new Loadable(async () => [...(await root.call('paymentTypes', {}))]);
    this.rewards = new Loadable(async () => [
      ...(await root.call('userFeedbackQuerySiteDepositRewardConfigList', {})),
    ]);
    this.withdrawInfo = new Loadable(() => root.call('withdrawWithdrawInfo', {}));
    this.usdtInfo = new Loadable(() => root.call('withdrawUsdtWithdrawInfo', {}));
    this.withdrawCfg = new Loadable(async () => [...(await root.call('withdrawBaseCfgList', {}))]);
    this.accounts = new Loadable(async () => [
      ...(await root.call('bankCardQueryMemberBanksInfoList', {})),
    ]);
    this.banks = new Loadable(async () => [...(await root.call('bankCardWithdrawAddList', {}))]);
    this.coins = new Loadable(async () => [...(await root.call('vCurrencyList', {}))]);
    this.transferRate = new Loadable(() =>
      root.call('transferGetTransferRate', { currency: 'USDT' }),
    );
    this.records = new PagedList(async (pageNum, pageSize) => {
      const f = this.dealFilter;
      const body: OperationRequestBody<'transactionsQueryDealRecord'> = { pageNum, pageSize };
      if (f.type !== 'all') body.type = f.type;
      if (f.status !== 'all') body.status = f.status;
      if (f.from) body.beginTime = formatDayBound(f.from, false);
      if (f.to) body.endTime = formatDayBound(f.to, true);
      const data = await root.call('transactionsQueryDealRecord', body);
      return { list: [...data.list], total: data.total };
    }, 10);
    this.orders = this.readStoredOrders();
    makeAutoObservable<CashierStore, 'root' | 'intents' | 'lockTimer'>(this, {
      root: false,
      intents: false,
      lockTimer: false,
    });
  }

  // ---- idempotency ------------------------------------------------------------------------

  private intentKey(signature: string): string {
    let key = this.intents.get(signature);
    if (!key) {
      key = this.root.sdk.newIdempotencyKey();
      this.intents.set(signature, key);
    }
    return key;
  }

  /** A money-moving call: the same intent keeps its key until the server answers definitively. */
  private async moveMoney<K extends MoneyMovingId>(
    operationId: K,
    body: OperationRequestBody<K>,
    signature: string,
  ) {
    const sig = `${operationId}:${signature}`;
    const idempotencyKey = this.intentKey(sig);
    try {
      const data = await this.root.call(operationId, body, { idempotencyKey });
      this.intents.delete(sig);
      return data;
    } catch (error) {
      if (isApiError(error)) this.intents.delete(sig);
      throw error;
    }
  }

  // ---- deposit ----------------------------------------------------------------------------

  /** Creates a deposit order; a retry of the same intent (channel, amount) reuses its key. */
  async pay(input: {
    channelId: number;
    amount: string;
    activityId?: number;
    protocol?: 'TRC20' | 'ERC20';
    currency?: 'CNY' | 'USDT';
  }): Promise<Outcome<DepositOrder>> {
    if (this.paying) return { ok: false, message: '' };
    this.paying = true;
    const body: OperationRequestBody<'paymentPay'> = {
      channelId: input.channelId,
      amount: input.amount,
    };
    if (input.activityId !== undefined) body.activityId = input.activityId;
    if (input.protocol) body.protocol = input.protocol;
    if (input.currency) body.currency = input.currency;
    try {
      const order = await this.moveMoney('paymentPay', body, JSON.stringify(body));
      runInAction(() => {
        this.orders[order.orderNo] = order;
        this.storeOrders();
      });
      return { ok: true, value: order };
    } catch (error) {
      return { ok: false, message: errorText(error) };
    } finally {
      runInAction(() => {
        this.paying = false;
      });
    }
  }

  /** A watch of one deposit order for its waiting page (status polling with backoff). */
  watchDeposit(orderNo: string): DepositWatch {
    return new DepositWatch(this.root, this, orderNo);
  }

  forgetOrder(orderNo: string): void {
    delete this.orders[orderNo];
    this.storeOrders();
  }

  private readStoredOrders(): Record<string, DepositOrder> {
    try {
      const raw = this.root.storage.getItem(PENDING_DEPOSITS_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, DepositOrder>) : {};
    } catch {
      return {};
    }
  }

  private storeOrders(): void {
    this.root.storage.setItem(PENDING_DEPOSITS_KEY, JSON.stringify(this.orders));
  }

  // ---- withdraw ---------------------------------------------------------------------------

  /**
   * Whether withdrawing asks for the withdraw password: the site's withdrawPasswordEnabled flag
   * (preInfo), as withdrawInfo's needSecondPassword reports it once loaded.
   */
  get withdrawPasswordNeeded(): boolean {
    return (
      this.withdrawInfo.data?.needSecondPassword ?? this.root.site.flags.withdrawPasswordEnabled
    );
  }

  /** Places a withdrawal: password hashed (when the site asks for one), one idempotency key per
   * intent. */
  async withdraw(input: {
    type: PayoutKind;
    cardId: number;
    amount: string;
    password: string;
  }): Promise<Outcome<WithdrawOrder | null>> {
    if (this.withdrawing) return { ok: false, message: '' };
    const asked = this.withdrawPasswordNeeded;
    const rule = asked ? pinProblem(input.password) : null;
    if (rule) return rule;
    this.withdrawing = true;
    try {
      const body: OperationRequestBody<'withdrawNew'> = {
        type: input.type,
        cardId: input.cardId,
        amount: input.amount,
      };
      if (asked) body.secondPassword = await this.root.crypto.hashPassword(input.password);
      const placed = await this.moveMoney(
        'withdrawNew',
        body,
        `${input.type}:${input.cardId}:${input.amount}`,
      );
      let order: WithdrawOrder | null = null;
      try {
        order = await this.root.call('withdrawWithdrawOrderInfo', { orderNo: placed.orderNo });
      } catch {
        order = null;
      }
      runInAction(() => {
        this.lastWithdraw = order;
      });
      void this.root.wallet.refreshBalance();
      void this.withdrawInfo.load();
      return { ok: true, value: order };
    } catch (error) {
      this.noteLock(error);
      return { ok: false, message: errorText(error) };
    } finally {
      runInAction(() => {
        this.withdrawing = false;
      });
    }
  }

  /** Reads the end of a withdraw-password lock (6037) and clears it when that moment passes. */
  private noteLock(error: unknown): void {
    if (!isApiError(error) || error.code !== LOCKED) return;
    const data: unknown = error.data;
    const given =
      typeof data === 'object' && data !== null && 'until' in data && typeof data.until === 'string'
        ? data.until
        : (/(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})/.exec(error.message)?.[1] ?? null);
    const ends = given ? parseDateTime(given) : Number.NaN;
    if (!given || Number.isNaN(ends)) return;
    runInAction(() => {
      this.passwordLockedUntil = given;
    });
    if (this.lockTimer !== null) this.root.clock.clearTimeout(this.lockTimer);
    const check = (): void => {
      const left = ends - this.root.clock.now();
      if (left > 0) {
        // timers hold at most 2^31 - 1 ms; a longer lock is checked again then
        this.lockTimer = this.root.clock.setTimeout(check, Math.min(left, MAX_TIMER_MS));
        return;
      }
      this.lockTimer = null;
      runInAction(() => {
        if (this.passwordLockedUntil === given) this.passwordLockedUntil = null;
      });
    };
    check();
  }

  async refreshWithdrawOrder(): Promise<void> {
    const current = this.lastWithdraw;
    if (!current) return;
    try {
      const order = await this.root.call('withdrawWithdrawOrderInfo', { orderNo: current.orderNo });
      const reviewed = order.status !== current.status;
      runInAction(() => {
        this.lastWithdraw = order;
      });
      // a review result moves money (a rejection gives the frozen amount back): show it now
      if (reviewed) await this.refreshMoney();
    } catch {
      // keeps the last known state
    }
  }

  /**
   * Balances after a movement this page did not make (a review result, a settlement, a game
   * round elsewhere): the centre wallet and, once loaded, what can be withdrawn, each shown as
   * it is until the new answer replaces it. The withdraw page calls it when it gets focus back.
   */
  refreshMoney(): Promise<unknown> {
    return Promise.all([
      this.root.wallet.refreshBalance(),
      this.withdrawInfo.status === 'ready' ? this.withdrawInfo.refresh() : Promise.resolve(),
    ]);
  }

  /** Sets the first withdraw password. */
  async setWithdrawPassword(password: string): Promise<Outcome> {
    const rule = pinProblem(password);
    if (rule) return rule;
    return this.attempt(async () => {
      const hash = await this.root.crypto.hashPassword(password);
      await this.root.call('userWithdrawalPwdSet', { secondPassword: hash, confirmPassword: hash });
      await this.root.session.fetchUserInfo();
    });
  }

  /** Changes the withdraw password with the old one (a wrong old one counts towards the lock). */
  async changeWithdrawPassword(oldPassword: string, password: string): Promise<Outcome> {
    const rule = pinProblem(oldPassword) ?? pinProblem(password);
    if (rule) return rule;
    return this.attempt(async () => {
      const [old, next] = await Promise.all([
        this.root.crypto.hashPassword(oldPassword),
        this.root.crypto.hashPassword(password),
      ]);
      try {
        await this.root.call('userWithdrawalPwdUpdate', {
          oldPassword: old,
          secondPassword: next,
          confirmPassword: next,
        });
      } catch (error) {
        this.noteLock(error);
        throw error;
      }
    });
  }

  /**
   * Sends a code for the withdraw password to the bound phone (cate 0) or e-mail (cate 1), behind
   * the picture captcha (sendCodeTwo): ok only when sent; a refused picture answers the server's
   * reason, a closed captcha an empty message (no countdown either way).
   */
  async sendPasswordCode(via: 'phone' | 'email'): Promise<Outcome> {
    let outcome: CodeSend = { sent: false, reason: null, code: null };
    const result = await this.attempt(async () => {
      outcome = await sendCodeTwo(this.root, { cate: via === 'phone' ? '0' : '1', type: '8' });
    });
    if (!result.ok || outcome.sent) return result;
    return { ok: false, message: outcome.reason ?? '' };
  }

  /** Resets the withdraw password with a phone code, or with an e-mail code checked first. */
  async resetWithdrawPassword(input: {
    via: 'phone' | 'email';
    code: string;
    email?: string;
    password: string;
  }): Promise<Outcome> {
    const rule = pinProblem(input.password);
    if (rule) return rule;
    return this.attempt(async () => {
      const secondPassword = await this.root.crypto.hashPassword(input.password);
      if (input.via === 'email') {
        const checked = await this.root.call('userWithdrawalPwdEmailCheck', {
          email: input.email ?? '',
          code: input.code,
        });
        await this.root.call('userWithdrawalPwdReset', {
          cate: '1',
          ticket: checked.ticket,
          secondPassword,
        });
      } else {
        await this.root.call('userWithdrawalPwdReset', {
          cate: '0',
          code: input.code,
          secondPassword,
        });
      }
      // a reset is the way out of a lock: the server lifts it too
      runInAction(() => {
        this.passwordLockedUntil = null;
      });
    });
  }

  // ---- withdrawal accounts ----------------------------------------------------------------

  accountsOf(kind: PayoutKind): PayoutAccount[] {
    return (this.accounts.data ?? []).filter((a) => a.type === kind);
  }

  async saveAccount(body: OperationRequestBody<'bankCardSave'>): Promise<Outcome<PayoutAccount>> {
    try {
      const saved = await this.root.call('bankCardSave', body);
      await this.accounts.refresh();
      return { ok: true, value: saved };
    } catch (error) {
      return { ok: false, message: errorText(error) };
    }
  }

  async removeAccount(id: number): Promise<Outcome> {
    return this.attempt(async () => {
      await this.root.call('bankCardRemove', { id });
      await this.accounts.refresh();
    });
  }

  async setDefaultAccount(id: number): Promise<Outcome> {
    return this.attempt(async () => {
      await this.root.call('bankCardSetDefault', { id });
      await this.accounts.refresh();
    });
  }

  // ---- transaction records ----------------------------------------------------------------

  setDealFilter(change: Partial<DealFilter>): void {
    this.dealFilter = { ...this.dealFilter, ...change };
    void this.records.reload();
  }

  clear(): void {
    this.lastWithdraw = null;
    this.intents.clear();
  }

  private async attempt(fn: () => Promise<void>): Promise<Outcome> {
    try {
      await fn();
      return { ok: true, value: null };
    } catch (error) {
      return { ok: false, message: errorText(error) };
    }
  }
}

export type WatchOutcome = 'pending' | 'paid' | 'expired' | 'closed' | 'missing';

/**
 * One deposit order watched by its waiting page: polls its status with a growing delay, counts
 * down to its expiry, closes it on request. `stop()` when the page goes.
 */
export class DepositWatch {
  status: WatchOutcome = 'pending';
  order: DepositOrder | null;
  amount: number | null = null;
  expiresAt: number | null = null;
  now: number;
  signal: SignalCode | null = null;
  customer: CustomerInfo | null = null;
  closing = false;
  error: string | null = null;
  private attempt = 0;
  private timer: TimerHandle | null = null;
  private ticker: TimerHandle | null = null;
  private stopped = false;

  constructor(
    private readonly root: RootStore,
    private readonly cashier: CashierStore,
    readonly orderNo: string,
  ) {
    this.order = cashier.orders[orderNo] ?? null;
    this.amount = this.order ? this.order.amount : null;
    this.now = root.clock.now();
    const expiry = this.order ? parseDateTime(this.order.expireTime) : Number.NaN;
    this.expiresAt = Number.isNaN(expiry) ? null : expiry;
    makeAutoObservable<
      DepositWatch,
      'root' | 'cashier' | 'attempt' | 'timer' | 'ticker' | 'stopped'
    >(this, {
      root: false,
      cashier: false,
      attempt: false,
      timer: false,
      ticker: false,
      stopped: false,
    });
  }

  get remainingMs(): number | null {
    return this.expiresAt === null ? null : Math.max(0, this.expiresAt - this.now);
  }

  /** First status check, the signal code and service info, then polling and the countdown. */
  async start(): Promise<void> {
    this.stopped = false;
    this.ticker = this.root.clock.setInterval(() => this.tick(), 1000);
    this.tick();
    if (this.status !== 'pending') return;
    void this.loadExtras();
    await this.poll();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.root.clock.clearTimeout(this.timer);
    if (this.ticker !== null) this.root.clock.clearInterval(this.ticker);
    this.timer = null;
    this.ticker = null;
  }

  tick(): void {
    this.now = this.root.clock.now();
    if (this.status === 'pending' && this.remainingMs === 0) {
      this.status = 'expired';
      this.stop();
    }
  }

  private async loadExtras(): Promise<void> {
    const [signal, customer] = await Promise.allSettled([
      this.root.call('paymentCreateSignalCode', { orderNo: this.orderNo }),
      this.root.call('paymentGetCustomerInfo', {}),
    ]);
    runInAction(() => {
      if (signal.status === 'fulfilled') {
        this.signal = signal.value;
        if (this.expiresAt === null) {
          const t = parseDateTime(signal.value.expireTime);
          if (!Number.isNaN(t)) this.expiresAt = t;
        }
      }
      if (customer.status === 'fulfilled') this.customer = customer.value;
    });
  }

  /** One status check; schedules the next one while pending. */
  async poll(): Promise<void> {
    if (this.stopped) return;
    try {
      const s = await this.root.call('paymentGetDepositOrderStatus', { orderNo: this.orderNo });
      if (this.stopped) return;
      runInAction(() => {
        this.amount = s.amount;
        this.error = null;
        if (s.status === 'paid') this.status = 'paid';
        else if (s.status === 'closed' || s.status === 'failed') this.status = 'closed';
      });
      if (s.status === 'paid') {
        this.finish();
        await this.root.wallet.refreshBalance();
        return;
      }
      if (s.status !== 'pending') {
        this.finish();
        return;
      }
    } catch (error) {
      if (isApiError(error) && error.code === Code.NotFound) {
        runInAction(() => {
          this.status = 'missing';
        });
        this.finish();
        return;
      }
      runInAction(() => {
        this.error = errorText(error);
      });
    }
    if (this.stopped) return;
    this.timer = this.root.clock.setTimeout(() => void this.poll(), pollDelay(this.attempt++));
  }

  /** Cancels the order (after the player confirmed). */
  async close(): Promise<Outcome> {
    this.closing = true;
    try {
      await this.root.call('paymentCloseOrder', { orderNo: this.orderNo });
      runInAction(() => {
        this.status = 'closed';
      });
      this.finish();
      return { ok: true, value: null };
    } catch (error) {
      return { ok: false, message: errorText(error) };
    } finally {
      runInAction(() => {
        this.closing = false;
      });
    }
  }

  private finish(): void {
    this.stop();
    this.cashier.forgetOrder(this.orderNo);
  }
}
