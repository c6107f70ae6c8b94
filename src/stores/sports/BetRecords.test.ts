import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../sdk/errors';
import { FakeClock } from '../testing/FakeClock';
import { BetRecords, readSportsRow, type BetRecordsRoot } from './BetRecords';

/** 投注记录 over a fake SDK whose sports resource answers `venue`, the totals nothing. */
function setup(venue: () => unknown) {
  const opened: Array<() => void> = [];
  let calls = 0;
  const root: BetRecordsRoot = {
    sdk: {
      call: async (operationId) => {
        if (operationId !== 'venueResource')
          return { betCount: 0, betAmount: 0, validAmount: 0, winLoss: 0 };
        calls++;
        return venue();
      },
    },
    clock: new FakeClock(),
    session: { isLoggedIn: true, token: 'member-token' },
    ui: { openDataError: (onReenter) => opened.push(onReenter) },
  };
  return { records: new BetRecords(root), opened, calls: () => calls };
}

describe('投注记录 and the sports resource refusing the UID (6302)', () => {
  it('opens the non-closable 数据异常,请重新进入游戏 dialog; its confirm loads the records again', async () => {
    let refuse = true;
    const { records, opened, calls } = setup(() => {
      if (refuse) throw new ApiError(6302, '数据异常,请重新进入游戏', null);
      return { method: 'betRecords', list: [], pageNum: 1, pageSize: 10, total: 0 };
    });
    await records.load();
    expect(records.list.status).toBe('error');
    expect(opened).toHaveLength(1);
    refuse = false;
    opened[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls()).toBe(2);
    expect(records.list.status).toBe('ready');
  });

  it('another refusal shows in the list only, without the dialog', async () => {
    const { records, opened } = setup(() => {
      throw new ApiError(6415, '场馆维护中', null);
    });
    await records.load();
    expect(records.list.error).toBe('场馆维护中');
    expect(opened).toHaveLength(0);
  });
});

describe('投注记录 refreshed in the background', () => {
  it('shows a page that lost a bet (a cash-out) without ever blanking to the loading state', async () => {
    let open = ['T1', 'T2', 'T3'];
    const { records } = setup(() => ({
      method: 'betRecords',
      list: open.map((id) => ({ ticket_id: id, betTime: '2026-01-15 20:00:00', stake: 10 })),
      pageNum: 1,
      pageSize: 10,
      total: open.length,
    }));
    await records.load();
    const seen: string[] = [];
    const stop = reaction(
      () => records.list.status,
      (status) => seen.push(status),
    );
    open = ['T1', 'T3'];
    await records.quietRefresh();
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(seen).toEqual([]);
    expect(records.list.items.map((r) => r.id)).toEqual(['T1', 'T3']);
    expect(records.list.total).toBe(2);
  });
});

describe('投注记录 shows the odds the slip and the receipt showed', () => {
  /** A leg as the server lists it: its odds in the format placed and its exact decimal price. */
  const leg = (w: string, odds: number, decimalOdds = odds + 1) => ({
    w,
    market: w,
    team_h: '阿森纳',
    team_c: '利物浦',
    rtype: 'H',
    odds,
    decimalOdds,
  });
  const bet = (oddsType: string, betType: string, odds: number, legs: unknown[]) => ({
    ticket_id: 'B1',
    betType,
    oddsType,
    odds,
    stake: 100,
    selections: legs,
  });

  it('a 独赢 single placed in 香港盘 reads 1.85 欧洲盘 (独赢 always shows in decimal), not 0.85 香港盘', () => {
    const row = readSportsRow(bet('H', 'single', 0.85, [leg('RM', 0.85)]));
    expect([row.odds, row.oddsFormat, row.legs[0]?.odds]).toEqual([1.85, 'E', 1.85]);
  });

  it('a 让球 single keeps the format it was placed in', () => {
    const row = readSportsRow(bet('H', 'single', 0.93, [leg('RE', 0.93)]));
    expect([row.odds, row.oddsFormat]).toEqual([0.93, 'H']);
  });

  it('a 波胆 single placed in 香港盘 or 印尼盘 reads in decimal as the slip showed it (8.46 欧洲盘)', () => {
    for (const w of ['PD', 'RPD']) {
      for (const placed of ['H', 'I']) {
        const row = readSportsRow(bet(placed, 'single', 7.455, [leg(w, 7.455)]));
        expect([row.odds, row.oddsFormat, row.legs[0]?.odds]).toEqual([8.455, 'E', 8.455]);
      }
    }
  });

  it('a 波胆 placed in 马来盘 or 印尼盘 reads its exact decimal price (8.50), not its 3-decimal figure converted back (8.52)', () => {
    // 8.50 is -0.133 马来盘 (which converts back to 8.519) and 7.5 印尼盘
    for (const [placed, figure] of [
      ['M', -0.133],
      ['I', 7.5],
    ] as const) {
      const row = readSportsRow(bet(placed, 'single', figure, [leg('PD', figure, 8.5)]));
      expect([row.odds, row.oddsFormat, row.legs[0]?.odds]).toEqual([8.5, 'E', 8.5]);
    }
  });

  it("names each leg's market as the server does (滚球上半场让球), with no copy of the names of its own", () => {
    const row = readSportsRow(
      bet('H', 'single', 0.9, [
        { ...leg('HRE', 0.9), market: '滚球上半场让球', handicap: '0/0.5' },
      ]),
    );
    expect([row.legs[0]?.market, row.legs[0]?.line]).toEqual(['滚球上半场让球', '0/0.5']);
  });

  it("a 串关's 独赢 leg reads in decimal, its other legs and its combined odds as placed", () => {
    const row = readSportsRow(bet('H', 'series', 2.2, [leg('M', 0.1), leg('R', 0.9)]));
    expect([row.odds, row.oddsFormat, row.legs.map((l) => l.odds)]).toEqual([2.2, 'H', [1.1, 0.9]]);
  });
});
