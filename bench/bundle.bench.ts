// npm run bench:bundle: builds the site and the library floor app, then prints the gzip
// JavaScript a visitor loads for home, the sports board, a lobby, 我的钱包 and deposit (from the
// build manifest: entry + static imports + the route's lazy screen), the floor, and the
// largest lazy chunks. Prints figures; the budgets are enforced by scripts/build/check-budgets.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  LAZY_CHUNK_BUDGET_KB,
  lazyChunks,
  readManifest,
  gzipBytes,
  routeBytes,
} from '../scripts/build/budgets.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

export function build(outDir: string, config?: string): void {
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      ...(config ? ['--config', config] : []),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

/** The site's build to measure: BENCH_DIST when given (an empty one counts as none), else a
 * fresh build in a new folder named after `prefix`. */
export function siteDist(prefix: string): string {
  const given = process.env.BENCH_DIST || undefined;
  if (given) return given;
  const dist = mkdtempSync(path.join(tmpdir(), prefix));
  build(dist);
  return dist;
}

export function floorBytes(dist: string): number {
  const manifest = readManifest(dist);
  return Object.values(manifest)
    .filter((c) => c.file.endsWith('.js'))
    .reduce((sum, c) => sum + gzipBytes(dist, c.file), 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const site = siteDist('bench-site-');
  const floor = mkdtempSync(path.join(tmpdir(), 'bench-floor-'));
  build(floor, 'bench/floor/vite.config.ts');
  const floorTotal = floorBytes(floor);
  console.log(`library floor (same libraries, one trivial page): ${kb(floorTotal)} gzip`);
  console.log('route                              JavaScript (gzip)  files  target   vs floor');
  for (const r of routeBytes(site)) {
    const bytes = r.bytes === null ? 'not built' : kb(r.bytes);
    const ratio = r.bytes === null ? '' : `${(r.bytes / floorTotal).toFixed(2)}x`;
    const budget = r.targetKb ? `${r.targetKb} kB` : '-';
    console.log(
      `${r.label.padEnd(35)}${bytes.padStart(17)}  ${String(r.files).padStart(5)}  ${budget.padStart(6)}  ${ratio.padStart(8)}`,
    );
  }
  const lazy = lazyChunks(site).sort((a, b) => b.bytes - a.bytes);
  console.log(`lazy chunks: ${lazy.length}, largest (budget ${LAZY_CHUNK_BUDGET_KB} kB each):`);
  for (const c of lazy.slice(0, 8)) console.log(`  ${kb(c.bytes).padStart(9)}  ${c.file}`);
}
