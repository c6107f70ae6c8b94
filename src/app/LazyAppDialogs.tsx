// The dialog layer (AppDialogs: auth, captcha, toasts, tips ...) is not in the first script: it
// loads the first time any store asks for a dialog, a toast or an overlay, then stays mounted.
// Saves the select, dialog and toast primitives from every visitor's first load.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRootStore, type RootStore } from '../stores';

const loadDialogs = () => import('./AppDialogs');
const AppDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.AppDialogs })));

/** Fetches the dialog layer at the player's first press or key anywhere (most dialogs answer a
 * click, and the press comes before it), not while the page is still settling: loading it is a
 * long task a visitor who only looks should not pay. Returns the clean-up. */
function prefetchOnFirstInput(): () => void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const run = () => {
    stop();
    void loadDialogs().catch(() => undefined);
  };
  const stop = () => events.forEach((e) => window.removeEventListener(e, run, true));
  events.forEach((e) => window.addEventListener(e, run, { capture: true, passive: true }));
  return stop;
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
  useEffect(() => prefetchOnFirstInput(), []);
  if (!loaded && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppDialogs />
    </Suspense>
  );
});
