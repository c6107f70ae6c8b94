// Registers the lobby store with RootStore (src/stores/features.ts); imported by the screens that use it.
import { registerFeatureStores } from '../features';
import { LobbyStore } from './LobbyStore';

registerFeatureStores({ lobby: (root) => new LobbyStore(root) });
