// The match page (/game/sport/{enName}/match/{gameId}): one match with every open market, its
// score and clock and its timeline (the resource's `odds` method), kept live by the same feed as
// the board (it attaches itself as the feed's target while the page is open). A score or period
// that moves asks the resource again for the timeline; prices move in place and reach the slip.
import { makeAutoObservable, runInAction } from 'mobx';
import type { components } from '../../sdk/schema';
import { ApiError } from '../../sdk/errors';
import { resourceBase, type ResourceBodyOf } from './resource';
import { obj, readMarkets, readMatches } from './answers';
import { CODE_UID_VERIFICATION, type LiveStatus } from './SportsStore';
import type { LiveTarget, LiveUpdate, Market, Match, SportsRoot } from './types';

export type MatchEvent = components['schemas']['MatchEvent'];

/** 6303 no data: the resource knows no match of that id. */
const CODE_NO_DATA = 6303;

export type MatchDetailStatus = 'loading' | 'ready' | 'notFound' | 'error';

export class MatchDetail implements LiveTarget {
  status: MatchDetailStatus = 'loading';
  error: string | null = null;
  match: Match | null = null;
  markets: Market[] = [];
  events: MatchEvent[] = [];
  liveStatus: LiveStatus = 'off';

  constructor(
    private readonly root: SportsRoot & { sports?: { readonly venueToken: string | null } },
    readonly enName: string,
    readonly gameId: string,
  ) {
    makeAutoObservable<MatchDetail, 'root'>(this, { root: false });
  }

  get visibleGameIds(): readonly string[] {
    return [this.gameId];
  }

  /** Before kick-off, in play, or over (its markets closed). */
  get phase(): 'pre' | 'live' | 'finished' {
    const m = this.match;
    if (!m) return 'pre';
    if (m.gameStatus === 2 || m.gameStatus === 4) return 'finished';
    return m.isLive ? 'live' : 'pre';
  }

  /** In play with every market locked or none open: suspended (around a goal, a set). */
  get suspended(): boolean {
    if (this.phase !== 'live') return false;
    const prices = this.markets.flatMap((m) => m.selections);
    return prices.length === 0 || prices.every((p) => p.locked === true);
  }

  private body(): ResourceBodyOf<'odds'> {
    const Request = {
      ...resourceBase(this.root, this.root.sports?.venueToken ?? null),
      gameId: this.gameId,
      gameType: 'ALL' as const,
      showType: 'RB' as const,
      oddsType: 'H' as const,
    };
    return { method: 'odds', enName: this.enName, Request };
  }

  /** Reads the match, its markets and its timeline; quiet keeps what is shown while asking. */
  async load(quiet = false): Promise<void> {
    if (!quiet) {
      this.status = 'loading';
      this.error = null;
    }
    try {
      const data = await this.root.sdk.call('venueResource', this.body());
      const [match] = readMatches({ matches: [obj(data)['match']] });
      const markets = readMarkets(data);
      // the slip hears of the page's other markets from here (the feed carries the main ones)
      if (quiet) {
        const moves = pricesMoved(this.markets, markets);
        if (moves.length > 0) this.root.slip?.updateOdds(moves);
      }
      runInAction(() => {
        this.match = match && match.gameId !== '' ? match : null;
        this.markets = markets;
        this.events = readEvents(data);
        this.status = this.match ? 'ready' : 'notFound';
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === CODE_UID_VERIFICATION)
        this.root.ui?.openDataError?.(() => void this.load());
      if (quiet) return;
      runInAction(() => {
        if (error instanceof ApiError && error.code === CODE_NO_DATA) this.status = 'notFound';
        else {
          this.status = 'error';
          this.error = error instanceof Error ? error.message : String(error);
        }
      });
    }
  }

  /** A feed update of the match: prices move in place (the slip is told), the score and clock
   * move; a new score or period asks for the timeline again. */
  pushUpdate(u: LiveUpdate): void {
    const m = this.match;
    if (!m || u.gameId !== this.gameId) return;
    // for the slip: moved prices with their line, and a suspended or reopened market (so the
    // slip on this page says why a pick cannot be placed, as on the board)
    const moves: Array<{ r: string; odds: number; ratio?: string; locked?: boolean }> = [];
    for (const o of u.odds ?? []) {
      for (const market of this.markets)
        for (const p of market.selections) {
          if (p.r !== o.r) continue;
          const lockMoved = o.locked !== undefined && Boolean(p.locked) !== o.locked;
          if (o.locked !== undefined) p.locked = o.locked;
          const lineMoved = o.handicap !== undefined && o.handicap !== p.handicap;
          if (lineMoved) p.handicap = o.handicap ?? null;
          const oddsMoved = o.odds > 0 && (o.odds !== p.odds || lineMoved);
          if (oddsMoved) p.odds = o.odds;
          if (oddsMoved || lockMoved)
            moves.push({
              r: o.r,
              odds: p.odds,
              ...(lineMoved ? { ratio: o.handicap } : {}),
              ...(lockMoved ? { locked: o.locked } : {}),
            });
        }
    }
    const scored =
      (u.sc_FT_H !== undefined && u.sc_FT_H !== m.sc_FT_H) ||
      (u.sc_FT_C !== undefined && u.sc_FT_C !== m.sc_FT_C) ||
      (u.se_now !== undefined && u.se_now !== m.se_now) ||
      (u.gameStatus !== undefined && u.gameStatus !== m.gameStatus);
    const opened = (u.odds ?? []).some(
      (o) => o.w !== undefined && !this.markets.some((k) => k.selections.some((p) => p.r === o.r)),
    );
    const fields = [
      'sc_FT_H',
      'sc_FT_C',
      'sc_set_H',
      'sc_set_A',
      'sc_game_H',
      'sc_game_A',
      're_time',
      'se_now',
      'isLive',
      'HalfTime',
      'inningNum',
      'gameStatus',
    ] as const;
    for (const k of fields) {
      const v = u[k];
      if (v !== undefined) (m as unknown as Record<string, unknown>)[k] = v;
    }
    if (moves.length > 0) this.root.slip?.updateOdds(moves);
    // the timeline, the other markets (the feed carries the main ones: when they move, lock or
    // reopen, so do the others) and markets new to the match from the resource
    if (scored || opened || moves.length > 0) void this.load(true);
  }

  setLiveStatus(status: LiveStatus): void {
    this.liveStatus = status;
  }

  poll(): Promise<void> {
    return this.load(true);
  }

  /** Live while the page is open: the feed when there is one (else a 5 s poll). Returns stop. */
  connectLive(): () => void {
    const feed = this.root.liveFeed;
    if (feed) return feed.attach(this);
    this.setLiveStatus('polling');
    let handle: unknown = null;
    const tick = (): void => {
      handle = this.root.clock.setTimeout(() => {
        void this.poll().finally(() => {
          if (handle !== null) tick();
        });
      }, 5000);
    };
    tick();
    return () => {
      if (handle !== null) this.root.clock.clearTimeout?.(handle);
      handle = null;
      this.setLiveStatus('off');
    };
  }
}

/** What moved from one answer's prices to the next: a new price or line, a price gone
 * (suspended or closed: locked), a price back. */
export function pricesMoved(
  before: readonly Market[],
  after: readonly Market[],
): Array<{ r: string; odds: number; ratio?: string; locked?: boolean }> {
  const now = new Map(after.flatMap((m) => m.selections).map((p) => [p.r, p]));
  const moves: Array<{ r: string; odds: number; ratio?: string; locked?: boolean }> = [];
  for (const p of before.flatMap((m) => m.selections)) {
    const n = now.get(p.r);
    if (!n) {
      if (!p.locked) moves.push({ r: p.r, odds: p.odds, locked: true });
      continue;
    }
    const lineMoved = n.handicap !== p.handicap;
    if (n.odds !== p.odds || lineMoved || p.locked)
      moves.push({
        r: n.r,
        odds: n.odds,
        ...(lineMoved && n.handicap !== null ? { ratio: n.handicap } : {}),
        ...(p.locked ? { locked: false } : {}),
      });
  }
  return moves;
}

function readEvents(data: unknown): MatchEvent[] {
  const list = obj(data)['events'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): MatchEvent[] => {
    const o = obj(item);
    const kind = o['kind'];
    const side = o['side'];
    if (kind !== 'goal' && kind !== 'period' && kind !== 'set') return [];
    return [
      {
        kind,
        period: typeof o['period'] === 'string' ? o['period'] : '',
        minute: typeof o['minute'] === 'number' ? o['minute'] : 0,
        side: side === 'H' || side === 'C' ? side : '',
        score: typeof o['score'] === 'string' ? o['score'] : '',
        detail: typeof o['detail'] === 'string' ? o['detail'] : '',
      },
    ];
  });
}
