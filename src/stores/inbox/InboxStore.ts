import { makeAutoObservable, runInAction } from 'mobx';
import type { components } from '../../sdk/schema';
import type { RootStore } from '../RootStore';
import { errorText, readNumber } from '../util';

/** The eight counters of letter/getUnreadForType summed into the unread count (spec section 3). */
export const UNREAD_COUNTERS = [
  'brnotice_count',
  'bractivity_count',
  'brbulletin_count',
  'brmatch_count',
  'brfd_count',
  'notice_count',
  'activity_count',
  'fd_count',
] as const;

export type UnreadCounter = (typeof UNREAD_COUNTERS)[number];
export type Letter = components['schemas']['Letter'];
export type LetterType = Letter['type'];

export const LETTER_PAGE_SIZE = 20;

/** The letter types of the inbox tabs, in order. */
export const LETTER_TYPES: readonly LetterType[] = [
  'notice',
  'activity',
  'bulletin',
  'match',
  'fd',
];

/** Which counters count the unread letters of a type (broadcast + the member's own). */
const TYPE_COUNTERS: Record<LetterType, readonly UnreadCounter[]> = {
  notice: ['brnotice_count', 'notice_count'],
  activity: ['bractivity_count', 'activity_count'],
  bulletin: ['brbulletin_count'],
  match: ['brmatch_count'],
  fd: ['brfd_count', 'fd_count'],
};

export class InboxStore {
  counters: Record<UnreadCounter, number> = emptyCounters();
  feedbackUnread = 0;
  letterType: LetterType = 'notice';
  letters: Letter[] = [];
  pageNum = 1;
  total = 0;
  loading = false;
  error: string | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<InboxStore, 'root'>(this, { root: false });
  }

  /** Unread = the eight counters plus the feedback unread count. */
  get unread(): number {
    return UNREAD_COUNTERS.reduce((sum, k) => sum + this.counters[k], 0) + this.feedbackUnread;
  }

  /** Unread letters of one type. */
  unreadOf(type: LetterType): number {
    return TYPE_COUNTERS[type].reduce((sum, k) => sum + this.counters[k], 0);
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / LETTER_PAGE_SIZE));
  }

  async refreshUnread(): Promise<void> {
    if (!this.root.session.isLoggedIn) return;
    const [letters, feedback] = await Promise.allSettled([
      this.root.call('siteLetterGetUnreadForType', { userSystem: 1 }),
      this.root.call('userFeedbackUnreadNum', {}),
    ]);
    runInAction(() => {
      if (letters.status === 'fulfilled') {
        const next = emptyCounters();
        for (const k of UNREAD_COUNTERS) next[k] = Math.max(0, readNumber(letters.value, k) ?? 0);
        this.counters = next;
      }
      if (feedback.status === 'fulfilled') {
        this.feedbackUnread = Math.max(0, readNumber(feedback.value, 'unreadNum') ?? 0);
      }
    });
  }

  /** One page of letters of a type. */
  async loadLetters(type: LetterType = this.letterType, pageNum = 1): Promise<void> {
    this.loading = true;
    this.error = null;
    this.letterType = type;
    try {
      const data = await this.root.call('siteLetterList', {
        type,
        pageNum,
        pageSize: LETTER_PAGE_SIZE,
      });
      runInAction(() => {
        if (this.letterType !== type) return;
        this.letters = Array.isArray(data?.list) ? data.list : [];
        this.pageNum = pageNum;
        this.total = readNumber(data, 'total') ?? this.letters.length;
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorText(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  async read(id: number): Promise<boolean> {
    try {
      await this.root.call('siteLetterRead', { id });
      runInAction(() => {
        const letter = this.letters.find((l) => l.id === id);
        if (letter) letter.read = true;
      });
      await this.refreshUnread().catch(() => undefined);
      return true;
    } catch (error) {
      this.root.ui.showError(error);
      return false;
    }
  }

  async remove(ids: number[]): Promise<boolean> {
    try {
      await this.root.call('siteLetterDelete', { ids });
      runInAction(() => {
        this.letters = this.letters.filter((l) => !ids.includes(l.id));
        this.total = Math.max(0, this.total - ids.length);
      });
      await this.refreshUnread().catch(() => undefined);
      return true;
    } catch (error) {
      this.root.ui.showError(error);
      return false;
    }
  }

  /** One-key read, of a type or of everything. */
  async readAll(type?: LetterType): Promise<boolean> {
    try {
      await this.root.call('siteLetterOnekeyRead', type ? { type } : {});
      runInAction(() => {
        for (const l of this.letters) if (!type || l.type === type) l.read = true;
      });
      await this.refreshUnread().catch(() => undefined);
      return true;
    } catch (error) {
      this.root.ui.showError(error);
      return false;
    }
  }

  clear(): void {
    this.counters = emptyCounters();
    this.feedbackUnread = 0;
    this.letters = [];
    this.pageNum = 1;
    this.total = 0;
    this.error = null;
  }
}

function emptyCounters(): Record<UnreadCounter, number> {
  return Object.fromEntries(UNREAD_COUNTERS.map((k) => [k, 0])) as Record<UnreadCounter, number>;
}
