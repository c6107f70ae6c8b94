// The safe-switch gateway (spec section 7, `x-safe-switch` in openapi/openapi.yaml; wire format
// in src/sdk/safe.ts): `POST /safe/{service}/api/v1/gateway` with header `encrypted: 1` and body
// `{ p: cipher(path with query), d: cipher(JSON body) }`. The gateway opens the envelope,
// dispatches to the real operation's route through `app.inject` with the original headers (so
// validation, auth, idempotency and the dev-mode response check are the route's own), and answers
// the route's envelope with `data` sealed and the header `encrypted: 1`.
//
// A request that cannot be opened (tampered or foreign cipher, not base64, `d` not JSON, wrong
// shape) answers 6008 非法请求 in clear: the client could not read a sealed answer anyway.
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { staticKeySource, type KeySource } from '../src/sdk/crypto.ts';
import {
  ENCRYPTED_HEADER,
  SAFE_GATEWAY_TEMPLATE,
  openRequest,
  sealEnvelopeData,
} from '../src/sdk/safe.ts';
import type { Contract, Operation } from './contract.ts';
import { Code, Msg, type Envelope } from './envelope.ts';

export { ENCRYPTED_HEADER };

/**
 * The fixed development key (32 ASCII bytes, AES-256) used in dev mode when `SAFE_KEY` is not
 * set. Never used in production mode: there the gateway is off unless a key is configured.
 */
export const DEV_SAFE_KEY = new Uint8Array(
  Array.from('reference-server-dev-safe-key-32', (c) => c.charCodeAt(0)),
);

/**
 * The key source of the gateway: the option when given (`null`: off), else `SAFE_KEY` (base64 of
 * 16 or 32 bytes), else the development key in dev mode, else none (gateway off).
 */
export async function resolveSafeKey(
  option: KeySource | null | undefined,
  dev: boolean,
  env: NodeJS.ProcessEnv = process.env,
): Promise<KeySource | null> {
  if (option !== undefined) return option;
  const fromEnv = env.SAFE_KEY?.trim();
  if (fromEnv) {
    const source = staticKeySource(fromEnv);
    await source(); // a malformed SAFE_KEY fails at start-up, not on the first request
    return source;
  }
  return dev ? staticKeySource(DEV_SAFE_KEY) : null;
}

/** Headers not forwarded to the inner request (recomputed, or the gateway's own). */
const DROPPED_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'content-type',
  ENCRYPTED_HEADER,
]);

const BASE = 'http://gateway.invalid';

function illegal(message: string = Msg.illegal): Envelope {
  return { status_code: Code.illegalParameter, data: null, message };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function registerSafeGateway(
  app: FastifyInstance,
  opts: { keySource: KeySource; contract: Contract },
): void {
  const { keySource, contract } = opts;
  const byPath = new Map<string, Operation>(contract.operations.map((op) => [op.path, op]));

  const url = SAFE_GATEWAY_TEMPLATE.replace('{service}', ':service');
  app.post(url, async (req, reply) => {
    const answer = await open(req);
    if ('envelope' in answer) return reply.code(200).send(answer.envelope);
    const { op, target, body } = answer;

    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (DROPPED_HEADERS.has(name) || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const inject: InjectOptions = {
      method: op.method,
      url: target,
      headers,
      remoteAddress: req.ip,
    };
    if (op.method !== 'GET') {
      headers['content-type'] = 'application/json';
      inject.payload = JSON.stringify(body);
    }
    const res = await app.inject(inject);
    let inner: unknown;
    try {
      inner = JSON.parse(res.body) as unknown;
    } catch {
      inner = undefined;
    }
    if (!isRecord(inner) || typeof inner.status_code !== 'number') {
      req.log.error(`safe gateway: ${op.id} answered HTTP ${res.statusCode} without an envelope`);
      return reply
        .code(200)
        .send({ status_code: Code.serverError, data: null, message: Msg.hiccup });
    }
    const envelope: Envelope = {
      status_code: inner.status_code,
      data: inner.data ?? null,
      message: typeof inner.message === 'string' ? inner.message : '',
    };
    return reply
      .code(200)
      .header(ENCRYPTED_HEADER, '1')
      .send(await sealEnvelopeData(keySource, envelope));
  });

  async function open(
    req: FastifyRequest,
  ): Promise<{ envelope: Envelope } | { op: Operation; target: string; body: unknown }> {
    if (req.headers[ENCRYPTED_HEADER] !== '1') return { envelope: illegal() };
    const sealed = req.body;
    if (!isRecord(sealed) || typeof sealed.p !== 'string' || typeof sealed.d !== 'string') {
      return { envelope: illegal() };
    }
    let path: string;
    let body: unknown;
    try {
      ({ path, body } = await openRequest(keySource, { p: sealed.p, d: sealed.d }));
    } catch {
      return { envelope: illegal() };
    }
    // Only the contract's operations, by their exact path, and under their own service.
    if (!path.startsWith('/') || path.startsWith('//')) return { envelope: illegal() };
    const parsed = new URL(path, BASE);
    const rawPath = path.split('?')[0] ?? '';
    if (parsed.origin !== BASE || parsed.pathname !== rawPath) return { envelope: illegal() };
    const service = (req.params as Record<string, string>).service ?? '';
    if (rawPath.split('/')[1] !== service) return { envelope: illegal() };
    const op = byPath.get(rawPath);
    if (!op) return { envelope: { status_code: Code.notFound, data: null, message: Msg.notFound } };
    if (op.requestContentType?.startsWith('multipart/')) {
      return { envelope: illegal('该接口不支持加密通道') };
    }
    if (op.method !== 'GET' && !isRecord(body)) {
      return { envelope: illegal('请求数据必须是 JSON 对象') };
    }
    return { op, target: parsed.pathname + parsed.search, body };
  }
}
