// The live sports feed's fan-out through PostgreSQL LISTEN/NOTIFY (DATABASE_URL): every server
// process on one database listens on one channel; the process holding an advisory lock runs the
// simulator tick and numbers its updates from a database sequence, so every process applies the
// same numbered updates in the same order (one session's notifications arrive in the order sent)
// and a client reconnecting to another process continues from its sequence.
import pg from 'pg';
import type { BusMessage, FeedBus, FeedChange } from './feed.ts';

const CHANNEL = 'sports_feed';
/** The advisory lock of the leading (ticking) process. */
const LEADER_LOCK = 7_301_001;
/** Updates a notification carries (a payload stays well under PostgreSQL's 8000 bytes). */
const BATCH = 12;

type Wire =
  | { kind: 'updates'; items: { seq: number; change: FeedChange }[] }
  | Extract<BusMessage, { kind: 'settled' }>;

export class PgBus implements FeedBus {
  private readonly listeners: ((m: BusMessage) => void)[] = [];
  private leader = false;
  private closed = false;

  private constructor(
    private readonly client: pg.Client,
    readonly epoch: string,
  ) {}

  /** Connects a dedicated session that listens (and, when it leads, publishes). */
  static async open(url: string): Promise<PgBus> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('CREATE SEQUENCE IF NOT EXISTS sports_feed_seq');
    // the numbering lives in the database: its epoch changes only with the database
    await client.query(
      'CREATE TABLE IF NOT EXISTS sports_feed_epoch (id INT PRIMARY KEY, epoch TEXT NOT NULL)',
    );
    await client.query(
      "INSERT INTO sports_feed_epoch (id, epoch) VALUES (1, 'p' || md5(random()::text)) ON CONFLICT (id) DO NOTHING",
    );
    const r = await client.query<{ epoch: string }>(
      'SELECT epoch FROM sports_feed_epoch WHERE id = 1',
    );
    const bus = new PgBus(client, r.rows[0]?.epoch ?? 'p');
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      try {
        bus.receive(JSON.parse(n.payload) as Wire);
      } catch {
        // a payload of another version: ignored
      }
    });
    client.on('error', () => undefined);
    await client.query(`LISTEN ${CHANNEL}`);
    return bus;
  }

  async leads(): Promise<boolean> {
    if (this.leader || this.closed) return this.leader;
    const r = await this.client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
      LEADER_LOCK,
    ]);
    this.leader = r.rows[0]?.ok === true;
    return this.leader;
  }

  async publishUpdates(changes: FeedChange[]): Promise<void> {
    if (changes.length === 0 || this.closed) return;
    const r = await this.client.query<{ seq: string }>(
      "SELECT nextval('sports_feed_seq') AS seq FROM generate_series(1, $1)",
      [changes.length],
    );
    const seqs = r.rows.map((row) => Number(row.seq)).sort((x, y) => x - y);
    const items = changes.map((change, i) => ({ seq: seqs[i] ?? 0, change }));
    for (let i = 0; i < items.length; i += BATCH) {
      const wire: Wire = { kind: 'updates', items: items.slice(i, i + BATCH) };
      await this.client.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(wire)]);
    }
  }

  async publishSettled(m: Extract<BusMessage, { kind: 'settled' }>): Promise<void> {
    if (this.closed) return;
    await this.client.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(m)]);
  }

  onMessage(fn: (m: BusMessage) => void): void {
    this.listeners.push(fn);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.client.end().catch(() => undefined);
  }

  private receive(w: Wire): void {
    const messages: BusMessage[] =
      w.kind === 'updates'
        ? w.items.map((it) => ({ kind: 'update', seq: it.seq, change: it.change }))
        : [w];
    for (const m of messages) for (const fn of this.listeners) fn(m);
  }
}
