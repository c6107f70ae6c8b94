import { describe, expect, it } from 'vitest';
import { CAPITAL_NUMERALS, toChineseCapital } from '../../domain/capital';
import { cashierTexts } from './texts';

describe('the cashier amount in capitals (大写) by locale', () => {
  it('simplified numerals are the domain table, so 简体 shows the domain text unchanged', () => {
    expect(cashierTexts.zhCN.amount.numerals).toBe(CAPITAL_NUMERALS);
  });

  it('traditional numerals write 1234.56 as 壹仟貳佰叄拾肆元伍角陸分', () => {
    expect(toChineseCapital('1234.56', cashierTexts.zhTW.amount.numerals)).toBe(
      '壹仟貳佰叄拾肆元伍角陸分',
    );
  });
});
