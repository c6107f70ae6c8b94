// The domain's texts of both locales, for stores' logs, tests and benchmarks; the site reads
// them through i18next (src/i18n), simplified in the first script and traditional when chosen.
import type { DomainLocale, MessageKey } from './messages.ts';
import { zhCN } from './messages.zh-CN.ts';
import { zhTW } from './messages.zh-TW.ts';

/** The domain's texts per locale; `src/i18n` merges them into its catalogues. */
export const domainMessages: Record<DomainLocale, Record<MessageKey, string>> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

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
