// Period texts are read from the catalogue (messageText), not through i18next's t(): they must
// read exactly as t() would give them, in both languages.
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../domain/messages';
import { createSiteI18n, switchLocale } from './site';
import { messageText } from './useLanguage';

/** Every {{name}} of a key's simplified text, given a value. */
function valuesFor(template: string): Record<string, string> {
  return Object.fromEntries(
    [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => [m[1], `<${m[1]}>`]),
  );
}

describe('messageText', () => {
  it("reads every domain message as i18next's t() does, simplified and traditional", async () => {
    const i18n = createSiteI18n();
    for (const key of messageKeys) {
      const values = valuesFor(i18n.t(key));
      expect(messageText(i18n, 'zh-CN', key, values)).toBe(i18n.t(key, values));
    }
    await switchLocale(i18n, 'zh-TW');
    for (const key of messageKeys) {
      const values = valuesFor(i18n.t(key));
      expect(messageText(i18n, 'zh-TW', key, values)).toBe(i18n.t(key, values));
    }
    expect(messageText(i18n, 'zh-TW', 'periodFirstHalf')).toBe('上半場');
    expect(messageText(i18n, 'zh-TW', 'periodInning', { inning: 3 })).toBe('第3局');
  });

  it('falls back to simplified where the language has no catalogue yet', () => {
    const i18n = createSiteI18n();
    expect(messageText(i18n, 'zh-TW', 'periodFirstHalf')).toBe('上半场');
  });
});
