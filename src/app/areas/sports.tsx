// Sports area: the sports venues (/game/sport), the board (/game/sport/{enName}), 投注记录.
import type { ScreenLoaders } from './types';

export const sportsScreens: ScreenLoaders = {
  sport: () => import('../../screens/sports/Sport/Sport'),
  betRecord: () => import('../../screens/sports/BetRecord/BetRecord'),
  localSport: () => import('../../screens/sports/LocalSport/LocalSport'),
  sportMatch: () => import('../../screens/sports/Match/MatchPage'),
};
