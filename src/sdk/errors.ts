/**
 * Typed failures of an SDK call. Every rejection of `sdk.call` is one of these classes, so
 * callers can branch with `instanceof` and never see a raw TypeError or SyntaxError.
 *
 * - ApiError: the server answered with a business code other than success (spec section 8).
 * - UnknownCodeError: the server answered with a code that is not in the BusinessCode enum
 *   (a subclass of ApiError, so generic "show the server message" handling still applies).
 * - NetworkError: fetch itself failed (offline, DNS, connection reset, CORS).
 * - TimeoutError: no complete answer within the timeout (30 s by default).
 * - BadResponseError: an answer that is not a JSON envelope (HTML error page, empty body...).
 * - IdempotencyKeyRequiredError: a money-moving call without an idempotency key (programming
 *   error, thrown before any request).
 */
export abstract class SdkError extends Error {
  abstract readonly kind: string;
}

export class ApiError<D = unknown> extends SdkError {
  readonly kind: 'api' | 'unknown_code' = 'api';
  readonly code: number;
  readonly data: D;
  readonly operationId: string | undefined;

  constructor(code: number, message: string, data: D, operationId?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.operationId = operationId;
  }
}

export class UnknownCodeError<D = unknown> extends ApiError<D> {
  override readonly kind = 'unknown_code' as const;

  constructor(code: number, message: string, data: D, operationId?: string) {
    super(code, message, data, operationId);
    this.name = 'UnknownCodeError';
  }
}

export class NetworkError extends SdkError {
  readonly kind = 'network' as const;
  override readonly cause: unknown;

  constructor(cause: unknown) {
    super(cause instanceof Error ? `Network failure: ${cause.message}` : 'Network failure');
    this.name = 'NetworkError';
    this.cause = cause;
  }
}

export class TimeoutError extends SdkError {
  readonly kind = 'timeout' as const;
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

export class BadResponseError extends SdkError {
  readonly kind = 'bad_response' as const;
  readonly status: number;
  /** The first characters of the body, for logs. */
  readonly bodySnippet: string;

  constructor(status: number, body: string, reason = 'not a JSON envelope') {
    super(`Bad response (HTTP ${status}): ${reason}`);
    this.name = 'BadResponseError';
    this.status = status;
    this.bodySnippet = body.slice(0, 200);
  }
}

export class IdempotencyKeyRequiredError extends SdkError {
  readonly kind = 'idempotency_key_required' as const;

  constructor(operationId: string) {
    super(`${operationId} moves money: pass { idempotencyKey: sdk.newIdempotencyKey() }`);
    this.name = 'IdempotencyKeyRequiredError';
  }
}

/** The request was cancelled by the caller's own AbortSignal (not a timeout). */
export class AbortedError extends SdkError {
  readonly kind = 'aborted' as const;

  constructor() {
    super('Request aborted');
    this.name = 'AbortedError';
  }
}
