// The reference server serving a built site, as the browser journeys, the screenshots and the
// browser benchmarks start it: tests/e2e/server.ts in its own process (fresh in-memory
// database), ready once it prints `READY http://127.0.0.1:PORT`.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Starts the server on the built site in `dist`; fails if it exits or is not ready in 120 s. */
export function startSiteServer(dist: string): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'tests/e2e/server.ts')],
      {
        cwd: ROOT,
        env: { ...process.env, DIST_DIR: dist, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`server not ready in 120 s:\n${out}`)),
      120_000,
    );
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ url: m[1], child });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${out}`));
      // after READY the promise is settled: a server that fails later says why here
      if (code !== 0 && code !== null)
        process.stderr.write(`the site server exited (${code}):\n${out.slice(-4000)}\n`);
    });
  });
}
