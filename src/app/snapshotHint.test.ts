// The snapshot_off cookie follows the player's state, so the server sends a member (or a
// professional-edition player) the page undrawn and a visitor the drawn page.
import { describe, expect, it } from 'vitest';
import { createTestRoot } from '../stores/testing/createTestRoot';
import { keepSnapshotHint } from './snapshotHint';
import { snapshotOffCookie, snapshotOffRequested } from './snapshotPage';

/** A document whose cookie jar keeps what the browser would: one snapshot_off value or none. */
function cookieJar() {
  let jar = '';
  return {
    get cookie() {
      return jar;
    },
    set cookie(text: string) {
      const [pair = '', ...attrs] = text.split(';');
      const cleared = attrs.some((a) => a.trim() === 'Max-Age=0');
      jar = cleared ? '' : pair.trim();
    },
  };
}

describe('the snapshot_off hint', () => {
  it('is set for a member and cleared when the session ends', () => {
    const t = createTestRoot({ token: 'tok' });
    const doc = cookieJar();
    const stop = keepSnapshotHint(t.root, doc);
    expect(snapshotOffRequested(doc.cookie)).toBe(true);
    t.root.session.clearSession();
    expect(snapshotOffRequested(doc.cookie)).toBe(false);
    stop();
  });

  it('is absent for a visitor and set when the visitor picks the professional edition', () => {
    const t = createTestRoot();
    const doc = cookieJar();
    const stop = keepSnapshotHint(t.root, doc);
    expect(snapshotOffRequested(doc.cookie)).toBe(false);
    t.root.site.setEdition('professional');
    expect(snapshotOffRequested(doc.cookie)).toBe(true);
    t.root.site.setEdition('classic');
    expect(snapshotOffRequested(doc.cookie)).toBe(false);
    stop();
  });

  it('is a site-wide, first-party cookie with nothing in it but the flag', () => {
    expect(snapshotOffCookie(true)).toMatch(/^snapshot_off=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(snapshotOffCookie(false)).toBe('snapshot_off=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('is read from a Cookie header among other cookies, and only with its value 1', () => {
    expect(snapshotOffRequested('a=b; snapshot_off=1; c=d')).toBe(true);
    expect(snapshotOffRequested('snapshot_off=')).toBe(false);
    expect(snapshotOffRequested('xsnapshot_off=1')).toBe(false);
    expect(snapshotOffRequested(undefined)).toBe(false);
  });
});
