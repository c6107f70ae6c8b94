// Promotions area: 优惠活动, the eight activity kinds and 好友邀请.
import type { ScreenLoaders } from './types';

export const promotionsScreens: ScreenLoaders = {
  discount: () => import('../../screens/promotions/Discount/Discount'),
  activityRacePage: () => import('../../screens/promotions/Activity/RacePage'),
  activityLandPage: () => import('../../screens/promotions/Activity/ActivityLandPage'),
  firstDeposit: () => import('../../screens/promotions/Activity/FirstDeposit'),
  againDeposit: () => import('../../screens/promotions/Activity/AgainDeposit'),
  newTask: () => import('../../screens/promotions/Activity/NewTask'),
  drawGift: () => import('../../screens/promotions/Activity/DrawGift'),
  signGift: () => import('../../screens/promotions/Activity/SignGift'),
  bettingGift: () => import('../../screens/promotions/Activity/BettingGift'),
  friendInvitation: () => import('../../screens/promotions/FriendInvitation/FriendInvitation'),
};
