import { describe, expect, it } from 'vitest';
import { FakeClock } from '../stores/testing/FakeClock';
import { scrollTitleOnce, showTitle } from './startup';

describe('page title', () => {
  it('scrolls a title longer than 15 characters every 300 ms', () => {
    const clock = new FakeClock();
    const doc = { title: '' };
    const title = 'XX体育-亚洲最受欢迎的体育娱乐平台官方网站';
    const stop = showTitle(doc, title, clock);
    expect(doc.title).toBe(title);
    clock.advance(299);
    expect(doc.title).toBe(title);
    clock.advance(1);
    expect(doc.title).toBe(scrollTitleOnce(title));
    expect(doc.title.endsWith('X')).toBe(true);
    clock.advance(300);
    expect(doc.title).toBe(scrollTitleOnce(scrollTitleOnce(title)));
    stop();
    const frozen = doc.title;
    clock.advance(3000);
    expect(doc.title).toBe(frozen);
  });

  it('keeps a title of 15 characters or fewer still', () => {
    const clock = new FakeClock();
    const doc = { title: '' };
    showTitle(doc, '体育娱乐-首页-体育娱乐-首页', clock);
    clock.advance(3000);
    expect(doc.title).toBe('体育娱乐-首页-体育娱乐-首页');
  });
});
