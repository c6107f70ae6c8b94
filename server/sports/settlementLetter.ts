// The letter a member gets when a bet settles (注单结算通知): one a settlement, saying in its
// title and first line which match (or matches) it is about and what the result was, so a row
// of them in the inbox reads as different letters.
import { yuan } from '../letters.ts';
import { RESULT_LABELS } from './sim.ts';

export interface SettledLeg {
  matchId: number;
  teamH: string;
  teamC: string;
  /** The leg's own result code, when the legs settle one by one (multiple and series bets). */
  result?: string;
}

const label = (code: string): string => RESULT_LABELS[code] ?? code;

/** Title and content of the settlement letter of bet `id` settled with `result`, paying
 * `payout` cents. Several legs on one match count as one match. */
export function settlementLetter(
  bet: { id: string; legs: readonly SettledLeg[] },
  result: string,
  payout: number,
): { title: string; content: string } {
  const matches = bet.legs.filter(
    (leg, i, all) => all.findIndex((l) => l.matchId === leg.matchId) === i,
  );
  const name = (leg: SettledLeg) => `${leg.teamH} vs ${leg.teamC}`;
  const first = matches[0];
  const subject = !first
    ? `注单 ${bet.id}`
    : matches.length === 1
      ? name(first)
      : `${name(first)} 等${matches.length}场`;
  const legs =
    bet.legs.length > 1
      ? `各场:${bet.legs.map((l) => (l.result ? `${name(l)}(${label(l.result)})` : name(l))).join(';')}。`
      : '';
  const paid = payout > 0 ? `派彩${yuan(payout)}元已到账。` : '';
  return {
    title: `注单结算:${subject} ${label(result)}`,
    content: `${subject},结算结果:${label(result)}。${paid}${legs}注单号 ${bet.id}。`,
  };
}
