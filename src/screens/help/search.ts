// Search over the help pages: every word of the query must appear in the page's title or text;
// title matches rank first; each result carries a short excerpt around the first match.

export interface SearchDoc<K extends string = string> {
  page: K;
  title: string;
  /** The page's Markdown. */
  markdown: string;
}

export interface SearchResult<K extends string = string> {
  page: K;
  title: string;
  excerpt: string;
}

/** Markdown to plain text: marks, link targets, table rules and line breaks removed. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, ' ')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query (whitespace separated, lower case); empty when the query is blank. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

const EXCERPT_BEFORE = 16;
const EXCERPT_LENGTH = 60;

function excerptAt(text: string, index: number): string {
  const start = Math.max(0, index - EXCERPT_BEFORE);
  const end = Math.min(text.length, start + EXCERPT_LENGTH);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

export function searchDocs<K extends string>(
  query: string,
  docs: readonly SearchDoc<K>[],
  limit = 10,
): SearchResult<K>[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const scored: { result: SearchResult<K>; score: number; order: number }[] = [];
  docs.forEach((doc, order) => {
    const title = doc.title.toLowerCase();
    const text = plainText(doc.markdown);
    const lower = text.toLowerCase();
    let score = 0;
    let first = -1;
    for (const term of terms) {
      const inTitle = title.includes(term);
      const at = lower.indexOf(term);
      if (!inTitle && at < 0) return;
      if (inTitle) score += 10;
      if (at >= 0) {
        score += 1;
        if (first < 0) first = at;
      }
    }
    scored.push({
      result: {
        page: doc.page,
        title: doc.title,
        excerpt: excerptAt(text, Math.max(0, first)),
      },
      score,
      order,
    });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((s) => s.result);
}
