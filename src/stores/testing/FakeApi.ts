import type { OperationsMap } from '../../sdk/types';

/** An envelope the fake server answers with. */
export interface Reply {
  status_code: number;
  message?: string;
  data?: unknown;
}

export interface RecordedCall {
  operationId: string;
  body: unknown;
  headers: Headers;
}

export type Handler = (body: unknown, call: RecordedCall) => Reply | Promise<Reply>;
type Answer = Reply | Handler | { network: true };

export const ok = (data: unknown = null): Reply => ({
  status_code: 6000,
  message: 'Success',
  data,
});
export const fail = (status_code: number, message = '', data?: unknown): Reply => ({
  status_code,
  message,
  data,
});

/**
 * A fake fetch for the real SDK: finds the operation of each request by the operations map
 * (so no API path is written here), records the call and answers with what the test set up.
 * Unset operations answer success with null data.
 */
export class FakeApi {
  readonly calls: RecordedCall[] = [];
  private readonly answers = new Map<string, Answer[]>();
  private readonly byPath = new Map<string, string>();

  constructor(operations: OperationsMap) {
    for (const [id, meta] of Object.entries(operations))
      byPathKey(this.byPath, meta.method, meta.path, id);
  }

  /** Every later call of the operation answers this (a reply, a handler, or a network failure). */
  on(operationId: string, answer: Answer): this {
    this.answers.set(operationId, [answer]);
    return this;
  }

  /** Every later call of the operation waits for `release()`, then answers `reply`; `asked`
   * settles once the first such call has reached the fake server (an answer still on its way). */
  hold(operationId: string, reply: Reply): { asked: Promise<void>; release: () => void } {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let reached = () => {};
    const asked = new Promise<void>((resolve) => (reached = resolve));
    this.on(operationId, async () => {
      reached();
      await released;
      return reply;
    });
    return { asked, release };
  }

  /** The next calls answer these in order; the last one repeats. */
  sequence(operationId: string, ...answers: Answer[]): this {
    this.answers.set(operationId, answers);
    return this;
  }

  callsTo(operationId: string): RecordedCall[] {
    return this.calls.filter((c) => c.operationId === operationId);
  }

  lastBody(operationId: string): Record<string, unknown> {
    const call = this.callsTo(operationId).at(-1);
    if (!call) throw new Error(`${operationId} was not called`);
    return (call.body ?? {}) as Record<string, unknown>;
  }

  readonly fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const operationId = this.byPath.get(`${request.method.toLowerCase()} ${url.pathname}`);
    if (!operationId) return new Response('not found', { status: 404 });
    const text = await request.text();
    let body: unknown = undefined;
    if (text) body = JSON.parse(text) as unknown;
    else if (url.search) body = Object.fromEntries(url.searchParams);
    const call: RecordedCall = { operationId, body, headers: request.headers };
    this.calls.push(call);
    const queue = this.answers.get(operationId);
    const answer: Answer = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? ok();
    if ('network' in answer) throw new TypeError('fetch failed');
    const reply = typeof answer === 'function' ? await answer(body, call) : answer;
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

function byPathKey(map: Map<string, string>, method: string, path: string, id: string): void {
  map.set(`${method} ${path}`, id);
}
