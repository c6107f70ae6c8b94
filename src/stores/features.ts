// Stores of one area of the site (the lobbies, the cashier, promotions, the member centre, the
// sportsbook, the live chat, the new-device and forgotten-password flows) are not in the first
// script: RootStore builds each on first use from a factory its module registers when it loads.
// A screen that uses one imports its `register` module (a side-effect import, next to the
// screen's other imports), so the store's code arrives with the screen's chunk. Tests and stories
// register every store at once (src/stores/registerAll.ts).
import type { RootStore } from './RootStore';
import type { CashierStore } from './cashier/CashierStore';
import type { ChatStore } from './chat/ChatStore';
import type { LobbyStore } from './lobby/LobbyStore';
import type { MemberStore } from './member/MemberStore';
import type { PromotionsStore } from './promotions/PromotionsStore';
import type { ForgotPasswordFlow } from './session/ForgotPasswordFlow';
import type { NewDeviceFlow } from './session/NewDeviceFlow';
import type { SlipStore } from './slip/SlipStore';
import type { SportsLiveFeed } from './sports/LiveFeed';
import type { SportsStore } from './sports/SportsStore';

export interface FeatureStores {
  lobby: LobbyStore;
  cashier: CashierStore;
  promotions: PromotionsStore;
  member: MemberStore;
  sports: SportsStore;
  slip: SlipStore;
  liveFeed: SportsLiveFeed;
  chat: ChatStore;
  newDevice: NewDeviceFlow;
  forgotPassword: ForgotPasswordFlow;
}
export type FeatureName = keyof FeatureStores;

type Factories = { [K in FeatureName]?: (root: RootStore) => FeatureStores[K] };
const factories: Factories = {};

/** Called by a store's `register` module when it loads. */
export function registerFeatureStores(more: Factories): void {
  Object.assign(factories, more);
}

export function featureFactory<K extends FeatureName>(
  name: K,
): ((root: RootStore) => FeatureStores[K]) | undefined {
  return factories[name];
}
