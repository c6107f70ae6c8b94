// A price of a list as a pick of the slip, the one way the board and the match page use: the
// slip's input built from a match and its price (pickInputOf), and whether a price is in the slip,
// observed match by match: a view that reads one match's prices is drawn again only when a price
// of that match is picked or unpicked. Each board row (an observer) reads its own prices this
// way, so a press redraws the pressed button's row (and the row of the pick it replaced) and the
// slip, not every row on screen (bench:board's press to slip).
import { computed, type IComputedValue } from 'mobx';
import { useCallback, useMemo } from 'react';
import { pickKey, type SlipStore } from '../../../stores/slip/SlipStore';
import type { PickInput } from '../../../stores/slip/types';
import type { Match, OddsPrice } from '../../../stores/sports/types';

/** The slip's input for a price of a match (a champion price carries its rtype). */
export function pickInputOf(m: Match, p: OddsPrice): PickInput {
  return {
    gameInfo: {
      gameId: m.gameId,
      hgid: m.hgid,
      gide: m.gide,
      team_h: m.team_h,
      team_c: m.team_c,
      league: m.leagueName,
    },
    playInfo: {
      w: p.w,
      name: [p.name, p.handicap].filter(Boolean).join(' '),
      ...(p.handicap ? { ratio: p.handicap } : {}),
    },
    oddInfo: { r: p.r, gameId: m.gameId, odds: p.odds },
    ...(p.w === 'FS' ? { championRate: { rtype: p.rtype } } : {}),
  };
}

/** Prices read before the reader starts afresh. A view keeps the computed it read until it draws
 * again, so starting afresh only costs new computeds; it bounds what a long visit keeps. */
const KEPT_KEYS = 4000;

/** The slip's picks as the board reads them: each pick's key (pickKey) and match. */
export interface PickedKeys {
  readonly picks: readonly {
    readonly key: string;
    readonly gameInfo: { readonly gameId: string };
  }[];
}

/** A reader of the slip's picks by match and key (pickKey). One computed per match shown (the
 * keys picked on it) and one per price shown, read from its match's: a press works out again the
 * matches on screen, some 20, and the prices of the matches whose picks changed, not all their
 * 120 prices, and redraws the pressed price and the price it replaced only. */
export function pickState(slip: PickedKeys): (gameId: string, key: string) => boolean {
  const byGame = new Map<string, IComputedValue<string>>();
  const byKey = new Map<string, IComputedValue<boolean>>();
  const keysOf = (gameId: string): IComputedValue<string> => {
    let keys = byGame.get(gameId);
    if (!keys) {
      keys = computed(() =>
        slip.picks
          .filter((p) => p.gameInfo.gameId === gameId)
          .map((p) => p.key)
          .join('\n'),
      );
      byGame.set(gameId, keys);
    }
    return keys;
  };
  return (gameId, key) => {
    let picked = byKey.get(key);
    if (!picked) {
      if (byKey.size >= KEPT_KEYS) {
        byKey.clear();
        byGame.clear();
      }
      const keys = keysOf(gameId);
      picked = computed(() => keys.get().split('\n').includes(key));
      byKey.set(key, picked);
    }
    return picked.get();
  };
}

/** Whether a price is picked (never in the server-drawn view, which has no slip) and the press
 * that puts it in the slip. */
export function usePicks(
  slip: SlipStore,
  drawnView = false,
): {
  isSelected: (m: Match, p: OddsPrice) => boolean;
  onPick: (m: Match, p: OddsPrice) => void;
} {
  const isPicked = useMemo(() => pickState(slip), [slip]);
  const isSelected = useCallback(
    (m: Match, p: OddsPrice) => !drawnView && isPicked(m.gameId, pickKey(pickInputOf(m, p))),
    [isPicked, drawnView],
  );
  const onPick = useCallback(
    (m: Match, p: OddsPrice) => {
      slip.select(pickInputOf(m, p));
    },
    [slip],
  );
  return { isSelected, onPick };
}
