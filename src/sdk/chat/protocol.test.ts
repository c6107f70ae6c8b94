import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ChatDecoder,
  MsgId,
  chatText,
  decode,
  decoder,
  encode,
  heartbeat,
  joinRoom,
  login,
  send,
  type IncomingMessage,
} from './index';

describe('MsgId', () => {
  it('has the ids of spec section 9', () => {
    expect(MsgId).toEqual({
      Heartbeat: 0,
      Login: 10001,
      JoinRoom: 10002,
      Send: 10003,
      GuestLogin: 10019,
      Notification: 60000,
    });
  });
});

describe('encode', () => {
  it('writes the { msgId, msgData } envelope', () => {
    expect(JSON.parse(encode(login('tok', 'jwt')))).toEqual({
      msgId: 10001,
      msgData: { token: 'tok', body: 'jwt' },
    });
    expect(JSON.parse(encode(joinRoom('r1')))).toEqual({ msgId: 10002, msgData: { rid: 'r1' } });
    expect(JSON.parse(encode(heartbeat()))).toEqual({ msgId: 0, msgData: {} });
  });

  it('trims a chat line and ignores an empty one', () => {
    expect(send('r1', '  你好 ')).toEqual({ msgId: 10003, msgData: { rid: 'r1', msg: '你好' } });
    expect(send('r1', ' \n\t ')).toBeNull();
    expect(chatText('')).toBeNull();
  });

  it('round-trips through decode', () => {
    const line = send(7, 'hello');
    expect(line).not.toBeNull();
    if (line) expect(new ChatDecoder().decode(encode(line))).toEqual(line);
  });
});

describe('ChatDecoder', () => {
  it('decodes each known message kind', () => {
    const d = new ChatDecoder();
    const frames: [string, IncomingMessage][] = [
      ['{"msgId":0}', { msgId: 0, msgData: undefined }],
      ['{"msgId":10001,"msgData":{"ok":true}}', { msgId: 10001, msgData: { ok: true } }],
      ['{"msgId":10002,"msgData":{"rid":"a"}}', { msgId: 10002, msgData: { rid: 'a' } }],
      [
        '{"msgId":10003,"msgData":{"rid":1,"msg":"hi","nickname":"n"}}',
        { msgId: 10003, msgData: { rid: 1, msg: 'hi', nickname: 'n' } },
      ],
      [
        '{"msgId":60000,"msgData":{"notice_count":2}}',
        { msgId: 60000, msgData: { notice_count: 2 } },
      ],
      ['{"msgId":10010,"msgData":[1,2]}', { msgId: 10010, msgData: [1, 2] }],
    ];
    for (const [raw, expected] of frames) expect(d.decode(raw)).toEqual(expected);
    expect(d.droppedCount).toBe(0);
  });

  it('decodes UTF-8 binary frames', () => {
    const d = new ChatDecoder();
    const bytes = new TextEncoder().encode('{"msgId":10003,"msgData":{"msg":"中文"}}');
    expect(d.decode(bytes)).toEqual({ msgId: 10003, msgData: { msg: '中文' } });
    expect(d.decode(bytes.buffer)).toEqual({ msgId: 10003, msgData: { msg: '中文' } });
  });

  it('returns null for malformed frames and counts them', () => {
    const d = new ChatDecoder();
    const bad: unknown[] = [
      'not json',
      '',
      'null',
      '[]',
      '42',
      '{"msgData":{}}',
      '{"msgId":"10003","msgData":{"msg":"x"}}',
      '{"msgId":10003.5,"msgData":{"msg":"x"}}',
      '{"msgId":10003,"msgData":{}}',
      '{"msgId":10003,"msgData":{"msg":5}}',
      '{"msgId":10002,"msgData":{"rid":null}}',
      '{"msgId":60000,"msgData":"text"}',
      '{"msgId":99999,"msgData":{}}',
      '{"msgId":10020,"msgData":{}}',
      new Uint8Array([0xff, 0xfe, 0x00]),
      { msgId: 0 },
      undefined,
    ];
    for (const raw of bad) expect(d.decode(raw), String(raw)).toBeNull();
    expect(d.droppedCount).toBe(bad.length);
  });

  it('never throws on arbitrary input (property)', () => {
    const d = new ChatDecoder();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything(), fc.uint8Array()), (raw) => {
        const before = d.droppedCount;
        const out = d.decode(raw);
        expect(d.droppedCount).toBe(out === null ? before + 1 : before);
      }),
      { seed: 42, numRuns: 500 },
    );
  });

  it('the module decode counts drops on the shared decoder', () => {
    const before = decoder.droppedCount;
    expect(decode('{')).toBeNull();
    expect(decoder.droppedCount).toBe(before + 1);
  });
});

describe('the AsyncAPI contract (openapi/asyncapi.yaml)', () => {
  it('decodes every example message of the contract to itself', async () => {
    const { readFileSync } = await import('node:fs');
    const YAML = await import('yaml');
    const doc = YAML.parse(
      readFileSync(new URL('../../../openapi/asyncapi.yaml', import.meta.url), 'utf8'),
    ) as {
      channels: { chat: { messages: Record<string, { $ref: string }> } };
      components: { messages: Record<string, { examples?: { name: string; payload: unknown }[] }> };
    };
    const d = new ChatDecoder();
    let count = 0;
    // the chat channel's messages (the document also carries the sports feed's)
    const chatMessages = Object.values(doc.channels.chat.messages).map(
      (m) => m.$ref.split('/').pop() ?? '',
    );
    for (const name of chatMessages) {
      const message = doc.components.messages[name] ?? {};
      for (const example of message.examples ?? []) {
        expect(d.decode(JSON.stringify(example.payload)), `${name}/${example.name}`).toEqual(
          example.payload,
        );
        count++;
      }
    }
    expect(count).toBeGreaterThanOrEqual(8);
    expect(d.droppedCount).toBe(0);
  });
});
