// Response headers of issue 15: HSTS only over TLS, `Cache-Control: no-store` on API answers
// (they carry tokens and balances). The CSP itself stays in app.ts's helmet block.
import type { FastifyInstance } from 'fastify';
import type { Contract } from '../contract.ts';

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The first path segment of every operation (`/site/`, `/fd/`, `/game/` ...) and the safe gateway. */
export function apiPrefixesOf(contract: Contract): string[] {
  const set = new Set(contract.operations.map((o) => `/${o.path.split('/')[1] ?? ''}/`));
  set.add('/safe/');
  return [...set];
}

export function registerSecurityHeaders(app: FastifyInstance, contract: Contract): void {
  const prefixes = apiPrefixesOf(contract);
  app.addHook('onSend', async (req, reply, payload) => {
    // TLS terminated by this server (trustProxy is off: a proxy's header is not believed)
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (prefixes.some((p) => req.url.startsWith(p))) reply.header('cache-control', 'no-store');
    return payload;
  });
}
