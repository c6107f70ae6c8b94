// Game area: the lobbies, the game window (/game/{info}) and the slot launchers (/pg/game, /dz/game).
import type { ScreenLoaders } from './types';

const lobby = () => import('../../screens/games/Lobby/Lobby');

export const gamesScreens: ScreenLoaders = {
  realbet: lobby,
  chess: lobby,
  gaming: lobby,
  lottery: lobby,
  gameegame: lobby,
  gamefishing: lobby,
  game: () => import('../../screens/games/GameWindow/GameWindow'),
  pgGame: () => import('../../screens/games/Launcher/Launcher'),
  dzGame: () => import('../../screens/games/Launcher/Launcher'),
};
