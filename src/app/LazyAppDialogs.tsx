// The dialog layer (AppDialogs: auth, captcha, toasts, tips ...) is not in the first script: it
// loads the first time any store asks for a dialog, a toast or an overlay, then stays mounted.
// Saves the select, dialog and toast primitives from every visitor's first load.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRootStore, type RootStore } from '../stores';

const loadDialogs = () => import('./AppDialogs');
const AppDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.AppDialogs })));

/** Fetches the dialog layer once the page is idle, so a toast or dialog never waits for it. */
function prefetchWhenIdle(): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => number })
    .requestIdleCallback;
  const run = () => void loadDialogs().catch(() => undefined);
  if (idle) idle(run);
  else setTimeout(run, 2_000);
}

/** Whether anything of the dialog layer has to show now. */
export function dialogLayerWanted(root: RootStore): boolean {
  const { ui, wallet, session } = root;
  return (
    ui.toasts.length > 0 ||
    ui.currentTips !== null ||
    ui.loading !== null ||
    ui.authDialog.mode !== 'closed' ||
    ui.venueEntryOpen ||
    ui.bindRealName !== null ||
    ui.dataError !== null ||
    ui.loginRequired !== null ||
    wallet.transferIn !== null ||
    session.captcha.open
  );
}

export const LazyAppDialogs = observer(function LazyAppDialogs() {
  const root = useRootStore();
  const wanted = dialogLayerWanted(root);
  const [loaded, setLoaded] = useState(wanted);
  useEffect(() => {
    if (wanted) setLoaded(true);
  }, [wanted]);
  useEffect(() => prefetchWhenIdle(), []);
  if (!loaded && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppDialogs />
    </Suspense>
  );
});
