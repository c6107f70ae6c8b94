// Both catalogues at once, for tests and stories; the site loads traditional on demand (site.ts).
import type { i18n as I18n } from 'i18next';
import { type Catalogue, zhCN } from './locales/zh-CN';
import { zhTW } from './locales/zh-TW';
import { DEFAULT_LOCALE, initI18n, simplifiedCatalogue, type Locale } from './instance';
import { traditionalCatalogue } from './traditional';

export { DEFAULT_LOCALE, LOCALES, resolveLocale, type Locale } from './instance';

/** The site's own catalogues, each merged with the domain's messages (domain keys top level). */
export const catalogues: Record<Locale, Catalogue> = {
  'zh-CN': simplifiedCatalogue,
  'zh-TW': traditionalCatalogue,
};

/** A new, synchronously initialised i18next instance with both catalogues (one per story or test). */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  return initI18n(locale, catalogues);
}

/** Every dotted key of a catalogue. */
export function flattenKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flattenKeys(value, `${prefix}${key}.`),
  );
}

export { zhCN, zhTW };
export type { Catalogue };
