import { describe, expect, it } from 'vitest';
import { createTestRoot } from '../../stores/testing/createTestRoot';
import { fail, ok } from '../../stores/testing/FakeApi';
import { NOTICE_TICKER_BODY, homeExtraBodies, sportsFirstListBodies } from '../../sdk/bootData';
import { HomeModel } from './HomeModel';

const category = (id: number, code: string, name: string) => ({
  id,
  code,
  name,
  path: '/',
  sort: id,
  venues: [],
});

describe('home: venue categories and notices', () => {
  it('shows the venue categories of the main menu in the order TY, DZ, ZR, CP, QP, DJ, BY', async () => {
    const t = createTestRoot();
    t.api.on(
      'advertisingNavigationList',
      ok([
        category(1, 'BY', '捕鱼'),
        category(2, 'HOME', '首页'),
        category(3, 'ZR', '真人'),
        category(4, 'TY', '体育'),
        category(5, 'DJ', '电竞'),
        category(6, 'QP', '棋牌'),
        category(7, 'CP', '彩票'),
        category(8, 'DZ', '电子'),
      ]),
    );
    const model = new HomeModel(t.root);
    await model.load();
    expect(model.status).toBe('ready');
    expect(model.venueCategories.map((c) => c.code)).toEqual([
      'TY',
      'DZ',
      'ZR',
      'CP',
      'QP',
      'DJ',
      'BY',
    ]);
  });

  it("draws from the page's own answers at once: menu, notices, promotions and pools need no call", async () => {
    const notices = { list: [], pageNum: 1, pageSize: 20, total: 0 };
    const t = createTestRoot({
      bootAnswers: [
        {
          op: 'advertisingNavigationList',
          body: { position: 1 },
          data: [category(4, 'TY', '体育')],
        },
        { op: 'advertisingQueryNoticeListByPage', body: NOTICE_TICKER_BODY, data: notices },
        { op: 'advertisingGetMyDiscountAd', body: { category: 'all' }, data: [] },
        { op: 'venueGetBonusPools', body: {}, data: [{ enName: 'PG', gameCode: 'x', amount: 5 }] },
      ],
    });
    const model = new HomeModel(t.root);
    // ready in the first render, before any await
    expect(model.status).toBe('ready');
    expect(model.promosLoaded).toBe(true);
    expect(model.venueCategories.map((c) => c.code)).toEqual(['TY']);
    expect(model.jackpot).toBe(5);
    await model.loadHome();
    for (const op of [
      'advertisingNavigationList',
      'advertisingQueryNoticeListByPage',
      'advertisingGetMyDiscountAd',
      'venueGetBonusPools',
    ] as const)
      expect(t.api.callsTo(op)).toHaveLength(0);
  });

  it('keeps the notices of the marquee', async () => {
    const t = createTestRoot();
    t.api.on('advertisingNavigationList', ok([]));
    t.api.on(
      'advertisingQueryNoticeListByPage',
      ok({
        list: [
          {
            id: 1,
            title: '系统维护公告',
            content: '维护',
            type: 1,
            popup: false,
            createTime: '2026-11-22 20:30:00',
          },
        ],
        pageNum: 1,
        pageSize: 20,
        total: 1,
      }),
    );
    const model = new HomeModel(t.root);
    await model.load();
    expect(model.notices.map((n) => n.title)).toEqual(['系统维护公告']);
  });

  it('shows the failure with the server message when the menu cannot load, and loads again on retry', async () => {
    const t = createTestRoot();
    t.api.sequence(
      'advertisingNavigationList',
      fail(6005, '服务异常'),
      ok([category(4, 'TY', '体育')]),
    );
    const model = new HomeModel(t.root);
    await model.load();
    expect(model.status).toBe('error');
    expect(model.error).toBe('服务异常');
    await model.load();
    expect(model.status).toBe('ready');
    expect(model.venueCategories).toHaveLength(1);
  });
});

describe('home: promotions, hot games and the jackpot', () => {
  const venue = (enName: string, maintenance = false) => ({
    enName,
    channelCode: enName,
    name: enName,
    category: 'DZ',
    icon: '',
    maintenance,
    sameTab: true,
    sort: 1,
  });

  /** A menu with one slot venue (PGDZ) whose first page of games holds one hot game, 招财猫. */
  const rootWithOneHotGame = () => {
    const t = createTestRoot();
    t.api.on(
      'advertisingNavigationList',
      ok([{ ...category(2, 'DZ', '电子'), venues: [venue('PGDZ')] }]),
    );
    const game = { gameCode: 'g1', name: '招财猫', icon: '', enName: 'PGDZ', hot: true };
    t.api.on(
      'venueGameList',
      ok({ list: [{ ...game, new: false, collected: false }], pageNum: 1, pageSize: 12, total: 1 }),
    );
    return t;
  };

  it('loads hot games of the first slot venue not in maintenance, pools and active promotions', async () => {
    const t = createTestRoot();
    t.api.on(
      'advertisingNavigationList',
      ok([{ ...category(2, 'DZ', '电子'), venues: [venue('OFF', true), venue('PGDZ')] }]),
    );
    t.api.on(
      'venueGameList',
      ok({
        list: [
          {
            gameCode: 'g1',
            name: '招财猫',
            icon: '',
            enName: 'PGDZ',
            hot: true,
            new: false,
            collected: false,
          },
        ],
        pageNum: 1,
        pageSize: 12,
        total: 1,
      }),
    );
    t.api.on(
      'venueGetBonusPools',
      ok([
        { enName: 'PGDZ', gameCode: 'g1', amount: 100.5 },
        { enName: 'JDBDZ', gameCode: 'g2', amount: 200 },
      ]),
    );
    const promo = (id: number, status: number) => ({
      id,
      activityId: id * 10,
      title: `活动${id}`,
      imageUrl: '',
      routeName: 'firstDeposit',
      startTime: '',
      endTime: '',
      status,
    });
    t.api.on('advertisingGetMyDiscountAd', ok([promo(1, 1), promo(2, 2)]));
    const model = new HomeModel(t.root);
    await model.loadHome();
    expect(t.api.lastBody('venueGameList')).toMatchObject({ enName: 'PGDZ', pageNum: 1 });
    expect(model.hotGames.map((g) => g.name)).toEqual(['招财猫']);
    expect(model.jackpot).toBe(300.5);
    expect(model.activePromos.map((p) => p.id)).toEqual([1]);
  });

  it("holds its hot games and live matches until the page's first render is committed", async () => {
    const t = rootWithOneHotGame();
    t.root.firstDraw.hold();
    const model = new HomeModel(t.root);
    const loading = model.loadHome();
    // every answer is in, and the first render (drawing the placeholders) is not committed yet
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.api.callsTo('venueGameList')).toHaveLength(1);
    expect(model.hotGames).toEqual([]);
    expect(model.gamesStatus).toBe('loading');
    expect(model.liveStatus).toBe('loading');
    t.root.firstDraw.done();
    await loading;
    expect(model.hotGames.map((g) => g.name)).toEqual(['招财猫']);
    expect(model.gamesStatus).toBe('ready');
    expect(model.liveStatus).toBe('ready');
  });

  it('asks the slot venue for hot games when the header started the navigation load first', async () => {
    const t = rootWithOneHotGame();
    const model = new HomeModel(t.root);
    const header = model.load(); // the header's load, still under way when home opens
    await model.loadHome();
    await header;
    expect(t.api.lastBody('venueGameList')).toMatchObject({ enName: 'PGDZ' });
    expect(model.hotGames.map((g) => g.name)).toEqual(['招财猫']);
  });

  it('still shows the page when the extra calls fail', async () => {
    const t = createTestRoot();
    t.api.on('advertisingNavigationList', ok([category(1, 'TY', '体育')]));
    t.api.on('advertisingGetMyDiscountAd', fail(6005, '服务异常'));
    t.api.on('venueGetBonusPools', fail(6005, '服务异常'));
    const model = new HomeModel(t.root);
    await model.loadHome();
    expect(model.status).toBe('ready');
    expect(model.promos).toEqual([]);
    expect(model.jackpot).toBe(0);
    expect(model.hotGames).toEqual([]);
  });

  it('shows up to six in-play matches of the own book in the live strip, none without it', async () => {
    const t = createTestRoot();
    const match = (id: number, isLive: boolean) => ({
      gameId: String(id),
      team_h: `主队${id}`,
      team_c: `客队${id}`,
      leagueName: '英超',
      isLive,
      gameType: 'FT',
      sc_FT_H: 1,
      sc_FT_C: 0,
      mainOdds: [
        { r: `RM_H_${id}`, w: 'RM', rtype: 'H', odds: 0.85, name: '主', gameId: String(id) },
      ],
    });
    t.api.on(
      'advertisingNavigationList',
      ok([{ ...category(1, 'TY', '体育'), venues: [venue('XMTY')] }]),
    );
    t.api.on(
      'venueResource',
      ok({
        method: 'matches',
        matches: [match(1, false), ...[2, 3, 4, 5, 6, 7, 8].map((i) => match(i, true))],
      }),
    );
    const model = new HomeModel(t.root);
    await model.loadHome();
    expect(t.api.lastBody('venueResource')).toMatchObject({
      method: 'matches',
      enName: 'XMTY',
      Request: { showType: 'RB', gameType: 'FT' },
    });
    expect(model.liveMatches.map((m) => m.gameId)).toEqual(['2', '3', '4', '5', '6', '7']);
    expect(model.liveMatches[0]?.odds['RM_H_2']?.odds).toBe(0.85);

    const other = createTestRoot();
    other.api.on(
      'advertisingNavigationList',
      ok([{ ...category(1, 'TY', '体育'), venues: [venue('IMTY')] }]),
    );
    const without = new HomeModel(other.root);
    await without.loadHome();
    expect(other.api.callsTo('venueResource')).toEqual([]);
    expect(without.liveMatches).toEqual([]);
  });

  it('selfSport off: the own book leaves the menu, and the live strip asks for no matches', async () => {
    const t = createTestRoot();
    t.root.site.flags.selfSport = false;
    t.api.on(
      'advertisingNavigationList',
      ok([{ ...category(1, 'TY', '体育'), venues: [venue('XMTY'), venue('crty')] }]),
    );
    const model = new HomeModel(t.root);
    await model.loadHome();
    expect(model.venueCategories[0]?.venues.map((v) => v.enName)).toEqual(['crty']);
    expect(model.hasOwnBook).toBe(false);
    expect(t.api.callsTo('venueResource')).toEqual([]);
    expect(model.liveMatches).toEqual([]);
    // back on: the menu offers it again
    t.root.site.flags.selfSport = true;
    expect(model.venueCategories[0]?.venues.map((v) => v.enName)).toEqual(['XMTY', 'crty']);
  });

  /** A visitor's home page as the server sends it (server/app.ts bootAnswers). */
  function homePage() {
    const menu = [
      { ...category(1, 'TY', '体育'), venues: [venue('XMTY')] },
      { ...category(2, 'DZ', '电子'), venues: [venue('PGDZ')] },
    ];
    const game = (code: string, hot: boolean) => ({
      gameCode: code,
      name: code,
      icon: '',
      enName: 'PGDZ',
      hot,
      new: false,
      collected: false,
    });
    const live = {
      gameId: '9',
      team_h: '主队',
      team_c: '客队',
      leagueName: '英超',
      isLive: true,
      gameType: 'FT',
      sc_FT_H: 1,
      sc_FT_C: 0,
      mainOdds: [],
    };
    return [
      { op: 'advertisingNavigationList', body: { position: 1 }, data: menu },
      {
        op: 'advertisingQueryNoticeListByPage',
        body: NOTICE_TICKER_BODY,
        data: { list: [], pageNum: 1, pageSize: 20, total: 0 },
      },
      { op: 'advertisingGetMyDiscountAd', body: { category: 'all' }, data: [] },
      { op: 'venueGetBonusPools', body: {}, data: [] },
      {
        op: 'venueGameList',
        body: homeExtraBodies(menu).hotGames!,
        data: { list: [game('a', false), game('b', true)], pageNum: 1, pageSize: 12, total: 2 },
        visitorOnly: true,
      },
      {
        op: 'venueResource',
        body: sportsFirstListBodies('XMTY').matches,
        data: { method: 'matches', matches: [live] },
      },
    ];
  }

  it("draws a visitor's hot games and live matches from the page at once, with no call after the script", async () => {
    const t = createTestRoot({ bootAnswers: homePage() });
    t.root.firstDraw.hold();
    const model = new HomeModel(t.root);
    // in the first render, before any await: the server draws the same
    expect(model.gamesStatus).toBe('ready');
    expect(model.liveStatus).toBe('ready');
    expect(model.hotGames.map((g) => g.gameCode)).toEqual(['b', 'a']);
    expect(model.liveMatches.map((m) => m.team_h)).toEqual(['主队']);
    await model.loadHome();
    expect(t.api.callsTo('venueGameList')).toHaveLength(0);
    expect(t.api.callsTo('venueResource')).toHaveLength(0);
  });

  it("draws a member's live matches from the page at once and asks for their hot games itself: the page's are a visitor's", async () => {
    const t = createTestRoot({ token: 'tok', bootAnswers: homePage() });
    t.api.on('venueGameList', ok({ list: [], pageNum: 1, pageSize: 12, total: 0 }));
    const model = new HomeModel(t.root);
    // in the first render (and a member's drawing): the matches, the hot games loading
    expect(model.liveStatus).toBe('ready');
    expect(model.liveMatches.map((m) => m.team_h)).toEqual(['主队']);
    expect(model.gamesStatus).toBe('idle');
    await model.loadHome();
    expect(t.api.lastBody('venueGameList')).toEqual(homeExtraBodies(model.categories).hotGames);
    expect(t.api.callsTo('venueResource')).toHaveLength(0);
    expect(model.gamesStatus).toBe('ready');
  });
});
