// 提前兑现 (cash-out) of the member's open sports bets, shared by 投注记录 and the board's 我的注单:
// each bet's value now (from its record, then moved by the live feed's cashOut messages), and the
// confirmation: a fresh quote (a few seconds), the amount (full, or part of it), the cash-out with
// one idempotency key per confirmation, a moved value asked again (按新金额兑现?), the balance
// refreshed at once, the bet then 已兑现. Prices and refusals are the server's (venueResource
// cashOutQuote / cashOut, server/sports/cashout.ts).
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../sdk/errors';
import { StorageKey } from '../storageKeys';
import { resourceBase, type ResourceRoot } from './resource';
import { OWN_BOOK } from './SportsStore';
import type { StoreSdk } from '../deps';
import type { KeyValueStorage } from '../../sdk';
import type { FeedCashOutValue } from '../../sdk/sportsFeed';
import type { SocketFactory } from '../deps';
import { SportsLiveFeed } from './LiveFeed';

/** A bet's cash-out state as the records and the feed tell it. */
export interface CashOutState {
  /** Full value now (yuan), null when it cannot be cashed. */
  value: number | null;
  /** The value before the last move (the button shows the direction). */
  previous: number | null;
  /** Why not (CashOutReason) and its Chinese message. */
  reason: string | null;
  message: string;
  /** Paid by cash-outs so far (yuan), and whether the bet is fully cashed out (已兑现). */
  cashedOut: number;
  full: boolean;
}

export type CashOutPhase = 'quoting' | 'confirm' | 'moved' | 'submitting' | 'done' | 'failed';

export interface CashOutDialog {
  ticketId: string;
  phase: CashOutPhase;
  /** The quoted full value (yuan) and its quote. */
  value: number | null;
  quoteId: string | null;
  /** The amount to cash (yuan text): the full value, or less for a partial cash-out. */
  amount: string;
  /** A refusal's or a failure's message. */
  message: string;
  /** What was paid (done). */
  paid: number | null;
  full: boolean;
}

/** The smallest partial cash-out (yuan), as the server has it (MIN_PARTIAL_CASH_OUT). */
export const MIN_PARTIAL_YUAN = 1;

export interface CashOutRoot extends ResourceRoot {
  sdk: StoreSdk;
  storage?: KeyValueStorage;
  wallet?: { refreshBalance?(): Promise<void> };
  socketFactory?: SocketFactory;
  sportsFeedUrl?: string;
  clock: ResourceRoot['clock'] & {
    setTimeout(fn: () => void, ms: number): unknown;
    clearTimeout?(h: unknown): void;
  };
}

export class CashOutBook {
  readonly states = new Map<string, CashOutState>();
  dialog: CashOutDialog | null = null;
  /** The idempotency key of the confirmation under way (reused when it is retried). */
  private key: string | null = null;

  constructor(private readonly root: CashOutRoot) {
    makeAutoObservable<CashOutBook, 'root' | 'key'>(this, { root: false, key: false });
  }

  /**
   * Listens to the live feed for the member's cash-out values (a socket of its own, subscribed
   * to no match); returns the stop function. Without a socket factory the records' quiet refresh
   * still moves the values.
   */
  watchLive(): () => void {
    const { socketFactory, sportsFeedUrl } = this.root;
    if (!socketFactory || !sportsFeedUrl) return () => undefined;
    const feed = new SportsLiveFeed({
      socketFactory,
      clock: this.root.clock,
      url: sportsFeedUrl,
      token: () => this.root.session.token,
      onCashOut: (values) => this.applyFeed(values),
    });
    return feed.attach({
      enName: OWN_BOOK,
      poll: () => Promise.resolve(),
      visibleGameIds: [],
      pushUpdate: () => undefined,
      setLiveStatus: () => undefined,
    });
  }

  /** The states of bets as listed (betRecords' cashOut). */
  seed(rows: ReadonlyArray<{ id: string; cashOut: Omit<CashOutState, 'previous'> | null }>): void {
    for (const r of rows) {
      if (!r.cashOut) continue;
      const before = this.states.get(r.id);
      this.states.set(r.id, { ...r.cashOut, previous: before?.value ?? null });
    }
  }

  /** The live feed's values of the member's open bets. */
  applyFeed(values: readonly FeedCashOutValue[]): void {
    for (const v of values) {
      const before = this.states.get(v.betId);
      if (before?.full) continue;
      this.states.set(v.betId, {
        value: v.value,
        previous: before?.value ?? null,
        reason: v.reason,
        message: v.message,
        cashedOut: before?.cashedOut ?? 0,
        full: false,
      });
    }
  }

  state(id: string): CashOutState | null {
    return this.states.get(id) ?? null;
  }

  /** The player's odds-change preference of the slip (any, higher, ask). */
  get preference(): 'any' | 'higher' | 'ask' {
    const p = this.root.storage?.getItem(StorageKey.oddsPreference);
    return p === 'any' || p === 'higher' ? p : 'ask';
  }

  /** Opens the confirmation of a bet with a fresh quote. */
  async open(ticketId: string): Promise<void> {
    this.key = null;
    this.dialog = {
      ticketId,
      phase: 'quoting',
      value: null,
      quoteId: null,
      amount: '',
      message: '',
      paid: null,
      full: true,
    };
    await this.requote(ticketId, 'confirm');
  }

  close(): void {
    this.dialog = null;
    this.key = null;
  }

  /** The amount field or slider (yuan). */
  setAmount(text: string): void {
    if (this.dialog) this.dialog.amount = text;
  }

  /** Why the amount cannot be cashed, or null. */
  get amountError(): string | null {
    const d = this.dialog;
    if (!d || d.value === null) return null;
    const n = Number(d.amount);
    if (!/^\d+(\.\d{1,2})?$/.test(d.amount.trim()) || !(n > 0)) return '请输入正确的金额';
    if (n > d.value) return `最多可兑现${d.value.toFixed(2)}元`;
    if (n < d.value && n < MIN_PARTIAL_YUAN) return '部分兑现金额最低1元';
    return null;
  }

  /** Cashes the amount at the quote; a moved or expired quote is asked again. */
  async confirm(): Promise<void> {
    const d = this.dialog;
    if (!d || !d.quoteId || d.value === null || this.amountError) return;
    d.phase = 'submitting';
    this.key ??= this.root.sdk.newIdempotencyKey();
    const idempotencyKey = this.key;
    try {
      const data = await this.root.sdk.call(
        'venueResource',
        {
          method: 'cashOut',
          enName: OWN_BOOK,
          Request: {
            ...resourceBase(this.root),
            ticket_id: d.ticketId,
            quoteId: d.quoteId,
            amount: Number(d.amount).toFixed(2),
            oddsChange: this.preference,
            idempotencyKey,
          },
        },
        { idempotencyKey },
      );
      const o = data as { amount?: number; full?: boolean };
      const paid = typeof o.amount === 'number' ? o.amount : Number(d.amount);
      const full = o.full === true;
      runInAction(() => {
        this.key = null;
        const before = this.states.get(d.ticketId);
        this.states.set(d.ticketId, {
          value: full ? null : (before?.value ?? null),
          previous: null,
          reason: full ? 'cashedOut' : (before?.reason ?? null),
          message: full ? '注单已兑现' : (before?.message ?? ''),
          cashedOut: (before?.cashedOut ?? 0) + paid,
          full,
        });
        if (this.dialog) Object.assign(this.dialog, { phase: 'done', paid, full });
      });
      void this.root.wallet?.refreshBalance?.();
    } catch (e) {
      const reason =
        e instanceof ApiError ? (e.data as { reason?: string } | null)?.reason : undefined;
      if (reason === 'moved' || reason === 'expired') {
        // a new confirmation: a new key
        runInAction(() => (this.key = null));
        await this.requote(d.ticketId, 'moved');
        return;
      }
      runInAction(() => {
        if (!this.dialog) return;
        this.dialog.phase = 'failed';
        this.dialog.message = e instanceof Error && e.message ? e.message : '兑现失败,请稍后再试';
      });
    }
  }

  private async requote(ticketId: string, phase: 'confirm' | 'moved'): Promise<void> {
    try {
      const data = await this.root.sdk.call('venueResource', {
        method: 'cashOutQuote',
        enName: OWN_BOOK,
        Request: { ...resourceBase(this.root), ticketIds: [ticketId] },
      });
      const q = (data as { quotes?: Array<Record<string, unknown>> }).quotes?.[0];
      runInAction(() => {
        const d = this.dialog;
        if (!d || d.ticketId !== ticketId) return;
        const value = typeof q?.value === 'number' ? q.value : null;
        const before = this.states.get(ticketId);
        if (before) {
          this.states.set(ticketId, {
            ...before,
            previous: before.value,
            value,
            reason: typeof q?.reason === 'string' ? q.reason : null,
            message: typeof q?.message === 'string' ? q.message : '',
          });
        }
        if (value === null || typeof q?.quoteId !== 'string') {
          d.phase = 'failed';
          d.value = null;
          d.message = typeof q?.message === 'string' && q.message ? q.message : '暂不可兑现';
          return;
        }
        // a partial amount keeps its share of the new value
        const share = d.value && d.amount ? Math.min(1, Number(d.amount) / d.value) : 1;
        d.value = value;
        d.quoteId = q.quoteId;
        d.amount = (share >= 1 ? value : Math.floor(value * share * 100) / 100).toFixed(2);
        d.phase = phase;
        d.message = '';
      });
    } catch (e) {
      runInAction(() => {
        if (!this.dialog) return;
        this.dialog.phase = 'failed';
        this.dialog.message = e instanceof Error && e.message ? e.message : '兑现失败,请稍后再试';
      });
    }
  }
}
