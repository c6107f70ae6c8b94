// The react-router route objects of the route table (routeTable.ts): layouts, screens, and the
// root route whose loader runs the guards on every navigation.
import type { ReactNode } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { Home, prefetch as prefetchHome } from '../screens/home/Home';
import { NotFoundScreen, UnbuiltScreen } from '../screens/unbuilt/UnbuiltScreen';
import type { RootStore } from '../stores';
import { AppShell, StartingScreen } from './AppShell';
import { SCREEN_LOADERS } from './areas';
import type { Prefetch } from './areas/types';
import { BareLayout, HelpLayout, MainLayout, MineLayout, SportLayout } from './layouts';
import { guardNavigation, type NavigationEnv } from './navigation';
import { nextTask } from './nextTask';
import { HOME_PATH, ROUTE_TABLE, type Layout, type RouteMeta } from './routeTable';

/** Screens in the first script (home is the usual landing page); every other one is lazy. */
const EAGER_SCREENS: Record<string, { render: () => ReactNode; prefetch?: Prefetch }> = {
  home: { render: () => <Home />, prefetch: prefetchHome },
  notFound: { render: () => <NotFoundScreen /> },
};

/** Screens that render their own <main> (its place in their grid): home, the local sport page,
 * whose board is the main content beside the league list and the slip, and a match's page (its
 * markets beside the slip). */
const OWN_MAIN = new Set(['home', 'localSport', 'sportMatch']);

/** Screens outside a section layout get their own <main>; sections provide it: one <main> a page. */
function wrap(screen: ReactNode, meta: RouteMeta, inSection: boolean): ReactNode {
  return inSection || OWN_MAIN.has(meta.name) ? screen : <main>{screen}</main>;
}

/** A screen's route fields: its element, and with a `prefetch` a loader that starts the
 * screen's reads as the route is entered, once a visit. */
function withPrefetch(
  element: ReactNode,
  meta: RouteMeta,
  root: RootStore,
  prefetch: Prefetch | undefined,
): Pick<RouteObject, 'element' | 'loader' | 'shouldRevalidate'> {
  if (!prefetch) return { element };
  return {
    element,
    loader: async ({ params }) => {
      await prefetch(root, { params, meta });
      return null;
    },
    // once a visit: the screen reloads its own data while it stays
    shouldRevalidate: ({ currentParams, nextParams }) =>
      JSON.stringify(currentParams) !== JSON.stringify(nextParams),
  };
}

/** The route fields that render a table entry: an eager screen, or a lazy screen module. */
function screenRoute(meta: RouteMeta, inSection: boolean, root: RootStore): Partial<RouteObject> {
  const eager = EAGER_SCREENS[meta.name];
  if (eager) return withPrefetch(wrap(eager.render(), meta, inSection), meta, root, eager.prefetch);
  const load = SCREEN_LOADERS[meta.name];
  if (!load) {
    return {
      element: wrap(<UnbuiltScreen name={meta.name} title={meta.title} />, meta, inSection),
    };
  }
  return {
    lazy: async () => {
      const { default: Screen, prefetch } = await load();
      return withPrefetch(wrap(<Screen meta={meta} />, meta, inSection), meta, root, prefetch);
    },
  };
}

/** The named screens built so far (eager or in an area); every other route shows UnbuiltScreen. */
export function builtScreens(): string[] {
  return [...Object.keys(EAGER_SCREENS), ...Object.keys(SCREEN_LOADERS)];
}

const LAYOUTS: Record<Layout, () => ReactNode> = {
  main: () => <MainLayout />,
  sport: () => <SportLayout />,
  bare: () => <BareLayout />,
  mine: () => <MineLayout />,
  help: () => <HelpLayout />,
};

function sectionRoute(meta: RouteMeta, indexPath: string, root: RootStore): RouteObject {
  return {
    path: meta.path,
    element: LAYOUTS[meta.layout ?? 'main'](),
    handle: { meta },
    children: [
      { index: true, loader: () => redirect(indexPath) },
      ...(meta.children ?? []).map((child): RouteObject => ({
        path: child.path,
        handle: { meta: child },
        ...screenRoute(child, true, root),
      })),
    ],
  };
}

/** The page routes, grouped under their layouts. */
export function pageRoutes(root: RootStore): RouteObject[] {
  const groups = new Map<Layout, RouteObject[]>();
  const sections: RouteObject[] = [];
  for (const meta of ROUTE_TABLE) {
    if (meta.children) {
      const first = meta.children.find((c) => !c.path.includes(':'));
      sections.push(sectionRoute(meta, `${meta.path}/${first?.path ?? ''}`, root));
      continue;
    }
    const layout = meta.layout ?? 'main';
    const list = groups.get(layout) ?? [];
    list.push(
      meta.name === 'homeRedirect'
        ? { path: meta.path, handle: { meta }, loader: () => redirect(HOME_PATH) }
        : ({ path: meta.path, handle: { meta }, ...screenRoute(meta, false, root) } as RouteObject),
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
        if (first) {
          await started.catch(() => undefined);
          await nextTask();
        }
        const url = new URL(request.url);
        const out = await guardNavigation(root, url, env, first);
        if (out.redirectTo && out.redirectTo !== `${url.pathname}${url.search}`) {
          throw redirect(out.redirectTo);
        }
        return null;
      },
      children: pageRoutes(root),
    },
  ];
}
