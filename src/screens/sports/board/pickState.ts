// Whether a price is in the slip, observed price by price: a view that reads one key is drawn
// again only when that price is picked or unpicked. Each board row (an observer) reads its own
// prices this way, so a press redraws the pressed button's row (and the row of the pick it
// replaced) and the slip, not every row on screen (bench:board's press to slip).
import { computed, onBecomeUnobserved, type IComputedValue } from 'mobx';

/** A reader of the slip's picks by key (pickKey); one computed per key being shown, dropped
 * when nothing shows it any more. */
export function pickState(slip: {
  readonly selectedKeys: ReadonlySet<string>;
}): (key: string) => boolean {
  const byKey = new Map<string, IComputedValue<boolean>>();
  return (key) => {
    let picked = byKey.get(key);
    if (!picked) {
      picked = computed(() => slip.selectedKeys.has(key));
      byKey.set(key, picked);
      onBecomeUnobserved(picked, () => byKey.delete(key));
    }
    return picked.get();
  };
}
