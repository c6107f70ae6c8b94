import { zhCN, type MessageKey } from './messages.zh-CN.ts';
import { zhTW } from './messages.zh-TW.ts';

export type { MessageKey };
export type DomainLocale = 'zh-CN' | 'zh-TW';

/** The domain's texts per locale; `src/i18n` merges them into its catalogues. */
export const domainMessages: Record<DomainLocale, Record<MessageKey, string>> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

export const messageKeys = Object.keys(zhCN) as MessageKey[];

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(zhCN, key);
}

/**
 * Formats a domain message with i18next-style {{name}} placeholders, for callers that do not go
 * through i18next (stores' logs, tests, benchmarks).
 */
export function formatMessage(
  key: MessageKey,
  params: Record<string, string | number> = {},
  locale: DomainLocale = 'zh-CN',
): string {
  return domainMessages[locale][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
