import { describe, expect, it } from 'vitest';
import {
  addressValid,
  alipayAccountValid,
  checkAmount,
  checkCardNo,
  familyOf,
  beijingDay,
  formatCountdown,
  formatDateTime,
  formatDayBound,
  luhnValid,
  maskNumber,
  parseDateTime,
  pollDelay,
  waitRouteOf,
} from './rules';

describe('cashier rules', () => {
  it('accepts amounts with at most two decimals inside the channel range', () => {
    expect(checkAmount('')).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('12.345')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkAmount('abc')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkAmount('0')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkAmount('1234567890123')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkAmount('99.99', { min: 100, max: 500 })).toEqual({
      ok: false,
      problem: 'belowMin',
    });
    expect(checkAmount('500.01', { min: 100, max: 500 })).toEqual({
      ok: false,
      problem: 'aboveMax',
    });
    expect(checkAmount(' 100.5 ', { min: 100, max: 500 })).toEqual({ ok: true, value: '100.5' });
  });

  it('refuses a negative amount as negative (金额不能为负数), never as its absolute value', () => {
    expect(checkAmount('-5')).toEqual({ ok: false, problem: 'negative' });
    expect(checkAmount('-0.01', { min: 0 })).toEqual({ ok: false, problem: 'negative' });
    expect(checkAmount('-')).toEqual({ ok: false, problem: 'negative' });
  });

  it('checks bank card numbers with the Luhn sum and their length', () => {
    expect(luhnValid('6222020200112233446')).toBe(true);
    expect(luhnValid('6222020200112233445')).toBe(false);
    expect(checkCardNo('6222 0202 0011 2233 446')).toEqual({
      ok: true,
      value: '6222020200112233446',
    });
    expect(checkCardNo('6222020200112233445')).toEqual({ ok: false, problem: 'checksum' });
    expect(checkCardNo('12345')).toEqual({ ok: false, problem: 'length' });
    expect(checkCardNo(' ')).toEqual({ ok: false, problem: 'required' });
  });

  it('checks virtual-coin addresses per network: TRC20 T + 33 base58, ERC20 0x + 40 hex', () => {
    expect(addressValid('TRC20', 'TXb8Xn1yq3abcdefghijkmnopqrstuvwxy')).toBe(true);
    expect(addressValid('TRC20', 'TXb8Xn1yq3abcdefghijkmnopqrstuvwx0')).toBe(false);
    expect(addressValid('ERC20', `0x${'a1'.repeat(20)}`)).toBe(true);
    expect(addressValid('ERC20', 'TXb8Xn1yq3abcdefghijkmnopqrstuvwxy')).toBe(false);
  });

  it('takes an Alipay account as a mainland phone number or an e-mail address', () => {
    expect(alipayAccountValid('13800138000')).toBe(true);
    expect(alipayAccountValid('a@b.cn')).toBe(true);
    expect(alipayAccountValid('12345')).toBe(false);
  });

  it('masks numbers to their first and last four characters', () => {
    expect(maskNumber('6222020200112233446')).toBe('6222 **** 3446');
    expect(maskNumber('6222****3446')).toBe('6222****3446');
  });

  it('maps channel kinds to their deposit group and waiting page', () => {
    expect(familyOf('bank')).toBe('bank');
    expect(familyOf('alipay')).toBe('wallet');
    expect(familyOf('usdt')).toBe('coin');
    expect(waitRouteOf('bank')).toBe('transferWait');
    expect(waitRouteOf('wechat')).toBe('rechargeWait');
    expect(waitRouteOf('usdt')).toBe('virtualWait');
    expect(waitRouteOf('huione')).toBe('huiwangWait');
    expect(waitRouteOf('xnbsk')).toBe('xnbskWait');
  });

  it('polls with a growing delay capped at 15 s', () => {
    expect(pollDelay(0)).toBe(2000);
    expect(pollDelay(1)).toBe(3000);
    expect(pollDelay(20)).toBe(15000);
  });

  it('reads contract times and shows countdowns', () => {
    expect(parseDateTime('2026-11-22 20:30:00')).toBe(Date.UTC(2026, 10, 22, 12, 30, 0));
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 22, 12, 30, 0)))).toBe('2026-11-22 20:30:00');
    expect(formatDayBound(new Date(2026, 0, 5, 13), true)).toBe('2026-01-05 23:59:59');
    expect(Number.isNaN(parseDateTime('soon'))).toBe(true);
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(3_661_000)).toBe('1:01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('bounds a records range by the Beijing day, so a record made after 16:00 UTC is in today', () => {
    // 2026-11-23 17:30 UTC is 2026-11-24 01:30 in Beijing: today is the 24th there.
    const evening = Date.UTC(2026, 10, 23, 17, 30);
    expect(formatDayBound(beijingDay(evening), false)).toBe('2026-11-24 00:00:00');
    expect(formatDayBound(beijingDay(evening), true)).toBe('2026-11-24 23:59:59');
    expect(formatDayBound(beijingDay(evening, 29), false)).toBe('2026-10-26 00:00:00');
    // a record created at that moment (fmtTime on the server) falls inside today's bounds
    const created = formatDateTime(new Date(evening));
    expect(created >= formatDayBound(beijingDay(evening), false)).toBe(true);
    expect(created <= formatDayBound(beijingDay(evening), true)).toBe(true);
    expect(formatDayBound(beijingDay(Date.UTC(2026, 10, 23, 15, 59)), false)).toBe(
      '2026-11-23 00:00:00',
    );
  });
});
