import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';
import { gameWindowPath, launchTarget } from './LobbyStore';

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
