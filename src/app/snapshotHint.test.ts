// The snapshot_for cookie follows the player's state, so the server sends a visitor the
// visitor's drawing, a member a member's (the sports board) and the professional edition none.
import { describe, expect, it } from 'vitest';
import { createTestRoot } from '../stores/testing/createTestRoot';
import { keepSnapshotHint } from './snapshotHint';
import {
  snapshotHintCookie,
  snapshotHintOf,
  snapshotLanguageCookie,
  snapshotLanguageOf,
} from './snapshotPage';

/** A document whose cookie jar keeps what the browser would: one value a cookie name. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attrs] = text.split(';');
      const [name = '', value = ''] = pair.trim().split('=');
      if (attrs.some((a) => a.trim() === 'Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe('the snapshot_for hint', () => {
  it('says member for a member and goes when the session ends', () => {
    const t = createTestRoot({ token: 'tok' });
    const doc = cookieJar();
    const stop = keepSnapshotHint(t.root, doc);
    expect(snapshotHintOf(doc.cookie)).toBe('member');
    t.root.session.clearSession();
    expect(doc.cookie).not.toContain('snapshot_for');
    expect(snapshotHintOf(doc.cookie)).toBe('visitor');
    stop();
  });

  it('is absent for a visitor and says none in the professional edition, member or not', () => {
    const t = createTestRoot();
    const doc = cookieJar();
    const stop = keepSnapshotHint(t.root, doc);
    expect(doc.cookie).not.toContain('snapshot_for');
    t.root.site.setEdition('professional');
    expect(snapshotHintOf(doc.cookie)).toBe('none');
    t.root.site.setEdition('classic');
    expect(snapshotHintOf(doc.cookie)).toBe('visitor');
    stop();
    const member = createTestRoot({ token: 'tok' });
    const stopMember = keepSnapshotHint(member.root, doc);
    member.root.site.setEdition('professional');
    expect(snapshotHintOf(doc.cookie)).toBe('none');
    stopMember();
  });

  it('is a site-wide, first-party cookie with nothing in it but the hint', () => {
    expect(snapshotHintCookie('member')).toMatch(
      /^snapshot_for=member; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
    expect(snapshotHintCookie('none')).toMatch(/^snapshot_for=none; Path=\/; Max-Age=\d+/);
    expect(snapshotHintCookie('visitor')).toBe('snapshot_for=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('is read from a Cookie header among other cookies; any other value is a visitor', () => {
    expect(snapshotHintOf('a=b; snapshot_for=member; c=d')).toBe('member');
    expect(snapshotHintOf('snapshot_for=none')).toBe('none');
    expect(snapshotHintOf('snapshot_for=')).toBe('visitor');
    expect(snapshotHintOf('snapshot_for=admin')).toBe('visitor');
    expect(snapshotHintOf('xsnapshot_for=member')).toBe('visitor');
    expect(snapshotHintOf(undefined)).toBe('visitor');
  });

  it('carries the language the player reads the site in, so the page is drawn in it', () => {
    const t = createTestRoot();
    const doc = cookieJar();
    const stop = keepSnapshotHint(t.root, doc);
    expect(snapshotLanguageOf(doc.cookie)).toBe('zh-CN');
    t.root.site.setLanguage('zh-TW');
    expect(snapshotLanguageOf(doc.cookie)).toBe('zh-TW');
    stop();
    expect(snapshotLanguageCookie('zh-TW')).toMatch(
      /^snapshot_lang=zh-TW; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
    expect(snapshotLanguageOf('a=b; snapshot_lang=zh-TW')).toBe('zh-TW');
    expect(snapshotLanguageOf('snapshot_lang=en')).toBeNull();
    expect(snapshotLanguageOf(undefined)).toBeNull();
  });
});
