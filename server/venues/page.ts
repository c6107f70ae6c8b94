// The demo venue page around a game (docs/demo-venues.md): its title, the venue wallet, the
// game's picture, choices, rules and stake, and the script every game shares (the page ticket,
// calls, the balance, a round's answer). Each game module adds its own parts and script.
import { escapeHtml, type PageParts, type VenueGame } from './game.ts';

export const VENUE_PAGE_PREFIX = '/venue-demo';

const STYLE = `
:root{color-scheme:dark;--gold:#f6c453;--bg1:#0b1530;--bg2:#1d2d5c;--win:#2fd47a;--lose:#ff6b6b}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",system-ui,sans-serif;color:#fff;
  background:radial-gradient(circle at 50% 0%,var(--bg2),var(--bg1) 70%);display:flex;flex-direction:column;align-items:center;gap:14px;padding:20px 12px}
body[data-kind=baccarat],body[data-kind=classic],body[data-kind=dragonTiger],body[data-kind=roulette],body[data-kind=sicBo]{--bg1:#06281a;--bg2:#0f5a38}
body[data-kind=niuniu],body[data-kind=zhajinhua],body[data-kind=doudizhu]{--bg1:#2b1405;--bg2:#6b3410}
body[data-kind=lottery]{--bg1:#2a0b1e;--bg2:#5c1d45}
body[data-kind=esports]{--bg1:#120a2e;--bg2:#3b1f7a}
body[data-kind=fishing]{--bg1:#031c33;--bg2:#0b5585}
h1{margin:0;font-size:24px;letter-spacing:.04em}
.sub{margin:0;color:#c9d3ff;font-size:13px}
.wallet{font-size:15px;margin:0}.wallet strong{color:var(--gold);font-variant-numeric:tabular-nums;font-size:20px}
.stage{position:relative;width:min(560px,100%);padding:18px;border-radius:20px;background:rgba(0,0,0,.35);
  box-shadow:inset 0 0 0 2px rgba(246,196,83,.45),0 12px 40px rgba(0,0,0,.45);display:flex;justify-content:center;gap:12px;flex-wrap:wrap}
.reel{width:30%;aspect-ratio:3/4;border-radius:14px;background:linear-gradient(#fff,#dfe6ff);color:#1b2140;display:flex;align-items:center;justify-content:center;
  font-size:52px;font-weight:800;overflow:hidden;box-shadow:inset 0 -8px 16px rgba(0,0,0,.2)}
.reel span{display:block}
.spinning .reel span{animation:spin .12s linear infinite}
@keyframes spin{from{transform:translateY(-60%)}to{transform:translateY(60%)}}
.hands{display:flex;gap:12px 28px;justify-content:center;width:100%;flex-wrap:wrap}
.hand{display:flex;flex-direction:column;align-items:center;gap:8px}
.hand b{font-size:15px;color:#d9f5e6}
.cards{display:flex;gap:6px;min-height:86px}
.card{width:58px;height:84px;border-radius:8px;background:#fff;color:#111;display:flex;flex-direction:column;justify-content:space-between;padding:4px 6px;
  font-weight:700;font-size:18px;box-shadow:0 4px 10px rgba(0,0,0,.35);animation:deal .35s ease-out both}
.cards.five{gap:4px}.cards.five .card{width:44px;height:66px;font-size:15px}.cards.five .card i{font-size:17px}
.card.back{background:repeating-linear-gradient(45deg,#8a1c1c 0 6px,#b3342f 6px 12px);border:3px solid #fff;animation:none}
.card.red{color:#c62828}.card i{font-style:normal;align-self:flex-end;font-size:22px}
@keyframes deal{from{transform:translateY(-30px) rotate(-8deg);opacity:0}to{transform:none;opacity:1}}
.balls{display:flex;gap:10px;flex-wrap:wrap;justify-content:center;min-height:56px}
.ball{width:48px;height:48px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:20px;font-weight:800;color:#2a0b1e;
  background:radial-gradient(circle at 35% 30%,#fff,#f3d7ea 45%,#c98ab3);animation:roll .5s ease-out both;font-variant-numeric:tabular-nums}
.ball.hit{background:radial-gradient(circle at 35% 30%,#fff8d8,var(--gold) 55%,#b9861b)}
@keyframes roll{from{transform:translateX(-80px) rotate(-270deg);opacity:0}to{transform:none;opacity:1}}
.stage.won{animation:glow 1s ease-in-out 2;box-shadow:inset 0 0 0 3px var(--win),0 0 36px rgba(47,212,122,.6)}
.stage.lost{animation:shake .4s ease-in-out 1}
@keyframes glow{50%{box-shadow:inset 0 0 0 3px var(--gold),0 0 60px rgba(246,196,83,.9)}}
@keyframes shake{25%{transform:translateX(-8px)}75%{transform:translateX(8px)}}
.choices,.controls{display:flex;gap:10px;align-items:center;flex-wrap:wrap;justify-content:center;width:min(560px,100%)}
.choices label,.controls label{font-size:14px}
fieldset.picks{display:flex;gap:8px;flex-wrap:wrap;justify-content:center;border:0;margin:0;padding:0}
fieldset.picks legend{font-size:14px;margin-bottom:6px;width:100%;text-align:center}
.pick{display:inline-flex;align-items:center;gap:4px;padding:8px 14px;border-radius:18px;background:rgba(255,255,255,.1);cursor:pointer;font-size:15px}
.pick:has(input:checked){background:var(--gold);color:#2b1a00;font-weight:700}
input,select{padding:10px;border-radius:10px;border:1px solid #8090c0;background:#0f1a38;color:#fff;font-size:16px;font-variant-numeric:tabular-nums}
input#stake{width:96px}
button{min-height:44px;padding:0 28px;border:0;border-radius:22px;font-size:18px;font-weight:700;cursor:pointer;color:#2b1a00;
  background:linear-gradient(#ffe18a,#f0a81f);box-shadow:0 4px 0 #a8700c}
button:disabled{filter:grayscale(.6);cursor:wait}
#outcome{min-height:22px;margin:0;font-size:16px;color:#d9f5e6}
#result{min-height:28px;margin:0;font-size:20px;font-weight:700}
#result.won{color:var(--win)}#result.lost{color:#ffd0d0}
.rules{width:min(560px,100%);font-size:13px;color:#d5dcf5;line-height:1.6}
.rules p{margin:4px 0}.rules .limits{color:var(--gold);font-size:14px;font-weight:700}
.rules table{border-collapse:collapse;margin:6px auto;font-size:14px}
.rules th,.rules td{padding:3px 10px;border-bottom:1px solid rgba(255,255,255,.15);text-align:center;font-variant-numeric:tabular-nums}
.draw{display:flex;flex-direction:column;align-items:center;gap:8px;width:100%}.draw p{margin:0}
.tickets{margin:0;padding-left:18px;font-size:13px;align-self:stretch;line-height:1.6}.tickets li.won{color:var(--win)}
.pick small{opacity:.75;font-size:12px}
.book{display:flex;flex-direction:column;gap:10px;width:100%}
.match{padding:8px 10px;border-radius:12px;background:rgba(255,255,255,.06)}.match.chosen{box-shadow:inset 0 0 0 2px var(--gold)}
.match p{margin:2px 0;text-align:center}.match .league{font-size:12px;color:#c9d3ff}.match .teams{font-size:16px}
.market{display:flex;gap:6px;align-items:center;justify-content:center;flex-wrap:wrap;margin-top:4px}.market b{font-size:13px;width:4em}
.fish{display:inline-block;padding:10px 14px;border-radius:40% 60% 60% 40%;background:linear-gradient(90deg,#ffb347,#ff7e5f);color:#3a1200;font-weight:700;
  animation:swim 3s ease-in-out infinite alternate;animation-delay:calc(var(--i) * -.5s)}
.fish.hit{animation:catch .6s ease-out both;background:var(--gold)}.fish.miss{animation:shake .4s}
@keyframes swim{from{transform:translateY(-6px)}to{transform:translateY(6px)}}
@keyframes catch{to{transform:scale(1.4);opacity:.3}}
.pocket{width:120px;height:120px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:44px;font-weight:800;
  background:#1d1d1d;border:8px solid var(--gold);font-variant-numeric:tabular-nums}
.pocket[data-colour=red]{background:#c62828}.pocket[data-colour=green]{background:#138a4a}
.pocket.turning{animation:turn .5s linear infinite}
@keyframes turn{to{transform:rotate(360deg)}}
.dice{display:flex;gap:14px}
.die{width:64px;height:64px;border-radius:12px;background:#fff;color:#8a1c1c;display:flex;align-items:center;justify-content:center;font-size:34px;font-weight:800;
  box-shadow:inset 0 -6px 10px rgba(0,0,0,.2)}
.spinning .die{animation:shake .3s ease-in-out infinite}
.ddz{display:grid;grid-template-columns:1fr auto 1fr;gap:10px;align-items:start;width:100%}
.ddz .seat{display:flex;flex-direction:column;align-items:center;gap:4px;font-size:14px}
.ddz .mine{grid-column:1/-1}
.cards.small{flex-wrap:wrap;justify-content:center;gap:2px;min-height:0}
.cards.small .card{width:34px;height:50px;font-size:13px;padding:2px 3px}.cards.small .card i{font-size:14px}
.card.joker span{writing-mode:vertical-rl;font-size:12px}.card.played{opacity:.25}
.log{width:100%;max-height:170px;overflow:auto;margin:0;padding-left:26px;font-size:13px;line-height:1.6;text-align:left}
.log li.pass{color:#aab4d8}
.note{font-size:12px;color:#aab4d8;margin:0}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important}}
`;

/** What every game's script starts with: $, el, wait, call, refresh, playRound and settle. */
export const COMMON_SCRIPT = `
const ticket = document.querySelector('meta[name="venue-session"]')?.getAttribute('content') || '';
const $ = (id) => document.getElementById(id);
const stage = $('stage');
const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
const wait = (ms) => new Promise((r) => setTimeout(r, reduced ? 0 : ms));
function el(tag, cls, text) { const e = document.createElement(tag); e.className = cls; if (text !== undefined) e.textContent = text; return e; }
async function call(path, body) {
  // the page's language rides along: a refusal after the ticket is gone still answers in it
  const r = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket, lang: document.documentElement.lang, ...body }) });
  const answer = await r.json();
  // a round or a ticket moved the venue wallet: the site's game bar reads its balance again
  if (!path.endsWith('/api/balance') && parent !== window) parent.postMessage({ type: 'venue-round' }, '*');
  return answer;
}
async function refresh() {
  const r = await call('${VENUE_PAGE_PREFIX}/api/balance', {});
  if (r.status_code === 6000) { $('balance').textContent = r.data.balance; return; }
  $('balance').textContent = '--';
  $('result').textContent = r.message;
  $('play').disabled = true;
}
/** A round with the stake and the game's choices: its answer, or null after showing the refusal. */
async function playRound(extra) {
  $('play').disabled = true;
  stage.classList.remove('won', 'lost');
  $('result').textContent = '';
  $('result').className = '';
  $('outcome').textContent = '';
  const r = await call('${VENUE_PAGE_PREFIX}/api/round', { stake: $('stake').value.trim(), ...extra });
  if (r.status_code === 6000) return r.data;
  $('result').textContent = r.message;
  $('result').className = 'lost';
  $('play').disabled = false;
  return null;
}
/** A round's money: 赢得 (more than the stake back), 退回 (the stake or part of it back: a
 * 和, a 牛牛 deposit) or 未中奖. */
function settle(d) {
  const win = d.win;
  stage.classList.add(win >= d.stake ? 'won' : 'lost');
  $('result').className = win >= d.stake ? 'won' : 'lost';
  $('result').textContent = win > 0 ? (win > d.stake ? '赢得 ' : '退回 ') + win.toFixed(2) : '未中奖';
  $('balance').textContent = d.balance;
  $('play').disabled = false;
}
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♣', '♦'];
function cardEl(c) {
  const e = el('div', 'card' + (c.suit === 1 || c.suit === 3 ? ' red' : ''));
  e.setAttribute('role', 'img');
  e.setAttribute('aria-label', SUITS[c.suit] + RANKS[c.rank]);
  e.append(el('span', '', RANKS[c.rank]), el('i', '', SUITS[c.suit]));
  return e;
}
/** The table chosen (live casino games): its 限红 shown as it changes. */
const tableSelect = $('table');
tableSelect?.addEventListener('change', () => {
  const o = tableSelect.selectedOptions[0];
  if (o) $('limits').textContent = o.dataset.limits;
});
refresh();
`;

/** The demo page of a venue's game: the game's parts around the venue wallet and the stake. */
export function venuePageHtml(
  g: VenueGame,
  parts: PageParts,
  pageTicket = '',
  traditional = false,
): string {
  const title = escapeHtml(g.venueName);
  const game = escapeHtml(g.gameName);
  return (
    `<!doctype html><html lang="${traditional ? 'zh-TW' : 'zh-CN'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="venue-session" content="${escapeHtml(pageTicket)}">` +
    `<title>${game} - ${title} - 演示场馆</title><style>${STYLE}</style></head>` +
    `<body data-kind="${g.kind}"><h1>${title}</h1><p class="sub">${game} · 演示场馆 · 仅使用娱乐币</p>` +
    `<p class="wallet">场馆余额 <strong id="balance">…</strong> 元</p>` +
    `<div class="stage" id="stage" role="img" aria-label="${game}">${parts.stage}</div>` +
    `<p id="outcome" aria-live="polite"></p>` +
    `<p id="result" role="status" aria-live="polite"></p>` +
    `<div class="choices">${parts.choices}</div>` +
    `<div class="controls"><label>投注金额 <input id="stake" value="${escapeHtml(parts.stake)}" inputmode="decimal" aria-label="投注金额"></label>` +
    `<button id="play" type="button">${parts.play}</button></div>` +
    `<section class="rules" aria-label="玩法说明">${parts.rules}</section>` +
    `<p class="note">每一局都记入场馆钱包流水,可在投注记录中查看</p>` +
    `<script src="${VENUE_PAGE_PREFIX}/app.js?kind=${g.kind}${traditional ? '&lang=zh-TW' : ''}"></script></body></html>`
  );
}
