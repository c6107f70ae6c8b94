// `npm start`: the site and its reference server on one origin (127.0.0.1:8787 by default).
// Embedded PostgreSQL (PGlite) in server/.data, or PostgreSQL when DATABASE_URL is set;
// migrations run and the seed is applied on first start.
import { openDb } from './db/adapter.ts';
import { migrate } from './db/migrate.ts';
import { ensureFixtures, isSeeded, seed } from './db/seed.ts';
import { confirmDue, notifyDeposit } from './funds.ts';
import { settleDue } from './sports/betting.ts';
import { buildServer } from './app.ts';
import { PgBus } from './sports/feed-pg.ts';
import { DATA_DIR } from './config.ts';
import { devRoutesFromEnv } from './security/dev-routes.ts';
import { checkMobileSiteUrl } from './security/config.ts';
import { warmWithdrawPins } from './security/withdrawPin.ts';
import { warmTraditional } from './traditional.ts';
import { closeApp } from './shutdown.ts';

const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
const dev = process.env.NODE_ENV !== 'production';
// /__dev routes (codes outbox, captcha answers, settlement): only with DEV_ROUTES=1, never in production
const devRoutes = devRoutesFromEnv();

// a mobile site address that would send phones to this server's 页面不存在 stops the start
checkMobileSiteUrl(process.env.SITE_MOBILE_URL ?? '', [
  `http://${host}:${port}`,
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);
const db = await openDb({ url: process.env.DATABASE_URL, dataDir: DATA_DIR });
await migrate(db);
if (!(await isSeeded(db))) {
  await seed(db, Date.now());
  console.log('seeded demo data (player demo01 / demo1234)');
}
await ensureFixtures(db, Date.now());
// the withdraw password's rule (6 digits) is checked on hashes: its table is built in a worker now
void warmWithdrawPins().catch(() => undefined);
warmTraditional(); // OpenCC's dictionaries, for the first 繁體 answer
// With PostgreSQL the live sports feed fans out through LISTEN/NOTIFY (every process serves the
// same numbered updates); with PGlite it stays in this process.
const feedBus = process.env.DATABASE_URL ? await PgBus.open(process.env.DATABASE_URL) : undefined;
const app = await buildServer({
  db,
  dev,
  devRoutes,
  logger: false,
  ...(feedBus ? { feedBus } : {}),
});

// Background work of a running server: the payment channel's confirmations, settlement of
// finished matches, and new fixtures so the sports board never runs dry.
const background = setInterval(() => {
  const now = Date.now();
  void confirmDue(db, now)
    .then((credited) => credited.forEach((o) => notifyDeposit(app.services, o)))
    .then(() =>
      settleDue(db, now, (s) => {
        void app.services.feed.settled(s.memberId, s.betId, s.result, s.payout);
      }),
    )
    .then(() => ensureFixtures(db, now))
    .catch((e: unknown) => console.error('background work failed', e));
}, 15_000);
background.unref();
await app.listen({ port, host });
console.log(
  `reference server on http://${host}:${port}${devRoutes ? ' (DEV_ROUTES=1: /__dev/outbox, loopback only)' : ''}`,
);

const stop = async (): Promise<void> => {
  clearInterval(background);
  await closeApp(app);
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
