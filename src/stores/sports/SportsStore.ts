// The sports lists (spec sections 3, 4 and 9): show type, game type, date and league filter with
// their reset rules, odds format, the sports-channel (crty) mode, and live odds and score updates
// applied in batches, one MobX action per animation frame.
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { BOARD_TICK_MS, tickScheduler } from './tick';
import type { PeriodText } from '../../domain/match';
import type { MessageKey } from '../../domain/messages';
import { displayPlayOdds, type OddsFormat } from '../../domain/odds';
import { ApiError } from '../../sdk/errors';
import { SPORTS_FIRST_LISTS } from '../../sdk/bootData';
import { Loadable } from '../load/Loadable';
import { BALANCE_FRESH_MS } from '../wallet/WalletStore';
import {
  diffMatch,
  matchPeriodOf,
  readLeagues,
  readMarkets,
  readMatchGameTypes,
  readMatches,
  readVenues,
  type SportsVenue,
} from './answers';
import {
  resourceBase,
  type ResourceBodyOf,
  type ResourceRequestOf,
  type VenueResourceBody,
} from './resource';
import type {
  Edition,
  League,
  LiveUpdate,
  Match,
  MatchMarkets,
  OddsPrice,
  ScheduleFrame,
  ShowType,
  SportGameType,
  SportsRoot,
} from './types';

export type {
  Edition,
  League,
  LiveUpdate,
  Market,
  Match,
  MatchMarkets,
  OddsPrice,
  ShowType,
  SportGameType,
  SportsRoot,
} from './types';

/** Spec section 9 defaults. */
export const SPORTS_DEFAULTS = {
  oddsFormat: 'H' as OddsFormat,
  // the board's page carries the answers of these first lists (src/sdk/bootData.ts)
  showType: SPORTS_FIRST_LISTS.showType as ShowType,
  gameType: SPORTS_FIRST_LISTS.gameType as SportGameType,
  edition: 'classic' as Edition,
};

/** The embedded sports channel (spec section 1). */
export const SPORTS_CHANNEL = 'crty';
/** 6302 UID verification error on the sports resource (spec section 8). */
export const CODE_UID_VERIFICATION = 6302;

export type LeaguePresetId =
  'all' | 'ucl' | 'epl' | 'seriea' | 'laliga' | 'bundesliga' | 'ligue1' | 'csl';

/**
 * Preset league shortcuts (spec section 9): the shown name as a MessageKey (translated by the
 * components), and the names a provider may use for the league (data matched against the
 * provider's league names, not shown).
 */
export const LEAGUE_PRESETS: readonly {
  id: LeaguePresetId;
  name: MessageKey;
  aliases: readonly string[];
}[] = [
  { id: 'all', name: 'leagueAll', aliases: [] },
  { id: 'ucl', name: 'leagueUcl', aliases: ['欧洲冠军联赛', '欧冠', 'UEFA Champions League'] },
  { id: 'epl', name: 'leagueEpl', aliases: ['英超', '英格兰超级联赛', 'English Premier League'] },
  { id: 'seriea', name: 'leagueSerieA', aliases: ['意甲', '意大利甲级联赛', 'Italy Serie A'] },
  { id: 'laliga', name: 'leagueLaLiga', aliases: ['西甲', '西班牙甲级联赛', 'Spain La Liga'] },
  {
    id: 'bundesliga',
    name: 'leagueBundesliga',
    aliases: ['德甲', '德国甲级联赛', 'Germany Bundesliga'],
  },
  { id: 'ligue1', name: 'leagueLigue1', aliases: ['法甲', '法国甲级联赛', 'France Ligue 1'] },
  { id: 'csl', name: 'leagueCsl', aliases: ['中超', '中国超级联赛', 'China Super League'] },
];

/** How often the board asks the resource again while the live feed is down. Designed. */
export const POLL_MS = 5000;
/** How often the match counts of the show and game types are refreshed. Designed. */
export const COUNTS_MS = 60_000;
/** The board's own entry joins its route's entry this soon after it (the same navigation);
 * later, as after a navigation that never drew the board, it loads the lists again. */
export const PRELOAD_JOIN_MS = 10_000;

export const SHOW_TYPES: readonly ShowType[] = ['RB', 'FT', 'FU', 'FSFT', 'FSFU'];
export const GAME_TYPES: readonly SportGameType[] = [
  'ALL',
  'FT',
  'VF',
  'BK',
  'TN',
  'OP',
  'SK',
  'FS',
  'BS',
  'VB',
  'TT',
];

/** Live link state shown on the board: the socket is up, reconnecting, or polling instead. */
export type LiveStatus = 'off' | 'live' | 'reconnecting' | 'polling';

export interface LeagueGroup {
  league: League;
  matches: Match[];
}

export class SportsStore {
  /** The sports venue shown (route /game/sport/{enName}); crty is the embedded channel. */
  enName = '';
  /** The venue token of the launch data, when the launch URL carries one. */
  venueToken: string | null = null;
  /** The embedded channel's launch address (crty). */
  channelUrl: string | null = null;
  channelLoading = false;
  /** With the member's auto-transfer (免转钱包) on, the channel's launch moves the centre wallet
   * in: the amount while it moves (the centre balance read just before) and once moved (the
   * centre wallet before minus after); null when nothing moves, after 回收 and on leaving. */
  channelMove: { amount: number; done: boolean } | null = null;

  showType: ShowType = SPORTS_DEFAULTS.showType;
  gameType: SportGameType = SPORTS_DEFAULTS.gameType;
  /** Game date (YYYY-MM-DD) of the early market; null: the default day. */
  date: string | null = null;
  /** Only these league ids; null: every league. */
  leagueFilter: string[] | null = null;
  leaguePreset: LeaguePresetId | null = 'all';

  /** The player's odds format. */
  oddsChoice: OddsFormat = SPORTS_DEFAULTS.oddsFormat;
  /** Forced by series mode of the slip (Hong Kong), or null. */
  forcedOddsFormat: OddsFormat | null = null;
  private localEdition: Edition = SPORTS_DEFAULTS.edition;

  leagues: League[] = [];
  matches: Match[] = [];
  loading = false;
  error: string | null = null;
  /** Whether the list was loaded once (the board shows skeletons before). */
  loaded = false;

  /** All markets of the matches the player opened, by gameId. */
  markets = new Map<string, MatchMarkets>();
  /** Match counts of each show type (every game type) and of each game type (this show type). */
  showCounts: Partial<Record<ShowType, number>> = {};
  gameCounts: Partial<Record<SportGameType, number>> = {};
  liveStatus: LiveStatus = 'off';
  /** The sports venues (category TY) of /game/sport, the own book first. */
  readonly venues: Loadable<SportsVenue[]>;
  /** Odds changes applied since the board opened (the screen-reader announcer reads it). */
  oddsChangeCount = 0;
  /** The matches in the drawn board's window (its rows on screen and a margin), or null when no
   * board is drawn: the live feed then follows every match of the list. */
  windowGameIds: readonly string[] | null = null;
  /** The matches the live feed keeps current: in a snapshot since their subscription, and
   * subscribed since. A match scrolled into the window is not current until its snapshot. */
  private currentIds = new Set<string>();
  private subscribedIds: ReadonlySet<string> = new Set();
  private pollHandle: unknown = null;
  private polling = false;

  private seq = 0;
  /** The lists load under way and what it asks for: the same ask joins it. */
  private refreshing: { key: string; done: Promise<void> } | null = null;
  /** The entry the board's route started (preload), which the board's own entry joins. */
  private preloaded: { enName: string; at: number; entered: Promise<boolean> } | null = null;
  /** Live updates waiting for the next frame; plain data, not observable. */
  private queue: LiveUpdate[] = [];
  private framePending = false;
  private byId = new Map<string, Match>();
  private readonly scheduleFrame: ScheduleFrame;

  constructor(
    private readonly root: SportsRoot,
    options: { scheduleFrame?: ScheduleFrame } = {},
  ) {
    this.scheduleFrame = options.scheduleFrame ?? root.scheduleFrame ?? defaultScheduleFrame(root);
    this.venues = new Loadable(async () =>
      readVenues(await root.sdk.call('venueGetVenueInfoByCategory', { category: 'TY' })),
    );
    makeAutoObservable<
      SportsStore,
      | 'root'
      | 'seq'
      | 'refreshing'
      | 'preloaded'
      | 'queue'
      | 'framePending'
      | 'byId'
      | 'scheduleFrame'
      | 'pollHandle'
      | 'polling'
      | 'currentIds'
      | 'subscribedIds'
    >(this, {
      currentIds: observable,
      subscribedIds: false,
      root: false,
      venues: false,
      pollHandle: false,
      polling: false,
      seq: false,
      refreshing: false,
      preloaded: false,
      queue: false,
      framePending: false,
      byId: false,
      scheduleFrame: false,
      pushUpdate: false,
      pushUpdates: false,
    });
  }

  // ---- display settings ---------------------------------------------------------------------

  get oddsFormat(): OddsFormat {
    return this.forcedOddsFormat ?? this.oddsChoice;
  }

  get oddsFormatLocked(): boolean {
    return this.forcedOddsFormat !== null;
  }

  setOddsFormat(format: OddsFormat): void {
    this.oddsChoice = format;
  }

  /** Series mode of the slip forces Hong Kong odds; null gives the player's choice back. */
  forceOddsFormat(format: OddsFormat | null): void {
    this.forcedOddsFormat = format;
  }

  get edition(): Edition {
    return this.root.site?.edition ?? this.localEdition;
  }

  setEdition(edition: Edition): void {
    this.localEdition = edition;
    this.root.site?.setEdition?.(edition);
  }

  /** A price as the board shows it: 独赢 in decimal, others in the chosen format. */
  displayOdds(price: OddsPrice): string {
    return displayPlayOdds(price.odds, price.w, this.oddsFormat);
  }

  periodOf(match: Match): PeriodText | null {
    return matchPeriodOf(match);
  }

  // ---- filters (spec section 4) -------------------------------------------------------------

  /**
   * Changing the show type resets the league filter and the date, and the game type to
   * football, except for the early market (FU) which keeps the game type.
   */
  setShowType(showType: ShowType): Promise<void> {
    this.showType = showType;
    this.clearLeagueFilter();
    this.date = null;
    if (showType !== 'FU') this.gameType = 'FT';
    return this.refresh();
  }

  /** Changing the game type refreshes the list and clears the league filter. */
  setGameType(gameType: SportGameType): Promise<void> {
    this.gameType = gameType;
    this.clearLeagueFilter();
    return this.refresh();
  }

  /** Changing the date refreshes the list and clears the league filter. */
  setDate(date: string | null): Promise<void> {
    this.date = date;
    this.clearLeagueFilter();
    return this.refresh();
  }

  clearLeagueFilter(): void {
    this.leagueFilter = null;
    this.leaguePreset = 'all';
  }

  setLeagueFilter(leagueIds: readonly string[] | null): void {
    this.leagueFilter = leagueIds === null ? null : [...leagueIds];
    this.leaguePreset = leagueIds === null ? 'all' : null;
  }

  toggleLeague(leagueId: string): void {
    const current = this.leagueFilter ?? this.leagues.map((l) => l.id);
    const next = current.includes(leagueId)
      ? current.filter((id) => id !== leagueId)
      : [...current, leagueId];
    this.setLeagueFilter(next);
  }

  /** A preset shortcut: all leagues, or the leagues of the list whose name is one of the preset's. */
  selectPreset(id: LeaguePresetId): void {
    const preset = LEAGUE_PRESETS.find((p) => p.id === id);
    if (!preset || id === 'all') {
      this.clearLeagueFilter();
      return;
    }
    this.leagueFilter = this.leagues
      .filter((l) => preset.aliases.some((a) => l.name.includes(a)))
      .map((l) => l.id);
    this.leaguePreset = id;
  }

  toggleLeagueExpand(leagueId: string): void {
    const league = this.leagues.find((l) => l.id === leagueId);
    if (league) league.isExpand = !league.isExpand;
  }

  get visibleMatches(): Match[] {
    if (this.leagueFilter === null) return this.matches;
    const only = new Set(this.leagueFilter);
    return this.matches.filter((m) => only.has(m.leagueId));
  }

  /**
   * The game ids the live feed follows: the matches in the board's window and the slip's picks
   * (their prices move the slip), in the list's order; every match of the list until a board
   * reports its window. A match scrolled into the window is subscribed and its snapshot brings
   * it up to date (ARCHITECTURE.md "Live data": a client subscribes to what is on screen).
   */
  get visibleGameIds(): string[] {
    if (this.windowGameIds === null) return this.visibleMatches.map((m) => m.gameId);
    // the window and the picks put in the list's order; a press (the picks change) sorts some 60
    // ids instead of walking the list's 2,000 matches (bench:board's press to slip)
    const order = this.listOrder;
    const followed = new Set<string>();
    for (const id of this.windowGameIds) if (order.has(id)) followed.add(id);
    for (const id of this.root.slip?.pickedGameIds ?? []) if (order.has(id)) followed.add(id);
    return [...followed].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  }

  /** Each listed match's place in the list, by game id: worked out again when the list changes. */
  get listOrder(): ReadonlyMap<string, number> {
    const order = new Map<string, number>();
    this.visibleMatches.forEach((m, i) => order.set(m.gameId, i));
    return order;
  }

  /** The feed subscribed to these matches: those it did not follow before wait for a snapshot. */
  onSubscribe(gameIds: readonly string[]): void {
    this.subscribedIds = new Set(gameIds);
    for (const id of [...this.currentIds])
      if (!this.subscribedIds.has(id)) this.currentIds.delete(id);
  }

  /** A snapshot brought these matches as the feed has them now. */
  onSnapshot(gameIds: readonly string[]): void {
    for (const id of gameIds) if (this.subscribedIds.has(id)) this.currentIds.add(id);
  }

  /**
   * A match the board shows whose prices are not the feed's yet: live, in the window, and its
   * snapshot not arrived since it was subscribed (a long scroll). Its prices are shown as being
   * refreshed, not offered, until then.
   */
  isRefreshing(gameId: string): boolean {
    return (
      this.liveStatus === 'live' && this.windowGameIds !== null && !this.currentIds.has(gameId)
    );
  }

  /** The board's window moved (or the board went: null). */
  setWindowGameIds(ids: readonly string[] | null): void {
    const same =
      ids !== null &&
      this.windowGameIds !== null &&
      ids.length === this.windowGameIds.length &&
      ids.every((id, i) => this.windowGameIds?.[i] === id);
    if (!same) this.windowGameIds = ids === null ? null : [...ids];
  }

  /** Matches grouped by league, in the order of the league list (unknown leagues last). */
  get leagueGroups(): LeagueGroup[] {
    const groups = new Map<string, LeagueGroup>();
    for (const l of this.leagues) groups.set(l.id, { league: l, matches: [] });
    for (const m of this.visibleMatches) {
      let g = groups.get(m.leagueId);
      if (!g) {
        g = {
          league: {
            id: m.leagueId,
            name: m.leagueName,
            icon: '',
            isShow: true,
            isExpand: true,
            count: 0,
          },
          matches: [],
        };
        groups.set(m.leagueId, g);
      }
      g.matches.push(m);
    }
    return [...groups.values()].filter((g) => g.matches.length > 0 && g.league.isShow);
  }

  // ---- venue and channel --------------------------------------------------------------------

  get channelMode(): boolean {
    return this.root.site?.sportsChannelMode ?? this.enName === SPORTS_CHANNEL;
  }

  /**
   * Entering /game/sport/{enName}: crty sets the sports-channel mode and loads its launch data
   * when missing (login needed); another venue clears the mode and loads its lists.
   */
  enter(enName: string): Promise<boolean> {
    // The board's own entry right after its route's: the lists that entry loaded are the ones
    // to draw. Its lists often arrive first (the page carries them), and loading them again
    // asked the server for the same lists and drew the whole board a second time.
    const preloaded = this.preloaded;
    this.preloaded = null;
    if (preloaded?.enName === enName && this.root.clock.now() - preloaded.at <= PRELOAD_JOIN_MS) {
      return preloaded.entered;
    }
    return this.enterNow(enName);
  }

  private async enterNow(enName: string): Promise<boolean> {
    const changed = enName !== this.enName;
    this.enName = enName;
    if (changed) {
      this.venueToken = null;
      this.channelUrl = null;
    }
    if (enName === SPORTS_CHANNEL) {
      this.root.site?.setSportsChannelMode?.(true);
      if (this.channelUrl !== null) return true;
      return this.launchChannel();
    }
    this.root.site?.setSportsChannelMode?.(false);
    await this.refresh();
    return this.error === null;
  }

  /** The board's route is being entered: its lists start loading while the page renders, and
   * the board's own enter() joins that load. Not for the sports channel, whose entry launches
   * the venue (a transfer) and needs the guards and a login first. */
  preload(enName: string): void {
    if (enName.toLowerCase() === SPORTS_CHANNEL) return;
    // a new navigation loads afresh: it never joins an earlier one's entry
    this.preloaded = null;
    const entered = this.enter(enName);
    this.preloaded = { enName, at: this.root.clock.now(), entered };
  }

  /** Leaving the sports pages (other routes clear the channel mode). */
  leave(): void {
    this.root.site?.setSportsChannelMode?.(false);
    this.channelMove = null;
  }

  /** 回收 brought the channel's money back: nothing moved in is left to tell. */
  forgetChannelMove(): void {
    this.channelMove = null;
  }

  /** The channel launch under way: a second entry meanwhile joins it (one launch at a time). */
  private channelLaunch: Promise<boolean> | null = null;

  private launchChannel(): Promise<boolean> {
    if (!this.channelLaunch) {
      const launch = this.launchChannelNow();
      this.channelLaunch = launch;
      void launch.finally(() => {
        if (this.channelLaunch === launch) this.channelLaunch = null;
      });
    }
    return this.channelLaunch;
  }

  /**
   * The crty launch as every venue launch (spec sections 4 and 8): a visitor gets the toast
   * 请先登录账号,才能了解更多; a member the 启动中 overlay, 6413's transfer-in dialog (its launch
   * comes back through adoptChannel) or the server's message as a toast.
   */
  private async launchChannelNow(): Promise<boolean> {
    if (!this.root.session.isLoggedIn) {
      this.root.session.requireLogin?.('toast');
      return false;
    }
    const wallet = this.root.wallet;
    if (!wallet?.launch) return false;
    this.channelLoading = true;
    try {
      // the centre balance before, read only when the launch moves it (joining start-up's
      // reads); 启动中 shows meanwhile, as the launch then shows it
      this.root.ui?.setVenueEntry?.(true);
      const before = await this.centreBeforeLaunch().catch(() => null);
      const r = await wallet.launch({
        enName: SPORTS_CHANNEL,
        channelCode: SPORTS_CHANNEL,
        sameTab: true,
        category: 'TY',
      });
      if (r.status !== 'ok' || !r.url) {
        runInAction(() => {
          this.channelMove = null;
        });
        return false;
      }
      this.adoptChannel(r.url);
      if (before !== null) {
        await wallet.refreshBalance?.();
        const after = wallet.centerBalance ?? null;
        runInAction(() => {
          this.channelMove =
            after !== null && before - after > 0
              ? { amount: Math.round((before - after) * 100) / 100, done: true }
              : null;
        });
      }
      return true;
    } finally {
      runInAction(() => {
        this.channelLoading = false;
      });
    }
  }

  /** With auto-transfer on, the centre balance the launch is about to move in (said while it
   * moves); null when it is off or there is nothing to move. */
  private async centreBeforeLaunch(): Promise<number | null> {
    const { wallet, session } = this.root;
    if (wallet?.autoTransfer === undefined || !wallet.refreshBalanceUnlessRecent) return null;
    if (wallet.autoTransfer === null) await session.ensureUserInfo?.();
    if (!wallet.autoTransfer) return null;
    await wallet.refreshBalanceUnlessRecent(BALANCE_FRESH_MS);
    const before = wallet.centerBalance ?? null;
    if (before === null || !(before > 0)) return null;
    runInAction(() => {
      this.channelMove = { amount: before, done: false };
    });
    return before;
  }

  /** The channel's launch address, from this store's launch or the transfer-in dialog's. */
  adoptChannel(url: string): void {
    if (!url) return;
    this.enName = SPORTS_CHANNEL;
    this.channelUrl = url;
    this.venueToken = tokenOfUrl(url);
    this.error = null;
  }

  // ---- lists --------------------------------------------------------------------------------

  private body<M extends 'leagues' | 'matches' | 'odds'>(
    method: M,
    fields: Omit<ResourceRequestOf<M>, keyof ReturnType<typeof resourceBase>>,
  ): ResourceBodyOf<M> {
    const Request = { ...resourceBase(this.root, this.venueToken), ...fields };
    return { method, enName: this.enName, Request } as ResourceBodyOf<M>;
  }

  /** A list call: the page's answer when it carries this one (the board's first lists), else
   * the server's. */
  private list(body: VenueResourceBody): Promise<unknown> {
    const page = this.root.pageAnswer?.('venueResource', body);
    return page !== undefined ? Promise.resolve(page) : this.root.sdk.call('venueResource', body);
  }

  /** Loads leagues and matches of the current filters; an older answer never overwrites a newer.
   * While the same lists are loading already, it joins that load. */
  refresh(): Promise<void> {
    const filter = {
      gameType: this.gameType,
      showType: this.showType,
      ...(this.date !== null ? { date: this.date } : {}),
    };
    const key = JSON.stringify([this.enName, this.venueToken, filter]);
    if (this.refreshing?.key === key) return this.refreshing.done;
    const done = this.loadLists(filter).finally(() => {
      if (this.refreshing?.done === done) this.refreshing = null;
    });
    this.refreshing = { key, done };
    return done;
  }

  private async loadLists(filter: {
    gameType: SportGameType;
    showType: ShowType;
    date?: string;
  }): Promise<void> {
    const seq = ++this.seq;
    this.loading = true;
    try {
      const [leagues, matches] = await Promise.all([
        this.list(this.body('leagues', filter)),
        this.list(this.body('matches', { ...filter, oddsType: 'H' })),
      ]);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.leagues = readLeagues(leagues);
        this.setMatches(readMatches(matches));
        this.error = null;
        this.loading = false;
        this.loaded = true;
      });
    } catch (error) {
      if (seq !== this.seq) return;
      runInAction(() => {
        this.error = error instanceof Error ? error.message : String(error);
        this.loading = false;
      });
      this.onUidError(error);
    }
  }

  /** Match counts of the show types (every game type) and the game types of this show type. */
  async loadCounts(): Promise<void> {
    const countOf = async (showType: ShowType, gameType: SportGameType): Promise<string[]> => {
      const data = await this.root.sdk.call(
        'venueResource',
        this.body('matches', { gameType, showType, oddsType: 'H' }),
      );
      return readMatchGameTypes(data);
    };
    const showType = this.showType;
    try {
      const [rb, ft, fu, fsft, fsfu] = await Promise.all([
        countOf('RB', 'ALL'),
        countOf('FT', 'ALL'),
        countOf('FU', 'ALL'),
        countOf('FSFT', 'FS'),
        countOf('FSFU', 'FS'),
      ]);
      // the game types of this show type: its list of every game type, asked for above
      const current = { RB: rb, FT: ft, FU: fu, FSFT: [], FSFU: [] }[showType];
      const games: Partial<Record<SportGameType, number>> = { ALL: current.length };
      for (const gameType of current) {
        const g = gameType as SportGameType;
        games[g] = (games[g] ?? 0) + 1;
      }
      runInAction(() => {
        this.showCounts = {
          RB: rb.length,
          FT: ft.length,
          FU: fu.length,
          FSFT: fsft.length,
          FSFU: fsfu.length,
        };
        this.gameCounts = games;
      });
    } catch (error) {
      // counts are a hint: the lists show their own errors. But a 6302 is the resource's, on
      // the first load too (the lists may come with the page): its dialog shows
      this.onUidError(error);
    }
  }

  /** All markets of a match (the `odds` method), kept while the list lives. */
  async loadOdds(gameId: string): Promise<void> {
    const current = this.markets.get(gameId);
    this.markets.set(gameId, {
      status: current?.status === 'ready' ? 'ready' : 'loading',
      markets: current?.markets ?? [],
      error: null,
    });
    try {
      const data = await this.root.sdk.call(
        'venueResource',
        this.body('odds', {
          gameId,
          gameType: this.gameType,
          showType: this.showType,
          oddsType: 'H',
        }),
      );
      runInAction(() => {
        this.markets.set(gameId, { status: 'ready', markets: readMarkets(data), error: null });
      });
    } catch (error) {
      runInAction(() => {
        this.markets.set(gameId, {
          status: 'error',
          markets: [],
          error: error instanceof Error ? error.message : String(error),
        });
      });
      this.onUidError(error);
    }
  }

  private onUidError(error: unknown): void {
    if (error instanceof ApiError && error.code === CODE_UID_VERIFICATION) {
      this.root.ui?.openDataError?.(() => this.reenter());
    }
  }

  /** The re-entry of the data error dialog (6302, spec section 8): the venue entered again. */
  reenter(): void {
    void this.enter(this.enName);
  }

  // ---- polling (the live feed's fallback) ---------------------------------------------------

  /**
   * Starts the live data of the board: the live feed when the root has one, else polling.
   * Returns the stop function.
   */
  connectLive(): () => void {
    const feed = this.root.liveFeed;
    if (feed) return feed.attach(this);
    this.setLiveStatus('polling');
    return () => this.setLiveStatus('off');
  }

  setLiveStatus(status: LiveStatus): void {
    this.liveStatus = status;
    if (status === 'live') this.stopPolling();
    else if (status === 'polling' || status === 'reconnecting') this.startPolling();
  }

  /** Asks the resource every POLL_MS and turns the differences into live updates. */
  startPolling(): void {
    if (this.pollHandle !== null) return;
    const tick = (): void => {
      this.pollHandle = this.root.clock.setTimeout(() => {
        void this.poll().finally(() => {
          if (this.pollHandle !== null) tick();
        });
      }, POLL_MS);
    };
    tick();
  }

  stopPolling(): void {
    if (this.pollHandle !== null) this.root.clock.clearTimeout?.(this.pollHandle);
    this.pollHandle = null;
  }

  /** One poll: the matches of the filters again, applied as updates (prices gone are locked). */
  async poll(): Promise<void> {
    if (this.polling || this.enName === '' || this.channelMode) return;
    this.polling = true;
    const seq = this.seq;
    try {
      const data = await this.root.sdk.call(
        'venueResource',
        this.body('matches', {
          gameType: this.gameType,
          showType: this.showType,
          ...(this.date !== null ? { date: this.date } : {}),
          oddsType: 'H',
        }),
      );
      if (seq !== this.seq) return;
      const fresh = new Map(readMatches(data).map((m) => [m.gameId, m]));
      const updates: LiveUpdate[] = [];
      for (const m of this.matches) {
        const f = fresh.get(m.gameId);
        updates.push(diffMatch(m, f, this.markets.get(m.gameId)?.markets ?? []));
      }
      this.pushUpdates(updates);
    } catch (error) {
      this.onUidError(error);
    } finally {
      this.polling = false;
    }
  }

  private setMatches(matches: Match[]): void {
    this.matches = matches;
    this.byId = new Map(this.matches.map((m) => [m.gameId, m]));
    // queued updates belong to the previous list
    this.queue = [];
  }

  // ---- live updates -------------------------------------------------------------------------

  /** Queues a live message; the queue is applied at the board's next tick, in one action. */
  pushUpdate(update: LiveUpdate): void {
    this.queue.push(update);
    if (this.framePending) return;
    this.framePending = true;
    this.scheduleFrame(() => this.flushUpdates());
  }

  pushUpdates(updates: Iterable<LiveUpdate>): void {
    for (const u of updates) this.pushUpdate(u);
  }

  /** Number of messages waiting for the next frame. */
  get pendingUpdates(): number {
    return this.queue.length;
  }

  /** Applies every queued message in one action; the slip hears of its picks' odds changes. */
  flushUpdates(): void {
    this.framePending = false;
    const queue = this.queue;
    if (queue.length === 0) return;
    this.queue = [];
    const oddsChanges = new Map<string, PriceMove>();
    for (const u of queue) {
      const m = this.byId.get(u.gameId);
      if (!m) continue;
      if (u.odds) {
        // the match's expanded markets, when the player opened them (the same prices again)
        const extra = this.markets.get(u.gameId)?.markets;
        for (const o of u.odds) {
          const main = m.odds[o.r];
          if (!main && o.w !== undefined && o.odds > 0) {
            // a price new to the match (the in-play markets at kick-off): shown at once
            m.odds[o.r] = {
              r: o.r,
              w: o.w,
              rtype: o.rtype ?? '',
              name: o.name ?? '',
              handicap: o.handicap ?? null,
              odds: o.odds,
              ...(o.locked ? { locked: o.locked } : {}),
            };
            continue;
          }
          if (main) movePrice(main, o, oddsChanges);
          if (extra)
            for (const market of extra)
              for (const p of market.selections) if (p.r === o.r) movePrice(p, o, oddsChanges);
        }
      }
      if (u.sc_FT_H !== undefined && m.sc_FT_H !== u.sc_FT_H) m.sc_FT_H = u.sc_FT_H;
      if (u.sc_FT_C !== undefined && m.sc_FT_C !== u.sc_FT_C) m.sc_FT_C = u.sc_FT_C;
      if (u.sc_set_H !== undefined && m.sc_set_H !== u.sc_set_H) m.sc_set_H = u.sc_set_H;
      if (u.sc_set_A !== undefined && m.sc_set_A !== u.sc_set_A) m.sc_set_A = u.sc_set_A;
      if (u.sc_game_H !== undefined && m.sc_game_H !== u.sc_game_H) m.sc_game_H = u.sc_game_H;
      if (u.sc_game_A !== undefined && m.sc_game_A !== u.sc_game_A) m.sc_game_A = u.sc_game_A;
      if (u.re_time !== undefined && m.re_time !== u.re_time) m.re_time = u.re_time;
      if (u.se_now !== undefined && m.se_now !== u.se_now) m.se_now = u.se_now;
      if (u.isLive !== undefined && m.isLive !== u.isLive) m.isLive = u.isLive;
      if (u.HalfTime !== undefined && m.HalfTime !== u.HalfTime) m.HalfTime = u.HalfTime;
      if (u.inningNum !== undefined && m.inningNum !== u.inningNum) m.inningNum = u.inningNum;
      if (u.gameStatus !== undefined && m.gameStatus !== u.gameStatus) m.gameStatus = u.gameStatus;
    }
    this.oddsChangeCount += oddsChanges.size;
    if (oddsChanges.size > 0) this.root.slip?.updateOdds(oddsChanges.values());
  }

  matchById(gameId: string): Match | undefined {
    return this.byId.get(gameId);
  }
}

// ---- helpers --------------------------------------------------------------------------------

/** A moved price for the slip: Hong Kong odds, the line when it moved, the lock when it
 * changed (a suspended or reopened market). */
type PriceMove = { r: string; odds: number; ratio?: string; locked?: boolean };

/** Applies a feed price to a shown price: its lock, its line when it moved (in play), and its
 * odds when they moved (noted in `changes` for the slip, with the line when it moved and the
 * lock when it changed). A price of 0 only locks. */
function movePrice(
  price: OddsPrice,
  o: { r: string; odds: number; locked?: boolean; handicap?: string },
  changes: Map<string, PriceMove>,
): void {
  if (o.locked !== undefined && Boolean(price.locked) !== o.locked) {
    price.locked = o.locked;
    changes.set(o.r, { ...changes.get(o.r), r: o.r, odds: price.odds, locked: o.locked });
  }
  const lineMoved = o.handicap !== undefined && price.handicap !== o.handicap;
  if (lineMoved) price.handicap = o.handicap ?? null;
  if (!(o.odds > 0) || (price.odds === o.odds && !lineMoved)) return;
  price.odds = o.odds;
  changes.set(o.r, {
    ...changes.get(o.r),
    r: o.r,
    odds: o.odds,
    ...(lineMoved ? { ratio: o.handicap } : {}),
  });
}

function defaultScheduleFrame(root: SportsRoot): ScheduleFrame {
  const page = globalThis as {
    requestAnimationFrame?: (cb: () => void) => number;
    addEventListener?: (type: string, fn: () => void, options: object) => void;
  };
  const raf = page.requestAnimationFrame;
  if (typeof raf !== 'function')
    return (cb) => root.clock.setTimeout(cb, BOARD_TICK_MS - (root.clock.now() % BOARD_TICK_MS));
  // the player's presses and keys, heard before the page's own handlers
  let lastInput = -Infinity;
  const heard = () => {
    lastInput = performance.now();
  };
  for (const type of ['pointerdown', 'click', 'keydown'])
    page.addEventListener?.(type, heard, { capture: true, passive: true });
  return tickScheduler({
    now: () => root.clock.now(),
    setTimeout: (fn, ms) => root.clock.setTimeout(fn, ms),
    requestAnimationFrame: (fn) => raf(fn),
    lastInput: () => lastInput,
    frameNow: () => performance.now(),
  });
}

function tokenOfUrl(url: string): string | null {
  try {
    return new URL(url, 'http://localhost').searchParams.get('token');
  } catch {
    return null;
  }
}

export {
  diffMatch,
  matchPeriodOf,
  OWN_BOOK,
  readLeagues,
  readMarkets,
  readMatches,
  readVenues,
  type SportsVenue,
} from './answers';
