// A small demo venue served by the server: venueLaunch returns its url with a one-time launch
// ticket (never the session token). The page shows the venue wallet and plays demo rounds with
// play money (a stake from the venue wallet, a random win back), all through the ledger.
import type { FastifyInstance } from 'fastify';
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from './db/adapter.ts';
import type { Clock } from './clock.ts';
import type { Services } from './services.ts';
import { accountId, balanceOf, move, toCents, yuanText } from './ledger.ts';
import { ApiFailure, Code, ok } from './envelope.ts';
import type { Sql } from './db/adapter.ts';
import { dailyLimitCents, dayStart, type LimitClass } from './sports/betting.ts';
import { CENTRE_WALLET_VENUES } from './funds.ts';

export const VENUE_PAGE_PREFIX = '/venue-demo';
export const TICKET_TTL_MS = 2 * 60 * 60 * 1000;

/** The best win of a demo round: 5 times the stake (5 % of rounds), 2 times (45 %), else 0. */
export const MAX_ROUND_MULTIPLIER = 5;

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
};

/** Refuses a round whose best win would take the member's payouts of the day in its class
 * over the cap (as sports refuses a bet by its potential payout), with 6012 like sports. */
export async function checkDailyPayout(
  db: Sql,
  memberId: number,
  venue: string,
  stake: number,
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
    `SELECT COALESCE(SUM(r.payout), 0)::bigint AS s FROM venue_rounds r JOIN venues v ON v.en_name = r.venue
     WHERE r.member_id = $1 AND r.created_at >= $2 AND v.category = ANY($3::text[])`,
    [memberId, dayStart(now), categories],
  );
  const limit = dailyLimitCents(limitClass);
  if (Number(paid[0]?.s ?? 0) + stake * MAX_ROUND_MULTIPLIER > limit)
    throw new ApiFailure(Code.warning, '已超过今日最高派彩限额', { limit: limit / 100 });
}

export function issueTicket(
  services: Services,
  memberId: number,
  venue: string,
  gameCode: string,
  now: number,
): string {
  const ticket = randomBytes(18).toString('hex');
  services.tickets.set(ticket, { memberId, venue, gameCode, expiresAt: now + TICKET_TTL_MS });
  return ticket;
}

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const SCRIPT = `
const ticket = new URLSearchParams(location.search).get('ticket') || '';
const $ = (id) => document.getElementById(id);
async function call(path, body) {
  const r = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket, ...body }) });
  return r.json();
}
async function refresh() {
  const r = await call('${VENUE_PAGE_PREFIX}/api/balance', {});
  $('balance').textContent = r.status_code === 6000 ? r.data.balance : r.message;
}
$('play').addEventListener('click', async () => {
  const r = await call('${VENUE_PAGE_PREFIX}/api/round', { stake: $('stake').value });
  $('result').textContent = r.status_code === 6000 ? (r.data.win > 0 ? '赢得 ' + r.data.win.toFixed(2) : '未中奖') : r.message;
  refresh();
});
refresh();
`;

export function registerVenuePages(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; services: Services },
): void {
  const { db, clock, services } = deps;
  const ticketOf = (body: unknown): { memberId: number; venue: string; gameCode: string } => {
    const t =
      typeof body === 'object' && body !== null ? (body as { ticket?: unknown }).ticket : undefined;
    const found = typeof t === 'string' ? services.tickets.get(t) : undefined;
    if (!found || found.expiresAt <= clock.now())
      throw new ApiFailure(Code.loginExpired, '游戏会话已过期,请重新进入游戏');
    if (CENTRE_WALLET_VENUES.has(found.venue))
      throw new ApiFailure(Code.invalidParameter, '该场馆使用中心钱包,请在体育页面投注');
    return found;
  };
  const guard = async (fn: () => Promise<unknown>): Promise<unknown> => {
    try {
      return ok(await fn());
    } catch (e) {
      if (e instanceof ApiFailure) return { status_code: e.code, data: e.data, message: e.message };
      throw e;
    }
  };

  app.get(`${VENUE_PAGE_PREFIX}/:enName`, async (req, reply) => {
    const { enName } = req.params as { enName: string };
    // Guard: a centre-wallet venue is never offered here (the own sports book has its board).
    const own = [...CENTRE_WALLET_VENUES].find((v) => v.toLowerCase() === enName.toLowerCase());
    if (own) return reply.redirect(`/game/sport/${encodeURIComponent(own)}`, 302);
    const rows = await db.query<{ name: string }>('SELECT name FROM venues WHERE en_name = $1', [
      enName,
    ]);
    const name = escapeHtml(rows[0]?.name ?? enName);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${name} - 演示场馆</title>` +
          `<style>body{font-family:sans-serif;background:#10233f;color:#fff;text-align:center;padding:40px}button{font-size:18px;padding:8px 24px}</style></head>` +
          `<body><h1>${name}</h1><p>演示场馆 · 仅使用娱乐币</p><p>场馆余额: <strong id="balance">…</strong> 元</p>` +
          `<p><label>投注金额 <input id="stake" value="10" size="6"></label> <button id="play">开始一局</button></p><p id="result"></p>` +
          `<script src="${VENUE_PAGE_PREFIX}/app.js"></script></body></html>`,
      );
  });

  app.get(`${VENUE_PAGE_PREFIX}/app.js`, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(SCRIPT),
  );

  app.post(`${VENUE_PAGE_PREFIX}/api/balance`, async (req) =>
    guard(async () => {
      const t = ticketOf(req.body);
      return { balance: yuanText(await balanceOf(db, t.memberId, 'venue', t.venue)) };
    }),
  );

  app.post(`${VENUE_PAGE_PREFIX}/api/round`, async (req) =>
    guard(async () => {
      const t = ticketOf(req.body);
      const stake = toCents((req.body as { stake?: unknown }).stake);
      if (!stake || stake <= 0) throw new ApiFailure(Code.invalidParameter, '请输入有效的投注金额');
      return db.transaction(async (tx) => {
        const wallet = await accountId(tx, t.memberId, 'venue', t.venue);
        const house = await accountId(tx, null, 'house', t.venue);
        const now = clock.now();
        await checkDailyPayout(tx, t.memberId, t.venue, stake, now);
        await move(tx, {
          memberId: t.memberId,
          kind: 'venue_round',
          from: wallet,
          to: house,
          amount: stake,
          at: now,
          ref: t.venue,
          memo: '演示投注',
        });
        const roll = randomInt(0, 100);
        const win = roll < 45 ? stake * 2 : roll < 50 ? stake * MAX_ROUND_MULTIPLIER : 0;
        if (win > 0)
          await move(tx, {
            memberId: t.memberId,
            kind: 'venue_round',
            from: house,
            to: wallet,
            amount: win,
            at: now,
            ref: t.venue,
            memo: '演示派彩',
          });
        await tx.query(
          'INSERT INTO venue_rounds (id, member_id, venue, game_code, stake, payout, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [
            `R${now}${randomBytes(4).toString('hex').toUpperCase()}`,
            t.memberId,
            t.venue,
            t.gameCode,
            stake,
            win,
            now,
          ],
        );
        return {
          win: win / 100,
          balance: yuanText(await balanceOf(tx, t.memberId, 'venue', t.venue)),
        };
      });
    }),
  );
}
