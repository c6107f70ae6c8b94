// The totals under 交易记录: one a kind of movement, never one sum of deposits, withdrawals and
// transfers together (that number means nothing). Transfers count by direction: into a venue's
// wallet, or back to the centre wallet. Only successful records count: a pending withdrawal has
// not moved money yet.
import type { DealRecord } from '../../../stores/cashier/CashierStore';

export type TotalKind = Exclude<DealRecord['type'], 'transfer'> | 'transferOut' | 'transferIn';

/** The centre wallet's code in a transfer's from and to. */
export const CENTER_WALLET = 'center';

export function totalKind(r: DealRecord): TotalKind {
  if (r.type !== 'transfer') return r.type;
  return r.to?.code === CENTER_WALLET ? 'transferIn' : 'transferOut';
}

/** The successful records' totals by kind, in the order kinds first appear; in yuan, to the fen. */
export function dealTotals(records: readonly DealRecord[]): { kind: TotalKind; amount: number }[] {
  const totals = new Map<TotalKind, number>();
  for (const r of records) {
    if (r.status !== 'success') continue;
    const kind = totalKind(r);
    totals.set(kind, Math.round(((totals.get(kind) ?? 0) + r.amount) * 100) / 100);
  }
  return [...totals].map(([kind, amount]) => ({ kind, amount }));
}
