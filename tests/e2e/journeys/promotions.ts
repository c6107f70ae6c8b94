// Journeys of the promotions area (one file an area; see ../journey.e2e.ts): the first-deposit
// offer from the list to the locked bonus and the venue transfer it blocks; check-in once a day;
// the prize wheel until no draws are left; a friend invited by link whose first deposit pays the
// inviter; a new member reaching VIP1 at the round that crosses its turnover.
import type { Page } from 'playwright-core';
import { operations, type OperationId } from '../../../src/sdk/operations.generated.ts';
import {
  TIMEOUT,
  expectVisible,
  loginAsDemo,
  openLoginAsVisitor,
  type Journey,
} from '../support.ts';

type Envelope = { status_code: number; message: string; data: unknown };

/** Logs demo03 (bound phone and real name, no deposit yet) in through the login dialog. */
const loginDemo03 = (page: Page, base: string) => loginAsDemo(page, base, 'demo03');

/** A call of the contract with the page's session (token and device id from its storage). */
async function api(
  page: Page,
  base: string,
  id: OperationId,
  body: unknown,
  idempotencyKey?: string,
): Promise<Envelope> {
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    uuid: localStorage.getItem('device_uuid'),
  }));
  const unquote = (s: string | null) => {
    if (s === null) return '';
    try {
      const v: unknown = JSON.parse(s);
      return typeof v === 'string' ? v : s;
    } catch {
      return s;
    }
  };
  const res = await page.request.post(`${base}${operations[id].path}`, {
    data: body,
    headers: {
      siteId: '1',
      client: 'web',
      version: '1.0',
      uuid: unquote(stored.uuid),
      token: unquote(stored.token),
      requestId: `e2e-${Date.now()}`,
      timestamp: String(Date.now()),
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
  });
  return (await res.json()) as Envelope;
}

/** Opens the activity titled `title` from 优惠活动; returns its id. */
async function openFromList(page: Page, base: string, title: string): Promise<number> {
  await page.goto(`${base}/activity/discount`);
  const tile = page.getByRole('link', { name: new RegExp(title) }).first();
  await tile.waitFor({ timeout: TIMEOUT });
  await tile.click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: TIMEOUT });
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Makes a deposit order through the API and has the simulated channel confirm it. */
async function depositNow(page: Page, base: string, body: Record<string, unknown>): Promise<void> {
  const pay = await api(page, base, 'paymentPay', body, `e2e-promo-pay-${Date.now()}`);
  if (pay.status_code !== 6000) throw new Error(`deposit: ${pay.status_code} ${pay.message}`);
  const orderNo = (pay.data as { orderNo: string }).orderNo;
  const confirmed = await page.request.post(`${base}/__dev/deposit/confirm`, {
    data: { orderId: orderNo },
  });
  if (!confirmed.ok()) throw new Error(`confirm: ${confirmed.status()}`);
}

export const promotionsJourneys: Journey[] = [
  {
    name: 'first-deposit offer: apply, deposit, bonus credited as locked money, venue transfer-out refused (6413) until the turnover is met',
    async run(page, base) {
      await loginDemo03(page, base);
      const id = await openFromList(page, base, '首存加赠100%');
      await page
        .getByRole('button', { name: /立即申请/ })
        .first()
        .click();
      const confirm = page.getByRole('dialog', { name: '申请确认' });
      await confirm.waitFor({ timeout: TIMEOUT });
      await confirm.getByRole('button', { name: '确认申请' }).click();
      await page.waitForURL(new RegExp(`/mine/savemoney\\?activity=${id}`), { timeout: TIMEOUT });

      // The deposit page belongs to the cashier area: the order is made through the API and
      // confirmed by the simulated channel's dev route.
      const pay = await api(
        page,
        base,
        'paymentPay',
        { channelId: 11, amount: '200', payerName: '李四', activityId: id },
        `e2e-promo-pay-${Date.now()}`,
      );
      if (pay.status_code !== 6000) throw new Error(`deposit: ${pay.status_code} ${pay.message}`);
      const orderNo = (pay.data as { orderNo: string }).orderNo;
      const confirmed = await page.request.post(`${base}/__dev/deposit/confirm`, {
        data: { orderId: orderNo },
      });
      if (!confirmed.ok()) throw new Error(`confirm: ${confirmed.status()}`);

      await page.goto(`${base}/activity/firstDeposit/${id}`);
      await expectVisible(page, '锁定彩金');
      await expectVisible(page, /流水达成前/);
      const balance = await api(page, base, 'transferGetBalance', { withLockMoney: 1 });
      const lockMoney = (balance.data as { lockMoney: number }).lockMoney;
      // the offer's 200 and the channel's 存款加赠 of 1 % (2)
      if (lockMoney !== 202) throw new Error(`locked money ${lockMoney}, expected 202`);

      const out = await api(
        page,
        base,
        'transferUtcTransfer',
        { channelCode: 'PGDZ', amount: '1', ty: '2' },
        `e2e-promo-out-${Date.now()}`,
      );
      if (out.status_code !== 6413)
        throw new Error(`transfer out answered ${out.status_code}, expected 6413`);
    },
  },
  {
    name: 'first-deposit offer after a deposit: shown as not met (尚未存款的会员), its confirmation says what it locks, and applying is refused',
    async run(page, base) {
      await loginAsDemo(page, base, 'demo01');
      await depositNow(page, base, { channelId: 11, amount: '100', payerName: '张三' });
      await openFromList(page, base, '首存加赠100%');
      const requirement = page.getByRole('listitem').filter({ hasText: '尚未存款的会员' });
      await requirement.getByText('未满足').waitFor({ timeout: TIMEOUT });
      await page
        .getByRole('button', { name: /立即申请/ })
        .first()
        .click();
      const confirm = page.getByRole('dialog', { name: '申请确认' });
      await confirm
        .getByText(
          /彩金锁定发放,完成 [\d,.]+ 元流水后解锁至中心钱包;流水达成前PG电子、JDB电子的资金不可转出/,
        )
        .waitFor({ timeout: TIMEOUT });
      await confirm.getByRole('button', { name: '确认申请' }).click();
      await expectVisible(page, '本活动仅限尚未存款的会员参加,您已完成过存款');
    },
  },
  {
    name: 'check-in: once today; a second check-in the same day is refused; a link naming another kind lands on the check-in page',
    async run(page, base) {
      await loginDemo03(page, base);
      const id = await openFromList(page, base, '每日签到 好礼不断');
      await page.getByRole('button', { name: '立即签到' }).click();
      await expectVisible(page, /签到成功/);
      await page.getByRole('button', { name: '今日已签到' }).waitFor({ timeout: TIMEOUT });
      if (!(await page.getByRole('button', { name: '今日已签到' }).isDisabled()))
        throw new Error('the check-in button stays enabled after checking in');
      await expectVisible(page, '已连续签到 1 天');
      const again = await api(
        page,
        base,
        'promotionSignIn',
        { id },
        `e2e-promo-sign-${Date.now()}`,
      );
      if (again.status_code !== 6009)
        throw new Error(`second check-in answered ${again.status_code}, expected 6009`);

      // A link naming another kind (the wheel's address) lands on the check-in page itself.
      await page.goto(`${base}/activity/drawGift/${id}`);
      await page.waitForURL(`${base}/activity/signGift/${id}`, { timeout: TIMEOUT });
      await page.getByRole('button', { name: '今日已签到' }).waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: 'prize wheel: spins until no draws are left, then the spin is refused (今日抽奖次数已用完)',
    async run(page, base) {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await loginDemo03(page, base);
      await openFromList(page, base, '幸运转盘 天天抽奖');
      const left = page.getByText(/剩余抽奖次数: \d+/);
      await left.waitFor({ timeout: TIMEOUT });
      const spinButton = page.getByRole('button', { name: '开始抽奖' });
      for (let i = 0; i < 8; i++) {
        const n = Number(/(\d+)/.exec((await left.textContent()) ?? '')?.[1] ?? '0');
        if (n === 0) break;
        const answered = page.waitForResponse((r) =>
          r.url().endsWith(operations.promotionDraw.path),
        );
        await spinButton.click();
        const env = (await (await answered).json()) as Envelope;
        if (env.status_code !== 6000) throw new Error(`spin ${i + 1}: ${env.status_code}`);
        await page
          .getByText(/恭喜获得|很遗憾,未中奖/)
          .first()
          .waitFor({ timeout: TIMEOUT });
        await page.getByText(`剩余抽奖次数: ${n - 1}`).waitFor({ timeout: TIMEOUT });
      }
      const refused = page.waitForResponse((r) => r.url().endsWith(operations.promotionDraw.path));
      await spinButton.click();
      const env = (await (await refused).json()) as Envelope;
      if (env.status_code !== 6012) throw new Error(`spin with no draws: ${env.status_code}`);
      await expectVisible(page, '今日抽奖次数已用完');
    },
  },
  {
    name: 'friend invitation: a friend registered through the invitation link makes a first deposit and the inviter is paid 18.88 (累计奖励), once',
    async run(page, base) {
      await loginDemo03(page, base);
      await page.goto(`${base}/activity/friendInvitation`);
      await expectVisible(page, '已邀请好友');
      type Info = { icode: string; rewardTotal: number };
      const before = (await api(page, base, 'promotionInviteInfo', {})).data as Info;

      // The friend opens the invitation link as a visitor and registers.
      await page.getByRole('banner').getByRole('button', { name: '退出' }).click();
      await page.goto(`${base}/?icode=${before.icode}`);
      const friend = `fr${Date.now().toString().slice(-7)}`;
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: '注册' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ timeout: TIMEOUT });
      await dialog.getByLabel('用户名').fill(friend);
      await dialog.getByLabel('密码', { exact: true }).fill('abc12345');
      await dialog.getByLabel('确认密码').fill('abc12345');
      await dialog.getByRole('checkbox').click();
      await dialog.getByRole('button', { name: '注册', exact: true }).click();
      await header.getByText(friend).waitFor({ timeout: TIMEOUT });
      const bound = await api(page, base, 'userMemberBindFromDeposit', { realName: '王五' });
      if (bound.status_code !== 6000) throw new Error(`real name: ${bound.status_code}`);
      await depositNow(page, base, { channelId: 11, amount: '200', payerName: '王五' });
      await depositNow(page, base, { channelId: 11, amount: '100', payerName: '王五' });

      await loginDemo03(page, base);
      await page.goto(`${base}/activity/friendInvitation`);
      await expectVisible(page, `${friend.slice(0, 2)}***${friend.slice(-1)}`);
      await expectVisible(page, '已首存');
      const after = (await api(page, base, 'promotionInviteInfo', {})).data as Info;
      const paid = Math.round((after.rewardTotal - before.rewardTotal) * 100);
      if (paid !== 1888) throw new Error(`the inviter was paid ${paid / 100}, expected 18.88 once`);
    },
  },
  {
    name: 'VIP upgrade: a new member with 10,000 deposited stays VIP0 (存款进度 full, 流水 0 / 10,000), stakes 10,000 at a baccarat table and is VIP1 at that round: 晋级礼金 18 in 交易记录 and a letter 恭喜晋级VIP1',
    async run(page, base) {
      // A member of this journey (a new account: the totals of the demo players depend on which
      // journeys ran before), registered through the site's dialog.
      const member = `vip${Date.now().toString(36).slice(-6)}1`;
      await openLoginAsVisitor(page, base);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: '注册' }).click();
      await dialog.getByLabel('用户名').fill(member);
      await dialog.getByLabel('密码', { exact: true }).fill('abc12345');
      await dialog.getByLabel('确认密码').fill('abc12345');
      await dialog.getByRole('checkbox').click();
      await dialog.getByRole('button', { name: '注册', exact: true }).click();
      const header = page.getByRole('banner');
      await header.getByText(member).waitFor({ timeout: TIMEOUT });
      const bound = await api(page, base, 'userMemberBindFromDeposit', { realName: '赵六' });
      if (bound.status_code !== 6000) throw new Error(`real name: ${bound.status_code}`);
      await depositNow(page, base, { channelId: 11, amount: '10000', payerName: '赵六' });

      // VIP1 asks 存款 2,000 · 流水 10,000: the deposit is met, the turnover not yet
      await page.goto(`${base}/mine/vip`);
      await expectVisible(page, '距离 VIP1');
      const depositBar = page.getByRole('progressbar', { name: '存款进度' });
      await depositBar.waitFor({ timeout: TIMEOUT });
      if ((await depositBar.getAttribute('aria-valuenow')) !== '100')
        throw new Error(`存款进度 ${await depositBar.getAttribute('aria-valuenow')}, expected 100`);
      await expectVisible(page, '累计流水 0 / 10,000 元');
      await expectVisible(page, '还需存款 0 元 · 还需流水 10,000 元');

      // The round that crosses the turnover: 10,000 on 庄 at B01 (限红 ¥20 - ¥50,000); the launch
      // moves the centre wallet into the table's venue (auto-transfer).
      await page.goto(`${base}/game/realbet`);
      const tables = page.getByRole('region', { name: '牌桌' });
      await tables.getByRole('button', { name: '进入游戏 百家乐 B01' }).click();
      await page.waitForURL(/\/game\/AGZR/, { timeout: TIMEOUT });
      const frame = page.frameLocator('iframe[title="AG真人游戏画面"]');
      await frame.getByText('本桌限红 ¥20 - ¥50,000').waitFor({ timeout: TIMEOUT });
      await frame.getByRole('radio', { name: '庄 1:0.95' }).check();
      await frame.getByLabel('投注金额').fill('10000');
      await frame.getByRole('button', { name: '发牌' }).click();
      await frame
        .locator('#result')
        .filter({ hasText: /^(赢得|退回|未中奖)/ })
        .waitFor({ timeout: TIMEOUT });
      // 退出游戏, then straight to another address while the exit's calls are on their way: the
      // aborted calls must not log the member out (this once emptied the session after a win)
      await page.getByRole('button', { name: '退出游戏' }).click();
      await page.goto(`${base}/mine/vip`);
      await expectVisible(page, '距离 VIP2');
      await expectVisible(page, '累计流水 10,000 / 20,000 元');
      const progress = (await api(page, base, 'userMemberVipProgress', {})).data as {
        grade: number;
      };
      if (progress.grade !== 1) throw new Error(`grade ${progress.grade} after the round`);

      // 晋级礼金 through the ledger: a 红利 record of 18.00 (VIP1's upgrade bonus)
      await page.goto(`${base}/mine/transRecord`);
      await page.getByRole('tab', { name: '红利' }).click();
      const table = page.getByRole('table', { name: '交易记录' });
      const row = table.getByRole('row').filter({ hasText: '18.00' });
      await row.first().waitFor({ timeout: TIMEOUT });
      await row
        .first()
        .getByRole('button', { name: /^详情 / })
        .click();
      const detail = page.getByRole('dialog', { name: '交易详情' });
      await detail.getByText('VIP1晋级礼金').waitFor({ timeout: TIMEOUT });

      // and the letter, among the 活动 letters
      await page.goto(`${base}/mine/message`);
      await page
        .getByRole('group', { name: '消息类型' })
        .getByRole('button', { name: /^活动/ })
        .click();
      await page.getByRole('button', { name: /^恭喜晋级VIP1/ }).click();
      const letter = page.getByRole('dialog', { name: '恭喜晋级VIP1' });
      await letter
        .getByText('您已晋级VIP1,晋级礼金18.00元已发放至中心钱包。')
        .waitFor({ timeout: TIMEOUT });
    },
  },
];
