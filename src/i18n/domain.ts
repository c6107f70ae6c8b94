import { zhCN as domainZhCN } from '../domain/messages.zh-CN.ts';
import type { Catalogue } from './locales/zh-CN';

// The domain's messages (src/domain/messages.ts), merged into the catalogues at the top level so
// that components translate a validator's answer with `t(result.message)`. The traditional side
// is in traditional.ts (loaded only when a visitor reads traditional).
export const domainSimplified: Catalogue = { ...domainZhCN };
