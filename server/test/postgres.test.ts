// The same server on a real PostgreSQL through `pg` (the DATABASE_URL path): migrations, seed,
// accounts, money with idempotency under concurrency, bets. Runs when TEST_DATABASE_URL points
// at a PostgreSQL server where it may create and drop a scratch database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDb } from '../db/adapter.ts';
import { startHarness, newPlayer, type Harness } from './harness.ts';
import { checkInvariants } from '../ledger.ts';
import { firstOffer } from './support.ts';
import { scratchDatabase, TEST_DATABASE_URL, type ScratchDatabase } from './pg-scratch.ts';

describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL (pg adapter)', () => {
  let h: Harness;
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await scratchDatabase('refsrv');
    h = await startHarness({ db: PgDb.open(scratch.url) });
  }, 60_000);
  afterAll(async () => {
    await h.close();
    await scratch.drop();
  });

  it('logs in and reads the member info', async () => {
    const token = await h.login('demo01');
    const info = await h.call('userMemberInfo', {}, { token });
    expect(info.data).toMatchObject({
      name: 'demo01',
      bindPhone: true,
      centerWalletBalance: 10000,
    });
  });

  it('moves money once per idempotency key with 40 concurrent retries and never below zero', async () => {
    const token = await newPlayer(h, 'pgload1', { balance: 100_00 });
    const body = { channelCode: 'PGDZ', amount: '30', ty: '1' };
    const same = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.call('transferUtcTransfer', body, { token, idempotencyKey: 'pg-same-key-001' }),
      ),
    );
    expect(new Set(same.map((r) => JSON.stringify(r))).size).toBe(1);
    const distinct = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.call('transferUtcTransfer', body, { token, idempotencyKey: `pg-key-${i}-distinct` }),
      ),
    );
    const accepted = distinct.filter((r) => r.status_code === 6000).length;
    expect(accepted).toBe(2); // 100 - 30 (first) leaves room for two more of 30
    expect(
      distinct.filter((r) => r.status_code !== 6000).every((r) => r.status_code === 6012),
    ).toBe(true);
    const bal = (await h.call('transferGetBalance', { withLockMoney: 1 }, { token })).data as {
      centerWalletBalance: number;
    };
    expect(bal.centerWalletBalance).toBe(10);
    expect(await checkInvariants(h.db)).toEqual([]);
  });

  it('places and settles a bet', async () => {
    const token = await newPlayer(h, 'pgbet01', { balance: 500_00 });
    const req = { timestamp: 0, token: '', language: 'zh-cn', ip: '' };
    const list = await h.call('venueResource', {
      method: 'matches',
      enName: 'XMTY',
      Request: { ...req, gameType: 'FT', showType: 'FT', oddsType: 'H' },
    });
    const { match: m, odd: o } = firstOffer(list.data);
    const bet = await h.call(
      'venueResource',
      {
        method: 'placeBet',
        enName: 'XMTY',
        Request: {
          ...req,
          betType: 'single',
          oddsType: 'H',
          stake: '50',
          acceptOddsChange: false,
          idempotencyKey: 'pg-bet-000001',
          selections: [
            {
              ...o,
              gameId: m.gameId,
              hgid: m.hgid,
              gide: m.gide,
              team_h: m.team_h,
              team_c: m.team_c,
            },
          ],
        },
      },
      { token, idempotencyKey: 'pg-bet-000001' },
    );
    expect((bet.data as { tickets: Array<{ status: string }> }).tickets[0]?.status).toBe(
      'accepted',
    );
    h.clock.advance(6 * 3_600_000);
    const records = await h.call(
      'venueResource',
      {
        method: 'betRecords',
        enName: 'XMTY',
        Request: { ...req, settled: true, pageNum: 1, pageSize: 10 },
      },
      { token },
    );
    expect((records.data as { list: Array<{ result: string }> }).list[0]?.result).toMatch(
      /^(W|LW|LL|L|P)$/,
    );
    expect(await checkInvariants(h.db)).toEqual([]);
  });
});
