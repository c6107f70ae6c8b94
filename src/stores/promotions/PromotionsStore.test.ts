import { describe, expect, it } from 'vitest';
import { createTestRoot } from '../testing/createTestRoot';
import { ok } from '../testing/FakeApi';

const ad = (activityId: number, routeName: string) => ({
  id: activityId,
  activityId,
  title: `活动${activityId}`,
  imageUrl: '',
  routeName,
  startTime: '2026-11-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
  status: 1,
});

describe('PromotionsStore', () => {
  it('filters the list by the category tab', async () => {
    const t = createTestRoot();
    t.api.on('advertisingGetMyDiscountAd', ok([ad(1, 'firstDeposit'), ad(2, 'signGift')]));
    await t.root.promotions.list.load();
    expect(t.root.promotions.shown).toHaveLength(2);
    t.root.promotions.setTab('daily');
    expect(t.root.promotions.shown.map((p) => p.activityId)).toEqual([2]);
  });

  it('asks a visitor to log in instead of claiming', async () => {
    const t = createTestRoot();
    const r = await t.root.promotions.activity(5).claim('bindPhone');
    expect(r.ok).toBe(false);
    expect(t.root.ui.loginRequired).not.toBeNull();
    expect(t.api.callsTo('promotionClaim')).toHaveLength(0);
  });

  it('reuses the idempotency key of a check-in retried after a network failure', async () => {
    const t = createTestRoot({ token: 'tok' });
    t.api.sequence(
      'promotionSignIn',
      { network: true },
      ok({ date: '2026-11-23', streak: 1, rewardAmount: 2 }),
    );
    const view = t.root.promotions.activity(7);
    expect((await view.signIn()).ok).toBe(false);
    expect((await view.signIn()).ok).toBe(true);
    const keys = t.api.callsTo('promotionSignIn').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});
