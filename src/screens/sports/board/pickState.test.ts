import { autorun, observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { pickKey } from '../../../stores/slip/SlipStore';
import { storyMatch, storyPrice } from './boardStoryData';
import { pickInputOf, pickState } from './pickState';

const pick = (gameId: string, key: string) => ({ key, gameInfo: { gameId } });

describe('pickState', () => {
  it('tells a view showing one price of a press on that price only: a press redraws the prices it changed, not every price of their rows nor every row', () => {
    const slip = observable({ picks: [] as ReturnType<typeof pick>[] });
    const isPicked = pickState(slip);
    const views = { a: ['g1', 'g1:a'], a2: ['g1', 'g1:a2'], b: ['g2', 'g2:b'], c: ['g3', 'g3:c'] };
    const runs = { a: 0, a2: 0, b: 0, c: 0 };
    const seen: Record<string, boolean[]> = { a: [], a2: [], b: [], c: [] };
    const stops = (['a', 'a2', 'b', 'c'] as const).map((v) =>
      autorun(() => {
        runs[v]++;
        const [gameId = '', key = ''] = views[v];
        seen[v]?.push(isPicked(gameId, key));
      }),
    );
    runInAction(() => (slip.picks = [pick('g1', 'g1:a')])); // a picked
    runInAction(() => (slip.picks = [pick('g2', 'g2:b')])); // b replaces a (单注)
    runInAction(() => (slip.picks = [])); // b pressed again: removed
    for (const stop of stops) stop();
    expect(seen).toEqual({
      a: [false, true, false],
      a2: [false],
      b: [false, true, false],
      c: [false],
    });
    expect(runs).toEqual({ a: 3, a2: 1, b: 3, c: 1 });
  });

  it('keeps answering a view that read a match before the reader started afresh (a long visit)', () => {
    const slip = observable({ picks: [] as ReturnType<typeof pick>[] });
    const isPicked = pickState(slip);
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(isPicked('first', 'first:a')));
    for (let i = 0; i < 5000; i++) isPicked(`g${i}`, `g${i}:a`);
    runInAction(() => (slip.picks = [pick('first', 'first:a')]));
    expect(isPicked('first', 'first:a')).toBe(true);
    stop();
    expect(seen).toEqual([false, true]);
  });
});

describe('pickInputOf', () => {
  it('puts a price in the slip under the key the slip gives it, with its line in the name', () => {
    const m = storyMatch({ gameId: '501' });
    const handicap = storyPrice('501', 'R', 'H', '阿森纳', 0.93, '0/0.5');
    const input = pickInputOf(m, handicap);
    expect(input.playInfo).toEqual({ w: 'R', name: '阿森纳 0/0.5', ratio: '0/0.5' });
    expect(input.oddInfo).toEqual({ r: 'R_H_501', gameId: '501', odds: 0.93 });
    expect(input.gameInfo).toMatchObject({
      gameId: '501',
      team_h: '阿森纳',
      league: '英格兰超级联赛',
    });
    expect(pickKey(input)).toBe('501:R_H_501');
  });

  it('makes an outright price a champion pick keyed by its team (FS:game:rtype)', () => {
    const m = storyMatch({ gameId: '900' });
    const input = pickInputOf(m, storyPrice('900', 'FS', 'T3', '阿森纳', 4.5));
    expect(input.championRate).toEqual({ rtype: 'T3' });
    expect(pickKey(input)).toBe('FS:900:T3');
  });
});
