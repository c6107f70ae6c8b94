import { describe, expect, it } from 'vitest';
import { plainText, queryTerms, searchDocs } from './search';

const docs = [
  {
    page: 'ck',
    title: '存款帮助',
    markdown: '## 存款方式\n\n在[存款页面](/mine/savemoney)选择 **USDT** 等方式。',
  },
  {
    page: 'qk',
    title: '取款帮助',
    markdown: '## 取款步骤\n\n| 原因 | 处理 |\n| --- | --- |\n| 流水不足 | 完成后再取款 |',
  },
  { page: 'rqgl', title: '让球攻略', markdown: '主队 `[-0/0.5]` 平局时输一半,取款不受影响。' },
];

describe('help search', () => {
  it('turns Markdown into the text a reader sees (links, marks and table rules removed)', () => {
    expect(plainText(docs[0]!.markdown)).toBe('存款方式 在存款页面选择 USDT 等方式。');
    expect(plainText(docs[1]!.markdown)).toBe('取款步骤 原因 处理 流水不足 完成后再取款');
  });

  it('finds a page by a word of its text, with an excerpt around it', () => {
    const results = searchDocs('usdt', docs);
    expect(results.map((r) => r.page)).toEqual(['ck']);
    expect(results[0]?.excerpt).toContain('USDT');
  });

  it('ranks pages whose title matches before pages that only mention the word', () => {
    expect(searchDocs('取款', docs).map((r) => r.page)).toEqual(['qk', 'rqgl']);
  });

  it('needs every word of the query', () => {
    expect(searchDocs('取款 平局', docs).map((r) => r.page)).toEqual(['rqgl']);
    expect(searchDocs('取款 足球', docs)).toEqual([]);
  });

  it('finds nothing for a blank query or an unknown word', () => {
    expect(queryTerms('   ')).toEqual([]);
    expect(searchDocs('  ', docs)).toEqual([]);
    expect(searchDocs('彩金', docs)).toEqual([]);
  });
});
