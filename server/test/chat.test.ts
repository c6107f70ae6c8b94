import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { CHAT_PATH, ChatMsgId } from '../chat.ts';

interface TestSocket {
  send(data: string): void;
  close(): void;
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'close', fn: (code: number) => void): void;
  readyState: number;
}

interface Frame {
  msgId: number;
  msgData: Record<string, unknown>;
}

/** A socket with a queue of received frames. */
async function connect(h: Harness): Promise<{
  ws: TestSocket;
  next: (msgId?: number) => Promise<Frame>;
  frames: Frame[];
  closed: Promise<number>;
}> {
  const ws = (await h.app.injectWS(`${CHAT_PATH}?client=web&siteId=1`)) as unknown as TestSocket;
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
        const t = setTimeout(() => reject(new Error(`no frame ${msgId ?? ''}`)), 3000);
        waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  };
  return { ws, next, frames, closed };
}

const send = (ws: TestSocket, msgId: number, msgData: unknown): void =>
  ws.send(JSON.stringify({ msgId, msgData }));

describe('chat websocket (msgId protocol)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => h.close());

  it('refuses a handshake without client=web and siteId', async () => {
    const ws = (await h.app.injectWS(CHAT_PATH)) as unknown as TestSocket;
    const code = await new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
    expect(code).toBe(4008);
  });

  it('logs a guest in (10019) who can read but not send', async () => {
    const c = await connect(h);
    send(c.ws, ChatMsgId.guestLogin, {});
    const ack = await c.next(ChatMsgId.guestLogin);
    expect(ack.msgData).toMatchObject({ code: 6000, guest: true });
    send(c.ws, ChatMsgId.joinRoom, { rid: 'lobby' });
    expect((await c.next(ChatMsgId.joinRoom)).msgData).toMatchObject({ code: 6000, rid: 'lobby' });
    send(c.ws, ChatMsgId.send, { rid: 'lobby', msg: 'hello' });
    expect((await c.next(ChatMsgId.error)).msgData).toMatchObject({ code: 6001 });
    c.ws.close();
  });

  it('logs a member in with the jwt, joins a room, broadcasts trimmed lines and keeps history', async () => {
    const token = await h.login('demo01');
    const jwt = ((await h.call('userMemberJwt', {}, { token })).data as { jwt: string }).jwt;
    const a = await connect(h);
    const b = await connect(h);
    send(a.ws, ChatMsgId.login, { token, body: jwt });
    expect((await a.next(ChatMsgId.login)).msgData).toMatchObject({
      code: 6000,
      nickname: 'demo01',
    });
    send(b.ws, ChatMsgId.guestLogin, {});
    await b.next(ChatMsgId.guestLogin);
    send(a.ws, ChatMsgId.joinRoom, { rid: 'room-7' });
    send(b.ws, ChatMsgId.joinRoom, { rid: 'room-7' });
    await a.next(ChatMsgId.joinRoom);
    await b.next(ChatMsgId.joinRoom);
    send(a.ws, ChatMsgId.send, { rid: 'room-7', msg: '   ' }); // empty after trim: ignored
    send(a.ws, ChatMsgId.send, { rid: 'room-7', msg: '  主队加油  ' });
    const got = await b.next(ChatMsgId.send);
    expect(got.msgData).toMatchObject({ rid: 'room-7', msg: '主队加油', nickname: 'demo01' });
    const history = await h.call('history', { rid: 'room-7', pageNum: 1, pageSize: 15 });
    expect(
      (history.data as { list: Array<{ msg: string }>; total: number }).list.map((m) => m.msg),
    ).toEqual(['主队加油']);
    a.ws.close();
    b.ws.close();
  });

  it('pushes an internal notification (60000) to the member when a deposit is credited', async () => {
    const token = await h.login('demo01');
    const jwt = ((await h.call('userMemberJwt', {}, { token })).data as { jwt: string }).jwt;
    const c = await connect(h);
    send(c.ws, ChatMsgId.login, { token, body: jwt });
    await c.next(ChatMsgId.login);
    const pay = await h.call(
      'paymentPay',
      { channelId: 11, amount: '200' },
      { token, idempotencyKey: 'chat-deposit-1' },
    );
    const orderNo = (pay.data as { orderNo: string }).orderNo;
    h.clock.advance(60_000);
    await h.call('paymentGetDepositOrderStatus', { orderNo }, { token });
    expect((await c.next(ChatMsgId.notification)).msgData).toEqual({
      type: 'deposit',
      orderNo,
      amount: 200,
      status: 'paid',
    });
    c.ws.close();
  });

  it('refuses a forged jwt', async () => {
    const c = await connect(h);
    send(c.ws, ChatMsgId.login, { token: 'x', body: 'a.b.c' });
    expect((await c.next(ChatMsgId.login)).msgData).toMatchObject({ code: 6001 });
    c.ws.close();
  });

  it('answers heartbeats and closes a socket silent past the heartbeat timeout', async () => {
    const c = await connect(h);
    send(c.ws, ChatMsgId.heartbeat, {});
    expect((await c.next(ChatMsgId.heartbeat)).msgData).toHaveProperty('time');
    h.app.services.chat.heartbeatTimeoutMs = 30_000;
    h.clock.advance(29_000);
    expect(h.app.services.chat.sweep()).toBe(0);
    h.clock.advance(2_000);
    expect(h.app.services.chat.sweep()).toBe(1);
    expect(await c.closed).toBe(4000);
  });
});
