// The lottery venues' draws (docs/demo-venues.md): each game draws its numbers on the venue's
// schedule (every 5 or 10 minutes, numbered by the Beijing day), and a ticket picks 1 to 5 of
// the values of one position of the draw (时时彩 个位, 赛车 冠军, 六合彩 特码, 快三 和值). A ticket
// wins when the drawn value is one of its picks and returns the stake times its odds, fixed
// when it is bought: 98 % divided by the chance of its picks, in cents rounded down, so every
// ticket returns at most 98 % (lottery.test.ts).

export interface DrawRule {
  /** what the numbers are: 5 digits, the order of 10 cars ... */
  name: string;
  /** the position a ticket plays */
  target: string;
  /** the values a ticket may pick */
  values: number[];
  /** a draw's numbers from `randomBelow(n)` (an integer in [0, n)) */
  draw(randomBelow: (n: number) => number): number[];
  /** the drawn value of the target position */
  outcome(numbers: readonly number[]): number;
  /** the chance of each value of the target */
  chance(value: number): number;
}

export const MAX_PICKS = 5;
export const RETURN = 0.98;
/** Sales of a draw close this long before it: later tickets are for the draw after. */
export const CLOSE_MS = 10_000;

const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

/** `count` distinct numbers of lo..hi in draw order. */
function distinct(randomBelow: (n: number) => number, lo: number, hi: number, count: number) {
  const left = range(lo, hi);
  return Array.from({ length: count }, () => left.splice(randomBelow(left.length), 1)[0] ?? lo);
}

const SSC: DrawRule = {
  name: '五个号码,每个 0-9',
  target: '个位',
  values: range(0, 9),
  draw: (r) => Array.from({ length: 5 }, () => r(10)),
  outcome: (n) => n[4] ?? -1,
  chance: () => 1 / 10,
};

const RACE: DrawRule = {
  name: '1-10 号赛车的名次',
  target: '冠军',
  values: range(1, 10),
  draw: (r) => distinct(r, 1, 10, 10),
  outcome: (n) => n[0] ?? -1,
  chance: () => 1 / 10,
};

const MARK_SIX: DrawRule = {
  name: '1-49 中开出 6 个正码和 1 个特码',
  target: '特码',
  values: range(1, 49),
  draw: (r) => distinct(r, 1, 49, 7),
  outcome: (n) => n[6] ?? -1,
  chance: () => 1 / 49,
};

/** the number of the 216 throws of three dice with each sum */
const DICE_SUMS = new Map<number, number>();
for (let a = 1; a <= 6; a++)
  for (let b = 1; b <= 6; b++)
    for (let c = 1; c <= 6; c++) DICE_SUMS.set(a + b + c, (DICE_SUMS.get(a + b + c) ?? 0) + 1);

const DICE: DrawRule = {
  name: '三颗骰子',
  target: '和值',
  values: range(3, 18),
  draw: (r) => [r(6) + 1, r(6) + 1, r(6) + 1],
  outcome: (n) => n.reduce((s, x) => s + x, 0),
  chance: (v) => (DICE_SUMS.get(v) ?? 0) / 216,
};

export function ruleOf(gameName: string): DrawRule {
  if (gameName.includes('赛车')) return RACE;
  if (gameName.includes('六合彩')) return MARK_SIX;
  if (gameName.includes('快三')) return DICE;
  return SSC;
}

/** The odds of a ticket's picks in hundredths (9.80 -> 980), or null for picks not allowed. */
export function oddsOf(rule: DrawRule, picks: readonly number[]): number | null {
  if (picks.length < 1 || picks.length > MAX_PICKS) return null;
  if (new Set(picks).size !== picks.length) return null;
  if (!picks.every((p) => rule.values.includes(p))) return null;
  const chance = picks.reduce((s, p) => s + rule.chance(p), 0);
  const odds = Math.floor((100 * RETURN) / chance + 1e-9);
  return odds > 100 ? odds : null;
}

/** What a ticket returns (stake included) once `numbers` are drawn. */
export function ticketPayout(
  rule: DrawRule,
  picks: readonly number[],
  odds: number,
  stake: number,
  numbers: readonly number[],
): number {
  return picks.includes(rule.outcome(numbers)) ? Math.floor((stake * odds) / 100) : 0;
}
