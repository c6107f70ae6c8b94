// Which characters of a text are simplified-only (issue 43's 繁體 checks, tests only: the site
// never imports it): a character OpenCC's simplified-to-traditional table changes that is never
// itself a traditional character, i.e. no OpenCC conversion (character or phrase) outputs it. So
// 马, 体 and 赛 are simplified-only, while 里 (馬德里, 里爾), 台, 后 (皇后) and 范 are not.
import { from } from 'opencc-js/preset';

let table: { changed: Map<string, string>; traditional: Set<string> } | null = null;

function load(): NonNullable<typeof table> {
  if (table) return table;
  // from.cn is [[STPhrases, STCharacters]]: OpenCC's simplified-to-traditional dictionaries
  const [phrases, characters] = (from['cn']?.[0] ?? []) as string[];
  if (typeof phrases !== 'string' || typeof characters !== 'string')
    throw new Error('opencc-js: no simplified-to-traditional dictionaries');
  const entries = (d: string) => d.split('|').map((line) => line.split(' '));
  const changed = new Map<string, string>();
  for (const [s, t] of entries(characters)) if (s && t && s !== t) changed.set(s, t);
  const traditional = new Set<string>();
  for (const dict of [characters, phrases])
    for (const [, to] of entries(dict)) for (const c of to ?? '') traditional.add(c);
  table = { changed, traditional };
  return table;
}

/** Each simplified-only character of `text`, with up to six characters either side. */
export function simplifiedOnly(text: string): string[] {
  const { changed, traditional } = load();
  const chars = [...text];
  const found: string[] = [];
  chars.forEach((c, i) => {
    if (changed.has(c) && !traditional.has(c))
      found.push(
        `${c} in "${chars
          .slice(Math.max(0, i - 6), i + 7)
          .join('')
          .replace(/\s+/g, ' ')}"`,
      );
  });
  return found;
}
