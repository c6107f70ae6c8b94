// Issue 42, item 5: answers that say what happened. A demo venue round takes its stake only in
// the documented form of every money call; concurrent 一键回收 moves the money once and answers
// the others that nothing was left (on PostgreSQL too, where they run at once); a bet whose
// selection is malformed is told which field of it is wrong, not the fields of other methods.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../ledger.ts';
import type { Envelope } from '../envelope.ts';
import { bothBackends } from './pg-scratch.ts';
import { newPlayer, startHarness, type Harness } from './harness.ts';
import { openVenuePage, singleBetBody } from './support.ts';

describe('a demo venue round takes only the documented stake form', () => {
  let h: Harness;
  let ticket: string;
  beforeAll(async () => {
    h = await startHarness();
    const token = await newPlayer(h, 'stake42x', { balance: 100_00 });
    const r = await h.call(
      'venueLaunch',
      { enName: 'PGDZ', gameCode: '' },
      { token, idempotencyKey: 'launch-stake42x' },
    );
    ticket = (await openVenuePage(h.app, (r.data as { url: string }).url)).pageTicket;
  }, 60_000);
  afterAll(async () => h.close());

  const round = async (stake: unknown): Promise<Envelope> =>
    (
      await h.app.inject({
        method: 'POST',
        url: '/venue-demo/api/round',
        payload: { ticket, stake },
      })
    ).json<Envelope>();

  it('refuses a padded string, a JSON number and other forms with 6007, moving nothing', async () => {
    for (const stake of [
      ' 10 ',
      '10 ',
      ' 10',
      10,
      10.5,
      '1e1',
      '+10',
      '10.505',
      '0',
      '0.00',
      '',
      null,
    ])
      expect((await round(stake)).status_code, JSON.stringify(stake)).toBe(6007);
    const rounds = await h.db.query(
      "SELECT 1 FROM venue_rounds r JOIN members m ON m.id = r.member_id WHERE m.name = 'stake42x'",
    );
    expect(rounds).toHaveLength(0);
    expect((await round(' 10 ')).message).toContain('最多两位小数');
  });

  it('plays a round staked as the contract writes money ("10", "10.50")', async () => {
    for (const stake of ['10', '0.50']) expect((await round(stake)).status_code, stake).toBe(6000);
  });
});

const backends = bothBackends('refsrv_recycle');

describe.each(backends)('concurrent 一键回收 on $name', ({ skip, open, drop }) => {
  let h: Harness;
  beforeAll(async () => {
    if (skip) return;
    const db = await open();
    h = await startHarness(db ? { db } : {});
  }, 90_000);
  afterAll(async () => {
    if (skip) return;
    await h.close();
    await drop();
  });

  it.skipIf(skip)(
    'moves the venue money once and answers the other callers that nothing was left (never 6012)',
    async () => {
      for (let round = 0; round < 3; round++) {
        const token = await newPlayer(h, `recyc${round}x`, { balance: 300_00 });
        for (const [venue, amount] of [
          ['PGDZ', '100'],
          ['JDBDZ', '50'],
        ] as const) {
          const t = await h.call(
            'venueTransfer',
            { channelCode: venue, amount, ty: '1' },
            { token, idempotencyKey: `in-${venue}-${round}-xx` },
          );
          expect(t.status_code, t.message).toBe(6000);
        }
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            h.call('venueRecycle', {}, { token, idempotencyKey: `recycle-${round}-${i}-xx` }),
          ),
        );
        expect(
          answers.map((a) => a.status_code),
          answers.map((a) => a.message).join(' / '),
        ).toEqual(Array(8).fill(6000));
        const recycled = answers
          .map((a) => (a.data as { recycledAmount: number }).recycledAmount)
          .sort((a, b) => a - b);
        expect(recycled).toEqual([0, 0, 0, 0, 0, 0, 0, 150]);
        const centre = answers.map(
          (a) => (a.data as { centerWalletBalance: number }).centerWalletBalance,
        );
        expect(new Set(centre)).toEqual(new Set([300]));
      }
      expect(await checkInvariants(h.db)).toEqual([]);
    },
    60_000,
  );
});

describe('a bet with a malformed selection is told which field is wrong', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.login();
  }, 60_000);
  afterAll(async () => h.close());

  const bet = (selection: unknown): Promise<Envelope> =>
    h.call('venueResource', singleBetBody(selection as object, '10', 'malformed-sel-1'), {
      token,
      idempotencyKey: 'malformed-sel-1',
    });

  it('names the selection field, never method, gameType or showType which the caller sent', async () => {
    const missing = await bet({ gameId: '1' });
    expect(missing.status_code).toBe(6007);
    expect(missing.message).toContain('缺少字段 Request.selections.0.hgid');
    const wrongType = await bet({
      gameId: '1',
      hgid: '1',
      gide: '1',
      team_h: 'a',
      team_c: 'b',
      w: 'H',
      r: '',
      rtype: 'MH',
      odds: 'x',
    });
    expect(wrongType.message).toBe(
      '请求参数错误: 字段 Request.selections.0.odds 类型错误,应为 number',
    );
    for (const r of [missing, wrongType, await bet('x'), await bet(null)])
      expect(r.message).not.toMatch(/method|gameType|showType/);
  });

  it('says only that the method is unknown when no method matches', async () => {
    const r = await h.call(
      'venueResource',
      { method: 'placeBets', enName: 'XMTY', Request: {} },
      { token, idempotencyKey: 'malformed-sel-2' },
    );
    expect(r).toMatchObject({ status_code: 6007, message: '请求参数错误: 字段 method 取值无效' });
  });
});
