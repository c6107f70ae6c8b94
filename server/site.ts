// The built site (dist/): hashed assets cached for a year, the page revalidated on every visit,
// both sent precompressed (brotli or gzip, written by the build) when the browser accepts. The
// page of a deep link names its route's lazy chunks as modulepreload links (route-chunks.json,
// written by the build), so they download in parallel with the entry script.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Vite's output folder of content-hashed files: a changed file gets a new name. */
const HASHED_PREFIX = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

interface RoutePreload {
  pattern: RegExp;
  /** Route params in the pattern: a route with fewer wins (/game/egame over /game/:info). */
  params: number;
  files: string[];
}

function compilePattern(route: string): RegExp {
  const body = route
    .split('/')
    .map((seg) =>
      seg === '*'
        ? '.*'
        : seg.startsWith(':')
          ? '[^/]+'
          : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/** The page for a path, with its route's chunks preloaded; null when it has none. */
export class SitePages {
  private readonly routes: RoutePreload[];
  private readonly html: string;

  constructor(distDir: string) {
    const file = path.join(distDir, 'route-chunks.json');
    const map = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>)
      : {};
    this.routes = Object.entries(map)
      .filter(([, files]) => files.length > 0)
      .map(([route, files]) => ({
        pattern: compilePattern(route),
        params: route.split('/').filter((s) => s.startsWith(':') || s === '*').length,
        files,
      }))
      .sort((a, b) => a.params - b.params);
    this.html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  }

  pageFor(pathname: string): string | null {
    const route = this.routes.find((r) => r.pattern.test(pathname));
    if (!route) return null;
    const links = route.files
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('');
    return this.html.replace('</head>', `${links}</head>`);
  }
}

export async function registerSite(app: FastifyInstance, distDir: string): Promise<SitePages> {
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    // the build manifest and the route map are for tools, not browsers
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    setHeaders(res, filePath) {
      const hashed = filePath.replaceAll('\\', '/').includes(HASHED_PREFIX);
      res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
  return new SitePages(distDir);
}

/** The single page for any site path (the router decides what it shows). */
export function sendSitePage(
  reply: FastifyReply,
  pages?: SitePages,
  pathname?: string,
): FastifyReply {
  reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE);
  const page = pages && pathname ? pages.pageFor(pathname) : null;
  return page === null ? reply.sendFile('index.html') : reply.send(page);
}
