/**
 * Types of the SDK, parameterised over a `paths` type (openapi-typescript output) and an
 * operations map (`operations.generated.ts`), so the core can be tested over a small fixture.
 */

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** One entry of the generated operations map. */
export interface OperationMeta {
  readonly path: string;
  readonly method: HttpMethod;
  readonly cacheable?: boolean;
  readonly moneyMoving?: boolean;
  readonly verifiable?: boolean;
  /** For an operation discriminated by `body.method`: the methods that move money. */
  readonly moneyMovingMethods?: readonly string[];
}

export type OperationsMap = Readonly<Record<string, OperationMeta>>;

/**
 * Request body and success data of every operation (`OperationTypes` of
 * `operations.generated.ts`: `{ [id]: { body; data } }`).
 */
export type OperationTypesMap<O extends OperationsMap> = {
  [K in keyof O]: { body: unknown; data: unknown };
};

/** The payload of a call: the JSON request body, or for GET the query parameters (if any). */
export type BodyOf<
  T extends OperationTypesMap<O>,
  O extends OperationsMap,
  K extends keyof O,
> = T[K]['body'];

/** The `data` of the success envelope `{ status_code: 6000, message, data }`. */
export type DataOf<
  T extends OperationTypesMap<O>,
  O extends OperationsMap,
  K extends keyof O,
> = T[K]['data'];

/** Codes 6021 (graphic verification) and 6022 (rapid verification) returned as a value. */
export interface VerificationNeeded<D = unknown> {
  kind: 'verification';
  code: 6021 | 6022;
  message: string;
  data: D;
}

export type ResultOf<
  T extends OperationTypesMap<O>,
  O extends OperationsMap,
  K extends keyof O,
> = O[K] extends {
  verifiable: true;
}
  ? DataOf<T, O, K> | VerificationNeeded
  : DataOf<T, O, K>;

export interface CallOptions {
  /** Required for money-moving operations: one key per user intent, reused on retries. */
  idempotencyKey?: string;
  /** The caller's cancellation. */
  signal?: AbortSignal;
  /** Overrides the SDK's timeout for this call. */
  timeoutMs?: number;
  /** `false` bypasses (and refreshes) the cache of a cacheable operation. */
  cache?: boolean;
}

/** A body whose every field is optional (EmptyRequest, GET without query) may be left out. */
type MayOmit<B> = undefined extends B ? true : Record<string, never> extends B ? true : false;

/** `call(id, body, options)`; body optional when it may be empty; key typed as required. */
export type CallArgs<
  T extends OperationTypesMap<O>,
  O extends OperationsMap,
  K extends keyof O,
> = O[K] extends {
  moneyMoving: true;
  moneyMovingMethods: readonly string[];
}
  ? [body: BodyOf<T, O, K>, options?: CallOptions] // key required at run time for those methods only
  : O[K] extends { moneyMoving: true }
    ? [body: BodyOf<T, O, K>, options: CallOptions & { idempotencyKey: string }]
    : MayOmit<BodyOf<T, O, K>> extends true
      ? [body?: BodyOf<T, O, K>, options?: CallOptions]
      : [body: BodyOf<T, O, K>, options?: CallOptions];

/** Minimal synchronous key-value storage (window.localStorage fits). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type SdkEvent =
  | {
      type: 'login_expired';
      /** whether a token was sent (the toast shows only then) */ hadToken: boolean;
    }
  | { type: 'bind_real_name'; message: string };
