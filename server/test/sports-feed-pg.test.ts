// The live sports feed across two server processes (`server/main.ts`) on one PostgreSQL database
// (TEST_DATABASE_URL; skipped without): one process ticks the simulator, LISTEN/NOTIFY carries
// its numbered updates to both, so a socket on either process gets the same updates with the
// same sequence numbers, and a client moving to the other process continues from its sequence.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDb } from '../db/adapter.ts';
import { SPORTS_FEED_PATH, type FeedServerMessage } from '../sports/feed.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './serverProcess.ts';
import { scratchDatabase, TEST_DATABASE_URL, type ScratchDatabase } from './pg-scratch.ts';

/** The part of the `ws` client this test uses (the package ships no types here). */
interface WsClient {
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'open', fn: () => void): void;
  send(data: string): void;
  close(): void;
}
const WebSocketClient = createRequire(import.meta.url)('ws') as new (url: string) => WsClient;

type Proc = ServerProcess;
const startServer = (databaseUrl: string): Promise<Proc> =>
  startServerProcess({ DATABASE_URL: databaseUrl });
const stopServer = (p: Proc | undefined): Promise<void> => stopServerProcess(p);

/** A socket subscribed to some matches, collecting what it receives. */
async function subscribe(p: Proc, gameIds: string[]) {
  const ws = new WebSocketClient(`ws://127.0.0.1:${p.port}${SPORTS_FEED_PATH}`);
  const frames: FeedServerMessage[] = [];
  ws.on('message', (d) => {
    const f = JSON.parse(d.toString()) as FeedServerMessage;
    frames.push(...(f.type === 'batch' ? f.updates : [f])); // a batch is its updates, in order
  });
  await new Promise<void>((resolve) => ws.on('open', () => resolve()));
  ws.send(JSON.stringify({ type: 'subscribe', gameIds }));
  return { ws, frames };
}

async function until(test: () => boolean, ms: number, what: string): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > ms) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!TEST_DATABASE_URL)('live sports feed on two processes (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let a: Proc | undefined;
  let b: Proc | undefined;

  beforeAll(async () => {
    scratch = await scratchDatabase('refsrv_feed');
    a = await startServer(scratch.url); // migrates and seeds
    b = await startServer(scratch.url);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await scratch.drop();
  });

  it('both processes send the same numbered updates; a client moving process continues its sequence', async () => {
    if (!a || !b) throw new Error('servers not started');
    const db = PgDb.open(scratch.url);
    const now = Date.now();
    const rows = await db.query<{ id: string }>(
      'SELECT id FROM matches WHERE NOT champion AND starts_at BETWEEN $1 AND $2 ORDER BY id',
      [now - 60 * 60_000, now],
    );
    await db.close();
    const ids = rows.map((r) => String(r.id));
    expect(ids.length).toBeGreaterThan(1);
    const onA = await subscribe(a, ids);
    const onB = await subscribe(b, ids);
    const updates = (f: FeedServerMessage[]) =>
      f.filter((m): m is Extract<FeedServerMessage, { type: 'update' }> => m.type === 'update');
    // live odds move every 5 s: wait for a few ticks' updates on both
    await until(
      () => updates(onA.frames).length >= 3 && updates(onB.frames).length >= 3,
      20_000,
      'updates on both processes',
    );
    await new Promise((r) => setTimeout(r, 1500));
    const bySeq = (f: FeedServerMessage[]) =>
      new Map(updates(f).map((u) => [u.seq, JSON.stringify(u)]));
    const seenA = bySeq(onA.frames);
    const seenB = bySeq(onB.frames);
    // one sequence for both: every update numbered on one process is the same on the other
    const common = [...seenA.keys()].filter((s) => seenB.has(s));
    expect(common.length).toBeGreaterThanOrEqual(3);
    for (const s of common) expect(seenB.get(s)).toBe(seenA.get(s));
    // strictly increasing on each socket
    for (const f of [onA.frames, onB.frames]) {
      const seqs = updates(f).map((u) => u.seq);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      expect(new Set(seqs).size).toBe(seqs.length);
    }
    // a client of A moves to B: B's snapshot is numbered at or after what A sent
    const lastOnA = Math.max(...updates(onA.frames).map((u) => u.seq));
    onA.ws.close();
    const moved = await subscribe(b, ids);
    await until(() => moved.frames.some((m) => m.type === 'snapshot'), 5000, 'snapshot on B');
    const snap = moved.frames.find((m) => m.type === 'snapshot');
    expect(snap?.type === 'snapshot' ? snap.seq : -1).toBeGreaterThanOrEqual(lastOnA);
    moved.ws.close();
    onB.ws.close();
  }, 60_000);
});
