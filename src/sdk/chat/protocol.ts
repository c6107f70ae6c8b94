/**
 * The chat websocket protocol (spec sections 3 and 9; `openapi/asyncapi.yaml`), transport-free:
 * the chat store owns the socket and uses `encode` for what it sends and a `ChatDecoder` for
 * what it receives.
 *
 * Every frame is a JSON text `{ "msgId": number, "msgData": ... }`.
 */

export const MsgId = {
  Heartbeat: 0,
  Login: 10001,
  JoinRoom: 10002,
  Send: 10003,
  GuestLogin: 10019,
  Notification: 60000,
} as const;

/** Other message ids of the protocol (10004-10018); their payloads are not shown by the spec. */
export const OTHER_MSG_ID_MIN = 10004;
export const OTHER_MSG_ID_MAX = 10018;

export type KnownMsgId = (typeof MsgId)[keyof typeof MsgId];

/** Chat timings (spec section 9). */
export const CHAT_HEARTBEAT_MS = 10_000;
export const CHAT_RECONNECT_MS = 5_000;
export const CHAT_SEND_RETRY_MS = 300;
export const CHAT_HISTORY_PAGE_SIZE = 15;

export type RoomId = string | number;

export interface HeartbeatMessage {
  msgId: typeof MsgId.Heartbeat;
  msgData?: unknown;
}

/** Logged-in member: the token and the chat jwt body (from `userMemberJwt`). */
export interface LoginMessage {
  msgId: typeof MsgId.Login;
  msgData: { token: string; body: string };
}

export interface GuestLoginMessage {
  msgId: typeof MsgId.GuestLogin;
  /** May carry the first-party device id. */
  msgData: { uuid?: string; [key: string]: unknown };
}

export interface JoinRoomMessage {
  msgId: typeof MsgId.JoinRoom;
  msgData: { rid: RoomId };
}

/**
 * A chat line. Sent by the client with `msg` (trimmed, never empty) and `rid`; broadcast by
 * the server with the sender's details when known.
 */
export interface SendMessage {
  msgId: typeof MsgId.Send;
  msgData: {
    msg: string;
    rid?: RoomId;
    uid?: string | number;
    nickname?: string;
    avatar?: string;
    time?: number | string;
    [key: string]: unknown;
  };
}

/** Internal notification (unread counters changed, announcements...). */
export interface NotificationMessage {
  msgId: typeof MsgId.Notification;
  msgData: {
    type?: 'letter' | 'feedback' | 'notice' | 'balance' | (string & {});
    title?: string;
    [key: string]: unknown;
  };
}

export type OtherMsgId =
  | 10004
  | 10005
  | 10006
  | 10007
  | 10008
  | 10009
  | 10010
  | 10011
  | 10012
  | 10013
  | 10014
  | 10015
  | 10016
  | 10017
  | 10018;

/** One of the ids 10004-10018, payload passed through as received. */
export interface OtherMessage {
  msgId: OtherMsgId;
  msgData: unknown;
}

/** The server's answer to a login or guest login (fields not shown by the spec). */
export interface LoginAckMessage {
  msgId: typeof MsgId.Login | typeof MsgId.GuestLogin;
  msgData: { uid?: string | number; nickname?: string; guest?: boolean; [key: string]: unknown };
}

/** What a client may receive. */
export type IncomingMessage =
  | HeartbeatMessage
  | LoginAckMessage
  | JoinRoomMessage
  | SendMessage
  | NotificationMessage
  | OtherMessage;

/** What a client sends. */
export type OutgoingMessage =
  HeartbeatMessage | LoginMessage | GuestLoginMessage | JoinRoomMessage | SendMessage;

export type ChatMessage = OutgoingMessage | IncomingMessage;

/** Encode a message as the JSON text frame. */
export function encode(message: ChatMessage): string {
  return JSON.stringify({ msgId: message.msgId, msgData: message.msgData ?? {} });
}

/** The chat text to send: trimmed, or null when nothing is left (spec: empty is ignored). */
export function chatText(input: string): string | null {
  const text = input.trim();
  return text === '' ? null : text;
}

export const heartbeat = (): HeartbeatMessage => ({ msgId: MsgId.Heartbeat, msgData: {} });
export const login = (token: string, body: string): LoginMessage => ({
  msgId: MsgId.Login,
  msgData: { token, body },
});
export const guestLogin = (data: GuestLoginMessage['msgData'] = {}): GuestLoginMessage => ({
  msgId: MsgId.GuestLogin,
  msgData: data,
});
export const joinRoom = (rid: RoomId): JoinRoomMessage => ({
  msgId: MsgId.JoinRoom,
  msgData: { rid },
});
/** A chat line, or null when the text is empty after trimming. */
export function send(rid: RoomId, text: string): SendMessage | null {
  const msg = chatText(text);
  return msg === null ? null : { msgId: MsgId.Send, msgData: { rid, msg } };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isRoomId(v: unknown): v is RoomId {
  return (typeof v === 'string' && v !== '') || (typeof v === 'number' && Number.isInteger(v));
}

function isOtherMsgId(id: number): id is OtherMsgId {
  return id >= OTHER_MSG_ID_MIN && id <= OTHER_MSG_ID_MAX;
}

function validate(value: unknown): IncomingMessage | null {
  if (!isRecord(value)) return null;
  const { msgId, msgData } = value;
  if (typeof msgId !== 'number' || !Number.isInteger(msgId)) return null;
  switch (msgId) {
    case MsgId.Heartbeat:
      if (msgData !== undefined && msgData !== null && !isRecord(msgData)) return null;
      return { msgId, msgData };
    case MsgId.Login:
    case MsgId.GuestLogin:
    case MsgId.Notification:
      if (msgData !== undefined && msgData !== null && !isRecord(msgData)) return null;
      return { msgId, msgData: isRecord(msgData) ? msgData : {} };
    case MsgId.JoinRoom:
      if (!isRecord(msgData) || !isRoomId(msgData.rid)) return null;
      return { msgId, msgData: { ...msgData, rid: msgData.rid } };
    case MsgId.Send:
      if (!isRecord(msgData) || typeof msgData.msg !== 'string') return null;
      if (msgData.rid !== undefined && !isRoomId(msgData.rid)) return null;
      return { msgId, msgData: { ...msgData, msg: msgData.msg } };
    default:
      if (isOtherMsgId(msgId)) return { msgId, msgData };
      return null;
  }
}

/**
 * Validating decoder. `decode` never throws: a frame that is not JSON, not an envelope, has an
 * unknown id or a malformed payload gives `null` and increments `droppedCount`.
 */
export class ChatDecoder {
  droppedCount = 0;

  decode(raw: unknown): IncomingMessage | null {
    let text: string | null = null;
    try {
      if (typeof raw === 'string') text = raw;
      else if (raw instanceof ArrayBuffer)
        text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
      else if (ArrayBuffer.isView(raw))
        text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
    } catch {
      text = null;
    }
    let message: IncomingMessage | null = null;
    if (text !== null) {
      try {
        message = validate(JSON.parse(text));
      } catch {
        message = null;
      }
    }
    if (message === null) this.droppedCount++;
    return message;
  }
}

/** A decoder with its own counter; `decoder.decode(raw)`, `decoder.droppedCount`. */
export function createDecoder(): ChatDecoder {
  return new ChatDecoder();
}

const sharedDecoder = new ChatDecoder();

/** Decode with the module's shared decoder (`decoder.droppedCount` counts its drops). */
export function decode(raw: unknown): IncomingMessage | null {
  return sharedDecoder.decode(raw);
}

export { sharedDecoder as decoder };
