// The site's i18n: simplified in the first script, traditional loaded when it is chosen (the
// 简/繁 switch or the site's configured language) before the language changes, so a page never
// shows a mix or missing keys.
import type { i18n as I18n } from 'i18next';
import { initI18n, simplifiedCatalogue, type Locale } from './instance';
import { loadTraditionalHalves } from './screenTexts';

export function createSiteI18n(): I18n {
  return initI18n('zh-CN', { 'zh-CN': simplifiedCatalogue });
}

/** Loads the locale's catalogue if needed, then switches to it. */
export async function switchLocale(i18n: I18n, locale: Locale): Promise<void> {
  // i18next announces a change even to the language it is in, and every text on the page would
  // render again (start-up asks for the language the first render already has)
  if (i18n.language === locale) return;
  if (locale === 'zh-TW' && !i18n.hasResourceBundle('zh-TW', 'translation')) {
    const [{ traditionalCatalogue }] = await Promise.all([
      import('./traditional'),
      loadTraditionalHalves(),
    ]);
    i18n.addResourceBundle('zh-TW', 'translation', traditionalCatalogue);
  }
  await i18n.changeLanguage(locale);
}
