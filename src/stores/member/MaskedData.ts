// The member's masked phone, e-mail and real name (member/info sends them masked), revealed on
// request through common/singleDataDecryption. An answer the server marks cacheable (flag) is
// kept under the DD_ prefix of section 3 as { data, flag } for the session: logout and the
// login-expired code clear every DD_ entry (SessionStore.clearSession). The server reveals only
// the member's own data and limits how often. With the site's hiddenRealNumber flag the phone
// number is never revealed (the server refuses too).
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../RootStore';
import { DECRYPTED_CACHE_PREFIX } from '../storageKeys';
import { errorText, isHandledGlobally, readString } from '../util';
import type { MessageKey } from '../../domain';

export type MaskedKind = 'phone' | 'email' | 'realName';

export type RevealResult =
  { ok: true; value: string } | { ok: false; message: MessageKey | string };

/** The DD_ key of one masked value (the masked text names it: a new binding is a new entry). */
export function decryptedKey(kind: MaskedKind, masked: string): string {
  return `${DECRYPTED_CACHE_PREFIX}${kind}_${masked}`;
}

export class MaskedData {
  /** The values shown in clear now (hidden again by `hide`). */
  shown: Partial<Record<MaskedKind, string>> = {};
  /** A reveal under way. */
  busy: MaskedKind | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MaskedData, 'root'>(this, { root: false });
  }

  /** The masked text of member/info, or null when nothing is bound. */
  masked(kind: MaskedKind): string | null {
    const value = readString(this.root.session.userInfo, kind);
    return value && value !== '' ? value : null;
  }

  /** Whether an eye button is offered: something bound, and no phone with hiddenRealNumber. */
  canReveal(kind: MaskedKind): boolean {
    if (kind === 'phone' && this.root.site.flags.hiddenRealNumber) return false;
    return this.masked(kind) !== null;
  }

  /** The text to show: the clear value while revealed, else the masked one. */
  text(kind: MaskedKind): string {
    return this.shown[kind] ?? this.masked(kind) ?? '';
  }

  isShown(kind: MaskedKind): boolean {
    return this.shown[kind] !== undefined;
  }

  hide(kind: MaskedKind): void {
    delete this.shown[kind];
  }

  /** Reveals one value: from the DD_ cache when there, else from the server (then cached). */
  async reveal(kind: MaskedKind): Promise<RevealResult> {
    const masked = this.masked(kind);
    if (masked === null || !this.canReveal(kind))
      return { ok: false, message: 'revealUnavailable' };
    const key = decryptedKey(kind, masked);
    const cached = readCache(this.root.storage.getItem(key));
    if (cached !== null) {
      this.shown[kind] = cached;
      return { ok: true, value: cached };
    }
    this.busy = kind;
    try {
      const answer = await this.root.call('commonSingleDataDecryption', {
        type: kind,
        data: masked,
      });
      if (answer.flag) this.root.storage.setItem(key, JSON.stringify(answer));
      runInAction(() => {
        this.shown[kind] = answer.data;
      });
      return { ok: true, value: answer.data };
    } catch (error) {
      if (isHandledGlobally(error)) return { ok: false, message: '' };
      return { ok: false, message: errorText(error) };
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }
}

function readCache(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null) {
      const { data, flag } = parsed as { data?: unknown; flag?: unknown };
      if (typeof data === 'string' && flag === true) return data;
    }
  } catch {
    // a damaged entry is ignored and replaced by the next answer
  }
  return null;
}
