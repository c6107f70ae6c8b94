// A promotion card's words from the server's data: the reward headline (最高 888 元) and dates
// as days (10月29日). The amounts and rates are the server's (server/promotions.ts
// rewardHeadlineOf, from what each kind pays); this only sets them in words.
import { fill } from '../../i18n/screenTexts';
import type { DiscountAd } from '../../stores/promotions/PromotionsStore';

type Reward = NonNullable<DiscountAd['reward']>;

export interface HeadlineTexts {
  monthDay: string;
  rewardUpTo: string;
  rewardFixed: string;
  rewardDaily: string;
  rewardDailyUpTo: string;
  rewardPerFriend: string;
  rewardFirstDeposit: string;
  rewardDeposit: string;
}

/** Yuan without trailing zeros (888, 18.88, 0.5). */
export function yuanOf(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

/** A rate as a percentage (1: 100, 1.5: 150), a range when the tiers differ (100-150). */
export function percentOf(rate: number, rateMax?: number): string {
  const pct = (r: number) => String(Math.round(r * 1000) / 10);
  return rateMax !== undefined && rateMax !== rate ? `${pct(rate)}-${pct(rateMax)}` : pct(rate);
}

export function rewardText(reward: Reward, routeName: string, t: HeadlineTexts): string | null {
  const amount = yuanOf(reward.amount);
  switch (reward.kind) {
    case 'upTo':
      return fill(t.rewardUpTo, { amount });
    case 'fixed':
      return fill(t.rewardFixed, { amount });
    case 'daily':
      return fill(t.rewardDaily, { amount });
    case 'dailyUpTo':
      return fill(t.rewardDailyUpTo, { amount });
    case 'perFriend':
      return fill(t.rewardPerFriend, { amount });
    case 'depositRate':
      if (reward.rate === undefined) return fill(t.rewardUpTo, { amount });
      return fill(routeName === 'firstDeposit' ? t.rewardFirstDeposit : t.rewardDeposit, {
        rate: percentOf(reward.rate, reward.rateMax),
        amount,
      });
    default:
      return null;
  }
}

/** The day of a server time ('2026-10-29 23:43:34': 10月29日); the text as it is when it is not
 * a date. */
export function dayOf(time: string, t: Pick<HeadlineTexts, 'monthDay'>): string {
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(time.trim());
  return m ? fill(t.monthDay, { m: Number(m[1]), d: Number(m[2]) }) : time;
}
