// Registers the sportsbook's stores with RootStore (src/stores/features.ts): the board's store,
// the betting slip and the live feed; imported by the sports screens and the bet records.
import { registerFeatureStores } from '../features';
import { SlipStore } from '../slip/SlipStore';
import { SportsLiveFeed } from './LiveFeed';
import { SportsStore } from './SportsStore';

registerFeatureStores({
  sports: (root) => new SportsStore(root),
  slip: (root) => new SlipStore(root),
  liveFeed: (root) =>
    new SportsLiveFeed({
      socketFactory: root.socketFactory,
      clock: root.clock,
      url: root.sportsFeedUrl,
      token: () => root.session.token,
      onSettled: () => {
        if (root.session.isLoggedIn) void root.wallet.refreshBalance();
      },
    }),
});
