// When the development routes (/__dev/...) exist: only when explicitly enabled, never under
// NODE_ENV=production (except the browser journeys' own test server, which says so), and they
// answer loopback clients only.
import type { FastifyInstance } from 'fastify';

/**
 * `true`: enabled (main.ts passes it when DEV_ROUTES=1); refused under NODE_ENV=production.
 * `'tests-only'`: a test server (tests/e2e/server.ts) that runs a production build on loopback.
 */
export type DevRoutesOption = boolean | 'tests-only';

export function devRoutesEnabled(
  option: DevRoutesOption | undefined,
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (option === 'tests-only') return true;
  if (option !== true) return false;
  if (env.NODE_ENV === 'production') {
    console.warn('development routes refused: NODE_ENV=production');
    return false;
  }
  return true;
}

/** DEV_ROUTES=1 (and not production): the switch of `npm start`. */
export function devRoutesFromEnv(env: Record<string, string | undefined> = process.env): boolean {
  return env.DEV_ROUTES === '1' && env.NODE_ENV !== 'production';
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopback(ip: string): boolean {
  return LOOPBACK.has(ip);
}

/** Answers 404 to every /__dev request that does not come from the machine itself. */
export function loopbackOnly(app: FastifyInstance, prefix: string): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith(prefix) && !isLoopback(req.ip)) {
      await reply.code(404).type('text/plain; charset=utf-8').send('not found');
    }
  });
}
