import { describe, expect, it } from 'vitest';
import type { DealRecord } from '../../../stores/cashier/CashierStore';
import { dealTotals } from './dealTotals';

const record = (r: Partial<DealRecord> & Pick<DealRecord, 'type' | 'amount'>): DealRecord => ({
  orderNo: `N${Math.random()}`,
  status: 'success',
  createTime: '2026-11-22 20:30:00',
  ...r,
});
const center = { code: 'center', name: '中心钱包' };
const ag = { code: 'AGZR', name: 'AG真人' };

describe('the totals of 交易记录', () => {
  it('keeps deposits, withdrawals and each direction of transfer apart', () => {
    expect(
      dealTotals([
        record({ type: 'deposit', amount: 100.1 }),
        record({ type: 'transfer', amount: 50, from: center, to: ag }),
        record({ type: 'withdraw', amount: 30 }),
        record({ type: 'deposit', amount: 0.2 }),
        record({ type: 'transfer', amount: 20, from: ag, to: center }),
        record({ type: 'transfer', amount: 5, from: center, to: ag }),
      ]),
    ).toEqual([
      { kind: 'deposit', amount: 100.3 },
      { kind: 'transferOut', amount: 55 },
      { kind: 'withdraw', amount: 30 },
      { kind: 'transferIn', amount: 20 },
    ]);
  });

  it('counts only what succeeded: a pending withdrawal or a closed deposit moved nothing', () => {
    expect(
      dealTotals([
        record({ type: 'withdraw', amount: 30, status: 'pending' }),
        record({ type: 'deposit', amount: 300, status: 'closed' }),
        record({ type: 'deposit', amount: 10 }),
      ]),
    ).toEqual([{ kind: 'deposit', amount: 10 }]);
  });
});
