// The game lobbies (live casino, slots, lottery, chess and cards, esports, fishing): per category
// the venues (venue info by category), the selected venue's game grid (game list with tab,
// search and paging), favourites (add/remove collection, optimistic with rollback), the jackpot
// pools, the player's recently played games (kept on the client per player: the contract has no
// call for them) and the launch decision of spec section 9 (same tab or a new one).
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { LOBBY_GAME_PAGE_SIZE, lobbyGameListBody, lobbyOpeningVenue } from '../../sdk/bootData';
import type { RootStore } from '../RootStore';
import type { CallResult } from '../api';
import { Loadable, PagedList, type Page } from '../load/Loadable';
import { isHandledGlobally } from '../util';
import { ALL_VENUES_CATEGORY, type Venue } from '../wallet/WalletStore';

export type LobbyCategory = 'DZ' | 'ZR' | 'CP' | 'QP' | 'DJ' | 'BY';
export type GameTab = 'all' | 'hot' | 'new' | 'collection';
export const GAME_TABS: readonly GameTab[] = ['all', 'hot', 'new', 'collection'];
/** A tab of the grid: one of GAME_TABS, or a game type of the venue's data (`type:麻将`). */
export type LobbyTab = GameTab | `type:${string}`;
const TYPE_TAB_PREFIX = 'type:';

export function typeTab(gameType: string): LobbyTab {
  return `type:${gameType}`;
}

/** The game type of a type tab, else null. */
export function tabGameType(tab: LobbyTab): string | null {
  return tab.startsWith(TYPE_TAB_PREFIX) ? tab.slice(TYPE_TAB_PREFIX.length) : null;
}

/** Venue under maintenance (spec section 8). */
export const CODE_VENUE_MAINTENANCE = 6415;
/** Launch types that never open in the same tab (spec section 9). */
export const NEW_TAB_VENUES: ReadonlySet<string> = new Set(['XMTY', 'G1CP', 'SGCP', 'KXZR']);
/** Sports venues paid from the centre wallet open the site's own sports page. */
export const SPORT_PAGE_VENUES: ReadonlySet<string> = new Set(['XMTY']);
/** The embedded sports channel (its page /game/sport/crty frames its launch address). */
const SPORTS_CHANNEL_NAME = 'crty';
export const GAME_PAGE_SIZE = LOBBY_GAME_PAGE_SIZE;
export const RECENT_LIMIT = 8;

/** Each lobby's address by category (egame and fishing share one page). */
export const LOBBY_PATHS: Record<LobbyCategory, string> = {
  ZR: '/game/realbet',
  QP: '/game/chess',
  DJ: '/game/gaming',
  CP: '/game/lottery',
  DZ: '/game/egame',
  BY: '/game/fishing',
};

export function isLobbyCategory(value: unknown): value is LobbyCategory {
  return typeof value === 'string' && value in LOBBY_PATHS;
}

export interface VenueTable {
  tableId: string;
  name: string;
  gameCode: string;
  minBet: number;
  maxBet: number;
}

export interface NextDraw {
  gameCode: string;
  gameName: string;
  issue: string;
  drawAtMs: number;
}

export interface LiveMatch {
  matchId: string;
  gameName: string;
  league: string;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
}

export interface LobbyVenue {
  enName: string;
  channelCode: string;
  name: string;
  category: string;
  maintenance: boolean;
  /** The venue may open in the same tab (all but XMTY, G1CP, SGCP, KXZR). */
  sameTab: boolean;
  /** Live casino: the open tables with their limits (empty when the data has none). */
  tables: VenueTable[];
  /** Lottery: the next draw, where the venue has one. */
  nextDraw: NextDraw | null;
  /** Esports: hot matches being played (empty when the data has none). */
  liveMatches: LiveMatch[];
}

export interface LobbyGame {
  gameCode: string;
  name: string;
  enName: string;
  hot: boolean;
  isNew: boolean;
  collected: boolean;
  /** The game's type, where the data has one. */
  gameType: string | null;
}

export interface JackpotPool {
  enName: string;
  gameCode: string;
  amount: number;
}

export interface RecentGame {
  enName: string;
  gameCode: string;
  name: string;
  category: string;
}

/** Where a launched game goes: the sports page, the site's game window, or a new tab. */
export type LaunchTarget =
  { kind: 'sport'; path: string } | { kind: 'window'; path: string } | { kind: 'newTab' };

/** The game window's address of a game: /game/{enName}?gameCode=...&c={category}. */
export function gameWindowPath(enName: string, gameCode: string, category: string): string {
  const q = new URLSearchParams();
  if (gameCode) q.set('gameCode', gameCode);
  if (category) q.set('c', category);
  const query = q.toString();
  return `/game/${encodeURIComponent(enName)}${query ? `?${query}` : ''}`;
}

/**
 * Spec section 9: with the site's in-site setting on, every launch type but XMTY, G1CP, SGCP and
 * KXZR opens in the same tab (the site's game window); the centre-wallet sports venue opens the
 * sports page; everything else opens a new tab.
 */
export function launchTarget(
  venue: { enName: string; sameTab: boolean; category: string },
  gameCode: string,
  sameTabSetting: boolean,
): LaunchTarget {
  if (SPORT_PAGE_VENUES.has(venue.enName))
    return { kind: 'sport', path: `/game/sport/${encodeURIComponent(venue.enName)}` };
  if (sameTabSetting && venue.sameTab && !NEW_TAB_VENUES.has(venue.enName))
    return { kind: 'window', path: gameWindowPath(venue.enName, gameCode, venue.category) };
  return { kind: 'newTab' };
}

/**
 * The countdown to a draw as mm:ss (hh:mm:ss from an hour on), rounded up to the second; null
 * once the draw's time has come (the screen shows 开奖中 and asks for the next one).
 */
export function drawCountdown(drawAtMs: number, now: number): string | null {
  const left = Math.ceil((drawAtMs - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const sec = left % 60;
  return h > 0 ? `${two(h)}:${two(m)}:${two(sec)}` : `${two(m)}:${two(sec)}`;
}

/** The outcome of a tile's click, for the screen to act on. */
export type LobbyLaunch =
  | { status: 'login_required' }
  /** url: the sports channel's launch address, which its page frames (the transfer-in dialog's
   * launch of crty). */
  | { status: 'sport'; path: string; url?: string }
  | { status: 'window'; path: string; url: string }
  | { status: 'newTab'; url: string }
  | { status: 'failed'; message: string }
  | { status: 'busy' };

/** What the grid draws: the games list's page, or a member's stand-in (`standIn`). */
export type LobbyGrid = Pick<
  PagedList<LobbyGame>,
  'status' | 'items' | 'total' | 'page' | 'isEmpty'
> & { standIn: boolean };

/** One category's lobby. */
export class CategoryLobby {
  readonly venues: Loadable<LobbyVenue[]>;
  readonly games: PagedList<LobbyGame>;
  readonly pools: Loadable<JackpotPool[]>;
  venueCode: string | null = null;
  tab: GameTab = 'all';
  /** The game-type tab's type (the request's tab is then 'all'). */
  gameType: string | null = null;
  /** Every game type of a venue, as its game list answers them (one tab each). */
  gameTypesByVenue: Record<string, string[]> = {};
  keyword = '';
  /** A member's first games until theirs arrive (fetchGames). */
  standIn: Page<LobbyGame> | null = null;
  /** The server's message of a venue found under maintenance (6415) at launch. */
  maintenanceNotes: Record<string, string> = {};
  /** Games whose favourite change is on its way (the star is busy). */
  favouriteBusy: Record<string, boolean> = {};
  private drawsRefreshed = new Set<number>();

  constructor(
    private readonly root: RootStore,
    readonly category: LobbyCategory,
  ) {
    this.venues = new Loadable(async () => {
      // never the SDK's cache: the next draw and the live matches move on
      const data = await root.call('venueGetVenueInfoByCategory', { category }, { cache: false });
      return (Array.isArray(data) ? data : [])
        .filter((v) => v.category === category)
        .map((v): LobbyVenue => ({
          enName: v.enName,
          channelCode: v.channelCode || v.enName,
          name: v.name || v.enName,
          category: v.category,
          maintenance: v.maintenance === true,
          sameTab: v.sameTab === true,
          tables: (v.tables ?? [])
            .map((t) => ({
              tableId: t.tableId,
              name: t.name,
              gameCode: t.gameCode,
              minBet: Number(t.minBet) || 0,
              maxBet: Number(t.maxBet) || 0,
            }))
            .filter((t) => t.maxBet > 0),
          nextDraw:
            v.nextDraw && Number.isFinite(Number(v.nextDraw.drawAtMs))
              ? {
                  gameCode: v.nextDraw.gameCode,
                  gameName: v.nextDraw.gameName,
                  issue: v.nextDraw.issue,
                  drawAtMs: Number(v.nextDraw.drawAtMs),
                }
              : null,
          liveMatches: (v.liveMatches ?? []).map((m) => ({
            matchId: m.matchId,
            gameName: m.gameName,
            league: m.league,
            home: m.home,
            away: m.away,
            homeScore: Number(m.homeScore) || 0,
            awayScore: Number(m.awayScore) || 0,
          })),
        }));
    });
    this.games = new PagedList((page) => this.fetchGames(page), GAME_PAGE_SIZE);
    this.pools = new Loadable(async () => {
      const data = await root.call('venueGetBonusPools', {});
      return (Array.isArray(data) ? data : []).map((p) => ({
        enName: p.enName,
        gameCode: p.gameCode,
        amount: Number(p.amount) || 0,
      }));
    });
    makeAutoObservable<CategoryLobby, 'root' | 'drawsRefreshed'>(this, {
      root: false,
      category: false,
      drawsRefreshed: false,
    });
  }

  private async fetchGames(page: number): Promise<Page<LobbyGame>> {
    const enName = this.venueCode;
    if (!enName) return { list: [], total: 0 };
    const body = lobbyGameListBody({
      enName,
      category: this.category,
      keyword: this.keyword.trim(),
      tab: this.tab,
      gameType: this.gameType,
      pageNum: page,
    });
    // A member's first games carry their favourites, so are never the page's: the page's visitor
    // answer stands in until theirs arrives, drawn in their drawn lobby and in the first render
    // that takes it over. Theirs replace it once that render is committed
    // (src/stores/firstDraw.ts). A visitor's first games are the page's, drawn in both.
    const standIn = this.root.visitorStandIn('venueGameList', body);
    runInAction(() => {
      this.standIn = standIn ? this.readGamePage(standIn, enName) : null;
    });
    // Never the SDK's cache: the favourite flags change under it.
    const data = await this.root.call('venueGameList', body, { cache: false });
    if (this.root.session.isLoggedIn) await this.root.firstDraw.passed();
    return this.readGamePage(data, enName);
  }

  /** A game-list answer's page of games; the venue's game types (its tabs) are noted. */
  private readGamePage(data: CallResult<'venueGameList'>, enName: string): Page<LobbyGame> {
    if (Array.isArray(data.gameTypes)) {
      const types = data.gameTypes.filter((t) => typeof t === 'string' && t.trim() !== '');
      this.gameTypesByVenue[enName] = [...new Set(types)];
    }
    return {
      list: (data.list ?? []).map((g) => ({
        gameCode: g.gameCode,
        name: g.name,
        enName: g.enName || enName,
        hot: g.hot === true,
        isNew: g.new === true,
        collected: g.collected === true,
        gameType: g.gameType || null,
      })),
      total: Number(data.total) || 0,
    };
  }

  /** The grid's games: a member's stand-in while theirs load (favourites not known yet), else
   * the list's. */
  get grid(): LobbyGrid {
    const { games, standIn } = this;
    if (standIn && games.status === 'loading') {
      const { list, total } = standIn;
      return { status: 'ready', items: list, total, page: 1, isEmpty: !list.length, standIn: true };
    }
    const { status, items, total, page, isEmpty } = games;
    return { status, items, total, page, isEmpty, standIn: false };
  }

  /** The game types of the selected venue (its data's; none when the data has none). */
  get gameTypes(): string[] {
    return this.venueCode ? (this.gameTypesByVenue[this.venueCode] ?? []) : [];
  }

  /** The grid's tabs: all, hot, new, favourites, then one per game type of the data. */
  get tabs(): LobbyTab[] {
    const types = this.gameTypes.map(typeTab);
    // a chosen type stays a tab while its answer is on its way
    if (this.gameType && !this.gameTypes.includes(this.gameType))
      types.push(typeTab(this.gameType));
    return [...GAME_TABS, ...types];
  }

  /** The selected tab. */
  get tabValue(): LobbyTab {
    return this.gameType ? typeTab(this.gameType) : this.tab;
  }

  get venue(): LobbyVenue | null {
    const list = this.venues.data ?? [];
    return list.find((v) => v.enName === this.venueCode) ?? null;
  }

  /** The jackpot pools of this category's venues. */
  get categoryPools(): JackpotPool[] {
    const codes = new Set((this.venues.data ?? []).map((v) => v.enName));
    return (this.pools.data ?? []).filter((p) => codes.has(p.enName));
  }

  /** Loads the venues (selecting the first open one), its games and the pools. */
  async start(): Promise<void> {
    void this.pools.ensure();
    await this.venues.ensure();
    const list = this.venues.data ?? [];
    if (!this.venueCode || !list.some((v) => v.enName === this.venueCode)) {
      const first = lobbyOpeningVenue(list);
      runInAction(() => {
        this.venueCode = first?.enName ?? null;
      });
    }
    if (this.games.status === 'idle' || this.games.status === 'error') await this.games.reload();
  }

  /**
   * A venue's draw has come (its countdown ran out): the venues are read again for the next
   * draw, once per draw.
   */
  drawPassed(drawAtMs: number): Promise<void> {
    if (this.drawsRefreshed.has(drawAtMs)) return Promise.resolve();
    this.drawsRefreshed.add(drawAtMs);
    return this.venues.load();
  }

  /** Refreshes the pools (the screen calls it on a timer while shown). */
  refreshPools(): Promise<void> {
    return this.pools.load();
  }

  selectVenue(enName: string): Promise<void> {
    if (this.venueCode === enName) return Promise.resolve();
    this.venueCode = enName;
    // another venue has other game types
    if (this.gameType) this.gameType = null;
    return this.games.reload();
  }

  /**
   * Switches the tab; favourites need a member (a visitor gets the login-required dialog). A game
   * type's tab lists every game of that type.
   */
  setTab(value: LobbyTab): Promise<void> {
    if (value === 'collection' && !this.root.session.requireLogin('dialog'))
      return Promise.resolve();
    if (this.tabValue === value) return Promise.resolve();
    const gameType = tabGameType(value);
    if (gameType !== null) {
      this.tab = 'all';
      this.gameType = gameType;
    } else {
      this.tab = value as GameTab;
      this.gameType = null;
    }
    return this.games.reload();
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword;
  }

  search(keyword: string = this.keyword): Promise<void> {
    this.keyword = keyword;
    return this.games.reload();
  }

  /** The session changed (login, logout): the favourite flags belong to the player. */
  reset(): void {
    if (this.tab === 'collection' && !this.root.session.isLoggedIn) this.tab = 'all';
    if (this.games.status !== 'idle') void this.games.reload();
  }

  /**
   * Adds or removes a favourite: the star turns at once; on failure it turns back and the
   * server's message is shown. On the favourites tab a removed game leaves the grid.
   */
  async toggleFavourite(game: LobbyGame): Promise<boolean> {
    if (!this.root.session.requireLogin('dialog')) return false;
    // a stand-in's star does not know the member's favourite yet
    if (this.grid.standIn) return false;
    const key = `${game.enName}/${game.gameCode}`;
    if (this.favouriteBusy[key]) return false;
    const adding = !game.collected;
    const before = this.games.items;
    this.favouriteBusy[key] = true;
    this.games.setItems(
      this.tab === 'collection' && !adding
        ? before.filter((g) => g.gameCode !== game.gameCode)
        : before.map((g) => (g.gameCode === game.gameCode ? { ...g, collected: adding } : g)),
    );
    try {
      const body = { enName: game.enName, gameCode: game.gameCode };
      if (adding) await this.root.call('collectionAddCollection', body);
      else await this.root.call('collectionRemoveCollection', body);
      return true;
    } catch (error) {
      runInAction(() => {
        // Roll back only this game (other rows may have changed meanwhile).
        const now = this.games.items;
        const restored = now.some((g) => g.gameCode === game.gameCode)
          ? now.map((g) => (g.gameCode === game.gameCode ? { ...g, collected: !adding } : g))
          : before;
        this.games.setItems(restored);
      });
      if (!isHandledGlobally(error)) this.root.ui.showError(error);
      return false;
    } finally {
      runInAction(() => {
        delete this.favouriteBusy[key];
      });
    }
  }

  /** Notes the server's maintenance message of a venue (6415 at launch). */
  noteMaintenance(enName: string, message: string): void {
    this.maintenanceNotes[enName] = message;
  }
}

export class LobbyStore {
  private lobbies = new Map<LobbyCategory, CategoryLobby>();
  /** Recently played games of the signed-in player (client side, per player). */
  recent: RecentGame[] = [];

  constructor(private readonly root: RootStore) {
    makeAutoObservable<LobbyStore, 'root' | 'lobbies'>(this, { root: false, lobbies: false });
    this.recent = this.readRecent();
    // Login, logout, another player: favourites and recent games belong to the player.
    reaction(
      () => (this.root.session.isLoggedIn ? this.root.session.userId : null),
      () => this.onSessionChanged(),
    );
  }

  lobby(category: LobbyCategory): CategoryLobby {
    let lobby = this.lobbies.get(category);
    if (!lobby) {
      lobby = new CategoryLobby(this.root, category);
      this.lobbies.set(category, lobby);
    }
    return lobby;
  }

  /** Recently played games of one category. */
  recentOf(category: string): RecentGame[] {
    return this.recent.filter((g) => g.category === category);
  }

  onSessionChanged(): void {
    this.recent = this.readRecent();
    for (const lobby of this.lobbies.values()) lobby.reset();
  }

  private recentKey(): string | null {
    const id = this.root.session.userId;
    return this.root.session.isLoggedIn && id ? `recentGames:${id}` : null;
  }

  private readRecent(): RecentGame[] {
    const key = this.recentKey();
    if (!key) return [];
    try {
      const parsed: unknown = JSON.parse(this.root.storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isRecentGame).slice(0, RECENT_LIMIT) : [];
    } catch {
      return [];
    }
  }

  /** Puts a game first in the player's recently played list. */
  recordRecent(game: RecentGame): void {
    const key = this.recentKey();
    if (!key) return;
    const rest = this.readRecent().filter(
      (g) => !(g.enName === game.enName && g.gameCode === game.gameCode),
    );
    this.recent = [game, ...rest].slice(0, RECENT_LIMIT);
    this.root.storage.setItem(key, JSON.stringify(this.recent));
  }

  /** The in-site setting of spec section 9 (the site's inner-game flag). */
  get sameTabSetting(): boolean {
    return this.root.site.flags.innerGame;
  }

  /**
   * A tile's launch: a visitor gets the login-required dialog; a member the 启动中 overlay and
   * the launch (6413: the transfer-in dialog; other errors: the server's message), then the
   * target of spec section 9.
   */
  async launch(venue: LobbyVenue, game: { gameCode: string; name: string }): Promise<LobbyLaunch> {
    if (!this.root.session.requireLogin('dialog')) return { status: 'login_required' };
    const target = launchTarget(venue, game.gameCode, this.sameTabSetting);
    if (target.kind === 'sport') return { status: 'sport', path: target.path };
    const result = await this.root.wallet.launch({
      enName: venue.enName,
      channelCode: venue.channelCode,
      name: venue.name,
      gameCode: game.gameCode || undefined,
      gameName: game.name,
      sameTab: venue.sameTab,
      category: venue.category,
    });
    if (result.status === 'login_required') return { status: 'login_required' };
    // a second click while the first launch runs: that launch answers, this one does nothing
    if (result.status === 'busy') return { status: 'busy' };
    if (result.status !== 'ok') {
      const message = String(result.message);
      // A venue listed under maintenance answers 6415 with its own message: shown on its card.
      if (result.status === 'error' && venue.maintenance && isLobbyCategory(venue.category))
        this.lobby(venue.category).noteMaintenance(venue.enName, message);
      return { status: 'failed', message };
    }
    if (game.gameCode)
      this.recordRecent({
        enName: venue.enName,
        gameCode: game.gameCode,
        name: game.name,
        category: venue.category,
      });
    return target.kind === 'window'
      ? { status: 'window', path: target.path, url: result.url }
      : { status: 'newTab', url: result.url };
  }

  /**
   * Where a game launched from the transfer-in dialog (6413, after 转账成功 or 直接进入游戏) goes:
   * the same rule of spec section 9 as a tile's launch (the site's game window in the same tab
   * when the setting is on and the venue may share the tab, else a new tab).
   */
  launchedFromTransfer(venue: Venue, url: string): LobbyLaunch {
    const target = launchTarget(
      { enName: venue.enName, sameTab: venue.sameTab === true, category: venue.category ?? '' },
      venue.gameCode ?? '',
      this.sameTabSetting,
    );
    if (target.kind === 'sport') return { status: 'sport', path: target.path };
    // the sports channel's page frames the address the dialog's launch answered
    if (venue.enName.toLowerCase() === SPORTS_CHANNEL_NAME)
      return { status: 'sport', path: `/game/sport/${SPORTS_CHANNEL_NAME}`, url };
    if (venue.gameCode && venue.category)
      this.recordRecent({
        enName: venue.enName,
        gameCode: venue.gameCode,
        name: venue.gameName ?? venue.gameCode,
        category: venue.category,
      });
    return target.kind === 'window'
      ? { status: 'window', path: target.path, url }
      : { status: 'newTab', url };
  }
}

function isRecentGame(v: unknown): v is RecentGame {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.enName === 'string' &&
    typeof o.gameCode === 'string' &&
    typeof o.name === 'string' &&
    typeof o.category === 'string'
  );
}

export type GameSessionStatus = 'launching' | 'playing' | 'failed' | 'transfer';

/**
 * The game window of one launch (/game/{enName}?gameCode=..&c=..): the launch (or the address a
 * lobby already launched), the venue's balance, 回收 and the way out (money recycled when the
 * player's auto-transfer is on).
 */
export class GameSession {
  status: GameSessionStatus = 'launching';
  url: string | null = null;
  message: string | null = null;
  name: string;
  balance: number | null = null;
  balanceError: string | null = null;
  exiting = false;
  private started = false;

  constructor(
    private readonly root: RootStore,
    readonly enName: string,
    readonly gameCode: string,
    readonly category: string,
    launched: { url?: string; name?: string } = {},
  ) {
    this.name = launched.name || enName;
    if (launched.url) {
      this.url = launched.url;
      this.status = 'playing';
    }
    makeAutoObservable<GameSession, 'root' | 'started'>(this, { root: false, started: false });
  }

  /** The lobby to go back to (by the category in the address, else home). */
  get lobbyPath(): string {
    return isLobbyCategory(this.category) ? LOBBY_PATHS[this.category] : '/';
  }

  /** Launches unless the lobby already did, then reads the venue's name and balance. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    if (!this.url) await this.launch();
    void this.loadName();
    await this.refreshBalance();
  }

  async launch(): Promise<void> {
    this.status = 'launching';
    this.message = null;
    const r = await this.root.wallet.launch({
      enName: this.enName,
      channelCode: this.enName,
      name: this.name,
      gameCode: this.gameCode || undefined,
      // opened in the game window: after the transfer-in dialog it comes back here
      sameTab: true,
      category: this.category,
    });
    runInAction(() => {
      if (r.status === 'ok') {
        this.url = r.url;
        this.status = 'playing';
      } else if (r.status === 'transfer_in') {
        this.status = 'transfer';
        this.message = String(r.message);
      } else {
        this.status = 'failed';
        this.message = r.status === 'error' ? String(r.message) : null;
      }
    });
  }

  /** A launch made elsewhere for this game (the transfer-in dialog's): the frame shows it. */
  adopt(url: string): void {
    if (!url || this.url === url) return;
    this.url = url;
    this.message = null;
    this.status = 'playing';
    void this.refreshBalance();
  }

  private async loadName(): Promise<void> {
    if (this.name !== this.enName) return;
    try {
      await this.root.wallet.loadVenueBalances();
      const found = this.root.wallet
        .visibleVenues()
        .concat(this.root.wallet.venueBalances[String(ALL_VENUES_CATEGORY)]?.venues ?? [])
        .find((v) => v.channelCode === this.enName);
      if (found)
        runInAction(() => {
          this.name = found.name;
        });
    } catch {
      // the code stays as the name
    }
  }

  /** The venue's balance (balance call). */
  async refreshBalance(): Promise<void> {
    if (!this.root.session.isLoggedIn) return;
    try {
      const data = await this.root.call('venueBalance', { channelCode: this.enName });
      runInAction(() => {
        this.balance = Number(data.balance) || 0;
        this.balanceError = null;
      });
    } catch (error) {
      runInAction(() => {
        this.balanceError = error instanceof Error ? error.message : null;
      });
    }
  }

  /** 回收: the venue's money back to the centre wallet. */
  async recycle(): Promise<boolean> {
    const done = await this.root.wallet.recycle(this.enName);
    await this.refreshBalance();
    return done;
  }

  /** Leaving the game: with auto-transfer on the venue's money goes back first. */
  async exit(): Promise<void> {
    this.exiting = true;
    try {
      if (this.root.wallet.autoTransfer === null) await this.root.session.ensureUserInfo();
      if (this.root.wallet.autoTransfer && this.status === 'playing')
        await this.root.wallet.recycle(this.enName);
    } finally {
      runInAction(() => {
        this.exiting = false;
      });
    }
  }
}
