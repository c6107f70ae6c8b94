// The betting slip (spec sections 4 and 5): selection rules, modes, stakes, returns and placement
// through venue/resource with one idempotency key per placing intent.
import { StorageKey } from '../storageKeys';
import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageKey } from '../../domain/messages';
import { capStake } from '../../domain/money';
import { toNumber } from '../../domain/number';
import {
  displayFormatOf,
  displayPlayOdds,
  fromHongKong,
  toHongKong,
  type OddsFormat,
} from '../../domain/odds';
import {
  allLegs,
  parseSeriesType,
  seriesQuote,
  seriesTypeCode,
  seriesTypesFor,
  singleWin,
  type SeriesQuote,
  type SeriesType,
} from '../../domain/parlay';
import { validateStake } from '../../domain/validators';
import { ApiError } from '../../sdk/errors';
import {
  resourceBase,
  type ResourceBase,
  type ResourceBodyOf,
  type ResourceRequestOf,
} from '../sports/resource';
import type {
  BetActive,
  PickInput,
  PriceMove,
  PlaceOutcome,
  Receipt,
  SelectOutcome,
  SlipPick,
  SlipRoot,
} from './types';

export type {
  PickInput,
  PlaceOutcome,
  PriceMove,
  Receipt,
  SelectOutcome,
  SlipPick,
  SlipRoot,
} from './types';

/** Spec section 9: at most 10 selections. */
export const MAX_SELECTIONS = 10;
/** How often picks in delay status (order being confirmed) are asked about again. Designed. */
export const DELAY_POLL_MS = 3000;

export type SlipMode = 'single' | 'multiple';

/**
 * What the slip does when a pick's odds move before placing (saved for the player): take any
 * change, take only a better price (a worse one asks), or always ask.
 */
export type OddsPreference = 'any' | 'higher' | 'ask';
export const ODDS_PREFERENCES: readonly OddsPreference[] = ['any', 'higher', 'ask'];

/** Storage keys of the slip: the picks (they survive a reload) and the odds preference. */
export const SLIP_STORAGE_KEY = StorageKey.slip;
export const ODDS_PREFERENCE_KEY = StorageKey.oddsPreference;
export const QUICK_STAKES_KEY = 'sportsQuickStakes';
/** Set once the 单注 hint (单注模式仅保留一个投注项) was shown: it is said once. */
export const SINGLE_HINT_KEY = 'sportsSingleHintShown';
/** Quick-stake chips until the player edits them. Designed. */
export const DEFAULT_QUICK_STAKES: readonly number[] = [10, 50, 100, 500, 1000];

type PlaceBetRequest = ResourceRequestOf<'placeBet'>;
type BetSelection = PlaceBetRequest['selections'][number];
type PlaceFields = Omit<PlaceBetRequest, keyof ResourceBase | 'idempotencyKey'>;

/** One bet to place: the picks it covers and its request fields. */
interface Intent {
  picks: SlipPick[];
  fields: PlaceFields;
}

type SendFailure = { ok: false; definitive: boolean; code: number | null; message: string };
type SendResult = { ok: true; tickets: Ticket[] } | SendFailure;

const CONFIRMING: ReadonlySet<BetActive> = new Set(['submitting', 'delay']);

export class SlipStore {
  picks: SlipPick[] = [];
  /** Multiple mode (多注): several picks, each its own single bet. Off (单注 mode) by default. */
  multiple = false;
  /** Series mode (串关): the picks combined into one ticket of the chosen combination type. */
  series = false;
  /** The stake per bet of the 串关 (every combination of the type is staked with it). */
  seriesStake = '';
  seriesError: MessageKey | null = null;
  /** Why the series stake was last capped (the balance or the maximum), for the slip to say. */
  seriesCapReason: CapReason | null = null;
  /** The chosen 串关 combination type (wire code kx1 or nxM); null or not offered: N串1. */
  seriesCode: string | null = null;
  /** The tickets of the last placement as the server accepted them (the receipt). */
  receipts: Receipt[] = [];
  /** A pick just replaced the previous one in 单注 mode (the hint shows, once per browser). */
  singleHint = false;
  /** The player's odds-change preference (saved). */
  oddsPreference: OddsPreference = 'ask';
  /** The quick-stake chips (saved, editable). */
  quickStakes: number[] = [...DEFAULT_QUICK_STAKES];
  placing = false;
  /** The last placing failure: the server's message text, or a MessageKey (betNetworkError). */
  lastError: string | null = null;

  /** The idempotency key of each placing intent, kept until the server answers definitively. */
  private intents = new Map<string, string>();
  private pollHandle: unknown = null;

  constructor(private readonly root: SlipRoot) {
    makeAutoObservable<SlipStore, 'root' | 'intents' | 'pollHandle'>(this, {
      root: false,
      intents: false,
      pollHandle: false,
    });
    this.restore();
  }

  /** Send acceptOddsChange: the server may take a changed price without asking. */
  get acceptOddsChange(): boolean {
    return this.oddsPreference === 'any';
  }

  // ---- persistence --------------------------------------------------------------------------

  private restore(): void {
    const storage = this.root.storage;
    if (!storage) return;
    const pref = storage.getItem(ODDS_PREFERENCE_KEY);
    if (pref === 'any' || pref === 'higher' || pref === 'ask') this.oddsPreference = pref;
    const chips = (storage.getItem(QUICK_STAKES_KEY) ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isFinite(n) && n > 0);
    if (chips.length > 0) this.quickStakes = chips.slice(0, 6);
    const raw = storage.getItem(SLIP_STORAGE_KEY);
    if (!raw) return;
    try {
      const saved = JSON.parse(raw) as Partial<SavedSlip>;
      const picks = Array.isArray(saved.picks) ? saved.picks.filter(isSavedPick) : [];
      this.picks = picks.slice(0, MAX_SELECTIONS).map((p) => ({
        ...p,
        bettingData: { active: 'idle', ticket_id: null, message: null },
        stakeError: null,
        capReason: null,
        lineChanged: p.lineChanged === true,
        suspended: false, // the board's feed says again
        previousRatio: typeof p.previousRatio === 'string' ? p.previousRatio : null,
        limits: { min: p.limits.min, max: p.limits.max ?? Infinity },
      }));
      this.multiple = saved.multiple === true;
      this.series = saved.series === true;
      this.seriesStake = typeof saved.seriesStake === 'string' ? saved.seriesStake : '';
      this.seriesCode = typeof saved.seriesCode === 'string' ? saved.seriesCode : null;
      this.markInvalid();
    } catch {
      storage.removeItem(SLIP_STORAGE_KEY);
    }
  }

  /** Saves the picks (not their placing state) so a reload keeps them. */
  private save(): void {
    const storage = this.root.storage;
    if (!storage) return;
    const open = this.picks.filter((p) => p.bettingData.active !== 'accepted');
    if (open.length === 0) {
      storage.removeItem(SLIP_STORAGE_KEY);
      return;
    }
    const saved: SavedSlip = {
      picks: open.map((p) => ({
        ...p,
        limits: { min: p.limits.min, max: Number.isFinite(p.limits.max) ? p.limits.max : null },
      })),
      multiple: this.multiple,
      series: this.series,
      seriesStake: this.seriesStake,
      seriesCode: this.seriesCode,
    };
    storage.setItem(SLIP_STORAGE_KEY, JSON.stringify(saved));
  }

  /** Saves edited quick-stake chips (positive whole amounts, at most six). */
  setQuickStakes(values: readonly number[]): void {
    const chips = values
      .filter((n) => Number.isFinite(n) && n > 0)
      .map(Math.floor)
      .slice(0, 6);
    this.quickStakes = chips.length > 0 ? chips : [...DEFAULT_QUICK_STAKES];
    this.root.storage?.setItem(QUICK_STAKES_KEY, this.quickStakes.join(','));
  }

  setOddsPreference(preference: OddsPreference): void {
    this.oddsPreference = preference;
    this.root.storage?.setItem(ODDS_PREFERENCE_KEY, preference);
  }

  // ---- derived state ------------------------------------------------------------------------

  /** The matches of the picks: the board's live feed follows them wherever the board scrolls. */
  get pickedGameIds(): string[] {
    return [...new Set(this.picks.map((p) => p.gameInfo.gameId))];
  }

  get count(): number {
    return this.picks.length;
  }

  get mode(): SlipMode {
    return this.multiple ? 'multiple' : 'single';
  }

  /** The tab the slip shows: 单注 (single), 多注 (multiple), 串关 (series) or 冠军 (champion picks). */
  get view(): 'single' | 'multiple' | 'series' | 'champion' {
    if (this.picks.some((p) => p.kind === 'champion')) return 'champion';
    if (this.series) return 'series';
    return this.multiple ? 'multiple' : 'single';
  }

  /** The 串关 combination types offered for the picks (src/domain/parlay.ts): N串1 first. */
  get seriesTypes(): SeriesType[] {
    return seriesTypesFor(this.picks.length);
  }

  /** The chosen type if offered for the picks, else N串1. */
  get seriesType(): SeriesType {
    const n = this.picks.length;
    return (this.seriesCode ? parseSeriesType(this.seriesCode, n) : null) ?? allLegs(n);
  }

  /** Bets, stake per bet, total and potential win of the 串关 as the server computes them. */
  get seriesQuote(): SeriesQuote {
    return seriesQuote(
      toNumber(this.seriesStake),
      this.picks.map((p) => p.oddInfo.odds),
      this.seriesType,
    );
  }

  /** Chooses the 串关 type by its code (kx1 or nxM). */
  setSeriesType(code: string | null): boolean {
    if (!this.guard()) return false;
    this.seriesCode = code;
    this.save();
    return true;
  }

  /** Any pick whose order is being confirmed (or is on its way): the slip cannot change. */
  get confirming(): boolean {
    return this.picks.some((p) => CONFIRMING.has(p.bettingData.active));
  }

  /** Series mode shows Hong Kong odds; otherwise the lists' format. */
  get oddsFormat(): OddsFormat {
    return this.series ? 'H' : (this.root.sports?.oddsFormat ?? 'H');
  }

  displayOdds(pick: SlipPick): string {
    return displayPlayOdds(pick.oddInfo.odds, pick.playInfo.w, this.oddsFormat);
  }

  /** Keys of the picks, so that each odds cell of the lists checks its selection in O(1). */
  get selectedKeys(): ReadonlySet<string> {
    return new Set(this.picks.map((p) => p.key));
  }

  isSelected(input: Pick<PickInput, 'gameInfo' | 'oddInfo' | 'championRate'>): boolean {
    return this.selectedKeys.has(pickKey(input));
  }

  /** Win amount of a pick: stake times its (Hong Kong) odds, in whole cents as the server pays
   * it (domain/parlay singleWin), whatever format the price reads in. */
  winOf(pick: SlipPick): number {
    return singleWin(toNumber(pick.stake), pick.oddInfo.odds);
  }

  /** A series bet needs at least 2 picks, none invalid. */
  get seriesPlaceable(): boolean {
    return this.picks.length >= 2 && this.picks.every((p) => !p.isInvalid);
  }

  get totalStake(): number {
    if (this.series) return this.seriesQuote.totalStake;
    return this.picks.reduce((sum, p) => sum + (toNumber(p.stake) || 0), 0);
  }

  get totalWin(): number {
    if (this.series) return this.seriesQuote.potentialWin;
    return Math.round(this.picks.reduce((sum, p) => sum + this.winOf(p), 0) * 100) / 100;
  }

  /** The series stake maximum: the smallest of the picks' maxima. */
  get seriesMax(): number {
    return this.picks.reduce((m, p) => Math.min(m, p.limits.max), Infinity);
  }

  get seriesMin(): number {
    return this.picks.reduce((m, p) => Math.max(m, p.limits.min), 0);
  }

  // ---- selection ----------------------------------------------------------------------------

  /** Refuses a change while an order is being confirmed, with 当前还有订单正在确认中,请稍等. */
  private guard(): boolean {
    if (!this.confirming) return true;
    this.root.ui.toast('warning', { key: 'slipConfirming' });
    return false;
  }

  /**
   * Selects a pick (or deselects it when already selected). Champion and normal picks never
   * coexist; a pick replaces the others of the same game or the same gide (spec section 4); in
   * single mode (and outside series mode) it replaces the whole slip.
   */
  select(input: PickInput): SelectOutcome {
    if (!this.guard()) return 'confirming';
    if (!this.root.session.isLoggedIn) {
      // a visitor who picks is asked to log in (the pick is not kept)
      this.root.session.requireLogin?.('dialog');
      return 'login_required';
    }
    const pick = toPick(input);
    if (this.picks.some((p) => p.key === pick.key)) {
      this.picks = this.picks.filter((p) => p.key !== pick.key);
      this.afterChange();
      return 'removed';
    }
    if (pick.kind === 'champion') this.series = false;
    let kept = this.picks.filter((p) => p.kind === pick.kind && !sameMarket(p, pick));
    const replacing = !this.multiple && !this.series && kept.length > 0;
    if (!this.multiple && !this.series) kept = [];
    if (replacing) this.showSingleHint();
    if (kept.length >= MAX_SELECTIONS) {
      this.root.ui.toast('warning', { key: 'slipFull' });
      return 'full';
    }
    this.picks = [...kept, pick];
    if (this.series && this.picks.length > 1) this.multiple = true;
    this.afterChange();
    return 'added';
  }

  /** Says once (per browser) that 单注 keeps one pick, when a pick replaced the previous one. */
  private showSingleHint(): void {
    const storage = this.root.storage;
    if (storage?.getItem(SINGLE_HINT_KEY) === '1') return;
    this.singleHint = true;
    storage?.setItem(SINGLE_HINT_KEY, '1');
  }

  dismissSingleHint(): void {
    this.singleHint = false;
  }

  remove(key: string): boolean {
    if (!this.guard()) return false;
    this.picks = this.picks.filter((p) => p.key !== key);
    this.afterChange();
    return true;
  }

  clear(): boolean {
    if (!this.guard()) return false;
    this.picks = [];
    this.seriesStake = '';
    this.afterChange();
    return true;
  }

  /** Removes the picks whose bets were accepted or rejected (after the player read the results). */
  clearSettled(): void {
    this.picks = this.picks.filter(
      (p) => p.bettingData.active !== 'accepted' && p.bettingData.active !== 'rejected',
    );
    this.receipts = [];
    this.afterChange();
  }

  /** Multiple mode on or off; off keeps only the last selection. */
  setMultiple(on: boolean): boolean {
    if (!this.guard()) return false;
    this.multiple = on;
    this.singleHint = false;
    if (!on && this.picks.length > 1) this.picks = this.picks.slice(-1);
    this.afterChange();
    return true;
  }

  toggleMultiple(): boolean {
    return this.setMultiple(!this.multiple);
  }

  /**
   * Series mode on: Hong Kong odds, picks sharing a game marked invalid, multiple mode on with
   * more than one pick. Off: invalid flags cleared. Not for champion picks.
   */
  setSeries(on: boolean): boolean {
    if (!this.guard()) return false;
    if (on && this.picks.some((p) => p.kind === 'champion')) return false;
    this.series = on;
    if (on && this.picks.length > 1) this.multiple = true;
    this.afterChange();
    return true;
  }

  toggleSeries(): boolean {
    return this.setSeries(!this.series);
  }

  private afterChange(): void {
    this.markInvalid();
    this.root.sports?.forceOddsFormat(this.series ? 'H' : null);
    this.save();
  }

  /**
   * Series rule of section 4, "marks selections invalid when several share a game", read under
   * the selection rule "a pick removes the other picks of the same game or same gide": select()
   * never lets two picks of one gameId (or one gide) stand together, so the series rule cannot
   * be about the gameId alone. It reads "the same fixture": picks are marked invalid when they
   * share the gameId, or the hgid (the fixture id shared by a match's full-time and half-time
   * games, whose gameIds differ), or the gide. Picks restored from storage or set by an older
   * slip are covered too. Off, the flags are cleared.
   */
  private markInvalid(): void {
    const count = new Map<string, number>();
    const keysOf = (p: SlipPick): string[] =>
      [
        `g:${p.gameInfo.gameId}`,
        p.gameInfo.hgid ? `h:${p.gameInfo.hgid}` : '',
        p.gameInfo.gide ? `d:${p.gameInfo.gide}` : '',
      ].filter((k) => k !== '');
    for (const p of this.picks) for (const k of keysOf(p)) count.set(k, (count.get(k) ?? 0) + 1);
    for (const p of this.picks) {
      const invalid = this.series && keysOf(p).some((k) => (count.get(k) ?? 0) > 1);
      if (p.isInvalid !== invalid) p.isInvalid = invalid;
    }
  }

  // ---- stakes -------------------------------------------------------------------------------

  private get balanceForCap(): number {
    const b = this.root.wallet.centerBalance;
    return b === null ? Infinity : b;
  }

  /** A pick's stake as typed, capped to the balance and the pick's maximum (with a warning). */
  setStake(key: string, raw: string): void {
    const pick = this.picks.find((p) => p.key === key);
    if (!pick || CONFIRMING.has(pick.bettingData.active)) return;
    pick.capReason = null;
    pick.stake = capStake(raw, { balance: this.balanceForCap, max: pick.limits.max }, (capped) => {
      pick.capReason = capReasonOf(capped, this.balanceForCap, pick.limits.max);
      this.root.ui.toast('warning', { key: 'stakeCapped', params: { amount: capped } });
    });
    pick.stakeError = pick.stake.startsWith('-') ? 'amountNegative' : null;
    this.save();
  }

  setSeriesStake(raw: string): void {
    if (this.confirming) return;
    this.seriesCapReason = null;
    // the balance pays every bet of the type: a stake per bet above balance / bets is capped
    const balance = this.balanceForCap / this.seriesQuote.bets;
    this.seriesStake = capStake(raw, { balance, max: this.seriesMax }, (capped) => {
      this.seriesCapReason = capReasonOf(capped, balance, this.seriesMax);
      this.root.ui.toast('warning', { key: 'stakeCapped', params: { amount: capped } });
    });
    this.seriesError = this.seriesStake.startsWith('-') ? 'amountNegative' : null;
    this.save();
  }

  /** Sets every pick's stake (the "same stake for all" field of multiple mode). */
  setAllStakes(raw: string): void {
    for (const p of this.picks) this.setStake(p.key, raw);
  }

  // ---- odds ---------------------------------------------------------------------------------

  /**
   * Live price moves (from the sports store, or a placement refused for a move): picks whose
   * odds moved are flagged, and picks whose line moved take the new line (the slip shows it)
   * and are flagged too.
   */
  updateOdds(changes: Iterable<PriceMove>): void {
    for (const change of changes) {
      for (const p of this.picks) {
        if (p.oddInfo.r !== change.r) continue;
        // a placed pick keeps the price it was accepted at (the receipt); no new price to take
        if (p.bettingData.active !== 'idle' && p.bettingData.active !== 'rejected') continue;
        if (change.locked !== undefined) p.suspended = change.locked;
        if (!(change.odds > 0)) continue;
        const ratio = p.playInfo.ratio;
        if (change.ratio !== undefined && ratio !== undefined && change.ratio !== ratio) {
          if (!p.lineChanged) p.previousRatio = ratio;
          p.playInfo = {
            ...p.playInfo,
            ratio: change.ratio,
            name: renamed(p.playInfo, change.ratio),
          };
          p.lineChanged = p.previousRatio !== change.ratio;
          if (!p.lineChanged) p.previousRatio = null;
        }
        if (p.oddInfo.odds === change.odds) continue;
        if (!p.oddsChanged) p.previousOdds = p.oddInfo.odds;
        p.oddInfo.odds = change.odds;
        p.oddsChanged = true;
      }
    }
  }

  /** Some pick's market is suspended: nothing is placed until it reopens (the slip says why). */
  get hasSuspended(): boolean {
    return this.picks.some(
      (p) =>
        p.suspended === true &&
        (p.bettingData.active === 'idle' || p.bettingData.active === 'rejected'),
    );
  }

  get hasOddsChanges(): boolean {
    return this.picks.some((p) => p.oddsChanged || p.lineChanged);
  }

  /** Some pick's line moved: the player confirms it whatever the odds preference. */
  get hasLineChanges(): boolean {
    return this.picks.some((p) => p.lineChanged);
  }

  /** The player accepts the new odds (and lines); placing is possible again. */
  acceptOddsChanges(): void {
    for (const p of this.picks) {
      p.oddsChanged = false;
      p.previousOdds = null;
      p.lineChanged = false;
      p.previousRatio = null;
    }
  }

  /** Every moved price is better than when picked (for the preference "only higher"). */
  get oddsChangesAllHigher(): boolean {
    return this.picks.every(
      (p) => !p.oddsChanged || p.previousOdds === null || p.oddInfo.odds > p.previousOdds,
    );
  }

  /** Whether the player must confirm the moved prices before placing, given the preference. */
  get mustConfirmOdds(): boolean {
    if (!this.hasOddsChanges) return false;
    if (this.hasLineChanges) return true;
    if (this.oddsPreference === 'any') return false;
    if (this.oddsPreference === 'higher') return !this.oddsChangesAllHigher;
    return true;
  }

  // ---- placement ----------------------------------------------------------------------------

  /** Older name: true is the preference "accept any change", false "ask me". */
  setAcceptOddsChange(on: boolean): void {
    this.setOddsPreference(on ? 'any' : 'ask');
  }

  private validateStakes(): boolean {
    if (this.series) {
      const v = validateStake(this.seriesStake, { min: this.seriesMin });
      this.seriesError = v.ok ? null : v.message;
      return v.ok && this.seriesPlaceable;
    }
    let valid = true;
    for (const p of this.picks) {
      if (p.bettingData.active === 'accepted') continue;
      const v = validateStake(p.stake, { min: p.limits.min });
      p.stakeError = v.ok ? null : v.message;
      if (!v.ok) valid = false;
    }
    return valid;
  }

  /**
   * One intent per bet: the series as one parlay (n picks: seriesType nx1, Hong Kong odds), or
   * each pick as its own single (champion) bet with its own stake.
   */
  private buildIntents(): Intent[] {
    const open = this.picks.filter((p) => p.bettingData.active !== 'accepted');
    // the odds go out in the format the player sees (串关: Hong Kong), and the records keep it
    const format = this.oddsFormat;
    const base = { oddsType: format, acceptOddsChange: this.acceptOddsChange };
    if (this.series) {
      const type = open.length === this.picks.length ? this.seriesType : allLegs(open.length);
      return [
        {
          picks: open,
          fields: {
            ...base,
            betType: 'series',
            selections: open.map((p) => toSelection(p, 'H')),
            stake: this.seriesStake.trim(),
            seriesType: seriesTypeCode(type),
          },
        },
      ];
    }
    return open.map((p) => ({
      picks: [p],
      fields: {
        ...base,
        betType: p.kind === 'champion' ? 'champion' : 'single',
        selections: [toSelection(p, format)],
        stake: p.stake.trim(),
      },
    }));
  }

  private intentKey(signature: string): string {
    let key = this.intents.get(signature);
    if (key === undefined) {
      key = this.root.sdk.newIdempotencyKey();
      this.intents.set(signature, key);
    }
    return key;
  }

  private get enName(): string {
    return this.root.sports?.enName ?? '';
  }

  private resourceBody<M extends 'placeBet' | 'betRecords'>(
    method: M,
    fields: Omit<ResourceRequestOf<M>, keyof ResourceBase>,
  ): ResourceBodyOf<M> {
    const Request = { ...resourceBase(this.root, this.root.sports?.venueToken ?? null), ...fields };
    return { method, enName: this.enName, Request } as ResourceBodyOf<M>;
  }

  /**
   * Sends one intent. The same intent (venue, bet type, selections, odds, stake) keeps its
   * idempotency key until the server answers: a retry after a network failure or a timeout is
   * not a second bet.
   */
  private async send(intent: Intent): Promise<SendResult> {
    const signature = JSON.stringify([this.enName, intent.fields]);
    const idempotencyKey = this.intentKey(signature);
    const body = this.resourceBody('placeBet', { ...intent.fields, idempotencyKey });
    try {
      const data = await this.root.sdk.call('venueResource', body, { idempotencyKey });
      this.intents.delete(signature);
      return { ok: true, tickets: readTickets(data) };
    } catch (error) {
      if (error instanceof ApiError) {
        this.intents.delete(signature); // a business answer is definitive
        return { ok: false, definitive: true, code: error.code, message: error.message };
      }
      return { ok: false, definitive: false, code: null, message: 'betNetworkError' };
    }
  }

  /** Places the slip's bets (spec sections 4 and 5) and shows each pick's result. */
  async place(): Promise<PlaceOutcome> {
    if (this.picks.length === 0) return { status: 'empty' };
    if (this.confirming || this.placing) {
      this.root.ui.toast('warning', { key: 'slipConfirming' });
      return { status: 'confirming' };
    }
    if (!this.root.session.isLoggedIn) {
      this.root.session.requireLogin?.('dialog');
      return { status: 'login_required' };
    }
    if (this.hasSuspended) return { status: 'suspended' };
    if (this.mustConfirmOdds) return { status: 'odds_changed' };
    if (this.hasOddsChanges) this.acceptOddsChanges(); // the preference took the new prices
    if (!this.validateStakes()) return { status: 'invalid' };

    const intents = this.buildIntents();
    if (intents.length === 0) return { status: 'empty' };
    this.placing = true;
    this.lastError = null;
    this.receipts = [];
    for (const i of intents)
      for (const p of i.picks)
        p.bettingData = { active: 'submitting', ticket_id: null, message: null };
    const results = await Promise.all(intents.map((i) => this.send(i)));

    const tally = runInAction(() => {
      this.placing = false;
      const t = { accepted: 0, delayed: 0, rejected: 0, failed: 0 };
      intents.forEach((intent, n) => {
        const result = results[n];
        if (!result) return;
        const ticket = result.ok ? result.tickets[0] : undefined;
        if (ticket?.status === 'accepted' && ticket.ticketId !== null)
          this.receipts.push(receiptOf(ticket, intent));
        for (const p of intent.picks) {
          if (result.ok) {
            const ticket = result.tickets[0];
            p.bettingData = ticket
              ? { active: ticket.status, ticket_id: ticket.ticketId, message: ticket.reason }
              : { active: 'idle', ticket_id: null, message: null };
            if (ticket?.status === 'accepted') t.accepted++;
            else if (ticket?.status === 'delay') t.delayed++;
            else if (ticket?.status === 'rejected') t.rejected++;
          } else {
            p.bettingData = result.definitive
              ? { active: 'rejected', ticket_id: null, message: result.message }
              : { active: 'idle', ticket_id: null, message: null };
            t.failed++;
          }
        }
      });
      const firstFailure = results.find((r): r is SendFailure => !r.ok);
      this.lastError = firstFailure ? firstFailure.message : null;
      // a ticket refused for a move: its picks stay open (with the reason) and the slip offers
      // the price and line now
      intents.forEach((intent, n) => {
        const result = results[n];
        const refused = result?.ok ? result.tickets[0] : undefined;
        const moves = refused?.status === 'rejected' ? refused.changed : [];
        if (moves.length === 0) return;
        for (const p of intent.picks)
          p.bettingData = { active: 'idle', ticket_id: null, message: refused?.reason ?? null };
        const format = intent.fields.oddsType;
        this.updateOdds(
          moves.map((m) => {
            const champion = intent.picks.some((p) => p.oddInfo.r === m.r && p.kind === 'champion');
            const hk = toHongKong(m.odds, champion ? 'E' : format);
            return {
              r: m.r,
              odds: Math.round(hk * 1000) / 1000,
              ...(m.ratio !== '' ? { ratio: m.ratio } : {}),
            };
          }),
        );
      });
      return t;
    });

    this.toastFailures(results);
    if (tally.accepted > 0) {
      this.root.ui.toast('success', { key: 'betPlaced' });
      void this.root.wallet.refreshBalance?.();
    }
    this.schedulePoll();
    if (results.every((r) => !r.ok)) {
      const failures = results as SendFailure[];
      const first = failures[0] as SendFailure;
      return {
        status: 'failed',
        message: first.message,
        retryable: failures.some((f) => !f.definitive),
      };
    }
    return { status: 'placed', ...tally };
  }

  private toastFailures(results: SendResult[]): void {
    const shown = new Set<string>();
    for (const r of results) {
      if (r.ok || shown.has(r.message)) continue;
      shown.add(r.message);
      if (!r.definitive) this.root.ui.toast('error', { key: 'betNetworkError' });
      else if (r.code === CODE_UID_VERIFICATION && this.root.ui.openDataError)
        // the sports resource refused the venue's UID: the non-closable dialog, re-entering
        this.root.ui.openDataError(() => this.root.sports?.reenter?.());
      else if (r.code === null || !GLOBALLY_HANDLED.has(r.code))
        this.root.ui.toast('error', r.message);
    }
  }

  private schedulePoll(): void {
    if (this.pollHandle !== null || !this.picks.some((p) => p.bettingData.active === 'delay'))
      return;
    this.pollHandle = this.root.clock.setTimeout(() => {
      this.pollHandle = null;
      void this.pollDelayed();
    }, DELAY_POLL_MS);
  }

  /**
   * Asks about the tickets still being confirmed, through the open bets (betRecords, settled
   * false): a ticket listed there was accepted, unless its record says delay or rejected.
   */
  async pollDelayed(): Promise<void> {
    if (!this.root.session.isLoggedIn) return; // logged out: no more questions about the tickets
    if (!this.picks.some((p) => p.bettingData.active === 'delay')) return;
    try {
      const data = await this.root.sdk.call(
        'venueResource',
        this.resourceBody('betRecords', { settled: false, pageNum: 1, pageSize: 100 }),
      );
      const records = readRecords(data);
      let accepted = 0;
      runInAction(() => {
        for (const p of this.picks) {
          if (p.bettingData.active !== 'delay' || p.bettingData.ticket_id === null) continue;
          const record = records.get(p.bettingData.ticket_id);
          if (!record || record.status === 'delay') continue;
          p.bettingData = {
            active: record.status,
            ticket_id: p.bettingData.ticket_id,
            message: record.reason,
          };
          if (record.status === 'accepted') accepted++;
        }
      });
      if (accepted > 0) void this.root.wallet.refreshBalance?.();
    } catch {
      // keep the delay status and ask again later
    }
    this.schedulePoll();
  }

  /** Stops polling (tests, logout). */
  dispose(): void {
    if (this.pollHandle !== null) this.root.clock.clearTimeout(this.pollHandle);
    this.pollHandle = null;
  }

  /**
   * Logout: the slip belongs to the member who left. Unlike clear() this ignores picks still in
   * delay; their outcome stays in the member's bet records.
   */
  reset(): void {
    this.dispose();
    this.picks = [];
    this.seriesStake = '';
    this.afterChange();
  }
}

export type CapReason = 'balance' | 'max';

/** Why capStake lowered a stake: it became the floor of the balance, or the maximum. */
function capReasonOf(capped: number | string, balance: number, max: number): CapReason {
  const n = Number(capped);
  return Number.isFinite(balance) && n === Math.floor(balance) && n !== max ? 'balance' : 'max';
}

interface SavedSlip {
  picks: Array<Omit<SlipPick, 'limits'> & { limits: { min: number; max: number | null } }>;
  multiple: boolean;
  series: boolean;
  seriesStake: string;
  seriesCode: string | null;
}

function isSavedPick(value: unknown): value is SavedSlip['picks'][number] {
  const o = asObject(value);
  const odd = asObject(o['oddInfo']);
  const game = asObject(o['gameInfo']);
  const play = asObject(o['playInfo']);
  const limits = asObject(o['limits']);
  return (
    typeof o['key'] === 'string' &&
    (o['kind'] === 'normal' || o['kind'] === 'champion') &&
    typeof game['gameId'] === 'string' &&
    typeof play['w'] === 'string' &&
    typeof odd['r'] === 'string' &&
    typeof odd['odds'] === 'number' &&
    typeof o['stake'] === 'string' &&
    typeof limits['min'] === 'number'
  );
}

// ---- helpers --------------------------------------------------------------------------------

export function pickKey(input: Pick<PickInput, 'gameInfo' | 'oddInfo' | 'championRate'>): string {
  const gameId = input.oddInfo.gameId ?? input.gameInfo.gameId;
  return input.championRate
    ? `FS:${gameId}:${input.championRate.rtype}`
    : `${gameId}:${input.oddInfo.r}`;
}

function toPick(input: PickInput): SlipPick {
  const odds = toNumber(input.oddInfo.odds);
  return {
    key: pickKey(input),
    kind: input.championRate ? 'champion' : 'normal',
    gameInfo: { ...input.gameInfo },
    playInfo: { ...input.playInfo },
    oddInfo: {
      r: input.oddInfo.r,
      gameId: input.oddInfo.gameId ?? input.gameInfo.gameId,
      odds: odds > 0 ? odds : 0,
    },
    championRate: input.championRate ? { ...input.championRate } : null,
    limits: { min: input.limits?.min ?? 0, max: input.limits?.max ?? Infinity },
    bettingData: { active: 'idle', ticket_id: null, message: null },
    stake: '',
    stakeError: null,
    capReason: null,
    isInvalid: false,
    oddsChanged: false,
    previousOdds: null,
    lineChanged: false,
    previousRatio: null,
  };
}

/** The pick's name on a new line: '曼联 -0.5' becomes '曼联 -0/0.5', '大 2.5' '大 2.75'. */
function renamed(play: SlipPick['playInfo'], ratio: string): string {
  const name = play.name ?? '';
  const old = play.ratio;
  if (old && name.endsWith(` ${old}`)) return `${name.slice(0, -old.length)}${ratio}`;
  return name;
}

/** Spec section 4: the same game (any market of it) or the same gide. */
function sameMarket(a: SlipPick, b: SlipPick): boolean {
  if (a.gameInfo.gide && a.gameInfo.gide === b.gameInfo.gide) return true;
  return a.gameInfo.gameId === b.gameInfo.gameId;
}

/** 6302 UID verification error of the sports resource (spec section 8). */
const CODE_UID_VERIFICATION = 6302;

/** Codes the root handles for every call (login expired, bind real name): no toast here. */
const GLOBALLY_HANDLED = new Set([6001, 6449]);

/** A pick as sent: its odds in the format placed (outrights: European), to 3 decimals. */
function toSelection(p: SlipPick, format: OddsFormat): BetSelection {
  return {
    gameId: p.oddInfo.gameId,
    hgid: p.gameInfo.hgid ?? '',
    gide: p.gameInfo.gide ?? '',
    team_h: p.gameInfo.team_h ?? '',
    team_c: p.gameInfo.team_c ?? '',
    w: p.playInfo.w,
    r: p.oddInfo.r,
    ...(p.championRate ? { rtype: p.championRate.rtype } : {}),
    odds: Math.round(fromHongKong(p.oddInfo.odds, p.championRate ? 'E' : format) * 1000) / 1000,
    // the line the player saw: a moved line is refused (6012) and offered again
    ...(p.playInfo.ratio ? { ratio: p.playInfo.ratio } : {}),
  };
}

const TICKET_STATUSES: ReadonlySet<string> = new Set(['accepted', 'delay', 'rejected']);

interface Ticket {
  ticketId: string | null;
  status: 'accepted' | 'delay' | 'rejected';
  reason: string | null;
  stake: number;
  odds: number;
  potentialWin: number;
  bets: number;
  seriesType: string | null;
  /** The accepted price of each leg by odds id. */
  legs: Map<string, number>;
  /** A ticket refused for a move: each moved selection's price (in the format placed) and line now. */
  changed: Array<{ r: string; odds: number; ratio: string }>;
}

/** The receipt of an accepted ticket: the server's numbers, never the live board's. */
function receiptOf(ticket: Ticket, intent: Intent): Receipt {
  const format: OddsFormat = intent.fields.oddsType;
  return {
    ticketId: ticket.ticketId ?? '',
    betType: intent.fields.betType,
    seriesType: ticket.seriesType,
    bets: ticket.bets,
    stake: ticket.stake,
    odds: ticket.odds,
    potentialWin: ticket.potentialWin,
    oddsFormat: format,
    legs: intent.picks.map((p) => {
      const accepted = ticket.legs.get(p.oddInfo.r) ?? null;
      // outrights are priced in European odds whatever the format; 独赢 and 波胆 are sent in the
      // format placed and read in decimal, as the slip showed them (domain/odds DECIMAL_PLAY_CODES)
      const shown = p.kind === 'champion' ? 'E' : displayFormatOf(p.playInfo.w, format);
      const odds =
        accepted !== null && p.kind !== 'champion' && shown !== format
          ? decimalOfAccepted(accepted, p.oddInfo.odds, format)
          : accepted;
      return {
        key: p.key,
        name: p.playInfo.name ?? p.playInfo.w,
        match: `${p.gameInfo.team_h ?? ''} vs ${p.gameInfo.team_c ?? ''}`,
        odds: odds !== null && Number.isFinite(odds) ? odds : null,
        oddsFormat: shown,
      };
    }),
  };
}

/** A leg's accepted price (in the format placed) in decimal: the pick's own price when it was
 * accepted at it (exact; a Malay figure keeps 3 decimals of -1/HK only), else converted. */
function decimalOfAccepted(accepted: number, pickHongKong: number, format: OddsFormat): number {
  const sent = Math.round(fromHongKong(pickHongKong, format) * 1000) / 1000;
  const hk = sent === accepted ? pickHongKong : toHongKong(accepted, format);
  return Math.round(fromHongKong(hk, 'E') * 1000) / 1000;
}

function readTicket(item: unknown): Ticket {
  const o = asObject(item);
  const status = o['status'];
  return {
    ticketId:
      typeof o['ticket_id'] === 'string' || typeof o['ticket_id'] === 'number'
        ? String(o['ticket_id'])
        : null,
    status:
      typeof status === 'string' && TICKET_STATUSES.has(status)
        ? (status as Ticket['status'])
        : 'accepted',
    reason: typeof o['reason'] === 'string' ? o['reason'] : null,
    stake: numberOf(o['stake']),
    odds: numberOf(o['odds']),
    potentialWin: numberOf(o['potentialWin']),
    bets: numberOf(o['bets']) || 1,
    seriesType: typeof o['seriesType'] === 'string' ? o['seriesType'] : null,
    legs: new Map(
      asArray(o['legs']).map((l) => {
        const leg = asObject(l);
        return [String(leg['r']), numberOf(leg['odds'])] as const;
      }),
    ),
    changed: asArray(o['changed']).map((c) => {
      const move = asObject(c);
      return {
        r: String(move['r']),
        odds: numberOf(move['odds']),
        ratio: typeof move['ratio'] === 'string' ? move['ratio'] : '',
      };
    }),
  };
}

function numberOf(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
}

/** The tickets of a placeBet answer: one a single bet, one for a whole series. */
function readTickets(data: unknown): Ticket[] {
  return asArray(asObject(data)['tickets']).map(readTicket);
}

/** Open bets of betRecords by ticket id (a record without a status counts as accepted). */
function readRecords(data: unknown): Map<string, Ticket> {
  const out = new Map<string, Ticket>();
  for (const item of asArray(asObject(data)['list'])) {
    const t = readTicket(item);
    if (t.ticketId !== null) out.set(t.ticketId, t);
  }
  return out;
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
