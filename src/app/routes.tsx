// The react-router route objects of the route table (routeTable.ts): layouts, screens, and the
// root route whose loader runs the guards on every navigation.
import type { ReactNode } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { HelpDocScreen } from '../screens/help/HelpDocScreen';
import { Home } from '../screens/home/Home';
import { NotFoundScreen, UnbuiltScreen } from '../screens/unbuilt/UnbuiltScreen';
import { WalletScreen } from '../screens/wallet/WalletScreen';
import type { RootStore } from '../stores';
import { AppShell, StartingScreen } from './AppShell';
import { BareLayout, HelpLayout, MainLayout, MineLayout, SportLayout } from './layouts';
import { guardNavigation, type NavigationEnv } from './navigation';
import { HOME_PATH, ROUTE_TABLE, type Layout, type RouteMeta } from './routeTable';

/** The named screens built so far; every other route shows UnbuiltScreen (该页面正在建设中). */
export const BUILT_SCREENS = ['home', 'wallet', 'notFound', 'help-gztk', 'help-ysgz'] as const;

function screenFor(meta: RouteMeta, inSection: boolean): ReactNode {
  let screen: ReactNode;
  switch (meta.name) {
    case 'home':
      return <Home />;
    case 'notFound':
      screen = <NotFoundScreen />;
      break;
    case 'wallet':
      screen = <WalletScreen />;
      break;
    case 'help-gztk':
      screen = <HelpDocScreen doc="terms" title={meta.title} />;
      break;
    case 'help-ysgz':
      screen = <HelpDocScreen doc="privacy" title={meta.title} />;
      break;
    default:
      screen = <UnbuiltScreen name={meta.name} title={meta.title} />;
  }
  return inSection ? screen : <main>{screen}</main>;
}

const LAYOUTS: Record<Layout, () => ReactNode> = {
  main: () => <MainLayout />,
  sport: () => <SportLayout />,
  bare: () => <BareLayout />,
  mine: () => <MineLayout />,
  help: () => <HelpLayout />,
};

function sectionRoute(meta: RouteMeta, indexPath: string): RouteObject {
  return {
    path: meta.path,
    element: LAYOUTS[meta.layout ?? 'main'](),
    handle: { meta },
    children: [
      { index: true, loader: () => redirect(indexPath) },
      ...(meta.children ?? []).map((child): RouteObject => ({
        path: child.path,
        handle: { meta: child },
        element: screenFor(child, true),
      })),
    ],
  };
}

/** The page routes, grouped under their layouts. */
export function pageRoutes(): RouteObject[] {
  const groups = new Map<Layout, RouteObject[]>();
  const sections: RouteObject[] = [];
  for (const meta of ROUTE_TABLE) {
    if (meta.children) {
      const first = meta.children.find((c) => !c.path.includes(':'));
      sections.push(sectionRoute(meta, `${meta.path}/${first?.path ?? ''}`));
      continue;
    }
    const layout = meta.layout ?? 'main';
    const list = groups.get(layout) ?? [];
    list.push(
      meta.name === 'homeRedirect'
        ? { path: meta.path, handle: { meta }, loader: () => redirect(HOME_PATH) }
        : { path: meta.path, handle: { meta }, element: screenFor(meta, false) },
    );
    groups.set(layout, list);
  }
  return [
    ...sections,
    ...[...groups.entries()].map(([layout, children]) => ({
      element: LAYOUTS[layout](),
      children,
    })),
  ];
}

/**
 * The whole route tree. The root loader waits for start-up once, then applies guards 1-7 to
 * every navigation (it always revalidates), redirecting where a guard says so.
 */
export function createAppRoutes(
  root: RootStore,
  env: NavigationEnv,
  started: Promise<unknown>,
): RouteObject[] {
  let initial = true;
  return [
    {
      id: 'root',
      element: <AppShell />,
      HydrateFallback: StartingScreen,
      shouldRevalidate: () => true,
      loader: async ({ request }) => {
        const first = initial;
        initial = false;
        if (first) await started.catch(() => undefined);
        const url = new URL(request.url);
        const out = await guardNavigation(root, url, env, first);
        if (out.redirectTo && out.redirectTo !== `${url.pathname}${url.search}`) {
          throw redirect(out.redirectTo);
        }
        return null;
      },
      children: pageRoutes(),
    },
  ];
}
