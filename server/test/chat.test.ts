import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { CHAT_CLOSE_SESSION_ENDED, CHAT_CLOSE_TOO_MANY, CHAT_PATH, ChatMsgId } from '../chat.ts';
import { connect, send, type Frame, type TestSocket } from './chatSocket.ts';

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
    const history = await h.call('history', { rid: 'room-7', pageNum: 1, pageSize: 15 }, { token });
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
    // The channel confirms after a minute. The fake clock jumps that minute at once, which the
    // heartbeat sweep (a real 1 s timer) would read as a socket silent past its 30 s timeout and
    // close before the notification, whenever the status call is slower than that timer (the
    // full file, a loaded machine). A live socket would have sent heartbeats meanwhile.
    h.app.services.chat.heartbeatTimeoutMs = 120_000;
    h.clock.advance(60_000);
    await h.call('paymentGetDepositOrderStatus', { orderNo }, { token });
    expect((await c.next(ChatMsgId.notification)).msgData).toEqual({
      type: 'deposit',
      orderNo,
      amount: 200,
      status: 'paid',
    });
    h.app.services.chat.heartbeatTimeoutMs = 30_000;
    c.ws.close();
  });

  it('speaks 繁體 to a reader of 繁體 (its name, refusals) and passes players’ lines as written', async () => {
    const tw = await connect(h, 'snapshot_lang=zh-TW');
    send(tw.ws, ChatMsgId.joinRoom, { rid: 'room-tw' });
    expect((await tw.next(ChatMsgId.error)).msgData).toEqual({
      code: 6001,
      message: '請先登入聊天室',
    });
    send(tw.ws, ChatMsgId.guestLogin, {});
    expect((await tw.next(ChatMsgId.guestLogin)).msgData).toMatchObject({
      nickname: expect.stringMatching(/^遊客\d{4}$/) as unknown,
    });
    send(tw.ws, ChatMsgId.joinRoom, { rid: 'room-tw' });
    await tw.next(ChatMsgId.joinRoom);
    const token = await h.login('demo01');
    const cn = await memberSocket(token);
    await cn.next(ChatMsgId.login);
    send(cn.ws, ChatMsgId.joinRoom, { rid: 'room-tw' });
    await cn.next(ChatMsgId.joinRoom);
    send(cn.ws, ChatMsgId.send, { rid: 'room-tw', msg: '发财了' });
    expect((await tw.next(ChatMsgId.send)).msgData).toMatchObject({ msg: '发财了' });
    // a simplified reader is answered as before
    const plain = await connect(h, 'snapshot_lang=zh-CN');
    send(plain.ws, ChatMsgId.joinRoom, { rid: 'room-tw' });
    expect((await plain.next(ChatMsgId.error)).msgData).toMatchObject({
      message: '请先登录聊天室',
    });
    for (const c of [tw, cn, plain]) c.ws.close();
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

  /** A member's socket, logged in with a fresh jwt of `token`. */
  async function memberSocket(token: string): Promise<Awaited<ReturnType<typeof connect>>> {
    const jwt = ((await h.call('userMemberJwt', {}, { token })).data as { jwt: string }).jwt;
    const c = await connect(h);
    send(c.ws, ChatMsgId.login, { token, body: jwt });
    return c;
  }

  it('handles one socket in order: a login, a join and a line sent at once all go through (a reconnect)', async () => {
    const token = await h.login('demo01');
    const jwt = ((await h.call('userMemberJwt', {}, { token })).data as { jwt: string }).jwt;
    const a = await connect(h);
    const b = await connect(h);
    send(b.ws, ChatMsgId.guestLogin, {});
    await b.next(ChatMsgId.guestLogin);
    send(b.ws, ChatMsgId.joinRoom, { rid: 'room-9' });
    await b.next(ChatMsgId.joinRoom);
    // no waiting between them: the login's session check must not let the line overtake it
    send(a.ws, ChatMsgId.login, { token, body: jwt });
    send(a.ws, ChatMsgId.joinRoom, { rid: 'room-9' });
    send(a.ws, ChatMsgId.send, { rid: 'room-9', msg: '断线期间' });
    expect((await b.next(ChatMsgId.send)).msgData).toMatchObject({
      rid: 'room-9',
      msg: '断线期间',
    });
    a.ws.close();
    b.ws.close();
  });

  it('answers the history to members only (6001 without a token)', async () => {
    const anon = await h.call('history', { rid: 'room-7', pageNum: 1, pageSize: 15 });
    expect(anon.status_code).toBe(6001);
    const token = await h.login('demo01');
    const member = await h.call('history', { rid: 'room-7', pageNum: 1, pageSize: 15 }, { token });
    expect(member.status_code).toBe(6000);
  });

  it('refuses the chat jwt of a logged-out session and closes its sockets at logout', async () => {
    const token = await h.login('demo01');
    const jwt = ((await h.call('userMemberJwt', {}, { token })).data as { jwt: string }).jwt;
    const open = await connect(h);
    send(open.ws, ChatMsgId.login, { token, body: jwt });
    expect((await open.next(ChatMsgId.login)).msgData).toMatchObject({ code: 6000 });
    expect((await h.call('userLogout', {}, { token })).status_code).toBe(6000);
    expect(await open.closed).toBe(CHAT_CLOSE_SESSION_ENDED);
    const later = await connect(h);
    send(later.ws, ChatMsgId.login, { token, body: jwt });
    expect((await later.next(ChatMsgId.login)).msgData).toMatchObject({ code: 6001 });
    later.ws.close();
  });

  it('limits the lines one socket sends: 1,000 lines in a burst broadcast 10, the rest answer 6011', async () => {
    const token = await h.login('demo02');
    const a = await memberSocket(token);
    await a.next(ChatMsgId.login);
    const b = await connect(h);
    send(b.ws, ChatMsgId.guestLogin, {});
    await b.next(ChatMsgId.guestLogin);
    send(a.ws, ChatMsgId.joinRoom, { rid: 'flood' });
    send(b.ws, ChatMsgId.joinRoom, { rid: 'flood' });
    await a.next(ChatMsgId.joinRoom);
    await b.next(ChatMsgId.joinRoom);
    for (let i = 0; i < 1000; i++) send(a.ws, ChatMsgId.send, { rid: 'flood', msg: `m${i}` });
    send(a.ws, ChatMsgId.heartbeat, {});
    await a.next(ChatMsgId.heartbeat);
    await new Promise((r) => setTimeout(r, 200));
    const limit = h.app.services.limits.config.chatMessagesPer10s;
    expect(b.frames.filter((f) => f.msgId === ChatMsgId.send)).toHaveLength(limit);
    expect(
      a.frames.filter((f) => f.msgId === ChatMsgId.error && f.msgData.code === 6011).length,
    ).toBe(1000 - limit);
    h.clock.advance(10_001); // a new window
    send(a.ws, ChatMsgId.send, { rid: 'flood', msg: 'after the window' });
    let last: Frame;
    do last = await b.next(ChatMsgId.send);
    while (last.msgData.msg !== 'after the window');
    expect(b.frames.filter((f) => f.msgId === ChatMsgId.send)).toHaveLength(limit + 1);
    a.ws.close();
    b.ws.close();
  });

  it('limits the open sockets of one member (6011, closed)', async () => {
    const token = await h.login('demo03');
    const max = h.app.services.limits.config.chatSocketsPerMember;
    const open: Array<Awaited<ReturnType<typeof connect>>> = [];
    for (let i = 0; i < max; i++) {
      const c = await memberSocket(token);
      expect((await c.next(ChatMsgId.login)).msgData).toMatchObject({ code: 6000 });
      open.push(c);
    }
    const extra = await memberSocket(token);
    expect((await extra.next(ChatMsgId.error)).msgData).toMatchObject({ code: 6011 });
    expect(await extra.closed).toBe(CHAT_CLOSE_TOO_MANY);
    for (const c of open) c.ws.close();
  });
});

describe('chat sockets of one address', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ limits: { chatSocketsPerAddress: 3 } });
  }, 60_000);
  afterAll(async () => h.close());

  it('refuses a socket past the limit of its address (6011, closed)', async () => {
    const open = [await connect(h), await connect(h), await connect(h)];
    const extra = await connect(h);
    expect(await extra.closed).toBe(CHAT_CLOSE_TOO_MANY);
    open[0]?.ws.close();
    await open[0]?.closed;
    const again = await connect(h);
    send(again.ws, ChatMsgId.guestLogin, {});
    expect((await again.next(ChatMsgId.guestLogin)).msgData).toMatchObject({ code: 6000 });
    for (const c of [...open.slice(1), again]) c.ws.close();
  });
});
