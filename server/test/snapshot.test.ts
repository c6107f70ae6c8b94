// A visitor's home and the lobbies arrive drawn (src/app/snapshot.tsx): the page's HTML holds home as the
// browser's first render draws it, inert until the script replaces it; its one inline script is
// allowed by the content security policy; other pages and the drawing module are as before.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSnapshot } from '../../src/app/snapshot.tsx';
import { PAGE_DUE_CLASS } from '../../src/components/drawnOnServer.ts';
import {
  SNAPSHOT_ENTRY_ATTR,
  SNAPSHOT_HEAD_SCRIPT,
  SNAPSHOT_LATER_REL,
} from '../../src/app/snapshotPage.ts';
import { parseBootData } from '../../src/sdk/bootData.ts';
import { buildServer } from '../app.ts';
import { startHarness, type Harness } from './harness.ts';

const PAGE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>体育娱乐</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-react-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The drawn page inside #root. */
const ROOT =
  /<div id="root" data-snapshot="zh-CN" inert>([\s\S]*)<\/div><i id="snapshot-end" hidden><\/i>/;

describe("a visitor's home and lobbies, and a member's too and their sports board, arrive drawn", () => {
  let h: Harness;
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    h = await startHarness();
    dir = mkdtempSync(path.join(tmpdir(), 'snapshot-'));
    writeFileSync(path.join(dir, 'index.html'), PAGE);
    mkdirSync(path.join(dir, '.server'));
    writeFileSync(path.join(dir, '.server/snapshot.js'), 'export const secret = 1;');
    app = await buildServer({
      db: h.db,
      clock: h.clock,
      contract: h.contract,
      distDir: dir,
      renderSnapshot,
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await h.close();
    rmSync(dir, { recursive: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0 Chrome', ...headers } });

  it('holds home drawn from the page answers: the menu, the venue categories and the hero', async () => {
    const res = await get('/');
    const page = res.body;
    const root =
      /<div id="root" data-snapshot="zh-CN" inert>([\s\S]*)<\/div><i id="snapshot-end" hidden><\/i>/.exec(
        page,
      );
    expect(root).not.toBeNull();
    const html = root?.[1] ?? '';
    // the header with its sign-in buttons, the categories from the menu answer, the hero slide
    expect(html).toContain('登录');
    for (const name of ['体育', '电子', '真人', '彩票', '棋牌', '电竞', '捕鱼']) {
      expect(html).toContain(name);
    }
    expect(html).toContain('游戏分类');
    // the hero's first slide: the first promotion the page's answers carry
    const boot = parseBootData(/<script id="boot-data"[^>]*>([^<]*)</.exec(page)?.[1]);
    const promos = boot.answers?.find((a) => a.op === 'advertisingGetMyDiscountAd')?.data;
    const first = Array.isArray(promos) ? (promos[0] as { title: string }).title : '';
    expect(first).not.toBe('');
    expect(html).toContain(first);
    // painted once it is all parsed, not piece by piece
    expect(page).toContain('<link rel="expect" href="#snapshot-end" blocking="render">');
    // its styles travel with it, in a style element of their own
    expect(page).toMatch(/<style id="snapshot-css">[^<]*\.[\w-]+\{/);
  });

  it("carries guard 7's register prompt when the address has register=1, for a visitor only: drawn in the page, inert, hidden until the page's 500 ms mark", async () => {
    const page = (await get('/?register=1')).body;
    const html = ROOT.exec(page)?.[1] ?? '';
    const dialog = /<div[^>]*role="dialog"[^>]*>/.exec(html)?.[0] ?? '';
    expect(dialog).toContain(' inert=""');
    expect(html).toMatch(/role="tab" aria-selected="true"[^>]*>注册</);
    expect(html).toContain('用户名');
    // hidden by its style until the page's first script puts the mark on <html>
    const cls = /class="([^"]+)"/.exec(dialog)?.[1]?.split(' ') ?? [];
    const css = /<style id="snapshot-css">([^<]*)<\/style>/.exec(page)?.[1] ?? '';
    expect(cls.some((c) => css.includes(`.${c}{visibility:hidden;`))).toBe(true);
    expect(
      cls.some((c) => css.includes(`:root.${PAGE_DUE_CLASS} .${c}{visibility:visible;}`)),
    ).toBe(true);
    // home as always around it, and none without register=1 or for a member
    expect(html).toContain('游戏分类');
    expect(ROOT.exec((await get('/')).body)?.[1]).not.toContain('role="dialog"');
    const member = (await get('/?register=1', { cookie: 'snapshot_for=member' })).body;
    expect(member).toContain('data-snapshot-for="member"');
    expect(member).not.toContain('role="dialog"');
  });

  it('starts the site script only from its first script, which the security policy allows', async () => {
    const res = await get('/');
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).toContain(
      `<link rel="${SNAPSHOT_LATER_REL}" crossorigin href="/assets/index-abc.js" ${SNAPSHOT_ENTRY_ATTR}>`,
    );
    expect(res.body).toContain(
      `<link rel="${SNAPSHOT_LATER_REL}" crossorigin href="/assets/vendor-react-abc.js">`,
    );
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([SNAPSHOT_HEAD_SCRIPT]);
    const hash = createHash('sha256').update(SNAPSHOT_HEAD_SCRIPT).digest('base64');
    expect(String(res.headers['content-security-policy'])).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
  });

  it("holds a lobby drawn from its answers: the category's venues and the opening venue's games", async () => {
    const page = (await get('/game/egame')).body;
    const html =
      /<div id="root" data-snapshot="zh-CN" inert>([\s\S]*)<\/div><i id="snapshot-end" hidden><\/i>/.exec(
        page,
      )?.[1];
    expect(html).toBeDefined();
    const boot = parseBootData(/<script id="boot-data"[^>]*>([^<]*)</.exec(page)?.[1]);
    const answer = (op: string) => boot.answers?.find((a) => a.op === op)?.data;
    const venues = answer('venueGetVenueInfoByCategory') as { name: string }[];
    const games = (answer('venueGameList') as { list: { name: string }[] }).list;
    expect(venues.length).toBeGreaterThan(0);
    expect(games.length).toBeGreaterThan(0);
    for (const v of venues) expect(html).toContain(v.name);
    for (const g of games) expect(html).toContain(g.name);
  });

  it('sends other pages as before: the script element, an empty root', async () => {
    const res = await get('/activity/discount');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(res.body).not.toContain('data-snapshot');
  });

  it("sends the professional edition's browser (snapshot_for=none) home undrawn, with boot data, and says the page varies by cookie", async () => {
    const res = await get('/', { cookie: 'theme=x; snapshot_for=none' });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('data-snapshot');
    expect(res.body).toContain('id="boot-data"');
    expect(String(res.headers['vary'])).toMatch(/\bcookie\b/);
    const visitor = await get('/', { cookie: 'snapshot_for=' });
    expect(visitor.body).toContain('data-snapshot="zh-CN"');
  });

  it("draws a member's sports board (snapshot_for=member) from the page's public lists, marked a member's drawing", async () => {
    const page = (await get('/game/sport/XMTY', { cookie: 'snapshot_for=member' })).body;
    expect(page).toContain('<html lang="zh-CN" data-snapshot-for="member"');
    const html = ROOT.exec(page)?.[1];
    expect(html).toBeDefined();
    const boot = parseBootData(/<script id="boot-data"[^>]*>([^<]*)</.exec(page)?.[1]);
    const matches = boot.answers?.find(
      (a) => a.op === 'venueResource' && (a.body as { method?: string }).method === 'matches',
    )?.data as { matches?: { team_h: string; team_c: string; leagueName: string }[] } | undefined;
    const first = matches?.matches?.[0];
    expect(first?.team_h).toBeTruthy();
    for (const text of [first?.leagueName, first?.team_h, first?.team_c])
      expect(html).toContain(text);
    // a member's page: no sign-in buttons
    expect(html).not.toContain('>登录<');
    // the slip is kept in the player's browser: its frame only, never a count that may be wrong
    expect(html).toContain('>投注单<');
    expect(html).not.toMatch(/投注单 \(\d+\)/);
  });

  it("draws a member's home (snapshot_for=member) with a visitor's public content, marked a member's drawing, without sign-in buttons", async () => {
    const page = (await get('/', { cookie: 'snapshot_for=member' })).body;
    expect(page).toContain('<html lang="zh-CN" data-snapshot-for="member"');
    const html = ROOT.exec(page)?.[1] ?? '';
    const visitor = ROOT.exec((await get('/')).body)?.[1] ?? '';
    const main = (drawn: string) => /<main[\s\S]*<\/main>/.exec(drawn)?.[0];
    expect(main(html)).toContain('游戏分类');
    expect(main(html)).toBe(main(visitor));
    expect(visitor).toContain('>登录<');
    expect(html).not.toContain('>登录<');
  });

  it("draws a member's lobby (snapshot_for=member) with the category's venues and the page's visitor games standing in for theirs, stars busy", async () => {
    const page = (await get('/game/egame', { cookie: 'snapshot_for=member' })).body;
    expect(page).toContain('<html lang="zh-CN" data-snapshot-for="member"');
    const html = ROOT.exec(page)?.[1] ?? '';
    const boot = parseBootData(/<script id="boot-data"[^>]*>([^<]*)</.exec(page)?.[1]);
    const answer = (op: string) => boot.answers?.find((a) => a.op === op);
    const venues = answer('venueGetVenueInfoByCategory')?.data as { name: string }[];
    const games = answer('venueGameList');
    expect(venues.length).toBeGreaterThan(0);
    for (const v of venues) expect(html).toContain(v.name);
    expect(games?.visitorOnly).toBe(true);
    const list = (games?.data as { list: { name: string }[] }).list;
    expect(list.length).toBeGreaterThan(0);
    for (const g of list) expect(html).toContain(`>${g.name}<`);
    // the member's favourites are not known: every star is busy, none pressed
    const stars = [...html.matchAll(/<button[^>]*aria-label="(?:取消)?收藏[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(stars).toHaveLength(list.length);
    for (const star of stars) {
      expect(star).toContain('aria-pressed="false"');
      expect(star).toContain('aria-busy="true"');
    }
    expect(html).not.toContain('>登录<');
  });

  it("draws nothing else for a member: the sports channel and a visitor's board (a guard redirect)", async () => {
    const member = { cookie: 'snapshot_for=member' };
    for (const url of ['/game/sport/crty']) {
      const res = await get(url, member);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('id="boot-data"');
    }
    const visitor = await get('/game/sport/XMTY');
    expect(visitor.body).toContain('<div id="root"></div>');
    expect(visitor.body).not.toContain('data-snapshot-for');
  });

  it('draws the page in the language the player chose (snapshot_lang), for a visitor and for a member', async () => {
    const home = (await get('/', { cookie: 'snapshot_lang=zh-TW' })).body;
    expect(home).toContain('<html lang="zh-TW"');
    const html =
      /<div id="root" data-snapshot="zh-TW" inert>([\s\S]*)<\/div><i id="snapshot-end"/.exec(
        home,
      )?.[1];
    expect(html).toContain('遊戲分類');
    expect(html).not.toContain('游戏分类');
    const board = (
      await get('/game/sport/XMTY', { cookie: 'snapshot_for=member; snapshot_lang=zh-TW' })
    ).body;
    expect(board).toContain('<html lang="zh-TW" data-snapshot-for="member"');
    // the board's lists asked in the player's language, so the drawing (and the live page) has
    // them rather than skeletons
    const boot = parseBootData(/<script id="boot-data"[^>]*>([^<]*)</.exec(board)?.[1]);
    const lists = boot.answers?.filter((a) => a.op === 'venueResource') ?? [];
    expect(
      lists.map((a) => (a.body as { Request: { language: string } }).Request.language),
    ).toEqual(['zh-tw', 'zh-tw']);
    expect(board).toContain('data-testid="match-row"');
    // simplified, the site's language, without the cookie or with another value
    expect((await get('/', { cookie: 'snapshot_lang=en' })).body).toContain(
      'data-snapshot="zh-CN"',
    );
  });

  it('does not serve the drawing module', async () => {
    const res = await get('/.server/snapshot.js');
    expect(res.body).not.toContain('secret');
  });
});
