// The dependencies a RootStore is built from. Everything the stores touch outside themselves
// comes through here, so tests and stories build their own (see testing/createTestRoot.ts).

/** A subset of the Web Storage interface: `localStorage` fits, so does MemoryStorage. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

export type TimerHandle = ReturnType<typeof setTimeout> | number;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(fn: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

/** The part of a browser WebSocket the chat store uses. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

/** WebSocket.OPEN */
export const SOCKET_OPEN = 1;

/** Wrapper over the browser's Credential Management API (PasswordCredential). */
export interface CredentialStore {
  store(name: string, password: string): Promise<void>;
  get(): Promise<{ name: string; password: string } | null>;
  clear?(): Promise<void>;
}

export interface LocationLike {
  href: string;
  search: string;
  host: string;
}

/** Options of one SDK call (CONTRIBUTING.md): money-moving calls carry an idempotency key. */
export interface CallOptions {
  idempotencyKey?: string;
  /** `false` bypasses (and refreshes) the SDK's cache of a cacheable operation. */
  cache?: boolean;
}

/**
 * The SDK surface the stores use (CONTRIBUTING.md). The real `Sdk` of `src/sdk` is assignable to
 * it; the stores narrow each answer they read, so a schema change shows up as a failing test
 * rather than a silent `undefined`.
 */
export interface StoreSdk {
  call(operationId: string, body: unknown, options?: CallOptions): Promise<unknown>;
  newIdempotencyKey(): string;
  /** Forgets cached answers (logout, login expired). */
  clearCache?(): void;
}

/** What the SDK needs from the stores when the root builds it (see RootStore). */
export interface SdkHooks {
  getToken: () => string | null;
  onEvent: (
    event:
      { type: 'login_expired'; hadToken: boolean } | { type: 'bind_real_name'; message: string },
  ) => void;
}

export type SdkFactory = (hooks: SdkHooks) => StoreSdk;
