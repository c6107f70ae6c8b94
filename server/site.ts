// The built site (dist/): hashed assets cached for a year, the page revalidated on every visit,
// both sent precompressed (brotli or gzip, written by the build) when the browser accepts. The
// page of a deep link names its route's lazy chunks as modulepreload links (route-chunks.json,
// written by the build), so they download in parallel with the entry script. The page also
// carries the answers of its first calls (BOOT_DATA_ID: preInfo, the menu, and on home the
// promotions and jackpot pools), so start-up does not wait for them after the script.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Vite's output folder of content-hashed files: a changed file gets a new name. */
const HASHED_PREFIX = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
import { BOOT_DATA_ID, type BootAnswer, type BootData } from '../src/sdk/bootData.ts';

export { BOOT_DATA_ID, type BootAnswer, type BootData };

/** JSON inside a <script> element: no `<` (so no `</script>`), no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

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

  /** The page for a path: its route's chunks preloaded, the boot data embedded. */
  pageFor(pathname: string, boot: BootData = {}): string {
    const route = this.routes.find((r) => r.pattern.test(pathname));
    const links = (route?.files ?? [])
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('');
    const data = `<script id="${BOOT_DATA_ID}" type="application/json">${scriptJson(boot)}</script>`;
    return this.html.replace('</head>', `${links}${data}</head>`);
  }
}

export async function registerSite(app: FastifyInstance, distDir: string): Promise<SitePages> {
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    wildcard: false,
    // the page itself is sent by sendSitePage (with its preloads and boot data), also for /
    index: false,
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
  boot?: BootData,
): FastifyReply {
  reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE);
  if (!pages || pathname === undefined) return reply.sendFile('index.html');
  const page = pages.pageFor(pathname, boot);
  // made per request (its boot data is this visitor's), so compressed here rather than at build
  const accepts = String(reply.request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts)) {
    return reply.header('content-encoding', 'br').send(brotliCompressSync(page, BROTLI_FAST));
  }
  if (/\bgzip\b/.test(accepts))
    return reply.header('content-encoding', 'gzip').send(gzipSync(page));
  return reply.send(page);
}

/** A small page: a middling brotli quality costs well under a millisecond. */
const BROTLI_FAST = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };
