// Where the build puts the server's drawing module (scripts/build/ssrSnapshot.ts writes it,
// server/site.ts imports it): a module of its own, so the server does not load Vite for them.
export const SNAPSHOT_ENTRY = 'src/app/snapshot.tsx';
/** Under the site's outDir; the server never serves a dot folder. */
export const SNAPSHOT_DIR = '.server';
export const SNAPSHOT_FILE = 'snapshot.js';
