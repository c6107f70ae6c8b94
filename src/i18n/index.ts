import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhCN, type Catalogue } from './locales/zh-CN';
import { zhTW } from './locales/zh-TW';
import { domainCatalogues } from './domain';

export type Locale = 'zh-CN' | 'zh-TW';
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const LOCALES: readonly Locale[] = ['zh-CN', 'zh-TW'];

/** The site's own catalogues, each merged with the domain's messages (domain keys top level). */
export const catalogues: Record<Locale, Catalogue> = {
  'zh-CN': { ...zhCN, ...domainCatalogues['zh-CN'] },
  'zh-TW': { ...zhTW, ...domainCatalogues['zh-TW'] },
};

/** Traditional when the site is configured so (zh-TW, zh-HK, tw, traditional ...), else simplified. */
export function resolveLocale(configured: string | null | undefined): Locale {
  const value = (configured ?? '').trim().toLowerCase().replace('_', '-');
  if (['zh-tw', 'zh-hk', 'zh-hant', 'tw', 'traditional', 'zh_tw'].includes(value)) return 'zh-TW';
  return DEFAULT_LOCALE;
}

/** A new, synchronously initialised i18next instance (one per app, story or test). */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: {
      'zh-CN': { translation: catalogues['zh-CN'] },
      'zh-TW': { translation: catalogues['zh-TW'] },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Every dotted key of a catalogue. */
export function flattenKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flattenKeys(value, `${prefix}${key}.`),
  );
}

export { zhCN, zhTW };
export type { Catalogue };
