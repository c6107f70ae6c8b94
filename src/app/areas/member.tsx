// Member centre area: profile, security, tutorial, VIP, welfare, exchange, inbox, feedback, responsible play.
import type { ScreenLoaders } from './types';

export const memberScreens: ScreenLoaders = {};
