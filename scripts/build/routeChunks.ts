// A Vite plugin: writes dist/route-chunks.json, the lazily loaded files of each route of the
// route table (its screen module's chunk and every chunk it imports, however deep, minus what
// the entry already preloads). The reference server adds them as <link rel="modulepreload"> to the page
// it sends for that address, so a deep link fetches its route chunk in parallel with the entry
// script instead of after it.
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_TABLE, type RouteMeta } from '../../src/app/routeTable.ts';
import { screenModules } from './budgets.ts';
import { DIALOG_CHUNKS_KEY, DIALOG_LAYER_MODULE } from './snapshotFiles.ts';

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

export interface RouteChunks {
  /** Route pattern of the table (`/game/sport/:enName`) -> files under dist/ to preload. */
  [pattern: string]: string[];
}

function routes(table: RouteMeta[], prefix = ''): { path: string; name: string }[] {
  return table.flatMap((m) => {
    const full = prefix === '' ? m.path : `${prefix}/${m.path}`;
    return [{ path: full, name: m.name }, ...routes(m.children ?? [], full)];
  });
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** A chunk's file and the files of every chunk it imports statically, directly or not: all of
 * them are known at build time, so none has to wait for the one importing it to arrive. */
function staticClosure(chunk: ChunkLike, byFile: Map<string, ChunkLike>): Set<string> {
  const out = new Set<string>();
  const visit = (c: ChunkLike) => {
    if (out.has(c.fileName)) return;
    out.add(c.fileName);
    for (const f of c.imports) {
      const next = byFile.get(f);
      if (next) visit(next);
    }
  };
  visit(chunk);
  return out;
}

export function routeChunks(): Plugin {
  const root = path.resolve(import.meta.dirname, '../..');
  return {
    name: 'route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (c): c is typeof c & ChunkLike => c.type === 'chunk',
      );
      const entry = chunks.find((c) => c.isEntry);
      const preloaded = new Set(entry ? [entry.fileName, ...entry.imports] : []);
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const byModule = new Map(
        chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]),
      );
      const modules = screenModules();
      const out: RouteChunks = {};
      for (const route of routes(ROUTE_TABLE)) {
        const src = modules.get(route.name);
        const chunk = src ? byModule.get(path.join(root, src)) : undefined;
        if (!chunk) continue;
        out[route.path] = [...staticClosure(chunk, byFile)].filter((f) => !preloaded.has(f));
      }
      const dialogs = byModule.get(path.join(root, DIALOG_LAYER_MODULE));
      if (dialogs)
        out[DIALOG_CHUNKS_KEY] = [...staticClosure(dialogs, byFile)].filter(
          (f) => !preloaded.has(f),
        );
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(out) });
    },
  };
}
