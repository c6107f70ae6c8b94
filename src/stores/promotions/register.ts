// Registers the promotions store with RootStore (src/stores/features.ts); imported by the screens that use it.
import { registerFeatureStores } from '../features';
import { PromotionsStore } from './PromotionsStore';

registerFeatureStores({ promotions: (root) => new PromotionsStore(root) });
