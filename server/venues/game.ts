// What every demo venue game shares (docs/demo-venues.md): which game a venue page plays, the
// stake's limits (限红) with their Chinese refusals, and the shape of a game module: its page
// parts, its script, and a bet that knows its best return before the round is played.
import type { Sql } from '../db/adapter.ts';
import { ApiFailure, Code } from '../envelope.ts';
import { formatCny } from '../../src/domain/money.ts';

/** The game a venue page plays: by the venue's category and the game's name. */
export type GameKind =
  | 'baccarat'
  | 'dragonTiger'
  | 'roulette'
  | 'sicBo'
  | 'niuniu'
  | 'zhajinhua'
  | 'doudizhu'
  | 'slot'
  | 'lottery'
  | 'esports'
  | 'fishing'
  | 'sportsbook'
  | 'classic';

export interface VenueTable {
  tableId: string;
  name: string;
  gameCode: string;
  minBet: number;
  maxBet: number;
}

export interface VenueMatch {
  matchId: string;
  gameName: string;
  league: string;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  /** Football (the sports channel): minutes played. */
  minute?: number;
}

export interface VenueData {
  tables?: VenueTable[];
  drawEveryMin?: number;
  liveMatches?: VenueMatch[];
}

export interface VenueGame {
  venue: string;
  venueName: string;
  category: string;
  data: VenueData;
  gameCode: string;
  gameName: string;
  kind: GameKind;
}

export function kindOf(category: string, gameName: string): GameKind {
  if (category === 'ZR') {
    if (gameName.includes('龙虎')) return 'dragonTiger';
    if (gameName.includes('轮盘')) return 'roulette';
    if (gameName.includes('骰宝')) return 'sicBo';
    return 'baccarat';
  }
  if (category === 'QP')
    return gameName.includes('牛')
      ? 'niuniu'
      : gameName.includes('斗地主')
        ? 'doudizhu'
        : 'zhajinhua';
  if (category === 'DZ') return 'slot';
  if (category === 'CP') return 'lottery';
  if (category === 'DJ') return 'esports';
  if (category === 'BY') return 'fishing';
  if (category === 'TY') return 'sportsbook';
  return 'classic';
}

/** The venue's game `gameCode`, or its first game when the venue was entered without one. */
export async function loadGame(
  db: Sql,
  venue: string,
  gameCode: string,
): Promise<VenueGame | null> {
  const rows = await db.query<{
    en_name: string;
    name: string;
    category: string;
    data: VenueData;
    game_code: string | null;
    game_name: string | null;
  }>(
    `SELECT v.en_name, v.name, v.category, v.data, g.game_code, g.name AS game_name
       FROM venues v LEFT JOIN games g ON g.venue = v.en_name AND ($2 = '' OR g.game_code = $2)
      WHERE v.en_name = $1 ORDER BY g.id LIMIT 1`,
    [venue, gameCode],
  );
  const r = rows[0];
  if (!r) return null;
  const gameName = r.game_name ?? r.name;
  return {
    venue: r.en_name,
    venueName: r.name,
    category: r.category,
    data: r.data,
    gameCode: r.game_code ?? '',
    gameName,
    kind: kindOf(r.category, gameName),
  };
}

export interface Limits {
  /** yuan */
  min: number;
  max: number;
  /** 本桌 (a table), 本游戏 (any other game) */
  of: string;
}

export const cny = (yuan: number): string => `¥${formatCny(yuan)}`;

export function limitsText(l: Limits): string {
  return `${l.of}限红 ${cny(l.min)} - ${cny(l.max)}`;
}

/** A stake (cents) within the limits, else 6012 naming the bound and the limits. */
export function checkLimits(stake: number, l: Limits): void {
  if (stake < l.min * 100)
    throw new ApiFailure(Code.warning, `最低投注 ${cny(l.min)}(${limitsText(l)})`, {
      minBet: l.min,
      maxBet: l.max,
    });
  if (stake > l.max * 100)
    throw new ApiFailure(Code.warning, `最高投注 ${cny(l.max)}(${limitsText(l)})`, {
      minBet: l.min,
      maxBet: l.max,
    });
}

/** A live casino game without a table of its own plays at these limits. */
const HOUSE_LIMITS: Limits = { min: 10, max: 50_000, of: '本桌' };

/** The venue's tables of the game (the lobby's 牌桌 cards). */
export function tablesOf(g: VenueGame): VenueTable[] {
  return (g.data.tables ?? []).filter((t) => t.gameCode === g.gameCode);
}

export function limitsOf(t: VenueTable | undefined): Limits {
  return t ? { min: t.minBet, max: t.maxBet, of: '本桌' } : HOUSE_LIMITS;
}

/** The table a bet asks for (by its id), or the game's first table; 6007 for another. */
export function tableOf(g: VenueGame, asked: unknown): VenueTable | undefined {
  const tables = tablesOf(g);
  if (asked === undefined || asked === '') return tables[0];
  const found = tables.find((t) => t.tableId === asked);
  if (!found) bad('牌桌不存在,请重新选择牌桌');
  return found;
}

/** The page's table picker (opened at the lobby's `&table=`), its 限红 and the first stake. */
export function tableChoice(
  g: VenueGame,
  query: Record<string, unknown>,
): { select: string; limits: string; stake: string } {
  const tables = tablesOf(g);
  const asked = typeof query.table === 'string' ? query.table : '';
  const chosen = tables.find((t) => t.tableId === asked) ?? tables[0];
  const options = (tables.length > 0 ? tables : [undefined])
    .map((t) => {
      const limits = limitsText(limitsOf(t));
      const name = t ? t.name : g.gameName;
      return `<option value="${escapeHtml(t?.tableId ?? '')}" data-limits="${escapeHtml(limits)}"${t === chosen ? ' selected' : ''}>${escapeHtml(name)}</option>`;
    })
    .join('');
  const limits = limitsOf(chosen);
  return {
    select: `<label>牌桌 <select id="table">${options}</select></label>`,
    limits: `<p id="limits" class="limits">${escapeHtml(limitsText(limits))}</p>`,
    stake: String(limits.min),
  };
}

export function bad(message: string): never {
  throw new ApiFailure(Code.invalidParameter, message);
}

/** A bet checked and priced: what it can return at best (the daily payout cap counts it before
 * the round), and the round itself (`randomBelow(n)`: an integer in [0, n)). */
export interface Bet {
  best: number;
  /** a ticket waiting for a draw at `drawsAt`: the round stays open, paid when drawn */
  open?: { drawsAt: number };
  play(randomBelow: (n: number) => number): { payout: number; detail: Record<string, unknown> };
}

export interface PageParts {
  /** the game's picture (cards, reels, balls, fish) */
  stage: string;
  /** the bet's choices above the stake */
  choices: string;
  /** rules, paytable, odds: shown to the player */
  rules: string;
  play: string;
  /** the stake input's first value */
  stake: string;
}

export interface GameModule {
  page(g: VenueGame, query: Record<string, unknown>): PageParts;
  /** the page's script after the common one (call, refresh, el, wait, $ and stage are there) */
  script: string;
  bet(g: VenueGame, body: Record<string, unknown>, stake: number, now: number): Bet;
}

/** A match of a small book (esports, the sports channels): its league line (HTML, names escaped by
 * the caller), teams and score, and its picks; the one `chosen` by the page's query is marked. */
export function bookMatchCard(
  m: { home: string; away: string; homeScore: number; awayScore: number },
  chosen: boolean,
  leagueHtml: string,
  picks: string,
): string {
  return (
    `<article class="match${chosen ? ' chosen' : ''}"><p class="league">${leagueHtml}</p>` +
    `<p class="teams">${escapeHtml(m.home)} <b>${m.homeScore} : ${m.awayScore}</b> ${escapeHtml(m.away)}</p>${picks}</article>`
  );
}

/** The page of a small book: its match cards, the limits, then the book's rules (HTML). */
export function matchBookPage(cards: string, limits: Limits, rulesHtml: string): PageParts {
  return {
    stage: `<div class="book" role="group" aria-label="赛事盘口">${cards}</div>`,
    choices: '',
    rules: `<p class="limits">${limitsText(limits)}</p>` + rulesHtml,
    play: '投注',
    stake: String(limits.min),
  };
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
