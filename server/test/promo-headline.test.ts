// The promotion cards' reward headline (最高 888 元, 100-150 % 首存) says what each activity
// pays: every figure of the discount list is checked against the activity's own tiers, prizes
// and items, and where a first reward can be had at once (check-in, the newcomers' page),
// against what is paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, newPlayer, type Harness } from './harness.ts';

type Ad = {
  activityId: number;
  routeName: string;
  status: number;
  reward?: { kind: string; amount: number; rate?: number; rateMax?: number };
};
type Progress = {
  items: Array<{ rewardAmount: number }>;
  prizes: Array<{ amount: number }>;
};
type Config = { tiers: Array<{ rewardRate: number; maxReward: number }> };

describe('promotion cards: the reward headline is what the activity pays', () => {
  let h: Harness;
  let token: string;
  let ads: Ad[];
  let seq = 0;
  const key = () => `headline-key-${String(++seq).padStart(5, '0')}`;
  const ad = (routeName: string): Ad => {
    const found = ads.find((a) => a.routeName === routeName && a.status === 1);
    if (!found) throw new Error(`no running ${routeName}`);
    return found;
  };
  const progress = async (id: number) =>
    (await h.call('promotionProgress', { id }, { token })).data as Progress;

  beforeAll(async () => {
    h = await startHarness();
    token = await newPlayer(h, 'headline01', { realName: '周九' });
    ads = (await h.call('advertisingGetMyDiscountAd', { category: 'all' })).data as Ad[];
  }, 120_000);
  afterAll(async () => {
    await h.close();
  });

  it('gives every promotion of the list a headline', () => {
    expect(ads.length).toBeGreaterThan(0);
    for (const a of ads) expect(a.reward?.amount).toBeGreaterThan(0);
  });

  it.each(['firstDeposit', 'againDeposit'])(
    '%s: the tiers’ match rates and the largest bonus',
    async (routeName) => {
      const a = ad(routeName);
      const config = (await h.call('promotionConfig', { id: a.activityId })).data as Config;
      const rates = config.tiers.map((t) => t.rewardRate);
      expect(a.reward).toEqual({
        kind: 'depositRate',
        amount: Math.max(...config.tiers.map((t) => t.maxReward)),
        rate: Math.min(...rates),
        rateMax: Math.max(...rates),
      });
    },
  );

  it('race: the first prize; tasks: all tasks together; betting gift: every tier of a day', async () => {
    const race = ad('racePage');
    const racePrizes = (await progress(race.activityId)).items.map((i) => i.rewardAmount);
    expect(race.reward).toEqual({ kind: 'upTo', amount: Math.max(...racePrizes) });

    const tasks = ad('newTask');
    const taskSum = (await progress(tasks.activityId)).items.reduce(
      (s, i) => s + i.rewardAmount,
      0,
    );
    expect(tasks.reward).toEqual({ kind: 'upTo', amount: taskSum });

    const betting = ad('bettingGift');
    const daySum = (await progress(betting.activityId)).items.reduce(
      (s, i) => s + i.rewardAmount,
      0,
    );
    expect(betting.reward).toEqual({ kind: 'dailyUpTo', amount: daySum });
  });

  it('wheel: its top prize', async () => {
    const wheel = ad('drawGift');
    const prizes = (await progress(wheel.activityId)).prizes.map((p) => p.amount);
    expect(wheel.reward).toEqual({ kind: 'upTo', amount: Math.max(...prizes) });
  });

  it('check-in: what the first day pays; newcomers: what joining pays', async () => {
    const sign = ad('signGift');
    const signed = await h.call(
      'promotionSignIn',
      { id: sign.activityId },
      { token, idempotencyKey: key() },
    );
    expect(sign.reward).toEqual({
      kind: 'daily',
      amount: (signed.data as { rewardAmount: number }).rewardAmount,
    });

    const land = ad('activityLandPage');
    const joined = await h.call('promotionJoinActivity', { id: land.activityId }, { token });
    expect(land.reward).toEqual({
      kind: 'fixed',
      amount: (joined.data as { rewardAmount: number }).rewardAmount,
    });
  });

  it('invitation: what each friend’s first deposit pays the inviter', async () => {
    const info = (await h.call('promotionInviteInfo', {}, { token })).data as {
      rewardPerFriend: number;
    };
    expect(ad('friendInvitation').reward).toEqual({
      kind: 'perFriend',
      amount: info.rewardPerFriend,
    });
  });
});
