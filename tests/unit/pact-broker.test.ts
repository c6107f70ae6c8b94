// npm run pact:publish / pact:can-i-deploy (scripts/pact-broker.mjs, the Pact CLI's pact-broker):
// without PACT_BROKER_BASE_URL they say so and succeed; with it they publish pacts/ at the git
// version and branch, and ask the broker's matrix, against a stand-in broker on loopback.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function run(command: string, env: Record<string, string>): Promise<{ code: number; out: string }> {
  const clean = { ...process.env };
  delete clean.PACT_BROKER_BASE_URL;
  delete clean.PACT_BROKER_TOKEN;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/pact-broker.mjs', command],
      { cwd: root, env: { ...clean, ...env } },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          out: stdout + stderr,
        }),
    );
  });
}

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  body: string;
}

/** A stand-in Pact Broker: the index, the publish call and the matrix (deployable or not). */
function fakeBroker(deployable: boolean): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth: req.headers.authorization,
        body,
      });
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      res.setHeader('content-type', 'application/hal+json');
      if (req.url === '/')
        res.end(
          JSON.stringify({
            _links: { 'pb:publish-contracts': { href: `${base}/contracts/publish` } },
          }),
        );
      else if (req.url === '/contracts/publish')
        res.end(JSON.stringify({ notices: [{ type: 'success', text: 'published' }], _links: {} }));
      else
        res.end(
          JSON.stringify({
            summary: {
              deployable,
              reason: deployable ? 'all verified' : 'site-api has not verified web',
              success: 0,
              failed: deployable ? 0 : 1,
              unknown: 0,
            },
            matrix: [],
            notices: [],
          }),
        );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server }),
    ),
  );
}

let open: Server | undefined;
afterEach(() => {
  open?.close();
  open = undefined;
});

const version = { GIT_COMMIT: 'abc1234def', GIT_BRANCH: 'main' };

describe('pact:publish and pact:can-i-deploy', () => {
  it('say so and succeed when no broker is configured', async () => {
    const publish = await run('publish', {});
    expect(publish).toEqual({
      code: 0,
      out: expect.stringContaining('PACT_BROKER_BASE_URL is not set: nothing published'),
    });
    const ask = await run('can-i-deploy', {});
    expect(ask).toEqual({
      code: 0,
      out: expect.stringContaining('PACT_BROKER_BASE_URL is not set: nothing asked'),
    });
  });

  it('publish pacts/ as consumer web at the git version and branch, with the token', async () => {
    const broker = await fakeBroker(true);
    open = broker.server;
    const r = await run('publish', {
      PACT_BROKER_BASE_URL: broker.url,
      PACT_BROKER_TOKEN: 'tok',
      ...version,
    });
    expect(r.code).toBe(0);
    const post = broker.seen.find((s) => s.method === 'POST');
    expect(post?.url).toBe('/contracts/publish');
    expect(post?.auth).toBe('Bearer tok');
    const body = JSON.parse(post?.body ?? '{}') as {
      pacticipantName: string;
      pacticipantVersionNumber: string;
      branch: string;
      contracts: Array<{ providerName: string }>;
    };
    expect(body).toMatchObject({
      pacticipantName: 'web',
      pacticipantVersionNumber: 'abc1234def',
      branch: 'main',
    });
    expect(body.contracts.map((c) => c.providerName)).toEqual(['site-api']);
  }, 60_000);

  it('ask whether web at that version can go to production, and fail when the broker says no', async () => {
    const yes = await fakeBroker(true);
    open = yes.server;
    expect((await run('can-i-deploy', { PACT_BROKER_BASE_URL: yes.url, ...version })).code).toBe(0);
    expect(yes.seen[0]?.url).toContain('pacticipant]=web&q[][version]=abc1234def');
    expect(yes.seen[0]?.url).toContain('environment=production');
    yes.server.close();
    const no = await fakeBroker(false);
    open = no.server;
    const refused = await run('can-i-deploy', { PACT_BROKER_BASE_URL: no.url, ...version });
    expect(refused.code).not.toBe(0);
  }, 60_000);
});
