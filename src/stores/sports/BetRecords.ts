// 投注记录 (/mine/betRecord): bets by venue category, date range and settled state, with the
// totals of the total call. Sports (TY) rows come from the own book's betRecords (match, market,
// odds, legs, result code); other categories from record/betRecordList. A quiet refresh every
// REFRESH_MS shows a settlement without a reload (and refreshes the balance when totals move).
import { makeAutoObservable, runInAction } from 'mobx';
import { Loadable, PagedList, type Page } from '../load/Loadable';
import { resourceBase } from './resource';
import { CODE_UID_VERIFICATION, OWN_BOOK } from './SportsStore';
import { ApiError } from '../../sdk/errors';
import type { SportsRoot } from './types';
import { displayFormatOf, type OddsFormat } from '../../domain/odds';

export type RecordCategory = 'TY' | 'ZR' | 'DZ' | 'CP' | 'QP' | 'DJ' | 'BY';
export const RECORD_CATEGORIES: readonly RecordCategory[] = [
  'TY',
  'ZR',
  'DZ',
  'CP',
  'QP',
  'DJ',
  'BY',
];
export type RecordRange = 'today' | '7' | '30' | 'custom';
/** How often an open record list asks again (a settlement shows without a reload). Designed. */
export const REFRESH_MS = 5000;

export interface RecordLeg {
  leagueName: string;
  match: string;
  /** The market's name (让球, 滚球大小 ...). */
  market: string;
  /** The side's name: the team, 和局, 大 or 小. */
  selection: string;
  /** H home, C away, N draw, O over, U under ('' for outrights). */
  side: string;
  /** The line as placed ('-0.5', '0/0.5', '2.5'); '' without one. */
  line: string;
  /** The accepted odds as the slip showed them: in the record's oddsFormat, 独赢 and 波胆 in
   * decimal (the server's exact decimalOdds). */
  odds: number;
  /** The score when an in-play bet was placed; '' before the kick-off. */
  score: string;
}

export interface BetRecordRow {
  id: string;
  betTime: string;
  betType: string;
  /** 串关: the combination type's code (kx1 or nxM), else null. */
  seriesType: string | null;
  /** Bets in the record (a 串关 type's combinations). */
  bets: number;
  /** The odds format the bet was placed in (its odds and its legs' are in it). */
  oddsFormat: OddsFormat | null;
  venue: string;
  game: string;
  stake: number;
  odds: number | null;
  /** Result code (A W LW LL L D0-DZ P) of a settled sports bet, else null. */
  result: string | null;
  /** Other categories: 1 settled, 0 open. */
  status: number | null;
  winLoss: number;
  legs: RecordLeg[];
  /** Sports bets: the cash-out (提前兑现) state of the record; null for other categories. */
  cashOut: {
    value: number | null;
    reason: string | null;
    message: string;
    cashedOut: number;
    full: boolean;
  } | null;
}

export interface RecordTotals {
  betCount: number;
  betAmount: number;
  validAmount: number;
  winLoss: number;
}

export interface BetRecordsRoot extends SportsRoot {
  wallet?: NonNullable<SportsRoot['wallet']> & { refreshBalance?(): Promise<void> };
}

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** Beijing time text 'YYYY-MM-DD HH:mm:ss'. */
export function beijingText(ms: number): string {
  const d = new Date(ms + 8 * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
function beijingDayStart(ms: number): number {
  const shifted = ms + 8 * 3_600_000;
  return shifted - (shifted % DAY) - 8 * 3_600_000;
}

export class BetRecords {
  category: RecordCategory = 'TY';
  range: RecordRange = 'today';
  /** Custom range: first and last day (epoch ms of any time in the day). */
  custom: { from: number; to: number } | null = null;
  settled = false;
  readonly list: PagedList<BetRecordRow>;
  readonly totals: Loadable<RecordTotals>;
  private timer: unknown = null;

  /** `range` and `pageSize`: the board's 我的注单 lists the open bets of 30 days, 20 a page. */
  constructor(
    private readonly root: BetRecordsRoot,
    opts: { range?: RecordRange; pageSize?: number } = {},
  ) {
    this.range = opts.range ?? 'today';
    this.list = new PagedList((page, size) => this.fetchPage(page, size), opts.pageSize ?? 10);
    this.totals = new Loadable(() => this.fetchTotals());
    makeAutoObservable<BetRecords, 'root' | 'timer'>(this, {
      root: false,
      timer: false,
      list: false,
      totals: false,
    });
  }

  get period(): { beginTime: string; endTime: string } {
    const now = this.root.clock.now();
    const today = beijingDayStart(now);
    let from = today;
    let to = today + DAY - 1000;
    if (this.range === '7') from = today - 6 * DAY;
    else if (this.range === '30') from = today - 29 * DAY;
    else if (this.range === 'custom' && this.custom) {
      from = beijingDayStart(this.custom.from);
      to = beijingDayStart(this.custom.to) + DAY - 1000;
    }
    return { beginTime: beijingText(from), endTime: beijingText(to) };
  }

  load(): Promise<unknown> {
    return Promise.all([this.list.reload(), this.totals.load()]);
  }

  setCategory(c: RecordCategory): void {
    this.category = c;
    void this.load();
  }
  setRange(r: RecordRange, custom?: { from: number; to: number }): void {
    this.range = r;
    if (custom) this.custom = custom;
    void this.load();
  }
  setSettled(on: boolean): void {
    this.settled = on;
    void this.list.reload();
  }

  /** Starts the quiet refresh; returns the stop function. */
  watch(): () => void {
    const tick = () => {
      this.timer = this.root.clock.setTimeout(() => {
        void this.quietRefresh().finally(() => {
          if (this.timer !== null) tick();
        });
      }, REFRESH_MS);
    };
    tick();
    return () => {
      if (this.timer !== null) this.root.clock.clearTimeout?.(this.timer);
      this.timer = null;
    };
  }

  /** The current page and the totals again without skeletons; a moved total refreshes the balance. */
  async quietRefresh(): Promise<void> {
    try {
      const [page, totals] = await Promise.all([
        this.fetchPage(this.list.page, this.list.pageSize),
        this.fetchTotals(),
      ]);
      const before = this.totals.data;
      runInAction(() => {
        this.list.showPage(page);
        this.totals.set(totals);
      });
      if (before && (before.winLoss !== totals.winLoss || before.betCount !== totals.betCount))
        void this.root.wallet?.refreshBalance?.();
      // fewer bets (a cash-out, a settlement) can leave this page past the last one
      if (this.list.page > this.list.pageCount) void this.list.load(this.list.pageCount);
    } catch {
      // the next refresh asks again
    }
  }

  private async fetchTotals(): Promise<RecordTotals> {
    const data = await this.root.sdk.call('recordBetRecordTotal', {
      category: this.category,
      ...this.period,
    });
    const o = obj(data);
    return {
      betCount: num(o['betCount']),
      betAmount: num(o['betAmount']),
      validAmount: num(o['validAmount']),
      winLoss: num(o['winLoss']),
    };
  }

  private async fetchPage(page: number, pageSize: number): Promise<Page<BetRecordRow>> {
    if (this.category === 'TY') {
      const data = await this.root.sdk
        .call('venueResource', {
          method: 'betRecords',
          enName: OWN_BOOK,
          Request: {
            ...resourceBase(this.root),
            settled: this.settled,
            ...this.period,
            pageNum: page,
            pageSize,
          },
        })
        .catch((error: unknown) => {
          // the sports resource refused the UID: the non-closable dialog; confirming loads the
          // records again (spec section 8)
          if (error instanceof ApiError && error.code === CODE_UID_VERIFICATION)
            this.root.ui?.openDataError?.(() => void this.load());
          throw error;
        });
      const o = obj(data);
      return { list: arr(o['list']).map(readSportsRow), total: num(o['total']) };
    }
    const data = await this.root.sdk.call('recordBetRecordList', {
      category: this.category,
      ...this.period,
      pageNum: page,
      pageSize,
    });
    const o = obj(data);
    return { list: arr(o['list']).map(readOtherRow), total: num(o['total']) };
  }
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};

export function readSportsRow(v: unknown): BetRecordRow {
  const o = obj(v);
  const format = o['oddsType'];
  const placed =
    format === 'E' || format === 'H' || format === 'I' || format === 'M' ? format : null;
  // odds as the slip and the receipt showed them: 独赢 and 波胆 in decimal whatever the format
  // placed in, read from the leg's exact decimal price (a 3-decimal 马来盘 or 印尼盘 figure does not
  // convert back exactly: 8.50 placed in 马来盘 is -0.133, which reads back 8.52)
  let decimal = false;
  const legs = arr(o['selections']).map((l) => {
    const q = obj(l);
    const w = str(q['w']);
    const d = placed !== null && displayFormatOf(w, placed) !== placed;
    if (d) decimal = true;
    return {
      leagueName: str(q['leagueName']),
      match: `${str(q['team_h'])} vs ${str(q['team_c'])}`,
      // the server names every market (marketName, server/sports/sim.ts): no second copy here
      market: str(q['market']),
      selection: str(q['selection']),
      side: str(q['rtype']),
      line: str(q['handicap']),
      odds: d ? num(q['decimalOdds']) : num(q['odds']),
      score: str(q['score']),
    };
  });
  const result = o['result'];
  const single = decimal && legs.length === 1 ? legs[0] : undefined;
  return {
    id: str(o['ticket_id']),
    betTime: str(o['betTime']),
    betType: str(o['betType']),
    seriesType: typeof o['seriesType'] === 'string' ? o['seriesType'] : null,
    bets: num(o['bets']) || 1,
    oddsFormat: single ? 'E' : placed,
    venue: OWN_BOOK,
    game: legs[0]?.leagueName ?? '',
    stake: num(o['stake']),
    odds: single ? single.odds : num(o['odds']),
    result: typeof result === 'string' && result !== '' ? result : null,
    status: null,
    winLoss: num(o['winLoss']),
    legs,
    cashOut: readCashOut(o['cashOut']),
  };
}

function readCashOut(v: unknown): BetRecordRow['cashOut'] {
  if (typeof v !== 'object' || v === null) return null;
  const c = obj(v);
  const value = c['value'];
  return {
    value: typeof value === 'number' ? value : null,
    reason: typeof c['reason'] === 'string' ? c['reason'] : null,
    message: str(c['message']),
    cashedOut: num(c['cashedOut']),
    full: c['full'] === true,
  };
}

export function readOtherRow(v: unknown): BetRecordRow {
  const o = obj(v);
  return {
    id: str(o['orderNo']),
    betTime: str(o['betTime']),
    betType: '',
    seriesType: null,
    bets: 1,
    oddsFormat: null,
    venue: str(o['venueName']),
    game: str(o['gameName']),
    stake: num(o['betAmount']),
    odds: null,
    result: null,
    status: num(o['status']),
    winLoss: num(o['winLoss']),
    legs: [],
    cashOut: null,
  };
}
