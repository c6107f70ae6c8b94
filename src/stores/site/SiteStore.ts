import { makeAutoObservable, runInAction } from 'mobx';
import { OWN_BOOK } from '../../sdk/bootData';
import type { RootStore } from '../RootStore';
import { StorageKey } from '../storageKeys';
import { asRecord, errorText, readString } from '../util';

export type Language = 'zh-CN' | 'zh-TW';
export type Edition = 'classic' | 'professional';
export type ThemeName = 'light' | 'dark';

/** The site feature flags of spec section 1. */
export interface FeatureFlags {
  hiddenAgent: boolean;
  hiddenRealNumber: boolean;
  withdrawPasswordEnabled: boolean;
  vipNoSave: boolean;
  /** The permanent site address, when configured. */
  foreverSite: string | null;
  selfSport: boolean;
  innerGame: boolean;
  defaultLanguage: Language;
  /** Deposit enabled: with 0 the deposit pages redirect to not-found (guard 3). */
  deposit: boolean;
  /** Calls travel in the encrypted envelope (spec section 7; src/sdk/safe.ts). */
  safeSwitch: boolean;
}

export const DEFAULT_FLAGS: FeatureFlags = {
  hiddenAgent: false,
  hiddenRealNumber: false,
  // asked until the site says otherwise (the safe side)
  withdrawPasswordEnabled: true,
  vipNoSave: false,
  foreverSite: null,
  // the own book is offered until the site says otherwise
  selfSport: true,
  innerGame: false,
  defaultLanguage: 'zh-CN',
  deposit: true,
  safeSwitch: false,
};

/** The boolean flags of siteBaseConfig (preInfo). */
const BOOLEAN_FLAGS = [
  'hiddenAgent',
  'hiddenRealNumber',
  'withdrawPasswordEnabled',
  'vipNoSave',
  'selfSport',
  'innerGame',
  'deposit',
  'safeSwitch',
] as const;

/** Query parameter names accepted for the referral and invitation codes (any letter case). */
const REFERRAL_PARAMS = ['rcode', 'r_code', 'referralcode'];
const INVITE_PARAMS = ['icode', 'i_code', 'invitecode'];

export const EDITION_THEME: Record<Edition, ThemeName> = { classic: 'light', professional: 'dark' };

export class SiteStore {
  preInfo: Record<string, unknown> | null = null;
  ip: string | null = null;
  title = '';
  h5DomainUrl: string | null = null;
  /** The address players reach the site at, when the site configures one (preInfo publicUrl, a
   * web address); null: the page's own address. */
  publicUrl: string | null = null;
  flags: FeatureFlags = { ...DEFAULT_FLAGS };
  language: Language;
  edition: Edition;
  /** Guard 4: an embedded sports channel (enName crty) is showing. */
  sportsChannelMode = false;
  referralCode: string | null;
  inviteCode: string | null;
  originUrl: string | null;
  loadError: string | null = null;

  constructor(private readonly root: RootStore) {
    const s = root.storage;
    this.language = s.getItem(StorageKey.language) === 'zh-TW' ? 'zh-TW' : 'zh-CN';
    this.edition = s.getItem(StorageKey.edition) === 'professional' ? 'professional' : 'classic';
    this.referralCode = s.getItem(StorageKey.referralCode);
    this.inviteCode = s.getItem(StorageKey.inviteCode);
    this.originUrl = s.getItem(StorageKey.originUrl);
    makeAutoObservable<SiteStore, 'root'>(this, { root: false });
  }

  get hostname(): string {
    return this.root.location.host;
  }

  /** Classic is light, professional dark. */
  get theme(): ThemeName {
    return EDITION_THEME[this.edition];
  }

  /**
   * Guard 6: the mobile site address (preInfo h5DomainUrl) with the invitation and referral
   * codes appended as icode and rcode; null until pre-info is known.
   */
  get mobileSiteUrl(): string | null {
    if (!this.h5DomainUrl) return null;
    let url: URL;
    try {
      // A relative address (as the reference server seeds it) is on this site's own origin.
      url = new URL(this.h5DomainUrl, this.root.location.href);
    } catch {
      return null;
    }
    if (this.inviteCode) url.searchParams.set('icode', this.inviteCode);
    if (this.referralCode) url.searchParams.set('rcode', this.referralCode);
    return url.toString();
  }

  /** Whether a venue is offered: the own sports book (XMTY) only while the site's selfSport flag
   * is on; every other venue always. Menus, home, /game/sport and the board's route ask this. */
  venueOffered(enName: string): boolean {
    return this.flags.selfSport || enName.toUpperCase() !== OWN_BOOK;
  }

  setEdition(edition: Edition): void {
    this.edition = edition;
    this.root.storage.setItem(StorageKey.edition, edition);
  }

  setLanguage(language: Language): void {
    this.language = language;
    this.root.storage.setItem(StorageKey.language, language);
  }

  setSportsChannelMode(on: boolean): void {
    this.sportsChannelMode = on;
  }

  /**
   * Start-up: reads the referral (rcode) and invitation (icode) codes from the page address,
   * in the query or in the hash, any letter case, and stores them with the landing address.
   */
  captureLanding(): void {
    const params = addressParams(this.root.location);
    const rcode = firstParam(params, REFERRAL_PARAMS);
    const icode = firstParam(params, INVITE_PARAMS);
    const s = this.root.storage;
    if (rcode) {
      this.referralCode = rcode;
      s.setItem(StorageKey.referralCode, rcode);
    }
    if (icode) {
      this.inviteCode = icode;
      s.setItem(StorageKey.inviteCode, icode);
    }
    if (rcode || icode || this.originUrl === null) {
      this.originUrl = this.root.location.href;
      s.setItem(StorageKey.originUrl, this.root.location.href);
    }
  }

  /** Site pre-info: ip, title, h5 domain and the feature flags. */
  async loadPreInfo(): Promise<boolean> {
    try {
      // at start-up the page's own copy answers (RootStore.call); a later load asks the server
      const data = await this.root.call('configurationPreInfo', {});
      const config = asRecord(asRecord(data)['siteBaseConfig']);
      runInAction(() => {
        this.preInfo = { ...asRecord(data) };
        this.ip = readString(data, 'ip');
        this.title = readString(config, 'title') ?? '';
        this.h5DomainUrl = readString(config, 'h5DomainUrl');
        this.publicUrl = webAddress(readString(config, 'publicUrl'));
        this.flags = readFlags(config);
        this.loadError = null;
        // The configured language applies unless the visitor chose one.
        if (this.root.storage.getItem(StorageKey.language) === null)
          this.language = this.flags.defaultLanguage;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.loadError = errorText(error);
      });
      return false;
    }
  }
}

/** A configured http(s) address, else null. */
function webAddress(value: string | null): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function flagValue(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

function readFlags(config: Record<string, unknown>): FeatureFlags {
  const flags: FeatureFlags = { ...DEFAULT_FLAGS };
  for (const flag of BOOLEAN_FLAGS) {
    const v = flagValue(config[flag]);
    if (v !== null) flags[flag] = v;
  }
  const forever = readString(config, 'foreverSite');
  flags.foreverSite = forever && forever.trim() !== '' ? forever : null;
  flags.defaultLanguage = readString(config, 'defaultLanguage') === 'zh-TW' ? 'zh-TW' : 'zh-CN';
  return flags;
}

function addressParams(location: { href: string; search: string }): URLSearchParams {
  const params = new URLSearchParams(location.search);
  const hash = location.href.split('#')[1] ?? '';
  const q = hash.indexOf('?');
  if (q >= 0) for (const [k, v] of new URLSearchParams(hash.slice(q + 1))) params.append(k, v);
  return params;
}

function firstParam(params: URLSearchParams, names: readonly string[]): string | null {
  for (const [key, value] of params) {
    if (names.includes(key.toLowerCase()) && value.trim() !== '') return value.trim();
  }
  return null;
}
