// The live sports feed (openapi/asyncapi.yaml, channel `sportsFeed`; ARCHITECTURE.md "Live data"):
// the simulator's in-play changes (odds, scores, periods, market status) and bet settlements over
// a websocket. Every odds/score message carries the feed's sequence number; a (re)subscribing
// client gets a snapshot of the matches it shows with the sequence it is complete up to, then
// only newer updates. Settlements go to the sockets of their member only.
//
// One process ticks the simulator (every FEED_TICK_MS, while sockets are open) and publishes
// through a FeedBus: in memory by default; with DATABASE_URL through PostgreSQL LISTEN/NOTIFY
// (server/sports/feed-pg.ts), so every process applies the same numbered messages.
import { traditionalDeep } from '../traditional.ts';
import { snapshotLanguageOf } from '../../src/app/snapshotPage.ts';
import type { FastifyInstance } from 'fastify';
import type { Sql } from '../db/adapter.ts';
import type { Clock } from '../clock.ts';
import { memberOfToken } from '../auth.ts';
import { parseFrame } from '../security/input.ts';
import { randomBytes } from 'node:crypto';
import {
  formatOdds,
  handicapText,
  inningOf,
  isSetSport,
  liveState,
  marketsNow,
  matchClock,
  sideName,
  type MatchRow,
} from './sim.ts';
import { CASH_OUT_MESSAGES, openValues } from './cashout.ts';
import {
  SPORTS_FEED_PATH,
  type FeedCashOutValue,
  type FeedChange,
  type FeedClientMessage,
  type FeedMatch,
  type FeedOdds,
  type FeedServerMessage,
  type FeedUpdateMessage,
} from '../../src/sdk/sportsFeed.ts';

export {
  SPORTS_FEED_PATH,
  type FeedChange,
  type FeedClientMessage,
  type FeedMatch,
  type FeedOdds,
  type FeedServerMessage,
  type FeedUpdateMessage,
};

/** How often the simulator is asked for changes. Designed. */
export const FEED_TICK_MS = 1000;
/** Matches followed: from four hours before now (the longest match is over) on. */
const FOLLOW_BACK_MS = 4 * 3_600_000;

/** What travels between processes: numbered changes, and settlements of a member. */
export type BusMessage =
  | { kind: 'update'; seq: number; change: FeedChange }
  | { kind: 'settled'; memberId: number; betId: string; result: string; payout: number };

/** The fan-out: publish numbers an update (or not, a settlement) and delivers it to every process. */
export interface FeedBus {
  publishUpdates(changes: FeedChange[]): Promise<void>;
  publishSettled(m: Extract<BusMessage, { kind: 'settled' }>): Promise<void>;
  /** Called for every message of every process, in sequence order for updates. */
  onMessage(fn: (m: BusMessage) => void): void;
  /** Whether this process runs the simulator tick (one process does). */
  leads(): Promise<boolean>;
  /** The numbering's identity, the same in every process of one bus: it changes when the
   * numbering starts again from 1 (a restart of a process keeping its sequence in memory). */
  readonly epoch: string;
  close(): Promise<void>;
}

/** The single-process bus. */
export class MemoryBus implements FeedBus {
  private seq = 0;
  /** This process's numbering: new at every start. */
  readonly epoch = `m${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  private readonly listeners: ((m: BusMessage) => void)[] = [];
  async publishUpdates(changes: FeedChange[]): Promise<void> {
    for (const change of changes) this.emit({ kind: 'update', seq: ++this.seq, change });
  }
  async publishSettled(m: Extract<BusMessage, { kind: 'settled' }>): Promise<void> {
    this.emit(m);
  }
  onMessage(fn: (m: BusMessage) => void): void {
    this.listeners.push(fn);
  }
  async leads(): Promise<boolean> {
    return true;
  }
  async close(): Promise<void> {}
  private emit(m: BusMessage): void {
    for (const fn of this.listeners) fn(m);
  }
}

/** The part of a ws socket the feed uses. */
export interface FeedSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', fn: (raw: Buffer) => void): unknown;
  on(event: 'close', fn: () => void): unknown;
}

interface Client {
  socket: FeedSocket;
  /** The player reads 繁體 (the handshake's snapshot_lang cookie): texts in traditional. */
  traditional: boolean;
  gameIds: Set<string>;
  memberId: number | null;
  /** The cash-out values last sent to this socket (JSON), so only a change goes out. */
  cashOutSent: string;
  /** Updates for this socket not sent yet: what one turn of the event loop brought (a tick's
   * changes, or a notification's) goes out as one frame, so a busy board pays per frame, not
   * per change. */
  pending: FeedUpdateMessage[];
}

/** The live state of a match row at a time (what the board's list answer shows, in HK odds). */
export function feedMatchOf(m: MatchRow, now: number): FeedMatch {
  const s = liveState(m, now);
  const sets = isSetSport(m.game_type);
  return {
    gameId: String(m.id),
    odds: marketsNow(m, now).map((p) => ({
      r: p.oddsId,
      odds: formatOdds(p.price, p.play === 'FS' ? 'E' : 'H'),
      w: p.play,
      rtype: p.side,
      name: sideName(m, p),
      handicap: handicapText(p),
    })),
    sc_FT_H: s.scoreH,
    sc_FT_C: s.scoreC,
    sc_set_H: sets ? s.scoreH : 0,
    sc_set_A: sets ? s.scoreC : 0,
    sc_game_H: s.gameH,
    sc_game_A: s.gameC,
    inningNum: inningOf(m, s),
    re_time: matchClock(m, s),
    se_now: s.period,
    isLive: s.phase === 'live',
    HalfTime: s.period === 'HT',
    gameStatus: { scheduled: 0, live: 1, finished: 2, cancelled: 4 }[s.phase],
  };
}

/** The change from one state of a match to the next; null when nothing changed. */
export function diffFeedMatch(before: FeedMatch, after: FeedMatch): FeedChange | null {
  const change: FeedChange = { gameId: after.gameId };
  let changed = false;
  const now = new Map(after.odds.map((o) => [o.r, o]));
  const odds: FeedOdds[] = [];
  for (const o of before.odds) {
    const n = now.get(o.r);
    if (n === undefined) {
      if (!o.locked) odds.push({ r: o.r, odds: 0, locked: true });
    } else if (n.handicap !== undefined && n.handicap !== o.handicap)
      // the line moved (in play): the new line with its price
      odds.push({ r: o.r, odds: n.odds, locked: false, handicap: n.handicap });
    else if (n.odds !== o.odds || o.locked) odds.push({ r: o.r, odds: n.odds, locked: false });
  }
  const had = new Set(before.odds.map((o) => o.r));
  // a price new to the match (the in-play markets at kick-off) comes with its market, so the
  // board can show it at once
  for (const o of after.odds) if (!had.has(o.r)) odds.push(o);
  if (odds.length > 0) {
    change.odds = odds;
    changed = true;
  }
  const keys = [
    'sc_FT_H',
    'sc_FT_C',
    'sc_set_H',
    'sc_set_A',
    'sc_game_H',
    'sc_game_A',
    'inningNum',
    're_time',
    'se_now',
    'isLive',
    'HalfTime',
    'gameStatus',
  ] as const;
  for (const k of keys) {
    if (before[k] !== after[k]) {
      (change as Record<string, unknown>)[k] = after[k];
      changed = true;
    }
  }
  return changed ? change : null;
}

/** Applies a change to a state (prices gone stay listed, locked, as the board shows them). */
function applyChange(state: FeedMatch, change: FeedChange): FeedMatch {
  const { gameId: _id, odds, ...rest } = change;
  const next: FeedMatch = { ...state, ...rest, odds: state.odds };
  if (odds) {
    const byR = new Map(state.odds.map((o) => [o.r, o]));
    for (const o of odds) {
      const known = byR.get(o.r);
      const { locked: _locked, ...price } = { ...known, ...o };
      byR.set(o.r, o.locked ? { ...price, locked: true } : price);
    }
    next.odds = [...byR.values()];
  }
  return next;
}

export class SportsFeed {
  /** The sequence this process's state is complete up to. */
  seq = 0;
  /** Ticks that found changes, and the changes published (benchmarks, tests). */
  published = 0;
  private readonly state = new Map<string, FeedMatch>();
  private readonly clients = new Set<Client>();
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;

  constructor(
    private readonly db: Sql,
    private readonly clock: Clock,
    readonly bus: FeedBus = new MemoryBus(),
    private readonly tickMs = FEED_TICK_MS,
  ) {
    bus.onMessage((m) => this.deliver(m));
    // Across processes the leading one ticks whether or not its own sockets are open.
    this.shared = !(bus instanceof MemoryBus);
    if (this.shared) this.ensureTimer();
  }

  private readonly shared: boolean;

  get size(): number {
    return this.clients.size;
  }

  attach(socket: FeedSocket, traditional = false): void {
    const client: Client = {
      socket,
      traditional,
      gameIds: new Set(),
      memberId: null,
      cashOutSent: '',
      pending: [],
    };
    this.clients.add(client);
    this.ensureTimer();
    let queue: Promise<void> = Promise.resolve();
    socket.on('message', (raw: Buffer) => {
      const text = raw.toString('utf8');
      queue = queue
        .then(() => this.onMessage(client, text))
        .catch(() => this.send(client, { type: 'error', code: 6005, message: '服务开小差了' }));
    });
    socket.on('close', () => {
      this.clients.delete(client);
      if (this.clients.size === 0 && !this.shared) this.stopTimer();
    });
  }

  /**
   * Asks the simulator for the followed matches' state now and publishes what changed since the
   * last tick (only the leading process). Returns the number of changes published.
   */
  async tick(): Promise<number> {
    if (this.ticking) return 0;
    this.ticking = true;
    try {
      if (!(await this.bus.leads())) return 0;
      const now = this.clock.now();
      const rows = await this.followed(now);
      const changes: FeedChange[] = [];
      const fresh = new Map<string, FeedMatch>();
      for (const m of rows) {
        const next = feedMatchOf(m, now);
        fresh.set(next.gameId, next);
        const before = this.state.get(next.gameId);
        if (!before) continue;
        const change = diffFeedMatch(before, next);
        if (change) changes.push(change);
      }
      // matches followed for the first time are learnt (nothing changed yet)
      for (const [id, m] of fresh) if (!this.state.has(id)) this.state.set(id, m);
      if (changes.length > 0) {
        this.published += changes.length;
        await this.bus.publishUpdates(changes);
      }
      return changes.length;
    } finally {
      this.ticking = false;
    }
  }

  /**
   * Sends each member socket the cash-out values of its member's open bets when they changed
   * since the last sending (every tick, in every process for its own sockets): the amount on the
   * 提前兑现 button moves without polling. Returns the number of messages sent.
   */
  async pushCashOutValues(): Promise<number> {
    const members = new Map<number, Client[]>();
    for (const c of this.clients)
      if (c.memberId !== null) members.set(c.memberId, [...(members.get(c.memberId) ?? []), c]);
    if (members.size === 0) return 0;
    const now = this.clock.now();
    const matches = new Map<number, MatchRow | null>();
    let sent = 0;
    for (const [memberId, clients] of members) {
      const values: FeedCashOutValue[] = (await openValues(this.db, memberId, now, matches)).map(
        (v) => ({
          betId: v.betId,
          value: v.value === null ? null : v.value / 100,
          reason: v.reason,
          message: v.reason ? CASH_OUT_MESSAGES[v.reason] : '',
        }),
      );
      const text = JSON.stringify(values);
      for (const c of clients) {
        if (c.cashOutSent === text) continue;
        c.cashOutSent = text;
        this.send(c, { type: 'cashOut', values });
        sent++;
      }
    }
    return sent;
  }

  /** A bet was settled (after its transaction): its member's sockets hear of it. */
  async settled(memberId: number, betId: string, result: string, payoutCents: number) {
    await this.bus.publishSettled({
      kind: 'settled',
      memberId,
      betId,
      result,
      payout: payoutCents / 100,
    });
  }

  close(): void {
    this.stopTimer();
    for (const c of this.clients) c.socket.close(1001, 'server closing');
    this.clients.clear();
  }

  private async followed(now: number): Promise<MatchRow[]> {
    const rows = await this.db.query<MatchRow & Record<string, unknown>>(
      'SELECT * FROM matches WHERE starts_at > $1 ORDER BY id',
      [now - FOLLOW_BACK_MS],
    );
    return rows.map((m) => ({
      ...m,
      id: Number(m.id),
      league_id: Number(m.league_id),
      starts_at: Number(m.starts_at),
    }));
  }

  private deliver(m: BusMessage): void {
    if (m.kind === 'settled') {
      for (const c of this.clients)
        if (c.memberId === m.memberId)
          this.send(c, { type: 'settled', betId: m.betId, result: m.result, payout: m.payout });
      return;
    }
    if (m.seq <= this.seq) return; // already applied
    this.seq = m.seq;
    const state = this.state.get(m.change.gameId);
    if (state) this.state.set(m.change.gameId, applyChange(state, m.change));
    for (const c of this.clients)
      if (c.gameIds.has(m.change.gameId))
        this.queueUpdate(c, { type: 'update', seq: m.seq, ...m.change });
  }

  private queueUpdate(c: Client, m: FeedUpdateMessage): void {
    c.pending.push(m);
    if (c.pending.length === 1) setImmediate(() => this.flush(c));
  }

  /** Sends what is pending: one update as it is, several as a batch (in sequence order). */
  private flush(c: Client): void {
    const updates = c.pending;
    if (updates.length === 0) return;
    c.pending = [];
    const [only] = updates;
    this.send(c, updates.length === 1 && only ? only : { type: 'batch', updates });
  }

  private async onMessage(c: Client, text: string): Promise<void> {
    // anything but a JSON object is 6008, control characters and huge numbers 6007 (issue 42)
    const parsed = parseFrame(text);
    if ('refused' in parsed) {
      this.send(c, { type: 'error', ...parsed.refused });
      return;
    }
    const frame = parsed.frame as Partial<FeedClientMessage> & Record<string, unknown>;
    if (frame.type === 'ping') {
      this.send(c, { type: 'pong', seq: this.seq });
      return;
    }
    if (frame.type !== 'subscribe' || !Array.isArray(frame.gameIds)) {
      this.send(c, { type: 'error', code: 6007, message: '不支持的消息类型' });
      return;
    }
    const ids = frame.gameIds.filter((g): g is string => typeof g === 'string').slice(0, 5000);
    if (typeof frame.token === 'string' && frame.token !== '') {
      try {
        c.memberId = (await memberOfToken(this.db, frame.token, this.clock.now())).id;
      } catch {
        c.memberId = null;
      }
    }
    // The snapshot and the subscription change together (no await between): every update
    // numbered after the snapshot's seq reaches the socket, none before it.
    const missing = ids.filter((id) => !this.state.has(id));
    if (missing.length > 0) await this.learn(missing);
    c.gameIds = new Set(ids);
    const matches = ids.flatMap((id) => {
      const s = this.state.get(id);
      return s ? [s] : [];
    });
    this.flush(c); // what was pending goes first, in order (the client skips what it has)
    this.send(c, { type: 'snapshot', seq: this.seq, epoch: this.bus.epoch, matches });
    if (c.memberId !== null) {
      c.cashOutSent = ''; // a (re)subscribing member hears the values at once
      await this.pushCashOutValues();
    }
  }

  /** Adds the state of matches not followed yet (computed now). */
  private async learn(ids: string[]): Promise<void> {
    const numeric = ids.map(Number).filter((n) => Number.isSafeInteger(n));
    if (numeric.length === 0) return;
    const rows = await this.db.query<MatchRow & Record<string, unknown>>(
      'SELECT * FROM matches WHERE id = ANY($1::bigint[])',
      [numeric],
    );
    const now = this.clock.now();
    for (const m of rows) {
      const row = {
        ...m,
        id: Number(m.id),
        league_id: Number(m.league_id),
        starts_at: Number(m.starts_at),
      };
      const id = String(row.id);
      if (!this.state.has(id)) this.state.set(id, feedMatchOf(row, now));
    }
  }

  private send(c: Client, m: FeedServerMessage): void {
    if (c.socket.readyState === 1)
      c.socket.send(JSON.stringify(c.traditional ? traditionalDeep(m) : m));
  }

  private ensureTimer(): void {
    if (this.timer || this.tickMs <= 0) return;
    this.timer = setInterval(
      () =>
        void this.tick()
          .catch(() => 0)
          .then(() => this.pushCashOutValues())
          .catch(() => undefined),
      this.tickMs,
    );
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

export function registerSportsFeed(app: FastifyInstance, services: { feed: SportsFeed }): void {
  app.get(SPORTS_FEED_PATH, { websocket: true }, (socket, req) => {
    const traditional = snapshotLanguageOf(req.headers.cookie) === 'zh-TW';
    services.feed.attach(socket as FeedSocket, traditional);
  });
  app.addHook('onClose', async () => {
    services.feed.close();
    await services.feed.bus.close();
  });
}
