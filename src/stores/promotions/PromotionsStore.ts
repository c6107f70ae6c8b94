// Promotions: the discount list, one activity (configuration, eligibility, the member's
// progress, records) and friend invitation. Claims, draws and check-ins move play money, so
// each carries an idempotency key per intent, kept until the server answers (see WalletStore).
import { makeAutoObservable, runInAction } from 'mobx';
import type { OperationResponseData } from '../../sdk/operations.generated';
import type { RootStore } from '../RootStore';
import { Loadable, PagedList } from '../load/Loadable';
import { errorText, isApiError } from '../util';
import type { MessageKey } from '../../domain/messages';

export type DiscountAd = OperationResponseData<'advertisingGetMyDiscountAd'>[number];
export type PromotionConfig = OperationResponseData<'promotionConfig'>;
export type PromotionVerification = OperationResponseData<'promotionVerification'>;
export type PromotionProgress = OperationResponseData<'promotionProgress'>;
export type PromotionRecord = OperationResponseData<'promotionRecords'>['list'][number];
export type InviteInfo = OperationResponseData<'promotionInviteInfo'>;
export type InvitedFriend = OperationResponseData<'promotionInviteFriends'>['list'][number];
export type ActionResult =
  | { ok: true; rewardAmount: number; prizeIndex?: number; prizeName?: string }
  | { ok: false; message: MessageKey | string };

/** The list's category tabs: activity kinds grouped as a player thinks of them. */
export const PROMOTION_TABS = [
  { key: 'all', kinds: [] },
  { key: 'deposit', kinds: ['firstDeposit', 'againDeposit'] },
  { key: 'daily', kinds: ['signGift', 'drawGift', 'bettingGift'] },
  { key: 'newcomer', kinds: ['newTask', 'activityLandPage'] },
  { key: 'race', kinds: ['racePage'] },
  { key: 'invite', kinds: ['friendInvitation'] },
] as const;
export type PromotionTab = (typeof PROMOTION_TABS)[number]['key'];

/** One activity page's data. */
export class ActivityView {
  readonly config: Loadable<PromotionConfig>;
  readonly verification: Loadable<PromotionVerification>;
  readonly progress: Loadable<PromotionProgress>;
  readonly records: PagedList<PromotionRecord>;
  busy: string | null = null;
  private readonly intents = new Map<string, string>();

  constructor(
    private readonly root: RootStore,
    readonly id: number,
  ) {
    this.config = new Loadable(() => root.call('promotionConfig', { id }));
    this.verification = new Loadable(() => root.call('promotionVerification', { id }));
    this.progress = new Loadable(() => root.call('promotionProgress', { id }));
    this.records = new PagedList(async (pageNum, pageSize) => {
      const page = await root.call('promotionRecords', { id, pageNum, pageSize });
      return { list: page.list, total: page.total };
    }, 10);
    makeAutoObservable<ActivityView, 'root' | 'intents'>(this, { root: false, intents: false });
  }

  /** The configuration, and for a member the eligibility, progress and records. */
  async load(): Promise<void> {
    const tasks = [this.config.load()];
    if (this.root.session.isLoggedIn) tasks.push(this.refreshMember());
    await Promise.all(tasks);
  }

  async refreshMember(): Promise<void> {
    if (!this.root.session.isLoggedIn) return;
    await Promise.all([this.verification.load(), this.progress.load(), this.records.load(1)]);
  }

  /** Visitors are asked to log in (the login-required dialog); true when logged in. */
  requireLogin(): boolean {
    if (this.root.session.isLoggedIn) return true;
    this.root.ui.openLoginRequired();
    return false;
  }

  private key(signature: string): string {
    let k = this.intents.get(signature);
    if (!k) {
      k = this.root.sdk.newIdempotencyKey();
      this.intents.set(signature, k);
    }
    return k;
  }

  private async act(
    signature: string,
    run: (
      idempotencyKey: string,
    ) => Promise<{ rewardAmount: number; prizeIndex?: number; prizeName?: string }>,
  ): Promise<ActionResult> {
    if (!this.requireLogin()) return { ok: false, message: 'loginRequiredTip' };
    if (this.busy) return { ok: false, message: 'genericError' };
    this.busy = signature;
    try {
      const r = await run(this.key(signature));
      this.intents.delete(signature);
      await Promise.all([this.refreshMember(), this.root.wallet.refreshBalance()]);
      return { ok: true, ...r };
    } catch (error) {
      if (isApiError(error)) this.intents.delete(signature);
      this.root.ui.showError(error);
      return { ok: false, message: errorText(error) };
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  /** Joins (applies for) the activity; a deposit offer's bonus comes with the next deposit. */
  join(tierId?: number): Promise<ActionResult> {
    return this.act(`join:${tierId ?? ''}`, async () => {
      const r = await this.root.call('promotionJoinActivity', {
        id: this.id,
        ...(tierId === undefined ? {} : { tierId }),
      });
      return { rewardAmount: r.rewardAmount };
    });
  }

  claim(key: string): Promise<ActionResult> {
    return this.act(`claim:${key}`, (idempotencyKey) =>
      this.root.call('promotionClaim', { id: this.id, key }, { idempotencyKey }),
    );
  }

  signIn(): Promise<ActionResult> {
    return this.act('signIn', (idempotencyKey) =>
      this.root.call('promotionSignIn', { id: this.id }, { idempotencyKey }),
    );
  }

  /** One spin; the server decides the prize. */
  draw(): Promise<ActionResult> {
    return this.act('draw', (idempotencyKey) =>
      this.root.call('promotionDraw', { id: this.id }, { idempotencyKey }),
    );
  }
}

export class PromotionsStore {
  readonly list: Loadable<DiscountAd[]>;
  tab: PromotionTab = 'all';
  readonly invite: Loadable<InviteInfo>;
  readonly friends: PagedList<InvitedFriend>;
  private readonly views = new Map<number, ActivityView>();

  constructor(private readonly root: RootStore) {
    this.list = new Loadable(() => root.call('advertisingGetMyDiscountAd', { category: 'all' }));
    this.invite = new Loadable(() => root.call('promotionInviteInfo', {}));
    this.friends = new PagedList(async (pageNum, pageSize) => {
      const page = await root.call('promotionInviteFriends', { pageNum, pageSize });
      return { list: page.list, total: page.total };
    }, 10);
    makeAutoObservable<PromotionsStore, 'root' | 'views'>(this, { root: false, views: false });
  }

  setTab(tab: PromotionTab): void {
    this.tab = tab;
  }

  /** The list filtered by the current tab. */
  get shown(): DiscountAd[] {
    const all = this.list.data ?? [];
    const tab = PROMOTION_TABS.find((t) => t.key === this.tab);
    if (!tab || tab.kinds.length === 0) return all;
    const kinds: readonly string[] = tab.kinds;
    return all.filter((p) => kinds.includes(p.routeName));
  }

  /** The running activity of a kind (the invitation page has no id in its address). */
  firstOfKind(routeName: string): DiscountAd | null {
    return (this.list.data ?? []).find((p) => p.routeName === routeName && p.status === 1) ?? null;
  }

  activity(id: number): ActivityView {
    let v = this.views.get(id);
    if (!v) {
      v = new ActivityView(this.root, id);
      this.views.set(id, v);
    }
    return v;
  }

  async loadInvite(): Promise<void> {
    if (!this.root.session.isLoggedIn) return;
    await Promise.all([this.invite.load(), this.friends.load(1)]);
  }
}
