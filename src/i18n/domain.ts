import { domainMessages, isMessageKey } from '../domain/messages.ts';
import { domainZhTW } from './locales/domain.zh-TW';
import type { Catalogue } from './locales/zh-CN';

// The domain's messages (src/domain/messages.ts), merged into the catalogues at the top level so
// that components translate a validator's answer with `t(result.message)`. In zh-TW the reviewed
// conversion (locales/domain.zh-TW.ts) wins, so labels and messages share one wording; a key it
// does not have yet keeps the domain's own text.
const reviewedTW: Catalogue = Object.fromEntries(
  Object.entries(domainZhTW).filter(([key]) => isMessageKey(key)),
);

export const domainCatalogues: Record<'zh-CN' | 'zh-TW', Catalogue> = {
  'zh-CN': { ...domainMessages['zh-CN'] },
  'zh-TW': { ...domainMessages['zh-TW'], ...reviewedTW },
};
