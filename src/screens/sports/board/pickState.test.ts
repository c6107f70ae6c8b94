import { autorun, computed, observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { pickState } from './pickState';

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
});
