import { describe, expect, it } from 'vitest';
import { categoryName, homeTextsFor } from './texts';
import { homeTextsTW } from './texts.zh-TW';

describe('categoryName', () => {
  const simplified = homeTextsFor('zh-CN');

  it('shows the standard category names of the simplified-only API in traditional on a traditional page', () => {
    expect(categoryName('TY', '体育', homeTextsTW)).toBe('體育');
    expect(categoryName('DZ', '电子', homeTextsTW)).toBe('電子');
  });

  it("keeps an operator's own name, and the page's name when the data has none", () => {
    expect(categoryName('TY', '体育竞猜', homeTextsTW)).toBe('体育竞猜');
    expect(categoryName('ZR', '', homeTextsTW)).toBe(homeTextsTW.categories.ZR);
    expect(categoryName('ZR', undefined, simplified)).toBe('真人');
    expect(categoryName('TY', '体育', simplified)).toBe('体育');
  });
});
