import type { SocketFactory, SocketLike } from '../deps';

/** A WebSocket stand-in driven by the test: `open()`, `receive()`, `drop()`. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: string[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: socket not open');
    this.sent.push(data);
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code: 1000 });
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  receive(data: string): void {
    this.onmessage?.({ data });
  }

  /** The server or the network drops the link. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

/** A socket factory remembering every socket it made. */
export function fakeSocketFactory(): SocketFactory & { sockets: FakeSocket[]; last(): FakeSocket } {
  const sockets: FakeSocket[] = [];
  const factory = (url: string): FakeSocket => {
    const s = new FakeSocket(url);
    sockets.push(s);
    return s;
  };
  return Object.assign(factory, {
    sockets,
    last(): FakeSocket {
      const s = sockets[sockets.length - 1];
      if (!s) throw new Error('no socket was opened');
      return s;
    },
  });
}
