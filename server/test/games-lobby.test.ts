// The lobbies' server side: favourites stored per player and returned by the game list, and the
// demo venue page (drawn for its category, rounds on the ledger, never a centre-wallet venue).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, newPlayer, type Harness } from './harness.ts';
import { VENUE_PAGE_PREFIX } from '../venue-page.ts';
import { nextDraw } from '../handlers/games.ts';

type GamePage = {
  list: Array<{ gameCode: string; collected: boolean; gameType?: string }>;
  total: number;
};

describe('game lobbies on the reference server', { timeout: 30_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => h.close());

  it('stores a favourite per player, returns it in the game list and its favourites tab, and removes it', async () => {
    const token = await newPlayer(h, 'fav0rite1');
    const other = await newPlayer(h, 'fav0rite2');
    const list = async (tab: string, t: string | null = token) =>
      (
        await h.call(
          'venueGameList',
          { enName: 'PGDZ', tab, pageNum: 1, pageSize: 20 },
          { token: t },
        )
      ).data as GamePage;
    expect(
      (await h.call('collectionAddCollection', { enName: 'PGDZ', gameCode: 'PGDZ-2' }, { token }))
        .status_code,
    ).toBe(6000);
    expect((await list('all')).list.find((g) => g.gameCode === 'PGDZ-2')?.collected).toBe(true);
    expect((await list('collection')).list.map((g) => g.gameCode)).toEqual(['PGDZ-2']);
    expect((await list('collection', other)).list).toEqual([]);
    expect((await list('all', null)).list.every((g) => !g.collected)).toBe(true);
    expect(
      (
        await h.call(
          'collectionRemoveCollection',
          { enName: 'PGDZ', gameCode: 'PGDZ-2' },
          { token },
        )
      ).status_code,
    ).toBe(6000);
    expect((await list('collection')).total).toBe(0);
  });

  it("gives every game its type, filters by type and lists the venue's types for the tabs", async () => {
    const list = async (gameType?: string) =>
      (
        await h.call('venueGameList', {
          enName: 'PGDZ',
          tab: 'all',
          pageNum: 1,
          pageSize: 20,
          ...(gameType === undefined ? {} : { gameType }),
        })
      ).data as GamePage & { gameTypes: string[] };
    const all = await list();
    expect(all.gameTypes).toEqual(['麻将', '冒险', '经典']);
    expect(all.list.every((g) => typeof g.gameType === 'string')).toBe(true);
    const adventure = await list('冒险');
    expect(adventure.total).toBe(3);
    expect(adventure.list.every((g) => g.gameType === '冒险')).toBe(true);
    expect(adventure.gameTypes).toEqual(all.gameTypes);
    expect((await list('')).total).toBe(all.total);
  });

  it("answers live casino tables with limits, the lottery's next draw and esports live matches", async () => {
    type V = {
      enName: string;
      tables?: Array<{ minBet: number; maxBet: number; gameCode: string }>;
      nextDraw?: { issue: string; drawAtMs: number; gameName: string };
      liveMatches?: Array<{ home: string; away: string }>;
    };
    const of = async (category: string) =>
      (await h.call('venueGetVenueInfoByCategory', { category })).data as V[];
    const zr = await of('ZR');
    const ag = zr.find((v) => v.enName === 'AGZR');
    expect(ag?.tables?.length).toBe(4);
    expect(ag?.tables?.every((t) => t.minBet > 0 && t.maxBet > t.minBet)).toBe(true);
    expect(ag?.tables?.[0]?.gameCode).toBe('AGZR-1');
    const cp = await of('CP');
    const g1 = cp.find((v) => v.enName === 'G1CP')?.nextDraw;
    expect(g1?.gameName).toBe('重庆时时彩');
    expect(g1?.issue).toMatch(/^\d{8}-\d{3}$/);
    expect(g1?.drawAtMs).toBeGreaterThan(h.clock.now());
    expect(g1?.drawAtMs).toBeLessThanOrEqual(h.clock.now() + 5 * 60_000);
    const dj = await of('DJ');
    expect(dj.find((v) => v.enName === 'IMDJ')?.liveMatches?.[0]).toMatchObject({
      home: 'JDG',
      away: 'BLG',
    });
    const dz = await of('DZ');
    expect(dz.every((v) => !v.tables && !v.nextDraw && !v.liveMatches)).toBe(true);
  });

  it('numbers the next draw by the Beijing day', () => {
    // 2026-01-01 00:07 Beijing = 2025-12-31 16:07 UTC; draws every 5 minutes: the 2nd at 00:10.
    const now = Date.UTC(2025, 11, 31, 16, 7);
    expect(nextDraw('G1CP-1', '重庆时时彩', 5, now)).toEqual({
      gameCode: 'G1CP-1',
      gameName: '重庆时时彩',
      issue: '20260101-002',
      drawAtMs: Date.UTC(2025, 11, 31, 16, 10),
    });
    // the last draw of a day is at midnight: numbered 288 of the day before
    const late = Date.UTC(2026, 0, 1, 15, 58);
    expect(nextDraw('G1CP-1', 'x', 5, late).issue).toBe('20260101-288');
  });

  it('draws the demo venue page for its category and plays a round on the ledger', async () => {
    const token = await newPlayer(h, 'venuepg1', { balance: 10_000 });
    const launch = await h.call(
      'venueLaunch',
      { enName: 'PGDZ', gameCode: 'PGDZ-1' },
      { token, idempotencyKey: 'launch-venuepg1-1' },
    );
    expect(launch.status_code).toBe(6000);
    const url = (launch.data as { url: string }).url;
    const page = await h.app.inject({ method: 'GET', url });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('data-kind="slot"');
    const ticket = /<meta name="venue-session" content="([^"]+)">/.exec(page.body)?.[1];
    const round = await h.app.inject({
      method: 'POST',
      url: `${VENUE_PAGE_PREFIX}/api/round`,
      payload: { ticket, stake: '10' },
    });
    const r = round.json() as { status_code: number; data: { win: number; balance: string } };
    expect(r.status_code).toBe(6000);
    expect(Number(r.data.balance)).toBe(100 - 10 + r.data.win);
    const records = await h.call(
      'recordBetRecordList',
      {
        category: 'DZ',
        pageNum: 1,
        pageSize: 10,
        beginTime: '2000-01-01 00:00:00',
        endTime: '2100-01-01 00:00:00',
      },
      { token },
    );
    expect((records.data as { total: number }).total).toBe(1);
    for (const [venue, kind] of [
      ['PGDZ', 'slot'],
      ['AGZR', 'baccarat'],
      ['KYQP', 'doudizhu'],
      ['G1CP', 'lottery'],
      ['IMDJ', 'esports'],
      ['JDBBY', 'fishing'],
    ] as const) {
      const p = await h.app.inject({ method: 'GET', url: `${VENUE_PAGE_PREFIX}/${venue}` });
      expect(p.body, venue).toContain(`data-kind="${kind}"`);
    }
  });

  it('never offers a centre-wallet venue (XMTY) as a demo game: its address leads to the board', async () => {
    const p = await h.app.inject({ method: 'GET', url: `${VENUE_PAGE_PREFIX}/XMTY` });
    expect(p.statusCode).toBe(302);
    expect(p.headers.location).toBe('/game/sport/XMTY');
    expect(p.body).not.toContain('app.js');
  });

  it('lets the game window frame only the demo venue pages of its own host', async () => {
    const r = await h.app.inject({
      method: 'GET',
      url: `${VENUE_PAGE_PREFIX}/PGDZ`,
      headers: { host: 'site.example:8080' },
    });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain(`frame-src site.example:8080${VENUE_PAGE_PREFIX}/`);
    expect(csp).not.toMatch(/frame-src[^;]*'self'/);
    const odd = await h.app.inject({
      method: 'GET',
      url: `${VENUE_PAGE_PREFIX}/PGDZ`,
      headers: { host: 'evil;script-src *' },
    });
    expect(String(odd.headers['content-security-policy'])).toContain("frame-src 'none'");
  });
});
