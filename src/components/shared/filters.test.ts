import { describe, expect, it } from 'vitest';
import { decimalAmount, digitsOnly, noWhitespace } from './filters';

describe('input filters', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('1a2 3-4')).toBe('1234');
  });
  it('strips whitespace', () => {
    expect(noWhitespace(' ab c1 ')).toBe('abc1');
  });
  it('keeps a decimal amount with 2 decimals at most', () => {
    expect(decimalAmount('12.345')).toBe('12.34');
    expect(decimalAmount('1.2.3')).toBe('1.23');
    expect(decimalAmount('abc100')).toBe('100');
    expect(decimalAmount('100.')).toBe('100.');
  });
  it('keeps a leading minus so -5 is refused with a message, never turned into 5', () => {
    expect(decimalAmount('-5')).toBe('-5');
    expect(decimalAmount(' -5.129')).toBe('-5.12');
    expect(decimalAmount('5-')).toBe('5');
  });
});
