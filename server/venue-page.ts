// A small demo venue served by the server: venueLaunch returns its url with a one-time launch
// ticket (never the session token). The page shows the venue wallet and plays demo rounds with
// play money (a stake from the venue wallet, a random win back), all through the ledger.
import { checkLossLimit } from './responsible.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from './db/adapter.ts';
import type { Clock } from './clock.ts';
import type { LaunchTicket, Services } from './services.ts';
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

/** A launch ticket bound to the session `session` (the caller's token). */
export function issueTicket(
  services: Services,
  grant: { memberId: number; venue: string; gameCode: string; session: string },
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

/** The demo page redeems its launch ticket once, for a page ticket of the same grant. */
async function redeemLaunchTicket(
  services: Services,
  db: Sql,
  ticket: string,
  venue: string,
  now: number,
): Promise<string | null> {
  const found = await liveTicket(services, db, ticket, now);
  if (!found || found.kind !== 'launch' || found.venue.toLowerCase() !== venue.toLowerCase())
    return null;
  services.tickets.delete(ticket);
  return issueTicket(
    services,
    {
      memberId: found.memberId,
      venue: found.venue,
      gameCode: found.gameCode,
      session: found.session,
    },
    now,
    'page',
  );
}

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** How a venue's demo game looks: slot reels, a card table or a number draw. */
export type DemoKind = 'slot' | 'table' | 'draw';

export const DEMO_KIND: Readonly<Record<string, DemoKind>> = {
  DZ: 'slot',
  BY: 'slot',
  ZR: 'table',
  QP: 'table',
  DJ: 'table',
  CP: 'draw',
};

const STYLE = `
:root{color-scheme:dark;--gold:#f6c453;--bg1:#0b1530;--bg2:#1d2d5c;--win:#2fd47a;--lose:#ff6b6b}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",system-ui,sans-serif;color:#fff;
  background:radial-gradient(circle at 50% 0%,var(--bg2),var(--bg1) 70%);display:flex;flex-direction:column;align-items:center;gap:18px;padding:24px 12px}
body[data-kind=table]{--bg1:#06281a;--bg2:#0f5a38}
body[data-kind=draw]{--bg1:#2a0b1e;--bg2:#5c1d45}
h1{margin:0;font-size:24px;letter-spacing:.04em}
.sub{margin:0;color:#c9d3ff;font-size:13px}
.wallet{font-size:15px}.wallet strong{color:var(--gold);font-variant-numeric:tabular-nums;font-size:20px}
.stage{position:relative;width:min(560px,100%);padding:18px;border-radius:20px;background:rgba(0,0,0,.35);
  box-shadow:inset 0 0 0 2px rgba(246,196,83,.45),0 12px 40px rgba(0,0,0,.45);display:flex;justify-content:center;gap:12px}
.reel{width:30%;aspect-ratio:3/4;border-radius:14px;background:linear-gradient(#fff,#dfe6ff);color:#1b2140;display:flex;align-items:center;justify-content:center;
  font-size:56px;font-weight:800;overflow:hidden;box-shadow:inset 0 -8px 16px rgba(0,0,0,.2)}
.reel span{display:block}
.spinning .reel span{animation:spin .12s linear infinite}
@keyframes spin{from{transform:translateY(-60%)}to{transform:translateY(60%)}}
.hands{display:flex;gap:28px;justify-content:center;width:100%}
.hand{display:flex;flex-direction:column;align-items:center;gap:8px}
.hand b{font-size:14px;color:#d9f5e6}
.cards{display:flex;gap:6px;min-height:86px}
.card{width:58px;height:84px;border-radius:8px;background:#fff;color:#111;display:flex;flex-direction:column;justify-content:space-between;padding:4px 6px;
  font-weight:700;font-size:18px;box-shadow:0 4px 10px rgba(0,0,0,.35);animation:deal .35s ease-out both}
.card.back{background:repeating-linear-gradient(45deg,#8a1c1c 0 6px,#b3342f 6px 12px);border:3px solid #fff;animation:none}
.card.red{color:#c62828}.card i{font-style:normal;align-self:flex-end;font-size:22px}
@keyframes deal{from{transform:translateY(-30px) rotate(-8deg);opacity:0}to{transform:none;opacity:1}}
.balls{display:flex;gap:10px;flex-wrap:wrap;justify-content:center;min-height:64px}
.ball{width:56px;height:56px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:22px;font-weight:800;color:#2a0b1e;
  background:radial-gradient(circle at 35% 30%,#fff,#f3d7ea 45%,#c98ab3);animation:roll .5s ease-out both;font-variant-numeric:tabular-nums}
.stage.won .ball{background:radial-gradient(circle at 35% 30%,#fff8d8,var(--gold) 55%,#b9861b)}
@keyframes roll{from{transform:translateX(-80px) rotate(-270deg);opacity:0}to{transform:none;opacity:1}}
.stage.won{animation:glow 1s ease-in-out 2;box-shadow:inset 0 0 0 3px var(--win),0 0 36px rgba(47,212,122,.6)}
.stage.lost{animation:shake .4s ease-in-out 1}
@keyframes glow{50%{box-shadow:inset 0 0 0 3px var(--gold),0 0 60px rgba(246,196,83,.9)}}
@keyframes shake{25%{transform:translateX(-8px)}75%{transform:translateX(8px)}}
.controls{display:flex;gap:10px;align-items:center;flex-wrap:wrap;justify-content:center}
.controls label{font-size:14px}
input{width:96px;padding:10px;border-radius:10px;border:1px solid #8090c0;background:#0f1a38;color:#fff;font-size:16px;font-variant-numeric:tabular-nums}
button{min-height:44px;padding:0 28px;border:0;border-radius:22px;font-size:18px;font-weight:700;cursor:pointer;color:#2b1a00;
  background:linear-gradient(#ffe18a,#f0a81f);box-shadow:0 4px 0 #a8700c}
button:disabled{filter:grayscale(.6);cursor:wait}
#result{min-height:28px;margin:0;font-size:20px;font-weight:700}
#result.won{color:var(--win)}#result.lost{color:#ffd0d0}
.note{font-size:12px;color:#aab4d8;margin:0}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important}}
`;

const SCRIPT = `
const ticket = document.querySelector('meta[name="venue-session"]')?.getAttribute('content') || '';
const kind = document.body.dataset.kind;
const $ = (id) => document.getElementById(id);
const stage = $('stage');
const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
const wait = (ms) => new Promise((r) => setTimeout(r, reduced ? 0 : ms));
const pick = (a) => a[Math.floor(Math.random() * a.length)];
async function call(path, body) {
  const r = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket, ...body }) });
  return r.json();
}
async function refresh() {
  const r = await call('${VENUE_PAGE_PREFIX}/api/balance', {});
  if (r.status_code === 6000) { $('balance').textContent = r.data.balance; return; }
  $('balance').textContent = '--';
  $('result').textContent = r.message;
  $('play').disabled = true;
}
const SYMBOLS = ['7', '★', '◆', '♣', 'BAR'];
function el(tag, cls, text) { const e = document.createElement(tag); e.className = cls; if (text !== undefined) e.textContent = text; return e; }
function showSlot(win) {
  const reels = [...stage.querySelectorAll('.reel span')];
  let faces;
  if (win >= 5 * Number($('stake').value)) faces = ['7', '7', '7'];
  else if (win > 0) { const s = pick(SYMBOLS.slice(1)); faces = [s, s, s]; }
  else { faces = [pick(SYMBOLS), pick(SYMBOLS), pick(SYMBOLS)]; if (faces[0] === faces[1] && faces[1] === faces[2]) faces[2] = faces[0] === '7' ? '♣' : '7'; }
  reels.forEach((r, i) => { r.textContent = faces[i]; });
}
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♣', '♦'];
function card() { const s = pick(SUITS); const c = el('div', 'card' + (s === '♥' || s === '♦' ? ' red' : '')); c.append(el('span', '', pick(RANKS)), el('i', '', s)); return c; }
async function showTable(win) {
  const player = $('player'), banker = $('banker');
  player.replaceChildren(); banker.replaceChildren();
  for (let i = 0; i < 2; i++) { player.append(card()); await wait(180); banker.append(card()); await wait(180); }
  $('playerTotal').textContent = win > 0 ? '闲 胜' : '闲';
  $('bankerTotal').textContent = win > 0 ? '庄' : '庄 胜';
}
async function showDraw(win) {
  const balls = $('balls');
  balls.replaceChildren();
  const nums = Array.from({ length: 5 }, () => String(Math.floor(Math.random() * 10)));
  if (win > 0) nums[4] = nums[0];
  else if (nums[4] === nums[0]) nums[4] = String((Number(nums[0]) + 1) % 10);
  for (const n of nums) { balls.append(el('div', 'ball', n)); await wait(160); }
}
$('play').addEventListener('click', async () => {
  const button = $('play');
  button.disabled = true;
  stage.classList.remove('won', 'lost');
  $('result').textContent = '';
  $('result').className = '';
  if (kind === 'slot' && !reduced) stage.classList.add('spinning');
  const r = await call('${VENUE_PAGE_PREFIX}/api/round', { stake: $('stake').value.trim() });
  if (kind === 'slot') { await wait(700); stage.classList.remove('spinning'); }
  if (r.status_code === 6000) {
    const win = r.data.win;
    if (kind === 'slot') showSlot(win); else if (kind === 'table') await showTable(win); else await showDraw(win);
    stage.classList.add(win > 0 ? 'won' : 'lost');
    $('result').className = win > 0 ? 'won' : 'lost';
    $('result').textContent = win > 0 ? '赢得 ' + win.toFixed(2) : '未中奖';
    $('balance').textContent = r.data.balance;
  } else {
    $('result').textContent = r.message;
  }
  button.disabled = false;
});
refresh();
`;

function stageHtml(kind: DemoKind): string {
  if (kind === 'slot')
    return '<div class="reel"><span>7</span></div><div class="reel"><span>★</span></div><div class="reel"><span>◆</span></div>';
  if (kind === 'table')
    return (
      '<div class="hands"><div class="hand"><b id="playerTotal">闲</b><div class="cards" id="player"><div class="card back"></div><div class="card back"></div></div></div>' +
      '<div class="hand"><b id="bankerTotal">庄</b><div class="cards" id="banker"><div class="card back"></div><div class="card back"></div></div></div></div>'
    );
  return '<div class="balls" id="balls" aria-label="开奖号码"></div>';
}

const PLAY_TEXT: Record<DemoKind, string> = { slot: '旋转', table: '发牌', draw: '开奖' };

/** The demo page of a venue: its category's game drawn in CSS, the venue wallet, one button. */
export function venuePageHtml(name: string, category: string, pageTicket = ''): string {
  const kind = DEMO_KIND[category] ?? 'slot';
  const title = escapeHtml(name);
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="venue-session" content="${escapeHtml(pageTicket)}">` +
    `<title>${title} - 演示场馆</title><style>${STYLE}</style></head>` +
    `<body data-kind="${kind}"><h1>${title}</h1><p class="sub">演示场馆 · 仅使用娱乐币</p>` +
    `<p class="wallet">场馆余额 <strong id="balance">…</strong> 元</p>` +
    `<div class="stage" id="stage" role="img" aria-label="${title}">${stageHtml(kind)}</div>` +
    `<p id="result" role="status" aria-live="polite"></p>` +
    `<div class="controls"><label>投注金额 <input id="stake" value="10" inputmode="decimal" aria-label="投注金额"></label>` +
    `<button id="play" type="button">${PLAY_TEXT[kind]}</button></div>` +
    `<p class="note">每一局都记入场馆钱包流水,可在投注记录中查看</p>` +
    `<script src="${VENUE_PAGE_PREFIX}/app.js"></script></body></html>`
  );
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
export function sendVenueNotFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>演示场馆</title><p>该场馆没有演示游戏</p></html>',
    );
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
  const guard = async (fn: () => Promise<unknown>): Promise<unknown> => {
    try {
      return ok(await fn());
    } catch (e) {
      if (e instanceof ApiFailure) return { status_code: e.code, data: e.data, message: e.message };
      throw e;
    }
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
    const rows = await db.query<{ name: string; category: string }>(
      'SELECT name, category FROM venues WHERE en_name = $1',
      [enName],
    );
    const venue = rows[0];
    // A centre-wallet venue (the site's own sports book) is never a demo game.
    if (!venue || CENTRE_WALLET_VENUES.has(enName)) return sendVenueNotFound(reply);
    const launch = (req.query as { ticket?: unknown }).ticket;
    const pageTicket =
      typeof launch === 'string'
        ? await redeemLaunchTicket(services, db, launch, enName, clock.now())
        : null;
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(venuePageHtml(venue.name, venue.category, pageTicket ?? ''));
  });

  app.get(`${VENUE_PAGE_PREFIX}/app.js`, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // loaded by the opaque-origin page: a resource policy of same-origin would block it
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(SCRIPT),
  );

  app.post(`${VENUE_PAGE_PREFIX}/api/balance`, async (req) =>
    guard(async () => {
      const t = await ticketOf(req.body);
      return { balance: yuanText(await balanceOf(db, t.memberId, 'venue', t.venue)) };
    }),
  );

  app.post(`${VENUE_PAGE_PREFIX}/api/round`, async (req) =>
    guard(async () => {
      const t = await ticketOf(req.body);
      if (CENTRE_WALLET_VENUES.has(t.venue))
        throw new ApiFailure(Code.invalidParameter, '该场馆没有演示游戏');
      const stake = stakeCents((req.body as { stake?: unknown }).stake);
      return db.transaction(async (tx) => {
        const wallet = await accountId(tx, t.memberId, 'venue', t.venue);
        const house = await accountId(tx, null, 'house', t.venue);
        const now = clock.now();
        await checkLossLimit(tx, t.memberId, now);
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
