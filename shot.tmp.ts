import { chromium } from 'playwright-core';
import { buildServer } from './server/app.ts';
import { openDb } from './server/db/adapter.ts';
import { migrate } from './server/db/migrate.ts';
import { seed } from './server/db/seed.ts';
import { createSession, memberByName } from './server/auth.ts';
const db = await openDb({}); await migrate(db); await seed(db, Date.now());
const app = await buildServer({ db, logger: false, distDir: process.env.BENCH_DIST! });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const W = Number(process.env.W ?? 412);
const ctx = await browser.newContext({ viewport: { width: W, height: W < 500 ? 844 : 900 }, deviceScaleFactor: 1, isMobile: W < 500, hasTouch: W < 500, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36' });
const page = await ctx.newPage();
await page.addInitScript(() => {
  (window as unknown as { __shifts: unknown[] }).__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number; startTime: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
      (window as unknown as { __shifts: unknown[] }).__shifts.push({ value: e.value.toFixed(4), t: Math.round(e.startTime), sources: e.sources.map((s) => ({ node: (s.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? s.node?.nodeName, prev: [s.previousRect.top, s.previousRect.height], cur: [s.currentRect.top, s.currentRect.height] })) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
});
const cdp = await ctx.newCDPSession(page);
if (!process.env.SHOT) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6 * 1024 * 1024 / 8, uploadThroughput: 750 * 1024 / 8 });
if (!process.env.SHOT) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
if (process.env.ED) await page.addInitScript((ed) => localStorage.setItem('edition', ed), process.env.ED);
if (process.env.MEMBER) {
  const demo = await memberByName(db, 'demo01');
  const token = await createSession(db, demo!.id, 'bench-device-0001', Date.now());
  await page.goto(url + '/__bench_blank');
  await page.evaluate(([t, id]) => { localStorage.setItem('token', t!); localStorage.setItem('userId', id!); }, [token, String(demo!.id)]);
}
await page.goto(url + (process.env.P ?? '/'));
const seen: string[] = [];
for (let i = 0; i < 60; i++) {
  const info = await page.evaluate(() => {
    const h = document.querySelector('header');
    if (!h) return 'no header';
    const rows = [...h.children].map((c) => `${c.tagName}.${c.className.toString().slice(0, 12)}:${Math.round(c.getBoundingClientRect().height)}[${[...c.children].map((k) => `${k.tagName}${Math.round(k.getBoundingClientRect().height)}`).join(',')}]`);
    return `${Math.round(h.getBoundingClientRect().height)} ${rows.join(' | ')}`;
  });
  if (seen[seen.length - 1] !== info) { seen.push(info); console.log(i * 100, info); }
  await page.waitForTimeout(100);
}
if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT });
console.log(JSON.stringify(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts), null, 1));
await browser.close(); await app.close(); await db.close();
