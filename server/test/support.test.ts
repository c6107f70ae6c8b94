// Issue 40, "Customer service goes in a circle": a member's conversation with support is a
// private room on the chat socket; the server keeps it (the support inbox), answers it
// automatically at first, and support's answer reaches that member only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { ChatMsgId } from '../chat.ts';
import { supportAutoAnswer, withinSupportHours } from '../support.ts';
import { connect, send } from './chatSocket.ts';

async function member(h: Harness, name: string, cookie?: string) {
  const token = await h.login(name);
  const jwt = ((await h.call('userMemberJwt', {}, { token })).data as { jwt: string }).jwt;
  const c = await connect(h, cookie);
  send(c.ws, ChatMsgId.login, { token, body: jwt });
  const uid = Number((await c.next(ChatMsgId.login)).msgData.uid);
  return { ...c, token, uid };
}

const dev = async (h: Harness, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  (await h.app.inject({ method, url, payload: payload as Record<string, unknown> })).json() as {
    status_code: number;
    data: unknown;
  };

describe('online customer service (the support room)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => h.close());

  it("a member's line reaches the support inbox with the automatic answer; support's answer reaches that member only, live and in the history", async () => {
    const a = await member(h, 'demo01');
    const b = await member(h, 'demo02');
    // b tries to name a's room: it is given its own
    send(a.ws, ChatMsgId.joinRoom, { rid: 'support' });
    send(b.ws, ChatMsgId.joinRoom, { rid: `support:${a.uid}` });
    expect((await a.next(ChatMsgId.joinRoom)).msgData).toMatchObject({ rid: `support:${a.uid}` });
    expect((await b.next(ChatMsgId.joinRoom)).msgData).toMatchObject({ rid: `support:${b.uid}` });

    send(a.ws, ChatMsgId.send, { rid: 'support', msg: '提款还没到账' });
    expect((await a.next(ChatMsgId.send)).msgData).toMatchObject({ msg: '提款还没到账' });
    const auto = (await a.next(ChatMsgId.send)).msgData;
    expect(auto).toMatchObject({ nickname: '在线客服', uid: null });
    expect(String(auto.msg)).toContain('已收到您的留言');

    const inbox = await dev(h, 'GET', '/__dev/support');
    expect(inbox.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ memberId: a.uid, lastFrom: '在线客服' })]),
    );
    const thread = (await dev(h, 'GET', `/__dev/support/${a.uid}`)).data as Array<{ msg: string }>;
    expect(thread.map((l) => l.msg)[0]).toBe('提款还没到账');

    const answer = await dev(h, 'POST', `/__dev/support/${a.uid}/answer`, {
      msg: '已为您加急处理',
    });
    expect(answer.status_code).toBe(6000);
    expect((await a.next(ChatMsgId.send)).msgData).toMatchObject({
      msg: '已为您加急处理',
      nickname: '在线客服',
    });

    // a second line within half an hour of support's answer gets no second automatic answer
    send(a.ws, ChatMsgId.send, { rid: 'support', msg: '谢谢' });
    expect((await a.next(ChatMsgId.send)).msgData).toMatchObject({ msg: '谢谢' });

    const mine = await h.call(
      'history',
      { rid: 'support', pageNum: 1, pageSize: 15 },
      {
        token: a.token,
      },
    );
    const lines = (mine.data as { list: Array<{ msg: string }> }).list.map((l) => l.msg);
    expect(lines.slice(0, 2)).toEqual(['谢谢', '已为您加急处理']);
    expect(lines).toContain('提款还没到账');

    // b saw none of it, live or in its history, even naming a's room
    expect(b.frames.filter((f) => f.msgId === ChatMsgId.send)).toEqual([]);
    for (const rid of ['support', `support:${a.uid}`]) {
      const other = await h.call('history', { rid, pageNum: 1, pageSize: 15 }, { token: b.token });
      expect((other.data as { list: unknown[] }).list).toEqual([]);
    }
    a.ws.close();
    b.ws.close();
  });

  it("a 繁體 reader reads what support answered in traditional characters, live and in the history; the player's own line stays as written", async () => {
    const TW = 'snapshot_lang=zh-TW';
    const a = await member(h, 'demo03', TW);
    send(a.ws, ChatMsgId.joinRoom, { rid: 'support' });
    await a.next(ChatMsgId.joinRoom);
    send(a.ws, ChatMsgId.send, { rid: 'support', msg: '提款还没到账' });
    expect((await a.next(ChatMsgId.send)).msgData).toMatchObject({ msg: '提款还没到账' });
    const auto = (await a.next(ChatMsgId.send)).msgData;
    expect(auto).toMatchObject({ nickname: '線上客服' });
    expect(String(auto.msg)).toContain('已收到您的留言');
    expect(String(auto.msg)).toContain('對話記錄');

    // staff write in simplified characters; this reader gets them converted
    await dev(h, 'POST', `/__dev/support/${a.uid}/answer`, { msg: '已为您加急处理,请留意到账' });
    expect((await a.next(ChatMsgId.send)).msgData).toMatchObject({
      msg: '已為您加急處理,請留意到帳',
      nickname: '線上客服',
    });

    const history = await h.call(
      'history',
      { rid: 'support', pageNum: 1, pageSize: 15 },
      { token: a.token, headers: { cookie: TW } },
    );
    const lines = (history.data as { list: Array<{ msg: string; nickName: string; uid: string }> })
      .list;
    const answers = lines.filter((l) => l.uid === '');
    expect(answers.map((l) => l.msg)).toContain('已為您加急處理,請留意到帳');
    expect(answers.every((l) => l.nickName === '線上客服')).toBe(true);
    expect(lines.filter((l) => l.uid !== '').map((l) => l.msg)).toEqual(['提款还没到账']);
    a.ws.close();
  });

  it('asks a visitor to log in before contacting support (6001)', async () => {
    const c = await connect(h);
    send(c.ws, ChatMsgId.guestLogin, {});
    await c.next(ChatMsgId.guestLogin);
    send(c.ws, ChatMsgId.joinRoom, { rid: 'support' });
    expect((await c.next(ChatMsgId.error)).msgData).toMatchObject({
      code: 6001,
      message: '请先登录后联系客服',
    });
    c.ws.close();
  });

  it('says outside 10:00–22:00 Beijing time that staff answer when at work', () => {
    const noonBeijing = Date.UTC(2026, 0, 5, 4); // 12:00 in Beijing
    const nightBeijing = Date.UTC(2026, 0, 5, 16); // 00:00 in Beijing
    expect(withinSupportHours(noonBeijing)).toBe(true);
    expect(withinSupportHours(Date.UTC(2026, 0, 5, 14))).toBe(false); // 22:00
    expect(withinSupportHours(nightBeijing)).toBe(false);
    expect(supportAutoAnswer(noonBeijing)).toContain('客服将尽快回复');
    expect(supportAutoAnswer(nightBeijing)).toContain('现在是非工作时间');
  });
});
