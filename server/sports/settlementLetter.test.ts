import { describe, expect, it } from 'vitest';
import { settlementLetter } from './settlementLetter.ts';

const qinglan = { matchId: 1, teamH: '青岚城', teamC: '星河联' };
const derby = { matchId: 2, teamH: '北港', teamC: '南湾' };

describe('the settlement letter (注单结算通知)', () => {
  it('names the match and the result in its title and first line, with the payout', () => {
    const letter = settlementLetter({ id: 'B1001', legs: [qinglan] }, 'W', 19_300);
    expect(letter.title).toBe('注单结算:青岚城 vs 星河联 赢');
    expect(letter.content.startsWith('青岚城 vs 星河联,结算结果:赢。派彩193.00元已到账。')).toBe(
      true,
    );
    expect(letter.content).toContain('B1001');
  });

  it('tells two settlements of different matches apart by their titles', () => {
    const a = settlementLetter({ id: 'B1', legs: [qinglan] }, 'L', 0);
    const b = settlementLetter({ id: 'B2', legs: [derby] }, 'LW', 5_000);
    expect(a.title).not.toBe(b.title);
    expect(a.title).toBe('注单结算:青岚城 vs 星河联 输');
    expect(b.title).toBe('注单结算:北港 vs 南湾 赢半');
    expect(a.content).not.toContain('派彩');
  });

  it('names a multiple bet by its first match and the number of matches, and lists each leg', () => {
    const letter = settlementLetter(
      {
        id: 'B3',
        legs: [
          { ...qinglan, result: 'W' },
          { ...derby, result: 'L' },
        ],
      },
      'L',
      0,
    );
    expect(letter.title).toBe('注单结算:青岚城 vs 星河联 等2场 输');
    expect(letter.content).toContain('各场:青岚城 vs 星河联(赢);北港 vs 南湾(输)。');
  });

  it('says why a cancelled bet was cancelled', () => {
    expect(settlementLetter({ id: 'B4', legs: [qinglan] }, 'D5', 10_000).title).toMatch(
      /^注单结算:青岚城 vs 星河联 取消\(.+\)$/,
    );
  });
});
