// A Vite plugin: after the site's build, builds the server's drawn first page (src/app/snapshot.tsx)
// for Node into <outDir>/.server/snapshot.js, which the reference server imports (server/site.ts).
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { styledIds } from './styledIds.ts';
import { SNAPSHOT_DIR, SNAPSHOT_ENTRY, SNAPSHOT_FILE } from './snapshotFiles.ts';

export function ssrSnapshot(): Plugin {
  let root = '';
  let outDir = '';
  let skip = true;
  return {
    name: 'ssr-snapshot',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      // the bundle itself, or a build without the entry (the benchmark's floor app)
      skip = Boolean(config.build.ssr) || !existsSync(path.join(root, SNAPSHOT_ENTRY));
    },
    async closeBundle() {
      if (skip) return;
      await build({
        configFile: false,
        root,
        logLevel: 'error',
        publicDir: false,
        plugins: [styledIds(), react()],
        // self-contained: the site may be built outside the project (tests and benchmarks build
        // into a temporary folder), where no node_modules is found
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: SNAPSHOT_ENTRY,
          outDir: path.join(outDir, SNAPSHOT_DIR),
          emptyOutDir: true,
          rolldownOptions: { output: { entryFileNames: SNAPSHOT_FILE } },
        },
      });
    },
  };
}
