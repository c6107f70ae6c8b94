/**
 * The SDK over openapi-fetch: `sdk.call(operationId, body, options)`.
 *
 * Pipeline of one call:
 *   idempotency check -> cache lookup -> attempt (retried on network failure for money-moving
 *   operations, same Idempotency-Key) -> openapi-fetch with middleware [common headers,
 *   encrypted envelope] -> timeout (AbortSignal) -> envelope and business codes (spec section 8).
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { Code, isKnownCode } from './codes';
import { createDeviceId } from './device';
import {
  AbortedError,
  ApiError,
  BadResponseError,
  IdempotencyKeyRequiredError,
  NetworkError,
  SdkError,
  TimeoutError,
  UnknownCodeError,
} from './errors';
import { commonHeadersMiddleware, HEADER } from './headers';
import type { SafeModeOptions } from './safe';
import type {
  CallArgs,
  CallOptions,
  KeyValueStorage,
  OperationMeta,
  OperationsMap,
  OperationTypesMap,
  ResultOf,
  SdkEvent,
  VerificationNeeded,
} from './types';

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface SdkOptions {
  /** '' for the same origin in the browser; an absolute URL in Node. */
  baseUrl?: string;
  fetch?: (input: Request) => Promise<Response>;
  siteId: string;
  version: string;
  getToken: () => string | null | undefined;
  /** Where the first-party device uuid is kept. */
  storage: KeyValueStorage;
  onEvent?: (event: SdkEvent) => void;
  /** Default 30 000 ms (spec section 9). */
  timeoutMs?: number;
  /** Encrypted envelope ("safe-switch"). */
  safeMode?: SafeModeOptions;
  /** Extra attempts of a money-moving call after a network failure (same key). Default 1. */
  moneyMovingRetries?: number;
  /** Extra openapi-fetch middleware (logging...), run after the SDK's own. */
  middleware?: Middleware[];
}

export interface SdkCore<O extends OperationsMap, T extends OperationTypesMap<O>> {
  call<K extends keyof O & string>(
    operationId: K,
    ...args: CallArgs<T, O, K>
  ): Promise<ResultOf<T, O, K>>;
  /** A fresh key for one user intent (a deposit, a transfer, a withdrawal...). */
  newIdempotencyKey(): string;
  /** Forget every cached answer (logout, login expired, user switch). */
  clearCache(): void;
  /** The device uuid sent with every call. */
  deviceId(): string;
}

type LooseRequest = (
  method: string,
  url: string,
  init: {
    body?: unknown;
    params?: { query?: Record<string, unknown> };
    parseAs: 'text';
    signal: AbortSignal;
    headers: Record<string, string>;
  },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** JSON with sorted object keys, so `{a,b}` and `{b,a}` share a cache entry. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : v,
  );
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function createSdkCore<
  O extends OperationsMap,
  T extends OperationTypesMap<O>,
  P extends object = object,
>(operations: O, options: SdkOptions): SdkCore<O, T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retries = options.moneyMovingRetries ?? 1;
  const deviceId = createDeviceId(options.storage);
  const emit = (event: SdkEvent) => {
    try {
      options.onEvent?.(event);
    } catch {
      // a listener's failure must not change the call's outcome
    }
  };
  const fetchImpl = options.fetch;
  const client = createClient<P>({
    baseUrl: options.baseUrl ?? '',
    // late-bound so MSW (which patches globalThis.fetch) is honoured when no fetch is injected
    fetch: fetchImpl ?? ((input: Request) => globalThis.fetch(input)),
  });
  client.use(
    commonHeadersMiddleware({
      siteId: options.siteId,
      version: options.version,
      getToken: options.getToken,
      getDeviceId: deviceId,
    }),
  );
  if (options.safeMode) client.use(lateSafeMode(options.safeMode));
  if (options.middleware) client.use(...options.middleware);
  const request = client.request as unknown as LooseRequest;

  const cache = new Map<string, Promise<unknown>>();

  /**
   * Login expired: the cache is dropped and the event emitted once per token, so that several
   * calls failing together with 6001 give one toast and one login dialog.
   */
  let expiredToken: string | null | undefined;
  function loginExpired(sentToken: string | null) {
    cache.clear();
    if (expiredToken !== undefined && expiredToken === sentToken) return;
    expiredToken = sentToken;
    emit({ type: 'login_expired', hadToken: sentToken !== null });
  }

  function interpret(
    operationId: string,
    meta: OperationMeta,
    status: number,
    payload: unknown,
    raw: string,
    sentToken: string | null,
  ) {
    if (status === Code.LoginExpired) {
      loginExpired(sentToken);
      const message =
        isRecord(payload) && typeof payload.message === 'string' ? payload.message : '';
      throw new ApiError(
        Code.LoginExpired,
        message,
        isRecord(payload) ? payload.data : undefined,
        operationId,
      );
    }
    if (!isRecord(payload)) throw new BadResponseError(status, raw, 'not a JSON envelope');
    const code =
      typeof payload.status_code === 'string' ? Number(payload.status_code) : payload.status_code;
    if (typeof code !== 'number' || !Number.isInteger(code)) {
      throw new BadResponseError(status, raw, 'envelope without status_code');
    }
    const message = typeof payload.message === 'string' ? payload.message : '';
    const data = payload.data;
    if (code === Code.Success) return data;
    if (code === Code.LoginExpired) {
      loginExpired(sentToken);
      throw new ApiError(code, message, data, operationId);
    }
    if ((code === Code.GraphicVerification || code === Code.RapidVerification) && meta.verifiable) {
      const value: VerificationNeeded = { kind: 'verification', code, message, data };
      return value;
    }
    if (code === Code.BindRealName) {
      emit({ type: 'bind_real_name', message });
      throw new ApiError(code, message, data, operationId);
    }
    if (!isKnownCode(code)) throw new UnknownCodeError(code, message, data, operationId);
    throw new ApiError(code, message, data, operationId);
  }

  async function attempt(
    operationId: string,
    meta: OperationMeta,
    body: unknown,
    callOptions: CallOptions,
  ): Promise<unknown> {
    const ms = callOptions.timeoutMs ?? timeoutMs;
    // The signal aborts fetch; the race settles the call even if a fetch ignores its signal.
    const controller = new AbortController();
    let timedOut = false;
    let stop: (error: SdkError) => void = () => undefined;
    const stopped = new Promise<never>((_resolve, reject) => {
      stop = reject;
    });
    stopped.catch(() => undefined);
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      stop(new TimeoutError(ms));
    }, ms);
    const external = callOptions.signal;
    const onExternalAbort = () => {
      controller.abort();
      stop(new AbortedError());
    };
    if (external?.aborted) onExternalAbort();
    external?.addEventListener('abort', onExternalAbort);
    const headers: Record<string, string> = {};
    if (callOptions.idempotencyKey) headers[HEADER.idempotencyKey] = callOptions.idempotencyKey;
    const sentToken = options.getToken() || null;
    try {
      let result: Awaited<ReturnType<LooseRequest>>;
      try {
        const isGet = meta.method === 'get' || meta.method === 'head';
        const sent = request(meta.method.toUpperCase(), meta.path, {
          ...(isGet ? (isRecord(body) ? { params: { query: body } } : {}) : { body: body ?? {} }),
          parseAs: 'text',
          signal: controller.signal,
          headers,
        });
        sent.catch(() => undefined);
        result = await Promise.race([sent, stopped]);
      } catch (error) {
        if (error instanceof SdkError) throw error;
        if (timedOut) throw new TimeoutError(ms);
        if (external?.aborted) throw new AbortedError();
        throw new NetworkError(error);
      }
      const { response } = result;
      const raw = result.error !== undefined ? result.error : result.data;
      let payload: unknown;
      let text = '';
      if (typeof raw === 'string') {
        text = raw;
        try {
          payload = JSON.parse(raw);
        } catch {
          if (response.status === Code.LoginExpired) payload = undefined;
          else throw new BadResponseError(response.status, raw);
        }
      } else {
        // openapi-fetch already parsed a non-2xx body, or there was no body at all
        payload = raw;
        text = raw === undefined ? '' : JSON.stringify(raw);
      }
      return interpret(operationId, meta, response.status, payload, text, sentToken);
    } finally {
      clearTimeout(timer);
      external?.removeEventListener('abort', onExternalAbort);
    }
  }

  async function run(
    operationId: string,
    meta: OperationMeta,
    body: unknown,
    callOptions: CallOptions,
    movesMoney: boolean,
  ) {
    const maxAttempts = movesMoney ? 1 + Math.max(0, retries) : 1;
    for (let i = 1; ; i++) {
      try {
        return await attempt(operationId, meta, body, callOptions);
      } catch (error) {
        if (error instanceof NetworkError && i < maxAttempts) continue;
        throw error;
      }
    }
  }

  return {
    call<K extends keyof O & string>(
      operationId: K,
      ...args: CallArgs<T, O, K>
    ): Promise<ResultOf<T, O, K>> {
      const meta = operations[operationId];
      if (!meta) return Promise.reject(new TypeError(`Unknown operation ${operationId}`));
      const body: unknown = args[0];
      const callOptions: CallOptions = args[1] ?? {};
      const movesMoney =
        meta.moneyMoving === true &&
        (meta.moneyMovingMethods === undefined ||
          (isRecord(body) &&
            typeof body.method === 'string' &&
            meta.moneyMovingMethods.includes(body.method)));
      if (movesMoney && !callOptions.idempotencyKey) {
        return Promise.reject(new IdempotencyKeyRequiredError(operationId));
      }
      const exec = () =>
        run(operationId, meta, body, callOptions, movesMoney) as Promise<ResultOf<T, O, K>>;
      if (!meta.cacheable) return exec();
      const key = `${meta.method} ${meta.path}\n${stableStringify(body)}\n${options.getToken() ?? ''}`;
      if (callOptions.cache !== false) {
        const hit = cache.get(key);
        if (hit) return hit as Promise<ResultOf<T, O, K>>;
      }
      const pending = exec().then((value) => {
        // a verification demand is not an answer worth keeping
        if (isRecord(value) && value.kind === 'verification') cache.delete(key);
        return value;
      });
      cache.set(key, pending);
      pending.catch(() => {
        if (cache.get(key) === pending) cache.delete(key);
      });
      return pending;
    },
    newIdempotencyKey: () => crypto.randomUUID(),
    clearCache: () => cache.clear(),
    deviceId,
  };
}

/** The safe-switch middleware (safe.ts), loaded on the first call while the switch is on: a site
 * that does not turn it on never loads it. */
function lateSafeMode(options: SafeModeOptions): Middleware {
  let loaded: Promise<Middleware> | undefined;
  // one wrapper for both hooks; an answer to a call sent in clear stays clear: safe.ts opens only
  // those flagged encrypted
  const late = <K extends 'onRequest' | 'onResponse'>(hook: K) =>
    (async (params: Parameters<NonNullable<Middleware[K]>>[0]) => {
      if (options.enabled) {
        const safe = await (loaded ??= import('./safe').then((m) => m.safeModeMiddleware(options)));
        return (safe[hook] as ((p: typeof params) => unknown) | undefined)?.(params);
      }
    }) as NonNullable<Middleware[K]>;
  return { onRequest: late('onRequest'), onResponse: late('onResponse') };
}
