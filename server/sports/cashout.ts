// 提前兑现 (cash-out) on the reference server (issue 39; openapi venueResource methods
// cashOutQuote and cashOut; the live feed's cashOut message). The value of a bet is priced by
// src/domain/cashout.ts from the simulator's live prices; this module finds those prices, keeps
// quotes a few seconds, and pays a cash-out in the caller's database transaction: the bet's open
// stake and cash-out amounts, the member's balance and a ledger entry together.
import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/adapter.ts';
import { fail, Code } from '../envelope.ts';
import { accountId, move } from '../ledger.ts';
import {
  acceptsMovedValue,
  cashOutValue,
  DEFAULT_CASH_OUT_MARGIN,
  HANDICAPS,
  lineChances,
  liveSelection,
  MIN_PARTIAL_CASH_OUT,
  splitCashOut,
  TOTALS,
  type CashOutLeg,
  type CashOutPreference,
} from '../../src/domain/cashout.ts';
import {
  legOutcome,
  legResult,
  loadMatch,
  storedSeriesType,
  type BetKind,
  type StoredBet,
  type StoredSelection,
} from './betting.ts';
import { betCount } from '../../src/domain/parlay.ts';
import {
  allMarketsNow,
  CORRECT_SCORE_MAX,
  finalOutlook,
  HALF_PLAYS,
  liveState,
  resultMultiplier,
  type MatchRow,
  type ResultCode,
} from './sim.ts';

/** The margin kept on a cash-out: CASH_OUT_MARGIN (a fraction, 0.05 = 5 %), default 5 %. */
export const CASH_OUT_MARGIN = ((): number => {
  const v = Number(process.env.CASH_OUT_MARGIN);
  return Number.isFinite(v) && v >= 0 && v < 1 ? v : DEFAULT_CASH_OUT_MARGIN;
})();

/** How long a quote can be cashed (ms). Designed: a few seconds, as in-play prices move every 5 s. */
export const QUOTE_TTL_MS = 8_000;

/** Why a bet cannot be cashed now (the contract's CashOutReason). */
export type CashOutReason =
  'suspended' | 'decided' | 'lost' | 'unsupported' | 'settled' | 'cashedOut' | 'expired' | 'moved';

/** The Chinese message of each reason (the button's grey text, the refusal's message). */
export const CASH_OUT_MESSAGES: Record<CashOutReason, string> = {
  suspended: '盘口暂停,暂不可兑现',
  decided: '结果已定,等待结算',
  lost: '串关已有输的选项,不可兑现',
  unsupported: '复式串关暂不支持提前兑现',
  settled: '注单已结算,无法兑现',
  cashedOut: '注单已兑现',
  expired: '兑现报价已过期,请重新确认',
  moved: '兑现金额已变化,请确认新金额',
};

/** A bet as the cash-out reads it. */
export interface CashOutBet {
  id: string;
  member_id: number;
  kind: BetKind;
  stake: number;
  potential_payout: number;
  status: string;
  cashed_stake: number;
  cashed_out: number;
  selections: StoredBet;
}

export function cashOutBetOf(row: Record<string, unknown>): CashOutBet {
  return {
    id: String(row.id),
    member_id: Number(row.member_id),
    kind: row.kind as BetKind,
    stake: Number(row.stake),
    potential_payout: Number(row.potential_payout),
    status: String(row.status),
    cashed_stake: Number(row.cashed_stake ?? 0),
    cashed_out: Number(row.cashed_out ?? 0),
    selections: row.selections as CashOutBet['selections'],
  };
}

/**
 * A handicap or total leg at its own line as the book's model sees it now (sim.ts finalOutlook,
 * the distributions the book's prices come from): every final difference (total) still possible,
 * settled by the settlement's own rule (betting.ts legResult: the goals after an in-play
 * handicap's bet, Asian quarter lines' half results), gives the leg's fair chance and the share
 * of its stake still at risk (src/domain/cashout.ts OpenLeg). Null for another play, or when the
 * book has nothing to price it from (its match, or its first half, over).
 */
export function lineOutlook(
  match: MatchRow,
  leg: StoredSelection,
  now: number,
): { chance: number; atRisk: number } | null {
  const handicap = HANDICAPS.has(leg.play);
  if (!handicap && !TOTALS.has(leg.play)) return null;
  const o = finalOutlook(match, now, HALF_PLAYS.has(leg.play));
  if (!o) return null;
  const s = liveState(match, now);
  const d = handicap ? o.diff : o.total;
  const diffNow = s.scoreH - s.scoreC;
  const p: Record<string, number> = {};
  d.p.forEach((x, i) => {
    const v = d.lo + i;
    // a final score with that difference (total) reached from the score now
    const [h, c] = handicap
      ? [s.scoreH + Math.max(0, v - diffNow), s.scoreC + Math.max(0, diffNow - v)]
      : [v - s.scoreC, s.scoreC];
    const r = legResult(leg, h, c);
    p[r] = (p[r] ?? 0) + x;
  });
  return lineChances({
    win: p.W ?? 0,
    halfWin: p.LW ?? 0,
    push: p.P ?? 0,
    halfLoss: p.LL ?? 0,
  });
}

/**
 * A leg still open as the cash-out prices it now, at the live book's selection that settles as
 * it does from now on (src/domain/cashout.ts liveSelection: after kick-off the in-play market
 * continuing a pre-match one, a handicap's line moved by the goals since):
 * - its live decimal odds x1000 and its market's book (the sum of 1 / odds), and for a handicap
 *   or total the share of its stake at risk from the book's model (lineOutlook), a push or a
 *   half result returning part of it;
 * - a handicap or total at a line the live book does not list (a line moved by the goals; a total
 *   the score has reached, which can only push or win, or half win) priced at its own line from
 *   the book's model (lineOutlook: its chance and share at risk), while the match's book is open;
 * - no price (null) while the match's markets are suspended (around a goal: the score is about to
 *   change, and a price from the score before it would be stale), or for another play the book
 *   does not list now;
 * - when the score has decided it already (a 波胆 or set score it has passed, 其他 beyond the
 *   listed scores, a total passed by half a goal), its result's factor.
 */
export function liveLeg(match: MatchRow, leg: StoredSelection, now: number): CashOutLeg {
  const s = liveState(match, now);
  const sel = liveSelection(
    leg,
    { live: s.phase === 'live', scoreH: s.scoreH, scoreC: s.scoreC },
    CORRECT_SCORE_MAX,
  );
  if ('result' in sel) return { factor: resultMultiplier(sel.result, leg.odds / 1000) };
  const prices = allMarketsNow(match, now);
  // the match's book is closed (suspended around a goal, or over): no price for any selection
  if (prices.length === 0) return { placed: leg.odds, current: null };
  const price = prices.find(
    (p) => p.play === sel.play && p.side === sel.side && Number(p.line) === sel.line,
  );
  // a half line (x.5) never pushes: at a listed one the whole stake is at risk
  const halfLine = Math.abs(Number(leg.line) % 1) === 0.5;
  const model = price && halfLine ? null : lineOutlook(match, leg, now);
  if (!price) {
    if (!model) return { placed: leg.odds, current: null };
    return { placed: leg.odds, chance: model.chance, atRisk: model.atRisk };
  }
  // the selection's market: its play's main market, or another line of it (p.market)
  const market = prices.filter((p) => p.play === price.play && p.market === price.market);
  const book = market.reduce((sum, p) => sum + 1000 / p.price, 0);
  return {
    placed: leg.odds,
    current: price.price,
    book,
    ...(model && model.atRisk < 1 ? { atRisk: model.atRisk } : {}),
  };
}

/** The legs of a bet as the cash-out prices them now: a decided leg (its match, or its first
 * half, over; a result the score has decided) at its result's factor, an open one at its live
 * price (liveLeg). `matchOf` gives a leg's match (null: gone, counted as void). */
export function cashOutLegs(
  bet: CashOutBet,
  matchOf: (id: number) => MatchRow | null,
  now: number,
): CashOutLeg[] {
  return bet.selections.legs.map((leg): CashOutLeg => {
    if (leg.result) return { factor: resultMultiplier(leg.result as ResultCode, leg.odds / 1000) };
    const match = matchOf(leg.matchId);
    if (!match) return { factor: 1 };
    const result =
      match.champion && match.status !== 'cancelled' ? null : legOutcome(match, leg, now);
    if (result !== null) return { factor: resultMultiplier(result, leg.odds / 1000) };
    return liveLeg(match, leg, now);
  });
}

/** Why a bet has no cash-out whatever the prices (already settled or cashed, a 复式串关). */
function blocked(bet: CashOutBet): CashOutReason | null {
  if (bet.status === 'cashed') return 'cashedOut';
  if (bet.status !== 'pending') return 'settled';
  // a 串关 of several combinations (system types such as 3串4) is not cashable; N串1 is
  const type = storedSeriesType(bet.kind, bet.selections);
  if (type && betCount(type) > 1) return 'unsupported';
  return null;
}

/** The full cash-out value (cents) of a bet now given its matches, or why it has none. */
export function priceBetWith(
  bet: CashOutBet,
  matchOf: (id: number) => MatchRow | null,
  now: number,
): { value: number } | { value: null; reason: CashOutReason } {
  const reason = blocked(bet);
  if (reason) return { value: null, reason };
  return cashOutValue({
    stake: bet.stake,
    potential: bet.potential_payout,
    legs: cashOutLegs(bet, matchOf, now),
    margin: CASH_OUT_MARGIN,
  });
}

/** The full cash-out value (cents) of a bet now, or why it has none (its matches loaded from
 * the database, or from `matches` when given, which keeps them for the next bet). */
export async function priceBet(
  db: Sql,
  bet: CashOutBet,
  now: number,
  matches: Map<number, MatchRow | null> = new Map(),
): Promise<{ value: number } | { value: null; reason: CashOutReason }> {
  if (blocked(bet) === null) {
    for (const leg of bet.selections.legs) {
      if (leg.result || matches.has(leg.matchId)) continue;
      matches.set(leg.matchId, await loadMatch(db, leg.matchId));
    }
  }
  return priceBetWith(bet, (id) => matches.get(id) ?? null, now);
}

export interface Quote {
  ticketId: string;
  /** Cents; null when it cannot be cashed now. */
  value: number | null;
  reason: CashOutReason | null;
  quoteId: string | null;
  expiresAt: number | null;
}

/** Quotes the member's bets (unknown or another member's: 6004); a cashable one gets a quote id
 * the cash-out call accepts until it expires. */
export async function quoteBets(
  db: Sql,
  memberId: number,
  ticketIds: readonly string[],
  now: number,
): Promise<Quote[]> {
  if (ticketIds.length === 0 || ticketIds.length > 50)
    fail(Code.parameterError, '请选择1至50张注单');
  await db.query('DELETE FROM cash_out_quotes WHERE expires_at < $1', [now - 60_000]);
  const matches = new Map<number, MatchRow | null>();
  const out: Quote[] = [];
  for (const id of ticketIds) {
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM bets WHERE id = $1', [id]);
    const row = rows[0];
    if (!row || Number(row.member_id) !== memberId) fail(Code.notFound, '注单不存在');
    const bet = cashOutBetOf(row);
    const price = await priceBet(db, bet, now, matches);
    if (price.value === null) {
      out.push({ ticketId: id, value: null, reason: price.reason, quoteId: null, expiresAt: null });
      continue;
    }
    const quoteId = `Q${now}${randomBytes(6).toString('hex').toUpperCase()}`;
    const expiresAt = now + QUOTE_TTL_MS;
    await db.query(
      'INSERT INTO cash_out_quotes (id, member_id, bet_id, stake, value, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [quoteId, memberId, id, bet.stake, price.value, now, expiresAt],
    );
    out.push({ ticketId: id, value: price.value, reason: null, quoteId, expiresAt });
  }
  return out;
}

function refuse(reason: CashOutReason, value: number | null = null): never {
  fail(Code.warning, CASH_OUT_MESSAGES[reason], {
    reason,
    value: value === null ? null : value / 100,
  });
}

export interface CashOutDone {
  ticketId: string;
  /** Cents paid. */
  amount: number;
  stakeCashed: number;
  remainingStake: number;
  full: boolean;
}

/**
 * Pays a cash-out of `amount` cents (the quoted full value, or less for a partial cash-out) of a
 * quoted bet. Must run inside the caller's database transaction: the bet row is locked first, so
 * of two cash-outs of one bet the second sees the first's result (cashed out, or a moved stake).
 */
export async function cashOut(
  db: Sql,
  memberId: number,
  opts: {
    ticketId: string;
    quoteId: string;
    amount: number;
    preference: CashOutPreference;
    now: number;
  },
): Promise<CashOutDone> {
  const { now } = opts;
  const rows = await db.query<Record<string, unknown>>(
    'SELECT * FROM bets WHERE id = $1 FOR UPDATE',
    [opts.ticketId],
  );
  const row = rows[0];
  if (!row || Number(row.member_id) !== memberId) fail(Code.notFound, '注单不存在');
  const bet = cashOutBetOf(row);
  if (bet.status === 'cashed') refuse('cashedOut');
  if (bet.status !== 'pending') refuse('settled');
  const price = await priceBet(db, bet, now);
  const quotes = await db.query<{ stake: number; value: number; expires_at: number }>(
    'SELECT stake, value, expires_at FROM cash_out_quotes WHERE id = $1 AND member_id = $2 AND bet_id = $3',
    [opts.quoteId, memberId, bet.id],
  );
  const quote = quotes[0];
  if (price.value === null) refuse(price.reason);
  if (!quote || Number(quote.expires_at) < now) refuse('expired', price.value);
  const quoted = Number(quote.value);
  // another cash-out of this bet went first: the quote was for a stake no longer open
  if (Number(quote.stake) !== bet.stake) refuse('moved', price.value);
  if (!Number.isSafeInteger(opts.amount) || opts.amount <= 0 || opts.amount > quoted)
    fail(Code.parameterError, '兑现金额无效');
  if (opts.amount < quoted && opts.amount < MIN_PARTIAL_CASH_OUT)
    fail(Code.parameterError, '部分兑现金额最低1元');
  if (!acceptsMovedValue(opts.preference, quoted, price.value)) refuse('moved', price.value);
  const split = splitCashOut(bet.stake, quoted, opts.amount);
  const paid = split.full ? price.value : Math.floor((opts.amount * price.value) / quoted + 1e-7);
  if (paid <= 0) refuse('lost');
  const center = await accountId(db, memberId, 'center');
  const book = await accountId(db, null, 'house', 'sportsbook');
  await move(db, {
    memberId,
    kind: 'cashout',
    from: book,
    to: center,
    amount: paid,
    at: now,
    ref: bet.id,
    memo: '提前兑现',
  });
  if (split.full) {
    await db.query(
      "UPDATE bets SET status = 'cashed', payout = 0, cashed_out = cashed_out + $2, settled_at = $3 WHERE id = $1",
      [bet.id, paid, now],
    );
  } else {
    // the rest stays open at the same odds: its potential payout shrinks with its stake
    const potential = Math.floor((bet.potential_payout * split.remainingStake) / bet.stake + 1e-7);
    await db.query(
      'UPDATE bets SET stake = $2, potential_payout = $3, cashed_stake = cashed_stake + $4, cashed_out = cashed_out + $5 WHERE id = $1',
      [bet.id, split.remainingStake, potential, split.cashedStake, paid],
    );
  }
  await db.query(
    'INSERT INTO bet_cashouts (bet_id, member_id, stake_share, amount, full_cash_out, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [bet.id, memberId, split.cashedStake, paid, split.full, now],
  );
  await db.query('DELETE FROM cash_out_quotes WHERE bet_id = $1', [bet.id]);
  return {
    ticketId: bet.id,
    amount: paid,
    stakeCashed: split.cashedStake,
    remainingStake: split.remainingStake,
    full: split.full,
  };
}

/** The current value of each open bet of a member (the live feed's cashOut message). */
export async function openValues(
  db: Sql,
  memberId: number,
  now: number,
  matches: Map<number, MatchRow | null>,
): Promise<Array<{ betId: string; value: number | null; reason: CashOutReason | null }>> {
  const rows = await db.query<Record<string, unknown>>(
    "SELECT * FROM bets WHERE member_id = $1 AND status = 'pending' ORDER BY created_at DESC LIMIT 100",
    [memberId],
  );
  const out: Array<{ betId: string; value: number | null; reason: CashOutReason | null }> = [];
  for (const row of rows) {
    const p = await priceBet(db, cashOutBetOf(row), now, matches);
    out.push({
      betId: String(row.id),
      value: p.value,
      reason: p.value === null ? p.reason : null,
    });
  }
  return out;
}
