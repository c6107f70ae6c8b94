import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/build/precompress.ts';
import { routeChunks } from './scripts/build/routeChunks.ts';
import { ssrSnapshot } from './scripts/build/ssrSnapshot.ts';
import { styledIds } from './scripts/build/styledIds.ts';

/** Libraries every page needs, each in a chunk of its own: their file names (content hashes)
 * stay the same across releases that only change our code, so returning players keep them. */
const VENDOR_GROUPS: [name: string, test: RegExp][] = [
  ['react', /node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/],
  ['state', /node_modules[\\/](mobx|mobx-react-lite)[\\/]/],
  ['styled', /node_modules[\\/](styled-components|stylis|@emotion[\\/]\w+|shallowequal)[\\/]/],
  ['i18n', /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/],
  ['sdk', /node_modules[\\/]openapi-fetch[\\/]/],
];

// The site is one page app; the reference server serves dist/ (precompressed) and the API on
// one origin. Each route area is a lazy chunk (src/app/areas); no mock worker ships (MSW's
// worker lives in .storybook/public for stories only).
// react-router's default export is its development build (warnings on); a production build takes
// the same code with them off.
const ROUTER_PRODUCTION = path.resolve(
  import.meta.dirname,
  'node_modules/react-router/dist/production',
);

export const siteConfig = (command: 'build' | 'serve'): UserConfig => ({
  plugins: [styledIds(), react(), routeChunks(), precompress(), ssrSnapshot()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${ROUTER_PRODUCTION}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${ROUTER_PRODUCTION}/dom-export.mjs` },
          ]
        : [],
  },
  publicDir: false,
  server: {
    host: '127.0.0.1',
    proxy: { '^/(site|act|fd|game|stream)/api': 'http://127.0.0.1:8787' },
  },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_GROUPS.map(([name, test]) => ({ name: `vendor-${name}`, test, priority: 1 })),
            // the rest of the first load in one file, not a dozen small shared pieces: on HTTP/1.1
            // a browser fetches six files at a time, so each further round costs a round trip
            { name: 'app', tags: ['$initial' as const] },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ command }) => siteConfig(command));
