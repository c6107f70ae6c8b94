// The home screen's data: the main-menu venue categories (navigationList) and the notices
// (queryNoticeListByPage), read through the root store's typed calls (screens never use the SDK).
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { RootStore } from '../../stores';
import { HOT_GAMES, NOTICE_TICKER_BODY, homeExtraBodies } from '../../sdk/bootData';
import type { OperationRequestBody, OperationResponseData } from '../../sdk/operations.generated';
import { readMatches } from '../../stores/sports/answers';
import { resourceBase } from '../../stores/sports/resource';
import type { Match } from '../../stores/sports/types';

export type NavigationCategory = OperationResponseData<'advertisingNavigationList'>[number];
export type NavigationVenue = NavigationCategory['venues'][number];
export type Notice = OperationResponseData<'advertisingQueryNoticeListByPage'>['list'][number];
export type PromoAd = OperationResponseData<'advertisingGetMyDiscountAd'>[number];
export type HotGame = OperationResponseData<'venueGameList'>['list'][number];
export type BonusPool = OperationResponseData<'venueGetBonusPools'>[number];

/** How many in-play matches the live strip shows. */
export const LIVE_MATCHES = 6;

/** The venue categories of the main menu, in the spec's order (section 2). */
export const VENUE_CATEGORIES = ['TY', 'DZ', 'ZR', 'CP', 'QP', 'DJ', 'BY'] as const;
export type VenueCategory = (typeof VENUE_CATEGORIES)[number];

/** The list page of each venue category (spec section 2). */
export const CATEGORY_PATHS: Record<VenueCategory, string> = {
  TY: '/game/sport',
  DZ: '/game/egame',
  ZR: '/game/realbet',
  CP: '/game/lottery',
  QP: '/game/chess',
  DJ: '/game/gaming',
  BY: '/game/fishing',
};

type ExtrasStatus = 'idle' | 'loading' | 'ready';

export class HomeModel {
  categories: NavigationCategory[] = [];
  notices: Notice[] = [];
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  /** The home page's own data: promotions (hero banners and the promotions row), hot games of
   * the first slot venue, bonus pools (the jackpot). Each missing part is simply left out. */
  promos: PromoAd[] = [];
  hotGames: HotGame[] = [];
  bonusPools: BonusPool[] = [];
  /** In-play football of the own book (the live strip); empty without the own book. */
  liveMatches: Match[] = [];
  /** The live strip's matches and the hot games, each from the page's answers (a visitor's hot
   * games only: a member's are their own) or asked for after the first render. */
  liveStatus: ExtrasStatus = 'idle';
  gamesStatus: ExtrasStatus = 'idle';
  /** The promotions and bonus pools are in (the hero and the jackpot can show). */
  promosLoaded = false;
  /** The navigation load under way (the header starts it before home asks for it). */
  private loading: Promise<void> | null = null;

  constructor(private readonly root: RootStore) {
    // The lists are only ever replaced whole, never changed in place: observed by reference.
    // (Made deeply observable, the page's answers cost start-up a long task on a slow phone.)
    makeAutoObservable<HomeModel, 'root' | 'loading'>(this, {
      root: false,
      loading: false,
      categories: observableRef,
      notices: observableRef,
      promos: observableRef,
      hotGames: observableRef,
      bonusPools: observableRef,
      liveMatches: observableRef,
    });
    this.takePageAnswers();
  }

  /** The menu, notices, promotions and pools the page came with (src/sdk/bootData.ts): with them
   * the header and home draw their content in the first render, not a skeleton first. */
  private takePageAnswers(): void {
    const nav = this.root.pageAnswer('advertisingNavigationList', { position: 1 });
    const notices = this.root.pageAnswer('advertisingQueryNoticeListByPage', NOTICE_TICKER_BODY);
    if (Array.isArray(nav) && notices && Array.isArray(notices.list)) {
      this.categories = nav;
      this.notices = notices.list;
      this.status = 'ready';
    }
    const promos = this.root.pageAnswer('advertisingGetMyDiscountAd', { category: 'all' });
    const pools = this.root.pageAnswer('venueGetBonusPools', {});
    if (Array.isArray(promos) && Array.isArray(pools)) this.setPromos(promos, pools);
    if (this.status === 'ready' && this.promosLoaded) this.takePageExtras();
  }

  /** The live strip's matches and a visitor's hot games the page came with: home then draws
   * them in its first render (and the server in its drawing), with no call after the script. */
  private takePageExtras(): void {
    const bodies = homeExtraBodies(this.menu, this.root.site.language);
    const games = bodies.hotGames ? this.root.pageAnswer('venueGameList', bodies.hotGames) : null;
    // the body as the live strip asks it, per-call fields and all (matched without them)
    const live = bodies.liveMatches
      ? this.root.pageAnswer('venueResource', this.liveMatchesBody(bodies.liveMatches))
      : null;
    if (live !== undefined) this.setLive(live === null ? [] : this.inPlay(live));
    if (games !== undefined) this.setGames(games);
  }

  /** A missing or malformed part is left out (null: its call failed). */
  private setPromos(promos: PromoAd[] | null, pools: BonusPool[] | null): void {
    this.promos = Array.isArray(promos) ? promos : [];
    this.bonusPools = Array.isArray(pools) ? pools : [];
    this.promosLoaded = true;
  }

  /** The menu's categories with the venues the site offers (no own book while selfSport is off). */
  get menu(): NavigationCategory[] {
    const site = this.root.site;
    if (this.categories.every((c) => c.venues.every((v) => site.venueOffered(v.enName))))
      return this.categories;
    return this.categories.map((c) => ({
      ...c,
      venues: c.venues.filter((v) => site.venueOffered(v.enName)),
    }));
  }

  /** The venue categories TY, DZ, ZR, CP, QP, DJ, BY of the menu, in that order. */
  get venueCategories(): NavigationCategory[] {
    const order = (code: string) => VENUE_CATEGORIES.indexOf(code as VenueCategory);
    return this.menu
      .filter((c) => order(c.code) >= 0)
      .slice()
      .sort((a, b) => order(a.code) - order(b.code) || a.sort - b.sort);
  }

  /** Loads the navigation and the notices; a call while a load is under way joins it. */
  load(): Promise<void> {
    if (!this.loading) {
      this.loading = this.fetchNavigation().finally(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  private async fetchNavigation(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const [nav, notices] = await Promise.all([
        this.root.call('advertisingNavigationList', { position: 1 }),
        this.root.call('advertisingQueryNoticeListByPage', NOTICE_TICKER_BODY).catch(() => null),
      ]);
      runInAction(() => {
        this.categories = Array.isArray(nav) ? nav : [];
        this.notices = notices && Array.isArray(notices.list) ? notices.list : [];
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = error instanceof Error && error.message ? error.message : null;
      });
    }
  }

  /** The jackpot: the sum of every bonus pool. */
  get jackpot(): number {
    return this.bonusPools.reduce((sum, p) => sum + (Number.isFinite(p.amount) ? p.amount : 0), 0);
  }

  /** Active promotions (status 1), for the hero carousel and the promotions row. */
  get activePromos(): PromoAd[] {
    return this.promos.filter((p) => p.status === 1);
  }

  /** The venue whose hot games the home page shows: the first slot (DZ) venue not in maintenance. */
  get hotVenue(): NavigationVenue | null {
    const enName = homeExtraBodies(this.menu).hotVenue;
    const dz = this.menu.find((c) => c.code === 'DZ');
    return dz?.venues.find((v) => v.enName === enName) ?? null;
  }

  /** Whether the menu offers the own sports book, whose in-play matches the live strip shows. */
  get hasOwnBook(): boolean {
    return homeExtraBodies(this.menu).liveMatches !== null;
  }

  /** The live strip's call: the board's first match list, with this call's own fields. */
  private liveMatchesBody(body: Record<string, unknown>): OperationRequestBody<'venueResource'> {
    const request = body.Request as Record<string, unknown>;
    return {
      ...body,
      Request: { ...resourceBase(this.root), ...request },
    } as OperationRequestBody<'venueResource'>;
  }

  /** The in-play matches of a match list, at most six. */
  private inPlay(data: unknown): Match[] {
    return readMatches(data)
      .filter((m) => m.isLive)
      .slice(0, LIVE_MATCHES);
  }

  /** The in-play football matches of the own book (the board's default view), at most six;
   * none without it (no body). */
  private async fetchLiveMatches(body: Record<string, unknown> | null): Promise<Match[]> {
    if (!body) return [];
    try {
      return this.inPlay(await this.root.call('venueResource', this.liveMatchesBody(body)));
    } catch {
      return [];
    }
  }

  /** Hot games first, then new ones, then the rest (null: their call failed). */
  private setGames(games: OperationResponseData<'venueGameList'> | null): void {
    const rank = (g: HotGame) => (g.hot ? 0 : g.new ? 1 : 2);
    this.hotGames =
      games && Array.isArray(games.list)
        ? games.list
            .slice()
            .sort((a, b) => rank(a) - rank(b))
            .slice(0, HOT_GAMES)
        : [];
    this.gamesStatus = 'ready';
  }

  private setLive(live: Match[]): void {
    this.liveMatches = live;
    this.liveStatus = 'ready';
  }

  /** Loads the navigation (when not under way already), promotions and bonus pools at once,
   * then the hot games and in-play matches, which depend on the navigation's venues. */
  async loadHome(): Promise<void> {
    const extras =
      this.liveStatus === 'idle' || this.gamesStatus === 'idle' ? this.loadExtras() : null;
    if (this.status !== 'ready') await this.load();
    await extras;
  }

  /** The live matches and hot games the page did not come with. */
  private async loadExtras(): Promise<void> {
    const needLive = this.liveStatus === 'idle';
    const needGames = this.gamesStatus === 'idle';
    if (needLive) this.liveStatus = 'loading';
    if (needGames) this.gamesStatus = 'loading';
    const independent = this.promosLoaded
      ? Promise.resolve()
      : Promise.all([
          this.root.call('advertisingGetMyDiscountAd', { category: 'all' }).catch(() => null),
          this.root.call('venueGetBonusPools', {}).catch(() => null),
        ]).then(([promos, pools]) => runInAction(() => this.setPromos(promos, pools)));
    // the header may have started the navigation load already: wait for it either way, or the
    // hot games would be asked of no venue
    if (this.status !== 'ready') await this.load();
    const bodies = homeExtraBodies(this.menu, this.root.site.language);
    const [games, live] = await Promise.all([
      needGames && bodies.hotGames
        ? this.root.call('venueGameList', bodies.hotGames).catch(() => null)
        : Promise.resolve(null),
      needLive ? this.fetchLiveMatches(bodies.liveMatches) : Promise.resolve(null),
    ]);
    await independent;
    // the hot games and the live strip's matches replace their placeholders once the first
    // render is committed (src/stores/firstDraw.ts)
    await this.root.firstDraw.passed();
    runInAction(() => {
      if (needGames) this.setGames(games);
      if (live) this.setLive(live);
    });
  }
}

const models = new WeakMap<RootStore, HomeModel>();

/** One model a root store (kept across visits of the home page). */
export function homeModelOf(root: RootStore): HomeModel {
  let model = models.get(root);
  if (!model) {
    model = new HomeModel(root);
    models.set(root, model);
  }
  return model;
}
