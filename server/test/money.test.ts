import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, newPlayer, type Harness } from './harness.ts';
import { checkInvariants } from '../ledger.ts';
import { sha256Hex } from '../auth.ts';
import { DEV_PREFIX } from '../dev.ts';
import { DEPOSIT_CONFIRM_MS } from '../funds.ts';
import { openVenuePage } from './support.ts';

const balance = async (
  h: Harness,
  token: string,
): Promise<{ centerWalletBalance: number; lockMoney: number; totalBalance: number }> =>
  (await h.call('transferGetBalance', { withLockMoney: 1 }, { token })).data as {
    centerWalletBalance: number;
    lockMoney: number;
    totalBalance: number;
  };

describe('money: ledger, deposits, transfers, withdrawals, idempotency', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => {
    expect(await checkInvariants(h.db)).toEqual([]);
    await h.close();
  });

  it('moves money between the centre wallet and a venue and back, keeping the ledger balanced', async () => {
    const token = await newPlayer(h, 'carl001', { balance: 500_00 });
    const r = await h.call(
      'transferUtcTransfer',
      { channelCode: 'PGDZ', amount: '120.50', ty: '1' },
      { token, idempotencyKey: 'carl-in-000001' },
    );
    expect(r.status_code).toBe(6000);
    expect(r.data).toMatchObject({ centerWalletBalance: 379.5, venueBalance: 120.5 });
    const all = await h.call('venueAllBalance', { category: 8 }, { token });
    expect((all.data as { totalMoney: number }).totalMoney).toBe(120.5);
    const back = await h.call('venueRecycle', {}, { token, idempotencyKey: 'carl-recycle-01' });
    expect(back.data).toEqual({ recycledAmount: 120.5, centerWalletBalance: 500 });
    expect(await checkInvariants(h.db)).toEqual([]);
  });

  it('refuses a transfer above the balance and never lets a balance go negative', async () => {
    const token = await newPlayer(h, 'dora001', { balance: 10_00 });
    const r = await h.call(
      'transferUtcTransfer',
      { channelCode: 'PGDZ', amount: '10.01', ty: '1' },
      { token, idempotencyKey: 'dora-in-000001' },
    );
    expect(r.status_code).toBe(6012);
    expect(r.message).toBe('余额不足');
    const out = await h.call(
      'transferUtcTransfer',
      { channelCode: 'PGDZ', amount: '1', ty: '2' },
      { token, idempotencyKey: 'dora-out-00001' },
    );
    expect(out.status_code).toBe(6012);
    expect((await balance(h, token)).centerWalletBalance).toBe(10);
    const neg = await h.db.query(
      'SELECT 1 FROM ledger_accounts WHERE NOT allow_negative AND balance < 0',
    );
    expect(neg).toEqual([]);
  });

  it('refuses a transfer into a centre-wallet venue (XMTY) with 6007 and leaves the ledger unchanged', async () => {
    const token = await newPlayer(h, 'xena001', { balance: 200_00 });
    const ledger = async (): Promise<unknown> =>
      h.db.query(
        `SELECT a.kind, a.venue, a.balance, (SELECT COUNT(*)::int FROM ledger_entries e WHERE e.account_id = a.id) AS entries
           FROM ledger_accounts a JOIN members m ON m.id = a.member_id WHERE m.name = $1 ORDER BY a.kind, a.venue`,
        ['xena001'],
      );
    const before = await ledger();
    const message = '该场馆使用中心钱包,无需转账';
    const viaVenue = await h.call(
      'venueTransfer',
      { channelCode: 'XMTY', amount: '100.00', ty: '1', isActivity: false },
      { token, idempotencyKey: 'xena-venue-in-01' },
    );
    expect(viaVenue).toEqual({ status_code: 6007, message, data: null });
    const lower = await h.call(
      'venueTransfer',
      { channelCode: 'xmty', amount: '1', ty: '1' },
      { token, idempotencyKey: 'xena-venue-in-02' },
    );
    expect(lower.status_code).toBe(6007);
    const viaFunds = await h.call(
      'transferUtcTransfer',
      { channelCode: 'XMTY', amount: '100.00', ty: '1' },
      { token, idempotencyKey: 'xena-funds-in-01' },
    );
    expect(viaFunds).toEqual({ status_code: 6007, message, data: null });
    expect(await ledger()).toEqual(before);
    expect(await balance(h, token)).toEqual({
      centerWalletBalance: 200,
      lockMoney: 0,
      totalBalance: 200,
    });
    const all = await h.call('venueAllBalance', { category: 8 }, { token });
    expect((all.data as { totalMoney: number }).totalMoney).toBe(0);
    // other venues still take transfers
    const pg = await h.call(
      'venueTransfer',
      { channelCode: 'PGDZ', amount: '50', ty: '1' },
      { token, idempotencyKey: 'xena-venue-in-03' },
    );
    expect(pg.status_code).toBe(6000);
    expect(await checkInvariants(h.db)).toEqual([]);
  });

  it('replays the first answer for the same idempotency key and moves the money once', async () => {
    const token = await newPlayer(h, 'eric001', { balance: 100_00 });
    const body = { channelCode: 'KYQP', amount: '30', ty: '1' };
    const first = await h.call('transferUtcTransfer', body, {
      token,
      idempotencyKey: 'eric-intent-0001',
    });
    const second = await h.call('transferUtcTransfer', body, {
      token,
      idempotencyKey: 'eric-intent-0001',
    });
    expect(second).toEqual(first);
    expect((await balance(h, token)).centerWalletBalance).toBe(70);
    const third = await h.call('transferUtcTransfer', body, {
      token,
      idempotencyKey: 'eric-intent-0002',
    });
    expect(third.status_code).toBe(6000);
    expect((await balance(h, token)).centerWalletBalance).toBe(40);
  });

  it('refuses the same idempotency key with another body (6009) without moving money', async () => {
    const token = await newPlayer(h, 'fred001', { balance: 100_00 });
    await h.call(
      'transferUtcTransfer',
      { channelCode: 'KYQP', amount: '10', ty: '1' },
      { token, idempotencyKey: 'fred-intent-0001' },
    );
    const other = await h.call(
      'transferUtcTransfer',
      { channelCode: 'KYQP', amount: '20', ty: '1' },
      { token, idempotencyKey: 'fred-intent-0001' },
    );
    expect(other.status_code).toBe(6009);
    expect(other.message).toContain('幂等键');
    expect((await balance(h, token)).centerWalletBalance).toBe(90);
  });

  it('refuses a money-moving call without an idempotency key (6008)', async () => {
    const token = await newPlayer(h, 'gina001', { balance: 100_00 });
    const r = await h.call(
      'transferUtcTransfer',
      { channelCode: 'KYQP', amount: '10', ty: '1' },
      { token },
    );
    expect(r.status_code).toBe(6008);
    expect((await balance(h, token)).centerWalletBalance).toBe(100);
  });

  it('filters transaction records by status on the server, and counts only those in total', async () => {
    const token = await newPlayer(h, 'iris001', { balance: 100_00, realName: '李爱丽' });
    await h.call(
      'transferUtcTransfer',
      { channelCode: 'PGDZ', amount: '10', ty: '1' },
      { token, idempotencyKey: 'iris-in-000001' },
    );
    await h.call(
      'paymentPay',
      { channelId: 12, amount: '300' },
      { token, idempotencyKey: 'iris-deposit-01' },
    );
    const records = async (status?: string) =>
      (
        await h.call(
          'transactionsQueryDealRecord',
          { pageNum: 1, pageSize: 1, ...(status ? { status } : {}) },
          { token },
        )
      ).data as { list: { status: string; type: string }[]; total: number };
    expect((await records()).total).toBe(2);
    const pending = await records('pending');
    expect(pending.total).toBe(1);
    expect(pending.list).toMatchObject([{ status: 'pending', type: 'deposit' }]);
    const success = await records('success');
    expect(success.total).toBe(1);
    expect(success.list).toMatchObject([{ status: 'success', type: 'transfer' }]);
    expect((await records('failed')).total).toBe(0);
  });

  it('says where each transfer went: 中心钱包 -> the venue, and back', async () => {
    const token = await newPlayer(h, 'tom0001', { balance: 100_00, realName: '唐明' });
    await h.call(
      'transferUtcTransfer',
      { channelCode: 'AGZR', amount: '30', ty: '1' },
      { token, idempotencyKey: 'tom-in-0000001' },
    );
    await h.call(
      'transferUtcTransfer',
      { channelCode: 'AGZR', amount: '10', ty: '2' },
      { token, idempotencyKey: 'tom-out-000001' },
    );
    const list = (
      (await h.call('transactionsQueryDealRecord', { pageNum: 1, pageSize: 10 }, { token }))
        .data as { list: { type: string; amount: number; from?: unknown; to?: unknown }[] }
    ).list;
    const agName = (
      await h.db.query<{ name: string }>("SELECT name FROM venues WHERE en_name = 'AGZR'")
    )[0]?.name;
    expect(list).toHaveLength(2);
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'transfer',
          amount: 10,
          from: { code: 'AGZR', name: agName },
          to: { code: 'center', name: '中心钱包' },
        }),
        expect.objectContaining({
          type: 'transfer',
          amount: 30,
          from: { code: 'center', name: '中心钱包' },
          to: { code: 'AGZR', name: agName },
        }),
      ]),
    );
  });

  it('credits a deposit once the simulated channel confirms it after its delay', async () => {
    const token = await newPlayer(h, 'hank001', { realName: '韩梅梅' });
    const pay = await h.call(
      'paymentPay',
      { channelId: 12, amount: '300' },
      { token, idempotencyKey: 'hank-deposit-01' },
    );
    expect(pay.status_code).toBe(6000);
    const orderNo = (pay.data as { orderNo: string }).orderNo;
    const pending = await h.call('paymentGetDepositOrderStatus', { orderNo }, { token });
    expect((pending.data as { status: string }).status).toBe('pending');
    expect((await balance(h, token)).centerWalletBalance).toBe(0);
    h.clock.advance(DEPOSIT_CONFIRM_MS);
    const paid = await h.call('paymentGetDepositOrderStatus', { orderNo }, { token });
    expect((paid.data as { status: string }).status).toBe('paid');
    await h.call('paymentGetDepositOrderStatus', { orderNo }, { token });
    expect((await balance(h, token)).centerWalletBalance).toBe(300);
    expect((await h.call('paymentCloseOrder', { orderNo }, { token })).status_code).toBe(6012);
  });

  it('prices a USDT order: 500 yuan at 7.2 is 69.45 USDT (rounded up), on the network asked for, with its address', async () => {
    const token = await newPlayer(h, 'usdt001', { realName: '王小二' });
    const trc = await h.call(
      'paymentPay',
      { channelId: 14, amount: '500', protocol: 'TRC20' },
      { token, idempotencyKey: 'usdt-deposit-01' },
    );
    expect(trc.data).toMatchObject({
      kind: 'usdt',
      amount: 500,
      rate: 7.2,
      coinAmount: '69.45',
      currency: 'USDT',
      protocol: 'TRC20',
      address: expect.stringMatching(/^T/),
    });
    const erc = await h.call(
      'paymentPay',
      { channelId: 14, amount: '720', protocol: 'ERC20' },
      { token, idempotencyKey: 'usdt-deposit-02' },
    );
    expect(erc.data).toMatchObject({
      coinAmount: '100.00',
      protocol: 'ERC20',
      address: expect.stringMatching(/^0x/),
    });
    // a yuan channel prices no coins
    const bank = await h.call(
      'paymentPay',
      { channelId: 11, amount: '100' },
      { token, idempotencyKey: 'usdt-deposit-03' },
    );
    expect(bank.data).not.toHaveProperty('coinAmount');
  });

  it('asks a player without a real name to bind one before depositing (6449)', async () => {
    const token = await newPlayer(h, 'nora001');
    expect((await h.call('paymentTypes', {}, { token })).status_code).toBe(6449);
    const r = await h.call(
      'paymentPay',
      { channelId: 12, amount: '300' },
      { token, idempotencyKey: 'nora-deposit-01' },
    );
    expect(r.status_code).toBe(6449);
  });

  it('confirms a deposit by the dev action and closes another one without credit', async () => {
    const token = await newPlayer(h, 'ivan001', { realName: '伊万' });
    const a = await h.call(
      'paymentPay',
      { channelId: 11, amount: '100' },
      { token, idempotencyKey: 'ivan-deposit-a1' },
    );
    const b = await h.call(
      'paymentPay',
      { channelId: 11, amount: '200' },
      { token, idempotencyKey: 'ivan-deposit-b1' },
    );
    const orderA = (a.data as { orderNo: string }).orderNo;
    const orderB = (b.data as { orderNo: string }).orderNo;
    await h.app.inject({
      method: 'POST',
      url: `${DEV_PREFIX}/deposit/confirm`,
      payload: { orderId: orderA },
    });
    expect((await h.call('paymentCloseOrder', { orderNo: orderB }, { token })).status_code).toBe(
      6000,
    );
    h.clock.advance(DEPOSIT_CONFIRM_MS);
    expect(
      (await h.call('paymentGetDepositOrderStatus', { orderNo: orderB }, { token })).data,
    ).toMatchObject({ status: 'closed' });
    expect((await balance(h, token)).centerWalletBalance).toBe(100);
  });

  it('withdraws with the withdraw password: the money is locked in review, then paid or given back', async () => {
    const token = await h.login('demo01');
    const before = await balance(h, token);
    const cards = (await h.call('bankCardQueryMemberBanksInfoList', {}, { token })).data as Array<{
      id: number;
      type: string;
      cardNo: string;
    }>;
    const card = cards.find((c) => c.type === 'bank');
    expect(card?.cardNo).toMatch(/\*{4}/);
    const bad = await h.call(
      'withdrawNew',
      { cardId: card?.id, amount: '200', type: 'bank', secondPassword: sha256Hex('000000') },
      { token, idempotencyKey: 'demo01-wd-bad-1' },
    );
    expect(bad.status_code).toBe(6100);
    const ok = await h.call(
      'withdrawNew',
      { cardId: card?.id, amount: '200', type: 'bank', secondPassword: sha256Hex('123456') },
      { token, idempotencyKey: 'demo01-wd-ok-01' },
    );
    expect(ok.status_code).toBe(6000);
    const orderNo = (ok.data as { orderNo: string; status: string }).orderNo;
    expect((ok.data as { status: string }).status).toBe('pending');
    const locked = await balance(h, token);
    expect(locked.centerWalletBalance).toBeCloseTo(before.centerWalletBalance - 200, 2);
    expect(locked.lockMoney).toBe(200);
    await h.app.inject({
      method: 'POST',
      url: `${DEV_PREFIX}/withdraw/review`,
      payload: { orderId: orderNo, status: 'rejected' },
    });
    const back = await balance(h, token);
    expect(back.centerWalletBalance).toBeCloseTo(before.centerWalletBalance, 2);
    expect(back.lockMoney).toBe(0);
    const info = await h.call('withdrawWithdrawOrderInfo', { orderNo }, { token });
    expect(info.data).toMatchObject({ status: 'rejected', amount: 200 });
  });

  it('refuses a withdrawal without a bound phone (6015)', async () => {
    const token = await newPlayer(h, 'jack001', { balance: 1000_00 });
    const r = await h.call(
      'withdrawNew',
      { cardId: 1, amount: '100', type: 'bank', secondPassword: sha256Hex('123456') },
      { token, idempotencyKey: 'jack-wd-000001' },
    );
    expect(r.status_code).toBe(6015);
  });

  it('auto-transfer recalls the money other venues hold: entering a venue brings it all there, entering the own book brings it all to the centre wallet; off, nothing moves', async () => {
    const token = await newPlayer(h, 'recall01', { balance: 300_00 });
    const venue = async (code: string) =>
      ((await h.call('venueBalance', { channelCode: code }, { token })).data as { balance: number })
        .balance;
    const put = async (code: string, amount: string, key: string) =>
      expect(
        (
          await h.call(
            'transferUtcTransfer',
            { channelCode: code, amount, ty: '1' },
            { token, idempotencyKey: key },
          )
        ).status_code,
      ).toBe(6000);
    const launch = (enName: string, key: string) =>
      h.call('venueLaunch', { enName }, { token, idempotencyKey: key });
    await put('PGDZ', '100', 'recall-in-01');
    await put('AGZR', '50', 'recall-in-02');
    // entering JDB电子: PG电子's 100 and AG真人's 50 come back, and the whole 300 goes in
    expect((await launch('JDBDZ', 'recall-launch-01')).status_code).toBe(6000);
    expect([await venue('PGDZ'), await venue('AGZR'), await venue('JDBDZ')]).toEqual([0, 0, 300]);
    expect((await balance(h, token)).centerWalletBalance).toBe(0);
    // entering the own book (the centre wallet's): everything comes back
    expect((await launch('XMTY', 'recall-launch-02')).status_code).toBe(6000);
    expect(await venue('JDBDZ')).toBe(0);
    expect((await balance(h, token)).centerWalletBalance).toBe(300);
    // auto-transfer off: a launch moves nothing
    await h.call('statusSetAutoTransferStatus', { status: 0 }, { token });
    await put('PGDZ', '100', 'recall-in-03');
    expect((await launch('XMTY', 'recall-launch-03')).status_code).toBe(6000);
    expect((await launch('AGZR', 'recall-launch-04')).status_code).toBe(6000);
    expect([await venue('PGDZ'), await venue('AGZR')]).toEqual([100, 0]);
    expect((await balance(h, token)).centerWalletBalance).toBe(200);
  });

  it('auto-transfers the centre balance into a venue on launch and serves the demo venue page', async () => {
    const token = await newPlayer(h, 'kate001', { balance: 50_00 });
    const r = await h.call(
      'venueLaunch',
      { enName: 'PGDZ', gameCode: 'PGDZ-1' },
      { token, idempotencyKey: 'kate-launch-1' },
    );
    expect(r.status_code).toBe(6000);
    const url = (r.data as { url: string }).url;
    expect(url).not.toContain(token);
    expect((await h.call('venueBalance', { channelCode: 'PGDZ' }, { token })).data).toEqual({
      channelCode: 'PGDZ',
      balance: 50,
    });
    const page = await openVenuePage(h.app, url);
    expect(page.html).toContain('PG电子');
    const ticket = page.pageTicket;
    const round = await h.app.inject({
      method: 'POST',
      url: '/venue-demo/api/round',
      payload: { ticket, stake: '10' },
    });
    expect(round.json<{ status_code: number }>().status_code).toBe(6000);
    const tooMuch = await h.app.inject({
      method: 'POST',
      url: '/venue-demo/api/round',
      payload: { ticket, stake: '100000' },
    });
    expect(tooMuch.json<{ status_code: number }>().status_code).toBe(6012);
    // the round is in the bet records of the electronic games
    const range = { beginTime: '2020-01-01 00:00:00', endTime: '2099-01-01 00:00:00' };
    const records = await h.call(
      'recordBetRecordList',
      { ...range, category: 'DZ', pageNum: 1, pageSize: 10 },
      { token },
    );
    const list = (
      records.data as {
        list: Array<{ venueName: string; gameName: string; betAmount: number; status: number }>;
      }
    ).list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      venueName: 'PG电子',
      gameName: '麻将胡了',
      betAmount: 10,
      status: 1,
    });
    const total = await h.call('recordBetRecordTotal', { ...range, category: 'DZ' }, { token });
    expect(total.data).toMatchObject({ betCount: 1, betAmount: 10 });
    const sports = await h.call('recordBetRecordTotal', { ...range, category: 'TY' }, { token });
    expect(sports.data).toMatchObject({ betCount: 0 });
    expect(await checkInvariants(h.db)).toEqual([]);
  });
});

describe('background work of a running server', () => {
  it('confirms due deposits and creates new fixtures when the old ones are over', async () => {
    const h = await startHarness();
    try {
      const { confirmDue } = await import('../funds.ts');
      const { ensureFixtures } = await import('../db/seed.ts');
      const token = await newPlayer(h, 'late001', { realName: '迟到' });
      await h.call(
        'paymentPay',
        { channelId: 11, amount: '150' },
        { token, idempotencyKey: 'late-deposit-01' },
      );
      expect(await confirmDue(h.db, h.clock.now())).toEqual([]);
      h.clock.advance(DEPOSIT_CONFIRM_MS);
      expect((await confirmDue(h.db, h.clock.now())).map((o) => o.amount)).toEqual([150_00]);
      expect((await balance(h, token)).centerWalletBalance).toBe(150);
      expect(await ensureFixtures(h.db, h.clock.now())).toBe(0); // seeded fixtures still ahead
      h.clock.advance(3 * 86_400_000);
      expect(await ensureFixtures(h.db, h.clock.now())).toBeGreaterThan(0);
      expect(await ensureFixtures(h.db, h.clock.now())).toBe(0);
      h.clock.advance(3 * 86_400_000);
      expect(await ensureFixtures(h.db, h.clock.now())).toBeGreaterThan(0); // and again, with fresh ids
      h.clock.advance(2 * 86_400_000); // the seeded outright markets have closed
      await ensureFixtures(h.db, h.clock.now());
      const outrights = await h.db.query(
        'SELECT 1 FROM matches WHERE champion AND starts_at > $1',
        [h.clock.now()],
      );
      expect(outrights.length).toBeGreaterThan(0);
    } finally {
      await h.close();
    }
  }, 60_000);
});
