// Screenshots of the pages a designer reviews, as a player sees them by their address: home, the
// board, a lobby, promotions and 投注记录, at 1440 and 390 px, in both editions and both languages
// (demo01 logged in). For looking at, not a test: it fails only when a page cannot be opened.
//
//   E2E_DIST=/path/to/built/site npx tsx tests/e2e/screenshots.ts [out folder, /tmp/screens]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startSiteServer } from './siteServer.ts';
import { loginAsDemo } from './support.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = process.env.E2E_DIST ?? path.join(ROOT, 'dist');
const OUT = process.argv[2] ?? '/tmp/screens';
const PAGES: [string, string][] = [
  ['home', '/'],
  ['board', '/game/sport/XMTY'],
  ['lobby', '/game/egame'],
  ['promotions', '/activity/discount'],
  ['betrecord', '/mine/betRecord'],
  ['match', '/game/sport/XMTY/match/10101'],
  ['support', '/app/help/zxkf'],
];
const WIDTHS = [1440, 390];
const EDITIONS = ['classic', 'professional'];
const LANGUAGES = ['zh-CN', 'zh-TW'];

const { url: base, child: server } = await startSiteServer(DIST);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  mkdirSync(OUT, { recursive: true });
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await loginAsDemo(page, base, 'demo01');
  for (const edition of EDITIONS)
    for (const language of LANGUAGES) {
      await page.evaluate(
        ([e, l]) => {
          localStorage.setItem('edition', e ?? '');
          localStorage.setItem('language', l ?? '');
          // as the language switch does: the server answers in the cookie's language
          document.cookie = `snapshot_lang=${l ?? ''}; Path=/; SameSite=Lax`;
        },
        [edition, language],
      );
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        for (const [name, address] of PAGES) {
          await page.goto(`${base}${address}`);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          await page.waitForTimeout(800);
          const file = path.join(OUT, `${name}-${width}-${edition}-${language}.png`);
          await page.screenshot({ path: file });
          console.log(file);
        }
      }
    }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
