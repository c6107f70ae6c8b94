import { describe, expect, it } from 'vitest';
import { MsgId } from '../../sdk/chat/protocol';
import { ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';
import type { FakeSocket } from '../testing/FakeSocket';

interface Frame {
  msgId: number;
  msgData: Record<string, unknown>;
}

const frames = (s: FakeSocket): Frame[] => s.sent.map((x) => JSON.parse(x) as Frame);
const ids = (s: FakeSocket) => frames(s).map((f) => f.msgId);
const lines = (sockets: FakeSocket[]) =>
  sockets
    .flatMap(frames)
    .filter((f) => f.msgId === MsgId.Send)
    .map((f) => f.msgData);

describe('ChatStore: the link', () => {
  it('opens with client type web and the site id, and logs in as a guest when logged out', () => {
    const t = createTestRoot();
    t.root.chat.connect();
    const s = t.sockets.last();
    expect(s.url).toContain('client=web');
    expect(s.url).toContain('siteId=1');
    s.open();
    expect(frames(s)).toEqual([{ msgId: MsgId.GuestLogin, msgData: {} }]);
    expect(t.root.chat.linkUp).toBe(true);
  });

  it('logs in with the token and the chat jwt of userMemberJwt when logged in', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api.on('userMemberJwt', ok({ jwt: 'jwt-abc' }));
    t.root.chat.connect();
    t.sockets.last().open();
    await t.settle();
    expect(frames(t.sockets.last())[0]).toEqual({
      msgId: MsgId.Login,
      msgData: { token: 'tok-1', body: 'jwt-abc' },
    });
  });

  it('sends a heartbeat every 10 s while open', () => {
    const t = createTestRoot();
    t.root.chat.connect();
    const s = t.sockets.last();
    s.open();
    t.clock.advance(9_999);
    expect(ids(s).filter((id) => id === MsgId.Heartbeat)).toHaveLength(0);
    t.clock.advance(1);
    expect(ids(s).filter((id) => id === MsgId.Heartbeat)).toHaveLength(1);
    t.clock.advance(20_000);
    expect(ids(s).filter((id) => id === MsgId.Heartbeat)).toHaveLength(3);
  });

  it('reconnects 5 s after a close, logs in again and rejoins the room', () => {
    const t = createTestRoot();
    t.root.chat.connect();
    t.root.chat.join('room-1');
    t.sockets.last().open();
    expect(ids(t.sockets.last())).toEqual([MsgId.GuestLogin, MsgId.JoinRoom]);
    t.sockets.last().drop();
    expect(t.root.chat.status).toBe('closed');
    t.clock.advance(4_999);
    expect(t.sockets.sockets).toHaveLength(1);
    t.clock.advance(1);
    expect(t.sockets.sockets).toHaveLength(2);
    t.sockets.last().open();
    expect(frames(t.sockets.last())).toEqual([
      { msgId: MsgId.GuestLogin, msgData: {} },
      { msgId: MsgId.JoinRoom, msgData: { rid: 'room-1' } },
    ]);
  });

  it('stops heartbeats on close and does not reconnect after disconnect', () => {
    const t = createTestRoot();
    t.root.chat.connect();
    const s = t.sockets.last();
    s.open();
    t.root.chat.disconnect();
    t.clock.advance(60_000);
    expect(t.sockets.sockets).toHaveLength(1);
    expect(ids(s).filter((id) => id === MsgId.Heartbeat)).toHaveLength(0);
  });

  it('logs in again with the new identity after login success', async () => {
    const t = createTestRoot();
    t.root.chat.connect();
    t.sockets.last().open();
    t.api
      .on('userLogin', ok({ token: 'tok-2', userId: '7' }))
      .on('userMemberJwt', ok({ jwt: 'jwt-2' }));
    await t.root.session.login({ name: 'alice01', password: 'abc12345' });
    expect(t.sockets.sockets).toHaveLength(2);
    t.sockets.last().open();
    await t.settle();
    expect(frames(t.sockets.last())[0]).toEqual({
      msgId: MsgId.Login,
      msgData: { token: 'tok-2', body: 'jwt-2' },
    });
  });
});

describe('ChatStore: sending', () => {
  it('sends a trimmed line to the joined room and ignores an empty one', () => {
    const t = createTestRoot();
    t.root.chat.connect();
    t.root.chat.join('room-1');
    t.sockets.last().open();
    expect(t.root.chat.send('   ')).toBe(false);
    expect(t.root.chat.send('  hello ')).toBe(true);
    expect(lines(t.sockets.sockets)).toEqual([
      { rid: 'room-1', msg: 'hello', cid: expect.any(String) },
    ]);
  });

  it('retries lines sent before the link is up every 300 ms and sends each once', () => {
    const t = createTestRoot();
    t.root.chat.connect();
    t.root.chat.join('room-1');
    t.root.chat.send('early');
    expect(t.root.chat.pendingCount).toBe(1);
    expect(t.clock.pending).toBeGreaterThan(0);
    t.clock.advance(900);
    expect(lines(t.sockets.sockets)).toEqual([]);
    t.sockets.last().open();
    t.clock.advance(900);
    expect(lines(t.sockets.sockets).map((l) => l['msg'])).toEqual(['early']);
    expect(t.root.chat.pendingCount).toBe(0);
  });

  it('loses no line and sends none twice across reconnects', () => {
    const t = createTestRoot();
    t.root.chat.connect();
    t.root.chat.join('room-1');
    t.sockets.last().open();
    t.root.chat.send('a');
    t.sockets.last().drop();
    t.root.chat.send('b');
    t.clock.advance(2_000);
    t.root.chat.send('c');
    t.clock.advance(3_000); // reconnect
    expect(t.sockets.sockets).toHaveLength(2);
    t.clock.advance(600); // retries while the new socket is still connecting
    t.sockets.last().open();
    t.clock.advance(10_000);
    t.sockets.last().drop();
    t.clock.advance(5_000);
    t.sockets.last().open();

    const sent = lines(t.sockets.sockets);
    expect(sent.map((l) => l['msg'])).toEqual(['a', 'b', 'c']);
    expect(new Set(sent.map((l) => l['cid'])).size).toBe(3);
    // on the second socket the lines come after login and join
    expect(ids(t.sockets.sockets[1] as FakeSocket).slice(0, 4)).toEqual([
      MsgId.GuestLogin,
      MsgId.JoinRoom,
      MsgId.Send,
      MsgId.Send,
    ]);
  });
});

describe('ChatStore: receiving and history', () => {
  it('shows incoming lines once, even when the server repeats one', () => {
    const t = createTestRoot();
    t.root.chat.connect();
    t.root.chat.join('room-1');
    const s = t.sockets.last();
    s.open();
    const line = JSON.stringify({
      msgId: MsgId.Send,
      msgData: { id: 'm-1', rid: 'room-1', msg: 'hi', nickName: '小明' },
    });
    s.receive(line);
    s.receive(line);
    s.receive('not json');
    expect(t.root.chat.lines.map((l) => [l.msg, l.nickname])).toEqual([['hi', '小明']]);
  });

  it('asks a visitor (guest login) for no history: it is for members only', async () => {
    const t = createTestRoot();
    t.root.chat.join('room-1');
    await t.root.chat.loadHistory();
    expect(t.api.callsTo('history')).toHaveLength(0);
    expect(t.root.chat.historyAvailable).toBe(false);
    expect(t.root.chat.historyError).toBeNull();
  });

  it('loads history 15 at a time for the room, older pages first in the list', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.root.chat.join('room-1');
    const page = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `m-${from - i}`,
        rid: 'room-1',
        uid: '1',
        nickName: 'x',
        avatar: '',
        msg: `line ${from - i}`,
        time: from - i,
        type: 1,
      }));
    t.api.sequence(
      'history',
      ok({ list: page(30, 15), pageNum: 1, pageSize: 15, total: 20 }),
      ok({ list: page(15, 5), pageNum: 2, pageSize: 15, total: 20 }),
    );
    await t.root.chat.loadHistory();
    expect(t.api.lastBody('history')).toEqual({ rid: 'room-1', pageNum: 1, pageSize: 15 });
    expect(t.root.chat.historyHasMore).toBe(true);
    await t.root.chat.loadHistory();
    expect(t.api.lastBody('history')).toMatchObject({ pageNum: 2, pageSize: 15 });
    expect(t.root.chat.lines).toHaveLength(20);
    expect(t.root.chat.lines[0]?.msg).toBe('line 11');
    expect(t.root.chat.lines.at(-1)?.msg).toBe('line 30');
    expect(t.root.chat.historyHasMore).toBe(false);
    await t.root.chat.loadHistory();
    expect(t.api.callsTo('history')).toHaveLength(2);
  });

  it('an internal notification refreshes the unread count', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api
      .on('userMemberJwt', ok({ jwt: 'j' }))
      .on('siteLetterGetUnreadForType', ok({ notice_count: 2 }));
    t.root.chat.connect();
    const s = t.sockets.last();
    s.open();
    await t.settle();
    s.receive(JSON.stringify({ msgId: MsgId.Notification, msgData: { kind: 'unread' } }));
    await t.settle();
    expect(t.root.inbox.unread).toBe(2);
  });
});
