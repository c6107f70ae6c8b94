// A tiny database adapter: the same SQL runs on embedded PGlite (default, and in tests) and
// on a real PostgreSQL through `pg` when DATABASE_URL is set.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface Sql {
  /** Runs one parameterised statement and returns its rows. */
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs fn in one transaction (nested calls join the outer one). */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
}

export interface Db extends Sql {
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'pg';
}

class PgliteTx implements Sql {
  constructor(private readonly tx: Transaction) {}
  async query<T extends Row = Row>(text: string, params: readonly unknown[] = []): Promise<T[]> {
    const r = await this.tx.query<T>(text, [...params]);
    return r.rows;
  }
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    return fn(this);
  }
}

export class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  private constructor(private readonly pgl: PGlite) {}

  /** dataDir undefined = in memory. */
  static async open(dataDir?: string): Promise<PgliteDb> {
    const pgl = dataDir ? new PGlite(dataDir) : new PGlite();
    await pgl.waitReady;
    return new PgliteDb(pgl);
  }
  /** In memory, from a dump of another database (tests: a migrated and seeded template). */
  static async load(dump: Blob): Promise<PgliteDb> {
    const pgl = new PGlite({ loadDataDir: dump });
    await pgl.waitReady;
    return new PgliteDb(pgl);
  }
  /** The whole data directory as an uncompressed tarball, for `load`. */
  dump(): Promise<Blob> {
    return this.pgl.dumpDataDir('none');
  }
  async query<T extends Row = Row>(text: string, params: readonly unknown[] = []): Promise<T[]> {
    const r = await this.pgl.query<T>(text, [...params]);
    return r.rows;
  }
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    // PGlite serialises transactions: one connection, exclusive while a transaction is open.
    return this.pgl.transaction((tx) => fn(new PgliteTx(tx)));
  }
  async exec(script: string): Promise<void> {
    await this.pgl.exec(script);
  }
  async close(): Promise<void> {
    await this.pgl.close();
  }
}

// int8 and numeric as JavaScript numbers (amounts are integer cents, far below 2^53).
pg.types.setTypeParser(20, (v: string) => Number(v));
pg.types.setTypeParser(1700, (v: string) => Number(v));

class PgTx implements Sql {
  constructor(private readonly client: pg.PoolClient) {}
  async query<T extends Row = Row>(text: string, params: readonly unknown[] = []): Promise<T[]> {
    const r = await this.client.query<T>(text, [...params]);
    return r.rows;
  }
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    return fn(this);
  }
}

export class PgDb implements Db {
  readonly kind = 'pg' as const;
  private constructor(readonly pool: pg.Pool) {}
  static open(url: string): PgDb {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle pooled connection the database ends (a restart, a dropped test database: 57P01)
    // is an 'error' event on the pool; unhandled it would crash the process. The pool drops the
    // client and the next query opens a fresh one.
    pool.on('error', (error) => console.error(`postgres: idle connection lost: ${error.message}`));
    return new PgDb(pool);
  }
  async query<T extends Row = Row>(text: string, params: readonly unknown[] = []): Promise<T[]> {
    const r = await this.pool.query<T>(text, [...params]);
    return r.rows;
  }
  async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const out = await fn(new PgTx(client));
      await client.query('COMMIT');
      return out;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }
  async exec(script: string): Promise<void> {
    await this.pool.query(script);
  }
  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** DATABASE_URL -> PostgreSQL; otherwise PGlite in dataDir (undefined = memory). */
export async function openDb(opts: { url?: string; dataDir?: string }): Promise<Db> {
  if (opts.url) return PgDb.open(opts.url);
  return PgliteDb.open(opts.dataDir);
}
