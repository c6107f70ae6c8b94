import { autorun, computed, observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { pickKey } from '../../../stores/slip/SlipStore';
import { storyMatch, storyPrice } from './boardStoryData';
import { pickInputOf, pickState } from './pickState';

describe('pickState', () => {
  it('tells a view showing one price of a press on that price only: a press redraws the rows it changed, not every row', () => {
    const picks = observable.array<string>([]);
    const slip = {
      get selectedKeys() {
        return selectedKeys.get();
      },
    };
    const selectedKeys = computed(() => new Set(picks));
    const isPicked = pickState(slip);
    const runs = { a: 0, b: 0, c: 0 };
    const seen: Record<string, boolean[]> = { a: [], b: [], c: [] };
    const stops = (['a', 'b', 'c'] as const).map((k) =>
      autorun(() => {
        runs[k]++;
        seen[k]?.push(isPicked(k));
      }),
    );
    runInAction(() => picks.replace(['a'])); // a picked
    runInAction(() => picks.replace(['b'])); // b replaces a (单注)
    runInAction(() => picks.replace([])); // b pressed again: removed
    for (const stop of stops) stop();
    expect(seen).toEqual({ a: [false, true, false], b: [false, true, false], c: [false] });
    expect(runs.c).toBe(1);
  });

  it('keeps answering a view that read a key before the reader started afresh (a long visit)', () => {
    const picks = observable.array<string>([]);
    const selectedKeys = computed(() => new Set(picks));
    const isPicked = pickState({
      get selectedKeys() {
        return selectedKeys.get();
      },
    });
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(isPicked('first')));
    for (let i = 0; i < 5000; i++) isPicked(`k${i}`);
    runInAction(() => picks.replace(['first']));
    expect(isPicked('first')).toBe(true);
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
