import { describe, expect, it } from 'vitest';
import { dayOf, percentOf, rewardText, yuanOf } from './headline';
import { promotionsTexts } from './texts';

const cn = promotionsTexts.zhCN;

describe('promotion card words', () => {
  it('writes the reward headline of each kind from the server’s figures', () => {
    expect(rewardText({ kind: 'upTo', amount: 888 }, 'racePage', cn)).toBe('最高 888 元');
    expect(rewardText({ kind: 'fixed', amount: 8.88 }, 'activityLandPage', cn)).toBe('送 8.88 元');
    expect(rewardText({ kind: 'daily', amount: 2 }, 'signGift', cn)).toBe('每日 2 元起');
    expect(rewardText({ kind: 'dailyUpTo', amount: 234 }, 'bettingGift', cn)).toBe(
      '每日最高 234 元',
    );
    expect(rewardText({ kind: 'perFriend', amount: 18.88 }, 'friendInvitation', cn)).toBe(
      '每位首存好友奖励 18.88 元',
    );
    expect(
      rewardText({ kind: 'depositRate', amount: 2664, rate: 1, rateMax: 1.5 }, 'firstDeposit', cn),
    ).toBe('100-150 % 首存 · 最高 2664 元');
    expect(
      rewardText({ kind: 'depositRate', amount: 888, rate: 0.1, rateMax: 0.1 }, 'againDeposit', cn),
    ).toBe('10 % 存款 · 最高 888 元');
  });

  it('sets amounts without trailing zeros and rates as percentages', () => {
    expect(yuanOf(888)).toBe('888');
    expect(yuanOf(18.88)).toBe('18.88');
    expect(yuanOf(0.1 + 0.2)).toBe('0.3');
    expect(percentOf(0.15)).toBe('15');
    expect(percentOf(0.125, 0.2)).toBe('12.5-20');
  });

  it('gives dates as days, and an unreadable time as it is', () => {
    expect(dayOf('2026-10-29 23:43:34', cn)).toBe('10月29日');
    expect(dayOf('2027-01-07 00:00:00', cn)).toBe('1月7日');
    expect(dayOf('明天', cn)).toBe('明天');
  });
});
