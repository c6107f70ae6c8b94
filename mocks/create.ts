/**
 * MSW handlers built from an OpenAPI document's examples and an operations map (no hand-written
 * paths). Generic over the operations map so it can be tested on a fixture; `mocks/index.ts`
 * binds it to the contract (`openapi/dist/openapi.json`, `src/sdk/operations.generated.ts`).
 *
 * Default answer of an operation: the example named `success` of its 200 JSON response, else the
 * first example whose `status_code` is 6000, else its single `example`, else an empty success
 * envelope. Every answer is HTTP 200 with the `{ status_code, message, data }` envelope.
 */
import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { OperationsMap } from '../src/sdk/types';

/** The part of an OpenAPI 3.1 document the mocks read. */
export interface OpenApiDocLike {
  paths?: Record<string, Record<string, unknown> | undefined>;
  components?: { examples?: Record<string, unknown> };
}

export interface Envelope {
  status_code: number;
  message: string;
  data: unknown;
}

/** How one operation answers. Options combine: `{ example: 'code6002', delay: 500 }`. */
export type MockOverride<Data = unknown> = {
  /** Wait before answering (ms), or 'infinite' for a request that never ends (loading states). */
  delay?: number | 'infinite';
} & (
  | { example: string }
  | { code: number; message?: string; data?: unknown }
  | { data: Data }
  | { networkError: true }
  | { resolver: HttpResponseResolver }
  | Record<never, never>
);

const SUCCESS = 6000;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function resolveRef(doc: OpenApiDocLike, value: unknown): unknown {
  if (isRecord(value) && typeof value.$ref === 'string') {
    const prefix = '#/components/examples/';
    if (value.$ref.startsWith(prefix))
      return doc.components?.examples?.[value.$ref.slice(prefix.length)];
  }
  return value;
}

/** Named examples of the 200 JSON answer of an operation: name -> envelope. */
export function examplesOf(
  doc: OpenApiDocLike,
  path: string,
  method: string,
): Record<string, unknown> {
  const op = doc.paths?.[path]?.[method];
  if (!isRecord(op) || !isRecord(op.responses)) return {};
  const ok = op.responses['200'];
  if (!isRecord(ok) || !isRecord(ok.content)) return {};
  const json = ok.content['application/json'];
  if (!isRecord(json)) return {};
  const out: Record<string, unknown> = {};
  if (isRecord(json.examples)) {
    for (const [name, ex] of Object.entries(json.examples)) {
      const resolved = resolveRef(doc, ex);
      if (isRecord(resolved) && 'value' in resolved) out[name] = resolved.value;
    }
  }
  if ('example' in json && !('example' in out)) out.example = json.example;
  return out;
}

function isEnvelope(v: unknown): v is Envelope {
  return isRecord(v) && typeof v.status_code === 'number';
}

export function defaultExample(examples: Record<string, unknown>): Envelope {
  const named = examples.success;
  if (isEnvelope(named)) return named;
  const firstSuccess = Object.values(examples).find(
    (e) => isEnvelope(e) && e.status_code === SUCCESS,
  );
  if (isEnvelope(firstSuccess)) return firstSuccess;
  const single = examples.example;
  if (isEnvelope(single)) return single;
  return { status_code: SUCCESS, message: 'Success', data: null };
}

export class MissingExampleError extends Error {
  constructor(operationId: string, name: string, available: string[]) {
    super(`${operationId} has no example "${name}" (has: ${available.join(', ') || 'none'})`);
    this.name = 'MissingExampleError';
  }
}

/** URL pattern matching the path on any origin (Node has no location to resolve against). */
export function anyOrigin(path: string): string {
  return `*${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

export interface Mocks<O extends OperationsMap, DataOfOp extends { [K in keyof O]: unknown }> {
  /** One handler per operation, answering its default example. */
  handlers: HttpHandler[];
  /** A handler for one operation answering as told; put it first (`server.use`, story params). */
  mockOperation<K extends keyof O & string>(
    operationId: K,
    override?: MockOverride<DataOfOp[K]>,
  ): HttpHandler;
  /** The envelope an operation answers by default, or a named example's. */
  example(operationId: keyof O & string, name?: string): Envelope;
  /** Names of the examples of an operation. */
  exampleNames(operationId: keyof O & string): string[];
}

export function createMocks<O extends OperationsMap, DataOfOp extends { [K in keyof O]: unknown }>(
  doc: OpenApiDocLike,
  operations: O,
): Mocks<O, DataOfOp> {
  const examplesCache = new Map<string, Record<string, unknown>>();
  const examplesFor = (id: string) => {
    let found = examplesCache.get(id);
    if (!found) {
      const meta = operations[id];
      found = meta ? examplesOf(doc, meta.path, meta.method) : {};
      examplesCache.set(id, found);
    }
    return found;
  };

  function example(operationId: string, name?: string): Envelope {
    const all = examplesFor(operationId);
    if (name === undefined) return defaultExample(all);
    const chosen = all[name];
    if (!isEnvelope(chosen)) throw new MissingExampleError(operationId, name, Object.keys(all));
    return chosen;
  }

  function envelopeFor(operationId: string, override: MockOverride): Envelope {
    if ('example' in override) return example(operationId, override.example);
    if ('code' in override) {
      const base = example(operationId);
      return {
        status_code: override.code,
        message:
          override.message ?? (override.code === SUCCESS ? base.message : `mock ${override.code}`),
        data: 'data' in override ? override.data : override.code === SUCCESS ? base.data : null,
      };
    }
    if ('data' in override)
      return { ...example(operationId), status_code: SUCCESS, data: override.data };
    return example(operationId);
  }

  function mockOperation(operationId: keyof O & string, override: MockOverride = {}): HttpHandler {
    const meta = operations[operationId];
    if (!meta) throw new TypeError(`Unknown operation ${operationId}`);
    // resolve the example now, so a wrong example name fails where the mock is declared
    const envelope =
      'networkError' in override || 'resolver' in override
        ? null
        : envelopeFor(operationId, override);
    const method =
      meta.method === 'get'
        ? http.get
        : meta.method === 'put'
          ? http.put
          : meta.method === 'delete'
            ? http.delete
            : meta.method === 'patch'
              ? http.patch
              : http.post;
    return method(anyOrigin(meta.path), async (info) => {
      if (override.delay !== undefined) await delay(override.delay);
      if ('networkError' in override) return HttpResponse.error();
      if ('resolver' in override) return override.resolver(info);
      return HttpResponse.json(envelope ?? example(operationId));
    });
  }

  return {
    handlers: Object.keys(operations).map((id) => mockOperation(id)),
    mockOperation,
    example,
    exampleNames: (id) => Object.keys(examplesFor(id)),
  };
}
