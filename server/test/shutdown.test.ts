// Closing the server (a restart, SIGTERM) does not wait for a keep-alive connection's timeout:
// a browser whose request was in flight when the close began kept the port closed and the
// old server alive for 72 s (fastify's keep-alive timeout), so a restarted server answered
// nobody for over a minute.
import http from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeApp } from '../shutdown.ts';

describe('closing the server', () => {
  it('answers the request in flight and then closes its keep-alive connection after the grace, not the keep-alive timeout', async () => {
    const app = Fastify();
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 300));
      return { ok: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answered = new Promise<number>((resolve, reject) => {
      http
        .get(`${address}/slow`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
    await new Promise((r) => setTimeout(r, 100)); // the request is in flight
    let closed = false;
    const closing = closeApp(app, 500).then(() => {
      closed = true;
    });
    expect(await answered).toBe(200);
    // the keep-alive timeout is 72 s: the test's time limit fails a close that waits for it
    await closing;
    expect(closed).toBe(true);
    agent.destroy();
  });
});
