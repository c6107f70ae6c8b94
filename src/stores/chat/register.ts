// Registers the live chat's store with RootStore (src/stores/features.ts): imported by main.tsx
// (the chat joins the site's room once start-up is done) and by the chat widget.
import { registerFeatureStores } from '../features';
import { ChatStore } from './ChatStore';

registerFeatureStores({ chat: (root) => new ChatStore(root) });
