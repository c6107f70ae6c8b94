// The domain's message keys. The texts of both locales together (domainMessages, formatMessage)
// are in messageCatalogues.ts, which the site's code does not use: the traditional texts then
// stay in their own chunk (src/i18n/traditional.ts), out of a simplified page's first script.
import { zhCN, type MessageKey } from './messages.zh-CN.ts';

export type { MessageKey };
export type DomainLocale = 'zh-CN' | 'zh-TW';

export const messageKeys = Object.keys(zhCN) as MessageKey[];

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(zhCN, key);
}
