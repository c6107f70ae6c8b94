// The root route's element: navigation progress bar (guard 5), the page title, every dialog.
import { observer } from 'mobx-react-lite';
import { createElement, lazy, Suspense, useEffect } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { lateModule, useLateModule } from '../components/lateModule';
import { ProgressBar } from '../components/ProgressBar/ProgressBar';
import { useHomeText } from '../screens/home/texts';
import { useRootStore } from '../stores';
import { LazyAppDialogs } from './LazyAppDialogs';
import type { RouteMeta } from './routeTable';
import { showTitle } from './startup';

// The chat button and panel are not needed for the first paint (fixed position, no layout shift).
const ChatWidget = lazy(() =>
  import('../screens/member/Chat/ChatWidget').then((m) => ({ default: m.ChatWidget })),
);

// The reality check (with the member store) matters only while a member is logged in.
const realityCheckModule = lateModule(() => import('./RealityCheck').then((m) => m.RealityCheck));
function MemberRealityCheck() {
  const RealityCheck = useLateModule(realityCheckModule, true);
  return RealityCheck ? createElement(RealityCheck) : null;
}

function useRouteTitle(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { meta?: RouteMeta } | undefined;
    if (handle?.meta) return handle.meta.title;
  }
  return null;
}

export const AppShell = observer(function AppShell() {
  const root = useRootStore();
  const navigation = useNavigation();
  const text = useHomeText();
  const routeTitle = useRouteTitle();
  const siteTitle = root.site.title || text.brand;
  const title = routeTitle ? `${routeTitle} - ${siteTitle}` : siteTitle;

  // Spec section 2: the title scrolls every 300 ms when longer than 15 characters.
  useEffect(() => showTitle(document, title, root.clock), [title, root.clock]);
  // Back from another tab or window (a game, the lottery, a venue's round): the balance as it is
  // now, not as it was when the player left.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void root.wallet.refreshBalanceUnlessRecent(2000);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [root]);

  return (
    <>
      {navigation.state !== 'idle' ? <ProgressBar fixedTop label={text.navigating} /> : null}
      <Outlet />
      <LazyAppDialogs />
      {root.session.isLoggedIn ? <MemberRealityCheck /> : null}
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </>
  );
});

/** Shown before the first navigation's guards have run. */
export function StartingScreen() {
  const text = useHomeText();
  return (
    <>
      <ProgressBar fixedTop label={text.navigating} />
      <main aria-busy="true" />
    </>
  );
}
