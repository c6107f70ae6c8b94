// Providers: theme by edition (classic light, professional dark), i18n, root store, router.
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { i18n as I18n } from 'i18next';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { resolveLocale } from '../i18n/instance';
import { switchLocale } from '../i18n/site';
import { RootStoreProvider, type RootStore } from '../stores';
import { ThemeRoot, useFontScale } from '../theme';
import type { NavigationEnv } from './navigation';
import { createAppRoutes } from './routes';
import { endSnapshot } from './snapshotPage';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser router over the route table, its root loader applying the guards. */
export function createAppRouter(
  root: RootStore,
  env: NavigationEnv,
  started: Promise<unknown>,
): AppRouter {
  const router = createBrowserRouter(createAppRoutes(root, env, started));
  // The stores ask for navigation by event (login expired, 去完善 ...).
  root.events.on('navigate', (e) => void router.navigate(e.to));
  return router;
}

/** Resolves once the router's first navigation (start-up and the guards) is done. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export interface AppProps {
  root: RootStore;
  router: AppRouter;
  /** The site's i18n (src/i18n/site.ts), already in the site's language. */
  i18n: I18n;
  /** The first render takes over the page the server drew (main.tsx hydrates it). */
  takesOverDrawnPage?: boolean;
}

export const App = observer(function App({
  root,
  router,
  i18n,
  takesOverDrawnPage = false,
}: AppProps) {
  useEffect(
    () =>
      reaction(
        () => root.site.language,
        (language) => void switchLocale(i18n, resolveLocale(language)),
        { fireImmediately: true },
      ),
    [root, i18n],
  );
  useEffect(
    () =>
      reaction(
        () => root.site.language,
        (language) => {
          // written only when it changes: a new lang restyles the whole document
          const lang = resolveLocale(language);
          if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
        },
        { fireImmediately: true },
      ),
    [root],
  );
  // Spec section 2: font scale by window width.
  useFontScale();
  // the live page is in the document (before it is painted): the drawn page's marks go
  useLayoutEffect(
    () => endSnapshot(document, { tookOver: takesOverDrawnPage }),
    [takesOverDrawnPage],
  );
  // answers held for the first render may change the stores now (src/stores/firstDraw.ts)
  useEffect(() => root.firstDraw.done(), [root]);

  return (
    <AppProviders root={root} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
});

/** The providers around the router: the browser's page and the server's drawn page alike. */
export const AppProviders = observer(function AppProviders({
  root,
  i18n,
  children,
}: {
  root: RootStore;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeRoot edition={root.site.edition}>
        <RootStoreProvider store={root}>{children}</RootStoreProvider>
      </ThemeRoot>
    </I18nextProvider>
  );
});
