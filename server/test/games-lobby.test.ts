// The lobbies' server side: favourites stored per player and returned by the game list, and the
// demo venue page (drawn for its category, rounds on the ledger, never a centre-wallet venue).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, newPlayer, type Harness } from './harness.ts';
import { VENUE_PAGE_PREFIX } from '../venue-page.ts';

type GamePage = { list: Array<{ gameCode: string; collected: boolean }>; total: number };

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
      ['AGZR', 'table'],
      ['KYQP', 'table'],
      ['G1CP', 'draw'],
      ['JDBBY', 'slot'],
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
