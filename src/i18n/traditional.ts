// The traditional (zh-TW) catalogue: loaded when the site shows traditional Chinese, so a
// simplified page's first script does not carry it (src/i18n/site.ts).
// the domain's texts by locale file, not through domainMessages: that object holds both locales,
// and using it here would put the traditional texts into the first script too
import { isMessageKey } from '../domain/messages.ts';
import { zhCN as domainCN } from '../domain/messages.zh-CN.ts';
import { zhTW as domainTW } from '../domain/messages.zh-TW.ts';
import { domainZhTW } from './locales/domain.zh-TW';
import type { Catalogue } from './locales/zh-CN';
import { zhTW } from './locales/zh-TW';

// In zh-TW the reviewed conversion (locales/domain.zh-TW.ts) wins while its simplified source is
// still the domain's text, so labels and messages share one wording; a new or changed text keeps
// the domain's own traditional text until `node src/i18n/gen-zh-tw.mjs` runs again.
const cn: Record<string, string> = domainCN;
const reviewedTW: Catalogue = Object.fromEntries(
  Object.entries(domainZhTW)
    .filter(([key, [source]]) => isMessageKey(key) && cn[key] === source)
    .map(([key, [, text]]) => [key, text]),
);

export const traditionalCatalogue: Catalogue = {
  ...zhTW,
  ...domainTW,
  ...reviewedTW,
};
