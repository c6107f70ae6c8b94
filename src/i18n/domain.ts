import { domainMessages } from '../domain/messages.ts';
import type { Catalogue } from './locales/zh-CN';

// The domain's messages (src/domain/messages.ts), merged into the catalogues at the top level so
// that components translate a validator's answer with `t(result.message)`.
export const domainCatalogues: Record<'zh-CN' | 'zh-TW', Catalogue> = {
  'zh-CN': { ...domainMessages['zh-CN'] },
  'zh-TW': { ...domainMessages['zh-TW'] },
};
