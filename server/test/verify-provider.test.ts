// `npm run verify:provider` against a running reference server, as a backend team runs it against
// theirs: the server listens on a loopback port with its clock on real time and the development
// routes on (DEV_ROUTES=1: the state-change endpoint /__dev/pact/states), and the command runs as
// its own process. Every interaction of pacts/ passes; with one handler broken, the command fails
// and its report names the interaction, its provider state and what differed.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.ts';
import { handlers } from '../handlers/index.ts';
import type { HandlerMap } from '../handlers/types.ts';
import { seededPglite } from './harness.ts';
import type { Db } from '../db/adapter.ts';
import { SERVER_DIR } from '../config.ts';
import { pactFiles, pactStates } from '../pact/verify.ts';
import { readFileSync } from 'node:fs';

/** userMemberInfo answers without the member's name (`name`) once `broken` is set. */
const ROOT = path.resolve(SERVER_DIR, '..');

let broken = false;
const withOneBroken: HandlerMap = {
  ...handlers,
  userMemberInfo: async (ctx) => {
    const info = (await handlers.userMemberInfo?.(ctx)) as Record<string, unknown>;
    if (!broken) return info;
    const { name: _dropped, ...rest } = info;
    return rest;
  },
};

let db: Db;
let app: FastifyInstance;
let baseUrl = '';

beforeAll(async () => {
  db = await seededPglite(Date.now());
  app = await buildServer({
    db,
    dev: true,
    devRoutes: true,
    distDir: null,
    handlers: withOneBroken,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

function verifyProvider(
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        'scripts/verify-provider.ts',
        '--base-url',
        baseUrl,
      ],
      { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const interactions = pactFiles().reduce(
  (n, f) =>
    n + (JSON.parse(readFileSync(f, 'utf8')) as { interactions: unknown[] }).interactions.length,
  0,
);

describe('npm run verify:provider against a running reference server', () => {
  it('verifies every interaction of pacts/, its states set up through /__dev/pact/states', async () => {
    broken = false;
    const run = await verifyProvider();
    expect(run.stderr).not.toContain('provider verification failed');
    expect(run.stdout).toContain(
      `${interactions} of ${interactions} interactions verified against ${baseUrl}`,
    );
    expect(run.code).toBe(0);
  }, 300_000);

  it('fails with a report naming the interaction, its state and the difference when a handler is broken', async () => {
    broken = true;
    const state = pactStates().find((s) => s.interactions.includes('userMemberInfo succeeds'));
    // only that interaction: the others are proven by the run above
    const run = await verifyProvider({ PACT_DESCRIPTION: 'userMemberInfo succeeds' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('provider verification failed');
    expect(run.stderr).toContain('0 of 1 interactions verified');
    expect(run.stderr).toContain(`FAILED userMemberInfo succeeds\n  given: ${state?.name}`);
    // the dev-mode server refuses its own answer (6005) where the pact expects success (6000)
    expect(run.stderr).toMatch(/- BodyMismatch \$\.status_code: .*6000/);
  }, 300_000);

  it('answers a state it does not know with 400 and where the states are listed', async () => {
    const res = await fetch(`${baseUrl}/__dev/pact/states`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'a player owns the moon', params: {}, action: 'setup' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'unknown provider state "a player owns the moon" (docs/provider-states.md lists them)',
    });
  });
});
