import { describe, expect, it } from 'vitest';
import { lobbyGameListBody, type BootAnswer } from '../../sdk/bootData';
import { fail, ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';
import {
  drawCountdown,
  GameSession,
  gameWindowPath,
  launchTarget,
  tabGameType,
  typeTab,
} from './LobbyStore';

const VENUES = [
  {
    enName: 'OFFDZ',
    channelCode: 'OFFDZ',
    name: '维护电子',
    category: 'DZ',
    icon: '',
    maintenance: true,
    sameTab: true,
    sort: 0,
  },
  {
    enName: 'PGDZ',
    channelCode: 'PGDZ',
    name: 'PG电子',
    category: 'DZ',
    icon: '',
    maintenance: false,
    sameTab: true,
    sort: 1,
  },
];

const GAMES = [
  {
    gameCode: 'PGDZ-1',
    name: '麻将胡了',
    icon: '',
    enName: 'PGDZ',
    hot: true,
    new: false,
    collected: false,
  },
  {
    gameCode: 'PGDZ-2',
    name: '赏金船长',
    icon: '',
    enName: 'PGDZ',
    hot: false,
    new: true,
    collected: true,
  },
];

function lobbyRoot(token?: string) {
  const t = createTestRoot(token ? { token } : {});
  t.api.on('venueGetVenueInfoByCategory', ok(VENUES));
  t.api.on('venueGameList', ok({ list: GAMES, pageNum: 1, pageSize: 12, total: 2 }));
  t.api.on(
    'venueGetBonusPools',
    ok([
      { enName: 'PGDZ', gameCode: 'PGDZ-1', amount: 100 },
      { enName: 'AGZR', gameCode: 'x', amount: 5 },
    ]),
  );
  return t;
}

describe('launchTarget (spec section 9 same-tab rule)', () => {
  it('opens every launch type but XMTY, G1CP, SGCP and KXZR in the site game window when the setting is on', () => {
    const pg = { enName: 'PGDZ', sameTab: true, category: 'DZ' };
    expect(launchTarget(pg, 'PGDZ-1', true)).toEqual({
      kind: 'window',
      path: '/game/PGDZ?gameCode=PGDZ-1&c=DZ',
    });
    expect(launchTarget(pg, 'PGDZ-1', false)).toEqual({ kind: 'newTab' });
    for (const enName of ['G1CP', 'SGCP', 'KXZR'])
      expect(launchTarget({ enName, sameTab: true, category: 'CP' }, '', true)).toEqual({
        kind: 'newTab',
      });
    expect(launchTarget({ enName: 'XMTY', sameTab: false, category: 'TY' }, '', true)).toEqual({
      kind: 'sport',
      path: '/game/sport/XMTY',
    });
  });

  it('builds the game window address with the game and the category in the query', () => {
    expect(gameWindowPath('AG ZR', '', 'ZR')).toBe('/game/AG%20ZR?c=ZR');
  });
});

describe('LobbyStore', () => {
  /** What the server puts in a /game/egame page (server/app.ts bootAnswers). */
  const lobbyPage = (): BootAnswer[] => [
    { op: 'venueGetVenueInfoByCategory', body: { category: 'DZ' }, data: VENUES },
    { op: 'venueGetBonusPools', body: {}, data: [] },
    {
      op: 'venueGameList',
      body: lobbyGameListBody({ enName: 'PGDZ', category: 'DZ', pageNum: 1 }),
      data: {
        list: GAMES.map((g) => ({ ...g, collected: false })),
        pageNum: 1,
        pageSize: 12,
        total: 2,
      },
      visitorOnly: true,
    },
  ];

  it("opens a visitor's lobby from the page's answers, without a call", async () => {
    const t = createTestRoot({ bootAnswers: lobbyPage() });
    const lobby = t.root.lobby.lobby('DZ');
    await lobby.start();
    expect(lobby.venue?.enName).toBe('PGDZ');
    expect(lobby.games.items.map((g) => g.gameCode)).toEqual(['PGDZ-1', 'PGDZ-2']);
    expect(t.api.callsTo('venueGetVenueInfoByCategory')).toHaveLength(0);
    expect(t.api.callsTo('venueGameList')).toHaveLength(0);
  });

  it("asks the server for a member's games (their favourites), not the page's visitor answer", async () => {
    const t = createTestRoot({ token: 'tok', bootAnswers: lobbyPage() });
    t.api.on('venueGameList', ok({ list: GAMES, pageNum: 1, pageSize: 12, total: 2 }));
    const lobby = t.root.lobby.lobby('DZ');
    await lobby.start();
    expect(t.api.callsTo('venueGetVenueInfoByCategory')).toHaveLength(0);
    expect(t.api.callsTo('venueGameList')).toHaveLength(1);
    expect(lobby.games.items.map((g) => g.collected)).toEqual([false, true]);
  });

  it("shows a member the page's visitor games, stars busy, until theirs replace them once the page's first render is committed", async () => {
    const t = createTestRoot({ token: 'tok', bootAnswers: lobbyPage() });
    t.api.on('venueGameList', ok({ list: GAMES, pageNum: 1, pageSize: 12, total: 2 }));
    t.api.on('venueCollect', ok(null));
    t.root.firstDraw.hold();
    const lobby = t.root.lobby.lobby('DZ');
    const started = lobby.start();
    await t.settle();
    expect(t.api.callsTo('venueGameList')).toHaveLength(1);
    expect(lobby.grid).toMatchObject({ status: 'ready', standIn: true, total: 2 });
    expect(lobby.grid.items.map((g) => [g.name, g.collected])).toEqual([
      ['麻将胡了', false],
      ['赏金船长', false],
    ]);
    // the stand-in's stars do not know the member's favourites
    const first = lobby.grid.items[0];
    expect(first && (await lobby.toggleFavourite(first))).toBe(false);
    t.root.firstDraw.done();
    await started;
    expect(lobby.grid.standIn).toBe(false);
    expect(lobby.grid.items.map((g) => g.collected)).toEqual([false, true]);
    expect(t.api.calls.filter((c) => c.operationId !== 'venueGameList')).toEqual([]);
  });

  it("draws a visitor's games from the page's answers in the first render, without waiting for it", async () => {
    const t = createTestRoot({ bootAnswers: lobbyPage() });
    t.root.firstDraw.hold();
    const lobby = t.root.lobby.lobby('DZ');
    await lobby.start();
    expect(lobby.games.items.map((g) => g.gameCode)).toEqual(['PGDZ-1', 'PGDZ-2']);
  });

  it('selects the first open venue, lists its games without the SDK cache and keeps the category pools only', async () => {
    const t = lobbyRoot();
    const lobby = t.root.lobby.lobby('DZ');
    await lobby.start();
    await lobby.pools.load();
    expect(lobby.venue?.enName).toBe('PGDZ');
    expect(t.api.lastBody('venueGameList')).toMatchObject({
      enName: 'PGDZ',
      tab: 'all',
      keyword: '',
      pageNum: 1,
      pageSize: 12,
    });
    expect(lobby.games.items.map((g) => [g.gameCode, g.hot, g.isNew, g.collected])).toEqual([
      ['PGDZ-1', true, false, false],
      ['PGDZ-2', false, true, true],
    ]);
    expect(lobby.categoryPools).toEqual([{ enName: 'PGDZ', gameCode: 'PGDZ-1', amount: 100 }]);
    await lobby.games.reload();
    expect(t.api.callsTo('venueGameList')).toHaveLength(2);
  });

  it('asks a visitor to log in for the favourites tab and a star, without calling the server', async () => {
    const t = lobbyRoot();
    const lobby = t.root.lobby.lobby('DZ');
    await lobby.start();
    await lobby.setTab('collection');
    expect(lobby.tab).toBe('all');
    expect(await lobby.toggleFavourite(lobby.games.items[0]!)).toBe(false);
    expect(t.api.callsTo('collectionAddCollection')).toHaveLength(0);
    expect(t.emitted.filter((e) => e.type === 'login_tip')).toHaveLength(2);
  });

  it('turns a star at once, and back with the server message when the call fails', async () => {
    const t = lobbyRoot('tok');
    const lobby = t.root.lobby.lobby('DZ');
    await lobby.start();
    t.api.on('collectionAddCollection', ok(null));
    const first = lobby.games.items[0]!;
    const pending = lobby.toggleFavourite(first);
    expect(lobby.games.items[0]?.collected).toBe(true);
    expect(await pending).toBe(true);
    expect(t.api.lastBody('collectionAddCollection')).toEqual({
      enName: 'PGDZ',
      gameCode: 'PGDZ-1',
    });

    t.api.on('collectionRemoveCollection', fail(6005, '收藏服务繁忙'));
    const failing = lobby.toggleFavourite(lobby.games.items[0]!);
    expect(lobby.games.items[0]?.collected).toBe(false);
    expect(await failing).toBe(false);
    expect(lobby.games.items[0]?.collected).toBe(true);
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([{ text: '收藏服务繁忙' }]);
  });

  it('drops a removed favourite from the favourites tab', async () => {
    const t = lobbyRoot('tok');
    const lobby = t.root.lobby.lobby('DZ');
    await lobby.start();
    await lobby.setTab('collection');
    expect(t.api.lastBody('venueGameList')).toMatchObject({ tab: 'collection' });
    t.api.on('collectionRemoveCollection', ok(null));
    await lobby.toggleFavourite(lobby.games.items[1]!);
    expect(lobby.games.items.map((g) => g.gameCode)).toEqual(['PGDZ-1']);
  });

  it('launches a member into the game window when the in-site setting is on and remembers the game per player', async () => {
    const t = lobbyRoot('tok');
    t.root.site.flags.innerGame = true;
    t.api.on('venueLaunch', ok({ url: '/venue-demo/PGDZ?ticket=abc' }));
    const lobby = t.root.lobby.lobby('DZ');
    await lobby.start();
    const venue = lobby.venue!;
    const r = await t.root.lobby.launch(venue, { gameCode: 'PGDZ-1', name: '麻将胡了' });
    expect(r).toEqual({
      status: 'window',
      path: '/game/PGDZ?gameCode=PGDZ-1&c=DZ',
      url: '/venue-demo/PGDZ?ticket=abc',
    });
    expect(t.api.lastBody('venueLaunch')).toEqual({ enName: 'PGDZ', gameCode: 'PGDZ-1' });
    expect(t.root.lobby.recentOf('DZ').map((g) => g.gameCode)).toEqual(['PGDZ-1']);
    expect(t.storage.getItem('recentGames:1')).toContain('PGDZ-1');
  });

  it('gives a visitor the login-required dialog instead of a launch', async () => {
    const t = lobbyRoot();
    const lobby = t.root.lobby.lobby('DZ');
    await lobby.start();
    const r = await t.root.lobby.launch(lobby.venue!, { gameCode: 'PGDZ-1', name: '麻将胡了' });
    expect(r).toEqual({ status: 'login_required' });
    expect(t.api.callsTo('venueLaunch')).toHaveLength(0);
    expect(t.root.lobby.recent).toEqual([]);
  });

  it('notes the server message of a venue under maintenance (6415)', async () => {
    const t = lobbyRoot('tok');
    t.api.on('venueLaunch', fail(6415, '场馆维护中,预计 30 分钟'));
    const lobby = t.root.lobby.lobby('DZ');
    await lobby.start();
    const off = lobby.venues.data![0]!;
    const r = await t.root.lobby.launch(off, { gameCode: 'x', name: 'x' });
    expect(r).toEqual({ status: 'failed', message: '场馆维护中,预计 30 分钟' });
    expect(lobby.maintenanceNotes.OFFDZ).toBe('场馆维护中,预计 30 分钟');
  });
});

describe('LobbyStore: game types, venue extras and the transfer-in launch', () => {
  it('shows a tab per game type of the data and lists one type through the game list call', async () => {
    const t = lobbyRoot();
    t.api.on(
      'venueGameList',
      ok({
        list: GAMES.map((g, i) => ({ ...g, gameType: i === 0 ? '麻将' : '冒险' })),
        pageNum: 1,
        pageSize: 12,
        total: 2,
        gameTypes: ['麻将', '冒险', '', '麻将'],
      }),
    );
    const lobby = t.root.lobby.lobby('DZ');
    await lobby.start();
    expect(lobby.tabs).toEqual(['all', 'hot', 'new', 'collection', 'type:麻将', 'type:冒险']);
    expect(lobby.games.items.map((g) => g.gameType)).toEqual(['麻将', '冒险']);
    await lobby.setTab(typeTab('冒险'));
    expect(lobby.tabValue).toBe('type:冒险');
    expect(t.api.lastBody('venueGameList')).toMatchObject({ tab: 'all', gameType: '冒险' });
    // a plain tab leaves the type
    await lobby.setTab('hot');
    expect(lobby.gameType).toBeNull();
    expect(t.api.lastBody('venueGameList')).not.toHaveProperty('gameType');
    expect(tabGameType('type:经典')).toBe('经典');
    expect(tabGameType('hot')).toBeNull();
  });

  it('has only the four tabs when the data has no game types, and forgets a type on another venue', async () => {
    const t = lobbyRoot();
    const lobby = t.root.lobby.lobby('DZ');
    await lobby.start();
    expect(lobby.tabs).toEqual(['all', 'hot', 'new', 'collection']);
    await lobby.setTab(typeTab('麻将'));
    // the chosen type stays a tab even before the data names it
    expect(lobby.tabs).toContain('type:麻将');
    await lobby.selectVenue('OFFDZ');
    expect(lobby.gameType).toBeNull();
    expect(lobby.tabValue).toBe('all');
  });

  it('reads tables with limits, the next draw and live matches where the venue data has them', async () => {
    const t = createTestRoot({});
    t.api.on(
      'venueGetVenueInfoByCategory',
      ok([
        {
          ...VENUES[1]!,
          enName: 'AGZR',
          category: 'ZR',
          tables: [
            { tableId: 'T1', name: '百家乐 B01', gameCode: 'AGZR-1', minBet: 20, maxBet: 50000 },
          ],
        },
        { ...VENUES[1]!, enName: 'KXZR', category: 'ZR' },
      ]),
    );
    t.api.on('venueGameList', ok({ list: [], pageNum: 1, pageSize: 12, total: 0 }));
    t.api.on('venueGetBonusPools', ok([]));
    const lobby = t.root.lobby.lobby('ZR');
    await lobby.start();
    const [ag, kx] = lobby.venues.data!;
    expect(ag!.tables).toEqual([
      { tableId: 'T1', name: '百家乐 B01', gameCode: 'AGZR-1', minBet: 20, maxBet: 50000 },
    ]);
    expect(kx!.tables).toEqual([]);
    expect(kx!.nextDraw).toBeNull();
    expect(kx!.liveMatches).toEqual([]);
  });

  it('counts down to a draw and asks for the next one once when its time has come', async () => {
    expect(drawCountdown(10_000, 0)).toBe('00:10');
    expect(drawCountdown(10_000, 9_001)).toBe('00:01');
    expect(drawCountdown(3_600_000 + 61_000, 0)).toBe('01:01:01');
    expect(drawCountdown(10_000, 10_000)).toBeNull();
    expect(drawCountdown(Number.NaN, 0)).toBeNull();
    const t = lobbyRoot();
    const lobby = t.root.lobby.lobby('CP');
    await lobby.start();
    const before = t.api.callsTo('venueGetVenueInfoByCategory').length;
    await lobby.drawPassed(1234);
    await lobby.drawPassed(1234);
    expect(t.api.callsTo('venueGetVenueInfoByCategory')).toHaveLength(before + 1);
  });

  it('opens a game launched from the transfer-in dialog by the same-tab rule, like a tile', async () => {
    const t = lobbyRoot('tok');
    t.root.site.flags.innerGame = true;
    const venue = {
      enName: 'PGDZ',
      channelCode: 'PGDZ',
      name: 'PG电子',
      gameCode: 'PGDZ-3',
      gameName: '招财猫',
      sameTab: true,
      category: 'DZ',
    };
    expect(t.root.lobby.launchedFromTransfer(venue, 'https://g.test/1')).toEqual({
      status: 'window',
      path: '/game/PGDZ?gameCode=PGDZ-3&c=DZ',
      url: 'https://g.test/1',
    });
    expect(t.root.lobby.recentOf('DZ')[0]).toMatchObject({ gameCode: 'PGDZ-3', name: '招财猫' });
    // KXZR never shares the tab; neither does any venue with the setting off
    expect(
      t.root.lobby.launchedFromTransfer({ ...venue, enName: 'KXZR' }, 'https://g.test/2'),
    ).toEqual({ status: 'newTab', url: 'https://g.test/2' });
    t.root.site.flags.innerGame = false;
    expect(t.root.lobby.launchedFromTransfer(venue, 'https://g.test/3').status).toBe('newTab');
    // the centre-wallet sports book opens the sports page
    expect(t.root.lobby.launchedFromTransfer({ enName: 'XMTY' }, 'https://g.test/4')).toEqual({
      status: 'sport',
      path: '/game/sport/XMTY',
    });
  });

  it("passes the tile venue's same-tab flag and category to the launch, so the 6413 dialog can follow the rule", async () => {
    const t = lobbyRoot('tok');
    t.api.on('venueLaunch', fail(6413, '您还在活动中'));
    const lobby = t.root.lobby.lobby('DZ');
    await lobby.start();
    const r = await t.root.lobby.launch(lobby.venue!, { gameCode: 'PGDZ-1', name: '麻将胡了' });
    expect(r).toEqual({ status: 'failed', message: '您还在活动中' });
    expect(t.root.wallet.transferIn?.venue).toMatchObject({
      enName: 'PGDZ',
      gameCode: 'PGDZ-1',
      gameName: '麻将胡了',
      sameTab: true,
      category: 'DZ',
    });
  });
});

describe('GameSession: a launch made by the transfer-in dialog', () => {
  it('comes back to the game window waiting for the transfer and shows the launched game', async () => {
    const t = lobbyRoot('tok');
    t.api.on('venueLaunch', fail(6413, '您还在活动中'));
    t.api.on('venueBalance', ok({ balance: 100 }));
    const session = new GameSession(t.root, 'PGDZ', 'PGDZ-1', 'DZ');
    await session.launch();
    expect(session.status).toBe('transfer');
    // the dialog's venue brings the launch back here (same tab)
    expect(t.root.wallet.transferIn?.venue).toMatchObject({ sameTab: true, category: 'DZ' });
    session.adopt('https://g.test/after-transfer');
    expect(session.status).toBe('playing');
    expect(session.url).toBe('https://g.test/after-transfer');
    expect(session.message).toBeNull();
  });
});
