// The chrome's drawers and the customer-service notice are closed on first paint: they load on
// first open, which keeps Radix Dialog (focus trap, scroll lock) out of every visitor's first script.
import { lazyOnOpen } from '../components/lazyOnOpen';

export const LazyDrawer = lazyOnOpen(() =>
  import('../components/Drawer/Drawer').then((m) => m.Drawer),
);

export const LazyCustomerServiceNotice = lazyOnOpen(() =>
  import('../components/CustomerServiceNotice/CustomerServiceNotice').then(
    (m) => m.CustomerServiceNotice,
  ),
);
