// Chat over a websocket with the msgId protocol (spec sections 3, 7 and 9; openapi/asyncapi.yaml):
// login 10001 (jwt), guest login 10019, join room 10002, send 10003, heartbeat 0 (a socket
// silent for longer than the heartbeat timeout is closed), history over HTTP (`history`).
// Abuse limits (issue 15, server/security/config.ts): messages per socket per 10 s, open sockets
// per member and per address; the jwt holds only while the session it was issued to lives.
import { toTraditional, traditionalDeep } from './traditional.ts';
import { snapshotLanguageOf } from '../src/app/snapshotPage.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/adapter.ts';
import type { Clock } from './clock.ts';
import { sessionTag, verifyJwt } from './jwt.ts';
import type { LimitsConfig } from './security/config.ts';
import { parseFrame } from './security/input.ts';
import {
  SUPPORT_AUTO_GAP_MS,
  SUPPORT_NAME,
  isSupportRoom,
  supportAutoAnswer,
  supportRoomOf,
} from './support.ts';

/** The part of a ws socket the hub uses. */
export interface ChatSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', fn: (raw: Buffer) => void): unknown;
  on(event: 'close', fn: () => void): unknown;
}

export const CHAT_PATH = '/stream/ws';

export const ChatMsgId = {
  heartbeat: 0,
  login: 10001,
  joinRoom: 10002,
  send: 10003,
  error: 10004,
  guestLogin: 10019,
  notification: 60000,
} as const;

export const MAX_CHAT_TEXT = 500;

/** The window of the per-socket send rate (`chatMessagesPer10s`). */
export const CHAT_RATE_WINDOW_MS = 10_000;

/** Close codes of refused sockets. */
export const CHAT_CLOSE_TOO_MANY = 4029;
export const CHAT_CLOSE_SESSION_ENDED = 4001;

interface Client {
  socket: ChatSocket;
  ip: string;
  /** The player reads 繁體 (the handshake's snapshot_lang cookie): the server's own texts go in
   * traditional characters, players' lines as they were written. */
  traditional: boolean;
  /** The session tag of the jwt the member logged in with (ended at logout). */
  sid: string | null;
  /** When this socket's recent lines were sent (the send rate). */
  sent: number[];
  uid: number | null;
  nickname: string;
  guest: boolean;
  loggedIn: boolean;
  rooms: Set<string>;
  lastSeen: number;
}

/** A line as the chat pushes it (msgId 10003). */
export interface ChatLineOut {
  id: number;
  rid: string;
  msg: string;
  uid: number | null;
  nickname: string;
  time: number;
}

export class ChatHub {
  heartbeatTimeoutMs = 30_000;
  private readonly clients = new Set<Client>();
  private timer: NodeJS.Timeout | null = null;
  private guestSeq = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limits: () => LimitsConfig,
  ) {}

  get size(): number {
    return this.clients.size;
  }

  /** Opens a socket of an address, or refuses it (6011, closed) past the address's limit. */
  attach(socket: ChatSocket, ip = '', traditional = false): void {
    let fromIp = 0;
    for (const c of this.clients) if (c.ip === ip && c.socket.readyState < 2) fromIp++;
    if (fromIp >= this.limits().chatSocketsPerAddress) {
      this.refuse(socket, '聊天连接过多,请稍后再试', traditional);
      return;
    }
    const client: Client = {
      socket,
      ip,
      traditional,
      sid: null,
      sent: [],
      uid: null,
      nickname: '',
      guest: false,
      loggedIn: false,
      rooms: new Set(),
      lastSeen: this.clock.now(),
    };
    this.clients.add(client);
    this.ensureTimer();
    // One socket's messages are handled in the order they came: a login waits for the session
    // check in the database, and the line sent right after it must not overtake it.
    let queue: Promise<void> = Promise.resolve();
    socket.on('message', (raw: Buffer) => {
      client.lastSeen = this.clock.now();
      const text = raw.toString('utf8');
      queue = queue
        .then(() => this.onMessage(client, text))
        .catch(() =>
          this.send(client, ChatMsgId.error, { code: 6005, message: '服务开小差了,请稍后再试' }),
        );
    });
    socket.on('close', () => {
      this.clients.delete(client);
      if (this.clients.size === 0) this.stopTimer();
    });
  }

  /** Closes sockets that sent nothing (not even a heartbeat) within the timeout. */
  sweep(): number {
    const now = this.clock.now();
    let closed = 0;
    for (const c of this.clients) {
      if (c.socket.readyState >= 2) {
        this.clients.delete(c); // closing or closed already
        continue;
      }
      if (now - c.lastSeen > this.heartbeatTimeoutMs) {
        c.socket.close(4000, 'heartbeat timeout');
        this.clients.delete(c);
        closed++;
      }
    }
    return closed;
  }

  close(): void {
    this.stopTimer();
    for (const c of this.clients) c.socket.close(1001, 'server closing');
    this.clients.clear();
  }

  /** Logs out every socket that logged in with a session's jwt (the session ended). */
  endSession(token: string): number {
    const sid = sessionTag(token);
    let n = 0;
    for (const c of this.clients)
      if (c.sid === sid) {
        this.send(c, ChatMsgId.error, { code: 6001, message: '请重新登录' });
        c.socket.close(CHAT_CLOSE_SESSION_ENDED, 'session ended');
        this.clients.delete(c);
        n++;
      }
    return n;
  }

  private refuse(socket: ChatSocket, message: string, traditional: boolean): void {
    const text = traditional ? toTraditional(message) : message;
    if (socket.readyState === 1)
      socket.send(
        JSON.stringify({ msgId: ChatMsgId.error, msgData: { code: 6011, message: text } }),
      );
    socket.close(CHAT_CLOSE_TOO_MANY, 'too many');
  }

  /** Whether the session behind a jwt still lives (not logged out, not expired). */
  private async sessionLives(uid: number, sid: string | undefined): Promise<boolean> {
    if (!sid) return false;
    const rows = await this.db.query<{ token: string }>(
      'SELECT token FROM sessions WHERE member_id = $1 AND NOT revoked AND expires_at > $2',
      [uid, this.clock.now()],
    );
    return rows.some((r) => sessionTag(r.token) === sid);
  }

  /** Pushes an internal notification (msgId 60000) to a member's sockets. */
  notify(memberId: number, data: Record<string, unknown>): void {
    for (const c of this.clients)
      if (c.uid === memberId) this.send(c, ChatMsgId.notification, data);
  }

  private ensureTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.sweep(), 1000);
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private send(c: Client, msgId: number, msgData: unknown): void {
    // a 繁體 reader gets the server's texts converted (notifications, errors, a guest's name);
    // what players wrote (msgId send) is never changed
    const data = c.traditional && msgId !== ChatMsgId.send ? traditionalDeep(msgData) : msgData;
    if (c.socket.readyState === 1) c.socket.send(JSON.stringify({ msgId, msgData: data }));
  }

  private async onMessage(c: Client, text: string): Promise<void> {
    // anything but a JSON object is 6008, control characters and huge numbers 6007 (issue 42)
    const parsed = parseFrame(text);
    if ('refused' in parsed) {
      this.send(c, ChatMsgId.error, parsed.refused);
      return;
    }
    const frame = parsed.frame;
    const data = (
      frame.msgData && typeof frame.msgData === 'object' ? frame.msgData : {}
    ) as Record<string, unknown>;
    switch (frame.msgId) {
      case ChatMsgId.heartbeat:
        this.send(c, ChatMsgId.heartbeat, { time: this.clock.now() });
        return;
      case ChatMsgId.login: {
        const claims =
          typeof data.body === 'string' ? verifyJwt(data.body, this.clock.now()) : null;
        if (!claims || !(await this.sessionLives(Number(claims.sub), claims.sid))) {
          this.send(c, ChatMsgId.login, { code: 6001, message: '请重新登录' });
          return;
        }
        let mine = 0;
        for (const other of this.clients)
          if (other !== c && other.uid === Number(claims.sub) && other.socket.readyState < 2)
            mine++;
        if (mine >= this.limits().chatSocketsPerMember) {
          this.clients.delete(c);
          this.refuse(c.socket, '聊天连接过多,请先关闭其他窗口', c.traditional);
          return;
        }
        c.sid = claims.sid ?? null;
        c.uid = Number(claims.sub);
        c.nickname = claims.name;
        c.guest = false;
        c.loggedIn = true;
        this.send(c, ChatMsgId.login, {
          code: 6000,
          uid: c.uid,
          nickname: c.nickname,
          guest: false,
        });
        return;
      }
      case ChatMsgId.guestLogin:
        c.uid = null;
        c.guest = true;
        c.loggedIn = true;
        c.nickname = `游客${String(++this.guestSeq).padStart(4, '0')}`;
        this.send(c, ChatMsgId.guestLogin, { code: 6000, nickname: c.nickname, guest: true });
        return;
      case ChatMsgId.joinRoom: {
        if (!c.loggedIn) {
          this.send(c, ChatMsgId.error, { code: 6001, message: '请先登录聊天室' });
          return;
        }
        let rid = String(data.rid ?? '').slice(0, 64);
        if (!rid) {
          this.send(c, ChatMsgId.error, { code: 6007, message: '房间号不能为空' });
          return;
        }
        if (isSupportRoom(rid)) {
          // the support conversation is the member's own, whatever room the client named
          if (c.guest || c.uid === null) {
            this.send(c, ChatMsgId.error, { code: 6001, message: '请先登录后联系客服' });
            return;
          }
          rid = supportRoomOf(c.uid);
        }
        c.rooms.add(rid);
        this.send(c, ChatMsgId.joinRoom, { code: 6000, rid, online: this.online(rid) });
        return;
      }
      case ChatMsgId.send: {
        if (!c.loggedIn || c.guest || c.uid === null) {
          this.send(c, ChatMsgId.error, { code: 6001, message: '游客不能发言,请先登录' });
          return;
        }
        const msg = typeof data.msg === 'string' ? data.msg.trim() : '';
        if (!msg) return; // empty is ignored
        const at = this.clock.now();
        c.sent = c.sent.filter((t) => at - t < CHAT_RATE_WINDOW_MS);
        if (c.sent.length >= this.limits().chatMessagesPer10s) {
          this.send(c, ChatMsgId.error, { code: 6011, message: '发言太频繁,请稍后再试' });
          return;
        }
        c.sent.push(at);
        const named = String(data.rid ?? [...c.rooms][0] ?? '');
        const rid = isSupportRoom(named) ? supportRoomOf(c.uid) : named;
        if (!c.rooms.has(rid)) {
          this.send(c, ChatMsgId.error, { code: 6003, message: '请先进入房间' });
          return;
        }
        const text = msg.slice(0, MAX_CHAT_TEXT);
        const now = this.clock.now();
        const rows = await this.db.query<{ id: number }>(
          'INSERT INTO chat_messages (rid, member_id, name, msg, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [rid, c.uid, c.nickname, text, now],
        );
        const out = {
          id: Number(rows[0]?.id),
          rid,
          msg: text,
          uid: c.uid,
          nickname: c.nickname,
          time: now,
        };
        for (const other of this.clients)
          if (other.rooms.has(rid)) this.send(other, ChatMsgId.send, out);
        if (isSupportRoom(rid)) await this.autoAnswer(rid, now);
        return;
      }
      default:
        this.send(c, ChatMsgId.error, { code: 6007, message: '不支持的消息类型' });
    }
  }

  /** The automatic first answer in a support room, unless support spoke in the last half hour. */
  private async autoAnswer(rid: string, now: number): Promise<void> {
    const recent = await this.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM chat_messages WHERE rid = $1 AND member_id IS NULL AND created_at > $2',
      [rid, now - SUPPORT_AUTO_GAP_MS],
    );
    if (Number(recent[0]?.n ?? 0) > 0) return;
    await this.postAsSupport(rid, supportAutoAnswer(now));
  }

  /**
   * Writes a line of support into a support room (kept in the history) and pushes it to the
   * sockets in that room only. A 繁體 reader gets it in traditional characters, the automatic
   * answer and a staff answer alike (staff write simplified; the history converts them the same
   * way, server/app.ts), as every text of the server; only what players wrote goes as written.
   */
  async postAsSupport(rid: string, msg: string): Promise<ChatLineOut> {
    const text = msg.trim().slice(0, MAX_CHAT_TEXT);
    const now = this.clock.now();
    const rows = await this.db.query<{ id: number }>(
      'INSERT INTO chat_messages (rid, member_id, name, msg, created_at) VALUES ($1, NULL, $2, $3, $4) RETURNING id',
      [rid, SUPPORT_NAME, text, now],
    );
    const out: ChatLineOut = {
      id: Number(rows[0]?.id),
      rid,
      msg: text,
      uid: null,
      nickname: SUPPORT_NAME,
      time: now,
    };
    for (const c of this.clients)
      if (c.rooms.has(rid))
        this.send(
          c,
          ChatMsgId.send,
          c.traditional
            ? {
                ...out,
                nickname: toTraditional(SUPPORT_NAME),
                msg: toTraditional(text),
              }
            : out,
        );
    return out;
  }

  private online(rid: string): number {
    let n = 0;
    for (const c of this.clients) if (c.rooms.has(rid)) n++;
    return n;
  }
}

export function registerChat(app: FastifyInstance, services: { chat: ChatHub }): void {
  app.get(CHAT_PATH, { websocket: true }, (socket, req) => {
    // The handshake names the client type (web) and the site (asyncapi bindings.ws.query).
    const q = req.query as Record<string, string | undefined>;
    const s = socket as ChatSocket;
    if (q.client !== 'web' || !q.siteId) {
      s.send(
        JSON.stringify({ msgId: ChatMsgId.error, msgData: { code: 6008, message: '非法请求' } }),
      );
      s.close(4008, 'client=web and siteId are required');
      return;
    }
    services.chat.attach(s, req.ip, snapshotLanguageOf(req.headers.cookie) === 'zh-TW');
  });
  app.addHook('onClose', async () => services.chat.close());
}
