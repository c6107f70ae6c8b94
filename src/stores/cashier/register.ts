// Registers the cashier store with RootStore (src/stores/features.ts); imported by the screens that use it.
import { registerFeatureStores } from '../features';
import { CashierStore } from './CashierStore';

registerFeatureStores({ cashier: (root) => new CashierStore(root) });
