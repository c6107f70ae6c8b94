// Member centre area: profile, security, tutorial, VIP, welfare, exchange, inbox, feedback, responsible play.
import type { ScreenLoaders } from './types';

export const memberScreens: ScreenLoaders = {
  userinfo: () => import('../../screens/member/UserInfo/UserInfo'),
  auth: () => import('../../screens/member/Auth/Auth'),
  message: () => import('../../screens/member/Message/Message'),
  feedback: () => import('../../screens/member/Feedback/Feedback'),
  feedbackList: () => import('../../screens/member/FeedbackList/FeedbackList'),
  vip: () => import('../../screens/member/Vip/Vip'),
  vipDetail: () => import('../../screens/member/VipDetail/VipDetail'),
  welfare: () => import('../../screens/member/Welfare/Welfare'),
  introTutorial: () => import('../../screens/member/IntroTutorial/IntroTutorial'),
  exchange: () => import('../../screens/member/Exchange/Exchange'),
  giftRecord: () => import('../../screens/member/GiftRecord/GiftRecord'),
  responsible: () => import('../../screens/member/Responsible/Responsible'),
};
