// The simulator prices like a bookmaker (docs/live-sports.md): every market has a margin, so no
// stakes on the outcomes of one market win whatever happens, at every moment of every match;
// prices follow the score and the time left; sports that cannot draw offer no draw; markets
// suspend around a goal and reopen with new prices; an in-play handicap is settled on what is
// scored after the bet.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MINUTE,
  SUSPEND_AFTER_MS,
  canDraw,
  durationMinutes,
  eventsUntil,
  liveState,
  marketsNow,
  setsToWin,
  type MatchRow,
  type Price,
} from '../sports/sim.ts';
import { bookSum } from '../sports/model.ts';
import { legResult } from '../sports/betting.ts';
import { anyMoment, byMarket, expectNoSureWin, match, nets } from './sports-support.ts';

describe('the book: margins', () => {
  it('every 1X2, two-way, handicap and total adds up to 104-108 % at every moment of every match', () => {
    fc.assert(
      fc.property(anyMoment, ({ id, gameType, at }) => {
        const m = match(id, gameType);
        const now = at * durationMinutes(m) * MINUTE;
        for (const [play, market] of byMarket(marketsNow(m, now))) {
          const sum = bookSum(market.map((p) => p.price));
          expect(sum, `${gameType} ${id} ${play}`).toBeGreaterThanOrEqual(1.04);
          expect(sum, `${gameType} ${id} ${play}`).toBeLessThanOrEqual(1.08);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('no stakes on one market win whatever happens (the equal-return stakes and any others lose somewhere)', () => {
    fc.assert(
      fc.property(
        anyMoment,
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 3, maxLength: 3 }),
        ({ id, gameType, at }, random) => {
          const m = match(id, gameType);
          const now = at * durationMinutes(m) * MINUTE;
          const s = liveState(m, now);
          const end = { scoreH: s.scoreH, scoreC: s.scoreC, setsToWin: setsToWin(gameType) };
          for (const market of byMarket(marketsNow(m, now)).values())
            expectNoSureWin(market, random, end, `${gameType} ${id}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an outright lists its whole field and adds up above 100 %', () => {
    const field = Object.fromEntries(
      Array.from({ length: 16 }, (_, i) => [`队${i + 1}`, 3000 + 1400 * i ** 1.4]),
    );
    const m = match(99, 'FT', {
      champion: true,
      starts_at: 7 * 86_400_000,
      data: { outright: field, winner: '队1' },
    });
    const prices = marketsNow(m, 0);
    expect(prices.map((p) => p.side)).toEqual(Object.keys(field));
    expect(bookSum(prices.map((p) => p.price))).toBeGreaterThan(1.1);
    const dutch = prices.map((p) => 1_000_000 / p.price);
    expect(Math.min(...nets(prices, dutch))).toBeLessThan(0);
  });
});

describe('the book: sports and moments', () => {
  it('offers a draw only where the sport can end level', () => {
    fc.assert(
      fc.property(anyMoment, ({ id, gameType, at }) => {
        const m = match(id, gameType);
        const prices = marketsNow(m, at * durationMinutes(m) * MINUTE);
        const draws = prices.filter((p) => p.side === 'N');
        if (!canDraw(gameType)) expect(draws).toEqual([]);
        else if (prices.length > 0) expect(draws).toHaveLength(1);
      }),
      { numRuns: 300 },
    );
    for (const g of ['BK', 'TN', 'VB', 'TT', 'SK', 'BS']) expect(canDraw(g), g).toBe(false);
    for (const g of ['FT', 'VF']) expect(canDraw(g), g).toBe(true);
  });

  it('puts the in-play total above the score, by what is still expected', () => {
    fc.assert(
      fc.property(anyMoment, ({ id, gameType, at }) => {
        const m = match(id, gameType);
        const now = at * durationMinutes(m) * MINUTE;
        const s = liveState(m, now);
        const over = marketsNow(m, now).find((p) => p.play === 'ROU');
        if (over) expect(over.line).toBeGreaterThan(s.scoreH + s.scoreC);
      }),
      { numRuns: 300 },
    );
  });

  it('a goal suspends the markets for a few seconds; they reopen with the scorer shorter', () => {
    let goals = 0;
    for (let id = 1; id <= 60; id++) {
      const m = match(id * 101, 'FT');
      for (const e of eventsUntil(m, 200 * MINUTE)) {
        const before = marketsNow(m, e.at - 3_000);
        const after = marketsNow(m, e.at + SUSPEND_AFTER_MS + 1);
        if (before.length === 0 || after.length === 0) continue; // another goal close by
        expect(marketsNow(m, e.at), 'at the goal').toEqual([]);
        expect(liveState(m, e.at).suspended).toBe(true);
        const price = (ps: Price[]) => ps.find((p) => p.play === 'RM' && p.side === e.side)?.price;
        const was = price(before) ?? 0;
        // (a side without a chance left, late on: the time lost can weigh more than the goal)
        if (was > 10_000) continue;
        // shorter, unless already the shortest the book offers (1.01)
        if (was > 1010) expect(price(after)).toBeLessThan(was);
        else expect(price(after)).toBe(1010);
        goals++;
      }
    }
    expect(goals).toBeGreaterThan(50);
  });

  it('prices stand still between events, and move with time left in steps', () => {
    const m = match(4242, 'FT');
    const goals = eventsUntil(m, 200 * MINUTE).map((e) => e.at);
    let moves = 0;
    let prev = JSON.stringify(marketsNow(m, 60_000));
    for (let t = 61_000; t < 44 * MINUTE; t += 1000) {
      const now = JSON.stringify(marketsNow(m, t));
      if (now !== prev && !goals.some((g) => Math.abs(g - t) < 12_000)) moves++;
      prev = now;
    }
    // a first half: a move every three minutes of play at most (plus what goals bring)
    expect(moves).toBeLessThanOrEqual(15);
    expect(moves).toBeGreaterThan(5);
  });

  it('scores set sports in sets with the score of the set in play, and ends when a side has its sets', () => {
    for (const [gameType, need] of [
      ['TN', 2],
      ['VB', 3],
      ['TT', 4],
      ['SK', 5],
    ] as const) {
      const m = match(777, gameType);
      const end = durationMinutes(m) * MINUTE;
      const final = liveState(m, end);
      expect(final.phase).toBe('finished');
      expect(Math.max(final.scoreH, final.scoreC)).toBe(need);
      const mid = liveState(m, end / 2);
      expect(mid.phase).toBe('live');
      expect(mid.period).toMatch(/^[SGF]\d$/);
      if (gameType !== 'SK') expect(mid.gameH + mid.gameC).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('settlement of an in-play handicap', () => {
  it('counts only the goals after the bet (help page 让球攻略): 1:0 at the bet, 2:1 at the end, home -0.5 loses', () => {
    const leg = {
      oddsId: 'RE_H_1',
      matchId: 1,
      leagueId: 1,
      gameType: 'FT',
      teamH: '主队',
      teamC: '客队',
      play: 'RE',
      side: 'H',
      line: -0.5,
      odds: 1900,
      placedScore: { h: 1, c: 0 },
    };
    expect(legResult(leg, 2, 1)).toBe('L');
    expect(legResult(leg, 3, 1)).toBe('W');
    // the whole-match markets count the whole match
    expect(legResult({ ...leg, play: 'ROU', side: 'O', line: 2.5 }, 2, 1)).toBe('W');
    expect(legResult({ ...leg, play: 'R', placedScore: undefined }, 2, 1)).toBe('W');
  });
});

describe('the seeded fixtures', () => {
  it('give every live match its own kick-off and clock, and no team two matches at once, also as fixtures are added', async () => {
    const { startHarness } = await import('./harness.ts');
    const { ensureFixtures } = await import('../db/seed.ts');
    const { matchClock } = await import('../sports/sim.ts');
    const h = await startHarness();
    try {
      const rows = async (): Promise<MatchRow[]> =>
        (
          await h.db.query<MatchRow & Record<string, unknown>>(
            'SELECT * FROM matches WHERE NOT champion ORDER BY id',
          )
        ).map((m) => ({ ...m, id: Number(m.id), starts_at: Number(m.starts_at) }));
      const live = (await rows()).filter((m) => liveState(m, h.clock.now()).phase === 'live');
      expect(live.length).toBeGreaterThan(10);
      const clocks = live.map(
        (m) => `${m.game_type} ${matchClock(m, liveState(m, h.clock.now()))}`,
      );
      expect(new Set(live.map((m) => m.starts_at)).size).toBe(live.length);
      expect(new Set(clocks).size).toBeGreaterThan(live.length / 2);
      for (let day = 0; day < 4; day++) {
        const all = await rows();
        for (const a of all)
          for (const b of all) {
            if (a.id >= b.id || a.league_id !== b.league_id) continue;
            const overlap =
              a.starts_at < b.starts_at + durationMinutes(b) * MINUTE &&
              b.starts_at < a.starts_at + durationMinutes(a) * MINUTE;
            if (!overlap) continue;
            const shared = [a.team_h, a.team_c].filter((t) => t === b.team_h || t === b.team_c);
            expect(shared, `${a.id} and ${b.id}`).toEqual([]);
          }
        h.clock.advance(86_400_000 + 7 * MINUTE);
        await ensureFixtures(h.db, h.clock.now());
      }
    } finally {
      await h.close();
    }
  }, 60_000);
});
