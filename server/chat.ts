// Chat over a websocket with the msgId protocol (spec sections 3, 7 and 9; openapi/asyncapi.yaml):
// login 10001 (jwt), guest login 10019, join room 10002, send 10003, heartbeat 0 (a socket
// silent for longer than the heartbeat timeout is closed), history over HTTP (`history`).
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/adapter.ts';
import type { Clock } from './clock.ts';
import { verifyJwt } from './jwt.ts';

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

interface Client {
  socket: ChatSocket;
  uid: number | null;
  nickname: string;
  guest: boolean;
  loggedIn: boolean;
  rooms: Set<string>;
  lastSeen: number;
}

export class ChatHub {
  heartbeatTimeoutMs = 30_000;
  private readonly clients = new Set<Client>();
  private timer: NodeJS.Timeout | null = null;
  private guestSeq = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  get size(): number {
    return this.clients.size;
  }

  attach(socket: ChatSocket): void {
    const client: Client = {
      socket,
      uid: null,
      nickname: '',
      guest: false,
      loggedIn: false,
      rooms: new Set(),
      lastSeen: this.clock.now(),
    };
    this.clients.add(client);
    this.ensureTimer();
    socket.on('message', (raw: Buffer) => {
      client.lastSeen = this.clock.now();
      void this.onMessage(client, raw.toString('utf8')).catch(() =>
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
    if (c.socket.readyState === 1) c.socket.send(JSON.stringify({ msgId, msgData }));
  }

  private async onMessage(c: Client, text: string): Promise<void> {
    let frame: { msgId?: unknown; msgData?: unknown };
    try {
      frame = JSON.parse(text) as { msgId?: unknown; msgData?: unknown };
    } catch {
      this.send(c, ChatMsgId.error, { code: 6008, message: '非法请求' });
      return;
    }
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
        if (!claims) {
          this.send(c, ChatMsgId.login, { code: 6001, message: '请重新登录' });
          return;
        }
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
        const rid = String(data.rid ?? '').slice(0, 64);
        if (!rid) {
          this.send(c, ChatMsgId.error, { code: 6007, message: '房间号不能为空' });
          return;
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
        const rid = String(data.rid ?? [...c.rooms][0] ?? '');
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
        return;
      }
      default:
        this.send(c, ChatMsgId.error, { code: 6007, message: '不支持的消息类型' });
    }
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
    services.chat.attach(s);
  });
  app.addHook('onClose', async () => services.chat.close());
}
