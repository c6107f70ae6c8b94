// npm run bench:lighthouse: Lighthouse 12 (mobile defaults: simulated slow 4G and 4x CPU) in
// Debian's Chromium, 3 runs a route, each a first load (empty HTTP cache), the median LCP, TBT
// and CLS of home, the sports board (as a member: it needs login) and a lobby, served by the
// reference server from a production build; and in the same run the library floor app
// (bench/floor, same libraries, one trivial page) built and served the same way (precompressed,
// hashed assets immutable). Prints each route's ratio to the floor.
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { buildServer } from '../server/app.ts';
import { createSession, memberByName } from '../server/auth.ts';
import { openDb } from '../server/db/adapter.ts';
import { migrate } from '../server/db/migrate.ts';
import { seed } from '../server/db/seed.ts';
import { registerSite, sendSitePage } from '../server/site.ts';
import { snapshotHintCookie } from '../src/app/snapshotPage.ts';
import { build, siteDist } from './bundle.bench.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What a returning player's browser holds before the page loads. */
interface BrowserState {
  storage: Record<string, string>;
  /** The drawing hint the site keeps (snapshotHint.ts): a member's browser has it from login. */
  cookie: string;
}
const VISITOR: BrowserState = { storage: {}, cookie: snapshotHintCookie('visitor') };

interface Figures {
  lcp: number;
  tbt: number;
  cls: number;
}

/** The median of the runs that produced a figure (a run whose trace failed gives NaN). */
const median = (xs: number[]) => {
  const figures = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return figures[Math.floor(figures.length / 2)] ?? NaN;
};

async function measure(
  browser: Browser,
  url: string,
  prepare?: (origin: string) => Promise<BrowserState>,
): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage();
    const origin = new URL(url).origin;
    // the page's storage as the run needs it: a member's token and the site's hint cookie
    // (storage then kept by Lighthouse), or empty for a visitor (Lighthouse's own reset leaves
    // localStorage, so an earlier member run would otherwise make every later run a member's)
    const state = prepare ? await prepare(origin) : VISITOR;
    await page.goto(`${origin}/__bench_blank`, { waitUntil: 'load' });
    await page.evaluate(({ storage, cookie }) => {
      localStorage.clear();
      for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v);
      document.cookie = cookie;
    }, state);
    // a first load: the page above loaded the site's scripts, and a member run keeps storage
    // (disableStorageReset), which also keeps the HTTP cache; without this its scripts came
    // from the cache (transfer size 0 in Lighthouse's network requests)
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: prepare !== undefined,
      },
      undefined,
      page,
    );
    await page.close();
    if (result?.lhr.runtimeError) console.error(`${url}: ${result.lhr.runtimeError.message}`);
    const audits = result?.lhr.audits;
    for (const id of ['largest-contentful-paint', 'total-blocking-time']) {
      const audit = audits?.[id];
      if (audit && audit.numericValue === undefined)
        console.error(`${url} ${id}: ${audit.errorMessage ?? audit.explanation ?? 'no value'}`);
    }
    runs.push({
      lcp: audits?.['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits?.['total-blocking-time']?.numericValue ?? NaN,
      cls: audits?.['cumulative-layout-shift']?.numericValue ?? NaN,
    });
  }
  return {
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
  };
}

async function main(): Promise<void> {
  const siteBuild = siteDist('lh-site-');
  const floorDist = mkdtempSync(path.join(tmpdir(), 'lh-floor-'));
  build(floorDist, 'bench/floor/vite.config.ts');

  const db = await openDb({});
  await migrate(db);
  await seed(db, Date.now());
  const site = await buildServer({ db, logger: false, distDir: siteBuild });
  const siteUrl = await site.listen({ port: 0, host: '127.0.0.1' });
  const floor = Fastify();
  await registerSite(floor, floorDist);
  floor.setNotFoundHandler((_req, reply) => sendSitePage(reply));
  const floorUrl = await floor.listen({ port: 0, host: '127.0.0.1' });

  const demo = await memberByName(db, 'demo01');
  if (!demo) throw new Error('seed has no demo01');
  const asMember = async (): Promise<BrowserState> => ({
    storage: {
      token: await createSession(db, demo.id, 'bench-device-0001', Date.now()),
      userId: String(demo.id),
    },
    cookie: snapshotHintCookie('member'),
  });

  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const floorFigures = await measure(browser, `${floorUrl}/`);
    const rows: [string, Figures][] = [['library floor', floorFigures]];
    rows.push(['home /', await measure(browser, `${siteUrl}/`)]);
    rows.push([
      'sports board /game/sport/XMTY (member)',
      await measure(browser, `${siteUrl}/game/sport/XMTY`, asMember),
    ]);
    rows.push(['lobby /game/egame', await measure(browser, `${siteUrl}/game/egame`)]);
    console.log(`Lighthouse 12, mobile defaults, median of ${RUNS} runs`);
    console.log(
      'route                                      LCP ms  TBT ms    CLS   LCP/floor  TBT/floor',
    );
    for (const [label, f] of rows) {
      console.log(
        `${label.padEnd(40)}${f.lcp.toFixed(0).padStart(8)}${f.tbt.toFixed(0).padStart(8)}${f.cls.toFixed(3).padStart(7)}` +
          `${(f.lcp / floorFigures.lcp).toFixed(2).padStart(11)}${(floorFigures.tbt > 0 ? (f.tbt / floorFigures.tbt).toFixed(2) : '-').padStart(11)}`,
      );
    }
  } finally {
    await browser.close();
    await site.close();
    await floor.close();
    await db.close();
  }
}

await main();
