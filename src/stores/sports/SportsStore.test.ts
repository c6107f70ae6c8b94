import { autorun, makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../../domain/messageCatalogues';
import { sportsFirstListBodies, type BootAnswer } from '../../sdk/bootData';
import { ApiError } from '../../sdk/errors';
import { createTestRoot } from '../testing/createTestRoot';
import { fail, ok } from '../testing/FakeApi';
import { FakeClock } from '../testing/FakeClock';
import { LEAGUE_PRESETS, PRELOAD_JOIN_MS, SportsStore, type LiveUpdate } from './SportsStore';
import type { Edition, SportsRoot } from './types';

const LEAGUES = [
  {
    id: 1,
    league_id: 'L1',
    leagueId: 'L1',
    name: '英格兰超级联赛',
    isShow: true,
    isExpand: true,
    icon: 'i1',
    count: 2,
  },
  {
    id: 2,
    league_id: 'L2',
    leagueId: 'L2',
    name: '西班牙甲级联赛',
    isShow: true,
    isExpand: true,
    icon: 'i2',
    count: 1,
  },
  {
    id: 3,
    league_id: 'L3',
    leagueId: 'L3',
    name: '中超',
    isShow: true,
    isExpand: false,
    icon: 'i3',
    count: 1,
  },
];

function matchEntry(gameId: string, leagueId: string, extra: Record<string, unknown> = {}) {
  return {
    gameId,
    hgid: `${gameId}h`,
    gide: gameId,
    league_id: leagueId,
    leagueName: LEAGUES.find((l) => l.league_id === leagueId)?.name ?? '',
    team_h: '主队',
    team_c: '客队',
    startTime: '2026-11-22 20:30:00',
    gameType: 'FT',
    re_time: '1H^23',
    t_count: 100,
    isLive: true,
    se_now: '1H',
    HalfTime: false,
    inningNum: 0,
    gameStatus: 1,
    sc_FT_H: 0,
    sc_FT_C: 1,
    sc_FT_A: '0-1',
    sc_set_H: 0,
    sc_set_A: 0,
    sc_game_H: 0,
    sc_game_A: 0,
    mainOdds: [
      {
        r: `${gameId}-RH`,
        gameId,
        w: 'R',
        rtype: 'RH',
        name: '主队',
        handicap: '0/0.5',
        odds: 0.85,
      },
      {
        r: `${gameId}-RC`,
        gameId,
        w: 'R',
        rtype: 'RC',
        name: '客队',
        handicap: '0/0.5',
        odds: 1.05,
      },
    ],
    ...extra,
  };
}

const MATCHES = [
  matchEntry('g1', 'L1'),
  matchEntry('g2', 'L1'),
  matchEntry('g3', 'L2'),
  matchEntry('g4', 'L3'),
];

type Call = {
  operationId: string;
  body: { method: string; enName: string; Request: Record<string, unknown> };
};

function setup(options: { loggedIn?: boolean; answer?: (call: Call) => unknown } = {}) {
  const calls: Call[] = [];
  const frames: (() => void)[] = [];
  const clock = new FakeClock();
  const site = makeAutoObservable({
    ip: '203.0.113.8' as string | null,
    language: 'zh-CN',
    edition: 'classic' as Edition,
    sportsChannelMode: false,
    setEdition(e: Edition) {
      this.edition = e;
    },
    setSportsChannelMode(on: boolean) {
      this.sportsChannelMode = on;
    },
  });
  const slipUpdates: { r: string; odds: number; ratio?: string; locked?: boolean }[][] = [];
  const openDataError = vi.fn();
  const picked = observable.array<string>();
  const root: SportsRoot = {
    sdk: {
      call: async (operationId, body) => {
        const call = { operationId, body: body as Call['body'] };
        calls.push(call);
        if (options.answer) return options.answer(call);
        if (operationId === 'venueLaunch') return { url: 'https://sport.example.com/?token=vt-1' };
        return call.body.method === 'leagues'
          ? { method: 'leagues', leagues: LEAGUES }
          : { method: 'matches', matches: MATCHES };
      },
    },
    clock,
    session: {
      isLoggedIn: options.loggedIn ?? true,
      token: 'session-token',
      requireLogin: vi.fn(() => false),
    },
    site,
    // the wallet's venue launch, answering what the sdk answers venueLaunch
    wallet: {
      launch: async (venue) => {
        const data = (await root.sdk.call('venueLaunch', { enName: venue.enName })) as {
          url: string;
        };
        return { status: 'ok', url: data.url };
      },
    },
    slip: { pickedGameIds: picked, updateOdds: (changes) => slipUpdates.push([...changes]) },
    ui: { openDataError },
    scheduleFrame: (cb) => frames.push(cb),
  };
  const sports = new SportsStore(root);
  const runFrame = () => {
    const due = frames.splice(0);
    for (const f of due) f();
  };
  return { sports, root, calls, frames, runFrame, site, slipUpdates, openDataError, picked };
}

const lastList = (calls: Call[]) =>
  calls.filter((c) => c.body.method === 'matches').at(-1)!.body.Request;

describe('SportsStore defaults and filters', () => {
  it('starts with Hong Kong odds, in-play, football and the classic edition', () => {
    const { sports } = setup();
    expect(sports.oddsFormat).toBe('H');
    expect(sports.showType).toBe('RB');
    expect(sports.gameType).toBe('FT');
    expect(sports.edition).toBe('classic');
    expect(sports.leagueFilter).toBeNull();
  });

  it('loads leagues and matches of the venue through venue/resource in Hong Kong odds', async () => {
    const { sports, calls } = setup();
    await sports.enter('sport');
    expect(calls.map((c) => c.body.method).sort()).toEqual(['leagues', 'matches']);
    expect(lastList(calls)).toEqual({
      timestamp: expect.any(Number),
      token: 'session-token',
      language: 'zh-cn',
      ip: '203.0.113.8',
      gameType: 'FT',
      showType: 'RB',
      oddsType: 'H',
    });
    expect(sports.matches.map((m) => m.gameId)).toEqual(['g1', 'g2', 'g3', 'g4']);
    expect(sports.leagues.map((l) => l.name)).toEqual(['英格兰超级联赛', '西班牙甲级联赛', '中超']);
  });

  it("the board's own entry joins the lists its route started loading: one leagues and one matches call", async () => {
    const { sports, calls } = setup();
    sports.preload('sport');
    await sports.enter('sport');
    expect(calls.map((c) => c.body.method).sort()).toEqual(['leagues', 'matches']);
    expect(sports.visibleMatches.length).toBeGreaterThan(0);
    // a later refresh asks again
    await sports.refresh();
    expect(calls).toHaveLength(4);
  });

  it("the board's own entry after its route's lists have arrived draws those lists: no second leagues or matches call", async () => {
    const { sports, calls } = setup();
    sports.preload('sport');
    await vi.waitFor(() => expect(sports.loaded).toBe(true));
    await sports.enter('sport');
    expect(calls.map((c) => c.body.method).sort()).toEqual(['leagues', 'matches']);
    // the next navigation's entry loads afresh
    sports.preload('sport');
    await sports.enter('sport');
    expect(calls).toHaveLength(4);
  });

  it("a board entered long after its route's entry (a navigation that never drew it), or another venue's, loads its lists", async () => {
    const { sports, calls, root } = setup();
    sports.preload('sport');
    await vi.waitFor(() => expect(sports.loaded).toBe(true));
    (root.clock as FakeClock).advance(PRELOAD_JOIN_MS + 1);
    await sports.enter('sport');
    expect(calls).toHaveLength(4);
    sports.preload('sport');
    await sports.enter('other');
    expect(calls.filter((c) => c.body.enName === 'other')).toHaveLength(2);
  });

  it('entering the route of the sports channel starts nothing: its launch moves money and waits for the page', () => {
    const { sports, calls, site } = setup();
    sports.preload('crty');
    sports.preload('CRTY');
    expect(calls).toEqual([]);
    expect(site.sportsChannelMode).toBe(false);
  });

  it('changing the show type resets league filter, date and game type to football', async () => {
    const { sports, calls } = setup();
    await sports.enter('sport');
    await sports.setShowType('FU');
    await sports.setGameType('BK');
    await sports.setDate('2026-11-23');
    sports.setLeagueFilter(['L1']);
    await sports.setShowType('FT');
    expect(sports.gameType).toBe('FT');
    expect(sports.date).toBeNull();
    expect(sports.leagueFilter).toBeNull();
    expect(lastList(calls)).toMatchObject({ showType: 'FT', gameType: 'FT' });
    expect(lastList(calls)).not.toHaveProperty('date');
  });

  it('changing to the early market keeps the game type', async () => {
    const { sports } = setup();
    await sports.setGameType('BK');
    sports.setLeagueFilter(['L1']);
    await sports.setShowType('FU');
    expect(sports.gameType).toBe('BK');
    expect(sports.leagueFilter).toBeNull();
  });

  it('changing the game type or the date refreshes the list and clears the league filter', async () => {
    const { sports, calls } = setup();
    await sports.enter('sport');
    sports.setLeagueFilter(['L2']);
    const before = calls.length;
    await sports.setGameType('TN');
    expect(calls.length).toBe(before + 2);
    expect(sports.leagueFilter).toBeNull();
    expect(lastList(calls)).toMatchObject({ gameType: 'TN' });
    sports.setLeagueFilter(['L2']);
    await sports.setDate('2026-11-24');
    expect(sports.leagueFilter).toBeNull();
    expect(lastList(calls)).toMatchObject({ date: '2026-11-24' });
  });

  it('filters and groups matches by the chosen leagues', async () => {
    const { sports } = setup();
    await sports.enter('sport');
    expect(sports.leagueGroups.map((g) => [g.league.id, g.matches.length])).toEqual([
      ['L1', 2],
      ['L2', 1],
      ['L3', 1],
    ]);
    sports.setLeagueFilter(['L2']);
    expect(sports.visibleMatches.map((m) => m.gameId)).toEqual(['g3']);
    sports.toggleLeague('L3');
    expect(sports.visibleMatches.map((m) => m.gameId)).toEqual(['g3', 'g4']);
    sports.toggleLeagueExpand('L3');
    expect(sports.leagues.find((l) => l.id === 'L3')!.isExpand).toBe(true);
  });

  it("the live feed follows the board's window and the slip's picks off screen; every match until a board is drawn", async () => {
    const { sports, picked } = setup();
    await sports.enter('sport');
    expect(sports.visibleGameIds).toEqual(['g1', 'g2', 'g3', 'g4']);
    const followed: string[] = [];
    // as the feed subscribes (src/stores/sports/LiveFeed.ts): again only when the ids change
    const stop = reaction(
      () => sports.visibleGameIds.join(','),
      (ids) => followed.push(ids),
      { fireImmediately: true },
    );
    sports.setWindowGameIds(['g3', 'g4']);
    expect(sports.visibleGameIds).toEqual(['g3', 'g4']);
    runInAction(() => picked.push('g1')); // a pick scrolled away still hears its price move
    expect(sports.visibleGameIds).toEqual(['g1', 'g3', 'g4']);
    sports.setWindowGameIds(['g3', 'g4']); // the same window again changes nothing
    sports.setLeagueFilter(['L2']); // only what the board lists
    expect(sports.visibleGameIds).toEqual(['g3']);
    sports.setWindowGameIds(null); // the board went
    expect(sports.visibleGameIds).toEqual(['g3']);
    sports.clearLeagueFilter();
    expect(followed).toEqual(['g1,g2,g3,g4', 'g3,g4', 'g1,g3,g4', 'g3', 'g1,g2,g3,g4']);
    stop();
  });

  it('offers the preset shortcuts 全部, 欧洲冠军联赛, 英超, 意甲, 西甲, 德甲, 法甲, 中超 and filters by them', async () => {
    const { sports } = setup();
    expect(LEAGUE_PRESETS.map((p) => formatMessage(p.name))).toEqual([
      '全部',
      '欧洲冠军联赛',
      '英超',
      '意甲',
      '西甲',
      '德甲',
      '法甲',
      '中超',
    ]);
    expect(LEAGUE_PRESETS.map((p) => p.name)).toContain('leagueEpl');
    expect(formatMessage('leagueUcl', {}, 'zh-TW')).toBe('歐洲冠軍聯賽');
    await sports.enter('sport');
    sports.selectPreset('epl');
    expect(sports.visibleMatches.map((m) => m.gameId)).toEqual(['g1', 'g2']);
    sports.selectPreset('csl');
    expect(sports.visibleMatches.map((m) => m.gameId)).toEqual(['g4']);
    sports.selectPreset('ucl');
    expect(sports.visibleMatches).toEqual([]);
    sports.selectPreset('all');
    expect(sports.visibleMatches).toHaveLength(4);
  });

  it('keeps the newest answer when an older list answer arrives late', async () => {
    const resolvers: ((v: unknown) => void)[] = [];
    const { sports } = setup({
      answer: (call) =>
        new Promise((resolve) => {
          if (call.body.Request['gameType'] === 'BK') {
            resolve(
              call.body.method === 'leagues'
                ? { leagues: [] }
                : { matches: [matchEntry('b1', 'L9', { gameType: 'BK' })] },
            );
          } else resolvers.push(resolve);
        }),
    });
    const slow = sports.setGameType('TN');
    await sports.setGameType('BK');
    for (const r of resolvers) r({ matches: MATCHES, leagues: LEAGUES });
    await slow;
    expect(sports.matches.map((m) => m.gameId)).toEqual(['b1']);
  });

  it('shows odds in the chosen format, and Hong Kong while the slip forces it', async () => {
    const { sports } = setup();
    await sports.enter('sport');
    const price = sports.matches[0]!.odds['g1-RH']!;
    sports.setOddsFormat('E');
    expect(sports.displayOdds(price)).toBe('1.85');
    sports.forceOddsFormat('H');
    expect(sports.oddsFormatLocked).toBe(true);
    expect(sports.displayOdds(price)).toBe('0.85');
    sports.forceOddsFormat(null);
    expect(sports.displayOdds(price)).toBe('1.85');
    // 独赢 (1X2) shows in decimal whatever the format, as Asian books do
    sports.setOddsFormat('M');
    expect(sports.displayOdds({ ...price, w: 'RM', odds: 1.35 })).toBe('2.35');
    expect(sports.displayOdds({ ...price, odds: 1.35 })).toBe('-0.74');
  });

  it('switches the edition in the site store', () => {
    const { sports, site } = setup();
    sports.setEdition('professional');
    expect(site.edition).toBe('professional');
    expect(sports.edition).toBe('professional');
  });

  it('opens the non-closable data error dialog on a UID verification error (6302), re-entering on confirm', async () => {
    let fail = true;
    const { sports, openDataError, calls } = setup({
      answer: (call) => {
        if (fail) throw new ApiError(6302, 'UID校验错误', null);
        return call.body.method === 'leagues' ? { leagues: LEAGUES } : { matches: MATCHES };
      },
    });
    expect(await sports.enter('sport')).toBe(false);
    expect(sports.error).toBe('UID校验错误');
    expect(openDataError).toHaveBeenCalledTimes(1);
    fail = false;
    const reenter = openDataError.mock.calls[0]![0] as () => void;
    const before = calls.length;
    reenter();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.length).toBe(before + 2);
    expect(sports.matches).toHaveLength(4);
  });
});

describe('6302 on a direct load (the lists came with the page)', () => {
  it('a 6302 of the count calls opens the non-closable data error dialog', async () => {
    const { sports, root, openDataError } = setup({
      answer: () => {
        throw new ApiError(6302, '数据异常,请重新进入游戏', null);
      },
    });
    // the board's first lists are the page's: no list call reaches the resource
    root.pageAnswer = (_op, body) =>
      (body as Call['body']).method === 'leagues'
        ? { method: 'leagues', leagues: LEAGUES }
        : { method: 'matches', matches: MATCHES };
    expect(await sports.enter('sport')).toBe(true);
    expect(openDataError).not.toHaveBeenCalled();
    await sports.loadCounts();
    expect(openDataError).toHaveBeenCalledTimes(1);
  });

  it('another failure of the counts stays quiet (the lists show their own errors)', async () => {
    const { sports, openDataError } = setup();
    await sports.enter('sport');
    const failing = setup({
      answer: () => {
        throw new ApiError(6005, '服务开小差了', null);
      },
    });
    await failing.sports.loadCounts();
    expect(failing.openDataError).not.toHaveBeenCalled();
    expect(openDataError).not.toHaveBeenCalled();
  });
});

describe("SportsStore's sidebar counts", () => {
  /** A server whose lists hold this many matches per show type, of these game types. */
  const countsServer = (call: Call): unknown => {
    const showType = call.body.Request.showType as string;
    const games: Record<string, string[]> = {
      RB: ['FT', 'FT', 'BK'],
      FT: ['FT', 'BS'],
      FU: ['FT'],
      FSFT: ['FS', 'FS', 'FS', 'FS'],
      FSFU: [],
    };
    return {
      method: 'matches',
      matches: (games[showType] ?? []).map((gameType, i) =>
        matchEntry(`${showType}${i}`, 'L1', { gameType }),
      ),
    };
  };

  it("counts every show type's matches and this show type's matches by game type, in five list calls", async () => {
    const { sports, calls } = setup({ answer: countsServer });
    await sports.loadCounts();
    expect(sports.showCounts).toEqual({ RB: 3, FT: 2, FU: 1, FSFT: 4, FSFU: 0 });
    expect(sports.gameCounts).toEqual({ ALL: 3, FT: 2, BK: 1 });
    expect(calls).toHaveLength(5);
  });

  it('counts the game types of the show type the player chose', async () => {
    const { sports, calls } = setup({ answer: countsServer });
    sports.showType = 'FT';
    await sports.loadCounts();
    expect(sports.gameCounts).toEqual({ ALL: 2, FT: 1, BS: 1 });
    sports.showType = 'FSFT';
    await sports.loadCounts();
    expect(sports.gameCounts).toEqual({ ALL: 0 });
    expect(calls).toHaveLength(10);
  });
});

describe('SportsStore sports channel (crty)', () => {
  it('entering crty sets the channel mode and loads the launch data once', async () => {
    const { sports, site, calls } = setup();
    expect(await sports.enter('crty')).toBe(true);
    expect(site.sportsChannelMode).toBe(true);
    expect(sports.channelMode).toBe(true);
    expect(sports.channelUrl).toBe('https://sport.example.com/?token=vt-1');
    expect(sports.venueToken).toBe('vt-1');
    await sports.enter('crty');
    expect(calls.filter((c) => c.operationId === 'venueLaunch')).toHaveLength(1);
  });

  it('needs login for the channel launch: a visitor gets the toast, and nothing is launched', async () => {
    const { sports, root, calls } = setup({ loggedIn: false });
    expect(await sports.enter('crty')).toBe(false);
    expect(root.session.requireLogin).toHaveBeenCalledWith('toast');
    expect(calls).toHaveLength(0);
  });

  it('another venue or leaving clears the channel mode', async () => {
    const { sports, site } = setup();
    await sports.enter('crty');
    await sports.enter('sport');
    expect(site.sportsChannelMode).toBe(false);
    await sports.enter('crty');
    sports.leave();
    expect(site.sportsChannelMode).toBe(false);
  });
});

describe('SportsStore live updates', () => {
  it('queues updates and applies them at the next frame in one action', async () => {
    const { sports, frames, runFrame } = setup();
    await sports.enter('sport');
    let runs = 0;
    const stop = autorun(() => {
      runs++;
      for (const m of sports.matches) {
        void m.sc_FT_H;
        for (const p of Object.values(m.odds)) void p.odds;
      }
    });
    const updates: LiveUpdate[] = [];
    for (let i = 0; i < 100; i++) {
      updates.push({
        gameId: `g${(i % 4) + 1}`,
        odds: [{ r: `g${(i % 4) + 1}-RH`, odds: 0.8 + i / 1000 }],
      });
    }
    updates.push({ gameId: 'g1', sc_FT_H: 1, re_time: '1H^30' });
    sports.pushUpdates(updates);
    expect(frames).toHaveLength(1);
    expect(sports.pendingUpdates).toBe(101);
    expect(sports.matches[0]!.odds['g1-RH']!.odds).toBe(0.85);
    expect(runs).toBe(1);
    runFrame();
    expect(runs).toBe(2);
    expect(sports.pendingUpdates).toBe(0);
    expect(sports.matches[0]!.odds['g1-RH']!.odds).toBe(0.8 + 96 / 1000);
    expect(sports.matches[0]!.sc_FT_H).toBe(1);
    stop();
  });

  it("applies the feed on the board's 250 ms tick: a second of messages redraws the board four times", async () => {
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => {
      cb();
      return 0;
    });
    try {
      const { root } = setup();
      const { scheduleFrame: injected, ...rest } = root;
      expect(injected).toBeDefined();
      const sports = new SportsStore(rest); // the browser's scheduler: the tick, then a frame
      await sports.enter('sport');
      const clock = root.clock as FakeClock;
      const price = () => sports.matches[0]!.odds['g1-RH']!.odds;
      clock.advance(250 - (clock.now() % 250) + 100); // 100 ms into a tick
      sports.pushUpdate({ gameId: 'g1', odds: [{ r: 'g1-RH', odds: 0.9 }] });
      clock.advance(149);
      expect(price()).toBe(0.85);
      clock.advance(1);
      expect(price()).toBe(0.9);
      let runs = 0;
      const stop = autorun(() => {
        runs++;
        void price();
      });
      for (let i = 1; i <= 100; i++) {
        sports.pushUpdate({ gameId: 'g1', odds: [{ r: 'g1-RH', odds: 0.9 + i / 1000 }] });
        clock.advance(10);
      }
      stop();
      expect(runs - 1).toBe(4);
      expect(price()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('tells the slip the last odds of each changed price, once per frame', async () => {
    const { sports, runFrame, slipUpdates } = setup();
    await sports.enter('sport');
    sports.pushUpdate({ gameId: 'g1', odds: [{ r: 'g1-RH', odds: 0.9 }] });
    sports.pushUpdate({ gameId: 'g1', odds: [{ r: 'g1-RH', odds: 0.95 }] });
    sports.pushUpdate({ gameId: 'g2', odds: [{ r: 'g2-RC', odds: 1.05 }] }); // unchanged
    runFrame();
    expect(slipUpdates).toEqual([[{ r: 'g1-RH', odds: 0.95 }]]);
  });

  it('tells the slip when a price is suspended (a goal) and when it reopens, with its price then', async () => {
    const { sports, runFrame, slipUpdates } = setup();
    await sports.enter('sport');
    sports.pushUpdate({ gameId: 'g1', odds: [{ r: 'g1-RH', odds: 0, locked: true }] });
    runFrame();
    expect(sports.matches[0]!.odds['g1-RH']!.locked).toBe(true);
    expect(slipUpdates.at(-1)).toEqual([{ r: 'g1-RH', odds: 0.85, locked: true }]);
    sports.pushUpdate({ gameId: 'g1', odds: [{ r: 'g1-RH', odds: 0.7, locked: false }] });
    runFrame();
    expect(sports.matches[0]!.odds['g1-RH']).toMatchObject({ locked: false, odds: 0.7 });
    expect(slipUpdates.at(-1)).toEqual([{ r: 'g1-RH', odds: 0.7, locked: false }]);
  });

  it('shows a price new to the match at once when the update brings its market (kick-off)', async () => {
    const { sports, runFrame } = setup();
    await sports.enter('sport');
    sports.pushUpdate({
      gameId: 'g1',
      odds: [
        { r: 'RM_H_g1', odds: 1.15, w: 'RM', rtype: 'H', name: '主队', handicap: '' },
        { r: 'bare', odds: 2 },
      ],
    });
    runFrame();
    expect(sports.matches[0]!.odds['RM_H_g1']).toEqual({
      r: 'RM_H_g1',
      w: 'RM',
      rtype: 'H',
      name: '主队',
      handicap: '',
      odds: 1.15,
    });
    // without its market a new price cannot be placed on the board
    expect(sports.matches[0]!.odds['bare']).toBeUndefined();
    sports.pushUpdate({ gameId: 'g1', odds: [{ r: 'RM_H_g1', odds: 1.2 }] });
    runFrame();
    expect(sports.matches[0]!.odds['RM_H_g1']!.odds).toBe(1.2);
  });

  it('moves an in-play line with its price, tells the slip the new line, and keeps set and game scores (tennis, volleyball)', async () => {
    const { sports, runFrame, slipUpdates } = setup();
    await sports.enter('sport');
    sports.pushUpdate({
      gameId: 'g1',
      odds: [{ r: 'RE_H_g1', odds: 0.9, w: 'RE', rtype: 'H', name: '主队', handicap: '0/0.5' }],
    });
    runFrame();
    sports.pushUpdate({
      gameId: 'g1',
      odds: [{ r: 'RE_H_g1', odds: 0.95, handicap: '-0.5' }],
      sc_set_H: 1,
      sc_set_A: 0,
      sc_game_H: 4,
      sc_game_A: 3,
    });
    runFrame();
    const m = sports.matches[0]!;
    expect(m.odds['RE_H_g1']).toMatchObject({ handicap: '-0.5', odds: 0.95 });
    expect(slipUpdates.at(-1)).toEqual([{ r: 'RE_H_g1', odds: 0.95, ratio: '-0.5' }]);
    // a line that moves at the same price still reaches the slip
    sports.pushUpdate({ gameId: 'g1', odds: [{ r: 'RE_H_g1', odds: 0.95, handicap: '-1' }] });
    runFrame();
    expect(slipUpdates.at(-1)).toEqual([{ r: 'RE_H_g1', odds: 0.95, ratio: '-1' }]);
    expect([m.sc_set_H, m.sc_set_A, m.sc_game_H, m.sc_game_A]).toEqual([1, 0, 4, 3]);
  });

  it('ignores updates of unknown matches, unknown prices and impossible odds', async () => {
    const { sports, runFrame } = setup();
    await sports.enter('sport');
    sports.pushUpdate({ gameId: 'zz', odds: [{ r: 'zz-RH', odds: 2 }] });
    sports.pushUpdate({
      gameId: 'g1',
      odds: [
        { r: 'nope', odds: 2 },
        { r: 'g1-RH', odds: -1 },
      ],
    });
    runFrame();
    expect(sports.matches[0]!.odds['g1-RH']!.odds).toBe(0.85);
  });

  it("shows the period text of a live match: 即将开始 at 0' with 0-0, then the half", async () => {
    const { sports, runFrame } = setup();
    await sports.enter('sport');
    const m = sports.matches[0]!;
    sports.pushUpdate({ gameId: 'g1', re_time: '1H^0', sc_FT_H: 0, sc_FT_C: 0 });
    runFrame();
    const text = () => {
      const p = sports.periodOf(m);
      return p ? formatMessage(p.key, p.params) : null;
    };
    expect(text()).toBe('即将开始');
    sports.pushUpdate({ gameId: 'g1', re_time: '1H^12' });
    runFrame();
    expect(text()).toBe('上半场');
  });

  it('drops queued updates of a list that was replaced', async () => {
    const { sports, runFrame } = setup();
    await sports.enter('sport');
    sports.pushUpdate({ gameId: 'g1', sc_FT_H: 5 });
    await sports.setGameType('FT');
    runFrame();
    expect(sports.matches[0]!.sc_FT_H).toBe(0);
  });
});

describe("the board's page answers (server/app.ts carries a board's first lists)", () => {
  /** What the server puts in a /game/sport/XMTY page. */
  const boardPage = (): BootAnswer[] => {
    const lists = sportsFirstListBodies('XMTY');
    return [
      { op: 'venueResource', body: lists.leagues, data: { method: 'leagues', leagues: LEAGUES } },
      { op: 'venueResource', body: lists.matches, data: { method: 'matches', matches: MATCHES } },
    ];
  };

  /** The methods of the venue/resource calls the server got, in order. */
  const resourceMethods = (t: ReturnType<typeof createTestRoot>) =>
    t.api.callsTo('venueResource').map((c) => (c.body as { method?: unknown }).method);

  it("opens a member's board from the page's first leagues and matches, without a list call; the next refresh asks the server", async () => {
    const t = createTestRoot({ token: 'tok', bootAnswers: boardPage() });
    t.root.sports.preload('XMTY');
    await t.root.sports.enter('XMTY');
    expect(t.api.callsTo('venueResource')).toHaveLength(0);
    expect(t.root.sports.leagues.map((l) => l.name)).toEqual(LEAGUES.map((l) => l.name));
    expect(t.root.sports.matches.map((m) => m.gameId)).toEqual(['g1', 'g2', 'g3', 'g4']);
    await t.root.sports.refresh();
    expect(resourceMethods(t)).toEqual(['leagues', 'matches']);
  });

  it("asks the server for lists the page does not carry (another venue's, or another show type)", async () => {
    const t = createTestRoot({ bootAnswers: boardPage() });
    await t.root.sports.enter('OTHER');
    expect(t.api.callsTo('venueResource')).toHaveLength(2);
    await t.root.sports.enter('XMTY');
    await t.root.sports.setShowType('FU');
    expect(resourceMethods(t)).toEqual(['leagues', 'matches', 'leagues', 'matches']);
  });
});

describe('SportsStore sports channel launch, as every venue launch (spec sections 4 and 8)', () => {
  const LAUNCHED = { url: 'https://sport.example.com/?token=vt-9' };

  it('a visitor: the toast 请先登录账号,才能了解更多 and no launch', async () => {
    const t = createTestRoot();
    expect(await t.root.sports.enter('crty')).toBe(false);
    expect(t.root.ui.toasts.map((x) => x.content)).toContainEqual(
      expect.objectContaining({ key: 'loginRequiredTip' }),
    );
    expect(formatMessage('loginRequiredTip')).toBe('请先登录账号,才能了解更多');
    expect(t.api.callsTo('venueLaunch')).toHaveLength(0);
  });

  it('shows the 启动中 overlay while launching, and launches once however often the page enters', async () => {
    const t = createTestRoot({ token: 'tok' });
    t.api.on('venueLaunch', ok(LAUNCHED));
    const first = t.root.sports.enter('crty');
    expect(t.root.ui.venueEntryOpen).toBe(true);
    const second = t.root.sports.enter('crty');
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(t.root.ui.venueEntryOpen).toBe(false);
    expect(t.api.callsTo('venueLaunch')).toHaveLength(1);
    expect(t.root.sports.channelUrl).toBe(LAUNCHED.url);
    expect(t.root.sports.venueToken).toBe('vt-9');
  });

  it('6413 opens the transfer-in dialog with the server message, not an error on the page; its launch is adopted', async () => {
    const t = createTestRoot({ token: 'tok' });
    t.api.on('venueLaunch', fail(6413, '您当前仍在活动中,转入后未完成流水的金额将无法转出'));
    expect(await t.root.sports.enter('crty')).toBe(false);
    expect(t.root.wallet.transferIn?.venue.enName).toBe('crty');
    expect(t.root.wallet.transferIn?.message).toBe(
      '您当前仍在活动中,转入后未完成流水的金额将无法转出',
    );
    expect(t.root.sports.error).toBeNull();
    expect(t.root.sports.channelUrl).toBeNull();
    // the dialog's launch comes back to the channel's page with its address
    const next = t.root.lobby.launchedFromTransfer({ enName: 'crty' }, LAUNCHED.url);
    expect(next).toEqual({ status: 'sport', path: '/game/sport/crty', url: LAUNCHED.url });
    t.root.sports.adoptChannel(LAUNCHED.url);
    expect(await t.root.sports.enter('crty')).toBe(true);
    expect(t.root.sports.channelUrl).toBe(LAUNCHED.url);
    expect(t.api.callsTo('venueLaunch')).toHaveLength(1);
  });

  it('with 免转钱包 on, says the centre balance moving in while the launch runs and what moved (before minus after) once launched; nothing after 回收 or on leaving', async () => {
    const t = createTestRoot({ token: 'tok' });
    t.api.on('userMemberInfo', ok({ name: 'demo01', autoTransfer: true }));
    t.api.sequence(
      'transferGetBalance',
      ok({ centerWalletBalance: 1234.5, lockMoney: 0, totalBalance: 1234.5 }),
      ok({ centerWalletBalance: 0.25, lockMoney: 0, totalBalance: 1234.5 }),
    );
    const launch = t.api.hold('venueLaunch', ok(LAUNCHED));
    const entered = t.root.sports.enter('crty');
    expect(t.root.ui.venueEntryOpen).toBe(true);
    await launch.asked;
    expect(t.root.sports.channelMove).toEqual({ amount: 1234.5, done: false });
    launch.release();
    expect(await entered).toBe(true);
    expect(t.root.sports.channelMove).toEqual({ amount: 1234.25, done: true });
    t.root.sports.forgetChannelMove();
    expect(t.root.sports.channelMove).toBeNull();
    t.root.sports.leave();
    expect(t.root.sports.channelMove).toBeNull();
  });

  it('with 免转钱包 off, or nothing in the centre wallet, or a failed launch, says nothing moved', async () => {
    for (const [autoTransfer, centre, launched] of [
      [false, 100, true],
      [true, 0, true],
      [true, 100, false],
    ] as const) {
      const t = createTestRoot({ token: 'tok' });
      t.api.on('userMemberInfo', ok({ name: 'demo01', autoTransfer }));
      t.api.on('transferGetBalance', ok({ centerWalletBalance: centre, lockMoney: 0 }));
      t.api.on('venueLaunch', launched ? ok(LAUNCHED) : fail(6415, '场馆维护中'));
      expect(await t.root.sports.enter('crty')).toBe(launched);
      expect(t.root.sports.channelMove).toBeNull();
      expect(t.root.ui.venueEntryOpen).toBe(false);
    }
  });

  it("another failure: the server's message as a toast, nothing kept on the page", async () => {
    const t = createTestRoot({ token: 'tok' });
    t.api.on('venueLaunch', fail(6415, '场馆维护中'));
    expect(await t.root.sports.enter('crty')).toBe(false);
    expect(t.root.ui.toasts.map((x) => x.content)).toContainEqual(
      expect.objectContaining({ text: '场馆维护中' }),
    );
    expect(t.root.sports.error).toBeNull();
    expect(t.root.ui.venueEntryOpen).toBe(false);
  });
});
