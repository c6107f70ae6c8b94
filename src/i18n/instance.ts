import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from './locales/zh-CN';
import { zhCN } from './locales/zh-CN';
import { domainSimplified } from './domain';

export type Locale = 'zh-CN' | 'zh-TW';
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const LOCALES: readonly Locale[] = ['zh-CN', 'zh-TW'];

/** The simplified catalogue: the site's own texts merged with the domain's (keys top level). */
export const simplifiedCatalogue: Catalogue = { ...zhCN, ...domainSimplified };

/** Traditional when the site is configured so (zh-TW, zh-HK, tw, traditional ...), else simplified. */
export function resolveLocale(configured: string | null | undefined): Locale {
  const value = (configured ?? '').trim().toLowerCase().replace('_', '-');
  if (['zh-tw', 'zh-hk', 'zh-hant', 'tw', 'traditional', 'zh_tw'].includes(value)) return 'zh-TW';
  return DEFAULT_LOCALE;
}

/** A new, synchronously initialised i18next instance over the given catalogues. */
export function initI18n(locale: Locale, resources: Partial<Record<Locale, Catalogue>>): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: Object.fromEntries(
      Object.entries(resources).map(([lng, catalogue]) => [lng, { translation: catalogue }]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}
