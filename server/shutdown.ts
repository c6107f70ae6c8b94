// Closing the server without waiting on idle keep-alive connections. Fastify's close stops
// listening, answers what is in flight and then waits for every connection to end; a connection
// that was busy when the close began is only closed by its keep-alive timeout (72 s), so a
// browser left open on the site held a shutdown or a restart for over a minute. After a short
// grace for the requests in flight, every connection left is closed.
import type { FastifyInstance } from 'fastify';

/** The time the requests in flight have to finish before their connections are closed. */
export const CLOSE_GRACE_MS = 2_000;

/** Closes `app` (its onClose hooks included), closing any connection left after `graceMs`. */
export async function closeApp(app: FastifyInstance, graceMs = CLOSE_GRACE_MS): Promise<void> {
  const force = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}
