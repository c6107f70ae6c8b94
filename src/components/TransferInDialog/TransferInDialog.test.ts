import { describe, expect, it } from 'vitest';
import { balanceToAmount } from './TransferInDialog';

describe('balanceToAmount (全部)', () => {
  it('gives the whole balance floored to fen', () => {
    expect(balanceToAmount(1234.5)).toBe('1234.5');
    expect(balanceToAmount(88.889)).toBe('88.88');
    expect(balanceToAmount(0.29)).toBe('0.29');
    expect(balanceToAmount(100)).toBe('100');
  });
  it('gives 0 for an empty or negative balance', () => {
    expect(balanceToAmount(0)).toBe('0');
    expect(balanceToAmount(-5)).toBe('0');
    expect(balanceToAmount(Number.NaN)).toBe('0');
  });
});
