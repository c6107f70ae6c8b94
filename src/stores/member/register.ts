// Registers the member store with RootStore (src/stores/features.ts); imported by the member
// centre's screens (through src/screens/member/shared.tsx) and the reality check.
import { registerFeatureStores } from '../features';
import { MemberStore } from './MemberStore';

registerFeatureStores({ member: (root) => new MemberStore(root) });
