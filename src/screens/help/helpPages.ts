// The 23 pages of the help centre (/app/help/<page>), their groups, and their Markdown bodies
// (docs/<page>.md simplified, docs/<page>.zh-TW.md traditional), each loaded on first use.
import { DEPOSIT_HELP_PATH } from '../../app/routeTable';

export const HELP_BASE = '/app/help';

export const HELP_PAGES = [
  'kh',
  'ck',
  'qk',
  'zz',
  'yhgz',
  'tjllq',
  'xnbcqkjc',
  'tytzjc',
  'tysstqth',
  'fjcjc',
  'rqgl',
  'dxqgl',
  'cpwt',
  'dzjj',
  'tywt',
  'zrwt',
  'qtwt',
  'bczr',
  'gywm',
  'gztk',
  'hzhb',
  'ysgz',
  'zxkf',
] as const;

export type HelpPageKey = (typeof HELP_PAGES)[number];

export type HelpGroup = 'start' | 'funds' | 'betting' | 'faq' | 'about';

/** The pages of each group, in the order they are listed. */
export const HELP_GROUPS: Record<HelpGroup, readonly HelpPageKey[]> = {
  start: ['kh', 'tjllq', 'fjcjc', 'zxkf'],
  funds: ['ck', 'qk', 'zz', 'xnbcqkjc'],
  betting: ['tytzjc', 'rqgl', 'dxqgl', 'tysstqth', 'yhgz'],
  faq: ['tywt', 'zrwt', 'cpwt', 'dzjj', 'qtwt'],
  about: ['gywm', 'hzhb', 'bczr', 'gztk', 'ysgz'],
};

export function isHelpPage(value: string): value is HelpPageKey {
  return (HELP_PAGES as readonly string[]).includes(value);
}

/** The page of a route name (help-kh -> kh); null for any other route. */
export function helpPageOf(routeName: string): HelpPageKey | null {
  const key = routeName.startsWith('help-') ? routeName.slice(5) : '';
  return isHelpPage(key) ? key : null;
}

export function helpPath(page: HelpPageKey): string {
  return `${HELP_BASE}/${page}`;
}

/** Guard 3: with the site deposit flag 0 the deposit help page is neither listed nor found. */
export function visiblePages(depositEnabled: boolean): HelpPageKey[] {
  return HELP_PAGES.filter((p) => depositEnabled || helpPath(p) !== DEPOSIT_HELP_PATH);
}

/** The in-site pages a flag closes: 合营计划 (/agent) while preInfo's hiddenAgent is on. */
export function hiddenPaths(flags: { hiddenAgent: boolean }): string[] {
  return flags.hiddenAgent ? ['/agent'] : [];
}

/** A help text without the lines (list items, sentences) that link to a hidden page. */
export function withoutLinksTo(markdown: string, paths: readonly string[]): string {
  if (paths.length === 0) return markdown;
  return markdown
    .split('\n')
    .filter((line) => !paths.some((p) => line.includes(`](${p})`)))
    .join('\n');
}

export type HelpLanguage = 'zh-CN' | 'zh-TW';

const simplified = import.meta.glob<string>(['./docs/*.md', '!./docs/*.zh-TW.md'], {
  query: '?raw',
  import: 'default',
});
const traditional = import.meta.glob<string>('./docs/*.zh-TW.md', {
  query: '?raw',
  import: 'default',
});

const cache = new Map<string, string>();

/** The page's Markdown if it was loaded before (no flash when coming back). */
export function cachedDoc(page: HelpPageKey, language: HelpLanguage): string | undefined {
  return cache.get(`${language}:${page}`);
}

/** Loads the page's Markdown in the language (simplified when zh-TW is missing). */
export async function loadDoc(page: HelpPageKey, language: HelpLanguage): Promise<string> {
  const key = `${language}:${page}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const load =
    (language === 'zh-TW' ? traditional[`./docs/${page}.zh-TW.md`] : undefined) ??
    simplified[`./docs/${page}.md`];
  if (!load) throw new Error(`no help document for ${page}`);
  const text = await load();
  cache.set(key, text);
  return text;
}
