import { describe, expect, it } from 'vitest';
import { domainMessages } from '../../domain/messageCatalogues';
import { FakeClock } from '../testing/FakeClock';

const zhCN = domainMessages['zh-CN'];
import { CodeCountdown } from './CodeCountdown';

describe('CodeCountdown', () => {
  it('is idle with 获取验证码, counts 60 s down by the second, then shows 重新获取', () => {
    const clock = new FakeClock();
    const c = new CodeCountdown(clock);
    expect(c.phase).toBe('idle');
    expect(c.label).toBe('codeGet');
    expect(zhCN.codeGet).toBe('获取验证码');
    c.start();
    expect(c.label).toBe('60s');
    clock.advance(1000);
    expect(c.label).toBe('59s');
    clock.advance(58_000);
    expect(c.label).toBe('1s');
    clock.advance(1000);
    expect(c.phase).toBe('again');
    expect(c.label).toBe('codeGetAgain');
    expect(zhCN.codeGetAgain).toBe('重新获取');
    expect(clock.pending).toBe(0);
  });

  it('restarting while counting starts again from 60 with a single timer', () => {
    const clock = new FakeClock();
    const c = new CodeCountdown(clock);
    c.start();
    clock.advance(10_000);
    c.start();
    expect(c.secondsLeft).toBe(60);
    expect(clock.pending).toBe(1);
    c.reset();
    expect(c.phase).toBe('idle');
    expect(clock.pending).toBe(0);
  });
});
