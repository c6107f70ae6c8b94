// A route area: the named screens (spec section 2) one team owns, each loaded on first visit so
// a visitor's first load carries only the screens it shows (code splitting per route group).
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { RootStore } from '../../stores';
import type { RouteMeta } from '../routeTable';

/** What every routed screen receives: its entry of the route table (name, title, category). */
export interface ScreenProps {
  meta: RouteMeta;
}

export interface ScreenModule {
  default: ComponentType<ScreenProps>;
  prefetch?: Prefetch;
}

/** Starts a screen's first reads as its route is entered, so its first render finds them under
 * way (the route's loader calls it; it may yield a task first, and never waits for the reads).
 * Reads only: the guards have not run yet, so nothing here may move money or need a login; the
 * screen's own load joins these. */
export type Prefetch = (
  root: RootStore,
  route: { params: Params; meta: RouteMeta },
) => void | Promise<void>;

/** Screen name (routeTable `name`) -> its module, loaded on first use. */
export type ScreenLoaders = Record<string, () => Promise<ScreenModule>>;
