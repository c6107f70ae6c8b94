// A board left open across a restart of the server (`server/main.ts` on an embedded database,
// the same data folder) follows the feed again: the numbering starts from 1 under a new epoch,
// the client sees the epoch change in the new snapshot, takes its sequence and applies the
// updates after it, and ends up equal to a board opened fresh.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServerProcess, stopServerProcess, type ServerProcess } from './serverProcess.ts';
import { SPORTS_FEED_PATH, type FeedServerMessage } from '../sports/feed.ts';

/** The seeded live match of every league (league id x 100 + 1). */
const LIVE_IDS = [
  101, 102, 103, 104, 105, 106, 107, 201, 202, 301, 401, 501, 601, 701, 801, 901,
].map((l) => String(l * 100 + 1));

interface Proc {
  server: ServerProcess;
  url: string;
}

/** The reference server on the embedded database in `dataDir` (no DATABASE_URL). */
async function startServer(dataDir: string): Promise<Proc> {
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: undefined }, 120_000);
  return { server, url: `ws://127.0.0.1:${server.port}${SPORTS_FEED_PATH}` };
}

const stopServer = (p: Proc | undefined): Promise<void> => stopServerProcess(p?.server, 10_000);

/** A board as the client keeps it (src/stores/sports/LiveFeed.ts): the state of its matches
 * from snapshots and the updates numbered after what it has; a new epoch renumbers. */
class Board {
  seq = 0;
  epoch: string | null = null;
  /** Updates applied numbered at or below a sequence seen before the restart. */
  renumbered = 0;
  private highest = 0;
  readonly state = new Map<string, Record<string, unknown>>();
  private socket: WebSocket | null = null;

  connect(url: string): Promise<void> {
    const ws = new WebSocket(url);
    this.socket = ws;
    ws.on('message', (raw: Buffer) =>
      this.receive(JSON.parse(raw.toString()) as FeedServerMessage),
    );
    return new Promise((resolve, reject) => {
      ws.once('open', () => {
        ws.send(JSON.stringify({ type: 'subscribe', gameIds: LIVE_IDS }));
        resolve();
      });
      ws.once('error', reject);
    });
  }

  close(): void {
    this.socket?.terminate();
    this.socket = null;
  }

  private receive(m: FeedServerMessage): void {
    if (m.type === 'snapshot') {
      const renumbered = m.epoch !== undefined && m.epoch !== this.epoch;
      this.seq = renumbered ? m.seq : Math.max(this.seq, m.seq);
      this.epoch = m.epoch ?? this.epoch;
      for (const match of m.matches)
        this.state.set(match.gameId, {
          ...match,
          odds: Object.fromEntries(match.odds.map((o) => [o.r, o.locked ? 'locked' : o.odds])),
        });
      return;
    }
    const updates = m.type === 'update' ? [m] : m.type === 'batch' ? m.updates : [];
    for (const u of updates) {
      if (u.seq <= this.seq) continue;
      this.seq = u.seq;
      if (u.seq <= this.highest) this.renumbered++;
      this.highest = Math.max(this.highest, u.seq);
      const { type: _t, seq: _s, odds, ...fields } = u;
      const known = this.state.get(u.gameId);
      if (!known) continue;
      const prices = { ...(known.odds as Record<string, unknown>) };
      for (const o of odds ?? []) prices[o.r] = o.locked ? 'locked' : o.odds;
      this.state.set(u.gameId, { ...known, ...fields, odds: prices });
    }
  }
}

const until = async (what: string, ok: () => boolean, ms: number): Promise<void> => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('the sports feed across a restart of the server on its embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'feed-restart-'));
  let server: Proc | undefined;
  afterAll(async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('an open board follows the new numbering and equals a fresh one', async () => {
    server = await startServer(dataDir);
    const open = new Board();
    await open.connect(server.url);
    await until('updates before the restart', () => open.seq >= 4, 60_000);
    const before = { seq: open.seq, epoch: open.epoch };

    await stopServer(server);
    open.close(); // the socket dropped with the server; the board reconnects to the new one
    server = await startServer(dataDir);
    await open.connect(server.url);
    await until('the new snapshot', () => open.epoch !== before.epoch, 10_000);
    expect(open.epoch).not.toBe(before.epoch);
    // updates numbered again from 1 are applied, not ignored as old
    await until('updates after the restart', () => open.renumbered >= 2, 60_000);

    const fresh = new Board();
    await fresh.connect(server.url);
    await until('the fresh snapshot', () => fresh.epoch !== null, 10_000);
    await until('both boards at one sequence', () => fresh.seq === open.seq, 20_000);
    expect([...open.state.keys()].sort()).toEqual([...fresh.state.keys()].sort());
    for (const [id, state] of fresh.state) expect(open.state.get(id), id).toEqual(state);
    open.close();
    fresh.close();
  }, 300_000);
});
