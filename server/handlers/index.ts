// Every operation of the contract, by operationId. A missing handler fails the coverage test.
import type { HandlerMap } from './types.ts';
import { siteHandlers } from './site.ts';
import { userHandlers } from './user.ts';
import { inboxHandlers } from './inbox.ts';
import { promoHandlers } from './promo.ts';
import { fundsHandlers } from './funds.ts';
import { gamesHandlers } from './games.ts';
import { sportsHandlers } from './sports.ts';
import { memberHandlers } from './member.ts';
import { giftHandlers } from './gifts.ts';
import { responsibleHandlers } from './responsible.ts';

export const handlers: HandlerMap = {
  ...siteHandlers,
  ...userHandlers,
  ...inboxHandlers,
  ...promoHandlers,
  ...fundsHandlers,
  ...gamesHandlers,
  ...sportsHandlers,
  ...memberHandlers,
  ...giftHandlers,
  ...responsibleHandlers,
};
