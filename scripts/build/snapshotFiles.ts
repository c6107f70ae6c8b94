// Where the build puts the server's drawing module (scripts/build/ssrSnapshot.ts writes it,
// server/site.ts imports it): a module of its own, so the server does not load Vite for them.
export const SNAPSHOT_ENTRY = 'src/app/snapshot.tsx';
/** Under the site's outDir; the server never serves a dot folder. */
export const SNAPSHOT_DIR = '.server';
export const SNAPSHOT_FILE = 'snapshot.js';
/** The entry of dist/route-chunks.json (scripts/build/routeChunks.ts) listing the dialog layer's
 * files (src/app/AppDialogs.tsx): the server preloads them with a page whose address opens a
 * dialog at once (guard 7: register=1 opens the register prompt 500 ms after the page's load). */
export const DIALOG_CHUNKS_KEY = '#dialogs';
export const DIALOG_LAYER_MODULE = 'src/app/AppDialogs.tsx';
