// The server's side of the drawn first page (snapshotPage.ts): home or a lobby rendered to HTML
// for a visitor, from the same answers the page carries as boot data, so the live page's first
// render draws the same thing; and a member's home, lobbies and sports board, their public parts
// drawn from the page's answers and the member's own parts loading, which the live page takes
// over too and then fills in. The build bundles this file for Node (dist/.server/snapshot.js,
// scripts/build/ssrSnapshot.ts); server/site.ts puts its HTML in #root and its CSS in the head.
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { resolveLocale } from '../i18n/instance';
import { createSiteI18n, switchLocale } from '../i18n/site';
import { LOBBY_PAGES, sportsBoardVenue, type BootAnswer } from '../sdk/bootData';
import { RootStore, type Clock, type StoreSdk } from '../stores';
import { MemoryStorage } from '../stores/memoryStorage';
import type { Language } from '../stores/site/SiteStore';
import { AppProviders } from './App';
import { StorageKey } from '../stores/storageKeys';
import { isMobileUserAgent, sportsChannelOf } from './guards';
import type { NavigationEnv } from './navigation';
import { nextTask } from './nextTask';
import { createAppRoutes } from './routes';
import { HOME_PATH } from './routeTable';

export interface SnapshotRequest {
  /** The page's address (origin and path). */
  url: string;
  /** The answers the page carries (server/app.ts bootAnswers). */
  answers: readonly BootAnswer[];
  userAgent: string;
  /** The browser is a member's (the snapshot_for cookie): the page is drawn as theirs. */
  member?: boolean;
  /** The language the player reads the site in (the snapshot_lang cookie); absent: the site's. */
  language?: Language | null;
}

export interface Snapshot {
  /** The inside of #root. */
  html: string;
  /** The drawn page's styles. */
  css: string;
  /** The language it is drawn in (zh-CN unless the site is configured otherwise). */
  locale: string;
  /** A member's drawing (SNAPSHOT_FOR_ATTR), else a visitor's. */
  forMember: boolean;
}

/** The pages drawn on the server: home, the usual first page of a visitor, and the lobbies,
 * whose first screen the page's answers hold (src/sdk/bootData.ts). */
export const SNAPSHOT_PATHS: readonly string[] = [HOME_PATH, ...Object.keys(LOBBY_PAGES)];

/** The pages drawn for a member: home, the lobbies and the own book's sports boards (not the
 * embedded channel, whose entry launches the venue), whose first screen is the public content the
 * page's answers hold (the member's own parts are drawn loading: a member's hot games and a
 * lobby's games carry their favourites, and their recent games are kept in their browser). The
 * member's other pages are theirs alone (records, lists): not drawn. */
export function isMemberSnapshotPath(pathname: string): boolean {
  if (pathname === HOME_PATH || pathname in LOBBY_PAGES) return true;
  return sportsBoardVenue(pathname) !== null && sportsChannelOf(pathname) === null;
}

/** Start-up waits for the page's answers only; anything else it asks for is left loading. */
const START_WAIT_MS = 500;

/** Timers never fire in a drawing (tickers): it is one moment. */
const stillClock: Clock = {
  now: () => Date.now(),
  setTimeout: () => 0,
  clearTimeout: () => undefined,
  setInterval: () => 0,
  clearInterval: () => undefined,
};

/** A member's drawing is logged in with this token; it never reaches the server (pendingSdk). */
const DRAWING_TOKEN = 'drawing';

/** Calls not answered by the page stay pending, as they are in the browser's first render. */
const pendingSdk: StoreSdk = {
  call: () => new Promise<never>(() => undefined),
  newIdempotencyKey: () => 'snapshot',
};

/**
 * Home or a lobby drawn for a visitor, or home, a lobby or a sports board for a member, or null
 * where it cannot be drawn the way the browser will (another page, a guard redirect or the
 * mobile site, start-up not done in time).
 */
export async function renderSnapshot(req: SnapshotRequest): Promise<Snapshot | null> {
  const url = new URL(req.url);
  const member = req.member === true;
  if (member ? !isMemberSnapshotPath(url.pathname) : !SNAPSHOT_PATHS.includes(url.pathname)) {
    return null;
  }
  const root = new RootStore({
    sdk: pendingSdk,
    // a member's session as far as the page can tell (logged in; their data stays loading), and
    // the language the player chose
    storage: new MemoryStorage({
      ...(member ? { [StorageKey.token]: DRAWING_TOKEN } : {}),
      ...(req.language ? { [StorageKey.language]: req.language } : {}),
    }),
    clock: stillClock,
    socketFactory: () => {
      throw new Error('no chat in a drawn page');
    },
    credentials: null,
    location: { href: url.href, search: url.search, host: url.host },
    bootAnswers: req.answers,
  });
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = await Promise.race([
      root.start({ memberData: false }).then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), START_WAIT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    if (!started) return null;
    let leaves = false;
    const env: NavigationEnv = {
      mobile: isMobileUserAgent(req.userAgent),
      leaveTo: () => {
        leaves = true;
      },
    };
    const handler = createStaticHandler(createAppRoutes(root, env, Promise.resolve()));
    const context = await handler.query(new Request(url.href));
    if (context instanceof Response || leaves || context.errors) return null;
    // the reads a screen started from the page's answers settle before the browser's first
    // render (a task after start-up), so before this one too
    await nextTask();
    const i18n = createSiteI18n();
    const locale = resolveLocale(root.site.language);
    if (locale !== 'zh-CN') await switchLocale(i18n, locale);
    const router = createStaticRouter(handler.dataRoutes, context);
    const sheet = new ServerStyleSheet();
    try {
      // prerender, not renderToString: it waits for the page's lazy parts (the chat button), so
      // the page is drawn whole, the same on every request, and the browser takes all of it over
      const { prelude } = await prerender(
        sheet.collectStyles(
          <AppProviders root={root} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>,
        ),
      );
      const html = await new Response(prelude).text();
      return {
        html,
        css: styleText(sheet.getStyleTags()),
        locale,
        forMember: member,
      };
    } finally {
      sheet.seal();
    }
  } finally {
    root.dispose();
  }
}

/** The rules inside styled-components' style tags (the page puts them in a tag of its own, which
 * the live page's styled-components leaves alone and the page removes). */
function styleText(tags: string): string {
  return [...tags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('');
}
