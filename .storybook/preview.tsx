import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { loadTraditionalHalves } from '../src/i18n/screenTexts';
import { LazyCustomerServiceNotice, LazyDrawer } from '../src/app/lazyChrome';
import { drawingsModule } from '../src/components/Artwork/Artwork';
import { footerModule } from '../src/app/layouts';
import { venueMenuModule } from '../src/app/layouts/MainNav';
import { profileMenuModule } from '../src/app/layouts/ProfileButton';
import '../src/stores/registerAll';
import { withProviders } from './decorators';

// MSW answers the calls a story makes (per-story handlers in `parameters.msw.handlers`); the
// worker starts once, on the first story that loads.
// A play function's findBy/waitFor waits up to 4 s, not testing-library's 1 s: on a loaded
// 2-core CI machine a story's mocked data can take over a second to render, and a wait that only
// fails slower costs nothing when the story is right.
configure({ asyncUtilTimeout: 4000 });

const msw = mswLoader(async () => {
  // modules the site loads on first use (the QR library, the carousel engine, the chrome's
  // drawers, footer and profile menu, the artwork's drawings): load them with the worker, so a story's picture or play test
  // never catches them still loading
  await Promise.all([
    import('qrcode.react'),
    import('embla-carousel'),
    LazyDrawer.module.load(),
    LazyCustomerServiceNotice.module.load(),
    profileMenuModule.load(),
    venueMenuModule.load(),
    footerModule.load(),
    drawingsModule.load(),
  ]);
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  return worker;
});

const preview: Preview = {
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/ } },
    a11y: { test: 'error' },
  },
  globalTypes: {
    theme: {
      description: 'Edition (theme)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'classic', title: '经典版 (light)' },
          { value: 'professional', title: '专业版 (dark)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'zh-TW', title: '繁體中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'classic', locale: 'zh-CN' },
  decorators: [withProviders],
  // the first script's traditional texts (chrome, home) load like the site loads them for zh-TW
  loaders: [msw, () => loadTraditionalHalves()],
};

export default preview;
