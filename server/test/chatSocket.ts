// A chat socket for server tests: connects through the harness and queues the frames it gets.
import type { Harness } from './harness.ts';
import { CHAT_PATH } from '../chat.ts';

export interface TestSocket {
  send(data: string): void;
  close(): void;
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'close', fn: (code: number) => void): void;
  readyState: number;
}

export interface Frame {
  msgId: number;
  msgData: Record<string, unknown>;
}

/** A socket with a queue of received frames (`cookie`: the handshake's, a reader's language). */
export async function connect(
  h: Harness,
  cookie?: string,
): Promise<{
  ws: TestSocket;
  next: (msgId?: number) => Promise<Frame>;
  frames: Frame[];
  closed: Promise<number>;
}> {
  const ws = (await h.app.injectWS(
    `${CHAT_PATH}?client=web&siteId=1`,
    cookie ? { headers: { cookie } } : {},
  )) as unknown as TestSocket;
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Frame);
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  let read = 0;
  const next = async (msgId?: number): Promise<Frame> => {
    for (;;) {
      while (read < frames.length) {
        const f = frames[read++];
        if (f && (msgId === undefined || f.msgId === msgId)) return f;
      }
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`no frame ${msgId ?? ''}`)), 10_000);
        waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  };
  return { ws, next, frames, closed };
}

export const send = (ws: TestSocket, msgId: number, msgData: unknown): void =>
  ws.send(JSON.stringify({ msgId, msgData }));
