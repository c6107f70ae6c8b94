// 提前兑现 (cash-out) through venueResource cashOutQuote / cashOut: the value is the domain's
// formula on the live price, quotes expire, a cash-out pays once per idempotency key in one
// transaction (bet, balance, ledger), concurrent cash-outs of one bet pay once, partial then full,
// another member's bet is 6004, the odds-change preference, the loss limit and turnover.
// Runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDb } from '../db/adapter.ts';
import { startHarness, newPlayer, type Harness } from './harness.ts';
import { checkInvariants } from '../ledger.ts';
import { selectionOf, type OfferedMatch } from './support.ts';
import { scratchDatabase, TEST_DATABASE_URL, type ScratchDatabase } from './pg-scratch.ts';
import { cashOutValue } from '../../src/domain/cashout.ts';
import { loadMatch } from '../sports/betting.ts';
import { liveLeg, CASH_OUT_MARGIN, QUOTE_TTL_MS } from '../sports/cashout.ts';
import { lossOfDay } from '../responsible.ts';
import { turnoverBetween } from '../promotions.ts';
import {
  durationMinutes,
  eventsUntil,
  LIVE_TICK,
  liveState,
  MINUTE,
  parseOddsId,
  resultMultiplier,
  selectionResult,
  SUSPEND_AFTER_MS,
  type MatchRow,
} from '../sports/sim.ts';
import { DEV_PREFIX } from '../dev.ts';
import { SPORTS_FEED_PATH } from '../sports/feed.ts';

interface QuoteOut {
  ticket_id: string;
  value: number | null;
  cashable: boolean;
  reason: string | null;
  message: string;
  quoteId: string | null;
  expiresInMs: number;
}
interface RecordOut {
  ticket_id: string;
  stake: number;
  winLoss: number;
  cashOut: {
    value: number | null;
    reason: string | null;
    cashedOut: number;
    cashedStake: number;
    openStake: number;
    full: boolean;
  };
}

function suite(name: string, open: () => Promise<{ h: Harness; close: () => Promise<void> }>) {
  describe(name, () => {
    let h: Harness;
    let close: () => Promise<void>;
    let token: string;
    let other: string;
    let seq = 0;
    const resource = (
      method: string,
      Request: Record<string, unknown>,
      opts: { key?: string; as?: string } = {},
    ) =>
      h.call(
        'venueResource',
        {
          method,
          enName: 'XMTY',
          Request: { timestamp: h.clock.now(), token: '', language: 'zh-cn', ip: '', ...Request },
        },
        { token: opts.as ?? token, ...(opts.key ? { idempotencyKey: opts.key } : {}) },
      );
    const liveMatches = async (): Promise<OfferedMatch[]> => {
      const r = await resource('matches', { gameType: 'FT', showType: 'RB', oddsType: 'H' });
      return (r.data as { matches: OfferedMatch[] }).matches;
    };
    /** Every market of a match before its kick-off, as 全部玩法 asks for them. */
    const marketsOf = async (gameId: string) => {
      const o = await resource('odds', { gameId, gameType: 'ALL', showType: 'FT', oddsType: 'H' });
      return (
        o.data as { markets: Array<{ w: string; selections: Parameters<typeof selectionOf>[1][] }> }
      ).markets;
    };
    /** Places one bet of these selections (accepting moved odds); its tickets, the first accepted. */
    const placeTickets = async (
      betType: string,
      selections: Array<ReturnType<typeof selectionOf>>,
      stake: string,
      as = token,
    ) => {
      const key = `co-bet-${++seq}-abcdef`;
      const r = await resource(
        'placeBet',
        {
          betType,
          oddsType: 'H',
          selections,
          stake,
          acceptOddsChange: true,
          idempotencyKey: key,
        },
        { key, as },
      );
      const t = (r.data as { tickets: Array<{ ticket_id: string; status: string }> }).tickets;
      expect(t[0]?.status, JSON.stringify(r)).toBe('accepted');
      return t;
    };
    /** Places a single (or a parlay of several matches) on in-play prices; returns the ticket. */
    const place = async (ms: OfferedMatch[], stake: string, as = token): Promise<string> => {
      const selections = ms.map((m) => {
        const o = m.mainOdds.find((x) => x.w === 'RM') ?? m.mainOdds[0];
        if (!o) throw new Error('no odds');
        return selectionOf(m, o);
      });
      const [t] = await placeTickets(ms.length > 1 ? 'multiple' : 'single', selections, stake, as);
      return t?.ticket_id ?? '';
    };
    const quote = async (id: string, as = token): Promise<QuoteOut> => {
      const r = await resource('cashOutQuote', { ticketIds: [id] }, { as });
      expect(r.status_code, r.message).toBe(6000);
      const q = (r.data as { quotes: QuoteOut[] }).quotes[0];
      if (!q) throw new Error('no quote');
      return q;
    };
    const cash = (
      id: string,
      q: QuoteOut,
      amount: number,
      key: string,
      oddsChange = 'ask',
      as = token,
    ) =>
      resource(
        'cashOut',
        {
          ticket_id: id,
          quoteId: q.quoteId ?? '',
          amount: amount.toFixed(2),
          oddsChange,
          idempotencyKey: key,
        },
        { key, as },
      );
    const centre = async (as = token): Promise<number> =>
      (
        (await h.call('transferGetBalance', { withLockMoney: 1 }, { token: as })).data as {
          centerWalletBalance: number;
        }
      ).centerWalletBalance;
    const record = async (id: string, settled: boolean): Promise<RecordOut | undefined> => {
      const r = await resource('betRecords', { settled, pageNum: 1, pageSize: 100 });
      return (r.data as { list: RecordOut[] }).list.find((x) => x.ticket_id === id);
    };
    const memberId = async (name: string): Promise<number> =>
      Number(
        (await h.db.query<{ id: number }>('SELECT id FROM members WHERE name = $1', [name]))[0]?.id,
      );

    beforeAll(async () => {
      ({ h, close } = await open());
      token = await newPlayer(h, 'cashout1', { balance: 100_000_00 });
      other = await newPlayer(h, 'cashout2', { balance: 10_000_00 });
    }, 60_000);
    afterAll(async () => {
      expect(await checkInvariants(h.db)).toEqual([]);
      expect(h.app.services.contractViolations).toEqual([]);
      await close();
    });

    it("quotes an in-play single at stake x placed odds x the live book's chance (its margin removed) less 5 %, for a few seconds", async () => {
      const [m] = await liveMatches();
      if (!m) throw new Error('no live match');
      const id = await place([m], '100');
      h.clock.advance(LIVE_TICK); // the price moves
      const q = await quote(id);
      const bet = (
        await h.db.query<{ selections: { legs: Array<Record<string, unknown>> } }>(
          'SELECT selections FROM bets WHERE id = $1',
          [id],
        )
      )[0];
      const leg = bet?.selections.legs[0] as unknown as Parameters<typeof liveLeg>[1];
      const match = await loadMatch(h.db, leg.matchId);
      if (!match) throw new Error('no match');
      const expected = cashOutValue({
        stake: 100_00,
        potential: Math.floor((100_00 * leg.odds) / 1000),
        legs: [liveLeg(match, leg, h.clock.now())],
        margin: CASH_OUT_MARGIN,
      });
      expect(expected.value).not.toBeNull();
      expect(q).toMatchObject({ cashable: true, reason: null, expiresInMs: QUOTE_TTL_MS });
      expect(Math.round((q.value ?? 0) * 100)).toBe(expected.value);
      expect(q.value).toBeLessThanOrEqual((100 * leg.odds) / 1000);
      const listed = await record(id, false);
      expect(listed?.cashOut).toMatchObject({ value: q.value, full: false, openStake: 100 });
    });

    it('cashes out a single in full: the centre wallet rises by the amount, the bet says 已兑现', async () => {
      const [m] = await liveMatches();
      if (!m) throw new Error('no live match');
      const id = await place([m], '200');
      const q = await quote(id);
      const before = await centre();
      const r = await cash(id, q, q.value ?? 0, 'co-full-000001');
      expect(r.status_code, r.message).toBe(6000);
      expect(r.data).toMatchObject({
        method: 'cashOut',
        amount: q.value,
        full: true,
        remainingStake: 0,
      });
      expect(await centre()).toBeCloseTo(before + (q.value ?? 0), 2);
      expect(await record(id, false)).toBeUndefined();
      const closed = await record(id, true);
      expect(closed?.cashOut).toMatchObject({ full: true, cashedOut: q.value, openStake: 0 });
      expect(closed?.winLoss).toBeCloseTo((q.value ?? 0) - 200, 2);
      // one ledger entry of kind cashout for the bet
      const txns = await h.db.query<{ n: number }>(
        "SELECT COUNT(*)::int AS n FROM ledger_txns WHERE kind = 'cashout' AND ref = $1",
        [id],
      );
      expect(txns[0]?.n).toBe(1);
      // 交易记录 shows the credit with its bet, among every type and under 提前兑现
      for (const type of [undefined, 'cashout']) {
        const deals = await h.call(
          'transactionsQueryDealRecord',
          { ...(type ? { type } : {}), pageNum: 1, pageSize: 100 },
          { token },
        );
        const list = (deals.data as { list: Array<Record<string, unknown>> }).list;
        expect(list.filter((d) => d.ticketId === id)).toEqual([
          expect.objectContaining({ type: 'cashout', amount: q.value, status: 'success' }),
        ]);
        if (type) expect(list.every((d) => d.type === 'cashout')).toBe(true);
      }
      // settled by the final result? never: past the end of the match it stays cashed out
      h.clock.advance(3 * 60 * MINUTE);
      await record(id, true);
      const after = await record(id, true);
      expect(after?.cashOut.full).toBe(true);
      const payouts = await h.db.query<{ n: number }>(
        "SELECT COUNT(*)::int AS n FROM ledger_txns WHERE kind = 'payout' AND ref = $1",
        [id],
      );
      expect(payouts[0]?.n).toBe(0);
      h.clock.advance(-3 * 60 * MINUTE);
      const q2 = await quote(id);
      expect(q2).toMatchObject({ cashable: false, reason: 'cashedOut', message: '注单已兑现' });
      const again = await cash(id, q, q.value ?? 0, 'co-full-000002');
      expect(again.status_code).toBe(6012);
      expect(again.data).toMatchObject({ reason: 'cashedOut' });
    });

    it('replays the first answer for the same idempotency key and pays once', async () => {
      const [m] = await liveMatches();
      if (!m) throw new Error('no live match');
      const id = await place([m], '50');
      const q = await quote(id);
      const before = await centre();
      const first = await cash(id, q, q.value ?? 0, 'co-replay-0001');
      const second = await cash(id, q, q.value ?? 0, 'co-replay-0001');
      expect(first.status_code).toBe(6000);
      expect(second).toEqual(first);
      expect(await centre()).toBeCloseTo(before + (q.value ?? 0), 2);
    });

    it('refuses an expired quote with the current value', async () => {
      const [m] = await liveMatches();
      if (!m) throw new Error('no live match');
      const id = await place([m], '50');
      const q = await quote(id);
      h.clock.advance(QUOTE_TTL_MS + 1);
      const r = await cash(id, q, q.value ?? 0, 'co-expired-001', 'any');
      expect(r.status_code).toBe(6012);
      expect(r.message).toBe('兑现报价已过期,请重新确认');
      expect(r.data).toMatchObject({ reason: 'expired' });
      expect((r.data as { value: number | null }).value).not.toBeNull();
    });

    it("refuses another member's bet with 6004, on quote and on cash-out", async () => {
      const [m] = await liveMatches();
      if (!m) throw new Error('no live match');
      const id = await place([m], '30', other);
      const asMine = await resource('cashOutQuote', { ticketIds: [id] });
      expect(asMine.status_code).toBe(6004);
      const q = await quote(id, other);
      const r = await cash(id, q, q.value ?? 0, 'co-other-00001');
      expect(r.status_code).toBe(6004);
      expect(r.message).toBe('注单不存在');
    });

    it('of concurrent cash-outs of one bet exactly one succeeds and the ledger stays balanced', async () => {
      const [m] = await liveMatches();
      if (!m) throw new Error('no live match');
      const id = await place([m], '100');
      const q = await quote(id);
      const before = await centre();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          cash(id, q, i % 2 ? (q.value ?? 0) : 10, `co-race-${i}-000`, 'any'),
        ),
      );
      const ok = answers.filter((a) => a.status_code === 6000);
      expect(ok).toHaveLength(1);
      expect(
        answers.filter((a) => a.status_code !== 6000).every((a) => a.status_code === 6012),
      ).toBe(true);
      const paid = (ok[0]?.data as { amount: number }).amount;
      expect(await centre()).toBeCloseTo(before + paid, 2);
      const rows = await h.db.query<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM bet_cashouts WHERE bet_id = $1',
        [id],
      );
      expect(rows[0]?.n).toBe(1);
      expect(await checkInvariants(h.db)).toEqual([]);
    });

    it('cashes part of a bet, leaves the rest open at the same odds, then cashes the rest', async () => {
      const [m] = await liveMatches();
      if (!m) throw new Error('no live match');
      const id = await place([m], '100');
      const q = await quote(id);
      const full = q.value ?? 0;
      const half = Math.floor(full * 50) / 100;
      const before = await centre();
      const part = await cash(id, q, half, 'co-part-000001');
      expect(part.status_code, part.message).toBe(6000);
      const d = part.data as { amount: number; stakeCashed: number; remainingStake: number };
      expect(d.amount).toBe(half);
      expect(d.stakeCashed + d.remainingStake).toBeCloseTo(100, 2);
      expect(d.stakeCashed).toBeCloseTo((100 * half) / full, 1);
      const open = await record(id, false);
      expect(open?.stake).toBe(100);
      expect(open?.cashOut).toMatchObject({
        cashedOut: half,
        openStake: d.remainingStake,
        full: false,
      });
      // the old quote was for the whole stake: refused, the player quotes again
      const stale = await cash(id, q, half, 'co-part-000002', 'any');
      expect(stale.status_code).toBe(6012);
      const q2 = await quote(id);
      expect(q2.value ?? 0).toBeLessThan(full);
      const rest = await cash(id, q2, q2.value ?? 0, 'co-part-000003');
      expect(rest.status_code, rest.message).toBe(6000);
      expect(await centre()).toBeCloseTo(before + half + (q2.value ?? 0), 2);
      const closed = await record(id, true);
      expect(closed?.cashOut).toMatchObject({ full: true, cashedStake: 100, openStake: 0 });
      expect(closed?.cashOut.cashedOut).toBeCloseTo(half + (q2.value ?? 0), 2);
    });

    it('applies the odds-change preference to a moved value: ask refuses with the new value, higher takes a rise, any takes a fall', async () => {
      const [m, n] = await liveMatches();
      if (!m || !n) throw new Error('need two live matches');
      /** Moves the live price of the bet's selection (the dev route the journeys use). */
      const nudge = async (betId: string, factor: number): Promise<void> => {
        const rows = await h.db.query<{ selections: { legs: Array<{ oddsId: string }> } }>(
          'SELECT selections FROM bets WHERE id = $1',
          [betId],
        );
        const oddsId = rows[0]?.selections.legs[0]?.oddsId ?? '';
        const r = await h.app.inject({
          method: 'POST',
          url: `${DEV_PREFIX}/sports/odds`,
          payload: { oddsId, factor },
        });
        expect(r.statusCode).toBe(200);
      };
      // the price rises: the value falls
      const down = await place([m], '100');
      const q = await quote(down);
      await nudge(down, 1.25);
      const refused = await cash(down, q, q.value ?? 0, 'co-moved-00001', 'ask');
      expect(refused.status_code).toBe(6012);
      expect(refused.message).toBe('兑现金额已变化,请确认新金额');
      expect(refused.data).toMatchObject({ reason: 'moved' });
      const lower = (refused.data as { value: number }).value;
      expect(lower).toBeLessThan(q.value ?? 0);
      const notHigher = await cash(down, q, q.value ?? 0, 'co-moved-00002', 'higher');
      expect(notHigher.data).toMatchObject({ reason: 'moved', value: lower });
      const any = await cash(down, q, q.value ?? 0, 'co-moved-00003', 'any');
      expect(any.status_code, any.message).toBe(6000);
      expect((any.data as { amount: number }).amount).toBe(lower);
      // the price falls: the value rises, which "only higher" takes
      const up = await place([n], '100');
      const q2 = await quote(up);
      await nudge(up, 0.8);
      const askUp = await cash(up, q2, q2.value ?? 0, 'co-moved-00004', 'ask');
      expect(askUp.data).toMatchObject({ reason: 'moved' });
      const higher = await cash(up, q2, q2.value ?? 0, 'co-moved-00005', 'higher');
      expect(higher.status_code, higher.message).toBe(6000);
      expect((higher.data as { amount: number }).amount).toBeGreaterThan(q2.value ?? 0);
    });

    /** The legs of a stored bet and their matches. */
    const legsOf = async (id: string) => {
      const rows = await h.db.query<{
        selections: { legs: Array<Parameters<typeof liveLeg>[1]> };
        potential_payout: number;
      }>('SELECT selections, potential_payout FROM bets WHERE id = $1', [id]);
      const legs = rows[0]?.selections.legs ?? [];
      const matches: MatchRow[] = [];
      for (const leg of legs) {
        const match = await loadMatch(h.db, leg.matchId);
        if (!match) throw new Error('no match');
        matches.push(match);
      }
      return { legs, matches, potential: Number(rows[0]?.potential_payout) };
    };
    /** Places a 串关 (N串1) of these in-play prices (an oddsId each). */
    const placeParlay = async (ms: OfferedMatch[], oddsIds: string[], stake: string) => {
      const selections = ms.map((m, i) => {
        const o = m.mainOdds.find((x) => x.r === oddsIds[i]);
        if (!o) throw new Error('no odds');
        return selectionOf(m, o);
      });
      const t = await placeTickets('multiple', selections, stake);
      expect(t).toHaveLength(1);
      return t[0]?.ticket_id ?? '';
    };
    /** The home-win price of a listed match. */
    const homeWin = (m: OfferedMatch): string =>
      m.mainOdds.find((x) => x.r.startsWith('RM_H_'))?.r ?? '';

    it('prices a 串关 from every open leg, refuses it while a leg is suspended, and pays it once: the final result never changes it', async () => {
      const start = h.clock.now();
      const [a, b] = await liveMatches();
      if (!a || !b) throw new Error('need two live matches');
      const id = await placeParlay([a, b], [homeWin(a), homeWin(b)], '100');
      const { legs, matches, potential } = await legsOf(id);
      expect(legs).toHaveLength(2);
      const expected = (now: number) =>
        cashOutValue({
          stake: 100_00,
          potential,
          legs: legs.map((leg, i) => liveLeg(matches[i] as MatchRow, leg, now)),
          margin: CASH_OUT_MARGIN,
        }).value;

      // the value multiplies placed / current over both legs
      h.clock.advance(LIVE_TICK);
      const q = await quote(id);
      expect(q.cashable).toBe(true);
      expect(Math.round((q.value ?? 0) * 100)).toBe(expected(h.clock.now()));
      // the second leg's price rises: the parlay's value falls by that leg's ratio
      const second = legs[1];
      if (!second) throw new Error('no second leg');
      await h.app.inject({
        method: 'POST',
        url: `${DEV_PREFIX}/sports/odds`,
        payload: { oddsId: second.oddsId, factor: 1.25 },
      });
      matches[1] = (await loadMatch(h.db, second.matchId)) as MatchRow;
      const moved = await quote(id);
      expect(moved.value ?? 0).toBeLessThan(q.value ?? 0);
      expect(Math.round((moved.value ?? 0) * 100)).toBe(expected(h.clock.now()));

      // the next goal in either match suspends that leg's market: no value, a cash-out is refused
      const goals = matches
        .flatMap((m) =>
          eventsUntil(m, m.starts_at + durationMinutes(m) * MINUTE).map((e) => m.starts_at + e.at),
        )
        .filter((at) => at > h.clock.now() + 10_000)
        .sort((x, y) => x - y);
      const goal = goals[0];
      if (goal === undefined) throw new Error('no goal ahead');
      h.clock.set(goal - 5_000);
      const before = await quote(id);
      expect(before.cashable).toBe(true);
      const balance = await centre();
      h.clock.set(goal + 1_000);
      expect(matches.some((m) => liveState(m, h.clock.now()).suspended)).toBe(true);
      const refused = await cash(id, before, before.value ?? 0, 'co-parlay-susp-1', 'any');
      expect(refused.status_code).toBe(6012);
      expect(refused.message).toBe('盘口暂停,暂不可兑现');
      expect(refused.data).toMatchObject({ reason: 'suspended', value: null });
      expect(await quote(id)).toMatchObject({
        cashable: false,
        value: null,
        reason: 'suspended',
        quoteId: null,
      });
      expect(await centre()).toBeCloseTo(balance, 2);
      expect((await record(id, false))?.cashOut).toMatchObject({
        value: null,
        reason: 'suspended',
        cashedOut: 0,
      });

      // the market reopens: cashed out in full, at once
      h.clock.set(goal + SUSPEND_AFTER_MS + 1_000);
      const q2 = await quote(id);
      expect(q2.cashable).toBe(true);
      expect(Math.round((q2.value ?? 0) * 100)).toBe(expected(h.clock.now()));
      const done = await cash(id, q2, q2.value ?? 0, 'co-parlay-full-1');
      expect(done.status_code, done.message).toBe(6000);
      expect(done.data).toMatchObject({ amount: q2.value, full: true, remainingStake: 0 });
      expect(await centre()).toBeCloseTo(balance + (q2.value ?? 0), 2);
      const closed = await record(id, true);
      expect(closed?.cashOut).toMatchObject({ full: true, cashedOut: q2.value, openStake: 0 });

      // both matches end and pending bets are settled: the parlay stays cashed out, paid once
      const end = Math.max(...matches.map((m) => m.starts_at + durationMinutes(m) * MINUTE));
      h.clock.set(end + MINUTE);
      const after = await record(id, true);
      expect(after?.cashOut).toMatchObject({ full: true, cashedOut: q2.value });
      expect(after?.winLoss).toBeCloseTo((q2.value ?? 0) - 100, 2);
      // the back office's settle action cannot settle it either
      const settle = await h.app.inject({
        method: 'POST',
        url: `${DEV_PREFIX}/bet/settle`,
        payload: { betId: id, result: 'W' },
      });
      expect((settle.json() as { status_code: number }).status_code).toBe(6012);
      // the bet moved money twice: the stake, and the cash-out (other bets settled meanwhile)
      const moves = await h.db.query<{ kind: string }>(
        'SELECT kind FROM ledger_txns WHERE ref = $1 ORDER BY id',
        [id],
      );
      expect(moves.map((x) => x.kind)).toEqual(['bet', 'cashout']);
      h.clock.set(start);
    });

    it('counts a 串关 leg whose match is over at its result: a won leg multiplies the value, a lost one ends it', async () => {
      const start = h.clock.now();
      const live = await liveMatches();
      const rows = await Promise.all(
        live.map(async (m) => ({
          m,
          row: await loadMatch(h.db, parseOddsId(homeWin(m))?.matchId ?? 0),
        })),
      );
      const ends = rows
        .filter((x): x is { m: OfferedMatch; row: MatchRow } => x.row !== null)
        .map((x) => ({ ...x, end: x.row.starts_at + durationMinutes(x.row) * MINUTE }))
        .sort((x, y) => x.end - y.end);
      const first = ends[0];
      const last = ends[ends.length - 1];
      if (!first || !last || last.end - first.end < 2 * MINUTE)
        throw new Error('need two live matches ending apart');
      // the final score of the match that ends first decides which side wins and which loses
      const final = liveState(first.row, first.end);
      const win = final.scoreH > final.scoreC ? 'H' : final.scoreH < final.scoreC ? 'C' : 'N';
      const lose = win === 'H' ? 'C' : 'H';
      const priceOf = (m: OfferedMatch, side: string) =>
        m.mainOdds.find((x) => x.r.startsWith(`RM_${side}_`))?.r ?? '';
      const won = await placeParlay(
        [first.m, last.m],
        [priceOf(first.m, win), homeWin(last.m)],
        '50',
      );
      const lost = await placeParlay(
        [first.m, last.m],
        [priceOf(first.m, lose), homeWin(last.m)],
        '50',
      );

      // past the first match's end, the second still on (a moment with its market open)
      let t = first.end + MINUTE;
      while (liveState(last.row, t).suspended) t += SUSPEND_AFTER_MS;
      expect(liveState(last.row, t).phase).toBe('live');
      h.clock.set(t);
      const { legs, potential } = await legsOf(won);
      const [decided, open] = legs;
      if (!decided || !open) throw new Error('two legs');
      const result = selectionResult(
        decided.play,
        decided.side,
        Number(decided.line),
        final.scoreH,
        final.scoreC,
      );
      expect(result).toBe('W');
      const q = await quote(won);
      expect(q.cashable).toBe(true);
      expect(Math.round((q.value ?? 0) * 100)).toBe(
        cashOutValue({
          stake: 50_00,
          potential,
          legs: [
            { factor: resultMultiplier(result, decided.odds / 1000) },
            liveLeg(last.row, open, t),
          ],
          margin: CASH_OUT_MARGIN,
        }).value,
      );
      expect(await quote(lost)).toMatchObject({
        cashable: false,
        value: null,
        reason: 'lost',
        message: '串关已有输的选项,不可兑现',
      });
      const refused = await cash(lost, q, 10, 'co-parlay-lost-1', 'any');
      expect(refused.status_code).toBe(6012);
      h.clock.set(start);
    });

    it('quotes and cashes a pre-match 波胆, 单双, first-half 独赢 and tennis set score (盘数比分) once the match is in play, at the live book', async () => {
      const start = h.clock.now();
      /** The first match of today in a sport with these markets, its prices by play. */
      const firstWith = async (gameType: string, plays: string[]) => {
        const r = await resource('matches', { gameType, showType: 'FT', oddsType: 'H' });
        for (const m of (r.data as { matches: OfferedMatch[] }).matches) {
          const markets = await marketsOf(m.gameId);
          const picks = plays.map((w) => markets.find((x) => x.w === w)?.selections[0]);
          if (picks.every((x) => x !== undefined)) return { m, picks };
        }
        throw new Error(`no ${gameType} match of today with ${plays.join(' ')}`);
      };
      const single = async (m: OfferedMatch, pick: Parameters<typeof selectionOf>[1]) => {
        const [t] = await placeTickets('single', [selectionOf(m, pick)], '100');
        return t?.ticket_id ?? '';
      };
      /** A few minutes after kick-off, at a moment its markets are open. */
      const inPlay = async (m: OfferedMatch): Promise<MatchRow> => {
        const row = await loadMatch(h.db, Number(m.gameId));
        if (!row) throw new Error('no match');
        let t = row.starts_at + 3 * MINUTE;
        while (liveState(row, t).suspended) t += SUSPEND_AFTER_MS;
        h.clock.set(t);
        return row;
      };
      const football = await firstWith('FT', ['PD', 'EO', 'HM']);
      const tennis = await firstWith('TN', ['SC']);
      const ids = [
        ...(await Promise.all(football.picks.map((p) => single(football.m, p!)))),
        await single(tennis.m, tennis.picks[0]!),
      ];
      const expectQuotedAtTheLiveBook = async (id: string, row: MatchRow) => {
        const { legs, potential } = await legsOf(id);
        const leg = legs[0];
        if (!leg) throw new Error('no leg');
        const expected = cashOutValue({
          stake: 100_00,
          potential,
          legs: [liveLeg(row, leg, h.clock.now())],
          margin: CASH_OUT_MARGIN,
        });
        const q = await quote(id);
        // a 波胆 the score has passed already is decided (lost): no quote, as a finished match
        if (expected.value === null) {
          expect(leg.play).toBe('PD');
          expect(q).toMatchObject({ cashable: false, reason: 'decided' });
        } else {
          expect(q).toMatchObject({ cashable: true, reason: null });
          expect(Math.round((q.value ?? 0) * 100)).toBe(expected.value);
        }
        return q;
      };
      const [pd, eo, hm, sc] = ids as [string, string, string, string];
      const row = await inPlay(football.m);
      await expectQuotedAtTheLiveBook(pd, row);
      await expectQuotedAtTheLiveBook(hm, row);
      const q = await expectQuotedAtTheLiveBook(eo, row);
      // cashed with the existing flow: once per idempotency key, into the centre wallet
      const before = await centre();
      const paid = await cash(eo, q, q.value ?? 0, 'co-pre-eo-000001', 'any');
      expect(paid.status_code, paid.message).toBe(6000);
      const again = await cash(eo, q, q.value ?? 0, 'co-pre-eo-000001', 'any');
      expect(again.data).toEqual(paid.data);
      expect(await centre()).toBeCloseTo(before + (q.value ?? 0), 2);
      await expectQuotedAtTheLiveBook(sc, await inPlay(tennis.m));
      h.clock.set(start);
    });

    it('quotes and pays a pre-match handicap and a total at a line the live book does not list, at its own line from the model: the button says what is paid', async () => {
      const start = h.clock.now();
      const r = await resource('matches', { gameType: 'FT', showType: 'FT', oddsType: 'H' });
      const checked = new Set<string>();
      for (const m of (r.data as { matches: OfferedMatch[] }).matches.slice(0, 6)) {
        const markets = await marketsOf(m.gameId);
        // every handicap and over/under line of the match, each side, 10 yuan each
        const bets: Array<{ id: string } & Awaited<ReturnType<typeof legsOf>>> = [];
        for (const mk of markets.filter((x) => x.w === 'R' || x.w === 'OU'))
          for (const pick of mk.selections) {
            const [t] = await placeTickets('single', [selectionOf(m, pick)], '10');
            const id = t?.ticket_id ?? '';
            bets.push({ id, ...(await legsOf(id)) });
          }
        const row = await loadMatch(h.db, Number(m.gameId));
        if (!row) throw new Error('no match');
        // each minute of the match: a leg the book prices from its model is quoted at it
        for (let t = row.starts_at + MINUTE; liveState(row, t).phase === 'live'; t += MINUTE) {
          for (const { id, legs, potential } of bets) {
            const leg = legs[0];
            if (!leg || checked.has(leg.play)) continue;
            const l = liveLeg(row, leg, t);
            if (!('chance' in l)) continue;
            h.clock.set(t);
            const expected = cashOutValue({
              stake: 10_00,
              potential,
              legs: [l],
              margin: CASH_OUT_MARGIN,
            });
            const q = await quote(id);
            expect(q).toMatchObject({ cashable: true, reason: null });
            expect(Math.round((q.value ?? 0) * 100)).toBe(expected.value);
            const before = await centre();
            const paid = await cash(id, q, q.value ?? 0, `co-model-${id.slice(-12)}`, 'ask');
            expect(paid.status_code, paid.message).toBe(6000);
            expect(await centre()).toBeCloseTo(before + (q.value ?? 0), 2);
            checked.add(leg.play);
          }
          if (checked.size === 2) break;
        }
        if (checked.size === 2) break;
      }
      // a handicap (R) and an over/under (OU) were both priced from the model and paid
      expect([...checked].sort()).toEqual(['OU', 'R']);
      h.clock.set(start);
    });

    it('has no value once the match is over (waiting for settlement)', async () => {
      const [m] = await liveMatches();
      if (!m) throw new Error('no live match');
      const id = await place([m], '20');
      h.clock.advance(3 * 60 * MINUTE);
      const r = await resource('cashOutQuote', { ticketIds: [id] });
      const q = (r.data as { quotes: QuoteOut[] }).quotes[0];
      h.clock.advance(-3 * 60 * MINUTE);
      expect(q).toMatchObject({ cashable: false, value: null, quoteId: null });
      expect(['decided', 'settled']).toContain(q?.reason);
    });

    it('counts a cash-out toward the day loss as stake minus amount, and its stake not as turnover', async () => {
      const name = `cashloss${seq}`;
      const t = await newPlayer(h, name, { balance: 1_000_00 });
      const id = (await memberId(name)) || 0;
      const [m] = await liveMatches();
      if (!m) throw new Error('no live match');
      const bet = await place([m], '100', t);
      const from = h.clock.now() - 1;
      expect(await turnoverBetween(h.db, id, from, h.clock.now() + 1)).toBe(100_00);
      const q = await quote(bet, t);
      const r = await cash(bet, q, q.value ?? 0, 'co-loss-000001', 'ask', t);
      expect(r.status_code).toBe(6000);
      const paid = Math.round((q.value ?? 0) * 100);
      expect(await lossOfDay(h.db, id, h.clock.now())).toBe(Math.max(0, 100_00 - paid));
      expect(await turnoverBetween(h.db, id, from, h.clock.now() + 1)).toBe(0);
    });
  });
}

suite('cash-out on PGlite', async () => {
  const h = await startHarness();
  return { h, close: () => h.close() };
});

describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL', () => {
  let scratch: ScratchDatabase | null = null;
  suite('cash-out on PostgreSQL', async () => {
    scratch = await scratchDatabase('cashout');
    const h = await startHarness({ db: PgDb.open(scratch.url) });
    return {
      h,
      close: async () => {
        await h.close();
        await scratch?.drop();
      },
    };
  });
});

describe('cash-out values on the live feed', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => h.close());

  it("sends a member's sockets the value of each open bet, again when it moves, and nobody else", async () => {
    const token = await newPlayer(h, 'feedcash1', { balance: 1_000_00 });
    const base = { timestamp: h.clock.now(), token: '', language: 'zh-cn', ip: '' };
    const list = await h.call(
      'venueResource',
      {
        method: 'matches',
        enName: 'XMTY',
        Request: { ...base, gameType: 'FT', showType: 'RB', oddsType: 'H' },
      },
      { token },
    );
    const m = (list.data as { matches: OfferedMatch[] }).matches[0];
    const o = m?.mainOdds.find((x) => x.w === 'RM');
    if (!m || !o) throw new Error('no live match');
    const placed = await h.call(
      'venueResource',
      {
        method: 'placeBet',
        enName: 'XMTY',
        Request: {
          ...base,
          betType: 'single',
          oddsType: 'H',
          selections: [selectionOf(m, o)],
          stake: '100',
          acceptOddsChange: true,
          idempotencyKey: 'feed-cash-bet-01',
        },
      },
      { token, idempotencyKey: 'feed-cash-bet-01' },
    );
    const betId = (placed.data as { tickets: Array<{ ticket_id: string }> }).tickets[0]?.ticket_id;
    type Frame = { type: string; values?: Array<{ betId: string; value: number | null }> };
    const open = async () => {
      const ws = (await h.app.injectWS(SPORTS_FEED_PATH)) as unknown as {
        send(d: string): void;
        close(): void;
        on(e: 'message', fn: (d: Buffer) => void): void;
      };
      const frames: Frame[] = [];
      ws.on('message', (d) => frames.push(JSON.parse(d.toString()) as Frame));
      return { ws, frames };
    };
    const until = async (frames: Frame[], n: number): Promise<Frame> => {
      for (let i = 0; i < 100 && frames.filter((f) => f.type === 'cashOut').length < n; i++)
        await new Promise((r) => setTimeout(r, 20));
      const f = frames.filter((x) => x.type === 'cashOut')[n - 1];
      if (!f) throw new Error(`no cashOut frame ${n}`);
      return f;
    };
    const mine = await open();
    const other = await open();
    mine.ws.send(JSON.stringify({ type: 'subscribe', gameIds: [], token }));
    other.ws.send(JSON.stringify({ type: 'subscribe', gameIds: [] }));
    const first = await until(mine.frames, 1);
    const quoted = await h.call(
      'venueResource',
      { method: 'cashOutQuote', enName: 'XMTY', Request: { ...base, ticketIds: [betId] } },
      { token },
    );
    const value = (quoted.data as { quotes: Array<{ value: number }> }).quotes[0]?.value;
    expect(first.values).toEqual([{ betId, value, reason: null, message: '' }]);
    // nothing changed: nothing is sent again
    expect(await h.app.services.feed.pushCashOutValues()).toBe(0);
    await h.app.inject({
      method: 'POST',
      url: `${DEV_PREFIX}/sports/odds`,
      payload: { oddsId: o.r, factor: 1.2 },
    });
    expect(await h.app.services.feed.pushCashOutValues()).toBe(1);
    const moved = await until(mine.frames, 2);
    expect(moved.values?.[0]?.value).toBeLessThan(value ?? 0);
    expect(other.frames.some((f) => f.type === 'cashOut')).toBe(false);
    mine.ws.close();
    other.ws.close();
  });
});
