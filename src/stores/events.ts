// The typed event bus of spec section 4: auth events and the other UI events. The SDK's own
// events (login_expired, bind_real_name) travel on the same bus. A user-facing text here is a
// MessageKey (src/domain/messages.zh-CN.ts, translated by the components) or the server's own text.

import type { MessageKey } from '../domain/messages';

export type AuthTab = 1 | 2; // 1 = login, 2 = register

export interface TipsOptions {
  /** A MessageKey or a text; default tipsTitle (温馨提示). */
  title?: MessageKey | string;
  /** The server's own text or a MessageKey. */
  content: MessageKey | string;
  confirmText?: MessageKey | string;
  /** When given, a cancel button shows with this text (a MessageKey or a text). */
  cancelText?: MessageKey | string;
  closable?: boolean;
  onConfirm?: () => void;
  onCancel?: () => void;
}

export type AppEvent =
  // auth events
  | { type: 'switch_auth_way'; tab: AuthTab }
  | { type: 'login' }
  | { type: 'register' }
  | { type: 'login_success'; userId: string }
  /** hadToken: whether the failed call carried a token (from the SDK). */
  | { type: 'login_expired'; hadToken?: boolean }
  | { type: 'forget_password' }
  | { type: 'newDevice' }
  | { type: 'closeAuth' }
  | { type: 'password_change_success' }
  // raised by a login check with a prompt flag while logged out
  | { type: 'login_tip'; message: MessageKey | string; display: 'dialog' | 'toast' }
  // from the SDK: code 6449
  | { type: 'bind_real_name'; message: string }
  // other UI events
  | { type: 'show_tips'; tips: TipsOptions }
  | { type: 'show_loading'; text?: MessageKey | string; autoClose?: boolean }
  | { type: 'dismiss_loading' }
  | { type: 'venue_entry'; open: boolean }
  | { type: 'slot_tab_index'; index: number }
  // asks the app layer to navigate (stores own no router)
  | { type: 'navigate'; to: string };

export type AppEventType = AppEvent['type'];
export type EventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>;

type Handler<T extends AppEventType> = (event: EventOf<T>) => void;

export class EventBus {
  private readonly handlers = new Map<AppEventType, Set<(event: AppEvent) => void>>();
  private readonly anyHandlers = new Set<(event: AppEvent) => void>();

  on<T extends AppEventType>(type: T, handler: Handler<T>): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    const wrapped = handler as (event: AppEvent) => void;
    set.add(wrapped);
    return () => {
      set.delete(wrapped);
    };
  }

  onAny(handler: (event: AppEvent) => void): () => void {
    this.anyHandlers.add(handler);
    return () => {
      this.anyHandlers.delete(handler);
    };
  }

  emit(event: AppEvent): void {
    for (const handler of [...(this.handlers.get(event.type) ?? [])]) handler(event);
    for (const handler of [...this.anyHandlers]) handler(event);
  }
}
