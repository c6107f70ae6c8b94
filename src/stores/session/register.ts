// Registers the session's dialog flows with RootStore (src/stores/features.ts): the new-device
// check and finding a forgotten password; imported by the dialog layer (src/app/AppDialogs.tsx),
// where every login starts.
import { registerFeatureStores } from '../features';
import { ForgotPasswordFlow } from './ForgotPasswordFlow';
import { NewDeviceFlow } from './NewDeviceFlow';

registerFeatureStores({
  newDevice: (root) => new NewDeviceFlow(root),
  forgotPassword: (root) => new ForgotPasswordFlow(root),
});
