import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** Plugins of the site's build (vite.config.ts) that do nothing for stories: the brotli and gzip
 * copies of every file for the reference server (about 20 s of the Storybook build on this
 * machine) and the server's drawn first page (a second, server-side build). */
const SITE_ONLY = new Set(['precompress', 'ssr-snapshot']);

function withoutSiteOnly(plugins: PluginOption[]): PluginOption[] {
  return plugins.map((p) =>
    Array.isArray(p)
      ? withoutSiteOnly(p)
      : p && typeof p === 'object' && 'name' in p && SITE_ONLY.has(p.name)
        ? false
        : p,
  );
}

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
    plugins: withoutSiteOnly(vite.plugins ?? []),
    define: {
      ...vite.define,
      'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify('https://www.example.com'),
    },
  }),
};
export default config;
