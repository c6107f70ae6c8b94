// Bonus maths (issue 40): what a deposit earns, the turnover (流水) that unlocks a bonus, the
// progress of that turnover, and VIP standing. The reference server pays with these functions
// (server/turnover.ts, server/promotions.ts, server/vip.ts) and the screens quote with them, so
// a figure on a page is the figure the ledger moves.
//
// Money is integer cents (fen). Rates are fractions (0.01 = 1 %) read to the basis point.
//
//   bonus    = floor(deposit x rate), at most maxReward; 0 below minDeposit
//   turnover = bonus x multiple                 (base 'bonus': the channel's 存款加赠)
//            = (deposit + bonus) x multiple     (base 'depositAndBonus': 首存/再存 offers)
//
// Every bonus is credited as locked money (锁定彩金) and released to the centre wallet once the
// stakes placed since it was credited (sports bets and venue rounds; a cashed-out stake is no
// valid turnover) reach its turnover. Each requirement counts the turnover since its own start;
// the one figure a player sees ("还需流水") is the sum of what each open requirement still needs.

export interface DepositBonusRule {
  /** Fraction of the deposit paid as bonus (0.01 = 1 %). */
  rate: number;
  /** Most bonus one deposit earns (cents). */
  maxReward: number;
  /** Turnover multiple (whole number) of the base. */
  turnoverMultiple: number;
  /** What the multiple applies to. */
  base: 'bonus' | 'depositAndBonus';
  /** Smallest deposit that earns a bonus (cents); 0 when any deposit does. */
  minDeposit?: number;
}

export interface DepositBonus {
  /** Bonus credited (cents). */
  bonus: number;
  /** Turnover that releases it (cents). */
  turnover: number;
}

/** A rate as whole basis points (0.015 -> 150), never negative. */
export function basisPoints(rate: number): number {
  return Number.isFinite(rate) && rate > 0 ? Math.round(rate * 10_000) : 0;
}

/** The bonus a deposit (cents) earns under a rule, and the turnover that releases it. */
export function depositBonus(deposit: number, rule: DepositBonusRule): DepositBonus {
  const amount = Number.isSafeInteger(deposit) && deposit > 0 ? deposit : 0;
  if (amount < (rule.minDeposit ?? 0)) return { bonus: 0, turnover: 0 };
  const raw = Math.floor((amount * basisPoints(rule.rate)) / 10_000);
  const bonus = Math.max(0, Math.min(raw, Math.max(0, Math.floor(rule.maxReward))));
  if (bonus === 0) return { bonus: 0, turnover: 0 };
  const multiple = Math.max(0, Math.floor(rule.turnoverMultiple));
  const base = rule.base === 'bonus' ? bonus : amount + bonus;
  return { bonus, turnover: base * multiple };
}

export interface TurnoverProgress {
  required: number;
  /** Turnover counted toward it, at most the requirement. */
  done: number;
  remaining: number;
  met: boolean;
}

/** One requirement's progress from the turnover placed since it started (cents). */
export function turnoverProgress(required: number, placed: number): TurnoverProgress {
  const req = Math.max(0, required);
  const done = Math.min(req, Math.max(0, placed));
  return { required: req, done, remaining: req - done, met: done >= req };
}

/** The one figure of several open requirements: their sums (remaining = required - done). */
export function turnoverTotal(items: readonly TurnoverProgress[]): TurnoverProgress {
  const required = items.reduce((s, i) => s + i.required, 0);
  const done = items.reduce((s, i) => s + i.done, 0);
  return { required, done, remaining: required - done, met: required === done };
}

export interface VipGradeRule {
  grade: number;
  /** Cumulative paid deposits needed (any unit, the same as the member's figures). */
  depositRequired: number;
  /** Cumulative valid turnover needed. */
  turnoverRequired: number;
}

/** The highest grade whose deposit and turnover thresholds are both met (grades in any order;
 * a grade counts only when every lower grade is met too). */
export function vipGradeReached(
  grades: readonly VipGradeRule[],
  deposit: number,
  turnover: number,
): number {
  const sorted = [...grades].sort((a, b) => a.grade - b.grade);
  let reached = sorted[0]?.grade ?? 0;
  for (const g of sorted) {
    if (deposit >= g.depositRequired && turnover >= g.turnoverRequired) reached = g.grade;
    else break;
  }
  return reached;
}

export interface VipProgress {
  /** The next grade above the current one, or null at the top. */
  next: VipGradeRule | null;
  /** Share of the next grade's deposit and turnover thresholds met, 0..1. */
  depositShare: number;
  turnoverShare: number;
  depositRemaining: number;
  turnoverRemaining: number;
}

/** Progress from the current grade to the next one. */
export function vipProgress(
  grades: readonly VipGradeRule[],
  current: number,
  deposit: number,
  turnover: number,
): VipProgress {
  const next = [...grades].sort((a, b) => a.grade - b.grade).find((g) => g.grade > current);
  if (!next)
    return {
      next: null,
      depositShare: 1,
      turnoverShare: 1,
      depositRemaining: 0,
      turnoverRemaining: 0,
    };
  const share = (have: number, need: number) =>
    need <= 0 ? 1 : Math.min(1, Math.max(0, have) / need);
  return {
    next,
    depositShare: share(deposit, next.depositRequired),
    turnoverShare: share(turnover, next.turnoverRequired),
    depositRemaining: Math.max(0, next.depositRequired - Math.max(0, deposit)),
    turnoverRemaining: Math.max(0, next.turnoverRequired - Math.max(0, turnover)),
  };
}
