import { describe, expect, it } from 'vitest';
import type { Market, OddsPrice } from '../../../stores/sports/types';
import { groupMarkets, halfTitleKey, linesOf, scoreTitleKey } from './groups';

const price = (w: string, rtype: string, handicap: string | null = null): OddsPrice => ({
  r: `${w}_${rtype}${handicap ?? ''}_1`,
  w,
  rtype,
  name: rtype,
  handicap,
  odds: 0.9,
});
const market = (w: string, selections: OddsPrice[]): Market => ({ w, name: w, selections });

describe('the match page groups', () => {
  it('puts every play in its group, in a book order: 全场, 上半场, 让球, 大小, 波胆, 单双, then the rest', () => {
    const groups = groupMarkets([
      market('REO', [price('REO', 'ODD')]),
      market('RE', [price('RE', 'H', '-0.5')]),
      market('ROU', [price('ROU', 'O', '2.5')]),
      market('RM', [price('RM', 'H')]),
      market('HRE', [price('HRE', 'H', '0')]),
      market('HRM', [price('HRM', 'H')]),
      market('RPD', [price('RPD', 'H1C0')]),
      market('XYZ', [price('XYZ', 'A')]),
      market('HROU', []),
    ]);
    expect(groups.map((g) => [g.key, g.markets.map((m) => m.w)])).toEqual([
      ['full', ['RM']],
      ['half', ['HRE', 'HRM']],
      ['handicap', ['RE']],
      ['total', ['ROU']],
      ['score', ['RPD']],
      ['parity', ['REO']],
      ['other', ['XYZ']],
    ]);
  });

  it("lays a handicap's lines out as pairs of its two sides, the main line first; a correct score one price after another", () => {
    const hdp = market('RE', [
      price('RE', 'H', '-0.5'),
      price('RE', 'C', '0.5'),
      price('RE', 'H', '0'),
      price('RE', 'C', '0'),
      price('RE', 'H', '-1'),
      price('RE', 'C', '1'),
    ]);
    expect(linesOf(hdp).map((l) => l.map((p) => `${p.rtype}${p.handicap}`))).toEqual([
      ['H-0.5', 'C0.5'],
      ['H0', 'C0'],
      ['H-1', 'C1'],
    ]);
    const scores = market('PD', [price('PD', 'H1C0'), price('PD', 'H0C0'), price('PD', 'OTH')]);
    expect(linesOf(scores)).toEqual([scores.selections]);
  });

  it("puts a set sport's score in sets with the correct scores, one price after another, and names each sport's own groups", () => {
    const sets = market('RSC', [price('RSC', 'H2C1'), price('RSC', 'H1C2')]);
    expect(
      groupMarkets([market('RE', [price('RE', 'H', '-1.5')]), sets]).map((g) => g.key),
    ).toEqual(['handicap', 'score']);
    expect(linesOf(sets)).toEqual([sets.selections]);
    expect(scoreTitleKey('FT')).toBe('groupScore');
    expect(scoreTitleKey('TN')).toBe('groupSetsTennis');
    for (const g of ['VB', 'TT', 'SK']) expect(scoreTitleKey(g)).toBe('groupSets');
    expect(halfTitleKey('BS')).toBe('groupFirstFive');
    expect(halfTitleKey('BK')).toBe('groupHalf');
  });
});
