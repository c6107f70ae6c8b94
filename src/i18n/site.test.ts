// The site's language switch: traditional texts of the first script (the chrome, home) are kept
// out of it and must be there before the page shows traditional.
import { describe, expect, it } from 'vitest';
import { chromeTexts } from '../app/layouts/texts';
import { homeTextsFor } from '../screens/home/texts';
import { createSiteI18n, switchLocale } from './site';

describe('switchLocale', () => {
  it("loads the chrome's and home's traditional texts before the page turns traditional", async () => {
    const i18n = createSiteI18n();
    expect(i18n.language).toBe('zh-CN');
    expect(homeTextsFor('zh-CN').login).toBe('登录');
    // not in the first script: not there before the switch asks for it
    expect(homeTextsFor('zh-TW').brand).toBe('体育娱乐');
    await switchLocale(i18n, 'zh-TW');
    expect(i18n.language).toBe('zh-TW');
    expect(i18n.t('common.loading')).toBe('載入中...');
    expect(chromeTexts.zhTW.openMenu).toBe('開啟選單');
    expect(homeTextsFor('zh-TW').brand).toBe('體育娛樂');
  });

  it('leaves the page alone when asked for the language it already shows (no re-render of every text)', async () => {
    const i18n = createSiteI18n();
    const changes: string[] = [];
    i18n.on('languageChanged', (lng: string) => changes.push(lng));
    await switchLocale(i18n, 'zh-CN');
    expect(changes).toEqual([]);
    await switchLocale(i18n, 'zh-TW');
    await switchLocale(i18n, 'zh-TW');
    await switchLocale(i18n, 'zh-CN');
    expect(changes).toEqual(['zh-TW', 'zh-CN']);
  });
});
