// The home screen's data: the main-menu venue categories (navigationList) and the notices
// (queryNoticeListByPage), read through the root store's typed calls (screens never use the SDK).
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../../stores';
import type { OperationResponseData } from '../../sdk/operations.generated';

export type NavigationCategory = OperationResponseData<'advertisingNavigationList'>[number];
export type NavigationVenue = NavigationCategory['venues'][number];
export type Notice = OperationResponseData<'advertisingQueryNoticeListByPage'>['list'][number];

/** The venue categories of the main menu, in the spec's order (section 2). */
export const VENUE_CATEGORIES = ['TY', 'DZ', 'ZR', 'CP', 'QP', 'DJ', 'BY'] as const;
export type VenueCategory = (typeof VENUE_CATEGORIES)[number];

export class HomeModel {
  categories: NavigationCategory[] = [];
  notices: Notice[] = [];
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<HomeModel, 'root'>(this, { root: false });
  }

  /** The venue categories TY, DZ, ZR, CP, QP, DJ, BY of the menu, in that order. */
  get venueCategories(): NavigationCategory[] {
    const order = (code: string) => VENUE_CATEGORIES.indexOf(code as VenueCategory);
    return this.categories
      .filter((c) => order(c.code) >= 0)
      .slice()
      .sort((a, b) => order(a.code) - order(b.code) || a.sort - b.sort);
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const [nav, notices] = await Promise.all([
        this.root.call('advertisingNavigationList', { position: 1 }),
        this.root
          .call('advertisingQueryNoticeListByPage', { type: 1, pageNum: 1, pageSize: 20 })
          .catch(() => null),
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
