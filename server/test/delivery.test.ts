// How the built site travels: precompressed when the browser accepts it, hashed assets cached
// for a year, the page itself revalidated, no build manifest and no mock worker served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALOG_CHUNKS_KEY } from '../../scripts/build/snapshotFiles.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { startHarness, type Harness } from './harness.ts';
import { buildServer } from '../app.ts';
import { BOOT_DATA_ID, IMMUTABLE, REVALIDATE } from '../site.ts';
import {
  homeExtraBodies,
  lobbyGameListBody,
  parseBootData,
  sportsFirstListBodies,
  type BootData,
} from '../../src/sdk/bootData.ts';

describe('site delivery', () => {
  let h: Harness;
  let app: FastifyInstance;
  let dir: string;
  const script = `console.log(${JSON.stringify('体育'.repeat(400))})`;
  beforeAll(async () => {
    h = await startHarness();
    dir = mkdtempSync(path.join(tmpdir(), 'delivery-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    const page = '<!doctype html><html><head><title>站点</title></head><body></body></html>';
    writeFileSync(path.join(dir, 'index.html'), page);
    writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(page));
    writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(page));
    writeFileSync(path.join(dir, 'assets/index-abc123.js'), script);
    writeFileSync(path.join(dir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dir, 'assets/index-abc123.js.gz'), gzipSync(script));
    writeFileSync(path.join(dir, '.vite/manifest.json'), '{}');
    writeFileSync(
      path.join(dir, 'route-chunks.json'),
      JSON.stringify({
        '/activity/:kind/:id': ['assets/Activity-1.js'],
        '/activity/discount': ['assets/Discount-1.js', 'assets/Banner-1.js'],
        [DIALOG_CHUNKS_KEY]: ['assets/AppDialogs-1.js', 'assets/Dialog-1.js'],
      }),
    );
    app = await buildServer({ db: h.db, clock: h.clock, contract: h.contract, distDir: dir });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await h.close();
    rmSync(dir, { recursive: true });
  });

  it('sends a hashed script brotli-compressed and cached for a year', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates the page on every visit, at the root and at a deep link', async () => {
    for (const url of ['/', '/mine/wallet']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
    }
  });

  it("names a deep link's route chunks as modulepreload links, the most specific route first", async () => {
    const list = await app.inject({ method: 'GET', url: '/activity/discount?x=1' });
    expect(list.headers['cache-control']).toBe(REVALIDATE);
    expect(list.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/Discount-1.js">',
    );
    expect(list.body).toContain('href="/assets/Banner-1.js"');
    expect(list.body).not.toContain('Activity-1.js');
    const one = await app.inject({ method: 'GET', url: '/activity/signGift/3' });
    expect(one.body).toContain('href="/assets/Activity-1.js"');
    const other = await app.inject({ method: 'GET', url: '/agent' });
    expect(other.body).not.toContain('modulepreload');
  });

  it('preloads the dialog layer with a page whose address opens the register prompt (register=1), and with no other', async () => {
    const prompt = await app.inject({ method: 'GET', url: '/agent?register=1' });
    expect(prompt.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/AppDialogs-1.js">',
    );
    expect(prompt.body).toContain('href="/assets/Dialog-1.js"');
    for (const url of ['/agent', '/agent?register=10', '/activity/discount']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.body, url).not.toContain('AppDialogs-1.js');
    }
  });

  const bootOf = (page: string): BootData => {
    const m = new RegExp(
      `<script id="${BOOT_DATA_ID}" type="application/json">(.*?)</script>`,
    ).exec(page);
    return parseBootData(m?.[1]);
  };

  it("carries the answers of home's first calls in the page (this visitor's preInfo, the menu, the notices, promotions, jackpot pools, hot games and in-play matches), so start-up does not wait for them", async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const answers = bootOf(brotliDecompressSync(res.rawPayload).toString()).answers ?? [];
    const of = (op: string) => answers.find((a) => a.op === op);
    expect(answers.map((a) => a.op).sort()).toEqual([
      'advertisingGetMyDiscountAd',
      'advertisingNavigationList',
      'advertisingQueryNoticeListByPage',
      'configurationPreInfo',
      'venueGameList',
      'venueGetBonusPools',
      'venueResource',
    ]);
    // the hot games of the menu's first slot venue, as a visitor gets them (a member asks)
    const menu = of('advertisingNavigationList')?.data as Parameters<typeof homeExtraBodies>[0];
    const extras = homeExtraBodies(menu);
    expect(of('venueGameList')).toMatchObject({ body: extras.hotGames, visitorOnly: true });
    expect((of('venueGameList')?.data as { list: unknown[] }).list.length).toBeGreaterThan(0);
    // the live strip's matches: the board's first match list of the own book
    expect(of('venueResource')?.body).toEqual(sportsFirstListBodies('XMTY').matches);
    expect(of('configurationPreInfo')?.data).toMatchObject({
      ip: '127.0.0.1',
      siteBaseConfig: { deposit: 1 },
    });
    // the same data the call answers
    const nav = await app.inject({
      method: 'POST',
      url: '/site/api/v1/advertising/navigationList',
      headers: {
        timestamp: String(h.clock.now()),
        uuid: 'delivery-test-01',
        siteId: '1',
        client: 'web',
      },
      payload: { position: 1 },
    });
    expect(of('advertisingNavigationList')).toEqual({
      op: 'advertisingNavigationList',
      body: { position: 1 },
      data: (JSON.parse(nav.body) as { data: unknown }).data,
    });
    // another page carries only what every page asks first
    const agent = await app.inject({ method: 'GET', url: '/agent' });
    expect((bootOf(agent.body).answers ?? []).map((a) => a.op).sort()).toEqual([
      'advertisingNavigationList',
      'advertisingQueryNoticeListByPage',
      'configurationPreInfo',
    ]);
  });

  it("carries a lobby's venues, the jackpot pools and its opening venue's first games as a visitor gets them, the games marked visitor-only (a member's favourites differ)", async () => {
    const res = await app.inject({ method: 'GET', url: '/game/egame' });
    const answers = bootOf(res.body).answers ?? [];
    const of = (op: string) => answers.find((a) => a.op === op);
    expect(answers.map((a) => a.op).sort()).toEqual([
      'advertisingNavigationList',
      'advertisingQueryNoticeListByPage',
      'configurationPreInfo',
      'venueGameList',
      'venueGetBonusPools',
      'venueGetVenueInfoByCategory',
    ]);
    expect(of('venueGetVenueInfoByCategory')?.body).toEqual({ category: 'DZ' });
    const venues = of('venueGetVenueInfoByCategory')?.data as {
      enName: string;
      category: string;
      maintenance: boolean;
    }[];
    const opening = venues.find((v) => v.category === 'DZ' && !v.maintenance);
    expect(opening).toBeDefined();
    const games = of('venueGameList');
    expect(games?.visitorOnly).toBe(true);
    expect(of('venueGetVenueInfoByCategory')?.visitorOnly).toBeUndefined();
    // the body the lobby's store sends for its first page, and the answer that call gets
    const body = lobbyGameListBody({ enName: opening?.enName ?? '', category: 'DZ', pageNum: 1 });
    expect(games?.body).toEqual(body);
    const call = await app.inject({
      method: 'POST',
      url: '/game/api/v1/venue/gameList',
      headers: {
        timestamp: String(h.clock.now()),
        uuid: 'delivery-test-02',
        siteId: '1',
        client: 'web',
      },
      payload: body,
    });
    expect(games?.data).toEqual((JSON.parse(call.body) as { data: unknown }).data);
    expect((games?.data as { list: unknown[] }).list.length).toBeGreaterThan(0);
  });

  it("carries a sports board's first leagues and matches (public lists), in the bodies the sports store sends without their per-call fields, with the answers those calls get", async () => {
    const res = await app.inject({ method: 'GET', url: '/game/sport/XMTY' });
    const answers = (bootOf(res.body).answers ?? []).filter((a) => a.op === 'venueResource');
    const lists = sportsFirstListBodies('XMTY');
    expect(answers.map((a) => a.body)).toEqual([lists.leagues, lists.matches]);
    expect(answers.some((a) => a.visitorOnly)).toBe(false);
    for (const [i, body] of [lists.leagues, lists.matches].entries()) {
      const request = { ...(body.Request as object), timestamp: h.clock.now(), token: '', ip: '' };
      const call = await app.inject({
        method: 'POST',
        url: '/game/api/v1/venue/resource',
        headers: {
          timestamp: String(h.clock.now()),
          uuid: `delivery-test-1${i}`,
          siteId: '1',
          client: 'web',
        },
        payload: { ...body, Request: request },
      });
      expect(answers[i]?.data).toEqual((JSON.parse(call.body) as { data: unknown }).data);
    }
    expect((answers[1]?.data as { matches: unknown[] }).matches.length).toBeGreaterThan(0);
    // another page carries no board lists (home carries the match list only, for its live strip)
    const lobby = await app.inject({ method: 'GET', url: '/game/egame' });
    expect((bootOf(lobby.body).answers ?? []).some((a) => a.op === 'venueResource')).toBe(false);
    const home = await app.inject({ method: 'GET', url: '/' });
    const homeLists = (bootOf(home.body).answers ?? []).filter((a) => a.op === 'venueResource');
    expect(homeLists.map((a) => a.body.method)).toEqual(['matches']);
  });

  it('writes the boot data so that no text in it can close its script element', async () => {
    const { SitePages } = await import('../site.ts');
    const page = new SitePages(dir).pageFor('/', {
      answers: [
        { op: 'configurationPreInfo', body: {}, data: { title: '</script><script>alert(1)' } },
      ],
    });
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).toContain('\\u003c/script>');
  });

  it("keeps a `$` in the boot data as text (not a replacement pattern of the page's template)", async () => {
    const { SitePages } = await import('../site.ts');
    const title = "满$100送$&$'$`";
    const page = new SitePages(dir).pageFor('/', {
      answers: [{ op: 'configurationPreInfo', body: {}, data: { title } }],
    });
    const boot = parseBootData(
      new RegExp(`<script id="${BOOT_DATA_ID}"[^>]*>([^<]*)<`).exec(page)?.[1],
    );
    expect((boot.answers?.[0]?.data as { title: string }).title).toBe(title);
  });

  it('does not serve the build manifest', async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.body).not.toBe('{}');
  });
});
