// The match page's other markets (docs/live-sports.md): more handicap and over/under lines, the
// first half's 1X2, handicap and total, correct score and odd/even. Each has a margin, so no
// stakes on one market win whatever happens, at any moment of any match; they follow the score
// and the time like the main markets, suspend with them, and settle on the right score: the
// first half's on the first half's when it is over, the others on the final score.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CORRECT_SCORE_MAX,
  GAME_TYPES,
  HALF_PLAYS,
  MINUTE,
  allMarketsNow,
  durationMinutes,
  eventsUntil,
  halfScore,
  liveState,
  marketsNow,
  resultMultiplier,
  selectionResult,
  type MatchRow,
  type Price,
} from '../sports/sim.ts';
import { bookSum } from '../sports/model.ts';
import { legOutcome, type StoredSelection } from '../sports/betting.ts';

const SPORTS = GAME_TYPES.filter((g) => g !== 'FS');

function match(id: number, gameType: string): MatchRow {
  return {
    id,
    league_id: 1,
    game_type: gameType,
    team_h: '主队',
    team_c: '客队',
    starts_at: 0,
    champion: false,
    status: 'scheduled',
    data: {},
  };
}

/** The markets of a moment: a play's main market, and each of its other lines on its own. */
function byMarket(prices: Price[]): Map<string, Price[]> {
  const out = new Map<string, Price[]>();
  for (const p of prices) {
    const key = p.market ?? p.play;
    out.set(key, [...(out.get(key) ?? []), p]);
  }
  return out;
}

const kind = (play: string): 'win' | 'handicap' | 'total' | 'score' | 'parity' | 'other' => {
  const base = play.replace(/^H(?=R?(M|E|R|OU)$)/, '').replace(/^R(?=M|E|OU|PD|EO)/, '');
  if (base === 'M') return 'win';
  if (base === 'R' || base === 'E') return 'handicap';
  if (base === 'OU') return 'total';
  if (base === 'PD') return 'score';
  if (base === 'EO') return 'parity';
  return 'other';
};

/** The bettor's net for every way the market can end (the scores it is settled on). */
function nets(market: Price[], stakes: number[]): number[] {
  const play = market[0]?.play ?? '';
  const spent = stakes.reduce((s, x) => s + x, 0);
  const back = (h: number, c: number): number =>
    market.reduce(
      (s, p, i) =>
        s +
        (stakes[i] ?? 0) *
          resultMultiplier(selectionResult(p.play, p.side, p.line, h, c), p.price / 1000),
      0,
    );
  const scores: Array<[number, number]> = [];
  switch (kind(play)) {
    case 'win':
      scores.push([1, 0], [0, 0], [0, 1]);
      break;
    case 'handicap':
      for (let d = -80; d <= 80; d++) scores.push([Math.max(d, 0), Math.max(-d, 0)]);
      break;
    case 'total':
      for (let t = 0; t <= 300; t++) scores.push([t, 0]);
      break;
    case 'score':
      for (let h = 0; h <= CORRECT_SCORE_MAX + 2; h++)
        for (let c = 0; c <= CORRECT_SCORE_MAX + 2; c++) scores.push([h, c]);
      break;
    case 'parity':
      scores.push([1, 0], [2, 0]);
      break;
    case 'other':
      throw new Error(`a play the test does not know: ${play}`);
  }
  return scores.map(([h, c]) => back(h, c) - spent);
}

const anyMoment = fc.record({
  id: fc.integer({ min: 1, max: 5_000_000 }),
  gameType: fc.constantFrom(...SPORTS),
  at: fc.double({ min: -0.2, max: 1.05, noNaN: true }),
});

const at = (m: MatchRow, share: number): number => share * durationMinutes(m) * MINUTE;

describe('the match page markets: margins', () => {
  it('every market adds up above 100 %: two-ways and 1X2s 104-108 %, correct score 112-135 %', () => {
    fc.assert(
      fc.property(anyMoment, ({ id, gameType, at: share }) => {
        const m = match(id, gameType);
        for (const [key, market] of byMarket(allMarketsNow(m, at(m, share)))) {
          const sum = bookSum(market.map((p) => p.price));
          const score = kind(market[0]?.play ?? '') === 'score';
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
          for (const market of byMarket(allMarketsNow(m, at(m, share))).values()) {
            const dutch = market.map((p) => 1_000_000 / p.price);
            expect(Math.min(...nets(market, dutch))).toBeLessThan(0);
            const stakes = market.map((_, i) => random[i] ?? 0);
            if (stakes.some((s) => s > 0))
              expect(Math.min(...nets(market, stakes))).toBeLessThan(0);
          }
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

  it('basketball has first-half markets, tennis other lines only, baseball no first half', () => {
    const plays = (g: string, id: number) =>
      new Set(allMarketsNow(match(id, g), -MINUTE).map((p) => p.play));
    expect(plays('BK', 11)).toContain('HM');
    expect(plays('BK', 11)).toContain('EO');
    expect(plays('BK', 11)).not.toContain('PD');
    expect(plays('TN', 12)).not.toContain('HM');
    expect(plays('TN', 12)).not.toContain('EO');
    expect(plays('BS', 13)).not.toContain('HM');
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
