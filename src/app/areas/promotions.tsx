// Promotions area: 优惠活动, the eight activity kinds and 好友邀请.
import type { ScreenLoaders } from './types';

export const promotionsScreens: ScreenLoaders = {};
