import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';

const COUNTERS = {
  brnotice_count: 1,
  bractivity_count: 2,
  brbulletin_count: 3,
  brmatch_count: 4,
  brfd_count: 5,
  notice_count: 6,
  activity_count: 7,
  fd_count: 8,
};

const letter = (id: number, read = false) => ({
  id,
  type: 'notice' as const,
  title: `t${id}`,
  content: 'c',
  read,
  createTime: '2026-11-22 10:00:00',
});

describe('InboxStore', () => {
  it('unread is the sum of the eight counters plus the feedback unread count', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api
      .on('siteLetterGetUnreadForType', ok({ ...COUNTERS, other_count: 100 }))
      .on('userFeedbackUnreadNum', ok({ unreadNum: 4 }));
    await t.root.inbox.refreshUnread();
    expect(t.api.lastBody('siteLetterGetUnreadForType')).toEqual({ userSystem: 1 });
    expect(t.root.inbox.unread).toBe(36 + 4);
  });

  it('keeps the letter counters when only the feedback count fails', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api
      .on('siteLetterGetUnreadForType', ok(COUNTERS))
      .on('userFeedbackUnreadNum', fail(6005, 'x'));
    await t.root.inbox.refreshUnread();
    expect(t.root.inbox.unread).toBe(36);
  });

  it('asks nothing while logged out and clears on logout', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api.on('siteLetterGetUnreadForType', ok(COUNTERS));
    await t.root.inbox.refreshUnread();
    await t.root.session.logout();
    expect(t.root.inbox.unread).toBe(0);
    await t.root.inbox.refreshUnread();
    expect(t.api.callsTo('siteLetterGetUnreadForType')).toHaveLength(1);
  });

  it('lists a page of letters, reads one, deletes some and reads all with one key', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api.on(
      'siteLetterList',
      ok({ list: [letter(1), letter(2), letter(3, true)], pageNum: 1, pageSize: 20, total: 3 }),
    );
    await t.root.inbox.loadLetters('notice');
    expect(t.api.lastBody('siteLetterList')).toEqual({ type: 'notice', pageNum: 1, pageSize: 20 });
    expect(t.root.inbox.letters.map((l) => [l.id, l.read])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);

    expect(await t.root.inbox.read(1)).toBe(true);
    expect(t.api.lastBody('siteLetterRead')).toEqual({ id: 1 });
    expect(t.root.inbox.letters[0]?.read).toBe(true);

    expect(await t.root.inbox.remove([3])).toBe(true);
    expect(t.api.lastBody('siteLetterDelete')).toEqual({ ids: [3] });
    expect(t.root.inbox.letters.map((l) => l.id)).toEqual([1, 2]);
    expect(t.root.inbox.total).toBe(2);

    expect(await t.root.inbox.readAll('notice')).toBe(true);
    expect(t.api.lastBody('siteLetterOnekeyRead')).toEqual({ type: 'notice' });
    expect(t.root.inbox.letters.every((l) => l.read)).toBe(true);
    // each change refreshes the unread count
    expect(t.api.callsTo('siteLetterGetUnreadForType')).toHaveLength(3);
  });

  it('a failed read shows the server message and changes nothing', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api.on('siteLetterList', ok({ list: [letter(1)], pageNum: 1, pageSize: 20, total: 1 }));
    await t.root.inbox.loadLetters();
    t.api.on('siteLetterRead', fail(6004, '消息不存在'));
    expect(await t.root.inbox.read(1)).toBe(false);
    expect(t.root.inbox.letters[0]?.read).toBe(false);
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([{ text: '消息不存在' }]);
  });
});
