// The commission tiers of the 合营计划 page: a month's active members and net profit decide the
// rate applied to the whole net profit.

export interface CommissionTier {
  level: number;
  /** Active members needed in the month. */
  minActive: number;
  /** Net profit range in CNY; `to` null for the open top tier. */
  from: number;
  to: number | null;
  /** Rate in percent. */
  rate: number;
}

export const COMMISSION_TIERS: readonly CommissionTier[] = [
  { level: 1, minActive: 5, from: 1, to: 50_000, rate: 30 },
  { level: 2, minActive: 10, from: 50_001, to: 200_000, rate: 35 },
  { level: 3, minActive: 20, from: 200_001, to: 500_000, rate: 40 },
  { level: 4, minActive: 30, from: 500_001, to: 1_000_000, rate: 45 },
  { level: 5, minActive: 50, from: 1_000_001, to: null, rate: 50 },
];

/** The highest tier whose two conditions a month meets, or null when it meets none. */
export function tierFor(activeMembers: number, netProfit: number): CommissionTier | null {
  let best: CommissionTier | null = null;
  for (const tier of COMMISSION_TIERS)
    if (activeMembers >= tier.minActive && netProfit >= tier.from) best = tier;
  return best;
}

/** The month's commission in CNY (2 decimals), 0 when no tier is met. */
export function commissionFor(activeMembers: number, netProfit: number): number {
  const tier = tierFor(activeMembers, netProfit);
  return tier ? Math.round(netProfit * tier.rate) / 100 : 0;
}
