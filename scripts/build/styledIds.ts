// A Vite plugin: every styled component gets an id from its file and place in it
// (babel-plugin-styled-components' `ssr` option) instead of from the order the modules happened to
// run in. The server's drawn page (src/app/snapshot.tsx) and the browser's script then name every
// class alike, so the browser can take the drawn page over (hydrate it) instead of drawing the
// page again: the server's bundle runs every module at once, the browser's loads routes lazily.
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const SOURCE = /\.(ts|tsx)$/;

export function styledIds(): Plugin {
  return {
    name: 'styled-ids',
    enforce: 'pre',
    async transform(code, id) {
      if (!SOURCE.test(id) || id.includes('/node_modules/') || !code.includes('styled-components'))
        return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        // ids only: names stay short (no display names, file names) and templates untouched
        plugins: [
          [
            'babel-plugin-styled-components',
            {
              ssr: true,
              displayName: false,
              fileName: false,
              minify: false,
              pure: false,
              transpileTemplateLiterals: false,
            },
          ],
        ],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
