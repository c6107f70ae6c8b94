import { domainMessages } from '../domain';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { createTestRoot } from '../stores/testing/createTestRoot';
import { ok } from '../stores/testing/FakeApi';
import type { NavigationEnv } from './navigation';
import { createAppRoutes } from './routes';
import { LOBBY_PAGES } from '../sdk/bootData';
import { gamesScreens } from './areas/games';
import { allPaths, ROUTE_TABLE, type RouteMeta } from './routeTable';

const env: NavigationEnv = { mobile: false, leaveTo: () => undefined };

async function routerAt(path: string, t = createTestRoot()) {
  const router = createMemoryRouter(createAppRoutes(t.root, env, Promise.resolve()), {
    initialEntries: [path],
  });
  await until(() => router.state.initialized && router.state.navigation.state === 'idle');
  return { router, t };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('timed out');
}

function leafName(router: Awaited<ReturnType<typeof routerAt>>['router']): string | undefined {
  const last = router.state.matches[router.state.matches.length - 1];
  return (last?.route.handle as { meta?: RouteMeta } | undefined)?.meta?.name;
}

describe('the routed app', () => {
  it('sends a visitor opening /mine/wallet home, with the toast', async () => {
    const { router, t } = await routerAt('/mine/wallet');
    expect(router.state.location.pathname).toBe('/');
    expect(leafName(router)).toBe('home');
    expect(
      t.root.ui.toasts.map((x) =>
        'text' in x.content ? x.content.text : domainMessages['zh-CN'][x.content.key],
      ),
    ).toContain('请先登录账号,才能了解更多');
  });

  it('renders each route of the table for a verified member (no route left unreachable)', async () => {
    const t = createTestRoot({ token: 'tok' });
    t.api.on('userMemberInfo', ok({ bindPhone: true, bindRealName: true }));
    const { router } = await routerAt('/', t);
    const concrete = allPaths()
      .filter((p) => !['*', '/redirect/*', '/home', '/notFound', '/mine', '/app/help'].includes(p))
      .map((p) => p.replace(/:[a-zA-Z]+/g, '7'));
    for (const path of concrete) {
      await router.navigate(path);
      await until(() => router.state.navigation.state === 'idle');
      expect(router.state.location.pathname, path).toBe(path);
      expect(leafName(router), path).not.toBe('notFound');
    }
    router.dispose();
  }, 30_000); // every area's screens load on first visit

  it('redirects /home and the section roots to their first page', async () => {
    const t = createTestRoot({ token: 'tok' });
    const { router } = await routerAt('/home', t);
    await until(() => router.state.location.pathname === '/');
    await router.navigate('/mine');
    await until(() => router.state.location.pathname === '/mine/userinfo');
    await router.navigate('/app/help');
    await until(() => router.state.location.pathname === '/app/help/kh');
    router.dispose();
  });

  it("starts the board's lists as its route is entered, before start-up is over and the screen renders", async () => {
    const t = createTestRoot({ token: 'tok' });
    const router = createMemoryRouter(createAppRoutes(t.root, env, new Promise(() => undefined)), {
      initialEntries: ['/game/sport/XMTY'],
    });
    // start-up never ends here: only the route's own loader can have asked
    await until(() => t.api.callsTo('venueResource').length >= 2);
    expect(
      t.api
        .callsTo('venueResource')
        .map((c) => (c.body as { method: string }).method)
        .sort(),
    ).toEqual(['leagues', 'matches']);
    expect(router.state.initialized).toBe(false);
    router.dispose();
  });

  it("starts home's promotions, pools, hot games and live matches as home is entered, before the screen renders", async () => {
    const t = createTestRoot();
    const router = createMemoryRouter(createAppRoutes(t.root, env, new Promise(() => undefined)), {
      initialEntries: ['/'],
    });
    // start-up never ends here: only home's own loader can have asked
    await until(() => t.api.callsTo('advertisingGetMyDiscountAd').length >= 1);
    expect(t.api.callsTo('venueGetBonusPools')).toHaveLength(1);
    expect(router.state.initialized).toBe(false);
    router.dispose();
  });

  it("launches nothing for the sports channel's route before its guards (the launch moves money)", async () => {
    const t = createTestRoot({ token: 'tok' });
    const router = createMemoryRouter(createAppRoutes(t.root, env, new Promise(() => undefined)), {
      initialEntries: ['/game/sport/crty'],
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(t.api.callsTo('venueLaunch')).toHaveLength(0);
    expect(t.api.callsTo('venueResource')).toHaveLength(0);
    router.dispose();
  });

  it("names every lobby page and its category for the server's page answers, as the route table does", () => {
    const lobbyLoader = gamesScreens.gameegame;
    const lobbies = ROUTE_TABLE.filter((m) => gamesScreens[m.name] === lobbyLoader);
    expect(Object.fromEntries(lobbies.map((m) => [m.path, m.category]))).toEqual(LOBBY_PAGES);
  });

  it('shows not found for an unknown path', async () => {
    const { router } = await routerAt('/no/such/page');
    expect(leafName(router)).toBe('notFound');
  });
});
