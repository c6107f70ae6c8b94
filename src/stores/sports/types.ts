// Types of the sports lists (spec section 3) and the narrow part of the root the store uses.
import type { components } from '../../sdk/schema';
import type { OddsFormat } from '../../domain/odds';
import type { ResourceRoot } from './resource';
import type { LaunchResult, Venue } from '../wallet/WalletStore';

export type ShowType = components['schemas']['SportsShowType'];
export type SportGameType = components['schemas']['SportsGameType'];
export type Edition = 'classic' | 'professional';

/** Runs a callback at the next animation frame (requestAnimationFrame in the browser). */
export type ScheduleFrame = (callback: () => void) => unknown;

/** What the sports store needs from the root store (the real RootStore fits). */
export interface SportsRoot extends ResourceRoot {
  sdk: {
    call(
      operationId: string,
      body: unknown,
      options?: { idempotencyKey?: string },
    ): Promise<unknown>;
  };
  /** The page's answer of a call, once (the board's page carries its first lists). */
  pageAnswer?(operationId: 'venueResource', body: unknown): unknown;
  clock: {
    now(): number;
    setTimeout(fn: () => void, ms: number): unknown;
    clearTimeout?(handle: unknown): void;
  };
  session: {
    readonly isLoggedIn: boolean;
    readonly token?: string | null;
    requireLogin?(prompt?: 'dialog' | 'toast' | false): boolean;
    ensureUserInfo?(): Promise<boolean>;
  };
  /** Edition (classic / professional) and the sports-channel mode of guard 4 live in the site store. */
  site?: {
    readonly ip: string | null;
    readonly language?: string;
    readonly edition?: Edition;
    setEdition?(edition: Edition): void;
    readonly sportsChannelMode?: boolean;
    setSportsChannelMode?(on: boolean): void;
  };
  /** The wallet, whose venue launch the sports channel (crty) goes through like every venue: the
   * 启动中 overlay, 6413's transfer-in dialog, the server's message, one launch at a time. */
  wallet?: {
    launch?(venue: Venue): Promise<LaunchResult>;
    /** The member's 免转钱包 (null until the user info says) and the centre balance, to say
     * what the channel's launch moves in. */
    readonly autoTransfer?: boolean | null;
    readonly centerBalance?: number | null;
    refreshBalance?(): Promise<void>;
    refreshBalanceUnlessRecent?(ms: number): Promise<void>;
  };
  /** The betting slip, told of live odds changes of its picks. */
  slip?: {
    /** The matches of the slip's picks (the live feed follows them off screen too). */
    readonly pickedGameIds?: readonly string[];
    /** Moved prices (Hong Kong odds), with the line when it moved. */
    updateOdds(
      changes: Iterable<{ r: string; odds: number; ratio?: string; locked?: boolean }>,
    ): void;
  };
  ui?: {
    openDataError?(onReenter: () => void): void;
    /** The 启动中 overlay of a venue entry. */
    setVenueEntry?(open: boolean): void;
  };
  /** The live feed (websocket) of the board, when there is one. */
  liveFeed?: { attach(sports: LiveTarget): () => void };
  /** Injected frame scheduler (tests, benchmarks); else requestAnimationFrame. */
  scheduleFrame?: ScheduleFrame;
}

export interface League {
  id: string;
  name: string;
  icon: string;
  isShow: boolean;
  isExpand: boolean;
  count: number;
}

export interface OddsPrice {
  r: string;
  w: string;
  rtype: string;
  name: string;
  handicap: string | null;
  /** Hong Kong odds (the list is requested in HK and converted for display). */
  odds: number;
  /** The market is suspended: the price shows locked and cannot be picked. */
  locked?: boolean;
}

export interface Match {
  gameId: string;
  hgid: string;
  gide: string;
  leagueId: string;
  leagueName: string;
  team_h: string;
  team_c: string;
  startTime: string;
  gameType: string;
  re_time: string;
  t_count: number;
  isLive: boolean;
  se_now: string;
  HalfTime: boolean;
  inningNum: number;
  gameStatus: number;
  sc_FT_H: number;
  sc_FT_C: number;
  /** Set sports: sets won (games in table tennis, frames in snooker) and the score in the set
   * being played (games in tennis, points in volleyball and table tennis). */
  sc_set_H?: number;
  sc_set_A?: number;
  sc_game_H?: number;
  sc_game_A?: number;
  /** Main-line prices by odds id. */
  odds: Record<string, OddsPrice>;
}

/** One live message: odds and score changes of a match. */
export interface LiveUpdate {
  gameId: string;
  /** Moved or (un)locked prices; one with its market (`w` ...) may be new to the match. */
  odds?: ReadonlyArray<{
    r: string;
    odds: number;
    locked?: boolean;
    w?: string;
    rtype?: string;
    name?: string;
    handicap?: string;
  }>;
  sc_FT_H?: number;
  sc_FT_C?: number;
  sc_set_H?: number;
  sc_set_A?: number;
  sc_game_H?: number;
  sc_game_A?: number;
  re_time?: string;
  se_now?: string;
  isLive?: boolean;
  HalfTime?: boolean;
  inningNum?: number;
  gameStatus?: number;
}

export type OddsFormatChoice = OddsFormat;

/** All markets of one match (the resource's `odds` method). */
export interface Market {
  w: string;
  name: string;
  selections: OddsPrice[];
}

export interface MatchMarkets {
  status: 'loading' | 'ready' | 'error';
  markets: Market[];
  error: string | null;
}

/** What the live feed drives on the sports store. */
export interface LiveTarget {
  readonly enName: string;
  readonly visibleGameIds: readonly string[];
  pushUpdate(update: LiveUpdate): void;
  /** Applies what was pushed now rather than at the board's next tick (a snapshot: the
   * matches just subscribed are shown as the feed has them at once). */
  flushUpdates?(): void;
  /** The feed subscribed to these matches, and a snapshot brought these (the board shows which
   * of its matches are current). */
  onSubscribe?(gameIds: readonly string[]): void;
  onSnapshot?(gameIds: readonly string[]): void;
  setLiveStatus(status: 'off' | 'live' | 'reconnecting' | 'polling'): void;
  poll(): Promise<void>;
}
