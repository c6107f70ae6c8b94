// `npm start`: the site and its reference server on one origin (127.0.0.1:8787 by default).
// Embedded PostgreSQL (PGlite) in server/.data, or PostgreSQL when DATABASE_URL is set;
// migrations run and the seed is applied on first start.
import { openDb } from './db/adapter.ts';
import { migrate } from './db/migrate.ts';
import { isSeeded, seed } from './db/seed.ts';
import { buildServer } from './app.ts';
import { DATA_DIR } from './config.ts';

const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
const dev = process.env.NODE_ENV !== 'production';

const db = await openDb({ url: process.env.DATABASE_URL, dataDir: DATA_DIR });
await migrate(db);
if (!(await isSeeded(db))) {
  await seed(db, Date.now());
  console.log('seeded demo data (player demo01 / demo1234)');
}
const app = await buildServer({ db, dev, logger: false });
await app.listen({ port, host });
console.log(`reference server on http://${host}:${port}${dev ? ' (dev mode: /__dev/outbox)' : ''}`);

const stop = async (): Promise<void> => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
