// Starts the reference server for the browser journeys: a fresh in-memory database (PGlite),
// migrated and seeded, serving the site built into DIST_DIR, on a free 127.0.0.1 port.
// Prints `READY http://127.0.0.1:PORT` once listening; stops on SIGTERM / SIGINT.
import { buildServer } from '../../server/app.ts';
import { openDb } from '../../server/db/adapter.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { SHARED_ADDRESS_LIMITS } from '../../server/security/config.ts';
import { ok } from '../../server/envelope.ts';
import { warmWithdrawPins } from '../../server/security/withdrawPin.ts';
import { warmTraditional } from '../../server/traditional.ts';

const distDir = process.env.DIST_DIR;
if (!distDir) throw new Error('DIST_DIR: the folder of the built site');

const db = await openDb({});
await migrate(db);
await seed(db, Date.now());
void warmWithdrawPins().catch(() => undefined); // the 6-digit withdraw-password rule's table
warmTraditional(); // OpenCC's dictionaries, for the first 繁體 answer
// Dev mode: the verification-code outbox (/__dev/outbox) lets the journeys read sent codes.
// The dev routes are enabled for this test server only ('tests-only', it runs with
// NODE_ENV=production); every journey's player calls from 127.0.0.1, so the per-address limits
// are generous (the limits themselves are tested in server/test/limits.test.ts).
const app = await buildServer({
  db,
  dev: true,
  devRoutes: 'tests-only',
  limits: SHARED_ADDRESS_LIMITS,
  logger: false,
  distDir,
});
// Guard 6 switch for the brand journeys: the mobile site address preInfo reports ('' = none).
app.post('/__e2e/mobile-site', async (req) => {
  const { url } = (req.body ?? {}) as { url?: unknown };
  app.services.mobileSiteUrl = typeof url === 'string' ? url.trim() : '';
  return ok({ url: app.services.mobileSiteUrl });
});
// The site's feature flags (the `config` site document's flags, spec section 1), for the flag
// journeys: { name: value } sets each, as server/test/site-flags.test.ts does.
app.post('/__e2e/site-flags', async (req) => {
  const flags = (req.body ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(flags)) {
    if (!/^[A-Za-z]+$/.test(name)) continue;
    await db.query(
      `UPDATE site_docs SET value = jsonb_set(value::jsonb, $1, $2::jsonb) WHERE key = 'config'`,
      [`{flags,${name}}`, JSON.stringify(value)],
    );
  }
  return ok(flags);
});
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`READY ${address}`);

const stop = async (): Promise<void> => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
