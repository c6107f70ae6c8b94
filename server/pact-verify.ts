// Provider verification: replays every pacts/*.json against the reference server on a random
// 127.0.0.1 port, with a state handler per provider state (server/pact/states.ts).
// `npm run test:provider`. Fails clearly when there is no pact file.
import { PgliteDb } from './db/adapter.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { buildServer } from './app.ts';
import { stateHandlers } from './pact/states.ts';
import type { Clock } from './clock.ts';
import { SHARED_ADDRESS_LIMITS } from './security/config.ts';
import { PACT_DIR, pactFiles, verifyPacts } from './pact/verify.ts';
import { warmWithdrawPins } from './security/withdrawPin.ts';

/** Time flows from the day the pacts were recorded (their dates are fixed: 2026-11-22). */
const BASE = Date.UTC(2026, 10, 22, 12, 40, 0);
const started = Date.now();
const clock: Clock = { now: () => BASE + (Date.now() - started) };

if (pactFiles().length === 0) {
  console.error(
    `provider verification: no pact file in ${PACT_DIR} (run the consumer tests: npm run test:contract)`,
  );
  process.exit(1);
}

const db = await PgliteDb.open();
await migrate(db);
void warmWithdrawPins().catch(() => undefined); // the 6-digit withdraw-password rule's table
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

const result = await verifyPacts({
  baseUrl: `http://127.0.0.1:${port}`,
  stateHandlers: stateHandlers({ db, clock, app }),
});
let failed = !result.ok;
if (result.ok) console.log(result.report);
else console.error('provider verification failed:', result.report);
if (app.services.contractViolations.length > 0) {
  failed = true;
  console.error('responses that broke the OpenAPI contract:', app.services.contractViolations);
}
await app.close();
await db.close();
process.exit(failed ? 1 : 0);
