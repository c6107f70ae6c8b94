// Helpers shared by the server tests and the server bench (bench/server.bench.ts): a server
// listening on loopback called over real HTTP, the first bettable offer of a venueResource
// `matches` answer, the placeBet selection for it, and the bodies listing matches and placing a
// single bet.
import type { FastifyInstance } from 'fastify';

/** The answer envelope as read by a client. */
export interface Env {
  status_code: number;
  data: unknown;
  message: string;
}

/** A server listening on a loopback port, called by operationId over HTTP. */
export interface Loopback {
  /** `http://127.0.0.1:PORT` */
  base: string;
  /** The path of an operation ('' for an unknown id). */
  path: (id: string) => string;
  /** POSTs a JSON body with the common headers, a token and an optional idempotency key. */
  post: (
    id: string,
    body: unknown,
    token: string,
    key?: string,
  ) => Promise<{ http: number; env: Env }>;
}

/** Starts the app on a free loopback port; every call carries the device `uuid`. */
export async function listenOnLoopback(app: FastifyInstance, uuid: string): Promise<Loopback> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const path = (id: string): string => app.contract.operation(id)?.path ?? '';
  return {
    base,
    path,
    post: async (id, body, token, key) => {
      const res = await fetch(base + path(id), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          timestamp: String(app.services.clock.now()),
          uuid,
          token,
          ...(key ? { 'Idempotency-Key': key } : {}),
        },
        body: JSON.stringify(body),
      });
      return { http: res.status, env: (await res.json()) as Env };
    },
  };
}

/** One main-market price of a listed match (a type, not an interface, so that a selection
 *  built from it fits `Record<string, unknown>`). */
export type OfferedOdds = {
  r: string;
  w: string;
  rtype: string;
  odds: number;
};

/** The fields of a listed match that a bet names. */
export interface OfferedMatch {
  gameId: string;
  hgid: string;
  gide: string;
  team_h: string;
  team_c: string;
  mainOdds: OfferedOdds[];
}

/** The venueResource body listing the football matches of a show type, prices in HK odds. */
export function footballMatchesBody(showType: string): object {
  return {
    method: 'matches',
    enName: 'XMTY',
    Request: {
      timestamp: 0,
      token: '',
      language: 'zh-cn',
      ip: '',
      gameType: 'FT',
      showType,
      oddsType: 'H',
    },
  };
}

/** The first match of a `matches` answer's data and its first main odds; throws when there is none. */
export function firstOffer(data: unknown): { match: OfferedMatch; odd: OfferedOdds } {
  const match = (data as { matches: OfferedMatch[] }).matches[0];
  const odd = match?.mainOdds[0];
  if (!match || !odd) throw new Error('no match to bet on');
  return { match, odd };
}

/** The placeBet selection naming one price of a match. */
export function selectionOf(
  match: Omit<OfferedMatch, 'mainOdds'>,
  odd: OfferedOdds,
): Omit<OfferedMatch, 'mainOdds'> & OfferedOdds {
  return {
    gameId: match.gameId,
    hgid: match.hgid,
    gide: match.gide,
    team_h: match.team_h,
    team_c: match.team_c,
    w: odd.w,
    r: odd.r,
    rtype: odd.rtype,
    odds: odd.odds,
  };
}

/** The venueResource body of a single bet at any odds, with its idempotency key. */
export function singleBetBody(selection: object, stake: string, key: string): object {
  return {
    method: 'placeBet',
    enName: 'XMTY',
    Request: {
      timestamp: Date.now(),
      token: '',
      language: 'zh-cn',
      ip: '',
      betType: 'single',
      oddsType: 'H',
      stake,
      acceptOddsChange: true,
      idempotencyKey: key,
      selections: [selection],
    },
  };
}

/** Opens the demo venue page of a launch url (redeeming its one-time launch ticket) and returns
 * the page ticket the page's own calls carry ('' when the launch ticket was refused). */
export async function openVenuePage(
  app: FastifyInstance,
  url: string,
): Promise<{ html: string; pageTicket: string }> {
  const res = await app.inject({ method: 'GET', url });
  const m = /<meta name="venue-session" content="([^"]*)">/.exec(res.body);
  return { html: res.body, pageTicket: m?.[1] ?? '' };
}
