import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHarness, newPlayer, type Harness } from './harness.ts';
import { buildServer } from '../app.ts';
import { ACTIVITY_MESSAGE } from '../handlers/games.ts';
import { AUTO_REPLY } from '../handlers/inbox.ts';

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('site, uploads, feedback, activities', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => h.close());

  it('serves the built site with an SPA fallback and keeps API answers as envelopes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>站点</title>');
    writeFileSync(path.join(dir, 'app.js'), 'console.log(1)');
    const app = await buildServer({ db: h.db, clock: h.clock, contract: h.contract, distDir: dir });
    try {
      const deep = await app.inject({ method: 'GET', url: '/mine/wallet' });
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain('<title>站点</title>');
      expect((await app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
      const api = await app.inject({
        method: 'POST',
        url: `${h.contract.operation('userLogin')?.path}/nope`,
        payload: {},
      });
      expect(api.json()).toMatchObject({ status_code: 6004 });
      // Every route of the site by its address, even under an API service's first segment.
      for (const url of [
        '/game/realbet',
        '/game/egame?x=1',
        '/game/sport/XMTY',
        '/game/some-info',
        '/site/whatever',
        '/fd/x',
        '/act/y',
        '/stream/z',
        '/pg/game?gameCode=1',
      ]) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.headers['content-type'], url).toContain('text/html');
        expect(page.body, url).toContain('<title>站点</title>');
      }
      // An operation's path with the wrong method, and the dev routes, stay API answers.
      const getOp = await app.inject({
        method: 'GET',
        url: h.contract.operation('venueLaunch')?.path ?? '',
      });
      expect(getOp.json()).toMatchObject({ status_code: 6004 });
      const unknownPost = await app.inject({ method: 'POST', url: '/game/nope', payload: {} });
      expect(unknownPost.json()).toMatchObject({ status_code: 6004 });
    } finally {
      await app.close();
      rmSync(dir, { recursive: true });
    }
  });

  it('uploads a PNG and serves it back; refuses a wrong type, a lying type and an empty image (6010)', async () => {
    const token = await newPlayer(h, 'upl0ad1');
    const ok = await h.call(
      'userUploadUploadImage',
      { fileName: 'a.png', contentType: 'image/png', base64: PNG_1PX },
      { token },
    );
    expect(ok.status_code).toBe(6000);
    const url = (ok.data as { url: string }).url;
    const img = await h.app.inject({ method: 'GET', url });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const lying = await h.call(
      'userUploadUploadImage',
      { fileName: 'a.jpg', contentType: 'image/jpeg', base64: PNG_1PX },
      { token },
    );
    expect(lying.status_code).toBe(6010);
    const wrong = await h.raw(
      'userUploadUploadImage',
      JSON.stringify({ fileName: 'a.svg', contentType: 'image/svg+xml', base64: PNG_1PX }),
      { token },
    );
    expect(wrong.json.status_code).toBe(6007);
    const empty = await h.call(
      'userUploadUploadImage',
      { fileName: 'a.png', contentType: 'image/png', base64: '' },
      { token },
    );
    expect(empty.status_code).toBe(6010);
  });

  it('files feedback with an uploaded image, refuses a second one within seconds (6011), and shows the reply', async () => {
    const token = await newPlayer(h, 'feedb4ck');
    const up = await h.call(
      'userUploadUploadImage',
      { fileName: 'a.png', contentType: 'image/png', base64: PNG_1PX },
      { token },
    );
    const url = (up.data as { url: string }).url;
    const first = await h.call(
      'userFeedbackAddFeedBack',
      { type: 1, content: '存款未到账', images: [url] },
      { token },
    );
    expect(first.status_code).toBe(6000);
    expect(
      (await h.call('userFeedbackAddFeedBack', { type: 1, content: '又一次' }, { token }))
        .status_code,
    ).toBe(6011);
    expect(
      (
        await h.call(
          'userFeedbackAddFeedBack',
          { type: 1, content: 'x', images: ['https://elsewhere.example/a.png'] },
          { token },
        )
      ).status_code,
    ).toBe(6007);
    const id = (first.data as { id: number }).id;
    const info = await h.call('userFeedbackGetFeedbackInfo', { id }, { token });
    expect(info.data).toMatchObject({ id, images: [url] });
  });

  it('a submitted feedback is acknowledged automatically (3, 已受理), not replied, and counts no unread reply until a person answers', async () => {
    const token = await newPlayer(h, 'ackn0wl');
    const first = await h.call(
      'userFeedbackAddFeedBack',
      { type: 1, content: '存款未到账' },
      { token },
    );
    const id = (first.data as { id: number }).id;
    const list = (
      await h.call('userFeedbackGetFeedBackList', { pageNum: 1, pageSize: 20 }, { token })
    ).data as { list: { id: number; status: number; unread: boolean }[] };
    expect(list.list).toEqual([expect.objectContaining({ id, status: 3, unread: false })]);
    expect((await h.call('userFeedbackUnreadNum', {}, { token })).data).toEqual({ unreadNum: 0 });
    const info = (await h.call('userFeedbackGetFeedbackInfo', { id }, { token })).data as {
      status: number;
      replies: { from: string; content: string }[];
    };
    expect(info.status).toBe(3);
    expect(info.replies).toEqual([
      expect.objectContaining({ from: 'system', content: AUTO_REPLY }),
    ]);
    // a person of customer service answers
    await h.db.query(
      "UPDATE feedback SET reply = '您好,款项已到账', reply_read = FALSE WHERE id = $1",
      [id],
    );
    expect((await h.call('userFeedbackUnreadNum', {}, { token })).data).toEqual({ unreadNum: 1 });
    const answered = (await h.call('userFeedbackGetFeedbackInfo', { id }, { token })).data as {
      status: number;
      replies: { from: string; content: string }[];
    };
    expect(answered.status).toBe(1);
    expect(answered.replies.map((r) => r.from)).toEqual(['system', 'service']);
    expect((await h.call('userFeedbackUnreadNum', {}, { token })).data).toEqual({ unreadNum: 0 });
  });

  it('counts unread letters by type, reads one and reads all', async () => {
    const token = await h.login('demo01');
    const before = (await h.call('siteLetterGetUnreadForType', { userSystem: 1 }, { token }))
      .data as Record<string, number>;
    expect(before.brnotice_count).toBe(1);
    const list = (
      await h.call('siteLetterList', { type: 'notice', pageNum: 1, pageSize: 20 }, { token })
    ).data as { list: Array<{ id: number; read: boolean }> };
    const first = list.list[0];
    expect(first?.read).toBe(false);
    await h.call('siteLetterRead', { id: first?.id }, { token });
    const after = (await h.call('siteLetterGetUnreadForType', { userSystem: 1 }, { token }))
      .data as Record<string, number>;
    expect(after.brnotice_count).toBe(0);
    await h.call('siteLetterOnekeyRead', {}, { token });
    const none = (await h.call('siteLetterGetUnreadForType', { userSystem: 1 }, { token }))
      .data as Record<string, number>;
    expect(Object.values(none).every((n) => n === 0)).toBe(true);
  });

  it('joins a first-deposit promotion once before depositing, credits the bonus on the deposit, then asks for the transfer-in path (6413) on launch', async () => {
    const token = await newPlayer(h, 'promo001', { realName: '李雷', balance: 0 });
    const promos = (await h.call('advertisingGetMyDiscountAd', { category: 'all' })).data as Array<{
      activityId: number;
      routeName: string;
    }>;
    const first = promos.find((p) => p.routeName === 'firstDeposit');
    expect(first).toBeDefined();
    const join = await h.call(
      'promotionJoinActivity',
      { id: first?.activityId, tierId: 1 },
      { token },
    );
    expect(join.status_code).toBe(6000);
    // paid on the next deposit, not on joining
    expect(join.data).toMatchObject({ rewardAmount: 0 });
    expect(
      (await h.call('promotionJoinActivity', { id: first?.activityId }, { token })).status_code,
    ).toBe(6009);
    const pay = await h.call(
      'paymentPay',
      { channelId: 11, amount: '500' },
      { token, idempotencyKey: 'promo-deposit-1' },
    );
    await h.app.inject({
      method: 'POST',
      url: '/__dev/deposit/confirm',
      payload: { orderId: (pay.data as { orderNo: string }).orderNo },
    });
    const progress = (await h.call('promotionProgress', { id: first?.activityId }, { token }))
      .data as { bonusAmount: number; joinStatus: number };
    expect(progress).toMatchObject({ joinStatus: 2, bonusAmount: 500 });
    const blocked = await h.call(
      'venueLaunch',
      { enName: 'PGDZ', gameCode: 'PGDZ-1' },
      { token, idempotencyKey: 'promo-launch-1' },
    );
    expect(blocked).toEqual({ status_code: 6413, data: null, message: ACTIVITY_MESSAGE });
    const transfer = await h.call(
      'venueTransfer',
      { channelCode: 'PGDZ', amount: '100', ty: '1', isActivity: true },
      { token, idempotencyKey: 'promo-transfer-1' },
    );
    expect(transfer.status_code).toBe(6000);
    expect(
      (
        await h.call(
          'venueLaunch',
          { enName: 'PGDZ', gameCode: 'PGDZ-1', isActivity: true },
          { token, idempotencyKey: 'promo-launch-2' },
        )
      ).status_code,
    ).toBe(6000);
    // unmet turnover: the activity venue's money cannot be moved out
    const out = await h.call(
      'transferUtcTransfer',
      { channelCode: 'PGDZ', amount: '10', ty: '2' },
      { token, idempotencyKey: 'promo-out-00001' },
    );
    expect(out.status_code).toBe(6413);
  });

  it('lists venues of every category with games and bonus pools', async () => {
    for (const category of ['TY', 'DZ', 'ZR', 'CP', 'QP', 'DJ', 'BY']) {
      const venues = (await h.call('venueGetVenueInfoByCategory', { category })).data as Array<{
        enName: string;
      }>;
      expect(venues.length, category).toBeGreaterThan(0);
    }
    const games = (await h.call('venueGameList', { enName: 'PGDZ', pageNum: 1, pageSize: 3 }))
      .data as { list: unknown[]; total: number };
    expect(games.list).toHaveLength(3);
    expect(games.total).toBe(5);
    const pools = (await h.call('venueGetBonusPools', { enName: 'PGDZ' })).data as Array<{
      amount: number;
    }>;
    expect(pools[0]?.amount).toBeGreaterThan(88_888);
  });
});
