import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { domainMessages } from '../domain/messageCatalogues.ts';
import { domainZhTW } from './locales/domain.zh-TW';
import { catalogues, createI18n, flattenKeys, resolveLocale, zhCN, zhTW, type Catalogue } from '.';

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

describe('catalogues', () => {
  const cnKeys = flattenKeys(catalogues['zh-CN']).sort();
  const twKeys = flattenKeys(catalogues['zh-TW']).sort();

  it('word the venue-activity notice (6413) once: venueActivityNotice, as the server says it', () => {
    const notices = cnKeys.filter((k) => lookup(catalogues['zh-CN'], k)?.includes('仍在活动中'));
    expect(notices).toEqual(['venueActivityNotice']);
    expect(lookup(catalogues['zh-CN'], 'venueActivityNotice')).toBe(
      '您当前仍在活动中,转入后未完成流水不可转出',
    );
  });

  it('have the same keys in both locales (with the domain messages merged)', () => {
    expect(cnKeys.filter((k) => !twKeys.includes(k))).toEqual([]);
    expect(twKeys.filter((k) => !cnKeys.includes(k))).toEqual([]);
  });

  it('keep the domain messages at the top level without clashing with the site keys', () => {
    for (const key of Object.keys(domainMessages['zh-CN'])) {
      expect(Object.keys(zhCN), key).not.toContain(key);
      expect(catalogues['zh-CN'][key]).toBe(
        domainMessages['zh-CN'][key as keyof (typeof domainMessages)['zh-CN']],
      );
      expect(catalogues['zh-TW'][key]).toBeTruthy();
    }
    expect(createI18n('zh-CN').t('slipFull')).toBe('投注项数量已达上限');
  });

  it('have no empty text', () => {
    for (const locale of ['zh-CN', 'zh-TW'] as const) {
      for (const key of flattenKeys(catalogues[locale])) {
        expect(lookup(catalogues[locale], key), `${locale} ${key}`).toMatch(/\S/);
      }
    }
  });

  it('keep the texts the spec gives verbatim', () => {
    expect(zhCN.loginRequired.message).toBe('请先登录账号,才能了解更多');
    expect(zhCN.bindRealName.confirm).toBe('去完善');
    expect(zhCN.dataError.message).toBe('数据异常,请重新进入游戏');
    expect(zhCN.tips.title).toBe('温馨提示');
    expect(zhCN.common.loading).toBe('加载中...');
    expect(zhCN.venue.starting).toBe('启动中...');
  });

  it('zh-TW is the reviewed opencc conversion of zh-CN (run node src/i18n/gen-zh-tw.mjs)', () => {
    const convert = OpenCC.Converter({ from: 'cn', to: 'twp' });
    const reviewPath = fileURLToPath(new URL('./locales/zh-TW.review.json', import.meta.url));
    const review = JSON.parse(readFileSync(reviewPath, 'utf8')) as { replace: [string, string][] };
    const toTraditional = (text: string) =>
      review.replace.reduce((acc, [from, to]) => acc.split(from).join(to), convert(text));
    for (const key of flattenKeys(zhCN)) {
      const cn = lookup(zhCN, key);
      expect(cn).toBeDefined();
      expect(lookup(zhTW, key), key).toBe(toTraditional(cn ?? ''));
    }
  });
});

describe('domain messages in zh-TW', () => {
  it('are the reviewed conversion of the domain zh-CN texts (run node src/i18n/gen-zh-tw.mjs)', () => {
    const convert = OpenCC.Converter({ from: 'cn', to: 'twp' });
    const reviewPath = fileURLToPath(new URL('./locales/zh-TW.review.json', import.meta.url));
    const review = JSON.parse(readFileSync(reviewPath, 'utf8')) as { replace: [string, string][] };
    const toTraditional = (text: string) =>
      review.replace.reduce((acc, [from, to]) => acc.split(from).join(to), convert(text));
    const cn = domainMessages['zh-CN'] as Record<string, string>;
    for (const [key, [source, text]] of Object.entries(domainZhTW)) {
      expect(text, key).toBe(toTraditional(source));
      // used while the domain's text is still its source, else the domain's own zh-TW
      const expected =
        cn[key] === source ? text : (domainMessages['zh-TW'] as Record<string, string>)[key];
      expect(catalogues['zh-TW'][key], key).toBe(expected);
    }
  });

  it('share one wording with the site texts', () => {
    const i18n = createI18n('zh-TW');
    expect(i18n.t('forgotUsernameRequired')).toBe('請輸入使用者名稱');
    expect(i18n.t('findPassword.usernamePlaceholder')).toBe('請輸入使用者名稱');
  });
});

describe('createI18n', () => {
  it('translates in simplified Chinese by default', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('tips.title')).toBe('温馨提示');
    expect(i18n.t('countdown.counting', { seconds: 59 })).toBe('59秒后重新获取');
  });

  it('translates in traditional Chinese when configured', () => {
    const i18n = createI18n(resolveLocale('zh-TW'));
    expect(i18n.t('tips.title')).toBe('溫馨提示');
    expect(i18n.t('auth.rememberPassword')).toBe('記住密碼');
  });

  it('resolves the configured language, simplified when unknown', () => {
    expect(resolveLocale(undefined)).toBe('zh-CN');
    expect(resolveLocale('en')).toBe('zh-CN');
    expect(resolveLocale('zh_TW')).toBe('zh-TW');
    expect(resolveLocale('zh-hk')).toBe('zh-TW');
  });
});
