// Sports area: the sports venues (/game/sport), the board (/game/sport/{enName}), a match's page
// (/game/sport/{enName}/match/{gameId}), 投注记录.
import type { ScreenLoaders } from './types';

export const sportsScreens: ScreenLoaders = {
  sport: () => import('../../screens/sports/Sport/Sport'),
  betRecord: () => import('../../screens/sports/BetRecord/BetRecord'),
  localSport: () => import('../../screens/sports/LocalSport/LocalSport'),
  // through the board's module: the match page shares the slip and the board's pieces, which then
  // stay in the board's chunk instead of a chunk of their own (1.7 kB more on the board)
  sportMatch: () =>
    import('../../screens/sports/LocalSport/LocalSport').then((board) => board.loadMatchPage()),
};
