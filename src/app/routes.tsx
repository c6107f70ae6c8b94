// The react-router route objects of the route table (routeTable.ts): layouts, screens, and the
// root route whose loader runs the guards on every navigation.
import type { ReactNode } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { Home } from '../screens/home/Home';
import { homeModelOf } from '../screens/home/HomeModel';
import { NotFoundScreen, UnbuiltScreen } from '../screens/unbuilt/UnbuiltScreen';
import type { RootStore } from '../stores';
import { AppShell, StartingScreen } from './AppShell';
import { SCREEN_LOADERS } from './areas';
import { BareLayout, HelpLayout, MainLayout, MineLayout, SportLayout } from './layouts';
import { guardNavigation, type NavigationEnv } from './navigation';
import { nextTask } from './nextTask';
import { HOME_PATH, ROUTE_TABLE, type Layout, type RouteMeta } from './routeTable';

/** Screens in the first script (home is the usual landing page); every other one is lazy. */
function eagerScreen(meta: RouteMeta): ReactNode | null {
  switch (meta.name) {
    case 'home':
      return <Home />;
    case 'notFound':
      return <NotFoundScreen />;
    default:
      return null;
  }
}

/** Screens outside a section layout get their own <main>; sections provide it. */
function wrap(screen: ReactNode, meta: RouteMeta, inSection: boolean): ReactNode {
  return inSection || meta.name === 'home' ? screen : <main>{screen}</main>;
}

/** The route fields that render a table entry: an eager element, or a lazy screen module (with
 * a loader that starts the screen's reads when the module has a `prefetch`). */
function screenRoute(meta: RouteMeta, inSection: boolean, root: RootStore): Partial<RouteObject> {
  const eager = eagerScreen(meta);
  if (meta.name === 'home' && eager) {
    return {
      element: wrap(eager, meta, inSection),
      // home's reads start with the navigation, as a lazy screen's prefetch does: the first
      // render then finds them under way, and starting them (observable changes) does not
      // draw the page again right after it is drawn
      loader: async () => {
        await nextTask();
        void homeModelOf(root).loadHome();
        return null;
      },
    };
  }
  if (eager) return { element: wrap(eager, meta, inSection) };
  const load = SCREEN_LOADERS[meta.name];
  if (!load) {
    return {
      element: wrap(<UnbuiltScreen name={meta.name} title={meta.title} />, meta, inSection),
    };
  }
  return {
    lazy: async () => {
      const { default: Screen, prefetch } = await load();
      const element = wrap(<Screen meta={meta} />, meta, inSection);
      if (!prefetch) return { element };
      return {
        element,
        loader: ({ params }) => {
          prefetch(root, { params, meta });
          return null;
        },
        // once a visit: the screen reloads its own data while it stays
        shouldRevalidate: ({ currentParams, nextParams }) =>
          JSON.stringify(currentParams) !== JSON.stringify(nextParams),
      };
    },
  };
}

/** The named screens built so far (eager or in an area); every other route shows UnbuiltScreen. */
export function builtScreens(): string[] {
  return ['home', 'notFound', ...Object.keys(SCREEN_LOADERS)];
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
