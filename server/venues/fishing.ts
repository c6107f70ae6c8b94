// The fishing venues (捕鱼) as a shooting round (docs/demo-venues.md): the player aims the cannon
// at one kind of fish and fires a shot costing the stake; a fish worth ×m is caught with the
// chance 96 / (100 m), and a catch returns the stake times m. Every fish returns exactly 96 %
// (fishing.test.ts). Each game has its own boss fish.

export const RETURN_PERCENT = 96;

export interface Fish {
  name: string;
  /** what a catch returns, in stakes */
  multiplier: number;
}

const SCHOOL: Fish[] = [
  { name: '小丑鱼', multiplier: 2 },
  { name: '河豚', multiplier: 5 },
  { name: '灯笼鱼', multiplier: 10 },
  { name: '海龟', multiplier: 20 },
  { name: '鲨鱼', multiplier: 50 },
];

/** The fish of a game: the school and the boss its name promises. */
export function fishOf(gameName: string): Fish[] {
  const boss = gameName.includes('财神') ? '财神' : gameName.includes('龙') ? '金龙' : '美人鱼';
  return [...SCHOOL, { name: boss, multiplier: 100 }];
}

/** A shot's return (stake included) in cents, `roll` being an integer in [0, 100 m): caught
 * on 96 of the 100 m rolls. */
export function shotPayout(fish: Fish, stake: number, roll: number): number {
  return roll < RETURN_PERCENT ? stake * fish.multiplier : 0;
}
