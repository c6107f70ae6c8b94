// 博彩责任 (issue 12): the member's deposit limits (daily, weekly, monthly), daily loss limit and
// reality-check interval (userResponsibleInfo / userResponsibleLimits), time-out and
// self-exclusion (userResponsiblePause: every session ends, so the store logs out), and the
// reality check: every 30 or 60 minutes of a logged-in session a dialog shows the time played and
// the net result (the change of the centre balance since the session started), to continue or
// log out. The timer runs on the root's clock, so tests move time.
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { OperationResponseData } from '../../sdk/operations.generated';
import type { RootStore } from '../RootStore';
import type { TimerHandle } from '../deps';
import { Loadable } from '../load/Loadable';
import { errorCode, errorText, isHandledGlobally } from '../util';
import { BALANCE_FRESH_MS } from '../wallet/WalletStore';
import type { MemberResult } from './MemberStore';

export type ResponsibleData = OperationResponseData<'userResponsibleInfo'>;
export type PauseData = OperationResponseData<'userResponsiblePause'>;
export type LimitField = 'depositDaily' | 'depositWeekly' | 'depositMonthly' | 'lossDaily';
export type PausePeriod = '24h' | '7d' | '30d' | '6m' | '1y' | '5y';
export type RealityInterval = 0 | 30 | 60;

export const LIMIT_FIELDS: readonly LimitField[] = [
  'depositDaily',
  'depositWeekly',
  'depositMonthly',
  'lossDaily',
];
export const TIMEOUT_PERIODS: readonly PausePeriod[] = ['24h', '7d', '30d'];
export const EXCLUSION_PERIODS: readonly PausePeriod[] = ['6m', '1y', '5y'];
export const MAX_LIMIT = 10_000_000;

/** What a limit field's text means: empty = none, else a whole number of yuan 1..10,000,000. */
export type LimitCheck =
  { ok: true; value: number | null } | { ok: false; error: 'negative' | 'notWhole' | 'range' };

export function checkLimitText(text: string): LimitCheck {
  const t = text.trim();
  if (t === '') return { ok: true, value: null };
  if (t.startsWith('-')) return { ok: false, error: 'negative' };
  if (!/^\d+$/.test(t)) return { ok: false, error: 'notWhole' };
  const value = Number(t);
  if (value < 1 || value > MAX_LIMIT) return { ok: false, error: 'range' };
  return { ok: true, value };
}

/** A limit set in the form: whether it applies now or waits 24 hours. */
export function isIncrease(current: number | null, next: number | null): boolean {
  if (next === current) return false;
  return next === null || (current !== null && next > current);
}

export interface RealityDue {
  /** Whole minutes since the session started. */
  minutes: number;
  /** Change of the centre balance since the session started (yuan); null when unknown. */
  net: number | null;
}

export class ResponsibleStore {
  readonly settings: Loadable<ResponsibleData>;
  saving = false;
  pausing = false;
  /** The open reality check, or null. */
  due: RealityDue | null = null;
  sessionStart: number | null = null;
  startBalance: number | null = null;
  private timer: TimerHandle | null = null;
  private interval: RealityInterval = 0;

  constructor(private readonly root: RootStore) {
    this.settings = new Loadable(() => root.call('userResponsibleInfo', {}));
    makeAutoObservable<ResponsibleStore, 'root' | 'timer' | 'interval'>(this, {
      root: false,
      settings: false,
      timer: false,
      interval: false,
    });
  }

  /** Saves the limits and the interval; the answer (with the increases waiting) replaces the settings. */
  async saveLimits(
    input: Record<LimitField, number | null> & { realityCheck: RealityInterval },
  ): Promise<MemberResult> {
    this.saving = true;
    try {
      const data = await this.root.call('userResponsibleLimits', input);
      this.settings.set(data);
      this.setInterval(data.realityCheck as RealityInterval);
      return { ok: true };
    } catch (error) {
      if (isHandledGlobally(error)) return { ok: false, code: errorCode(error), message: '' };
      return { ok: false, code: errorCode(error), message: errorText(error) };
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** Starts a time-out or self-exclusion: the server ends every session, so the session is cleared. */
  async pause(period: PausePeriod): Promise<MemberResult & { until?: string }> {
    this.pausing = true;
    try {
      const data = await this.root.call('userResponsiblePause', { period });
      this.stop();
      this.root.session.clearSession();
      this.root.events.emit({ type: 'navigate', to: '/' });
      return { ok: true, until: data.until };
    } catch (error) {
      if (isHandledGlobally(error)) return { ok: false, code: errorCode(error), message: '' };
      return { ok: false, code: errorCode(error), message: errorText(error) };
    } finally {
      runInAction(() => {
        this.pausing = false;
      });
    }
  }

  // ---- reality check ------------------------------------------------------------------------

  /** Follows the session: a login starts the session clock and the timer, a logout stops them. */
  watch(): () => void {
    const dispose = reaction(
      () => this.root.session.isLoggedIn,
      (loggedIn) => (loggedIn ? void this.begin() : this.stop()),
      { fireImmediately: true },
    );
    return () => {
      dispose();
      this.stop();
    };
  }

  /** A session starts: its start time, the balance to measure the net result from, the interval.
   * The balance is start-up's when it has one under way (a member's page load asks once, the
   * check mounting meanwhile joins that call). */
  async begin(): Promise<void> {
    this.stop();
    this.sessionStart = this.root.clock.now();
    await Promise.all([
      this.settings.load(),
      this.root.wallet.centerBalance === null
        ? this.root.wallet.refreshBalanceUnlessRecent(BALANCE_FRESH_MS)
        : Promise.resolve(),
    ]);
    runInAction(() => {
      this.startBalance = this.root.wallet.centerBalance;
    });
    const rc = this.settings.data?.realityCheck;
    this.setInterval(rc === 30 || rc === 60 ? rc : 0);
  }

  stop(): void {
    if (this.timer !== null) this.root.clock.clearInterval(this.timer);
    this.timer = null;
    this.due = null;
  }

  /** (Re)schedules the check every `minutes` (0 = off), counted from the session start. */
  setInterval(minutes: RealityInterval): void {
    this.interval = minutes;
    if (this.timer !== null) this.root.clock.clearInterval(this.timer);
    this.timer = null;
    if (minutes === 0 || !this.root.session.isLoggedIn) return;
    if (this.sessionStart === null) this.sessionStart = this.root.clock.now();
    this.timer = this.root.clock.setInterval(() => void this.check(), minutes * 60_000);
  }

  /** The timer fired: refresh the balance and open the check. */
  async check(): Promise<void> {
    if (!this.root.session.isLoggedIn || this.sessionStart === null) return;
    await this.root.wallet.refreshBalance();
    runInAction(() => {
      const start = this.sessionStart ?? this.root.clock.now();
      const now = this.root.wallet.centerBalance;
      this.due = {
        minutes: Math.floor((this.root.clock.now() - start) / 60_000),
        net:
          now !== null && this.startBalance !== null
            ? Math.round((now - this.startBalance) * 100) / 100
            : null,
      };
    });
  }

  /** 继续游戏: closes the check; the next one comes after the interval. */
  continuePlaying(): void {
    this.due = null;
  }

  /** 退出登录 from the check. */
  async logoutNow(): Promise<void> {
    this.stop();
    await this.root.session.logout();
    this.root.events.emit({ type: 'navigate', to: '/' });
  }
}
