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
import { closeApp } from '../../server/shutdown.ts';

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
const build = () =>
  buildServer({
    db,
    dev: true,
    devRoutes: 'tests-only',
    limits: SHARED_ADDRESS_LIMITS,
    logger: false,
    distDir,
  });
let mobileSiteUrl: string | null = null;
// The safe switch (spec section 7): the gateway is open (the development key), but preInfo says
// off unless a journey turns it on (E2E_SAFE_SWITCH=1 runs every journey with it on).
let safeSwitch = process.env.E2E_SAFE_SWITCH === '1';
let app = await build();
let port = Number(process.env.PORT ?? 0);

/** The e2e-only routes of a server (built again by a restart). */
function addE2eRoutes(server: typeof app): void {
  if (mobileSiteUrl !== null) server.services.mobileSiteUrl = mobileSiteUrl;
  // Guard 6 switch for the brand journeys: the mobile site address preInfo reports ('' = none).
  server.post('/__e2e/mobile-site', async (req) => {
    const { url } = (req.body ?? {}) as { url?: unknown };
    mobileSiteUrl = typeof url === 'string' ? url.trim() : '';
    server.services.mobileSiteUrl = mobileSiteUrl;
    return ok({ url: server.services.mobileSiteUrl });
  });
  server.services.safeSwitch = safeSwitch;
  server.post('/__e2e/safe-switch', async (req) => {
    const { on } = (req.body ?? {}) as { on?: unknown };
    safeSwitch = on === true;
    server.services.safeSwitch = safeSwitch;
    return ok({ on: safeSwitch });
  });
  // The site's feature flags (the `config` site document's flags, spec section 1), for the flag
  // journeys: { name: value } sets each, as server/test/site-flags.test.ts does.
  server.post('/__e2e/site-flags', async (req) => {
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
  // A restart of the server on the same data (the board-after-a-restart journey): the app closes
  // (every socket of the live feed drops) and a new one listens on the same port with a new
  // feed, whose numbering starts from 1 under a new epoch, as `npm start` after a restart on the
  // same data folder. The session secret is the process's, so logins survive as they would with
  // JWT_SECRET set.
  server.post('/__e2e/restart', async () => {
    setTimeout(
      () =>
        void restart().catch((e: unknown) => {
          console.error('the restart failed', e);
          process.exit(1);
        }),
      50,
    );
    return ok({ restarting: true });
  });
}

async function restart(): Promise<void> {
  await closeApp(app);
  app = await build();
  addE2eRoutes(app);
  await app.listen({ port, host: '127.0.0.1' });
}

addE2eRoutes(app);
const address = await app.listen({ port, host: '127.0.0.1' });
port = Number(new URL(address).port);
console.log(`READY ${address}`);

const stop = async (): Promise<void> => {
  await closeApp(app);
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
