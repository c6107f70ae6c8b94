// preInfo's hiddenAgent: every 合营 link goes, from the menus and from the help texts.
import { describe, expect, it } from 'vitest';
import { hiddenPaths, withoutLinksTo } from '../../screens/help/helpPages';
import { BRAND_LINKS, brandLinks } from './menuLinks';

describe('hiddenAgent', () => {
  it('the header, menu and drawer brand links lose 合营 (/agent) and keep the others', () => {
    expect(brandLinks({ hiddenAgent: false }).map((l) => l.to)).toContain('/agent');
    const hidden = brandLinks({ hiddenAgent: true });
    expect(hidden.map((l) => l.to)).not.toContain('/agent');
    expect(hidden).toHaveLength(BRAND_LINKS.length - 1);
  });

  it('help texts drop the lines that link to /agent, nothing else', () => {
    const md = [
      '## 关于我们',
      '- [合营计划](/agent)',
      '- [赞助](/sponsor)',
      '推广合作请了解[合营计划](/agent)。',
    ].join('\n');
    expect(withoutLinksTo(md, hiddenPaths({ hiddenAgent: false }))).toBe(md);
    const shown = withoutLinksTo(md, hiddenPaths({ hiddenAgent: true }));
    expect(shown).not.toContain('/agent');
    expect(shown).toBe('## 关于我们\n- [赞助](/sponsor)');
  });
});
