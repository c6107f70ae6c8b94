import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { withProviders } from './decorators';

// MSW answers the calls a story makes (per-story handlers in `parameters.msw.handlers`); the
// worker starts once, on the first story that loads.
const msw = mswLoader(async () => {
  // the QR library loads on first use on the site (src/components/QrCode): load it with the
  // worker, so a story's picture never catches the placeholder
  await import('qrcode.react');
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
  loaders: [msw],
};

export default preview;
