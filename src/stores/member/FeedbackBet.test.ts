import { describe, expect, it } from 'vitest';
import { ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';
import { CITABLE_BETS } from './FeedbackStore';

const BET = {
  orderNo: 'B-1',
  venueName: '星辰体育',
  gameName: '足球 曼彻斯特联 vs 利物浦',
  betAmount: 100,
  betTime: '2026-11-22 20:30:00',
};

describe('FeedbackStore: citing a bet', () => {
  it('lists the recent bets (queryMemberBetList, first page) and sends the chosen one as orderNo', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api.on(
      'userFeedbackQueryMemberBetList',
      ok({ list: [BET], pageNum: 1, pageSize: CITABLE_BETS, total: 1 }),
    );
    t.api.on('userFeedbackAddFeedBack', ok({ id: 7 }));
    t.api.on('userFeedbackUnreadNum', ok({ unreadNum: 0 }));
    const store = t.root.member.feedback;
    await store.bets.ensure();
    expect(t.api.lastBody('userFeedbackQueryMemberBetList')).toEqual({
      pageNum: 1,
      pageSize: CITABLE_BETS,
    });
    expect(store.bets.data).toEqual([BET]);
    expect(await store.submit(3, '赛果有误', 'B-1')).toEqual({ ok: true });
    expect(t.api.lastBody('userFeedbackAddFeedBack')).toMatchObject({
      type: 3,
      content: '赛果有误',
      orderNo: 'B-1',
    });
  });

  it('a feedback citing no bet sends no orderNo', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api.on('userFeedbackAddFeedBack', ok({ id: 8 }));
    t.api.on('userFeedbackUnreadNum', ok({ unreadNum: 0 }));
    await t.root.member.feedback.submit(5, '建议');
    expect(t.api.lastBody('userFeedbackAddFeedBack')).not.toHaveProperty('orderNo');
  });
});
