// The client of the live sports feed (openapi/asyncapi.yaml, channel sportsFeed; ARCHITECTURE.md
// "Live data"): subscribes to the matches on screen, hands snapshots and numbered updates to the
// sports store (which applies them once per frame), ignores every update not newer than what it
// has (nothing is applied twice; a batch is its updates in order), and after a drop reconnects
// and resubscribes: the new snapshot carries what happened while the socket was down (nothing is
// lost). A snapshot of another epoch (a server restarted and numbering from 1 again) replaces the
// sequence instead of being compared with it. While the socket is down the store polls the resource. Settlements refresh the balance.
import { reaction, runInAction } from 'mobx';
import type { SocketFactory, SocketLike } from '../deps';
import type {
  FeedCashOutValue,
  FeedClientMessage,
  FeedServerMessage,
  FeedUpdateMessage,
} from '../../sdk/sportsFeed';
import type { LiveTarget } from './types';

export type {
  FeedCashOutValue,
  FeedChange,
  FeedClientMessage,
  FeedMatch,
  FeedOdds,
  FeedServerMessage,
  FeedUpdateMessage,
} from '../../sdk/sportsFeed';

/** Reconnect delays (ms) after a drop; after the last one the board says it polls. Designed. */
export const FEED_RECONNECT_MS = [1000, 2000, 5000, 10_000] as const;

export interface LiveFeedDeps {
  socketFactory: SocketFactory;
  clock: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout?(h: unknown): void };
  /** The socket address (ws://host/sports/ws). */
  url: string;
  /** The member's token: settlements of the member's bets come on the socket. */
  token?: () => string | null | undefined;
  /** A bet was settled, or the socket came back after a drop (the balance may have moved). */
  onSettled?: (s: { betId: string; result: string; payout: number } | null) => void;
  /** The cash-out values of the member's open bets (提前兑现), when they changed. */
  onCashOut?: (values: FeedCashOutValue[]) => void;
}

/** Parses a server frame; null for anything that is not one of the feed's messages. */
export function parseFeedMessage(raw: unknown): FeedServerMessage | null {
  if (typeof raw !== 'string') return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  switch (o['type']) {
    case 'snapshot':
      return typeof o['seq'] === 'number' && Array.isArray(o['matches'])
        ? (o as unknown as FeedServerMessage)
        : null;
    case 'update':
      return isUpdate(o) ? o : null;
    case 'batch':
      return Array.isArray(o['updates']) && o['updates'].every(isUpdate)
        ? (o as unknown as FeedServerMessage)
        : null;
    case 'settled':
      return typeof o['betId'] === 'string' ? (o as unknown as FeedServerMessage) : null;
    case 'cashOut':
      return Array.isArray(o['values']) ? (o as unknown as FeedServerMessage) : null;
    case 'pong':
    case 'error':
      return o as unknown as FeedServerMessage;
    default:
      return null;
  }
}

function isUpdate(v: unknown): v is FeedUpdateMessage {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return o['type'] === 'update' && typeof o['seq'] === 'number' && typeof o['gameId'] === 'string';
}

export class SportsLiveFeed {
  /** The sequence the board is complete up to (the last snapshot or applied update). */
  seq = 0;
  /** The numbering the sequence belongs to (the last snapshot's epoch). */
  epoch: string | null = null;
  /** Updates handed to the store, and those ignored as not newer (tests, benchmarks). */
  applied = 0;
  ignored = 0;
  private socket: SocketLike | null = null;
  private target: LiveTarget | null = null;
  private failures = 0;
  private dropped = false;
  private retry: unknown = null;
  private stopReaction: (() => void) | null = null;
  private readonly settledIds = new Set<string>();

  constructor(private readonly deps: LiveFeedDeps) {}

  attach(target: LiveTarget): () => void {
    this.detach();
    this.target = target;
    this.seq = 0;
    this.epoch = null;
    target.setLiveStatus('polling'); // until the first snapshot
    this.open();
    this.stopReaction = reaction(
      () => target.visibleGameIds.join(','),
      () => this.subscribe(),
    );
    return () => this.detach();
  }

  private detach(): void {
    this.stopReaction?.();
    this.stopReaction = null;
    if (this.retry !== null) this.deps.clock.clearTimeout?.(this.retry);
    this.retry = null;
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onclose = null;
      s.onmessage = null;
      s.close(1000, 'board closed');
    }
    this.target?.setLiveStatus('off');
    this.target = null;
  }

  private open(): void {
    let socket: SocketLike;
    try {
      socket = this.deps.socketFactory(this.deps.url);
    } catch {
      this.onDrop();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.subscribe();
    socket.onmessage = (ev) => {
      if (this.socket === socket) this.onMessage(ev.data);
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.onDrop();
    };
  }

  private onDrop(): void {
    const target = this.target;
    if (!target) return;
    this.dropped = true;
    const delay =
      FEED_RECONNECT_MS[Math.min(this.failures, FEED_RECONNECT_MS.length - 1)] ?? 10_000;
    target.setLiveStatus(this.failures >= FEED_RECONNECT_MS.length ? 'polling' : 'reconnecting');
    this.failures++;
    this.retry = this.deps.clock.setTimeout(() => {
      this.retry = null;
      if (this.target) this.open();
    }, delay);
  }

  private subscribe(): void {
    const s = this.socket;
    const target = this.target;
    if (!s || !target || s.readyState !== 1) return;
    const token = this.deps.token?.() ?? null;
    const message: FeedClientMessage = {
      type: 'subscribe',
      gameIds: [...target.visibleGameIds],
      ...(token ? { token } : {}),
    };
    s.send(JSON.stringify(message));
    target.onSubscribe?.(message.gameIds);
  }

  private onMessage(raw: unknown): void {
    const target = this.target;
    const m = parseFeedMessage(raw);
    if (!target || !m) return;
    switch (m.type) {
      case 'snapshot': {
        // a new epoch numbers from 1 again: its sequence replaces ours, or every update up to
        // the old number would be ignored and the board would freeze
        const renumbered = m.epoch !== undefined && m.epoch !== this.epoch;
        this.seq = renumbered ? m.seq : Math.max(this.seq, m.seq);
        if (m.epoch !== undefined) this.epoch = m.epoch;
        // a snapshot answers a subscription (a match scrolled into the window): shown at once,
        // its prices and its rows no longer refreshing in one redraw
        runInAction(() => {
          for (const match of m.matches) target.pushUpdate(match);
          target.flushUpdates?.();
          target.onSnapshot?.(m.matches.map((match) => match.gameId));
        });
        this.failures = 0;
        target.setLiveStatus('live');
        if (this.dropped) {
          this.dropped = false;
          this.deps.onSettled?.(null); // settlements while down: the balance is asked again
        }
        return;
      }
      case 'update':
        this.onUpdate(target, m);
        return;
      case 'batch':
        for (const u of m.updates) this.onUpdate(target, u);
        return;
      case 'settled':
        if (this.settledIds.has(m.betId)) return;
        this.settledIds.add(m.betId);
        this.deps.onSettled?.({ betId: m.betId, result: m.result, payout: m.payout });
        return;
      case 'cashOut':
        this.deps.onCashOut?.(m.values);
        return;
      default:
        return;
    }
  }

  private onUpdate(target: LiveTarget, m: FeedUpdateMessage): void {
    if (m.seq <= this.seq) {
      this.ignored++;
      return;
    }
    this.seq = m.seq;
    this.applied++;
    target.pushUpdate(m); // the message is the update (the store reads only its fields)
  }
}
