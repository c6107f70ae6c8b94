// Help centre area: the 23 pages under /app/help (screen names help-<page>), one screen that
// renders each page's Markdown (src/screens/help/docs).
import { ROUTE_TABLE } from '../routeTable';
import type { ScreenLoaders } from './types';

const loadHelpPage = () => import('../../screens/help/HelpPage/HelpPage');

const helpRoutes = ROUTE_TABLE.find((r) => r.name === 'help')?.children ?? [];

export const helpScreens: ScreenLoaders = Object.fromEntries(
  helpRoutes.map((r) => [r.name, loadHelpPage]),
);
