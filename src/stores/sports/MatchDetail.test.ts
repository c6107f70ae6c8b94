import { describe, expect, it } from 'vitest';
import { MatchDetail, pricesMoved } from './MatchDetail';
import type { SportsRoot } from './types';

const MATCH = {
  gameId: 'g1',
  hgid: 'g1h',
  gide: 'g1',
  league_id: 'L1',
  leagueName: '英格兰超级联赛',
  team_h: '阿森纳',
  team_c: '切尔西',
  startTime: '2026-11-22 20:30:00',
  gameType: 'FT',
  re_time: '1H^23',
  isLive: true,
  se_now: '1H',
  HalfTime: false,
  inningNum: 0,
  gameStatus: 1,
  sc_FT_H: 1,
  sc_FT_C: 0,
};

const ANSWER = {
  method: 'odds',
  match: MATCH,
  markets: [
    {
      w: 'RM',
      name: '滚球全场独赢',
      selections: [
        { r: 'g1-MH', w: 'RM', rtype: 'MH', name: '阿森纳', odds: 0.9 },
        { r: 'g1-MC', w: 'RM', rtype: 'MC', name: '切尔西', odds: 2.1 },
      ],
    },
  ],
  events: [{ kind: 'goal', period: '1H', minute: 12, side: 'H', score: '1-0', detail: '' }],
};

function setup() {
  const slipUpdates: { r: string; odds: number; ratio?: string; locked?: boolean }[][] = [];
  const root: SportsRoot = {
    sdk: { call: () => Promise.resolve(ANSWER) },
    clock: { now: () => 0, setTimeout: () => 0 },
    session: { isLoggedIn: true, token: 't' },
    slip: { updateOdds: (changes) => slipUpdates.push([...changes]) },
  };
  return { detail: new MatchDetail(root, 'XMTY', 'g1'), slipUpdates };
}

describe('MatchDetail (the match page)', () => {
  it('tells the slip when a market is suspended (a goal) and when it reopens with its new price', async () => {
    const { detail, slipUpdates } = setup();
    await detail.load();
    detail.pushUpdate({ gameId: 'g1', odds: [{ r: 'g1-MH', odds: 0, locked: true }] });
    expect(slipUpdates.at(-1)).toEqual([{ r: 'g1-MH', odds: 0.9, locked: true }]);
    expect(detail.markets[0]!.selections[0]!.locked).toBe(true);
    detail.pushUpdate({ gameId: 'g1', odds: [{ r: 'g1-MH', odds: 0.7, locked: false }] });
    expect(slipUpdates.at(-1)).toEqual([{ r: 'g1-MH', odds: 0.7, locked: false }]);
    expect(detail.markets[0]!.selections[0]).toMatchObject({ locked: false, odds: 0.7 });
  });

  it('tells the slip nothing when a price neither moves nor changes its lock', async () => {
    const { detail, slipUpdates } = setup();
    await detail.load();
    detail.pushUpdate({ gameId: 'g1', odds: [{ r: 'g1-MC', odds: 2.1, locked: false }] });
    expect(slipUpdates).toEqual([]);
  });

  it('is suspended when every open price of the in-play match is locked', async () => {
    const { detail } = setup();
    await detail.load();
    expect(detail.suspended).toBe(false);
    detail.pushUpdate({
      gameId: 'g1',
      odds: [
        { r: 'g1-MH', odds: 0, locked: true },
        { r: 'g1-MC', odds: 0, locked: true },
      ],
    });
    expect(detail.suspended).toBe(true);
  });
});

describe('pricesMoved (the match page tells the slip of its other markets)', () => {
  const p = (r: string, odds: number, handicap: string | null = null, locked?: boolean) => ({
    r,
    w: 'RE',
    rtype: 'H',
    name: '阿森纳',
    handicap,
    odds,
    ...(locked === undefined ? {} : { locked }),
  });
  it('a moved price or line, a price gone (locked) and one back (unlocked); nothing for an unmoved one', () => {
    const before = [
      {
        w: 'RE',
        name: '滚球全场让球',
        selections: [p('a', 0.9, '-1'), p('b', 0.8), p('c', 1.1), p('d', 1, null, true)],
      },
    ];
    const after = [
      {
        w: 'RE',
        name: '滚球全场让球',
        selections: [p('a', 0.9, '-1.5'), p('b', 0.85), p('d', 1.2)],
      },
    ];
    expect(pricesMoved(before, after)).toEqual([
      { r: 'a', odds: 0.9, ratio: '-1.5' },
      { r: 'b', odds: 0.85 },
      { r: 'c', odds: 1.1, locked: true },
      { r: 'd', odds: 1.2, locked: false },
    ]);
    expect(pricesMoved(after, after)).toEqual([]);
  });
});
