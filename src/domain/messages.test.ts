import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { isMessageKey, messageKeys } from './messages.ts';
import { domainMessages, formatMessage } from './messageCatalogues.ts';

describe('domain messages', () => {
  it('gives every key a non-empty text in both zh-CN and zh-TW', () => {
    expect(messageKeys.length).toBeGreaterThan(40);
    for (const key of messageKeys) {
      expect(domainMessages['zh-CN'][key], key).toMatch(/\S/);
      expect(domainMessages['zh-TW'][key], key).toMatch(/\S/);
    }
    expect(Object.keys(domainMessages['zh-TW']).sort()).toEqual([...messageKeys].sort());
  });

  it('writes each zh-TW text as the OpenCC cn->tw conversion of its zh-CN text', () => {
    const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' });
    for (const key of messageKeys) {
      expect(domainMessages['zh-TW'][key], key).toBe(toTw(domainMessages['zh-CN'][key]));
    }
  });

  it('uses the Chinese texts the spec gives verbatim', () => {
    expect(domainMessages['zh-CN'].slipFull).toBe('投注项数量已达上限');
    expect(domainMessages['zh-CN'].slipConfirming).toBe('当前还有订单正在确认中,请稍等');
    expect(domainMessages['zh-CN'].periodStartingSoon).toBe('即将开始');
    expect(domainMessages['zh-CN'].loginRequiredTip).toBe('请先登录账号,才能了解更多');
    expect(domainMessages['zh-CN'].bindRealNameGo).toBe('去完善');
    expect(domainMessages['zh-CN'].dataErrorReenter).toBe('数据异常,请重新进入游戏');
    expect(domainMessages['zh-CN'].tipsTitle).toBe('温馨提示');
    expect(domainMessages['zh-CN'].venueStarting).toBe('启动中...');
  });

  it('shows traditional characters in zh-TW (投注項數量已達上限)', () => {
    expect(domainMessages['zh-TW'].slipFull).toBe('投注項數量已達上限');
    expect(domainMessages['zh-TW'].usernameRequired).toBe('用戶名不能為空');
    expect(domainMessages['zh-TW'].transferSuccess).toBe('轉賬成功');
    expect(domainMessages['zh-TW'].registerSuccess).toBe('註冊成功');
  });

  it('fills {{placeholders}} and leaves unknown ones visible', () => {
    expect(formatMessage('periodInning', { inning: 7 })).toBe('第7局');
    expect(formatMessage('periodInning', { inning: 3 }, 'zh-TW')).toBe('第3局');
    expect(formatMessage('periodInning')).toBe('第{{inning}}局');
  });

  it('recognises its own keys only', () => {
    expect(isMessageKey('slipFull')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('nope')).toBe(false);
  });
});
