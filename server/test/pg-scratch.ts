// A scratch database on the PostgreSQL of TEST_DATABASE_URL (the test command's throwaway
// cluster, scripts/postgres.sh): created for one test file, dropped after it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PgDb, type Db } from '../db/adapter.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface ScratchDatabase {
  /** The connection string of the new database. */
  url: string;
  drop: () => Promise<void>;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * The storages a test file runs on: PGlite always, a scratch PostgreSQL database when the test
 * command's cluster is up (skipped otherwise). `open` gives the Db for the harness (undefined: the
 * harness's own PGlite); `drop` removes what `open` created.
 */
export interface Backend {
  name: string;
  skip: boolean;
  open: () => Promise<Db | undefined>;
  drop: () => Promise<void>;
}

export function bothBackends(prefix: string): Backend[] {
  let scratch: ScratchDatabase | null = null;
  return [
    { name: 'PGlite', skip: false, open: async () => undefined, drop: async () => {} },
    {
      name: 'PostgreSQL',
      skip: !TEST_DATABASE_URL,
      open: async () => {
        scratch = await scratchDatabase(prefix);
        return PgDb.open(scratch.url);
      },
      drop: async () => {
        await scratch?.drop();
        scratch = null;
      },
    },
  ];
}
