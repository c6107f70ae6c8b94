import { makeAutoObservable, runInAction } from 'mobx';
import {
  CHAT_HEARTBEAT_MS,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_RECONNECT_MS,
  CHAT_SEND_RETRY_MS,
  ChatDecoder,
  MsgId,
  chatText,
  encode,
  guestLogin,
  heartbeat,
  joinRoom,
  login,
  type IncomingMessage,
  type RoomId,
} from '../../sdk/chat/protocol';
import { SOCKET_OPEN, type SocketLike, type TimerHandle } from '../deps';
import type { RootStore } from '../RootStore';
import { asRecord, errorText, readString } from '../util';

export type ChatStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** The site's public room (the chat button joins it). */
export const DEFAULT_CHAT_ROOM = 'room-1';

export interface ChatLine {
  /** The client id of a line we sent (cid), else the server's id, else a local one. */
  key: string;
  rid: RoomId | null;
  msg: string;
  uid: string | null;
  nickname: string | null;
  time: number | string | null;
  raw: Record<string, unknown>;
}

/** A line waiting for the link: it is written exactly once, on the first open socket. */
export interface OutboxEntry {
  cid: string;
  rid: RoomId;
  msg: string;
}

export interface HistoryQuery {
  category?: number;
  categoryType?: number;
  beginTime?: number;
  endTime?: number;
}

/**
 * The chat socket (spec sections 4 and 9): login (or guest login) on open, heartbeat every
 * 10 s, reconnect 5 s after a close, and an outbox retried every 300 ms while the link is down.
 */
export class ChatStore {
  status: ChatStatus = 'idle';
  /** Open, and the login frame sent: lines may go out. */
  linkUp = false;
  roomId: RoomId | null = null;
  lines: ChatLine[] = [];
  outbox: OutboxEntry[] = [];
  historyPage = 0;
  historyHasMore = true;
  historyLoading = false;
  historyError: string | null = null;
  notifications: Record<string, unknown>[] = [];
  /** The chat panel is shown; lines arriving while it is closed are counted as unseen. */
  panelOpen = false;
  unseen = 0;

  private socket: SocketLike | null = null;
  private started = false;
  private heartbeatTimer: TimerHandle | null = null;
  private reconnectTimer: TimerHandle | null = null;
  private retryTimer: TimerHandle | null = null;
  private readonly decoder = new ChatDecoder();
  private seq = 0;
  private readonly clientId: string;

  constructor(private readonly root: RootStore) {
    this.clientId = root.clock.now().toString(36) + Math.random().toString(36).slice(2, 8);
    makeAutoObservable<
      ChatStore,
      | 'root'
      | 'socket'
      | 'started'
      | 'heartbeatTimer'
      | 'reconnectTimer'
      | 'retryTimer'
      | 'decoder'
      | 'seq'
      | 'clientId'
    >(this, {
      root: false,
      socket: false,
      started: false,
      heartbeatTimer: false,
      reconnectTimer: false,
      retryTimer: false,
      decoder: false,
      seq: false,
      clientId: false,
    });
  }

  /** Lines still waiting to go out (shown as "sending"). */
  get pendingCount(): number {
    return this.outbox.length;
  }

  // ---- connection ---------------------------------------------------------------------------

  /** The app's start: join the site's room and open the link (guest or member login). */
  start(rid: RoomId = DEFAULT_CHAT_ROOM): void {
    this.join(rid);
    this.connect();
  }

  setPanelOpen(open: boolean): void {
    this.panelOpen = open;
    if (open) this.unseen = 0;
  }

  /** Waiting to reconnect after the link dropped (shown to the player). */
  get reconnecting(): boolean {
    return this.started && this.status === 'closed';
  }

  connect(): void {
    if (this.started) return;
    this.started = true;
    this.openSocket();
  }

  disconnect(): void {
    this.started = false;
    this.clearTimer('reconnectTimer');
    this.clearTimer('heartbeatTimer');
    this.clearTimer('retryTimer');
    const socket = this.socket;
    this.socket = null;
    this.linkUp = false;
    this.status = 'closed';
    socket?.close();
  }

  /** Login or logout: the link logs in again with the new identity. */
  onSessionChanged(): void {
    if (!this.started) return;
    const old = this.socket;
    this.socket = null;
    this.linkUp = false;
    this.clearTimer('heartbeatTimer');
    this.clearTimer('reconnectTimer');
    old?.close();
    this.openSocket();
  }

  private openSocket(): void {
    this.status = 'connecting';
    this.linkUp = false;
    const socket = this.root.socketFactory(this.root.chatUrl);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket === socket) void this.handleOpen(socket);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.handleClose();
    };
    socket.onerror = () => undefined; // a close follows
    socket.onmessage = (ev) => {
      if (this.socket === socket) this.handleMessage(ev.data);
    };
  }

  private async handleOpen(socket: SocketLike): Promise<void> {
    runInAction(() => {
      this.status = 'open';
    });
    const session = this.root.session;
    const token = session.token;
    const jwt = token ? await session.fetchChatJwt() : null;
    if (this.socket !== socket || socket.readyState !== SOCKET_OPEN) return;
    try {
      socket.send(encode(token && jwt ? login(token, jwt) : guestLogin()));
      if (this.roomId !== null) socket.send(encode(joinRoom(this.roomId)));
    } catch {
      return; // the close handler reconnects
    }
    runInAction(() => {
      this.linkUp = true;
    });
    this.clearTimer('heartbeatTimer');
    this.heartbeatTimer = this.root.clock.setInterval(() => this.beat(), CHAT_HEARTBEAT_MS);
    this.flush();
  }

  private beat(): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== SOCKET_OPEN) return;
    try {
      socket.send(encode(heartbeat()));
    } catch {
      // the close handler reconnects
    }
  }

  private handleClose(): void {
    this.socket = null;
    this.linkUp = false;
    this.status = 'closed';
    this.clearTimer('heartbeatTimer');
    if (!this.started) return;
    this.clearTimer('reconnectTimer');
    this.reconnectTimer = this.root.clock.setTimeout(() => {
      this.reconnectTimer = null;
      if (this.started && this.socket === null) this.openSocket();
    }, CHAT_RECONNECT_MS);
  }

  // ---- rooms and lines ----------------------------------------------------------------------

  join(rid: RoomId): void {
    if (this.roomId !== rid) {
      this.lines = [];
      this.historyPage = 0;
      this.historyHasMore = true;
    }
    this.roomId = rid;
    const socket = this.socket;
    if (this.linkUp && socket && socket.readyState === SOCKET_OPEN) {
      try {
        socket.send(encode(joinRoom(rid)));
      } catch {
        // joined again on the next open
      }
    }
  }

  /** Queues a line (trimmed; empty ignored) and sends it as soon as the link is up. */
  send(text: string): boolean {
    const msg = chatText(text);
    if (msg === null || this.roomId === null) return false;
    this.outbox.push({ cid: `${this.clientId}-${++this.seq}`, rid: this.roomId, msg });
    this.flush();
    if (this.outbox.length > 0) this.ensureRetry();
    return true;
  }

  /** Writes the outbox in order; each entry leaves it once written to an open socket. */
  flush(): void {
    const socket = this.socket;
    while (this.outbox.length > 0 && this.linkUp && socket && socket.readyState === SOCKET_OPEN) {
      const entry = this.outbox[0];
      if (!entry) break;
      try {
        socket.send(
          encode({
            msgId: MsgId.Send,
            msgData: { rid: entry.rid, msg: entry.msg, cid: entry.cid },
          }),
        );
      } catch {
        break;
      }
      this.outbox.shift();
    }
    if (this.outbox.length === 0) this.clearTimer('retryTimer');
  }

  private ensureRetry(): void {
    if (this.retryTimer !== null) return;
    this.retryTimer = this.root.clock.setInterval(() => this.flush(), CHAT_SEND_RETRY_MS);
  }

  private handleMessage(raw: unknown): void {
    const message = this.decoder.decode(raw);
    if (!message) return;
    this.receive(message);
  }

  private receive(message: IncomingMessage): void {
    if (message.msgId === MsgId.Send) {
      this.addLines([toLine(message.msgData)], 'append');
    } else if (message.msgId === MsgId.Notification) {
      this.notifications.push(message.msgData);
      void this.root.inbox.refreshUnread().catch(() => undefined);
    }
  }

  private addLines(lines: ChatLine[], where: 'append' | 'prepend'): void {
    const known = new Set(this.lines.map((l) => l.key));
    const fresh = lines.filter((l) => {
      if (known.has(l.key)) return false;
      known.add(l.key);
      return true;
    });
    this.lines = where === 'append' ? [...this.lines, ...fresh] : [...fresh, ...this.lines];
    if (where === 'append' && !this.panelOpen) this.unseen += fresh.length;
  }

  // ---- history ------------------------------------------------------------------------------

  /** Older lines can be asked for: the history is for members (a visitor reads the live room). */
  get historyAvailable(): boolean {
    return this.historyHasMore && this.root.session.isLoggedIn;
  }

  /** The next older page of 15 lines of the room (members only; nothing for a visitor). */
  async loadHistory(query: HistoryQuery = {}): Promise<void> {
    if (this.roomId === null || this.historyLoading || !this.historyAvailable) return;
    const rid = this.roomId;
    const pageNum = this.historyPage + 1;
    this.historyLoading = true;
    this.historyError = null;
    try {
      const data = await this.root.call('history', {
        rid: String(rid),
        pageNum,
        pageSize: CHAT_HISTORY_PAGE_SIZE,
        ...query,
      });
      const list: unknown[] = Array.isArray(data?.list) ? data.list : [];
      runInAction(() => {
        if (this.roomId !== rid) return;
        // pages come newest first; shown oldest first
        this.addLines(list.map((item) => toLine(asRecord(item))).reverse(), 'prepend');
        this.historyPage = pageNum;
        this.historyHasMore = list.length >= CHAT_HISTORY_PAGE_SIZE;
      });
    } catch (error) {
      runInAction(() => {
        this.historyError = errorText(error);
      });
    } finally {
      runInAction(() => {
        this.historyLoading = false;
      });
    }
  }

  private clearTimer(name: 'heartbeatTimer' | 'reconnectTimer' | 'retryTimer'): void {
    const handle = this[name];
    if (handle === null) return;
    if (name === 'reconnectTimer') this.root.clock.clearTimeout(handle);
    else this.root.clock.clearInterval(handle);
    this[name] = null;
  }
}

let localSeq = 0;

function toLine(data: Record<string, unknown>): ChatLine {
  const rid = data['rid'];
  const time = data['time'];
  const key =
    readString(data, 'cid') ??
    readString(data, 'id') ??
    readString(data, 'msgUuid') ??
    `local-${++localSeq}`;
  return {
    key,
    rid: typeof rid === 'string' || typeof rid === 'number' ? rid : null,
    msg: readString(data, 'msg') ?? '',
    uid: readString(data, 'uid'),
    nickname: readString(data, 'nickName') ?? readString(data, 'nickname'),
    time: typeof time === 'number' || typeof time === 'string' ? time : null,
    raw: data,
  };
}
