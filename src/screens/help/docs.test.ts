// The help pages' Markdown: one simplified and one traditional file a page, the traditional one
// the reviewed opencc conversion of the simplified one (node src/i18n/tw.mjs < x.md > x.zh-TW.md),
// the facts of the terms verbatim, worked examples that match the domain's conversions, and
// in-site links that lead to real routes.
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../app/routeTable';
import { displayOdds, formatHandicapLine, type OddsFormat } from '../../domain';
import { zhCN } from '../../i18n';
import review from '../../i18n/locales/zh-TW.review.json';
import { HELP_PAGES, visiblePages } from './helpPages';

const convert = OpenCC.Converter({ from: 'cn', to: 'twp' });
const toTraditional = (text: string) =>
  (review.replace as [string, string][]).reduce(
    (acc, [from, to]) => acc.split(from).join(to),
    convert(text),
  );

const files = import.meta.glob<string>('./docs/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const doc = (name: string): string => {
  const text = files[`./docs/${name}.md`];
  if (text === undefined) throw new Error(`missing docs/${name}.md`);
  return text;
};

/** The rows of the Markdown table whose header row contains `header`, as trimmed cells. */
function tableRows(markdown: string, header: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith('|') && l.includes(header));
  if (start < 0) throw new Error(`no table with ${header}`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

/** Routes another area adds in the same issue round (the member centre's responsible-play tools). */
const ADDED_BY_OTHER_AREAS = ['/mine/responsible'];

describe('help documents', () => {
  it('has a simplified and a traditional file for each of the 23 pages and nothing else', () => {
    expect(HELP_PAGES).toHaveLength(23);
    const expected = HELP_PAGES.flatMap((p) => [`./docs/${p}.md`, `./docs/${p}.zh-TW.md`]);
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  it.each(HELP_PAGES)(
    '%s: the traditional file is the reviewed conversion of the simplified one',
    (page) => {
      expect(doc(`${page}.zh-TW`)).toBe(toTraditional(doc(page)));
    },
  );

  it('keeps every sentence of the terms and the privacy text (spec sections 5 and 9)', () => {
    for (const [key, sentence] of Object.entries(zhCN.agreementText ?? {})) {
      const page = key.startsWith('terms') ? 'gztk' : 'ysgz';
      expect(doc(page), key).toContain(sentence);
    }
    expect(doc('gztk')).toContain('须于14天内以书面形式提出投诉;交易记录保存5年');
    expect(doc('kh')).toContain('每位用户仅可持有**一个账户**');
  });

  it('converts the odds table of the betting tutorial as the domain does', () => {
    const rows = tableRows(doc('tytzjc'), '香港盘(H)');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const order: OddsFormat[] = ['H', 'E', 'M', 'I'];
    for (const row of rows) {
      const hk = Number(row[0]);
      order.forEach((format, i) => expect(row[i], `${hk} ${format}`).toBe(displayOdds(hk, format)));
    }
  });

  it('shows handicap and over/under lines as the domain formats them', () => {
    for (const [page, header] of [
      ['rqgl', '盘口数值'],
      ['dxqgl', '盘口数值'],
    ] as const) {
      const rows = tableRows(doc(page), header);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      for (const row of rows)
        expect(row[1], `${page} ${row[0]}`).toBe(formatHandicapLine(row[0] ?? ''));
    }
  });

  it.each(HELP_PAGES)('%s: every in-site link leads to a route of the table', (page) => {
    const links = [...doc(page).matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1] ?? '');
    for (const path of links.filter((p) => !ADDED_BY_OTHER_AREAS.includes(p)))
      expect(matchRoute(path).leaf.name, path).not.toBe('notFound');
  });

  it('says on the customer-service page how support works: its hours (server/support.ts), no round-the-clock claim, and no new tab (the page is the conversation)', () => {
    expect(doc('zxkf')).toContain('每天 10:00–22:00(北京时间)');
    expect(doc('zxkf')).not.toMatch(/7×24|新标签页/);
  });

  it('claims round-the-clock support on no help page: 关于我们 gives the support hours', () => {
    for (const page of ['gywm', 'zxkf']) expect(doc(page), page).not.toMatch(/7×24|24小时/);
    expect(doc('gywm')).toContain('每天 10:00–22:00');
  });

  it('links the deposit, withdraw and transfer guides to the cashier pages', () => {
    expect(doc('ck')).toContain('(/mine/savemoney)');
    expect(doc('qk')).toContain('(/mine/takemoney)');
    expect(doc('zz')).toContain('(/mine/transfermoney)');
  });

  it('leaves the deposit help page out when the site deposit flag is 0 (guard 3)', () => {
    expect(visiblePages(true)).toContain('ck');
    expect(visiblePages(false)).not.toContain('ck');
    expect(visiblePages(false)).toHaveLength(22);
  });
});
