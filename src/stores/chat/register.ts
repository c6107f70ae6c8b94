// Registers the live chat's store with RootStore (src/stores/features.ts): loaded by main.tsx
// once start-up is done (the chat then joins the site's room) and by the chat widget.
import { registerFeatureStores } from '../features';
import { ChatStore } from './ChatStore';

registerFeatureStores({ chat: (root) => new ChatStore(root) });
