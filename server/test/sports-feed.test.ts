// The live sports feed (openapi/asyncapi.yaml, channel sportsFeed): a subscription's snapshot
// carries the sequence it is complete up to, then only newer numbered updates of the subscribed
// matches; a socket closed abnormally and opened again loses nothing and gets nothing twice;
// settlements reach their member's sockets only.
import { toTraditional, traditionalDeep } from '../traditional.ts';
import { simplifiedOnly } from '../../src/i18n/simplifiedOnly.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { SPORTS_FEED_PATH, type FeedMatch, type FeedServerMessage } from '../sports/feed.ts';
import { LIVE_TICK } from '../sports/sim.ts';

interface TestSocket {
  send(data: string): void;
  close(): void;
  terminate?(): void;
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'close', fn: (code: number) => void): void;
  readyState: number;
}

/** A feed socket (`cookie`: the handshake's, a reader's language). */
async function connect(h: Harness, cookie?: string) {
  const ws = (await h.app.injectWS(
    SPORTS_FEED_PATH,
    cookie ? { headers: { cookie } } : {},
  )) as unknown as TestSocket;
  /** What came, a batch as its updates; `raw` keeps the frames as sent. */
  const frames: FeedServerMessage[] = [];
  const raw: FeedServerMessage[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    const f = JSON.parse(data.toString()) as FeedServerMessage;
    raw.push(f);
    frames.push(...(f.type === 'batch' ? f.updates : [f]));
    waiters.splice(0).forEach((w) => w());
  });
  let read = 0;
  const next = async <T extends FeedServerMessage['type']>(
    type: T,
  ): Promise<Extract<FeedServerMessage, { type: T }>> => {
    for (;;) {
      while (read < frames.length) {
        const f = frames[read++];
        if (f?.type === type) return f as Extract<FeedServerMessage, { type: T }>;
      }
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`no ${type} frame`)), 3000);
        waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  };
  return { ws, frames, raw, next };
}

/** The client side of the protocol: a state per match built from snapshots and updates. */
class Mirror {
  seq = 0;
  applied: number[] = [];
  readonly matches = new Map<string, Map<string, number>>();
  snapshot(s: Extract<FeedServerMessage, { type: 'snapshot' }>): void {
    expect(s.seq).toBeGreaterThanOrEqual(this.seq);
    this.seq = s.seq;
    for (const m of s.matches)
      this.matches.set(m.gameId, new Map(m.odds.map((o) => [o.r, o.odds])));
  }
  update(u: Extract<FeedServerMessage, { type: 'update' }>): void {
    if (u.seq <= this.seq) return;
    this.seq = u.seq;
    this.applied.push(u.seq);
    const m = this.matches.get(u.gameId);
    for (const o of u.odds ?? []) m?.set(o.r, o.odds);
  }
}

const liveIdsOf = (ms: FeedMatch[]): string[] => ms.filter((m) => m.isLive).map((m) => m.gameId);

describe('live sports feed (websocket)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => h.close());

  it('answers a subscription with a numbered snapshot, then only newer updates of its matches', async () => {
    const feed = h.app.services.feed;
    await feed.tick(); // learns the state
    const a = await connect(h);
    const rows = await h.db.query<{ id: number }>(
      'SELECT id FROM matches WHERE NOT champion AND starts_at BETWEEN $1 AND $2 ORDER BY id',
      [h.clock.now() - 3 * 60 * 60_000, h.clock.now()],
    );
    const ids = rows.map((r) => String(r.id));
    expect(ids.length).toBeGreaterThan(1);
    a.ws.send(JSON.stringify({ type: 'subscribe', gameIds: ids.slice(0, 1) }));
    const snap = await a.next('snapshot');
    expect(snap.matches.map((m) => m.gameId)).toEqual(ids.slice(0, 1));
    expect(snap.matches[0]?.odds.length).toBeGreaterThan(0);
    expect(liveIdsOf(snap.matches)).toEqual(ids.slice(0, 1));

    h.clock.advance(LIVE_TICK);
    expect(await feed.tick()).toBeGreaterThan(1); // several live matches moved
    const u = await a.next('update');
    expect(u.seq).toBeGreaterThan(snap.seq);
    expect(u.gameId).toBe(ids[0]);
    await new Promise((r) => setTimeout(r, 50));
    // only the subscribed match's updates came
    expect(a.frames.filter((f) => f.type === 'update').every((f) => f.gameId === ids[0])).toBe(
      true,
    );
    a.ws.close();
  });

  it('sends a reader of 繁體 the same frames with their texts in traditional characters', async () => {
    const feed = h.app.services.feed;
    await feed.tick();
    const rows = await h.db.query<{ id: number }>(
      'SELECT id FROM matches WHERE NOT champion AND starts_at BETWEEN $1 AND $2 ORDER BY id',
      [h.clock.now() - 3 * 60 * 60_000, h.clock.now()],
    );
    const ids = rows.slice(0, 3).map((r) => String(r.id));
    const cn = await connect(h, 'snapshot_lang=zh-CN');
    const tw = await connect(h, 'snapshot_lang=zh-TW');
    for (const c of [cn, tw]) c.ws.send(JSON.stringify({ type: 'subscribe', gameIds: ids }));
    const [a, b] = [await cn.next('snapshot'), await tw.next('snapshot')];
    expect(JSON.stringify(b.matches)).toBe(JSON.stringify(traditionalDeep(a.matches)));
    for (const c of [cn, tw]) c.ws.send(JSON.stringify({ type: 'nonsense' }));
    expect((await cn.next('error')).message).toBe('不支持的消息类型');
    const refused = (await tw.next('error')).message;
    expect(refused).toBe(toTraditional('不支持的消息类型'));
    expect(simplifiedOnly(refused)).toEqual([]);
    cn.ws.close();
    tw.ws.close();
  });

  it("sends a tick's changes of a socket's matches as one batch frame, in sequence order", async () => {
    const feed = h.app.services.feed;
    await feed.tick();
    const rows = await h.db.query<{ id: number }>(
      'SELECT id FROM matches WHERE NOT champion AND starts_at BETWEEN $1 AND $2 ORDER BY id',
      [h.clock.now() - 3 * 60 * 60_000, h.clock.now()],
    );
    const c = await connect(h);
    c.ws.send(JSON.stringify({ type: 'subscribe', gameIds: rows.map((r) => String(r.id)) }));
    const snap = await c.next('snapshot');
    h.clock.advance(LIVE_TICK);
    const changed = await feed.tick();
    expect(changed).toBeGreaterThan(1);
    await c.next('update');
    await new Promise((r) => setTimeout(r, 30));
    const after = c.raw.slice(c.raw.indexOf(snap) + 1);
    expect(after.map((f) => f.type)).toEqual(['batch']);
    const seqs = c.frames.flatMap((f) => (f.type === 'update' ? [f.seq] : []));
    expect(seqs).toHaveLength(changed);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(seqs[0]).toBeGreaterThan(snap.seq);
    c.ws.close();
  });

  it('after an abnormal close and a new socket, the client has every change once (no loss, no double)', async () => {
    const feed = h.app.services.feed;
    const rows = await h.db.query<{ id: number }>(
      'SELECT id FROM matches WHERE NOT champion AND starts_at BETWEEN $1 AND $2 ORDER BY id',
      [h.clock.now() - 3 * 60 * 60_000, h.clock.now()],
    );
    const ids = rows.map((r) => String(r.id));
    const mirror = new Mirror();
    let c = await connect(h);
    c.ws.send(JSON.stringify({ type: 'subscribe', gameIds: ids }));
    mirror.snapshot(await c.next('snapshot'));
    for (let round = 0; round < 3; round++) {
      h.clock.advance(LIVE_TICK);
      await feed.tick();
      await new Promise((r) => setTimeout(r, 30));
      for (const f of c.frames) if (f.type === 'update') mirror.update(f);
      // the socket drops (1006 in a browser): changes happen while it is down
      if (c.ws.terminate) c.ws.terminate();
      else c.ws.close();
      h.clock.advance(LIVE_TICK);
      await feed.tick();
      c = await connect(h);
      c.ws.send(JSON.stringify({ type: 'subscribe', gameIds: ids }));
      const snap = await c.next('snapshot');
      // an update replayed from before the snapshot would be ignored by its sequence
      mirror.snapshot(snap);
    }
    h.clock.advance(LIVE_TICK);
    await feed.tick();
    await new Promise((r) => setTimeout(r, 30));
    for (const f of c.frames) if (f.type === 'update') mirror.update(f);
    // the mirror equals the server's state now, and no sequence was applied twice
    const truth = await connect(h);
    truth.ws.send(JSON.stringify({ type: 'subscribe', gameIds: ids }));
    const now = await truth.next('snapshot');
    expect(mirror.seq).toBe(now.seq);
    for (const m of now.matches) {
      const mine = mirror.matches.get(m.gameId);
      for (const o of m.odds) expect(mine?.get(o.r), o.r).toBe(o.odds);
    }
    expect(new Set(mirror.applied).size).toBe(mirror.applied.length);
    c.ws.close();
    truth.ws.close();
  });

  it('moves prices a few matches at a time, when something happens, not every price every tick', async () => {
    const feed = h.app.services.feed;
    await feed.tick();
    const perTick: number[] = [];
    let current = new Set<string>();
    feed.bus.onMessage((m) => {
      if (m.kind === 'update' && m.change.odds?.some((o) => !o.locked))
        current.add(m.change.gameId);
    });
    for (let second = 0; second < 180; second++) {
      h.clock.advance(1000);
      await feed.tick();
      perTick.push(current.size);
      current = new Set();
    }
    const moving = perTick.filter((n) => n > 0).length;
    // prices moved in some seconds (goals, sets, time passing), never on the whole board at once
    expect(moving).toBeGreaterThan(10);
    expect(moving).toBeLessThan(150);
    expect(Math.max(...perTick)).toBeLessThanOrEqual(4);
  });

  it("tells a settlement to its member's sockets only", async () => {
    const token = await h.login();
    const mine = await connect(h);
    const other = await connect(h);
    mine.ws.send(JSON.stringify({ type: 'subscribe', gameIds: [], token }));
    other.ws.send(JSON.stringify({ type: 'subscribe', gameIds: [] }));
    await mine.next('snapshot');
    await other.next('snapshot');
    const rows = await h.db.query<{ id: number }>("SELECT id FROM members WHERE name = 'demo01'");
    await h.app.services.feed.settled(Number(rows[0]?.id), 'B1', 'W', 1234);
    const s = await mine.next('settled');
    expect(s).toMatchObject({ betId: 'B1', result: 'W', payout: 12.34 });
    await new Promise((r) => setTimeout(r, 30));
    expect(other.frames.some((f) => f.type === 'settled')).toBe(false);
    mine.ws.close();
    other.ws.close();
  });
});

describe('sports feed: a match going in play', () => {
  it('locks the pre-match prices and sends the in-play ones with their markets', async () => {
    const { diffFeedMatch } = await import('../sports/feed.ts');
    const before: FeedMatch = {
      gameId: '7',
      odds: [{ r: 'M_H_7', odds: 1.1, w: 'M', rtype: 'H', name: '主队', handicap: '' }],
      sc_FT_H: 0,
      sc_FT_C: 0,
      sc_set_H: 0,
      sc_set_A: 0,
      sc_game_H: 0,
      sc_game_A: 0,
      inningNum: 0,
      re_time: '',
      se_now: '',
      isLive: false,
      HalfTime: false,
      gameStatus: 0,
    };
    const after: FeedMatch = {
      ...before,
      odds: [{ r: 'RM_H_7', odds: 1.15, w: 'RM', rtype: 'H', name: '主队', handicap: '' }],
      isLive: true,
      se_now: '1H',
      gameStatus: 1,
    };
    const change = diffFeedMatch(before, after);
    expect(change?.odds).toEqual([
      { r: 'M_H_7', odds: 0, locked: true },
      { r: 'RM_H_7', odds: 1.15, w: 'RM', rtype: 'H', name: '主队', handicap: '' },
    ]);
    // a price that only moves travels without its market
    const moved = diffFeedMatch(after, {
      ...after,
      odds: [{ ...after.odds[0]!, odds: 1.2 }],
    });
    expect(moved?.odds).toEqual([{ r: 'RM_H_7', odds: 1.2, locked: false }]);
  });
});
