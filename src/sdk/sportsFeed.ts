// The messages of the live sports feed (openapi/asyncapi.yaml, channel sportsFeed): one
// definition for the client (src/stores/sports/LiveFeed.ts) and the reference server
// (server/sports/feed.ts).

/** The socket's address. Designed. */
export const SPORTS_FEED_PATH = '/sports/ws';

export interface FeedOdds {
  r: string;
  /** Hong Kong odds (European for outrights), 0 when the price is gone. */
  odds: number;
  /** The market is suspended (the price is gone from the simulator). */
  locked?: boolean;
  /** The price's market, as the resource's list answer has it: in a snapshot, and in an update
   * for a price new to the match (the in-play markets open at kick-off); absent on a move
   * (but handicap, when the move changed the line). */
  w?: string;
  rtype?: string;
  name?: string;
  handicap?: string;
}

/** The live state of one match (a snapshot's entry). */
export interface FeedMatch {
  gameId: string;
  odds: FeedOdds[];
  sc_FT_H: number;
  sc_FT_C: number;
  /** Sets won (tennis, volleyball; games in table tennis, frames in snooker) and the score in
   * the set being played (games in tennis, points in volleyball and table tennis). */
  sc_set_H: number;
  sc_set_A: number;
  sc_game_H: number;
  sc_game_A: number;
  /** Baseball's inning in play, 0 otherwise. */
  inningNum: number;
  re_time: string;
  se_now: string;
  isLive: boolean;
  HalfTime: boolean;
  gameStatus: number;
}

/** An in-play change of one match: only the fields that changed. */
export type FeedChange = { gameId: string } & Partial<Omit<FeedMatch, 'gameId'>>;

export type FeedUpdateMessage = { type: 'update'; seq: number } & FeedChange;

/** The cash-out (提前兑现) value of one open bet of the member: yuan, or null with the reason
 * (the contract's CashOutReason) and its Chinese message. */
export interface FeedCashOutValue {
  betId: string;
  value: number | null;
  reason: string | null;
  message: string;
}

/** Server → client (asyncapi: FeedSnapshot, FeedUpdate, FeedBatch, FeedSettled, FeedCashOut,
 * FeedPong, FeedError). */
export type FeedServerMessage =
  | {
      type: 'snapshot';
      seq: number;
      /** The numbering's identity: a new epoch (a server restarted on an embedded database)
       * numbers from 1 again, so a client that sees it takes this snapshot's seq as is.
       * Always sent by the reference server; optional for a backend without one. */
      epoch?: string;
      matches: FeedMatch[];
    }
  | FeedUpdateMessage
  | { type: 'batch'; updates: FeedUpdateMessage[] }
  | { type: 'settled'; betId: string; result: string; payout: number }
  | { type: 'cashOut'; values: FeedCashOutValue[] }
  | { type: 'pong'; seq: number }
  | { type: 'error'; code: number; message: string };

/** Client → server (asyncapi: FeedSubscribe, FeedPing). */
export type FeedClientMessage =
  { type: 'subscribe'; gameIds: string[]; token?: string } | { type: 'ping' };
