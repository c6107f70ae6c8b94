// The demo venues served by the server: venueLaunch returns a page's url with a one-time launch
// ticket (never the session token). The page shows the venue wallet and plays the game the venue
// is named (server/venues/*, docs/demo-venues.md) with play money, every round on the ledger.
import { checkLossLimit } from './responsible.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from './db/adapter.ts';
import type { Clock } from './clock.ts';
import type { LaunchTicket, Services } from './services.ts';
import { INSUFFICIENT_CODE, accountId, balanceOf, move, toCents, yuanText } from './ledger.ts';
import { ApiFailure, Code, ok } from './envelope.ts';
import type { Sql } from './db/adapter.ts';
import { dailyLimitCents, dayStart, type LimitClass } from './sports/betting.ts';
import { CENTRE_WALLET_VENUES } from './funds.ts';
import { COMMON_SCRIPT, VENUE_PAGE_PREFIX, venuePageHtml } from './venues/page.ts';
import { loadGame, type GameKind, type GameModule, type VenueGame } from './venues/game.ts';
import { baccaratGame } from './venues/baccarat-game.ts';
import { classicGame } from './venues/classic-game.ts';
import {
  dragonTigerGame,
  niuniuGame,
  rouletteGame,
  sicBoGame,
  zhajinhuaGame,
} from './venues/house-game.ts';
import { slotGame } from './venues/slot-game.ts';
import { doudizhuGame } from './venues/doudizhu-game.ts';
import { esportsGame } from './venues/esports-game.ts';
import { fishingGame } from './venues/fishing-game.ts';
import { sportsbookGame } from './venues/sportsbook-game.ts';
import { lotteryGame, lotteryState, settleDraws } from './venues/lottery-game.ts';
import { checkVipUpgrade } from './vip.ts';
import { toTraditional, traditionalDeep } from './traditional.ts';
import { snapshotLanguageOf } from '../src/app/snapshotPage.ts';

/** Each game's module (server/venues). */
export const GAMES: Readonly<Record<GameKind, GameModule>> = {
  baccarat: baccaratGame,
  dragonTiger: dragonTigerGame,
  roulette: rouletteGame,
  sicBo: sicBoGame,
  niuniu: niuniuGame,
  zhajinhua: zhajinhuaGame,
  doudizhu: doudizhuGame,
  slot: slotGame,
  lottery: lotteryGame,
  esports: esportsGame,
  fishing: fishingGame,
  sportsbook: sportsbookGame,
  classic: classicGame,
};

export { VENUE_PAGE_PREFIX };
export const TICKET_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * The daily maximum payout class (spec section 9) of a venue category's rounds. Designed: casino
 * (USD 600k) covers live casino, electronic games, chess and cards and fishing; financial (USD
 * 180k) covers the number-draw venues (lottery), the closest the site has to financial bets;
 * esports count as other sports. Sports venues (TY) are capped by their bets (sports/betting.ts).
 */
export const VENUE_LIMIT_CLASS: Readonly<Record<string, LimitClass>> = {
  ZR: 'casino',
  DZ: 'casino',
  QP: 'casino',
  BY: 'casino',
  CP: 'financial',
  DJ: 'other',
  TY: 'other',
};

/** Refuses a round whose best return (`best` cents, the game's) would take the member's payouts
 * of the day in its class over the cap (as sports refuses a bet by its potential payout), with
 * 6012 like sports. */
export async function checkDailyPayout(
  db: Sql,
  memberId: number,
  venue: string,
  best: number,
  now: number,
): Promise<void> {
  const rows = await db.query<{ category: string }>(
    'SELECT category FROM venues WHERE en_name = $1',
    [venue],
  );
  const limitClass = VENUE_LIMIT_CLASS[rows[0]?.category ?? ''];
  if (!limitClass) return;
  const categories = Object.keys(VENUE_LIMIT_CLASS).filter(
    (c) => VENUE_LIMIT_CLASS[c] === limitClass,
  );
  const paid = await db.query<{ s: number }>(
    // an open lottery ticket counts at its best return until it is drawn
    `SELECT COALESCE(SUM(CASE WHEN r.settled THEN r.payout ELSE r.best_payout END), 0)::bigint AS s
       FROM venue_rounds r JOIN venues v ON v.en_name = r.venue
     WHERE r.member_id = $1 AND r.created_at >= $2 AND v.category = ANY($3::text[])`,
    [memberId, dayStart(now), categories],
  );
  const limit = dailyLimitCents(limitClass);
  if (Number(paid[0]?.s ?? 0) + best > limit)
    throw new ApiFailure(Code.warning, '已超过今日最高派彩限额', { limit: limit / 100 });
}

/** A launch ticket bound to the session `session` (the caller's token). */
export function issueTicket(
  services: Services,
  grant: {
    memberId: number;
    venue: string;
    gameCode: string;
    session: string;
    traditional?: boolean;
  },
  now: number,
  kind: 'launch' | 'page' = 'launch',
): string {
  const ticket = randomBytes(18).toString('hex');
  services.tickets.set(ticket, { ...grant, kind, expiresAt: now + TICKET_TTL_MS });
  return ticket;
}

/** The ticket while it and its session live; a ticket whose session ended is forgotten. The
 * session is read from the database, so a logout on another server process ends it too. */
export async function liveTicket(
  services: Services,
  db: Sql,
  ticket: string,
  now: number,
): Promise<LaunchTicket | null> {
  const found = services.tickets.get(ticket);
  if (!found) return null;
  if (found.expiresAt <= now) {
    services.tickets.delete(ticket);
    return null;
  }
  const rows = await db.query<{ n: number }>(
    'SELECT 1 AS n FROM sessions WHERE token = $1 AND NOT revoked AND expires_at > $2',
    [found.session, now],
  );
  if (rows.length === 0) {
    services.tickets.delete(ticket);
    return null;
  }
  return found;
}

/** Ends every ticket of a session (logout). */
export function revokeTickets(services: Services, session: string): void {
  for (const [t, v] of services.tickets) if (v.session === session) services.tickets.delete(t);
}

/** The demo page redeems its launch ticket once, for a page ticket of the same grant (its
 * game: the one launched, or the venue's first). */
async function redeemLaunchTicket(
  services: Services,
  db: Sql,
  ticket: string,
  venue: string,
  now: number,
  traditional: boolean,
): Promise<{ pageTicket: string; game: VenueGame } | null> {
  const found = await liveTicket(services, db, ticket, now);
  if (!found || found.kind !== 'launch' || found.venue.toLowerCase() !== venue.toLowerCase())
    return null;
  services.tickets.delete(ticket);
  const game = await loadGame(db, found.venue, found.gameCode);
  if (!game) return null;
  const pageTicket = issueTicket(
    services,
    {
      memberId: found.memberId,
      venue: found.venue,
      gameCode: game.gameCode,
      session: found.session,
      ...(traditional ? { traditional } : {}),
    },
    now,
    'page',
  );
  return { pageTicket, game };
}

/**
 * A round's stake in the documented form of every money call (the contract's MoneyString: a
 * string of digits with at most 2 decimals, nothing around it), to cents; anything else, a JSON
 * number or padding included, is 6007 (issue 42).
 */
export function stakeCents(v: unknown): number {
  if (typeof v !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(v))
    throw new ApiFailure(
      Code.invalidParameter,
      '请输入有效的投注金额(数字,最多两位小数,如 10 或 10.50)',
    );
  const cents = toCents(v);
  if (!cents || cents <= 0) throw new ApiFailure(Code.invalidParameter, '投注金额必须大于0');
  return cents;
}

/** The answer to a demo venue page that does not exist (404). */
export function sendVenueNotFound(reply: FastifyReply, traditional = false): FastifyReply {
  const html =
    '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>演示场馆</title><p>该场馆没有演示游戏</p></html>';
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(traditional ? toTraditional(html.replace('zh-CN', 'zh-TW')) : html);
}

export function registerVenuePages(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; services: Services },
): void {
  const { db, clock, services } = deps;
  /** The page ticket of a page call (a launch ticket is for the page itself, once). */
  const ticketOf = async (body: unknown): Promise<LaunchTicket> => {
    const t =
      typeof body === 'object' && body !== null ? (body as { ticket?: unknown }).ticket : undefined;
    const found = typeof t === 'string' ? await liveTicket(services, db, t, clock.now()) : null;
    if (!found || found.kind !== 'page')
      throw new ApiFailure(Code.loginExpired, '游戏会话已过期,请重新进入游戏');
    if (CENTRE_WALLET_VENUES.has(found.venue))
      throw new ApiFailure(Code.invalidParameter, '该场馆使用中心钱包,请在体育页面投注');
    return found;
  };
  /** A page call's answer, in traditional characters for a 繁體 reader's page ticket, or for a
   * page drawn in 繁體 (its `lang`) whose ticket has expired or was never given. */
  const guard = async (body: unknown, fn: () => Promise<unknown>): Promise<unknown> => {
    const { ticket: t, lang } =
      typeof body === 'object' && body !== null
        ? (body as { ticket?: unknown; lang?: unknown })
        : {};
    const traditional =
      lang === 'zh-TW' || (typeof t === 'string' && services.tickets.get(t)?.traditional === true);
    const answer = await (async () => {
      try {
        return ok(await fn());
      } catch (e) {
        if (e instanceof ApiFailure)
          return { status_code: e.code, data: e.data, message: e.message };
        throw e;
      }
    })();
    return traditional ? traditionalDeep(answer) : answer;
  };

  // The game window frames these pages with an opaque origin (never scripts together with the
  // site's origin, src/domain/links.ts), so their script and calls arrive from origin "null".
  // The calls carry the page ticket in the body and no cookie, so answering that origin gives a
  // page nothing it could not do with its ticket anyway.
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith(`${VENUE_PAGE_PREFIX}/`)) return;
    if (req.headers.origin === 'null') {
      void reply.header('access-control-allow-origin', 'null').header('vary', 'origin');
    }
  });
  app.options(`${VENUE_PAGE_PREFIX}/api/*`, async (_req, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .send(),
  );

  app.get(`${VENUE_PAGE_PREFIX}/:enName`, async (req, reply) => {
    const { enName } = req.params as { enName: string };
    // Guard: a centre-wallet venue is never offered here (the own sports book has its board).
    const own = [...CENTRE_WALLET_VENUES].find((v) => v.toLowerCase() === enName.toLowerCase());
    if (own) return reply.redirect(`/game/sport/${encodeURIComponent(own)}`, 302);
    // A centre-wallet venue (the site's own sports book) is never a demo game.
    const venue = CENTRE_WALLET_VENUES.has(enName) ? null : await loadGame(db, enName, '');
    // a player who reads 繁體: the page, its script and its answers in traditional characters
    const traditional = snapshotLanguageOf(req.headers.cookie) === 'zh-TW';
    if (!venue) return sendVenueNotFound(reply, traditional);
    const query = req.query as Record<string, unknown>;
    const redeemed =
      typeof query.ticket === 'string'
        ? await redeemLaunchTicket(services, db, query.ticket, enName, clock.now(), traditional)
        : null;
    const game = redeemed?.game ?? venue;
    const html = venuePageHtml(
      game,
      GAMES[game.kind].page(game, query),
      redeemed?.pageTicket ?? '',
      traditional,
    );
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(traditional ? toTraditional(html) : html);
  });

  app.get(`${VENUE_PAGE_PREFIX}/app.js`, async (req, reply) => {
    const { kind, lang } = req.query as { kind?: unknown; lang?: unknown };
    const game =
      typeof kind === 'string' && Object.hasOwn(GAMES, kind) ? GAMES[kind as GameKind] : null;
    const script = COMMON_SCRIPT + (game?.script ?? '');
    return (
      reply
        .type('text/javascript; charset=utf-8')
        // loaded by the opaque-origin page: a resource policy of same-origin would block it
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(lang === 'zh-TW' ? toTraditional(script) : script)
    );
  });

  app.post(`${VENUE_PAGE_PREFIX}/api/balance`, async (req) =>
    guard(req.body, async () => {
      const t = await ticketOf(req.body);
      await settleDraws(db, clock.now()); // a drawn ticket's win is in the balance
      return { balance: yuanText(await balanceOf(db, t.memberId, 'venue', t.venue)) };
    }),
  );

  // The lottery page's draw on sale, last result and the member's tickets (settling what is due).
  app.post(`${VENUE_PAGE_PREFIX}/api/lottery`, async (req) =>
    guard(req.body, async () => {
      const t = await ticketOf(req.body);
      const g = await loadGame(db, t.venue, t.gameCode);
      if (!g || g.kind !== 'lottery') throw new ApiFailure(Code.invalidParameter, '该游戏没有开奖');
      return lotteryState(db, g, t.memberId, clock.now());
    }),
  );

  // A round: the stake as money is written (6007), the game's choices (6007) and limits (6012),
  // the venue wallet's balance (6012), responsible play and the daily payout cap, then the
  // stake and the payout on the ledger and the round in the bet records, in one transaction.
  app.post(`${VENUE_PAGE_PREFIX}/api/round`, async (req) =>
    guard(req.body, async () => {
      const t = await ticketOf(req.body);
      const body = req.body as Record<string, unknown>;
      const stake = stakeCents(body.stake);
      const g = await loadGame(db, t.venue, t.gameCode);
      if (!g) throw new ApiFailure(Code.invalidParameter, '该场馆没有演示游戏');
      const bet = GAMES[g.kind].bet(g, body, stake, clock.now());
      return db.transaction(async (tx) => {
        const wallet = await accountId(tx, t.memberId, 'venue', t.venue);
        const house = await accountId(tx, null, 'house', t.venue);
        const now = clock.now();
        const balance = await balanceOf(tx, t.memberId, 'venue', t.venue);
        if (balance < stake)
          throw new ApiFailure(
            INSUFFICIENT_CODE,
            `场馆余额不足(余额 ¥${yuanText(balance)}),请先从中心钱包转入`,
          );
        await checkLossLimit(tx, t.memberId, now);
        await checkDailyPayout(tx, t.memberId, t.venue, bet.best, now);
        await move(tx, {
          memberId: t.memberId,
          kind: 'venue_round',
          from: wallet,
          to: house,
          amount: stake,
          at: now,
          ref: t.venue,
          memo: `${g.gameName} 投注`,
        });
        const { payout, detail } = bet.play((n) => randomInt(0, n));
        if (payout > 0)
          await move(tx, {
            memberId: t.memberId,
            kind: 'venue_round',
            from: house,
            to: wallet,
            amount: payout,
            at: now,
            ref: t.venue,
            memo: `${g.gameName} 派彩`,
          });
        const id = `R${now}${randomBytes(4).toString('hex').toUpperCase()}`;
        await tx.query(
          `INSERT INTO venue_rounds (id, member_id, venue, game_code, stake, payout, created_at, settled, draws_at, best_payout, detail)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            id,
            t.memberId,
            t.venue,
            g.gameCode,
            stake,
            payout,
            now,
            !bet.open,
            bet.open?.drawsAt ?? null,
            bet.best,
            JSON.stringify(detail),
          ],
        );
        await checkVipUpgrade(tx, t.memberId, now); // a round may cross a VIP grade (server/vip.ts)
        return {
          ...detail,
          id,
          stake: stake / 100,
          win: payout / 100,
          balance: yuanText(await balanceOf(tx, t.memberId, 'venue', t.venue)),
        };
      });
    }),
  );
}
