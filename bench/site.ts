// What the browser benchmarks (bench:board, bench:register) share to start: the built site (built
// into a temporary folder unless E2E_DIST names one), the reference server serving it (fresh
// in-memory database, tests/e2e/server.ts) and Debian's Chromium; `close` stops all three.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startSiteServer } from '../tests/e2e/siteServer.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface BenchSite {
  /** The reference server's address (http://127.0.0.1:port). */
  url: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Builds the site unless E2E_DIST is given (`name` names the temporary folder), starts the
 * server on it and launches Chromium (CHROMIUM_PATH, else /usr/bin/chromium). */
export async function startSite(name: string): Promise<BenchSite> {
  let dist = process.env.E2E_DIST;
  let tmp: string | null = null;
  if (!dist) {
    tmp = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
    dist = tmp;
    execFileSync(
      'npx',
      ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: ROOT, stdio: 'inherit' },
    );
  }
  const server = await startSiteServer(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  return {
    url: server.url,
    browser,
    async close() {
      await browser.close();
      server.child.kill('SIGTERM');
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    },
  };
}
