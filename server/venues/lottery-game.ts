// The lottery venues (彩票): pick numbers for the next draw, watch its countdown, see the result
// and the ticket settled. A ticket is an open venue round until its draw; the draw's numbers
// are made once (lottery_draws) when its time has come and someone asks (the page, the bet
// records, the development route), and every open ticket of the issue is settled on the ledger.
import { randomInt } from 'node:crypto';
import type { Sql } from '../db/adapter.ts';
import { accountId, move } from '../ledger.ts';
import { nextDraw } from '../handlers/games.ts';
import {
  bad,
  checkLimits,
  escapeHtml,
  limitsText,
  type GameModule,
  type VenueGame,
} from './game.ts';
import { CLOSE_MS, MAX_PICKS, oddsOf, ruleOf, ticketPayout } from './lottery.ts';

export const LOTTERY_LIMITS = { min: 2, max: 20_000, of: '本游戏' };

/** The draw a ticket bought at `now` is for: the next one whose sales are still open. */
export function sellingDraw(g: VenueGame, now: number): { issue: string; drawAtMs: number } {
  const every = Number(g.data.drawEveryMin) || 5;
  return nextDraw(g.gameCode, g.gameName, every, now + CLOSE_MS);
}

/** The numbers of a game's issue, drawn once when first asked for after its time. */
export async function drawOf(
  db: Sql,
  g: { gameCode: string; gameName: string },
  issue: string,
  at: number,
): Promise<number[]> {
  const numbers = ruleOf(g.gameName).draw((n) => randomInt(0, n));
  await db.query(
    'INSERT INTO lottery_draws (game_code, issue, numbers, drawn_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [g.gameCode, issue, JSON.stringify(numbers), at],
  );
  const rows = await db.query<{ numbers: number[] }>(
    'SELECT numbers FROM lottery_draws WHERE game_code = $1 AND issue = $2',
    [g.gameCode, issue],
  );
  return rows[0]?.numbers ?? numbers;
}

type OpenTicket = {
  id: string;
  member_id: number;
  venue: string;
  game_code: string;
  game_name: string;
  stake: number;
  detail: { issue: string; picks: number[]; odds: number };
};

/**
 * Settles the open tickets whose draw has come (`early`: of one game, whatever its time: the
 * development route that stands in for waiting). Each ticket once, in its own transaction.
 */
export async function settleDraws(db: Sql, now: number, early?: string): Promise<number> {
  const due = await db.query<OpenTicket>(
    `SELECT r.id, r.member_id, r.venue, r.game_code, g.name AS game_name, r.stake, r.detail
       FROM venue_rounds r JOIN games g ON g.venue = r.venue AND g.game_code = r.game_code
      WHERE NOT r.settled AND (r.draws_at <= $1 OR r.game_code = $2) ORDER BY r.draws_at LIMIT 500`,
    [now, early ?? null],
  );
  let settled = 0;
  for (const t of due) {
    const game = { gameCode: t.game_code, gameName: t.game_name };
    const numbers = await drawOf(db, game, t.detail.issue, now);
    const payout = ticketPayout(
      ruleOf(t.game_name),
      t.detail.picks,
      t.detail.odds,
      Number(t.stake),
      numbers,
    );
    await db.transaction(async (tx) => {
      const rows = await tx.query(
        `UPDATE venue_rounds SET settled = TRUE, payout = $2, detail = detail || $3::jsonb
          WHERE id = $1 AND NOT settled RETURNING id`,
        [t.id, payout, JSON.stringify({ numbers })],
      );
      if (rows.length === 0 || payout === 0) return;
      await move(tx, {
        memberId: Number(t.member_id),
        kind: 'venue_round',
        from: await accountId(tx, null, 'house', t.venue),
        to: await accountId(tx, Number(t.member_id), 'venue', t.venue),
        amount: payout,
        at: now,
        ref: t.venue,
        memo: `${t.game_name} 第${t.detail.issue}期 派彩`,
      });
    });
    settled++;
  }
  return settled;
}

/** The page's view of the game: the draw on sale, the last result and the member's tickets. */
export async function lotteryState(db: Sql, g: VenueGame, memberId: number, now: number) {
  await settleDraws(db, now);
  const selling = sellingDraw(g, now);
  const every = (Number(g.data.drawEveryMin) || 5) * 60_000;
  const last = nextDraw(g.gameCode, g.gameName, every / 60_000, now - every);
  const lastNumbers = last.drawAtMs <= now ? await drawOf(db, g, last.issue, now) : null;
  const tickets = await db.query<{
    id: string;
    stake: number;
    payout: number;
    settled: boolean;
    detail: Record<string, unknown>;
  }>(
    `SELECT id, stake, payout, settled, detail FROM venue_rounds
      WHERE member_id = $1 AND venue = $2 AND game_code = $3 ORDER BY created_at DESC LIMIT 5`,
    [memberId, g.venue, g.gameCode],
  );
  return {
    issue: selling.issue,
    drawAtMs: selling.drawAtMs,
    secondsLeft: Math.max(0, Math.ceil((selling.drawAtMs - now) / 1000)),
    last: lastNumbers ? { issue: last.issue, numbers: lastNumbers } : null,
    tickets: tickets.map((t) => ({
      id: t.id,
      stake: Number(t.stake) / 100,
      win: Number(t.payout) / 100,
      settled: t.settled,
      ...t.detail,
    })),
  };
}

const SCRIPT = `
const picks = () => [...document.querySelectorAll('input[name=pick]:checked')].map((i) => Number(i.value));
let drawAt = 0, offset = 0;
function showBalls(box, numbers, hits) {
  box.replaceChildren(...numbers.map((n, i) => el('div', 'ball' + (hits && hits(n, i) ? ' hit' : ''), String(n))));
}
function ticketLine(t) {
  const head = '第' + t.issue + '期 选 ' + t.picks.join(' ') + ' · ' + t.stake.toFixed(2) + ' 元 @' + (t.odds / 100).toFixed(2);
  if (!t.settled) return head + ' · 等待开奖';
  return head + ' · 开奖 ' + t.numbers.join(' ') + ' · ' + (t.win > 0 ? '中奖 ' + t.win.toFixed(2) : '未中奖');
}
async function state() {
  const r = await call('${'/venue-demo'}/api/lottery', {});
  if (r.status_code !== 6000) return;
  const d = r.data;
  drawAt = d.drawAtMs; offset = Date.now() - (d.drawAtMs - d.secondsLeft * 1000);
  $('issue').textContent = d.issue;
  if (d.last) { $('lastIssue').textContent = '第' + d.last.issue + '期开奖'; showBalls($('balls'), d.last.numbers); }
  const list = $('tickets');
  list.replaceChildren(...d.tickets.map((t) => el('li', t.settled ? (t.win > 0 ? 'won' : 'lost') : '', ticketLine(t))));
  const settledNow = d.tickets.find((t) => t.settled && !seen.has(t.id) && pending.has(t.id));
  if (settledNow) {
    pending.delete(settledNow.id);
    $('outcome').textContent = '第' + settledNow.issue + '期开奖 ' + settledNow.numbers.join(' ');
    settle({ win: settledNow.win, stake: settledNow.stake, balance: (await call('${'/venue-demo'}/api/balance', {})).data?.balance ?? $('balance').textContent });
  }
  d.tickets.forEach((t) => { if (t.settled) seen.add(t.id); });
}
const seen = new Set(), pending = new Set();
function tick() {
  const left = Math.max(0, Math.ceil((drawAt - (Date.now() - offset)) / 1000));
  const m = Math.floor(left / 60), s = left % 60;
  $('countdown').textContent = drawAt ? (left > 0 ? m + ':' + String(s).padStart(2, '0') : '开奖中') : '…';
  if (drawAt && left === 0) { drawAt = 0; setTimeout(state, 1500); }
}
setInterval(tick, 1000);
setInterval(state, 5000);
state();
$('play').addEventListener('click', async () => {
  const d = await playRound({ picks: picks() });
  if (!d) return;
  pending.add(d.id);
  $('outcome').textContent = '已投注第' + d.issue + '期,等待开奖';
  $('result').className = '';
  $('result').textContent = '投注成功 ' + d.stake.toFixed(2) + ' 元';
  $('balance').textContent = d.balance;
  $('play').disabled = false;
  state();
});
`;

export const lotteryGame: GameModule = {
  page(g) {
    const rule = ruleOf(g.gameName);
    const every = Number(g.data.drawEveryMin) || 5;
    const picks = rule.values
      .map(
        (v) =>
          `<label class="pick"><input type="checkbox" name="pick" value="${v}"> ${v} <small>@${((oddsOf(rule, [v]) ?? 0) / 100).toFixed(2)}</small></label>`,
      )
      .join('');
    return {
      stage:
        `<div class="draw"><p>第 <b id="issue">…</b> 期 · 距开奖 <b id="countdown" role="timer">…</b></p>` +
        `<p id="lastIssue">上期开奖</p><div class="balls" id="balls" aria-label="开奖号码"></div>` +
        `<ol id="tickets" class="tickets" aria-label="我的投注"></ol></div>`,
      choices: `<fieldset class="picks"><legend>选号(${escapeHtml(rule.target)},最多 ${MAX_PICKS} 个)</legend>${picks}</fieldset>`,
      rules:
        `<p class="limits">${limitsText(LOTTERY_LIMITS)}</p>` +
        `<p>每 ${every} 分钟开奖一期:${escapeHtml(rule.name)}。选 1-${MAX_PICKS} 个号码押${escapeHtml(rule.target)},开出的${escapeHtml(rule.target)}是所选号码之一即中奖,按投注时的赔率派彩(含本金)。</p>` +
        `<p>赔率 = 98% ÷ 所选号码的中奖概率(如选 1 个号码的赔率见号码旁,选 2 个减半),返还率 98%。开奖前 ${CLOSE_MS / 1000} 秒封盘,之后的投注计入下一期。</p>`,
      play: '投注',
      stake: String(LOTTERY_LIMITS.min * 5),
    };
  },
  script: SCRIPT,
  bet(g, body, stake, now) {
    const rule = ruleOf(g.gameName);
    const raw = body.picks;
    if (!Array.isArray(raw) || raw.length === 0)
      bad(`请选择号码(${rule.target},1-${MAX_PICKS} 个)`);
    if (raw.length > MAX_PICKS) bad(`最多选择 ${MAX_PICKS} 个号码`);
    const picks = raw.map((p) => (typeof p === 'number' && Number.isInteger(p) ? p : NaN));
    const odds = oddsOf(rule, picks);
    if (odds === null)
      bad(
        `号码无效:${rule.target}只能选 ${rule.values[0]}-${rule.values.at(-1)} 中不重复的号码,且赔率须高于 1`,
      );
    checkLimits(stake, LOTTERY_LIMITS);
    const draw = sellingDraw(g, now);
    return {
      best: Math.floor((stake * odds) / 100),
      open: { drawsAt: draw.drawAtMs },
      play: () => ({
        payout: 0,
        detail: { issue: draw.issue, picks, odds, drawAtMs: draw.drawAtMs },
      }),
    };
  },
};
