// The match page's other markets (docs/live-sports.md): more handicap and over/under lines, the
// first half's 1X2, handicap and total, correct score and odd/even. Each has a margin, so no
// stakes on one market win whatever happens, at any moment of any match; they follow the score
// and the time like the main markets, suspend with them, and settle on the right score: the
// first half's on the first half's when it is over, the others on the final score.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CORRECT_SCORE_MAX,
  HALF_PLAYS,
  MINUTE,
  SET_SCORE_PLAYS,
  allMarketsNow,
  durationMinutes,
  eventsUntil,
  halfScore,
  liveState,
  marketName,
  marketsNow,
  selectionResult,
  setsToWin,
} from '../sports/sim.ts';
import { bookSum } from '../sports/model.ts';
import { legOutcome, type StoredSelection } from '../sports/betting.ts';
import {
  anyMoment,
  byMarket,
  expectNoSureWin,
  marketKind,
  match,
  momentOf as at,
} from './sports-support.ts';

describe('the match page markets: margins', () => {
  it('every market adds up above 100 %: two-ways and 1X2s 104-108 %, correct score 112-135 %', () => {
    fc.assert(
      fc.property(anyMoment, ({ id, gameType, at: share }) => {
        const m = match(id, gameType);
        for (const [key, market] of byMarket(allMarketsNow(m, at(m, share)))) {
          const sum = bookSum(market.map((p) => p.price));
          const kind = marketKind(market[0]?.play ?? '');
          const score = kind === 'score' || kind === 'setScore';
          expect(sum, `${gameType} ${id} ${key}`).toBeGreaterThanOrEqual(score ? 1.12 : 1.04);
          expect(sum, `${gameType} ${id} ${key}`).toBeLessThanOrEqual(score ? 1.35 : 1.08);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('no stakes on one market win whatever happens (equal-return stakes and random ones lose somewhere)', () => {
    fc.assert(
      fc.property(
        anyMoment,
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 30, maxLength: 30 }),
        ({ id, gameType, at: share }, random) => {
          const m = match(id, gameType);
          const now = at(m, share);
          const s = liveState(m, now);
          const end = { scoreH: s.scoreH, scoreC: s.scoreC, setsToWin: setsToWin(gameType) };
          for (const [key, market] of byMarket(allMarketsNow(m, now)))
            expectNoSureWin(market, random, end, `${gameType} ${id} ${key}`);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the match page markets: what each sport offers, when', () => {
  it('football: the first half, two more lines either side, correct score and odd/even before kick-off', () => {
    const m = match(4242, 'FT');
    const prices = allMarketsNow(m, -MINUTE);
    const plays = new Set(prices.map((p) => p.play));
    for (const w of ['M', 'R', 'OU', 'HM', 'HR', 'HOU', 'PD', 'EO']) expect(plays).toContain(w);
    // the first half's 1X2 has a draw; correct score lists 0-0 to 4-4 and 其他
    expect(prices.filter((p) => p.play === 'HM').map((p) => p.side)).toEqual(['H', 'N', 'C']);
    const scores = prices.filter((p) => p.play === 'PD').map((p) => p.side);
    expect(scores).toHaveLength((CORRECT_SCORE_MAX + 1) ** 2 + 1);
    expect(scores).toContain('H0C0');
    expect(scores).toContain('OTH');
    // other lines: distinct from the main one, and from each other
    const handicaps = prices.filter((p) => p.play === 'R' && p.side === 'H').map((p) => p.line);
    expect(handicaps.length).toBeGreaterThanOrEqual(3);
    expect(new Set(handicaps).size).toBe(handicaps.length);
    const ids = prices.map((p) => p.oddsId);
    expect(new Set(ids).size).toBe(ids.length);
    // the board's markets are the main ones only
    expect(marketsNow(m, -MINUTE)).toEqual(
      prices.filter((p) => p.market === undefined).slice(0, 7),
    );
  });

  it('basketball has first-half markets; set sports their set score and no first half; baseball its first five innings', () => {
    const plays = (g: string, id: number) =>
      new Set(allMarketsNow(match(id, g), -MINUTE).map((p) => p.play));
    expect(plays('BK', 11)).toContain('HM');
    expect(plays('BK', 11)).toContain('EO');
    expect(plays('BK', 11)).not.toContain('PD');
    expect(plays('BK', 11)).not.toContain('SC');
    for (const g of ['TN', 'VB', 'TT', 'SK']) {
      expect(plays(g, 12), g).toContain('SC');
      expect(plays(g, 12), g).not.toContain('HM');
      expect(plays(g, 12), g).not.toContain('PD');
      expect(plays(g, 12), g).not.toContain('EO');
    }
    for (const w of ['HM', 'HR', 'HOU']) expect(plays('BS', 13)).toContain(w);
    expect(plays('FT', 14)).not.toContain('SC');
  });

  it('in play, the first half is offered while it is played and closes at half time', () => {
    const m = match(777, 'FT');
    const halfPlays = (t: number) =>
      allMarketsNow(m, t).filter((p) => HALF_PLAYS.has(p.play)).length;
    let during = 0;
    for (let t = 2 * MINUTE; t < 44 * MINUTE; t += MINUTE)
      if (allMarketsNow(m, t).length > 0) {
        expect(halfPlays(t), `${t / MINUTE}'`).toBe(7);
        during++;
      }
    expect(during).toBeGreaterThan(30);
    for (let t = 46 * MINUTE; t < 100 * MINUTE; t += 5 * MINUTE) expect(halfPlays(t)).toBe(0);
  });

  it('suspends with the main markets: nothing open while they are suspended, and after the end', () => {
    fc.assert(
      fc.property(anyMoment, ({ id, gameType, at: share }) => {
        const m = match(id, gameType);
        const now = at(m, share);
        if (marketsNow(m, now).length === 0) expect(allMarketsNow(m, now)).toEqual([]);
        if (liveState(m, now).suspended) expect(allMarketsNow(m, now)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('follow the score: in play the correct scores start from the score now, totals lie above it', () => {
    fc.assert(
      fc.property(anyMoment, ({ id, gameType, at: share }) => {
        const m = match(id, gameType);
        const now = at(m, share);
        const s = liveState(m, now);
        for (const p of allMarketsNow(m, now)) {
          if (p.play === 'RPD' && p.side !== 'OTH') {
            const [, h, c] = /^H(\d+)C(\d+)$/.exec(p.side) ?? [];
            expect(Number(h)).toBeGreaterThanOrEqual(s.scoreH);
            expect(Number(c)).toBeGreaterThanOrEqual(s.scoreC);
          }
          if (p.play === 'ROU' || p.play === 'HROU')
            expect(p.line).toBeGreaterThan(s.scoreH + s.scoreC);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a goal shortens the scorer in the first half 1X2 and moves the correct scores on', () => {
    let seen = 0;
    for (let id = 1; id <= 40; id++) {
      const m = match(id * 37, 'FT');
      for (const e of eventsUntil(m, 40 * MINUTE)) {
        const before = allMarketsNow(m, e.at - 3_000);
        const after = allMarketsNow(m, e.at + 8_001);
        const was = before.find((p) => p.play === 'HRM' && p.side === e.side)?.price;
        const now = after.find((p) => p.play === 'HRM' && p.side === e.side)?.price;
        if (!was || !now || was > 10_000 || was <= 1010) continue;
        expect(now).toBeLessThan(was);
        const s = liveState(m, e.at + 8_001);
        expect(after.some((p) => p.play === 'RPD' && p.side === `H${s.scoreH}C${s.scoreC}`)).toBe(
          s.scoreH <= CORRECT_SCORE_MAX && s.scoreC <= CORRECT_SCORE_MAX,
        );
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(10);
  });
});

/** The final set scores a side can still reach from a set score: need-k and k-need. */
function finalSetScores(need: number, h: number, c: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < need; k++) {
    if (h <= need && c <= k) out.push(`H${need}C${k}`);
    if (h <= k && c <= need) out.push(`H${k}C${need}`);
  }
  return out;
}

const SET_SPORTS = ['TN', 'VB', 'TT', 'SK'] as const;

describe('the set score (tennis 盘数比分, volleyball, table tennis and snooker 局数比分)', () => {
  it('lists the final scores in sets in a book order before the start: tennis 2-0 2-1 1-2 0-2, volleyball 3-0 to 0-3', () => {
    const sides = (g: string) =>
      allMarketsNow(match(21, g), -MINUTE)
        .filter((p) => p.play === 'SC')
        .map((p) => p.side);
    expect(sides('TN')).toEqual(['H2C0', 'H2C1', 'H1C2', 'H0C2']);
    expect(sides('VB')).toEqual(['H3C0', 'H3C1', 'H3C2', 'H2C3', 'H1C3', 'H0C3']);
    expect(sides('TT')).toHaveLength(8);
    expect(sides('SK')).toHaveLength(10);
  });

  it('in play lists exactly the final scores still possible from the sets won (none once one is left)', () => {
    fc.assert(
      fc.property(anyMoment, fc.constantFrom(...SET_SPORTS), ({ id, at: share }, gameType) => {
        const m = match(id, gameType);
        const now = at(m, share);
        const s = liveState(m, now);
        const prices = allMarketsNow(m, now);
        const sides = prices.filter((p) => SET_SCORE_PLAYS.has(p.play)).map((p) => p.side);
        if (prices.length === 0) {
          expect(sides).toEqual([]);
          return;
        }
        const possible = finalSetScores(setsToWin(gameType) ?? 0, s.scoreH, s.scoreC);
        expect(new Set(sides)).toEqual(new Set(possible));
        expect(sides).toHaveLength(possible.length);
        const play = s.phase === 'live' ? 'RSC' : 'SC';
        for (const p of prices.filter((x) => SET_SCORE_PLAYS.has(x.play))) {
          expect(p.play).toBe(play);
          expect(p.oddsId).toBe(`${play}_${p.side}_${id}`);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("is priced from the match's own chances: the home wins' share of the book is the two-way's home share", () => {
    fc.assert(
      fc.property(anyMoment, fc.constantFrom(...SET_SPORTS), ({ id, at: share }, gameType) => {
        const m = match(id, gameType);
        const prices = allMarketsNow(m, at(m, share));
        const scores = prices.filter((p) => SET_SCORE_PLAYS.has(p.play));
        const win = prices.filter((p) => p.play === 'M' || p.play === 'RM');
        if (scores.length === 0 || win.length !== 2) return;
        const implied = (ps: typeof prices, home: (side: string) => boolean) =>
          ps.filter((p) => home(p.side)).reduce((x, p) => x + 1000 / p.price, 0) /
          bookSum(ps.map((p) => p.price));
        const homeWins = implied(scores, (side) => {
          const [, h, c] = /^H(\d+)C(\d+)$/.exec(side) ?? [];
          return Number(h) > Number(c);
        });
        const homeTwoWay = implied(win, (side) => side === 'H');
        // both are one match's chance with a margin spread over the outcomes; the odds' bounds
        // (1.01 to 500) and rounding move them a little apart
        expect(Math.abs(homeWins - homeTwoWay), `${gameType} ${id}`).toBeLessThan(0.03);
      }),
      { numRuns: 300 },
    );
  });

  it('follows the set in play: a set won makes its winner shorter to win the match by every score', () => {
    let seen = 0;
    for (const gameType of SET_SPORTS)
      for (let id = 1; id <= 12; id++) {
        const m = match(id * 53, gameType);
        const end = durationMinutes(m) * MINUTE;
        for (const e of eventsUntil(m, end)) {
          if (!e.setPoint) continue;
          const before = allMarketsNow(m, e.at - 3_000).filter((p) => p.play === 'RSC');
          const after = allMarketsNow(m, e.at + 8_001).filter((p) => p.play === 'RSC');
          if (before.length === 0 || after.length === 0) continue;
          const winnerShare = (ps: typeof before) =>
            ps
              .filter((p) => {
                const [, h, c] = /^H(\d+)C(\d+)$/.exec(p.side) ?? [];
                return e.side === 'H' ? Number(h) > Number(c) : Number(c) > Number(h);
              })
              .reduce((x, p) => x + 1000 / p.price, 0) / bookSum(ps.map((p) => p.price));
          expect(winnerShare(after), `${gameType} ${id}`).toBeGreaterThan(winnerShare(before));
          seen++;
        }
      }
    expect(seen).toBeGreaterThan(40);
  });

  it('exactly one side wins for any final score in sets, and a bet settles on the final score when the match is over', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SET_SPORTS),
        fc.integer({ min: 1, max: 5_000_000 }),
        (gameType, id) => {
          const need = setsToWin(gameType) ?? 0;
          const sides = finalSetScores(need, 0, 0);
          for (const final of sides) {
            const [, h, c] = /^H(\d+)C(\d+)$/.exec(final) ?? [];
            const winners = sides.filter(
              (side) => selectionResult('RSC', side, 0, Number(h), Number(c)) === 'W',
            );
            expect(winners).toEqual([final]);
          }
          const m = match(id, gameType);
          const end = durationMinutes(m) * MINUTE;
          // the match is over just after its last point
          const lastPoint = eventsUntil(m, end).at(-1)?.at ?? 0;
          const last = liveState(m, end);
          expect(last.phase).toBe('finished');
          const won = `H${last.scoreH}C${last.scoreC}`;
          expect(sides).toContain(won);
          for (const side of sides) {
            const bet = leg({ play: 'SC', side, gameType });
            expect(legOutcome(m, bet, lastPoint - 1)).toBeNull();
            expect(legOutcome(m, bet, end)).toBe(side === won ? 'W' : 'L');
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("baseball's first five innings (前五局)", () => {
  it('are offered before the start and in play while innings 1 to 5 are played, then close', () => {
    for (const id of [31, 32, 33, 34]) {
      const m = match(id, 'BS');
      const five = (t: number) =>
        allMarketsNow(m, t)
          .filter((p) => HALF_PLAYS.has(p.play))
          .map((p) => p.play);
      expect(five(-MINUTE)).toEqual(['HM', 'HM', 'HM', 'HR', 'HR', 'HOU', 'HOU']);
      let open = 0;
      for (let t = MINUTE; t < 50 * MINUTE; t += MINUTE) {
        if (allMarketsNow(m, t).length === 0) continue; // suspended around a run
        expect(five(t), `${t / MINUTE}'`).toEqual([
          'HRM',
          'HRM',
          'HRM',
          'HRE',
          'HRE',
          'HROU',
          'HROU',
        ]);
        expect(liveState(m, t).period).toMatch(/^I[1-5]$/);
        open++;
      }
      expect(open).toBeGreaterThan(30);
      for (let t = 50 * MINUTE; t < 95 * MINUTE; t += 5 * MINUTE) expect(five(t)).toEqual([]);
    }
  });

  it('settle after the fifth inning on the runs scored in innings 1 to 5; full-time markets wait for the end', () => {
    for (const id of [41, 42, 43, 44, 45]) {
      const m = match(id, 'BS');
      const five = halfScore(m, 50 * MINUTE);
      if (!five) throw new Error('baseball has its first five innings');
      expect(five.over).toBe(true);
      expect(halfScore(m, 50 * MINUTE - 1)?.over).toBe(false);
      const s = liveState(m, 50 * MINUTE);
      expect(s.period).toBe('I6');
      expect([five.h, five.c]).toEqual([s.scoreH, s.scoreC]);
      const draw = leg({ play: 'HM', side: 'N', gameType: 'BS' });
      expect(legOutcome(m, draw, 40 * MINUTE)).toBeNull();
      expect(legOutcome(m, draw, 50 * MINUTE)).toBe(five.h === five.c ? 'W' : 'L');
      const end = durationMinutes(m) * MINUTE;
      expect(legOutcome(m, draw, end)).toBe(five.h === five.c ? 'W' : 'L');
      const over = leg({ play: 'HOU', side: 'O', line: 4.5, gameType: 'BS' });
      expect(legOutcome(m, over, 50 * MINUTE)).toBe(five.h + five.c > 4.5 ? 'W' : 'L');
      expect(legOutcome(m, leg({ play: 'M', side: 'H', gameType: 'BS' }), 50 * MINUTE)).toBeNull();
    }
  });
});

describe('the markets by name', () => {
  it("each sport's own, as the board and the match page head them: 全场让球 in football, 让分 in basketball, 前五局 in baseball, 让盘 and 盘数比分 in tennis, 让局 and 局数比分 where a set is a 局, 滚球 in play", () => {
    expect(marketName('HR', 'FT')).toBe('上半场让球');
    expect(marketName('HRE', 'FT')).toBe('滚球上半场让球');
    expect(marketName('HM', 'BS')).toBe('前五局独赢');
    expect(marketName('HRE', 'BS')).toBe('滚球前五局让分');
    expect(marketName('HROU', 'BS')).toBe('滚球前五局总分');
    expect(marketName('SC', 'TN')).toBe('盘数比分');
    expect(marketName('RSC', 'TN')).toBe('滚球盘数比分');
    for (const g of ['VB', 'TT', 'SK']) expect(marketName('SC', g)).toBe('局数比分');
    expect(marketName('RPD', 'FT')).toBe('滚球波胆');
    // the main markets as the board's columns head them: 全场独赢 / 全场让球 / 全场大小 where goals
    // count, 让分 / 总分, 让盘 / 总盘数, 让局 / 总局数
    expect(marketName('RE', 'FT')).toBe('滚球全场让球');
    expect(marketName('R', 'OP')).toBe('全场让球');
    expect(marketName('OU', 'VF')).toBe('全场大小');
    expect(marketName('RM', 'FT')).toBe('滚球全场独赢');
    expect(marketName('M', 'BK')).toBe('独赢');
    expect(marketName('RE', 'BK')).toBe('滚球让分');
    expect(marketName('OU', 'BK')).toBe('总分');
    expect(marketName('HR', 'BK')).toBe('上半场让分');
    expect(marketName('HOU', 'BK')).toBe('上半场总分');
    expect(marketName('ROU', 'BS')).toBe('滚球总分');
    expect(marketName('R', 'TN')).toBe('让盘');
    expect(marketName('ROU', 'TN')).toBe('滚球总盘数');
    for (const g of ['VB', 'TT', 'SK']) {
      expect(marketName('RE', g)).toBe('滚球让局');
      expect(marketName('OU', g)).toBe('总局数');
    }
    expect(marketName('M', 'TN')).toBe('独赢');
    expect(marketName('FS', 'FS')).toBe('冠军');
  });
});

function leg(
  p: Partial<StoredSelection> & Pick<StoredSelection, 'play' | 'side'>,
): StoredSelection {
  return {
    oddsId: `${p.play}_${p.side}_1`,
    matchId: 1,
    leagueId: 1,
    gameType: 'FT',
    teamH: '主队',
    teamC: '客队',
    line: 0,
    odds: 2000,
    ...p,
  };
}

describe('settlement of the other markets', () => {
  it('correct score: exactly one side wins for any final score (其他 above four goals a side)', () => {
    fc.assert(
      fc.property(fc.nat(9), fc.nat(9), (h, c) => {
        const sides = ['OTH'];
        for (let a = 0; a <= CORRECT_SCORE_MAX; a++)
          for (let b = 0; b <= CORRECT_SCORE_MAX; b++) sides.push(`H${a}C${b}`);
        const winners = sides.filter((side) => selectionResult('PD', side, 0, h, c) === 'W');
        expect(winners).toEqual([
          h <= CORRECT_SCORE_MAX && c <= CORRECT_SCORE_MAX ? `H${h}C${c}` : 'OTH',
        ]);
        expect(selectionResult('RPD', `H${h}C${c}`, 0, h, c)).toBe(h > 4 || c > 4 ? 'L' : 'W');
      }),
    );
  });

  it('odd/even and the first-half 1X2: exactly one side wins', () => {
    fc.assert(
      fc.property(fc.nat(150), fc.nat(150), (h, c) => {
        const parity = ['ODD', 'EVEN'].filter((s) => selectionResult('EO', s, 0, h, c) === 'W');
        expect(parity).toEqual([(h + c) % 2 === 1 ? 'ODD' : 'EVEN']);
        const half = ['H', 'N', 'C'].filter((s) => selectionResult('HRM', s, 0, h, c) === 'W');
        expect(half).toHaveLength(1);
      }),
    );
  });

  it('first-half bets settle at half time on the first half score; the rest wait for the end', () => {
    for (const id of [101, 202, 303, 404, 505]) {
      const m = match(id, 'FT');
      const ht = 50 * MINUTE; // half time (45' to 60')
      const half = halfScore(m, ht);
      if (!half) throw new Error('football has a first half');
      expect(half.over).toBe(true);
      const s = liveState(m, ht);
      expect([half.h, half.c]).toEqual([s.scoreH, s.scoreC]);
      // before half time it is open; at half time it is decided
      expect(legOutcome(m, leg({ play: 'HM', side: 'N' }), 30 * MINUTE)).toBeNull();
      expect(legOutcome(m, leg({ play: 'HM', side: 'N' }), ht)).toBe(half.h === half.c ? 'W' : 'L');
      expect(legOutcome(m, leg({ play: 'HOU', side: 'O', line: 0.5 }), ht)).toBe(
        half.h + half.c > 0 ? 'W' : 'L',
      );
      // after the end the first half still counts, not the final score
      const end = durationMinutes(m) * MINUTE;
      expect(legOutcome(m, leg({ play: 'HM', side: 'N' }), end)).toBe(
        half.h === half.c ? 'W' : 'L',
      );
      // full-time markets wait for the end, then count the final score
      expect(legOutcome(m, leg({ play: 'EO', side: 'ODD' }), ht)).toBeNull();
      const final = liveState(m, end);
      expect(
        legOutcome(m, leg({ play: 'PD', side: `H${final.scoreH}C${final.scoreC}` }), end),
      ).toBe(final.scoreH <= 4 && final.scoreC <= 4 ? 'W' : 'L');
    }
  });

  it('an in-play first-half handicap counts only the first-half goals after the bet (让球攻略)', () => {
    const m = match(909, 'FT');
    const half = halfScore(m, 50 * MINUTE);
    if (!half) throw new Error('football has a first half');
    const placed = { h: half.h, c: half.c };
    // placed at the half's final score: nothing scored after it, home -0.5 loses, +0.5 wins
    expect(
      legOutcome(m, leg({ play: 'HRE', side: 'H', line: -0.5, placedScore: placed }), 50 * MINUTE),
    ).toBe('L');
    expect(
      legOutcome(m, leg({ play: 'HRE', side: 'H', line: 0.5, placedScore: placed }), 50 * MINUTE),
    ).toBe('W');
  });

  it('a cancelled match voids its first-half bets too', () => {
    const m = { ...match(5, 'FT'), status: 'cancelled' };
    expect(legOutcome(m, leg({ play: 'HM', side: 'H' }), 50 * MINUTE)).toBe('D1');
  });
});
