// Loading, error and paging written once: every screen's list or detail uses these two classes
// instead of its own idle/loading/ready/error machine. An answer that arrives after a newer load
// started is dropped, so a fast tab switch never shows stale rows.
import { makeAutoObservable, runInAction } from 'mobx';
import { Code } from '../../sdk/codes';
import { errorCode } from '../util';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

function messageOf(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/** One value loaded from the server: status, data, the error's message, reload. */
export class Loadable<T> {
  status: LoadStatus = 'idle';
  data: T | null = null;
  error: string | null = null;
  /** The server answered that it does not exist (6004): a screen says so instead of offering
   * 重试, which cannot help. */
  missing = false;
  /** The failure's business code (6015 unbound phone, 6449 real name ...), null otherwise. */
  code: number | null = null;
  private seq = 0;

  constructor(private readonly fetcher: () => Promise<T>) {
    makeAutoObservable<Loadable<T>, 'fetcher' | 'seq' | 'fetch'>(this, {
      fetcher: false,
      seq: false,
      fetch: false,
    });
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  /** Loads (again); resolves when done, never rejects (the error stays in `error`). */
  load(): Promise<void> {
    return this.fetch(false);
  }

  /**
   * Loads again while what is shown stays shown (after a change the player made, or on
   * coming back to a screen): no skeleton, the new data replaces the old when it arrives.
   * Without data yet it is `load`.
   */
  refresh(): Promise<void> {
    return this.fetch(this.status === 'ready');
  }

  private async fetch(keepShown: boolean): Promise<void> {
    const seq = ++this.seq;
    if (!keepShown) {
      this.status = 'loading';
      this.error = null;
      this.missing = false;
      this.code = null;
    }
    try {
      const data = await this.fetcher();
      if (seq !== this.seq) return;
      runInAction(() => {
        this.data = data;
        this.status = 'ready';
      });
    } catch (error) {
      if (seq !== this.seq) return;
      runInAction(() => {
        this.error = messageOf(error);
        this.code = errorCode(error);
        this.missing = this.code === Code.NotFound;
        this.status = 'error';
      });
    }
  }

  /** Loads once: later calls do nothing while loading or after success. */
  ensure(): Promise<void> {
    return this.status === 'idle' || this.status === 'error' ? this.load() : Promise.resolve();
  }

  /** Replaces the data in place (an optimistic change, or an answer pushed by the server). */
  set(data: T): void {
    this.data = data;
    this.status = 'ready';
  }
}

export interface Page<T> {
  list: T[];
  total: number;
}

/** A paged list: the current page's rows, the total, page changes and filters via `reload`. */
export class PagedList<T> {
  status: LoadStatus = 'idle';
  items: T[] = [];
  total = 0;
  page = 1;
  error: string | null = null;
  private seq = 0;

  constructor(
    private readonly fetcher: (page: number, pageSize: number) => Promise<Page<T>>,
    readonly pageSize = 10,
  ) {
    makeAutoObservable<PagedList<T>, 'fetcher' | 'seq'>(this, { fetcher: false, seq: false });
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.items.length === 0;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  async load(page = this.page): Promise<void> {
    const seq = ++this.seq;
    this.status = 'loading';
    this.error = null;
    this.page = page;
    try {
      const answer = await this.fetcher(page, this.pageSize);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.items = answer.list;
        this.total = answer.total;
        this.status = 'ready';
      });
    } catch (error) {
      if (seq !== this.seq) return;
      runInAction(() => {
        this.error = messageOf(error);
        this.status = 'error';
      });
    }
  }

  /** Back to page 1 (after a filter changed). */
  reload(): Promise<void> {
    return this.load(1);
  }

  /** The current page read again in the background: its rows and total replace the shown ones
   * without the loading state, so the list never blanks to a spinner under the player's eyes. */
  showPage(answer: Page<T>): void {
    this.seq++; // a load still under way would bring older rows
    this.items = answer.list;
    this.total = answer.total;
    this.status = 'ready';
    this.error = null;
  }

  /** Local edit of the rows (an optimistic remove), kept until the next load. */
  setItems(items: T[]): void {
    this.items = items;
  }
}
