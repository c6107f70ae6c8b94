// The live feed client with the sports store: snapshot and numbered updates applied once per
// frame; forced abnormal closes (1006) with changes while the socket is down, and the server
// repeating updates around the reconnect: nothing is lost and nothing applied twice; the board
// shows live / reconnecting, and polls while the socket is down.
import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../testing/FakeClock';
import { fakeSocketFactory } from '../testing/FakeSocket';
import { FEED_RECONNECT_MS, SportsLiveFeed, type FeedServerMessage } from './LiveFeed';
import { POLL_MS, SportsStore } from './SportsStore';
import type { LiveUpdate, SportsRoot } from './types';

const match = (gameId: string) => ({
  gameId,
  hgid: `${gameId}h`,
  gide: gameId,
  league_id: 'L1',
  leagueName: '英超',
  team_h: '主队',
  team_c: '客队',
  startTime: '2026-11-22 20:30:00',
  gameType: 'FT',
  re_time: "1H^23'",
  isLive: true,
  se_now: '1H',
  HalfTime: false,
  gameStatus: 1,
  sc_FT_H: 0,
  sc_FT_C: 0,
  mainOdds: [
    { r: `RE_H_${gameId}`, w: 'RE', rtype: 'H', name: '主队', handicap: '0.5', odds: 0.9 },
  ],
});

/** The server side of the test: a numbered history of odds of g1 (odds identify the sequence). */
class Server {
  seq = 100;
  /** The numbering's identity (a restart without a kept sequence changes it). */
  epoch = 'e1';
  odds = 0.9;
  score = 0;
  next(): Extract<FeedServerMessage, { type: 'update' }> {
    this.seq++;
    this.odds = Math.round((0.5 + this.seq / 1000) * 1000) / 1000;
    this.score = this.seq % 7;
    return {
      type: 'update',
      seq: this.seq,
      gameId: 'g1',
      odds: [{ r: 'RE_H_g1', odds: this.odds }],
      sc_FT_H: this.score,
    };
  }
  snapshot(): Extract<FeedServerMessage, { type: 'snapshot' }> {
    return {
      type: 'snapshot',
      seq: this.seq,
      epoch: this.epoch,
      matches: [
        {
          gameId: 'g1',
          odds: [{ r: 'RE_H_g1', odds: this.odds }],
          sc_FT_H: this.score,
          sc_FT_C: 0,
          sc_set_H: 0,
          sc_set_A: 0,
          sc_game_H: 0,
          sc_game_A: 0,
          inningNum: 0,
          re_time: "1H^30'",
          se_now: '1H',
          isLive: true,
          HalfTime: false,
          gameStatus: 1,
        },
      ],
    };
  }
}

function setup() {
  const clock = new FakeClock();
  const sockets = fakeSocketFactory();
  const frames: (() => void)[] = [];
  const polls: string[] = [];
  const settled = vi.fn();
  const feed = new SportsLiveFeed({
    socketFactory: sockets,
    clock,
    url: 'ws://127.0.0.1/sports/ws',
    token: () => 'session-token',
    onSettled: settled,
  });
  const root: SportsRoot = {
    sdk: {
      call: async (_op, body) => {
        const method = (body as { method: string }).method;
        polls.push(method);
        return method === 'leagues'
          ? { leagues: [{ league_id: 'L1', name: '英超' }] }
          : { matches: [match('g1'), match('g2')] };
      },
    },
    clock,
    session: { isLoggedIn: true, token: 'session-token' },
    liveFeed: feed,
  };
  const store = new SportsStore(root, { scheduleFrame: (cb) => frames.push(cb) });
  const pushed: LiveUpdate[] = [];
  const push = store.pushUpdate.bind(store);
  store.pushUpdate = (u: LiveUpdate) => {
    pushed.push(u);
    push(u);
  };
  const flush = () => {
    for (const f of frames.splice(0)) f();
  };
  return { clock, sockets, feed, store, pushed, flush, polls, settled };
}

const send = (socket: { receive(d: string): void }, m: FeedServerMessage) =>
  socket.receive(JSON.stringify(m));

/** The board's store entered, its feed connected and open, and the first snapshot received. */
async function followingBoard(ctx: ReturnType<typeof setup>) {
  await ctx.store.enter('XMTY');
  ctx.store.connectLive();
  const socket = ctx.sockets.last();
  socket.open();
  const server = new Server();
  send(socket, server.snapshot());
  return { socket, server };
}

describe('live sports feed client', () => {
  it('subscribes to the matches on screen, applies the snapshot at once and newer updates once per frame', async () => {
    const { sockets, store, flush, feed } = setup();
    await store.enter('XMTY');
    const stop = store.connectLive();
    expect(store.liveStatus).toBe('polling');
    const s = sockets.last();
    s.open();
    expect(JSON.parse(s.sent[0] ?? '{}')).toEqual({
      type: 'subscribe',
      gameIds: ['g1', 'g2'],
      token: 'session-token',
    });
    const server = new Server();
    send(s, server.snapshot());
    expect(store.liveStatus).toBe('live');
    // the snapshot answers the subscription: shown at once, not at the next tick
    expect(store.pendingUpdates).toBe(0);
    expect(store.matchById('g1')?.odds['RE_H_g1']?.odds).toBe(server.odds);
    for (let i = 0; i < 5; i++) send(s, server.next());
    expect(store.pendingUpdates).toBe(5); // five updates, applied at one tick
    flush();
    expect(store.matchById('g1')?.odds['RE_H_g1']?.odds).toBe(server.odds);
    expect(store.matchById('g1')?.sc_FT_H).toBe(server.score);
    // an old or repeated update is not applied
    send(s, { ...server.next(), seq: server.seq - 3, odds: [{ r: 'RE_H_g1', odds: 9 }] });
    expect(feed.ignored).toBe(1);
    stop();
    expect(store.liveStatus).toBe('off');
  });

  it("follows the board's window: a match scrolled back into it shows as refreshing until its snapshot, and not offered meanwhile", async () => {
    const ctx = setup();
    const { store } = ctx;
    const { socket: s, server } = await followingBoard(ctx);
    store.setWindowGameIds(['g1', 'g2']); // the same matches: no new subscription
    expect(s.sent).toHaveLength(1);
    expect(store.isRefreshing('g1')).toBe(false);
    store.setWindowGameIds(['g2']); // g1 scrolled far away: no longer followed
    expect(JSON.parse(s.sent.at(-1) ?? '{}')).toMatchObject({ gameIds: ['g2'] });
    store.setWindowGameIds(['g1', 'g2']); // and back: subscribed again, not current yet
    expect(JSON.parse(s.sent.at(-1) ?? '{}')).toMatchObject({ gameIds: ['g1', 'g2'] });
    expect(store.isRefreshing('g1')).toBe(true);
    send(s, server.snapshot()); // its snapshot: current, and shown at once
    expect(store.isRefreshing('g1')).toBe(false);
    expect(store.matchById('g1')?.odds['RE_H_g1']?.odds).toBe(server.odds);
  });

  it('after a server restart numbering from 1 again (a new epoch), follows the new numbering from its snapshot', async () => {
    const ctx = setup();
    const { sockets, store, flush, feed, clock } = ctx;
    const live = await followingBoard(ctx);
    const { server } = live;
    let s = live.socket;
    for (let i = 0; i < 20; i++) send(s, server.next());
    flush();
    // the server restarts: the socket drops, the numbering starts again under a new epoch
    s.drop();
    server.seq = 0;
    server.epoch = 'e2';
    server.next();
    clock.advance(FEED_RECONNECT_MS[0] ?? 1000);
    s = sockets.last();
    s.open();
    send(s, server.snapshot());
    expect(feed.seq).toBe(1);
    const u = server.next();
    send(s, u);
    flush();
    expect(feed.ignored).toBe(0);
    expect(store.matchById('g1')?.odds['RE_H_g1']?.odds).toBe(u.odds?.[0]?.odds);
    // a snapshot of the same epoch never lowers the sequence
    send(s, { ...server.snapshot(), seq: 0 });
    expect(feed.seq).toBe(2);
  });

  it('applies a batch as its updates in order, skipping those it already has', async () => {
    const ctx = setup();
    const { store, flush, feed } = ctx;
    const { socket: s, server } = await followingBoard(ctx);
    const old = server.next();
    send(s, old);
    const updates = [old, server.next(), server.next(), server.next()];
    send(s, { type: 'batch', updates });
    expect(feed.applied).toBe(4);
    expect(feed.ignored).toBe(1);
    expect(feed.seq).toBe(server.seq);
    flush();
    expect(store.matchById('g1')?.odds['RE_H_g1']?.odds).toBe(server.odds);
    // a batch with a malformed entry is not a feed message: nothing of it is applied
    s.receive(JSON.stringify({ type: 'batch', updates: [server.next(), { gameId: 'g1' }] }));
    expect(feed.applied).toBe(4);
  });

  it('after forced 1006 closes loses no update and applies none twice; reconnecting, then live; polls while down', async () => {
    const ctx = setup();
    const { sockets, store, flush, pushed, clock, polls, settled } = ctx;
    const live = await followingBoard(ctx);
    const { server } = live;
    let s = live.socket;
    const seen: number[] = []; // the sequences the client could have seen
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 5; i++) {
        const u = server.next();
        seen.push(u.seq);
        send(s, u);
        if (i === 2) flush();
      }
      // the link drops (1006); the server goes on while the socket is down
      s.drop();
      expect(store.liveStatus).toBe('reconnecting');
      for (let i = 0; i < 3; i++) server.next();
      // polling stands in while the socket is down
      const before = polls.length;
      clock.advance(POLL_MS);
      await Promise.resolve();
      expect(polls.length).toBeGreaterThan(before);
      clock.advance(Math.max(0, (FEED_RECONNECT_MS[0] ?? 1000) - POLL_MS));
      expect(sockets.sockets.length).toBe(round + 2);
      s = sockets.last();
      s.open();
      expect(JSON.parse(s.sent[0] ?? '{}')).toMatchObject({ type: 'subscribe' });
      // the server repeats an update from before its snapshot, then the snapshot, then a repeat
      const last = seen[seen.length - 1] ?? 0;
      send(s, { type: 'update', seq: last, gameId: 'g1', odds: [{ r: 'RE_H_g1', odds: 7 }] });
      send(s, server.snapshot());
      expect(store.liveStatus).toBe('live');
      const u = server.next();
      send(s, u);
      send(s, u);
      flush();
    }
    flush();
    // the board shows the server's latest state
    expect(store.matchById('g1')?.odds['RE_H_g1']?.odds).toBe(server.odds);
    expect(store.matchById('g1')?.sc_FT_H).toBe(server.score);
    // no update was handed over twice and no stale one at all
    const oddsPushed = pushed.flatMap((p) => (p.gameId === 'g1' ? (p.odds ?? []) : []));
    const feedOdds = oddsPushed.map((o) => o.odds).filter((o) => o !== 0.9);
    expect(feedOdds).not.toContain(7);
    const updateValues = feedOdds.filter((o, i) => feedOdds.indexOf(o) !== i);
    // a snapshot may repeat the value of the last update seen before the drop, never an update
    expect(updateValues.length).toBe(0);
    // the balance is asked again after each reconnect (settlements while down)
    expect(settled).toHaveBeenCalledTimes(4);
  });

  it('shows polling after the reconnects keep failing, and hears of a settlement once', async () => {
    const ctx = setup();
    const { sockets, store, clock, settled } = ctx;
    let s = (await followingBoard(ctx)).socket;
    send(s, { type: 'settled', betId: 'B1', result: 'W', payout: 19 });
    send(s, { type: 'settled', betId: 'B1', result: 'W', payout: 19 });
    expect(settled).toHaveBeenCalledTimes(1);
    for (const ms of FEED_RECONNECT_MS) {
      s.drop();
      clock.advance(ms);
      s = sockets.last();
    }
    s.drop();
    expect(store.liveStatus).toBe('polling');
  });
});
