// Game area: the lobbies, the game window (/game/{info}) and the slot launchers (/pg/game, /dz/game).
import type { ScreenLoaders } from './types';

export const gamesScreens: ScreenLoaders = {};
