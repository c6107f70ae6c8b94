// Browser journeys through the assembled site: Debian's Chromium (playwright-core) against the
// reference server with a fresh in-memory database serving the built site.
//
//   npm run test:e2e              (scripts/test-e2e.sh: builds, then runs this file)
//   E2E_DIST=/path npx tsx tests/e2e/journey.e2e.ts   (an already built site)
//
// Prints one line a journey and a summary `N passed, N failed`; exits 1 on a failure.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { coreJourneys } from './journeys/core.ts';
import { brandJourneys } from './journeys/brand.ts';
import { helpJourneys } from './journeys/help.ts';
import { sportsJourneys } from './journeys/sports.ts';
import { sportsLiveJourneys } from './journeys/sportsLive.ts';
import { cashOutJourneys } from './journeys/cashout.ts';
import { gamesJourneys } from './journeys/games.ts';
import { cashierJourneys } from './journeys/cashier.ts';
import { memberJourneys } from './journeys/member.ts';
import { promotionsJourneys } from './journeys/promotions.ts';
import { serverJourneys } from './journeys/server.ts';
import { a11yJourneys } from './journeys/a11y.ts';
import { traditionalJourneys } from './journeys/traditional.ts';
import { ARTIFACTS, type Journey } from './support.ts';
import { startSiteServer } from './siteServer.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = process.env.E2E_DIST ?? path.join(ROOT, 'dist');

/** Each area runs in its own browser context (its own storage), in this order. E2E_ONLY=a,b runs
 * only those areas. */
const AREAS: [string, Journey[]][] = [
  ['core', coreJourneys],
  ['brand', brandJourneys],
  ['help', helpJourneys],
  ['sports', [...sportsJourneys, ...sportsLiveJourneys]],
  ['cashout', cashOutJourneys],
  ['games', gamesJourneys],
  ['cashier', cashierJourneys],
  ['member', memberJourneys],
  ['promotions', promotionsJourneys],
  ['a11y', a11yJourneys],
  ['traditional', traditionalJourneys],
  ['server', serverJourneys],
];
/** Areas that run in another area's browser context: the cashier, member and a11y journeys play
 * demo01 on the device the core journeys already verified (a new context is a new device: 6026). */
const SHARED_CONTEXT: Record<string, string> = {
  cashier: 'core',
  member: 'core',
  a11y: 'core',
  traditional: 'core',
};
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
const only = process.env.E2E_ONLY?.split(',').map((s) => s.trim());

async function main(): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  let server: { url: string; child: ChildProcess } | null = null;
  let browser: Browser | null = null;
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    server = await startSiteServer(DIST);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    let n = 0;
    const contexts = new Map<string, BrowserContext>();
    for (const [area, journeys] of AREAS) {
      if (only && !only.includes(area)) continue;
      const group = SHARED_CONTEXT[area] ?? area;
      const context =
        contexts.get(group) ??
        (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' }));
      contexts.set(group, context);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('pageerror', (e) => consoleErrors.push(String(e)));
      for (const journey of journeys) {
        n += 1;
        if (journey.blockedBy && !process.env.E2E_RUN_BLOCKED) {
          skipped++;
          console.log(`skip ${n} - ${area}: ${journey.name}\n  blocked: ${journey.blockedBy}`);
          continue;
        }
        const started = Date.now();
        try {
          await journey.run(page, server.url);
          passed++;
          // with its time, so the slow journeys of a run can be found (docs/test-suite.md)
          console.log(`ok ${n} - ${area}: ${journey.name} (${seconds(Date.now() - started)})`);
        } catch (error) {
          failed++;
          const shot = path.join(ARTIFACTS, `journey-${n}.png`);
          await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
          console.log(`not ok ${n} - ${area}: ${journey.name} (${seconds(Date.now() - started)})`);
          console.log(
            `  ${error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n  ') : String(error)}`,
          );
          console.log(`  screenshot: ${shot}`);
          if (consoleErrors.length) console.log(`  page errors: ${consoleErrors.join(' | ')}`);
          consoleErrors.length = 0;
        }
      }
      await page.close();
    }
    for (const context of contexts.values()) await context.close();
  } catch (error) {
    failed += Math.max(1, AREAS.flatMap(([, j]) => j).length - passed - failed - skipped);
    console.log(
      `journeys could not run: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await browser?.close().catch(() => undefined);
    if (server?.child.pid) server.child.kill('SIGTERM');
  }
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
