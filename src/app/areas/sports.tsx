// Sports area: the sports venues (/game/sport), the board (/game/sport/{enName}), 投注记录.
import type { ScreenLoaders } from './types';

export const sportsScreens: ScreenLoaders = {
  localSport: () => import('../../screens/sports/LocalSport/LocalSport'),
};
