import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';
import { PENDING_DEPOSITS_KEY } from './CashierStore';
import { formatDateTime } from './rules';

const KEY_HEADER = 'Idempotency-Key';
const ORDER = {
  orderNo: 'D1',
  kind: 'alipay' as const,
  amount: 200,
  payUrl: '/mine/rechargeWait?orderNo=D1',
  expireTime: '2099-01-01 00:00:00',
};

function member() {
  const t = createTestRoot({ token: 'tok-1' });
  t.api.on('transferGetBalance', ok({ centerWalletBalance: 700, lockMoney: 0, totalBalance: 700 }));
  return t;
}

describe('CashierStore: deposits', () => {
  it('reuses one idempotency key when the same deposit is retried after a network failure', async () => {
    const t = member();
    t.api.sequence('paymentPay', { network: true }, ok(ORDER));
    const first = await t.root.cashier.pay({ channelId: 12, amount: '200' });
    expect(first.ok).toBe(false);
    const second = await t.root.cashier.pay({ channelId: 12, amount: '200' });
    expect(second).toEqual({ ok: true, value: ORDER });
    const keys = t.api.callsTo('paymentPay').map((c) => c.headers.get(KEY_HEADER));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(t.storage.getItem(PENDING_DEPOSITS_KEY) ?? '{}')).toHaveProperty('D1');
  });

  it('carries the activity a player joined', async () => {
    const t = member();
    t.api.on('paymentPay', ok(ORDER));
    await t.root.cashier.pay({ channelId: 12, amount: '200', activityId: 101 });
    expect(t.api.lastBody('paymentPay')).toEqual({ channelId: 12, amount: '200', activityId: 101 });
  });

  it('polls a pending order with backoff until it is paid, then refreshes the balance', async () => {
    const t = member();
    t.api.on('paymentPay', ok(ORDER));
    t.api.on('paymentCreateSignalCode', ok({ code: '8391', expireTime: '2099-01-01 00:00:00' }));
    t.api.on('paymentGetCustomerInfo', ok({ url: '/app/help/zxkf' }));
    const pending = {
      orderNo: 'D1',
      status: 'pending',
      amount: 200,
      createTime: '2026-11-22 20:00:00',
    };
    t.api.sequence(
      'paymentGetDepositOrderStatus',
      ok(pending),
      ok(pending),
      ok({ ...pending, status: 'paid' }),
    );
    await t.root.cashier.pay({ channelId: 12, amount: '200' });
    const watch = t.root.cashier.watchDeposit('D1');
    await watch.start();
    expect(watch.status).toBe('pending');
    expect(t.api.callsTo('paymentGetDepositOrderStatus')).toHaveLength(1);
    t.clock.advance(2000);
    await t.settle();
    expect(t.api.callsTo('paymentGetDepositOrderStatus')).toHaveLength(2);
    t.clock.advance(2999);
    await t.settle();
    expect(t.api.callsTo('paymentGetDepositOrderStatus')).toHaveLength(2);
    t.clock.advance(1);
    await t.settle();
    expect(watch.status).toBe('paid');
    expect(watch.signal?.code).toBe('8391');
    expect(t.root.wallet.centerBalance).toBe(700);
    expect(t.root.cashier.orders.D1).toBeUndefined();
    watch.stop();
  });

  it('turns a pending order into expired when its time runs out', async () => {
    const t = member();
    const expireTime = formatDateTime(new Date(t.clock.now() + 3000));
    t.api.on('paymentPay', ok({ ...ORDER, expireTime }));
    t.api.on(
      'paymentGetDepositOrderStatus',
      ok({ orderNo: 'D1', status: 'pending', amount: 200, createTime: '' }),
    );
    t.api.on('paymentCreateSignalCode', fail(6004, '数据未找到'));
    t.api.on('paymentGetCustomerInfo', ok({ url: '/app/help/zxkf' }));
    await t.root.cashier.pay({ channelId: 12, amount: '200' });
    const watch = t.root.cashier.watchDeposit('D1');
    await watch.start();
    t.clock.advance(4000);
    await t.settle();
    expect(watch.status).toBe('expired');
  });

  it('closes an order on request', async () => {
    const t = member();
    t.api.on('paymentCloseOrder', ok(null));
    const watch = t.root.cashier.watchDeposit('D9');
    expect(await watch.close()).toEqual({ ok: true, value: null });
    expect(watch.status).toBe('closed');
    expect(t.api.lastBody('paymentCloseOrder')).toEqual({ orderNo: 'D9' });
  });
});

describe('CashierStore: withdraw and accounts', () => {
  it('withdraws with a hashed password and an idempotency key, answering the server message on failure', async () => {
    const t = member();
    t.api.sequence(
      'withdrawNew',
      fail(6100, '取款密码错误'),
      ok({ orderNo: 'W1', status: 'pending' }),
    );
    t.api.on(
      'withdrawWithdrawOrderInfo',
      ok({
        orderNo: 'W1',
        amount: 200,
        fee: 0,
        actualAmount: 200,
        status: 'pending',
        cardNo: '6222****1234',
        createTime: '',
      }),
    );
    t.api.on(
      'withdrawWithdrawInfo',
      ok({
        withdrawableAmount: 500,
        lockedAmount: 200,
        turnoverRemaining: 0,
        todayTimes: 1,
        maxTimes: 10,
        needSecondPassword: true,
        cards: [],
      }),
    );
    const wrong = await t.root.cashier.withdraw({
      type: 'bank',
      cardId: 301,
      amount: '200',
      password: '000000',
    });
    expect(wrong).toEqual({ ok: false, message: '取款密码错误' });
    const right = await t.root.cashier.withdraw({
      type: 'bank',
      cardId: 301,
      amount: '200',
      password: '123456',
    });
    expect(right.ok).toBe(true);
    expect(t.root.cashier.lastWithdraw?.status).toBe('pending');
    const calls = t.api.callsTo('withdrawNew');
    expect(calls[0]?.headers.get(KEY_HEADER)).toBeTruthy();
    expect(t.api.lastBody('withdrawNew')).toMatchObject({
      cardId: 301,
      amount: '200',
      type: 'bank',
    });
    expect(
      String((t.api.lastBody('withdrawNew') as { secondPassword: string }).secondPassword),
    ).toMatch(/^[a-f0-9]{64}$/);
  });

  it('withdrawPasswordEnabled off: withdraws with no password asked, sent or checked against the 6-digit rule', async () => {
    const t = member();
    t.root.site.flags.withdrawPasswordEnabled = false;
    expect(t.root.cashier.withdrawPasswordNeeded).toBe(false);
    t.api.on('withdrawNew', ok({ orderNo: 'W2', status: 'pending' }));
    t.api.on('withdrawWithdrawOrderInfo', fail(6004, '数据不存在'));
    const placed = await t.root.cashier.withdraw({
      type: 'bank',
      cardId: 301,
      amount: '200',
      password: '',
    });
    expect(placed.ok).toBe(true);
    expect(t.api.lastBody('withdrawNew')).toEqual({ type: 'bank', cardId: 301, amount: '200' });
  });

  it('follows withdrawInfo once loaded: needSecondPassword true asks for the password whatever the default', async () => {
    const t = member();
    t.root.site.flags.withdrawPasswordEnabled = false;
    t.api.on(
      'withdrawWithdrawInfo',
      ok({
        withdrawableAmount: 500,
        lockedAmount: 0,
        turnoverRemaining: 0,
        todayTimes: 0,
        maxTimes: 10,
        needSecondPassword: true,
        cards: [],
      }),
    );
    await t.root.cashier.withdrawInfo.load();
    expect(t.root.cashier.withdrawPasswordNeeded).toBe(true);
    expect(
      await t.root.cashier.withdraw({ type: 'bank', cardId: 1, amount: '100', password: '' }),
    ).toEqual({ ok: false, message: 'withdrawPasswordRequired' });
    expect(t.api.callsTo('withdrawNew')).toHaveLength(0);
  });

  it('keeps the end of a withdraw-password lock (6037) until that moment passes', async () => {
    const t = member();
    // the fake clock starts at 2026-01-01 00:00 UTC, 08:00 in Beijing: locked for 30 minutes
    t.api.on(
      'withdrawNew',
      fail(6037, '取款密码错误次数过多,已被锁定,请于 2026-01-01 08:30:00 后再试', {
        until: '2026-01-01 08:30:00',
      }),
    );
    const r = await t.root.cashier.withdraw({
      type: 'bank',
      cardId: 301,
      amount: '200',
      password: '000000',
    });
    expect(r.ok).toBe(false);
    expect(t.root.cashier.passwordLockedUntil).toBe('2026-01-01 08:30:00');
    t.clock.advance(29 * 60_000);
    expect(t.root.cashier.passwordLockedUntil).toBe('2026-01-01 08:30:00');
    t.clock.advance(60_000);
    expect(t.root.cashier.passwordLockedUntil).toBeNull();
  });

  it('changes the withdraw password with the old one: both hashed, the new one confirmed, a wrong old one answered and a lock kept', async () => {
    const t = member();
    t.api.sequence(
      'userWithdrawalPwdUpdate',
      ok(null),
      fail(6100, '原取款密码错误'),
      fail(6037, '取款密码错误次数过多,已被锁定,请于 2026-01-01 08:30:00 后再试'),
    );
    expect(await t.root.cashier.changeWithdrawPassword('123456', '654321')).toEqual({
      ok: true,
      value: null,
    });
    const body = t.api.lastBody('userWithdrawalPwdUpdate') as Record<string, string>;
    expect(body.oldPassword).toMatch(/^[a-f0-9]{64}$/);
    expect(body.secondPassword).toMatch(/^[a-f0-9]{64}$/);
    expect(body.secondPassword).not.toBe(body.oldPassword);
    expect(body.confirmPassword).toBe(body.secondPassword);
    expect(await t.root.cashier.changeWithdrawPassword('000000', '654321')).toEqual({
      ok: false,
      message: '原取款密码错误',
    });
    expect(t.root.cashier.passwordLockedUntil).toBeNull();
    await t.root.cashier.changeWithdrawPassword('000000', '654321');
    // without data, the end is read from the server's message
    expect(t.root.cashier.passwordLockedUntil).toBe('2026-01-01 08:30:00');
  });

  it('keeps the withdraw password to 6 digits everywhere: set, change, reset and withdraw refuse wd123456 without a call', async () => {
    const t = member();
    const rule = { ok: false, message: 'withdrawPasswordRule' };
    expect(await t.root.cashier.setWithdrawPassword('wd123456')).toEqual(rule);
    expect(await t.root.cashier.changeWithdrawPassword('123456', '12345')).toEqual(rule);
    expect(
      await t.root.cashier.resetWithdrawPassword({ via: 'phone', code: '1', password: '1234567' }),
    ).toEqual(rule);
    expect(
      await t.root.cashier.withdraw({ type: 'bank', cardId: 1, amount: '100', password: 'wd1234' }),
    ).toEqual(rule);
    for (const id of [
      'userWithdrawalPwdSet',
      'userWithdrawalPwdUpdate',
      'userWithdrawalPwdReset',
      'withdrawNew',
    ] as const)
      expect(t.api.callsTo(id), id).toHaveLength(0);
  });

  it('sends the withdraw-password code only behind a passed picture: a refused one (6021) answers its reason', async () => {
    const t = member();
    t.api.on(
      'userRegisterDefaultKaptcha',
      ok({ image: 'data:image/png;base64,AA', 'x-code': 'c1' }),
    );
    t.api.on('userSendCodeTwo', fail(6021, '图形验证码错误'));
    const refused = t.root.cashier.sendPasswordCode('phone');
    await t.settle();
    t.root.session.captcha.submitPicture('xxxx');
    await t.settle();
    expect(t.root.session.captcha.notice).toBe('图形验证码错误');
    t.root.session.captcha.cancel();
    expect(await refused).toEqual({ ok: false, message: '图形验证码错误' });
    t.api.on('userSendCodeTwo', ok(null));
    const sent = t.root.cashier.sendPasswordCode('email');
    await t.settle();
    t.root.session.captcha.submitPicture('7g4k');
    expect(await sent).toEqual({ ok: true, value: null });
    expect(t.api.lastBody('userSendCodeTwo')).toMatchObject({
      cate: '1',
      type: '8',
      kaptchcate: 1,
      codeId: 'c1',
      imageCode: '7g4k',
    });
  });

  it('a review result read on the page (rejected) refreshes the centre balance and what can be withdrawn at once', async () => {
    const t = member();
    const order = {
      orderNo: 'W1',
      amount: 200,
      fee: 0,
      actualAmount: 200,
      status: 'pending',
      cardNo: '6222****1234',
      createTime: '',
    };
    const info = (withdrawableAmount: number, lockedAmount: number) =>
      ok({
        withdrawableAmount,
        lockedAmount,
        turnoverRemaining: 0,
        todayTimes: 1,
        maxTimes: 10,
        needSecondPassword: true,
        cards: [],
      });
    t.api.on('withdrawNew', ok({ orderNo: 'W1', status: 'pending' }));
    t.api.on('withdrawWithdrawOrderInfo', ok(order));
    t.api.on('withdrawWithdrawInfo', info(800, 200));
    t.api.on(
      'transferGetBalance',
      ok({ centerWalletBalance: 800, lockMoney: 200, totalBalance: 1000 }),
    );
    await t.root.cashier.withdraw({ type: 'bank', cardId: 301, amount: '200', password: '123456' });
    await t.settle();
    expect(t.root.wallet.centerBalance).toBe(800);
    expect(t.root.wallet.totalBalance).toBe(1000);
    // the review gives the money back
    t.api.on('withdrawWithdrawOrderInfo', ok({ ...order, status: 'rejected' }));
    t.api.on('withdrawWithdrawInfo', info(1000, 0));
    t.api.on(
      'transferGetBalance',
      ok({ centerWalletBalance: 1000, lockMoney: 0, totalBalance: 1000 }),
    );
    await t.root.cashier.refreshWithdrawOrder();
    expect(t.root.wallet.centerBalance).toBe(1000);
    expect(t.root.cashier.withdrawInfo.data).toMatchObject({
      withdrawableAmount: 1000,
      lockedAmount: 0,
    });
  });

  it('saves, sets default and removes accounts, reloading the list each time', async () => {
    const t = member();
    const card = {
      id: 7,
      type: 'bank' as const,
      bankName: '招商银行',
      cardNo: '6222****3446',
      holderName: '张*',
      isDefault: false,
    };
    t.api.on('bankCardSave', ok(card));
    t.api.on('bankCardSetDefault', ok(null));
    t.api.on('bankCardRemove', ok(null));
    t.api.on('bankCardQueryMemberBanksInfoList', ok([card]));
    const saved = await t.root.cashier.saveAccount({
      type: 'bank',
      bankCode: 'CMB',
      cardNo: '6222020200112233446',
    });
    expect(saved.ok).toBe(true);
    expect(t.root.cashier.accountsOf('bank')).toEqual([card]);
    expect(t.root.cashier.accountsOf('usdt')).toEqual([]);
    await t.root.cashier.setDefaultAccount(7);
    await t.root.cashier.removeAccount(7);
    expect(t.api.lastBody('bankCardRemove')).toEqual({ id: 7 });
    expect(t.api.callsTo('bankCardQueryMemberBanksInfoList')).toHaveLength(3);
  });
});

describe('CashierStore: transaction records', () => {
  it('asks the server for the chosen status and shows its total, not one page filtered', async () => {
    const t = member();
    const row = { orderNo: 'D9', type: 'deposit', amount: 50, status: 'pending', createTime: '' };
    t.api.on(
      'transactionsQueryDealRecord',
      ok({ list: [row], pageNum: 1, pageSize: 10, total: 23 }),
    );
    t.root.cashier.setDealFilter({ type: 'deposit', status: 'pending' });
    await t.root.cashier.records.reload();
    expect(t.api.lastBody('transactionsQueryDealRecord')).toMatchObject({
      type: 'deposit',
      status: 'pending',
      pageNum: 1,
    });
    expect(t.root.cashier.records.total).toBe(23);
    expect(t.root.cashier.records.items).toEqual([row]);
    t.root.cashier.setDealFilter({ status: 'all' });
    await t.root.cashier.records.reload();
    expect(t.api.lastBody('transactionsQueryDealRecord')).not.toHaveProperty('status');
  });
});
