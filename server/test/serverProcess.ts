import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A reference server started as `npm start` runs it (`server/main.ts`), on a loopback port. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
}

/**
 * Starts `server/main.ts` on a free loopback port with the dev routes off, and resolves once it
 * prints its ready line. `env` is laid over the test's own environment; a key set to undefined
 * is left out (for example DATABASE_URL, to run on the embedded database).
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  readyWithinMs = 90_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DEV_ROUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(
      () => reject(new Error(`server did not start:\n${output}`)),
      readyWithinMs,
    );
    const onData = (d: Buffer): void => {
      output += d.toString();
      if (output.includes('reference server on')) {
        clearTimeout(t);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(t);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, port };
}

/** Stops a server the test started: SIGTERM, then SIGKILL if it has not exited within the grace. */
export async function stopServerProcess(
  p: ServerProcess | undefined,
  graceMs = 5_000,
): Promise<void> {
  if (!p || p.child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => p.child.once('exit', () => resolve()));
  p.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
  if (p.child.exitCode === null) p.child.kill('SIGKILL');
}
