// The built site (dist/): hashed assets cached for a year, the page revalidated on every visit,
// both sent precompressed (brotli or gzip, written by the build) when the browser accepts. The
// page of a deep link names its route's lazy chunks as modulepreload links (route-chunks.json,
// written by the build), so they download in parallel with the entry script. The page also
// carries the answers of its first calls (BOOT_DATA_ID: preInfo, the menu, and on home the
// promotions and jackpot pools), so start-up does not wait for them after the script. A
// visitor's home and lobbies also arrive drawn (src/app/snapshot.tsx, built into dist/.server):
// the page is painted from its HTML while the script loads.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Snapshot, SnapshotRequest } from '../src/app/snapshot.tsx';
import { BOOT_DATA_ID, type BootAnswer, type BootData } from '../src/sdk/bootData.ts';
import { isMobileUserAgent } from '../src/app/guards.ts';
import {
  SNAPSHOT_ATTR,
  SNAPSHOT_CSS_ID,
  SNAPSHOT_ENTRY_ATTR,
  SNAPSHOT_FOR_ATTR,
  SNAPSHOT_HEAD_SCRIPT,
  SNAPSHOT_LATER_REL,
  SNAPSHOT_OFF_CSS,
} from '../src/app/snapshotPage.ts';
import { DIALOG_CHUNKS_KEY, SNAPSHOT_DIR, SNAPSHOT_FILE } from '../scripts/build/snapshotFiles.ts';

/** Vite's output folder of content-hashed files: a changed file gets a new name. */
const HASHED_PREFIX = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

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
  /** The dialog layer's files (DIALOG_CHUNKS_KEY). */
  private readonly dialogs: string[];
  private readonly html: string;

  constructor(
    distDir: string,
    /** Draws a visitor's first page (absent: every page is sent undrawn). */
    readonly snapshots?: SnapshotRenderer,
  ) {
    const file = path.join(distDir, 'route-chunks.json');
    const map = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>)
      : {};
    this.dialogs = map[DIALOG_CHUNKS_KEY] ?? [];
    this.routes = Object.entries(map)
      .filter(([route, files]) => route.startsWith('/') && files.length > 0)
      .map(([route, files]) => ({
        pattern: compilePattern(route),
        params: route.split('/').filter((s) => s.startsWith(':') || s === '*').length,
        files,
      }))
      .sort((a, b) => a.params - b.params);
    this.html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  }

  /** The page for a path: its route's chunks preloaded, the boot data embedded, and the drawn
   * page in #root when there is one. `opensDialog`: the address opens a dialog at once (guard
   * 7's register prompt), so the dialog layer is preloaded too. */
  pageFor(
    pathname: string,
    boot: BootData = {},
    snapshot?: Snapshot | null,
    opensDialog = false,
  ): string {
    const route = this.routes.find((r) => r.pattern.test(pathname));
    const files = [...(route?.files ?? []), ...(opensDialog ? this.dialogs : [])];
    const links = [...new Set(files)]
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('');
    const data = `<script id="${BOOT_DATA_ID}" type="application/json">${scriptJson(boot)}</script>`;
    // replacer functions: a `$` in the data is text, not a replacement pattern
    const page = this.html.replace('</head>', () => `${links}${data}</head>`);
    return snapshot ? withSnapshot(page, snapshot) : page;
  }
}

/** An empty element right after the drawn page: the page is first painted when it is parsed. */
const SNAPSHOT_END_ID = 'snapshot-end';

/** The content security policy's allowance of the drawn page's first script. */
export const SNAPSHOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SNAPSHOT_HEAD_SCRIPT).digest('base64')}'`;

/** The drawn page in #root (inert until the live page replaces it), its styles and its first
 * script in the head. */
function withSnapshot(page: string, snapshot: Snapshot): string {
  const head =
    // painted once, whole: without it the browser paints (styles, lays out) every piece the
    // parser yields, a handful of long tasks on a slow phone
    `<link rel="expect" href="#${SNAPSHOT_END_ID}" blocking="render">` +
    `<style>${SNAPSHOT_OFF_CSS}</style>` +
    `<style id="${SNAPSHOT_CSS_ID}">${snapshot.css.replace(/<\//g, '<\\/')}</style>` +
    `<script>${SNAPSHOT_HEAD_SCRIPT}</script>`;
  return (
    page
      .replace(
        /<html lang="[^"]*"/,
        `<html lang="${snapshot.locale}"${snapshot.forMember ? ` ${SNAPSHOT_FOR_ATTR}="member"` : ''}`,
      )
      // the scripts are fetched once the drawn page is painted (SNAPSHOT_HEAD_SCRIPT)
      .replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        `<link rel="${SNAPSHOT_LATER_REL}" crossorigin href="$1" ${SNAPSHOT_ENTRY_ATTR}>`,
      )
      .replaceAll('<link rel="modulepreload" ', `<link rel="${SNAPSHOT_LATER_REL}" `)
      .replace('</head>', () => `${head}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" ${SNAPSHOT_ATTR}="${snapshot.locale}" inert>${snapshot.html}</div>` +
          `<i id="${SNAPSHOT_END_ID}" hidden></i>`,
      )
  );
}

export type RenderSnapshot = (req: SnapshotRequest) => Promise<Snapshot | null>;

/**
 * Draws a visitor's first page with the build's snapshot module (dist/.server/snapshot.js); a
 * build without one, or a page it does not draw, is sent as before. The same answers for the
 * same kind of browser give the same page, so the last few drawings are kept.
 */
export class SnapshotRenderer {
  private readonly recent = new Map<string, { at: number; snapshot: Snapshot | null }>();

  constructor(private readonly render: RenderSnapshot) {}

  static async load(distDir: string): Promise<SnapshotRenderer | undefined> {
    const file = path.resolve(distDir, SNAPSHOT_DIR, SNAPSHOT_FILE);
    if (!existsSync(file)) return undefined;
    try {
      const mod = (await import(pathToFileURL(file).href)) as { renderSnapshot: RenderSnapshot };
      return new SnapshotRenderer(mod.renderSnapshot);
    } catch (err) {
      // a page without its drawing is still the whole site
      console.error(`${file} not loaded; pages are sent undrawn:`, err);
      return undefined;
    }
  }

  async draw(req: SnapshotRequest, now = Date.now()): Promise<Snapshot | null> {
    // what the drawing depends on: the address, a phone's browser or not (guard 6), the answers,
    // a member's or a visitor's, the language
    const key = JSON.stringify([
      req.url,
      isMobileUserAgent(req.userAgent),
      req.answers,
      req.member === true,
      req.language ?? null,
    ]);
    const kept = this.recent.get(key);
    if (kept && now - kept.at < SNAPSHOT_KEEP_MS) return kept.snapshot;
    const snapshot = await this.render(req).catch(() => null);
    this.recent.delete(key);
    this.recent.set(key, { at: now, snapshot });
    if (this.recent.size > RECENT_SNAPSHOTS) {
      const oldest = this.recent.keys().next().value;
      if (oldest !== undefined) this.recent.delete(oldest);
    }
    return snapshot;
  }
}

const RECENT_SNAPSHOTS = 16;
/** A drawing is of one moment (a jackpot counts up): kept for a few seconds only. */
const SNAPSHOT_KEEP_MS = 5_000;

export async function registerSite(
  app: FastifyInstance,
  distDir: string,
  /** Draws a visitor's first page; default: the build's (dist/.server/snapshot.js). */
  renderSnapshot?: RenderSnapshot,
): Promise<SitePages> {
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    wildcard: false,
    // the page itself is sent by sendSitePage (with its preloads and boot data), also for /
    index: false,
    preCompressed: true,
    cacheControl: false,
    // the build manifest and the server's drawing module are not for browsers
    allowedPath: (pathName) => !pathName.startsWith('/.'),
    setHeaders(res, filePath) {
      const hashed = filePath.replaceAll('\\', '/').includes(HASHED_PREFIX);
      res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
  const snapshots = renderSnapshot
    ? new SnapshotRenderer(renderSnapshot)
    : await SnapshotRenderer.load(distDir);
  return new SitePages(distDir, snapshots);
}

/** The single page for any site path (the router decides what it shows). */
export function sendSitePage(
  reply: FastifyReply,
  pages?: SitePages,
  pathname?: string,
  boot?: BootData,
  snapshot?: Snapshot | null,
): FastifyReply {
  reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE);
  if (!pages || pathname === undefined) return reply.sendFile('index.html');
  // guard 7: register=1 opens the register prompt 500 ms after the page's load: its dialog layer
  // comes with the page
  const opensDialog = /[?&]register=1(?:&|$)/.test(reply.request.url);
  const page = pages.pageFor(pathname, boot, snapshot, opensDialog);
  // made per request (its boot data is this visitor's), so compressed here rather than at build
  const accepts = String(reply.request.headers['accept-encoding'] ?? '');
  // a member's browser gets a member's drawing or none (SNAPSHOT_HINT_COOKIE)
  reply.header('vary', 'accept-encoding, cookie');
  if (/\bbr\b/.test(accepts)) {
    return reply.header('content-encoding', 'br').send(brotliCompressSync(page, BROTLI_FAST));
  }
  if (/\bgzip\b/.test(accepts))
    return reply.header('content-encoding', 'gzip').send(gzipSync(page));
  return reply.send(page);
}

/** A small page: a middling brotli quality costs well under a millisecond. */
const BROTLI_FAST = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };
