// A route area: the named screens (spec section 2) one team owns, each loaded on first visit so
// a visitor's first load carries only the screens it shows (code splitting per route group).
import type { ComponentType } from 'react';
import type { RouteMeta } from '../routeTable';

/** What every routed screen receives: its entry of the route table (name, title, category). */
export interface ScreenProps {
  meta: RouteMeta;
}

export interface ScreenModule {
  default: ComponentType<ScreenProps>;
}

/** Screen name (routeTable `name`) -> its module, loaded on first use. */
export type ScreenLoaders = Record<string, () => Promise<ScreenModule>>;
