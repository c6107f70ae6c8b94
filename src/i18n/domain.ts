import type { Catalogue } from './locales/zh-CN';

// The domain's messages (src/domain/messages.ts: domainMessages['zh-CN' | 'zh-TW']), merged
// into the catalogues at the top level so `t(result.message)` translates a validator's key.
// Loaded through import.meta.glob so that the catalogues build before that file exists.
const modules = import.meta.glob<{ domainMessages?: unknown }>('../domain/messages.ts', {
  eager: true,
});

function pick(value: unknown, locale: string): Catalogue {
  if (typeof value !== 'object' || value === null) return {};
  const entry = (value as Record<string, unknown>)[locale];
  if (typeof entry !== 'object' || entry === null) return {};
  const out: Catalogue = {};
  for (const [key, text] of Object.entries(entry)) if (typeof text === 'string') out[key] = text;
  return out;
}

const source = Object.values(modules)[0]?.domainMessages;

export const domainCatalogues: Record<'zh-CN' | 'zh-TW', Catalogue> = {
  'zh-CN': pick(source, 'zh-CN'),
  'zh-TW': pick(source, 'zh-TW'),
};
