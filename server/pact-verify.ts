// Provider verification: replays every pacts/*.json against the reference server on a random
// 127.0.0.1 port, with a state handler per provider state (server/pact/states.ts).
// `npm run test:provider`. Fails clearly when there is no pact file.
import { Verifier } from '@pact-foundation/pact';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { PgliteDb } from './db/adapter.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { buildServer } from './app.ts';
import { SERVER_DIR } from './config.ts';
import { stateHandlers } from './pact/states.ts';
import type { Clock } from './clock.ts';
import { SHARED_ADDRESS_LIMITS } from './security/config.ts';

const PACT_DIR = path.resolve(SERVER_DIR, '..', 'pacts');

/** Time flows from the day the pacts were recorded (their dates are fixed: 2026-11-22). */
const BASE = Date.UTC(2026, 10, 22, 12, 40, 0);
const started = Date.now();
const clock: Clock = { now: () => BASE + (Date.now() - started) };

const files = existsSync(PACT_DIR)
  ? readdirSync(PACT_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(PACT_DIR, f))
  : [];
if (files.length === 0) {
  console.error(
    `provider verification: no pact file in ${PACT_DIR} (run the consumer tests: npm run test:contract)`,
  );
  process.exit(1);
}

const db = await PgliteDb.open();
await migrate(db);
await seed(db, clock.now());
// The recorded interactions carry a fixed timestamp header (the day they were recorded): no
// replay window here; every interaction comes from 127.0.0.1 (generous per-address limits).
const app = await buildServer({
  db,
  dev: true,
  clock,
  distDir: null,
  limits: { ...SHARED_ADDRESS_LIMITS, timestampWindowSec: 0 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

/** The verifier answers a long JSON report: one line per interaction result instead. */
function summarise(report: string): string {
  try {
    const r = JSON.parse(report) as {
      interactionResults?: Array<{ description: string; result: string }>;
      errors?: Array<{ interaction: string; mismatch?: unknown }>;
    };
    const results = r.interactionResults ?? [];
    const ok = results.filter((x) => x.result === 'OK').length;
    const lines = [`${ok} of ${results.length} interactions verified against the reference server`];
    for (const e of r.errors ?? [])
      lines.push(`FAILED ${e.interaction}\n  ${JSON.stringify(e.mismatch).slice(0, 800)}`);
    return lines.join('\n');
  } catch {
    return report;
  }
}

let failed = false;
try {
  const output = await new Verifier({
    provider: 'site-api',
    providerBaseUrl: `http://127.0.0.1:${port}`,
    pactUrls: files,
    stateHandlers: stateHandlers({ db, clock, app }),
    logLevel: 'warn',
    publishVerificationResult: false,
    providerVersion: '0.1.0',
  }).verifyProvider();
  console.log(summarise(output));
} catch (e) {
  failed = true;
  console.error(
    'provider verification failed:',
    summarise(e instanceof Error ? e.message : String(e)),
  );
}
if (app.services.contractViolations.length > 0) {
  failed = true;
  console.error('responses that broke the OpenAPI contract:', app.services.contractViolations);
}
await app.close();
await db.close();
process.exit(failed ? 1 : 0);
