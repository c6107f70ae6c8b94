// The data a page of the site starts with (server/site.ts writes it, src/app/bootstrap.ts reads
// it): answers of the first calls, so start-up does not wait a round trip after the script for
// them. Only answers that are the same for every visitor of that address and moment are carried
// (preInfo is per address; the menu, notices, promotions, jackpot pools and a lobby's venues are
// public). A lobby's first page of games also holds a member's favourite flags: the page carries a
// visitor's, marked `visitorOnly`, and a member's page asks the server instead (home's hot games
// too). The sports board's first lists (leagues and matches) are public too; home carries the
// board's first match list for its live strip.

import type { OperationRequestBody } from './operations.generated';

type GameListBody = OperationRequestBody<'venueGameList'>;
type GameCategory = NonNullable<GameListBody['category']>;

/** The element holding the page's boot data (JSON in a script element). */
export const BOOT_DATA_ID = 'boot-data';

/** One operation's answer data for one request body. */
export interface BootAnswer {
  op: string;
  body: Record<string, unknown>;
  data: unknown;
  /** The answer as a visitor gets it (a lobby's games, without favourites): a logged-in
   * member's call does not use it. */
  visitorOnly?: boolean;
}

export interface BootData {
  answers?: BootAnswer[];
}

/** The notices the header's ticker asks for on every page (a page carries their answer). */
export const NOTICE_TICKER_BODY = { type: 1 as const, pageNum: 1, pageSize: 20 };

/** The lobby pages (src/app/routeTable.ts, the Lobby screen) and their game category: their
 * page carries the category's venues, the jackpot pools and the first venue's first games. */
export const LOBBY_PAGES: Readonly<Record<string, GameCategory>> = {
  '/game/realbet': 'ZR',
  '/game/chess': 'QP',
  '/game/gaming': 'DJ',
  '/game/lottery': 'CP',
  '/game/egame': 'DZ',
  '/game/fishing': 'BY',
};

/** Games in a page of a lobby's grid. */
export const LOBBY_GAME_PAGE_SIZE = 12;

/** The venue a lobby opens on: the first one not under maintenance, else the first. */
export function lobbyOpeningVenue<T extends { maintenance?: boolean | null }>(
  venues: readonly T[],
): T | undefined {
  return venues.find((v) => v.maintenance !== true) ?? venues[0];
}

/** The body of a lobby's game-list call (venueGameList): the lobby's store and the page's
 * answer build it alike, so the page's answer matches the lobby's first call. */
export function lobbyGameListBody(
  query: Pick<GameListBody, 'enName' | 'category' | 'pageNum' | 'keyword' | 'tab'> & {
    gameType?: string | null;
  },
): GameListBody {
  return {
    enName: query.enName,
    category: query.category,
    keyword: query.keyword ?? '',
    tab: query.tab ?? 'all',
    ...(query.gameType ? { gameType: query.gameType } : {}),
    pageNum: query.pageNum,
    pageSize: LOBBY_GAME_PAGE_SIZE,
  };
}

/** The sports board's pages: /game/sport/<venue>. */
export const SPORTS_BOARD_PREFIX = '/game/sport/';

/** The lists a board opens on (spec section 9's defaults: 滚球, football, odds asked as H). */
export const SPORTS_FIRST_LISTS = { showType: 'RB', gameType: 'FT', oddsType: 'H' } as const;

/** The venue of a sports board's address, or null for another page. */
export function sportsBoardVenue(pathname: string): string | null {
  if (!pathname.startsWith(SPORTS_BOARD_PREFIX)) return null;
  const venue = pathname.slice(SPORTS_BOARD_PREFIX.length).replace(/\/$/, '');
  return /^[A-Za-z0-9]+$/.test(venue) ? venue : null;
}

/**
 * The board's first list calls (venue/resource leagues and matches) without their per-call
 * fields: the board's page carries their answers, and the sports store's first calls match them
 * (bootMatchBody). In the language the player reads the site in (the server knows it from the
 * snapshot_lang cookie; simplified without it); a page in another one asks itself.
 */
export function sportsFirstListBodies(
  enName: string,
  siteLanguage: 'zh-CN' | 'zh-TW' = 'zh-CN',
): Record<'leagues' | 'matches', BootBody> {
  const { showType, gameType, oddsType } = SPORTS_FIRST_LISTS;
  // as the sports store asks (src/stores/sports/resource.ts)
  const language = siteLanguage === 'zh-TW' ? 'zh-tw' : 'zh-cn';
  const request = { language, gameType, showType };
  return {
    leagues: { method: 'leagues', enName, Request: request },
    matches: { method: 'matches', enName, Request: { ...request, oddsType } },
  };
}

type BootBody = Record<string, unknown>;

/** The own sports book (its board at /game/sport/XMTY; home's live strip shows its matches). */
export const OWN_BOOK = 'XMTY';
/** How many hot games the home page shows. */
export const HOT_GAMES = 12;

/** What home's later calls need of the menu (navigationList): each category's code and venues. */
interface MenuCategory {
  code: string;
  venues: readonly { enName: string; maintenance?: boolean | null }[];
}

/**
 * Home's later calls, after the menu: the hot games of the first slot venue not under maintenance
 * (null without one) and the own book's in-play matches, the board's first match list (null
 * without the own book in the menu). Home's model and the page's answers build them alike, so a
 * visitor's page carries their answers and home draws them in its first render.
 */
export function homeExtraBodies(
  menu: readonly MenuCategory[],
  siteLanguage: 'zh-CN' | 'zh-TW' = 'zh-CN',
): { hotVenue: string | null; hotGames: GameListBody | null; liveMatches: BootBody | null } {
  const dz = menu.find((c) => c.code === 'DZ');
  const hotVenue = dz?.venues.find((v) => !v.maintenance)?.enName ?? null;
  const ty = menu.find((c) => c.code === 'TY');
  const ownBook = ty?.venues.some((v) => v.enName === OWN_BOOK && !v.maintenance) ?? false;
  return {
    hotVenue,
    hotGames: hotVenue ? { enName: hotVenue, tab: 'all', pageNum: 1, pageSize: HOT_GAMES } : null,
    liveMatches: ownBook ? sportsFirstListBodies(OWN_BOOK, siteLanguage).matches : null,
  };
}

/** venue/resource's Request fields that differ with every call but not its answer (spec section
 * 7: timestamp, token, ip). */
const RESOURCE_CALL_FIELDS: readonly string[] = ['timestamp', 'token', 'ip'];

/** A call's body as a page's answer is matched by: venue/resource's per-call fields left out. */
export function bootMatchBody(op: string, body: unknown): unknown {
  if (op !== 'venueResource' || typeof body !== 'object' || body === null) return body;
  const { Request: request, ...rest } = body as BootBody;
  if (typeof request !== 'object' || request === null) return body;
  const kept = Object.entries(request).filter(([k]) => !RESOURCE_CALL_FIELDS.includes(k));
  return { ...rest, Request: Object.fromEntries(kept) };
}

/** How long after start-up an answer of the page may stand in for a call. */
export const BOOT_ANSWER_TTL_MS = 30_000;

/** Whether two request bodies are the same (plain JSON values, key order ignored). */
export function sameBody(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** The boot data of a page's text; anything malformed reads as none. */
export function parseBootData(text: string | null | undefined): BootData {
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    const answers = typeof v === 'object' && v !== null ? (v as BootData).answers : undefined;
    if (!Array.isArray(answers)) return {};
    return {
      answers: answers.filter(
        (a): a is BootAnswer =>
          typeof a === 'object' &&
          a !== null &&
          typeof a.op === 'string' &&
          typeof a.body === 'object' &&
          a.body !== null &&
          'data' in a,
      ),
    };
  } catch {
    return {};
  }
}
