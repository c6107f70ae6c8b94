// Help centre area: the pages under /app/help (screen names help-<page>).
import type { ScreenLoaders } from './types';

export const helpScreens: ScreenLoaders = {
  'help-gztk': () =>
    import('../../screens/help/HelpDocScreen').then((m) => ({
      default: ({ meta }) => <m.HelpDocScreen doc="terms" title={meta.title} />,
    })),
  'help-ysgz': () =>
    import('../../screens/help/HelpDocScreen').then((m) => ({
      default: ({ meta }) => <m.HelpDocScreen doc="privacy" title={meta.title} />,
    })),
};
