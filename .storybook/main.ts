import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // QR codes and copied links in stories carry this origin, not the port the stories happen to
  // be served on, so their screenshots are the same on every run (src/app/siteAddress.ts).
  viteFinal: (vite) => ({
    ...vite,
    define: {
      ...vite.define,
      'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify('https://www.example.com'),
    },
  }),
};
export default config;
