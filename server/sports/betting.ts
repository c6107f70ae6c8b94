// Bet placement (single, multiple, series, champion) with odds-change and limit checks and the
// daily maximum payouts of spec section 9; settlement with every result code.
import { checkLossLimit } from '../responsible.ts';
import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/adapter.ts';
import { fail, Code } from '../envelope.ts';
import { accountId, move } from '../ledger.ts';
import type { Member } from '../auth.ts';
import {
  CANCEL_REASONS,
  GAME_TYPES,
  HALF_PLAYS,
  allMarketsNow,
  halfScore,
  liveState,
  parseOddsId,
  resultMultiplier,
  selectionResult,
  type MatchRow,
  type ResultCode,
} from './sim.ts';
import { sendLetter } from '../letters.ts';
import {
  allLegs,
  betCount,
  combinedOddsX1000,
  parseSeriesType,
  seriesPayoutCents,
  seriesTypeCode,
  type SeriesType,
} from '../../src/domain/parlay.ts';
import { settlementLetter } from './settlementLetter.ts';
import { checkVipUpgrade } from '../vip.ts';

export type BetKind = 'single' | 'multiple' | 'series' | 'champion';

export const MIN_STAKE = 10_00;
export const MAX_STAKE = 50_000_00;
export const MAX_SELECTIONS = 10;
export const USD_TO_CNY = 7.2;

/** Daily maximum payouts per member (USD, spec section 9) by class of sport. */
export const DAILY_MAX_PAYOUT_USD = {
  general: 1_500_000, // football and basketball
  tennis: 300_000, // tennis and similar
  other: 200_000,
  newHandicap: 25_000,
  casino: 600_000,
  financial: 180_000,
} as const;

export type LimitClass = keyof typeof DAILY_MAX_PAYOUT_USD;

export function limitClassOf(gameType: string): LimitClass {
  if (gameType === 'FT' || gameType === 'BK') return 'general';
  if (gameType === 'TN' || gameType === 'TT' || gameType === 'VB') return 'tennis';
  if (gameType === 'VF') return 'newHandicap';
  return 'other';
}

export function dailyLimitCents(c: LimitClass): number {
  return Math.round(DAILY_MAX_PAYOUT_USD[c] * USD_TO_CNY * 100);
}

/** Start of the player's day (Beijing time, UTC+8) containing now. */
export function dayStart(now: number): number {
  const offset = 8 * 3_600_000;
  return Math.floor((now + offset) / 86_400_000) * 86_400_000 - offset;
}

export interface SelectionInput {
  oddsId: string;
  /** The decimal odds x1000 the player saw. */
  odds: number;
}

export interface StoredSelection {
  oddsId: string;
  matchId: number;
  leagueId: number;
  gameType: string;
  teamH: string;
  teamC: string;
  play: string;
  side: string;
  line: number;
  odds: number;
  result?: string;
  /** In-play bets: the score when the bet was placed (records show it; in-play handicaps settle
   * on the goals after it). Absent before the kick-off. */
  placedScore?: { h: number; c: number };
}

/** What a bet keeps of its legs: the legs, its 串关 combination type and the odds format the
 * player placed it in (records show the odds in it). */
export interface StoredBet {
  legs: StoredSelection[];
  /** Older bets: the single combination size of a series. */
  seriesSize: number | null;
  /** 串关 (multiple and series): the combination sizes; null for a single or champion bet. */
  sizes?: number[] | null;
  oddsType?: string;
}

/** The combination type of a stored bet (null: a single or champion bet). */
export function storedSeriesType(kind: BetKind, stored: StoredBet): SeriesType | null {
  const picks = stored.legs.length;
  if (stored.sizes && stored.sizes.length > 0) return { picks, sizes: stored.sizes };
  if (kind === 'series' && stored.seriesSize) return { picks, sizes: [stored.seriesSize] };
  if (kind === 'multiple') return allLegs(picks);
  return null;
}

export interface BetRow {
  id: string;
  member_id: number;
  kind: BetKind;
  venue: string;
  game_type: string;
  stake: number;
  odds: number;
  potential_payout: number;
  status: 'pending' | 'settled';
  result: string | null;
  payout: number;
  selections: StoredSelection[];
  created_at: number;
  settled_at: number | null;
  /** 串关: the combination type's wire code (3x1, 2x1, 3x4 ...) and its number of bets. */
  series_type?: string;
  bets: number;
}

export class OddsChanged extends Error {}

export async function loadMatch(db: Sql, id: number): Promise<MatchRow | null> {
  const rows = await db.query<MatchRow & Record<string, unknown>>(
    'SELECT * FROM matches WHERE id = $1',
    [id],
  );
  const m = rows[0];
  return m
    ? { ...m, id: Number(m.id), league_id: Number(m.league_id), starts_at: Number(m.starts_at) }
    : null;
}

export async function placeBet(
  db: Sql,
  member: Member,
  opts: {
    kind: BetKind;
    selections: SelectionInput[];
    /** Stake per bet, cents (a 串关 stakes every combination with it). */
    stake: number;
    /** betType series: the combination type's code (kx1 or nxM, see src/domain/parlay.ts). */
    seriesType?: string;
    /** The odds format the player placed in (kept for the records). */
    oddsType?: string;
    acceptAnyOdds?: boolean;
    /** The sports venue the bet was placed through (XMTY, crty ...). */
    venue?: string;
    now: number;
  },
): Promise<BetRow> {
  const { kind, selections, stake, now } = opts;
  const venue = opts.venue ?? 'XMTY';
  if (selections.length === 0) fail(Code.invalidParameter, '请选择投注项');
  // responsible play: no more bets once the day's loss reached the member's loss limit
  await checkLossLimit(db, member.id, now);
  if (selections.length > MAX_SELECTIONS) fail(Code.invalidParameter, '投注项数量已达上限');
  if ((kind === 'single' || kind === 'champion') && selections.length !== 1)
    fail(Code.invalidParameter, '单注只能有一个投注项');
  if ((kind === 'multiple' || kind === 'series') && selections.length < 2)
    fail(Code.invalidParameter, '串关至少需要两个投注项');
  if (!Number.isSafeInteger(stake) || stake < MIN_STAKE)
    fail(Code.invalidParameter, '单注最低投注金额为10元');
  if (stake > MAX_STAKE) fail(Code.invalidParameter, '超过单注最高投注金额50000元');

  const stored: StoredSelection[] = [];
  const changed: Array<{ oddsId: string; odds: number }> = [];
  for (const sel of selections) {
    const ref = parseOddsId(sel.oddsId);
    if (!ref) fail(Code.invalidParameter, '投注项无效');
    const match = await loadMatch(db, ref.matchId);
    if (!match) fail(Code.notFound, '赛事不存在');
    if ((kind === 'champion') !== match.champion)
      fail(Code.invalidParameter, '冠军投注不能与普通投注混合');
    const price = allMarketsNow(match, now).find((p) => p.oddsId === sel.oddsId);
    if (!price) fail(Code.warning, '该盘口已关闭或赛事已开始,无法投注');
    if (price.price !== sel.odds) changed.push({ oddsId: sel.oddsId, odds: price.price });
    const state = liveState(match, now);
    stored.push({
      oddsId: sel.oddsId,
      matchId: match.id,
      leagueId: match.league_id,
      gameType: match.game_type,
      teamH: match.team_h,
      teamC: match.team_c,
      play: price.play,
      side: price.side,
      line: price.line,
      odds: price.price,
      ...(state.phase === 'live' ? { placedScore: { h: state.scoreH, c: state.scoreC } } : {}),
    });
  }
  if (changed.length > 0 && !opts.acceptAnyOdds)
    fail(Code.warning, '赔率已变更,请确认新赔率后重新投注', { changed });
  const matchIds = new Set(stored.map((s) => s.matchId));
  if (matchIds.size !== stored.length) fail(Code.invalidParameter, '同一场赛事不能重复投注');

  // 串关: one ticket of every combination of the type (multiple: N串1); see src/domain/parlay.ts
  let type: SeriesType | null = null;
  if (kind === 'multiple') type = allLegs(stored.length);
  if (kind === 'series') {
    type = parseSeriesType(opts.seriesType ?? `${stored.length}x1`, stored.length);
    if (!type) fail(Code.invalidParameter, '串关类型无效');
  }
  const combos = type ? betCount(type) : 1;
  const combined = type
    ? combinedOddsX1000(
        stored.map((x) => x.odds),
        type,
      )
    : (stored[0]?.odds ?? 1000);
  const totalStake = stake * combos;
  const potential = Math.floor((stake * combined) / 1000);

  // daily maximum payout of the strictest class among the selections
  const classes = [...new Set(stored.map((s) => limitClassOf(s.gameType)))];
  for (const c of classes) {
    const rows = await db.query<{ s: number }>(
      `SELECT COALESCE(SUM(potential_payout), 0)::bigint AS s FROM bets WHERE member_id = $1 AND created_at >= $2 AND game_type = ANY($3::text[])`,
      [member.id, dayStart(now), gameTypesOf(c)],
    );
    const used = Number(rows[0]?.s ?? 0);
    if (used + potential > dailyLimitCents(c))
      fail(Code.warning, '已超过今日最高派彩限额', { limit: dailyLimitCents(c) / 100 });
  }

  const id = `B${now}${randomBytes(4).toString('hex').toUpperCase()}`;
  const center = await accountId(db, member.id, 'center');
  const book = await accountId(db, null, 'house', 'sportsbook');
  await move(db, {
    memberId: member.id,
    kind: 'bet',
    from: center,
    to: book,
    amount: totalStake,
    at: now,
    ref: id,
    memo: '体育投注',
  });
  const gameType = stored[0]?.gameType ?? 'FT';
  await db.query(
    `INSERT INTO bets (id, member_id, kind, venue, game_type, stake, odds, potential_payout, status, selections, created_at)
     VALUES ($1, $2, $3, $10, $4, $5, $6, $7, 'pending', $8, $9)`,
    [
      id,
      member.id,
      kind,
      gameType,
      totalStake,
      combined,
      potential,
      JSON.stringify({
        legs: stored,
        seriesSize: null,
        sizes: type ? [...type.sizes] : null,
        oddsType: opts.oddsType ?? 'H',
      } satisfies StoredBet),
      now,
      venue,
    ],
  );
  // the bet whose stake crosses a VIP grade's turnover upgrades the member (server/vip.ts)
  await checkVipUpgrade(db, member.id, now);
  return {
    id,
    member_id: member.id,
    kind,
    venue,
    game_type: gameType,
    stake: totalStake,
    odds: combined,
    potential_payout: potential,
    status: 'pending',
    result: null,
    payout: 0,
    selections: stored,
    created_at: now,
    settled_at: null,
    ...(type ? { series_type: seriesTypeCode(type) } : {}),
    bets: combos,
  };
}

function gameTypesOf(c: LimitClass): string[] {
  return GAME_TYPES.filter((g) => limitClassOf(g) === c);
}

interface RawBet {
  id: string;
  member_id: number;
  kind: BetKind;
  stake: number;
  odds: number;
  status: string;
  selections: StoredBet;
}

/** Settles one bet with a result code: payout = stake x multiplier of the code. For multiple and
 * series bets the given code applies to the whole bet. Refuses a settled bet (except A: restore). */
export async function settleBet(
  db: Sql,
  id: string,
  result: string,
  now: number,
): Promise<{ id: string; result: string; payout: number; memberId: number }> {
  const valid = ['A', 'W', 'LW', 'LL', 'L', 'P', ...Object.keys(CANCEL_REASONS)];
  if (!valid.includes(result)) fail(Code.invalidParameter, '无效的结算结果');
  const rows = await db.query<RawBet & Record<string, unknown>>(
    'SELECT * FROM bets WHERE id = $1 FOR UPDATE',
    [id],
  );
  const bet = rows[0];
  if (!bet) fail(Code.notFound, '注单不存在');
  if (bet.status === 'settled') fail(Code.warning, '注单已结算');
  // a cashed-out bet is settled by its cash-out: no result changes it (提前兑现)
  if (bet.status === 'cashed') fail(Code.warning, '注单已兑现');
  const stake = Number(bet.stake);
  const payout = Math.floor(
    stake * resultMultiplier(result as ResultCode, Number(bet.odds) / 1000),
  );
  return {
    ...(await writeSettlement(db, bet, result, payout, now)),
    memberId: Number(bet.member_id),
  };
}

async function writeSettlement(
  db: Sql,
  bet: RawBet,
  result: string,
  payout: number,
  now: number,
): Promise<{ id: string; result: string; payout: number }> {
  if (payout > 0) {
    const center = await accountId(db, Number(bet.member_id), 'center');
    const book = await accountId(db, null, 'house', 'sportsbook');
    await move(db, {
      memberId: Number(bet.member_id),
      kind: 'payout',
      from: book,
      to: center,
      amount: payout,
      at: now,
      ref: bet.id,
      memo: '体育派彩',
    });
  }
  await db.query(
    "UPDATE bets SET status = 'settled', result = $2, payout = $3, settled_at = $4, selections = $5 WHERE id = $1",
    [bet.id, result, payout, now, JSON.stringify(bet.selections)],
  );
  // the letter says which match(es) and what result (server/sports/settlementLetter.ts)
  const letter = settlementLetter({ id: bet.id, legs: bet.selections.legs }, result, payout);
  await sendLetter(db, Number(bet.member_id), 'notice', letter.title, letter.content, now);
  return { id: bet.id, result, payout };
}

/** Settles every pending bet whose matches are all finished (or cancelled) at this time. */
export interface Settlement {
  memberId: number;
  betId: string;
  result: string;
  /** Cents. */
  payout: number;
}

export async function settleDue(
  db: Sql,
  now: number,
  /** Told of each settlement after its transaction (the live feed). */
  onSettled?: (s: Settlement) => void,
): Promise<number> {
  const pending = await db.query<RawBet & Record<string, unknown>>(
    "SELECT * FROM bets WHERE status = 'pending' ORDER BY created_at LIMIT 500",
  );
  let settled = 0;
  for (const bet of pending) {
    const legs = bet.selections.legs;
    const outcomes: Array<{ leg: StoredSelection; result: ResultCode }> = [];
    let ready = true;
    for (const leg of legs) {
      const match = await loadMatch(db, leg.matchId);
      if (!match) {
        outcomes.push({ leg, result: 'D0' });
        continue;
      }
      const result = legOutcome(match, leg, now);
      if (result === null) ready = false;
      else outcomes.push({ leg, result });
    }
    if (!ready) continue;
    for (const o of outcomes) o.leg.result = o.result;
    const stake = Number(bet.stake);
    // each combination settled: a combination pays stake per bet x its legs' result factors
    const type = storedSeriesType(bet.kind, bet.selections) ?? allLegs(outcomes.length);
    const factors = outcomes.map((o) => resultMultiplier(o.result, o.leg.odds / 1000));
    const payout = seriesPayoutCents(stake / betCount(type), factors, type);
    const result =
      outcomes.length === 1 && outcomes[0]
        ? outcomes[0].result
        : overall(
            payout,
            stake,
            outcomes.map((o) => o.result),
          );
    const done = await db.transaction(async (tx) => {
      const again = await tx.query(
        "SELECT 1 FROM bets WHERE id = $1 AND status = 'pending' FOR UPDATE",
        [bet.id],
      );
      if (again.length === 0) return false;
      await writeSettlement(tx, bet, result, payout, now);
      settled++;
      return true;
    });
    if (done) onSettled?.({ memberId: Number(bet.member_id), betId: bet.id, result, payout });
  }
  return settled;
}

/**
 * A leg's result at a time, or null while it is still open: a cancelled match voids it (D1); an
 * outright settles at its start; a first-half play once the first half is over, on its score;
 * every other play once the match is over, on the final score.
 */
export function legOutcome(match: MatchRow, leg: StoredSelection, now: number): ResultCode | null {
  const s = liveState(match, now);
  if (s.phase === 'cancelled') return 'D1';
  if (match.champion)
    return now < match.starts_at
      ? null
      : selectionResult('FS', leg.side, 0, 0, 0, match.data.winner);
  if (HALF_PLAYS.has(leg.play)) {
    const half = halfScore(match, now);
    if (!half) return s.phase === 'finished' ? 'D0' : null;
    return half.over || s.phase === 'finished' ? legResult(leg, half.h, half.c) : null;
  }
  return s.phase === 'finished' ? legResult(leg, s.scoreH, s.scoreC) : null;
}

/** A leg's result on the final score (the first half's for its plays); an in-play handicap
 * (the match's or the first half's) counts only what was scored after the bet (help page
 * 让球攻略), every other market the whole match (or half). */
export function legResult(leg: StoredSelection, scoreH: number, scoreC: number): ResultCode {
  const base = leg.play === 'RE' || leg.play === 'HRE' ? leg.placedScore : undefined;
  return selectionResult(
    leg.play,
    leg.side,
    Number(leg.line),
    scoreH - (base?.h ?? 0),
    scoreC - (base?.c ?? 0),
  );
}

function overall(payout: number, stake: number, results: ResultCode[]): string {
  if (results.every((r) => r.startsWith('D'))) return results[0] ?? 'D0';
  if (payout === 0) return 'L';
  if (payout === stake) return 'P';
  if (results.includes('LL') && payout < stake) return 'LL';
  if (payout < stake) return 'LL';
  if (results.includes('LW') && !results.includes('W')) return 'LW';
  return 'W';
}
