// Types of the betting slip (spec section 3: keyed selections) and the narrow part of the root
// store the slip uses, so tests build a small fake root.
import type { MessageKey } from '../../domain/messages';
import type { OddsFormat } from '../../domain/odds';
import type { ResourceRoot } from '../sports/resource';
import type { KeyValueStorage } from '../deps';

export type ToastKind = 'info' | 'error' | 'success' | 'warning';

/** What the slip needs from the root store (the real RootStore fits). */
export interface SlipRoot extends ResourceRoot {
  /** Where the picks and the odds preference are saved (they survive a reload). */
  storage?: KeyValueStorage;
  sdk: {
    call(
      operationId: string,
      body: unknown,
      options?: { idempotencyKey?: string },
    ): Promise<unknown>;
    newIdempotencyKey(): string;
  };
  clock: {
    now(): number;
    setTimeout(fn: () => void, ms: number): unknown;
    clearTimeout(handle: unknown): void;
  };
  session: {
    readonly isLoggedIn: boolean;
    readonly token?: string | null;
    requireLogin?(prompt?: 'dialog' | 'toast' | false): boolean;
  };
  wallet: {
    readonly centerBalance: number | null;
    refreshBalance?(): Promise<void>;
  };
  ui: {
    /** The non-closable 数据异常,请重新进入游戏 dialog of a 6302 (spec section 8). */
    openDataError?(onReenter: () => void): void;
    toast(
      kind: ToastKind,
      /** A MessageKey (with its params) to translate, or the server's own text. */
      content: { key: MessageKey; params?: Record<string, string | number> } | string,
    ): number;
  };
  /**
   * The sports store, once built: the venue (enName) and its token, and the odds format of the
   * lists, forced to HK by series mode.
   */
  sports?: {
    readonly enName: string;
    readonly venueToken: string | null;
    readonly oddsFormat: OddsFormat;
    forceOddsFormat(format: OddsFormat | null): void;
    /** Enters the venue again (the data error dialog's confirm). */
    reenter?(): void;
  };
}

/** A pick as offered by a match card (section 3 fields). Odds are Hong Kong odds. */
export interface PickInput {
  gameInfo: {
    gameId: string;
    hgid?: string;
    gide?: string;
    team_h?: string;
    team_c?: string;
    league?: string;
  };
  /** w: the play type code (R, OU, M, ...); name: what was picked; ratio: the handicap line. */
  playInfo: { w: string; name?: string; ratio?: string };
  /** r: the odds id. */
  oddInfo: { r: string; gameId?: string; odds: number | string };
  /** Present for a champion (outright) pick. */
  championRate?: { rtype: string };
  /** Stake limits of this pick, when the card knows them. */
  limits?: { min?: number; max?: number };
}

/** Betting status of a pick: delay means the order is being confirmed. */
export type BetActive = 'idle' | 'submitting' | 'delay' | 'accepted' | 'rejected';

export interface SlipPick {
  key: string;
  kind: 'normal' | 'champion';
  gameInfo: PickInput['gameInfo'];
  playInfo: PickInput['playInfo'];
  oddInfo: { r: string; gameId: string; odds: number };
  championRate: { rtype: string } | null;
  limits: { min: number; max: number };
  bettingData: { active: BetActive; ticket_id: string | null; message: string | null };
  /** The stake as typed (capped), per pick in single and multiple modes. */
  stake: string;
  stakeError: MessageKey | null;
  /** Why the stake was capped last: to the balance or to the pick's maximum. */
  capReason: 'balance' | 'max' | null;
  isInvalid: boolean;
  /** The odds moved since the pick was made; placing needs an accept first. */
  oddsChanged: boolean;
  previousOdds: number | null;
  /** The line (handicap or over/under, playInfo.ratio) moved since the pick was made: another
   * bet, so placing needs an accept first whatever the odds preference. */
  lineChanged: boolean;
  previousRatio: string | null;
  /** The pick's market is suspended (around a goal, a run or the end of a set): it cannot be
   * placed until the market reopens. Live state, not kept across a reload. */
  suspended?: boolean;
}

/** A move of a pick's price (Hong Kong odds) and, when it moved, of its line. */
export interface PriceMove {
  r: string;
  odds: number;
  ratio?: string;
  /** The market was suspended (true) or reopened (false). */
  locked?: boolean;
}

/** An accepted ticket as the server answered it (the slip's receipt after 投注成功). */
export interface Receipt {
  ticketId: string;
  betType: string;
  /** 串关: the combination type's code (kx1 or nxM). */
  seriesType: string | null;
  bets: number;
  /** Total stake, yuan. */
  stake: number;
  /** The ticket's accepted odds, in oddsFormat. */
  odds: number;
  potentialWin: number;
  oddsFormat: OddsFormat;
  /** Each pick of the ticket with its accepted odds (null if the server did not say). */
  legs: Array<{
    key: string;
    name: string;
    match: string;
    odds: number | null;
    oddsFormat: OddsFormat;
  }>;
}

export type SelectOutcome = 'added' | 'removed' | 'full' | 'confirming' | 'login_required';

export type PlaceOutcome =
  | { status: 'placed'; accepted: number; delayed: number; rejected: number; failed: number }
  | { status: 'empty' }
  | { status: 'confirming' }
  | { status: 'login_required' }
  | { status: 'invalid' }
  | { status: 'odds_changed' }
  | { status: 'suspended' }
  | { status: 'failed'; message: string; retryable: boolean };
