// The built site (dist/): hashed assets cached for a year, index.html revalidated on every
// visit, both sent precompressed (brotli or gzip, written by the build) when the browser accepts.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import path from 'node:path';

/** Vite's output folder of content-hashed files: a changed file gets a new name. */
const HASHED_PREFIX = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export async function registerSite(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    // the build manifest is for tools, not browsers
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    setHeaders(res, filePath) {
      const hashed = filePath.replaceAll('\\', '/').includes(HASHED_PREFIX);
      res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
}

/** The single page for any site path (the router decides what it shows). */
export function sendSitePage(reply: FastifyReply): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .sendFile('index.html');
}
