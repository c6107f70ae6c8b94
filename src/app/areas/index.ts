// Every lazily loaded screen, by area. One file an area so teams building different areas never
// edit the same lines; a route whose name is in no area shows UnbuiltScreen.
import { brandScreens } from './brand';
import { cashierScreens } from './cashier';
import { gamesScreens } from './games';
import { helpScreens } from './help';
import { memberScreens } from './member';
import { promotionsScreens } from './promotions';
import { sportsScreens } from './sports';
import type { ScreenLoaders } from './types';

export const SCREEN_LOADERS: ScreenLoaders = {
  ...brandScreens,
  ...helpScreens,
  ...sportsScreens,
  ...gamesScreens,
  ...cashierScreens,
  ...memberScreens,
  ...promotionsScreens,
};

export type { ScreenLoaders, ScreenModule, ScreenProps } from './types';
