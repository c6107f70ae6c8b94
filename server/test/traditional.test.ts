// 繁體 everywhere (issue 43): a player who reads the site in 繁體 (the snapshot_lang cookie) gets
// the server's texts in traditional characters, proper names kept right; a simplified reader's
// answers are untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, startHarness, type Harness } from './harness.ts';
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

  it('draws a 繁體 reader’s game window page, its script and its answers in traditional characters', async () => {
    const token = await newPlayer(h, 'twvenue1', { balance: 100_00 });
    const launch = await h.call(
      'venueLaunch',
      { enName: 'AGZR', gameCode: 'AGZR-2' },
      { token, idempotencyKey: 'launch-twvenue1' },
    );
    const url = (launch.data as { url: string }).url;
    const page = await h.app.inject({ method: 'GET', url, ...TW });
    expect(page.body).toContain('<html lang="zh-TW">');
    expect(page.body).toContain('開和時押龍或虎的投注退回一半');
    expect(page.body).toContain('本桌限紅 ¥10 - ¥20,000');
    const text = page.body.replace(/<style>[\s\S]*?<\/style>/, '');
    expect(simplifiedOnly(text)).toEqual([]);
    const src = /<script src="([^"]+)"/.exec(page.body)?.[1] ?? '';
    expect(src).toContain('lang=zh-TW');
    const script = await h.app.inject({ method: 'GET', url: src });
    expect(script.body).toContain('和局');
    expect(simplifiedOnly(script.body)).toEqual([]);
    // the page's calls carry its ticket, no cookie: the ticket remembers the reader
    const ticket = /<meta name="venue-session" content="([^"]*)">/.exec(page.body)?.[1] ?? '';
    const round = async (stake: string) =>
      (
        await h.app.inject({
          method: 'POST',
          url: '/venue-demo/api/round',
          payload: { ticket, stake, side: 'dragon' },
        })
      ).json<{ status_code: number; message: string }>();
    expect(await round('5')).toMatchObject({
      status_code: 6012,
      message: '最低投注 ¥10(本桌限紅 ¥10 - ¥20,000)',
    });
    expect((await round('500')).message).toBe('場館餘額不足(餘額 ¥100.00),請先從中心錢包轉入');
    // a simplified reader's page stays as it is
    const again = await h.call(
      'venueLaunch',
      { enName: 'AGZR', gameCode: 'AGZR-2' },
      { token, idempotencyKey: 'launch-twvenue2' },
    );
    const cn = await h.app.inject({
      method: 'GET',
      url: (again.data as { url: string }).url,
      ...CN,
    });
    expect(cn.body).toContain('开和时押龙或虎的投注退回一半');
  });
  it('draws 斗地主 in traditional characters, and answers a 繁體 page whose ticket has expired (or was already used) in them', async () => {
    const token = await newPlayer(h, 'twvenue3', { balance: 100_00 });
    const launch = await h.call(
      'venueLaunch',
      { enName: 'AGZR', gameCode: 'AGZR-2' },
      { token, idempotencyKey: 'launch-twvenue3' },
    );
    const url = (launch.data as { url: string }).url;
    // 斗地主's page and script (the three seats, the rules, the play-by-play) are traditional too
    const ddz = await h.app.inject({ method: 'GET', url: '/venue-demo/KYQP', ...TW });
    expect(ddz.body).toContain('鬥地主');
    expect(simplifiedOnly(ddz.body.replace(/<style>[\s\S]*?<\/style>/, ''))).toEqual([]);
    const ddzScript = /<script src="([^"]+)"/.exec(ddz.body)?.[1] ?? '';
    expect(ddzScript).toBe('/venue-demo/app.js?kind=doudizhu&lang=zh-TW');
    const ddzJs = await h.app.inject({ method: 'GET', url: ddzScript });
    expect(ddzJs.body).toContain('農民');
    expect(simplifiedOnly(ddzJs.body)).toEqual([]);
    h.clock.advance(2 * 60 * 60 * 1000 + 1); // the launch ticket's two hours are over
    const page = await h.app.inject({ method: 'GET', url, ...TW });
    expect(page.body).toContain('<html lang="zh-TW">');
    expect(page.body).toContain('<meta name="venue-session" content="">');
    expect(simplifiedOnly(page.body.replace(/<style>[\s\S]*?<\/style>/, ''))).toEqual([]);
    // the page's script sends its language with every call (server/venues/page.ts)
    const src = /<script src="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const script = await h.app.inject({ method: 'GET', url: src });
    expect(script.body).toContain('lang: document.documentElement.lang');
    for (const path of ['balance', 'round']) {
      const answer = (
        await h.app.inject({
          method: 'POST',
          url: `/venue-demo/api/${path}`,
          payload: { ticket: '', lang: 'zh-TW', stake: '10', side: 'dragon' },
        })
      ).json<{ status_code: number; message: string }>();
      expect(answer).toMatchObject({ status_code: 6001, message: '遊戲會話已過期,請重新進入遊戲' });
    }
    // a simplified page's call is answered as it was
    const cn = (
      await h.app.inject({
        method: 'POST',
        url: '/venue-demo/api/balance',
        payload: { ticket: '', lang: 'zh-CN' },
      })
    ).json<{ message: string }>();
    expect(cn.message).toBe('游戏会话已过期,请重新进入游戏');
    const missing = await h.app.inject({ method: 'GET', url: '/venue-demo/NOSUCH', ...TW });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('該場館沒有演示遊戲');
  });
});
