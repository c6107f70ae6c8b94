import { domainMessages, isMessageKey } from '../domain/messages.ts';
import { domainZhTW } from './locales/domain.zh-TW';
import type { Catalogue } from './locales/zh-CN';

// The domain's messages (src/domain/messages.ts), merged into the catalogues at the top level so
// that components translate a validator's answer with `t(result.message)`. In zh-TW the reviewed
// conversion (locales/domain.zh-TW.ts) wins while its simplified source is still the domain's
// text, so labels and messages share one wording; a new or changed text keeps the domain's own
// traditional text until `node src/i18n/gen-zh-tw.mjs` runs again.
const cn: Record<string, string> = domainMessages['zh-CN'];
const reviewedTW: Catalogue = Object.fromEntries(
  Object.entries(domainZhTW)
    .filter(([key, [source]]) => isMessageKey(key) && cn[key] === source)
    .map(([key, [, text]]) => [key, text]),
);

export const domainCatalogues: Record<'zh-CN' | 'zh-TW', Catalogue> = {
  'zh-CN': { ...domainMessages['zh-CN'] },
  'zh-TW': { ...domainMessages['zh-TW'], ...reviewedTW },
};
