// Journeys of the cashier area (one file an area; see ../journey.e2e.ts): deposit through a
// channel to 充值成功, a transfer to a venue and back, a withdrawal with a wrong then the right
// password approved by the dev route and shown in the records, adding a bank card and picking it
// in withdraw, and the bound-phone guard of the card pages.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, TIMEOUT, expectVisible, type Journey, loginAsDemo } from '../support.ts';

/** The number shown in an element (formatted with separators). */
async function amountIn(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).first().textContent()) ?? '';
  return Number(text.replace(/[^\d.-]/g, ''));
}

async function pick(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `cashier-${name}.png`), fullPage: true });
}

export const cashierJourneys: Journey[] = [
  {
    name: 'a deposit through a bank channel reaches its waiting page; the dev route confirms it; 充值成功 and the balance rises',
    async run(page, base) {
      await loginAsDemo(page, base, 'demo01');
      await page.goto(`${base}/mine/savemoney`);
      await page.getByRole('heading', { name: '存款', exact: true }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('button', { name: '银行卡转账' }).first().waitFor({ timeout: TIMEOUT });
      await page.waitForFunction(
        () =>
          /\d/.test(document.querySelector('[data-testid="center-balance"]')?.textContent ?? ''),
        undefined,
        { timeout: TIMEOUT },
      );
      const before = await amountIn(page, 'center-balance');
      // a wrong amount first: the channel's range
      await page.getByLabel('存款金额').fill('50');
      await page.getByRole('button', { name: '立即存款' }).click();
      await expectVisible(page, '金额不能低于100元');
      await page.getByLabel('存款金额').fill('200');
      await shot(page, 'deposit');
      await page.getByRole('button', { name: '立即存款' }).click();
      await page.waitForURL(/\/mine\/transferWait\?orderNo=/, { timeout: TIMEOUT });
      await page.getByRole('heading', { name: '转账等待' }).waitFor({ timeout: TIMEOUT });
      const orderNo = (await page.getByTestId('wait-order-no').textContent())?.trim() ?? '';
      if (!orderNo.startsWith('D')) throw new Error(`no order number: ${orderNo}`);
      await page.getByRole('img', { name: `订单 ${orderNo} 的支付二维码` }).waitFor();
      await page.getByRole('button', { name: '复制订单号' }).click();
      await expectVisible(page, '复制成功');
      await shot(page, 'wait');
      const confirmed = await page.request.post(`${base}/__dev/deposit/confirm`, {
        data: { orderId: orderNo },
      });
      if (!confirmed.ok()) throw new Error(`dev confirm failed: ${confirmed.status()}`);
      await page.getByRole('heading', { name: '充值成功' }).waitFor({ timeout: 30_000 });
      await page.waitForFunction(
        (min) =>
          Number(
            (document.querySelector('[data-testid="wait-balance"]')?.textContent ?? '').replace(
              /[^\d.-]/g,
              '',
            ),
          ) >= min,
        before + 200,
        { timeout: TIMEOUT },
      );
      // the waiting page without a pending order sends the player to the deposit page
      await page.goto(`${base}/mine/virtualWait`);
      await page.waitForURL(`${base}/mine/savemoney`, { timeout: TIMEOUT });
      await expectVisible(page, '没有待支付的存款订单,请重新发起存款');
    },
  },
  {
    name: 'a USDT deposit of 500 yuan: the waiting page says to send 69.45 USDT (at the server rate 7.2, rounded up) on TRC20 to the address, and the copy buttons copy the amount and the address',
    async run(page, base) {
      await loginAsDemo(page, base, 'demo01');
      await page.goto(`${base}/mine/savemoney`);
      await page.getByRole('heading', { name: '存款', exact: true }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('tab', { name: '虚拟币' }).click();
      await page.getByRole('button', { name: 'USDT', exact: true }).click();
      await page
        .getByRole('group', { name: '网络' })
        .getByRole('button', { name: 'TRC20', pressed: true })
        .waitFor({ timeout: TIMEOUT });
      await page.getByLabel('存款金额').fill('500');
      await page.getByRole('button', { name: '立即存款' }).click();
      await page.waitForURL(/\/mine\/virtualWait\?orderNo=/, { timeout: TIMEOUT });
      await page.getByRole('heading', { name: '虚拟币充值等待' }).waitFor({ timeout: TIMEOUT });
      const coins = page.getByTestId('wait-coin-amount');
      await coins.waitFor({ timeout: TIMEOUT });
      if ((await coins.textContent())?.trim() !== '69.45')
        throw new Error(`coins to send: ${await coins.textContent()}, expected 69.45`);
      await expectVisible(page, '1 USDT = 7.2 元');
      await expectVisible(
        page,
        '请使用 TRC20 网络向收款地址转入 69.45 USDT,网络不符或数量不足将无法自动到账',
      );
      await page
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
      await page.getByRole('button', { name: '复制转账数量' }).click();
      await expectVisible(page, '复制成功');
      if ((await clipboard()) !== '69.45') throw new Error(`copied "${await clipboard()}"`);
      await page.getByRole('button', { name: '复制收款地址' }).click();
      if (!/^T\w{20,}$/.test(await clipboard()))
        throw new Error(`copied address "${await clipboard()}"`);
      await shot(page, 'usdt-wait');
      // the order is not paid: cancel it (a member keeps at most 5 pending orders)
      await page.getByRole('button', { name: '取消订单' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定取消' }).click();
      await page.getByRole('heading', { name: '订单已关闭' }).waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: 'the 1 % deposit bonus: 1,150 deposited is quoted 11.50, and 11.50 lands as locked 红利 in 交易记录, the header total and the withdraw page',
    async run(page, base) {
      await loginAsDemo(page, base, 'demo01');
      await page.goto(`${base}/mine/savemoney`);
      await page.getByRole('heading', { name: '存款', exact: true }).waitFor({ timeout: TIMEOUT });
      await expectVisible(
        page,
        '本通道存款加赠 1%,每笔最高 88 元;彩金锁定发放,完成彩金 1 倍流水后解锁至中心钱包',
      );
      await page.getByLabel('存款金额').fill('1150');
      await expectVisible(page, '存款 1,150 元可得加赠 11.50 元,完成 11.50 元流水后解锁');
      await page.getByRole('button', { name: '立即存款' }).click();
      await page.waitForURL(/\/mine\/transferWait\?orderNo=/, { timeout: TIMEOUT });
      const orderNo = (await page.getByTestId('wait-order-no').textContent())?.trim() ?? '';
      const confirmed = await page.request.post(`${base}/__dev/deposit/confirm`, {
        data: { orderId: orderNo },
      });
      if (!confirmed.ok()) throw new Error(`dev confirm failed: ${confirmed.status()}`);
      await page.getByRole('heading', { name: '充值成功' }).waitFor({ timeout: 30_000 });
      // the locked bonus is the player's: the header shows the total beside the centre wallet
      // (the balance read after 充值成功 may take a moment on a loaded machine)
      await page.getByTestId('total-balance').waitFor({ timeout: TIMEOUT });
      let held = false;
      for (let i = 0; i < 40 && !held; i++) {
        const gap =
          (await amountIn(page, 'total-balance')) - (await amountIn(page, 'center-balance'));
        held = Math.round(gap * 100) >= 1150;
        if (!held) await page.waitForTimeout(500);
      }
      if (!held) {
        const total = await amountIn(page, 'total-balance');
        const centre = await amountIn(page, 'center-balance');
        throw new Error(`the header total ${total} does not hold the bonus beside ${centre}`);
      }
      await page.goto(`${base}/mine/transRecord`);
      await page.getByRole('tab', { name: '红利' }).click();
      const table = page.getByRole('table', { name: '交易记录' });
      await table.getByText('11.50').first().waitFor({ timeout: TIMEOUT });
      await table
        .getByRole('button', { name: /^详情 / })
        .first()
        .click();
      const detail = page.getByRole('dialog', { name: '交易详情' });
      await detail.getByText('存款加赠 1% 彩金(锁定)').waitFor({ timeout: TIMEOUT });
      await detail.getByText('红利').waitFor();
      await shot(page, 'deposit-bonus');
      await page.goto(`${base}/mine/takemoney`);
      await page.getByText('锁定彩金', { exact: true }).waitFor({ timeout: TIMEOUT });
      await page.getByText('解锁还需流水').waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: 'a transfer from the centre wallet to a venue and back refreshes every balance',
    async run(page, base) {
      await loginAsDemo(page, base, 'demo01');
      await page.goto(`${base}/mine/transfermoney`);
      await page.getByRole('table', { name: '钱包余额' }).waitFor({ timeout: TIMEOUT });
      const before = await amountIn(page, 'transfer-center');
      await pick(page, '转入', 'PG电子');
      await page.getByLabel('转账金额').fill('100');
      await page.getByRole('button', { name: '立即转账' }).click();
      await expectVisible(page, '转账成功: 中心钱包 → PG电子 100 元');
      await page.waitForFunction(
        (v) =>
          Number(
            (document.querySelector('[data-testid="transfer-center"]')?.textContent ?? '').replace(
              /[^\d.-]/g,
              '',
            ),
          ) === v,
        before - 100,
        { timeout: TIMEOUT },
      );
      await pick(page, '转出', 'PG电子');
      await page.getByRole('button', { name: '全部' }).click();
      await page.getByRole('button', { name: '立即转账' }).click();
      await expectVisible(page, /转账成功: PG电子 → 中心钱包/);
      await page.waitForFunction(
        (v) =>
          Number(
            (document.querySelector('[data-testid="transfer-center"]')?.textContent ?? '').replace(
              /[^\d.-]/g,
              '',
            ),
          ) === v,
        before,
        { timeout: TIMEOUT },
      );
      await shot(page, 'transfer');
    },
  },
  {
    name: 'demo01 adds a bank card (Luhn checked) and picks it in withdraw',
    async run(page, base) {
      await loginAsDemo(page, base, 'demo01');
      await page.goto(`${base}/mine/addBankCard`);
      await page.getByRole('heading', { name: '银行卡管理' }).waitFor({ timeout: TIMEOUT });
      await pick(page, '开户银行', '招商银行');
      await page.getByLabel('银行卡号').fill('6217000000000000005');
      await page.getByRole('button', { name: '确认添加' }).click();
      await expectVisible(page, '银行卡号有误,请核对');
      await page.getByLabel('银行卡号').fill('6217000000000000004');
      await page.getByLabel('开户支行').fill('深圳分行');
      await page.getByRole('button', { name: '确认添加' }).click();
      await expectVisible(page, '添加成功');
      const list = page.getByRole('list', { name: '已绑定账户' });
      await list.getByText('6217****0004').waitFor({ timeout: TIMEOUT });
      await shot(page, 'cards');
      await page.goto(`${base}/mine/takemoney`);
      const card = page.getByRole('radio', { name: /6217\*+0004/ });
      await card.click();
      if ((await card.getAttribute('aria-checked')) !== 'true')
        throw new Error('the new card is not selected');
    },
  },
  {
    name: 'a withdrawal with a wrong then the right password is pending; the dev route approves it; the records show it',
    async run(page, base) {
      await loginAsDemo(page, base, 'demo01');
      await page.goto(`${base}/mine/takemoney`);
      await page.getByRole('heading', { name: '取款', exact: true }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('radio').first().waitFor({ timeout: TIMEOUT });
      await page.getByLabel('取款金额').fill('200');
      await page.getByLabel('取款密码').fill('000000');
      await page.getByRole('button', { name: '立即取款' }).click();
      await expectVisible(page, '取款密码错误');
      await page.getByLabel('取款密码').fill('123456');
      await page.getByRole('button', { name: '立即取款' }).click();
      await page.getByTestId('withdraw-status').getByText('审核中').waitFor({ timeout: TIMEOUT });
      const order = page.getByRole('status').filter({ hasText: '取款订单' });
      const orderNo = ((await order.getByText(/^W\d+/).first().textContent()) ?? '').trim();
      await shot(page, 'withdraw');
      for (const status of ['approved', 'paid']) {
        const r = await page.request.post(`${base}/__dev/withdraw/review`, {
          data: { orderId: orderNo, status },
        });
        if (!r.ok()) throw new Error(`review ${status} failed`);
      }
      await page.getByRole('button', { name: '刷新状态' }).click();
      await page.getByTestId('withdraw-status').getByText('已出款').waitFor({ timeout: TIMEOUT });
      await page.goto(`${base}/mine/transRecord`);
      await page.getByRole('tab', { name: '取款' }).click();
      const table = page.getByRole('table', { name: '交易记录' });
      await table.getByText(orderNo).waitFor({ timeout: TIMEOUT });
      await page.getByRole('button', { name: `详情 ${orderNo}` }).click();
      const detail = page.getByRole('dialog', { name: '交易详情' });
      await detail.getByText('成功').waitFor();
      await detail.getByRole('button', { name: '复制订单号' }).click();
      await expectVisible(page, '复制成功');
      await shot(page, 'records');
    },
  },
  {
    name: 'demo02 (no bound phone) is sent to /mine/auth from the card pages',
    async run(page, base) {
      await loginAsDemo(page, base, 'demo02');
      for (const p of ['virtualCoinCard', 'alipayManage', 'accountManage/1']) {
        await page.goto(`${base}/mine/${p}`);
        await page.waitForURL(/\/mine\/auth(\?|$)/, { timeout: TIMEOUT });
      }
    },
  },
];
