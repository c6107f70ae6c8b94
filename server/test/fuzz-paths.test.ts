// Issue 42, item 1: odd input is bad input, never an internal error. fast-check (seeded, bounded)
// sends control characters and odd encodings in the paths and queries of every route family
// (demo venue pages and calls, uploads, development routes, operations, the safe gateway, the
// site's pages), and arbitrary JSON values (null, arrays, scalars, control characters, huge
// numbers) and non-JSON as frames to both sockets' parsers (chat, sports feed). No answer is 6005
// or an HTTP 5xx: API answers are HTTP 200 envelopes (6007/6008 for odd input), files and pages
// that cannot exist are 404.
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startHarness, type Harness } from './harness.ts';
import { buildServer } from '../app.ts';
import { ChatMsgId, type ChatSocket } from '../chat.ts';
import type { FeedSocket } from '../sports/feed.ts';

/** A fixed seed, so every machine sends the same input; FUZZ_SEED=n explores other ones. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const PATH_RUNS = 250;
const FRAME_RUNS = 120;

const hex = (b: number): string => `%${b.toString(16).toUpperCase().padStart(2, '0')}`;

/** One path segment or query value as a client could send it, percent-encoded or raw. */
const oddSegment: fc.Arbitrary<string> = fc.oneof(
  // any bytes, percent-encoded: NUL, control characters, invalid UTF-8
  fc.uint8Array({ minLength: 1, maxLength: 12 }).map((bytes) => [...bytes].map(hex).join('')),
  // known troublemakers: NUL, overlong and truncated sequences, a lone surrogate, bad escapes
  fc.constantFrom(
    '%00',
    'a%00b',
    '%C0%AF',
    '%C0%80',
    '%E0%A4%A',
    '%ED%A0%80',
    '%FF',
    '%',
    '%zz',
    '%25%30%30',
    '..%2F..%2Fetc%2Fpasswd',
    '%1B%5B0m',
    '%7F',
    '%C2%85',
    'x'.repeat(150),
  ),
  // text with control characters, encoded as a browser would
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc
    .tuple(fc.string({ maxLength: 6 }), fc.integer({ min: 0, max: 31 }))
    .map(([s, c]) => encodeURIComponent(s) + hex(c)),
);

/** A request a client could send to one route family, with an odd segment in it. */
interface OddRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
}

function familyRequests(h: Harness): fc.Arbitrary<OddRequest>[] {
  const getOps = h.contract.operations.filter((o) => o.method === 'GET').map((o) => o.path);
  const postOps = h.contract.operations.filter((o) => o.method !== 'GET').map((o) => o.path);
  const seg = oddSegment;
  return [
    seg.map((s) => ({ method: 'GET', url: `/venue-demo/${s}` })),
    seg.map((s) => ({ method: 'GET', url: `/venue-demo/PGDZ?ticket=${s}` })),
    seg.map((s) => ({ method: 'GET', url: `/venue-demo/${s}?ticket=${s}` })),
    seg.map((s) => ({ method: 'POST', url: `/venue-demo/api/${s}`, body: '{}' })),
    seg.map((s) => ({ method: 'GET', url: `/upload/${s}` })),
    seg.map((s) => ({ method: 'GET', url: `/upload/2026-01-15/${s}.png` })),
    seg.map((s) => ({ method: 'GET', url: `/__dev/captcha/${s}` })),
    seg.map((s) => ({ method: 'GET', url: `/__dev/outbox?target=${s}` })),
    seg.map((s) => ({ method: 'POST', url: `/__dev/${s}`, body: '{}' })),
    seg.map((s) => ({ method: 'POST', url: `/safe/${s}/api/v1/gateway`, body: '{}' })),
    fc
      .tuple(fc.constantFrom(...getOps), seg)
      .map(([p, s]) => ({ method: 'GET', url: `${p}?pageNum=${s}&${s}=1` })),
    fc.tuple(fc.constantFrom(...postOps), seg).map(([p, s]) => ({
      method: 'POST',
      url: `${p}${s}`,
      body: '{}',
    })),
    fc
      .tuple(fc.constantFrom(...postOps), seg)
      .map(([p, s]) => ({ method: 'POST', url: `${p}?x=${s}`, body: '{}' })),
    seg.map((s) => ({ method: 'GET', url: `/stream/ws?client=web&siteId=${s}` })),
    seg.map((s) => ({ method: 'GET', url: `/game/${s}` })),
    seg.map((s) => ({ method: 'GET', url: `/${s}` })),
  ].map((a) => a as fc.Arbitrary<OddRequest>);
}

/** Bodies for the routes outside the contract (venue calls, development routes). */
const json: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(null, 'x', [1], 1e308, -1e308, {}),
  fc.dictionary(
    fc.constantFrom('ticket', 'stake', 'orderId', 'status', 'betId', 'result', 'oddsId', 'factor'),
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom('\u0000', 'a\u0000', '\u001b', 1e308, -1, null, [], {}),
      fc.double(),
    ),
    { maxKeys: 4 },
  ),
);

const POST_ROUTES = [
  '/venue-demo/api/balance',
  '/venue-demo/api/round',
  '/__dev/deposit/confirm',
  '/__dev/withdraw/review',
  '/__dev/bet/settle',
  '/__dev/sports/odds',
];

/** Whether an answer is acceptable for odd input: never 5xx, never 6005, API answers enveloped. */
function problemOf(
  req: OddRequest,
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
): string | null {
  const where = `${req.method} ${req.url}`;
  if (res.statusCode >= 500) return `${where}: HTTP ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
    const env = JSON.parse(res.body) as { status_code?: unknown };
    if (typeof env.status_code !== 'number') return `${where}: not an envelope: ${res.body}`;
    if (env.status_code === 6005) return `${where}: 6005 ${res.body}`;
    if (res.statusCode !== 200) return `${where}: envelope with HTTP ${res.statusCode}`;
  }
  const p = req.url.split('?')[0] ?? '';
  const file = p.startsWith('/upload/') || (p.startsWith('/venue-demo/') && req.method === 'GET');
  if (file && p !== '/venue-demo/PGDZ' && res.statusCode !== 404)
    return `${where}: a file that cannot exist answered HTTP ${res.statusCode}`;
  return null;
}

describe('odd input on every route family and socket (issue 42)', () => {
  let h: Harness;
  let site: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    h = await startHarness({ limits: { chatMessagesPer10s: 1_000_000 } });
    dist = mkdtempSync(path.join(tmpdir(), 'fuzz-site-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>站点</title>');
    site = await buildServer({
      db: h.db,
      clock: h.clock,
      contract: h.contract,
      distDir: dist,
      dev: true,
      devRoutes: true,
    });
  }, 90_000);
  afterAll(async () => {
    await site.close();
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a NUL byte in the path of a demo venue page, an upload and the dev captcha with 404, never 6005', async () => {
    for (const url of ['/venue-demo/%00', '/venue-demo/PG%00DZ', '/upload/%00', '/upload/x%00.png'])
      expect((await h.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const captcha = await h.app.inject({ method: 'GET', url: '/__dev/captcha/%00' });
    expect(captcha.json()).toMatchObject({ status_code: 6007 });
    const outbox = await h.app.inject({ method: 'GET', url: '/__dev/outbox?target=%00' });
    expect(outbox.json()).toMatchObject({ status_code: 6007 });
    for (const url of ['/upload/%FF', '/venue-demo/%C0%AF', `/upload/${'x'.repeat(200)}`])
      expect((await h.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const badApi = await h.app.inject({ method: 'GET', url: '/__dev/captcha/%E0%A4%A' });
    expect(badApi.json()).toMatchObject({ status_code: 6008 });
  });

  it('answers a NUL byte or a huge number in a development or venue call body with 6007', async () => {
    const nul = await h.app.inject({
      method: 'POST',
      url: '/__dev/deposit/confirm',
      payload: { orderId: 'D\u0000' },
    });
    expect(nul.json()).toMatchObject({ status_code: 6007 });
    const huge = await h.app.inject({
      method: 'POST',
      url: '/venue-demo/api/round',
      payload: { ticket: 'x', stake: 1e308 },
    });
    expect(huge.json()).toMatchObject({ status_code: 6007 });
  });

  it('never answers 6005 or HTTP 5xx to control characters and odd encodings in any route family', async () => {
    const problems: string[] = [];
    const families = familyRequests(h);
    const requests = fc.oneof(
      ...families,
      fc
        .tuple(fc.constantFrom(...POST_ROUTES), json)
        .map(([url, b]) => ({ method: 'POST' as const, url, body: JSON.stringify(b) ?? 'null' })),
    );
    await fc.assert(
      fc.asyncProperty(requests, async (req) => {
        for (const app of [h.app, site]) {
          const res = await app.inject({
            method: req.method,
            url: req.url,
            headers: {
              timestamp: String(h.clock.now()),
              ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(req.body !== undefined ? { payload: req.body } : {}),
          });
          const problem = problemOf(req, res);
          if (problem) problems.push(problem);
        }
        return problems.length === 0;
      }),
      { numRuns: PATH_RUNS, seed: SEED, endOnFailure: true },
    );
    expect(problems, `FUZZ_SEED=${SEED}`).toEqual([]);
    expect(h.app.services.contractViolations).toEqual([]);
  }, 60_000);

  /** A socket double: what the server sends, and a way to deliver a client frame. */
  function fakeSocket(): {
    socket: ChatSocket & FeedSocket;
    sent: unknown[];
    deliver: (text: string) => void;
    nextSent: () => Promise<unknown>;
  } {
    const sent: unknown[] = [];
    let onMessage: (raw: Buffer) => void = () => undefined;
    let onClose: () => void = () => undefined;
    const waiters: Array<() => void> = [];
    const socket = {
      readyState: 1,
      send(data: string) {
        sent.push(JSON.parse(data));
        waiters.splice(0).forEach((w) => w());
      },
      close() {
        socket.readyState = 3;
        onClose();
      },
      on(event: string, fn: (raw: Buffer) => void) {
        if (event === 'message') onMessage = fn;
        if (event === 'close') onClose = fn as () => void;
      },
    };
    return {
      socket: socket as unknown as ChatSocket & FeedSocket,
      sent,
      deliver: (text) => onMessage(Buffer.from(text, 'utf8')),
      nextSent: () => new Promise<unknown>((resolve) => waiters.push(() => resolve(undefined))),
    };
  }

  /** Frames: any JSON value (null included), protocol-shaped frames with odd data, non-JSON. */
  const frameTexts = (
    ids: fc.Arbitrary<unknown>,
    fields: fc.Arbitrary<Record<string, unknown>>,
  ): fc.Arbitrary<string> => {
    const odd = fc.oneof(
      fc.jsonValue(),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom(null, '\u0000', 'a\u0000b', '\u001b[0m', 1e308, -1e308, [], {}),
    );
    return fc.oneof(
      odd.map((v) => JSON.stringify(v) ?? 'null'),
      fc.constantFrom('null', '[]', '"x"', '1', 'true', '{', '', '\u0000', '{"msgId":'),
      fc.record({ id: ids, data: fc.oneof(odd, fields) }).map(({ id, data }) =>
        JSON.stringify({
          msgId: id,
          type: id,
          msgData: data,
          ...(data && typeof data === 'object' && !Array.isArray(data) ? data : {}),
        }),
      ),
    );
  };

  it('never answers 6005 to arbitrary JSON values or non-JSON as chat frames', async () => {
    const token = await h.login();
    const jwt = ((await h.call('userMemberJwt', {}, { token })).data as { jwt: string }).jwt;
    const nasty = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.constantFrom('lobby', '\u0000', 'x\u0007', '', '💥'),
      fc.jsonValue(),
    );
    const frames = frameTexts(
      fc.oneof(fc.constantFrom(0, 10001, 10002, 10003, 10019, '10003', null), fc.jsonValue()),
      fc.record(
        { rid: nasty, msg: nasty, body: fc.oneof(nasty, fc.constant(jwt)) },
        { requiredKeys: [] },
      ),
    );
    const problems: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(frames, { minLength: 1, maxLength: 4 }), async (texts) => {
        const s = fakeSocket();
        h.app.services.chat.attach(s.socket, '127.0.0.1');
        for (const [id, data] of [
          [ChatMsgId.login, { body: jwt }],
          [ChatMsgId.joinRoom, { rid: 'lobby' }],
        ] as const)
          s.deliver(JSON.stringify({ msgId: id, msgData: data }));
        for (const text of texts) s.deliver(text);
        // the heartbeat's answer comes after every frame before it was handled
        s.deliver(JSON.stringify({ msgId: ChatMsgId.heartbeat }));
        while (!s.sent.some((f) => (f as { msgId: number }).msgId === ChatMsgId.heartbeat))
          await s.nextSent();
        for (const f of s.sent) {
          const code = (f as { msgData?: { code?: unknown } }).msgData?.code;
          if (code === 6005) problems.push(`${JSON.stringify(texts)} -> ${JSON.stringify(f)}`);
        }
        s.socket.close();
        return problems.length === 0;
      }),
      { numRuns: FRAME_RUNS, seed: SEED, endOnFailure: true },
    );
    expect(problems, `FUZZ_SEED=${SEED}`).toEqual([]);
  }, 60_000);

  it('answers a chat frame of null, an array or a scalar with 6008 and one with a NUL byte with 6007', async () => {
    const s = fakeSocket();
    h.app.services.chat.attach(s.socket, '127.0.0.1');
    for (const text of [
      'null',
      '[]',
      '7',
      '"x"',
      JSON.stringify({ msgId: 10002, msgData: { rid: 'a\u0000' } }),
    ]) {
      const next = s.nextSent();
      s.deliver(text);
      await next;
    }
    expect(s.sent.map((f) => (f as { msgData: { code: number } }).msgData.code)).toEqual([
      6008, 6008, 6008, 6008, 6007,
    ]);
  });

  it('never answers 6005 to arbitrary JSON values or non-JSON as sports feed frames', async () => {
    const token = await h.login();
    const frames = frameTexts(
      fc.oneof(fc.constantFrom('ping', 'subscribe', null), fc.jsonValue()),
      fc.record(
        {
          gameIds: fc.oneof(
            fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 22 }), fc.jsonValue()), {
              maxLength: 5,
            }),
            fc.jsonValue(),
          ),
          token: fc.oneof(
            fc.string({ unit: 'binary', maxLength: 30 }),
            fc.constant(token),
            fc.jsonValue(),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    const problems: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(frames, { minLength: 1, maxLength: 4 }), async (texts) => {
        const s = fakeSocket();
        h.app.services.feed.attach(s.socket);
        for (const text of texts) s.deliver(text);
        s.deliver(JSON.stringify({ type: 'ping' }));
        while (!s.sent.some((f) => (f as { type: string }).type === 'pong')) await s.nextSent();
        for (const f of s.sent)
          if ((f as { code?: unknown }).code === 6005)
            problems.push(`${JSON.stringify(texts)} -> ${JSON.stringify(f)}`);
        s.socket.close();
        return problems.length === 0;
      }),
      { numRuns: FRAME_RUNS, seed: SEED, endOnFailure: true },
    );
    expect(problems, `FUZZ_SEED=${SEED}`).toEqual([]);
  }, 60_000);

  it('answers a sports feed frame of null with 6008', async () => {
    const s = fakeSocket();
    h.app.services.feed.attach(s.socket);
    const next = s.nextSent();
    s.deliver('null');
    await next;
    expect(s.sent).toEqual([{ type: 'error', code: 6008, message: '非法请求' }]);
  });
});
