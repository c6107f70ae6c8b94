import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import specs from '@asyncapi/specs';
import {
  MsgId,
  createDecoder,
  encode,
  guestLogin,
  heartbeat,
  joinRoom,
  login,
  send,
} from '../../src/sdk/chat/protocol';
import { parseFeedMessage } from '../../src/stores/sports/LiveFeed';
import { isObject, repoRoot, type JsonObject } from './support/contract';

const doc = YAML.parse(
  readFileSync(path.join(repoRoot, 'openapi/asyncapi.yaml'), 'utf8'),
) as JsonObject;
const messages = (doc.components as JsonObject).messages as Record<string, JsonObject>;

/** The document's components as one schema at `id`, its own references pointing into it. */
function componentsAt(id: string): JsonObject {
  const text = JSON.stringify(doc.components).replaceAll('"#/components/', `"${id}#/`);
  return { ...(JSON.parse(text) as JsonObject), $id: id };
}

describe('AsyncAPI chat protocol (openapi/asyncapi.yaml)', { timeout: 60_000 }, () => {
  it('is a valid AsyncAPI 3.0.0 document (official JSON schema from @asyncapi/specs)', () => {
    expect(doc.asyncapi).toBe('3.0.0');
    const schema = specs.schemas['3.0.0'] as JsonObject;
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, meta: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    const ok = validate(doc);
    expect(ok, JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
  });

  it('rejects a document that breaks AsyncAPI 3 (the validation can fail)', () => {
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, meta: false });
    addFormats(ajv);
    const validate = ajv.compile(specs.schemas['3.0.0'] as JsonObject);
    const broken = structuredClone(doc);
    (broken.operations as JsonObject).sendLogin = {
      action: 'shout',
      channel: { $ref: '#/channels/chat' },
    };
    expect(validate(broken)).toBe(false);
  });

  it('uses the message ids of spec section 9, the same as src/sdk/chat', () => {
    const idOf = (m: string) =>
      ((messages[m]?.payload as JsonObject).properties as JsonObject).msgId as JsonObject;
    expect(idOf('Heartbeat').const).toBe(MsgId.Heartbeat);
    expect(idOf('Login').const).toBe(MsgId.Login);
    expect(idOf('JoinRoom').const).toBe(MsgId.JoinRoom);
    expect(idOf('SendChat').const).toBe(MsgId.Send);
    expect(idOf('GuestLogin').const).toBe(MsgId.GuestLogin);
    expect(idOf('Notification').const).toBe(MsgId.Notification);
    expect(idOf('Other')).toMatchObject({ minimum: 10004, maximum: 10018 });
    expect(MsgId).toEqual({
      Heartbeat: 0,
      Login: 10001,
      JoinRoom: 10002,
      Send: 10003,
      GuestLogin: 10019,
      Notification: 60000,
    });
  });

  it('every message example is valid for its payload, and the payloads carry the spec fields', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema(componentsAt('https://contract.local/asyncapi-components'));
    for (const [name, m] of Object.entries(messages)) {
      const payload = JSON.parse(
        JSON.stringify(m.payload).replaceAll(
          '"#/components/',
          '"https://contract.local/asyncapi-components#/',
        ),
      ) as JsonObject;
      const validate = ajv.compile(payload);
      const examples = (m.examples ?? []) as { payload: unknown }[];
      expect(examples.length, name).toBeGreaterThan(0);
      for (const ex of examples)
        expect(validate(ex.payload), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    const data = (m: string) =>
      ((messages[m]?.payload as JsonObject).properties as JsonObject).msgData as JsonObject;
    expect(data('Login').required).toEqual(['token', 'body']);
    expect(data('JoinRoom').required).toEqual(['rid']);
    expect(data('SendChat').required).toEqual(['msg']);
    // an empty chat line is not a valid send
    const send = new Ajv2020({ strict: false }).compile(
      JSON.parse(
        JSON.stringify(messages.SendChat?.payload).replaceAll(
          '{"$ref":"#/components/schemas/RoomId"}',
          '{}',
        ),
      ) as JsonObject,
    );
    expect(send({ msgId: 10003, msgData: { msg: '' } })).toBe(false);
    expect(isObject(doc.channels)).toBe(true);
  });
  it('what src/sdk/chat encodes is valid for the AsyncAPI payloads, and it decodes every example the server may send', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema(componentsAt('https://contract.local/asyncapi-chat'));
    const payload = (name: string) =>
      ajv.compile(
        JSON.parse(
          JSON.stringify(messages[name]?.payload).replaceAll(
            '"#/components/',
            '"https://contract.local/asyncapi-chat#/',
          ),
        ) as JsonObject,
      );
    const sent: [string, unknown][] = [
      ['Heartbeat', heartbeat()],
      ['Login', login('eyJhbGciOiJIUzI1NiJ9.player01', 'eyJhbGciOiJIUzI1NiJ9.chat.10086')],
      ['GuestLogin', guestLogin()],
      ['JoinRoom', joinRoom('room-1')],
      ['SendChat', send('room-1', '  今晚曼联必胜  ')],
    ];
    for (const [name, message] of sent) {
      expect(message, name).not.toBeNull();
      const frame: unknown = JSON.parse(encode(message as Parameters<typeof encode>[0]));
      const validate = payload(name);
      expect(validate(frame), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    const decoder = createDecoder();
    for (const name of [
      'Heartbeat',
      'LoginAck',
      'JoinRoom',
      'ChatBroadcast',
      'Notification',
      'Other',
    ]) {
      for (const ex of (messages[name]?.examples ?? []) as { payload: unknown }[]) {
        expect(decoder.decode(JSON.stringify(ex.payload)), name).not.toBeNull();
      }
    }
    expect(decoder.droppedCount).toBe(0);
  });

  it("the live sports feed: every server example parses on the client, the client's frames are valid payloads", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema(componentsAt('https://contract.local/asyncapi-feed'));
    const payload = (name: string) =>
      ajv.compile(
        JSON.parse(
          JSON.stringify(messages[name]?.payload).replaceAll(
            '"#/components/',
            '"https://contract.local/asyncapi-feed#/',
          ),
        ) as JsonObject,
      );
    const channel = (doc.channels as JsonObject).sportsFeed as JsonObject;
    expect(channel.address).toBe('/sports/ws');
    for (const name of [
      'FeedSnapshot',
      'FeedUpdate',
      'FeedBatch',
      'FeedSettled',
      'FeedPong',
      'FeedError',
    ]) {
      for (const ex of (messages[name]?.examples ?? []) as { payload: unknown }[])
        expect(parseFeedMessage(JSON.stringify(ex.payload)), name).not.toBeNull();
    }
    const subscribe = payload('FeedSubscribe');
    expect(subscribe({ type: 'subscribe', gameIds: ['1'], token: 't' })).toBe(true);
    expect(subscribe({ type: 'subscribe' })).toBe(false);
    const update = payload('FeedUpdate');
    expect(update({ type: 'update', seq: 1, gameId: '1', odds: [{ r: 'x', odds: -1 }] })).toBe(
      false,
    );
    const batch = payload('FeedBatch');
    const one = { type: 'update', seq: 1, gameId: '1' };
    expect(batch({ type: 'batch', updates: [one, { ...one, seq: 2 }] })).toBe(true);
    expect(batch({ type: 'batch', updates: [one, { type: 'update', gameId: '2' }] })).toBe(false);
  });
});
