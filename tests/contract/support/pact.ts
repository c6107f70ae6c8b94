/**
 * Pact consumer harness: consumer `web`, provider `site-api`, one pact file
 * `pacts/web-site-api.json`, every interaction driven through the real SDK (`createSdk`).
 *
 * Request and response bodies come from the named examples of the OpenAPI document, so the
 * pact and the contract share their data; responses use loose matchers (`like`, `eachLike`),
 * only `status_code` is exact. The logged-in token is injected by the provider state
 * (`fromProviderState('${token}')`), the money-moving calls carry an `Idempotency-Key`.
 */
import path from 'node:path';
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { DEVICE_ID_KEY } from '../../../src/sdk/device';
import {
  createSdk,
  type Sdk,
  type SdkEvent,
  type KeyValueStorage,
  type CallOptions,
} from '../../../src/sdk/index';
import { operations, type OperationId } from '../../../src/sdk/operations.generated';
import {
  isObject,
  openapi,
  repoRoot,
  validatorAt,
  type JsonObject,
} from '../../unit/support/contract';

const { like, eachLike, regex, fromProviderState, reify } = MatchersV3;

export const CONSUMER = 'web';
export const PROVIDER = 'site-api';
export const PACT_DIR = path.join(repoRoot, 'pacts');
export const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.player01';
export const IDEMPOTENCY_KEY = '6f1c1b7e-4a57-4e0f-9a57-0c3a0a7b9d11';
export const DEVICE_ID = '2f1e4c1a-8d7b-4f1e-9a0b-3c2d1e0f9a8b';

export const newPact = () =>
  new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'error' });

const opOf = (id: OperationId): JsonObject => {
  const meta = operations[id];
  const item = (openapi().paths as Record<string, JsonObject>)[meta.path];
  const op = item?.[meta.method];
  if (!isObject(op)) throw new Error(`operation ${id} is not in the contract`);
  return op;
};

/** A named request example of the contract (default: `default`, or the first one). */
export function requestExample(id: OperationId, name?: string): unknown {
  const rb = opOf(id).requestBody;
  if (!isObject(rb)) return undefined;
  const examples = (((rb.content as JsonObject)['application/json'] as JsonObject).examples ??
    {}) as Record<string, { value: unknown }>;
  const ex = name ? examples[name] : (examples.default ?? Object.values(examples)[0]);
  if (!ex) throw new Error(`${id} has no request example ${name ?? 'default'}`);
  return structuredClone(ex.value);
}

/** A named response example of the contract: `success`, `code6002`, ... */
export function responseExample(
  id: OperationId,
  name = 'success',
): { status_code: number; message: string; data: unknown } {
  const media = (((opOf(id).responses as JsonObject)['200'] as JsonObject).content as JsonObject)[
    'application/json'
  ] as JsonObject;
  const ex = (media.examples as Record<string, { value: unknown }> | undefined)?.[name];
  if (!ex) throw new Error(`${id} has no response example ${name}`);
  return structuredClone(ex.value) as { status_code: number; message: string; data: unknown };
}

export const isPublic = (id: OperationId) => {
  const sec = opOf(id).security;
  return Array.isArray(sec) && sec.some((s) => isObject(s) && Object.keys(s).length === 0);
};

const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');
const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The schema at a JSON pointer of the bundled document, following `$ref`s; returns its pointer too. */
function schemaAt(pointer: string): { pointer: string; schema: JsonObject } {
  let p = pointer;
  for (let hops = 0; hops < 20; hops++) {
    let node: unknown = openapi();
    for (const seg of p.split('/').slice(1)) {
      node = Array.isArray(node)
        ? node[Number(seg)]
        : isObject(node)
          ? node[unescape(seg)]
          : undefined;
    }
    if (!isObject(node)) throw new Error(`no schema at ${p}`);
    if (typeof node.$ref !== 'string') return { pointer: p, schema: node };
    p = node.$ref.slice(1);
  }
  throw new Error(`$ref loop at ${pointer}`);
}

/**
 * Keeps only the properties a schema requires (the consumer relies on nothing else), following
 * the branch of a oneOf/anyOf that the value matches. Optional fields of the examples would
 * otherwise become expectations the provider is free not to meet.
 */
export function requiredOnly(value: unknown, pointer: string): unknown {
  const { pointer: p, schema } = schemaAt(pointer);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      const i = branches.findIndex((_b, n) => validatorAt(`${p}/${key}/${n}`)(value));
      return i < 0 ? value : requiredOnly(value, `${p}/${key}/${i}`);
    }
  }
  if (Array.isArray(value) && isObject(schema.items))
    return value.map((v) => requiredOnly(v, `${p}/items`));
  if (isObject(value) && isObject(schema.properties)) {
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => required.includes(k))
        .map(([k, v]) => [k, requiredOnly(v, `${p}/properties/${escape(k)}`)]),
    );
  }
  return value;
}

/** Pointer of the success data schema of an operation. */
export function dataPointer(id: OperationId): string {
  const meta = operations[id];
  return `/paths/${escape(meta.path)}/${meta.method}/responses/200/content/application~1json/schema/oneOf/0/properties/data`;
}

/** Loose matchers over an example: arrays by `eachLike` of their first item, leaves by type. */
export function loose(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.length === 0 ? [] : eachLike(loose(value[0]));
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, loose(v)]));
  return like(value);
}

/** The envelope as the provider must answer it: exact status_code, loose message and data. */
export function envelope(code: number, message: string, data: unknown) {
  return { status_code: code, message: like(message), data: loose(data) };
}

export function requestHeaders(opts: { token: boolean; idempotencyKey: boolean }) {
  return {
    siteId: like('1'),
    client: 'web',
    uuid: like(DEVICE_ID),
    version: like('1.0'),
    timestamp: regex('^\\d{13}$', '1795000000000'),
    ...(opts.token ? { token: fromProviderState('${token}', TOKEN) } : {}),
    ...(opts.idempotencyKey
      ? { 'Idempotency-Key': regex('^[A-Za-z0-9_-]{8,64}$', IDEMPOTENCY_KEY) }
      : {}),
  };
}

export function memoryStorage(): KeyValueStorage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

export interface Harness {
  sdk: Sdk;
  events: SdkEvent[];
  /** The SDK's call with a runtime operation id (table-driven cases). */
  call: (id: OperationId, body?: unknown, options?: CallOptions) => Promise<unknown>;
}

export function sdkFor(server: V3MockServer, token: string | null): Harness {
  const events: SdkEvent[] = [];
  const storage = memoryStorage();
  storage.setItem(DEVICE_ID_KEY, DEVICE_ID);
  const sdk = createSdk({
    baseUrl: server.url,
    siteId: '1',
    version: '1.0',
    getToken: () => token,
    storage,
    onEvent: (e) => events.push(e),
    timeoutMs: 10_000,
  });
  const call = sdk.call as unknown as Harness['call'];
  return { sdk, events, call: (id, body, options) => call(id, body, options) };
}

export interface Case {
  id: OperationId;
  /** Provider state in business words. */
  state: string;
  stateParams?: Record<string, string | number | boolean>;
  /** Defaults to `<operationId> succeeds` or `<operationId> answers <code>`. */
  description?: string;
  /**
   * Request body; defaults to the contract's request example. May hold matchers (a value the
   * provider state injects, `fromProviderState`): the SDK sends their example values.
   */
  body?: unknown;
  /** Name of the response example of the contract; default `success`. */
  example?: string;
  /** Explicit answer instead of a named example (e.g. a code outside the contract). */
  answer?: { status_code: number; message: string; data: unknown };
  /** Whether the player is logged in; default: unless the operation is public. */
  loggedIn?: boolean;
  /** Check what the SDK made of the answer (default: resolves with the example's data). */
  verify?: (outcome: { value?: unknown; error?: unknown }, h: Harness) => void;
}

/** Registers one interaction and drives it through the SDK. */
export async function runCase(pact: PactV4, c: Case): Promise<void> {
  const meta = operations[c.id];
  const example = c.answer ?? responseExample(c.id, c.example ?? 'success');
  // success data: only what the contract requires; failure data exactly as the example shows it
  const answer =
    example.status_code === 6000
      ? { ...example, data: requiredOnly(example.data, dataPointer(c.id)) }
      : example;
  const loggedIn = c.loggedIn ?? !isPublic(c.id);
  const body = meta.method === 'get' ? undefined : 'body' in c ? c.body : requestExample(c.id);
  const description =
    c.description ??
    (answer.status_code === 6000 ? `${c.id} succeeds` : `${c.id} answers ${answer.status_code}`);
  const method = meta.method.toUpperCase();
  const movesMoney = isMoneyMoving(c.id, body);
  await pact
    .addInteraction()
    .given(c.state, c.stateParams)
    .uponReceiving(description)
    .withRequest(method, meta.path, (b) => {
      b.headers(requestHeaders({ token: loggedIn, idempotencyKey: movesMoney }));
      if (body !== undefined) b.jsonBody(body);
    })
    .willRespondWith(200, (b) => {
      b.jsonBody(envelope(answer.status_code, answer.message, answer.data));
    })
    .executeTest(async (server) => {
      const h = sdkFor(server, loggedIn ? TOKEN : null);
      const options: CallOptions | undefined = movesMoney
        ? { idempotencyKey: IDEMPOTENCY_KEY }
        : undefined;
      const outcome: { value?: unknown; error?: unknown } = {};
      try {
        outcome.value = await h.call(
          c.id,
          body === undefined ? (meta.method === 'get' ? {} : undefined) : reify(body as never),
          options,
        );
      } catch (error) {
        outcome.error = error;
      }
      if (c.verify) c.verify(outcome, h);
      else {
        expect(outcome.error).toBeUndefined();
        expect(outcome.value).toEqual(reify(loose(answer.data) as never));
      }
      // Pact's mock server may record a request just after answering it: on a busy machine its
      // check then finds the request "not received" though the SDK got the answer. A moment's
      // wait lets it record the request first.
      await new Promise((resolve) => setTimeout(resolve, 25));
    });
}

function isMoneyMoving(id: OperationId, body: unknown): boolean {
  const meta = operations[id] as { moneyMoving: boolean; moneyMovingMethods?: readonly string[] };
  if (!meta.moneyMoving) return false;
  if (!meta.moneyMovingMethods) return true;
  return (
    isObject(body) &&
    typeof body.method === 'string' &&
    meta.moneyMovingMethods.includes(body.method)
  );
}
