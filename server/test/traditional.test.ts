// 繁體 everywhere (issue 43): a player who reads the site in 繁體 (the snapshot_lang cookie) gets
// the server's texts in traditional characters, proper names kept right; a simplified reader's
// answers are untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { simplifiedOnly } from '../../src/i18n/simplifiedOnly.ts';
import { toTraditional, traditionalDeep } from '../traditional.ts';

const TW = { headers: { cookie: 'snapshot_hint=member; snapshot_lang=zh-TW' } };
const CN = { headers: { cookie: 'snapshot_lang=zh-CN' } };

/** Every string of a JSON value. */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : v !== null && typeof v === 'object'
      ? Object.values(v).flatMap(strings)
      : [];

describe('the server in 繁體', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => h.close());

  it('keeps proper names that a character table would break, and the site’s reviewed wording', () => {
    expect(toTraditional('皇家马德里')).toBe('皇家馬德里'); // not 馬德裏
    expect(toTraditional('马德里竞技 对 皇后公园巡游者')).toBe('馬德里競技 對 皇后公園巡遊者');
    expect(toTraditional('周周竞赛 赢取豪礼')).toBe('週週競賽 贏取豪禮');
    expect(toTraditional('账户余额')).toBe('帳戶餘額'); // zh-TW.review.json: 賬 -> 帳
    expect(toTraditional('XMTY 1.95')).toBe('XMTY 1.95');
    expect(traditionalDeep({ teamName: '曼联', list: ['独赢'], n: 3 })).toEqual({
      teamName: '曼聯',
      list: ['獨贏'],
      n: 3,
    });
  });

  it('answers the promotions, notices and the sports board in traditional characters, with no simplified-only character left', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['advertisingGetMyDiscountAd', { category: 'all' }],
      ['advertisingQueryNoticeListByPage', { type: 1, pageNum: 1, pageSize: 20 }],
      ['advertisingNavigationList', { position: 1 }],
      [
        'venueResource',
        {
          method: 'matches',
          enName: 'XMTY',
          Request: {
            timestamp: h.clock.now(),
            token: '',
            language: 'zh-tw',
            gameType: 'FT',
            showType: 'FT',
            oddsType: 'H',
            ip: '127.0.0.1',
          },
        },
      ],
    ];
    for (const [op, body] of calls) {
      const cn = await h.call(op, body, CN);
      const tw = await h.call(op, body, TW);
      expect(tw.status_code, op).toBe(6000);
      const simplified = strings(cn.data).flatMap(simplifiedOnly);
      expect(simplified.length, `${op}: some simplified text to convert`).toBeGreaterThan(0);
      const left = strings(tw.data).flatMap(simplifiedOnly);
      expect(left, op).toEqual([]);
      // the same answer otherwise: ids, amounts, codes and ASCII names as they were
      expect(JSON.stringify(traditionalDeep(cn.data)), op).toBe(JSON.stringify(tw.data));
    }
  });

  it('sends a simplified reader (or one without the cookie) the texts as they are stored', async () => {
    const plain = await h.call('advertisingGetMyDiscountAd', { category: 'all' });
    const cn = await h.call('advertisingGetMyDiscountAd', { category: 'all' }, CN);
    expect(cn).toEqual(plain);
    expect(strings(plain.data).join('')).toContain('周周竞赛');
  });

  it('answers a failure’s message in traditional characters too', async () => {
    const wrong = await h.call(
      'userLogin',
      { name: 'nobody99', password: 'x'.repeat(64), kaptchcate: 0, version: '1.0', isAgent: 0 },
      TW,
    );
    expect(wrong.status_code).not.toBe(6000);
    expect(wrong.message.length).toBeGreaterThan(0);
    expect(simplifiedOnly(wrong.message)).toEqual([]);
  });
});
