// Journeys of 提前兑现 (cash-out; one file an area, see ../journey.e2e.ts): a member of its own
// places an in-play single and cashes it out from 投注记录 (the balance rises by the amount, the
// bet says 已兑现, 交易记录 shows the credit with its bet) and a tennis set score (盘数比分) placed
// before its match that 投注记录 reads and cashes out once the match has started, then places a 串关 on the board and cashes it out from the
// board's 我的注单 without leaving the board.
import type { Locator, Page } from 'playwright-core';
import { BONUS_OF_100, TIMEOUT, type Journey } from '../support.ts';
import {
  api,
  choosePreference,
  listedMatches,
  devPost,
  freshSlip,
  pickOne,
  slip,
  topUp,
  waitForBalance,
} from './sports.ts';

const member = `co${Date.now().toString(36).slice(-6)}9`;
const near = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** The id of the tennis match of 早盘 the board names `teams` (its row's label: 主 vs 客). */
async function gameIdOf(page: Page, base: string, teams: string): Promise<string> {
  const matches = await listedMatches(page, base, 'TN', 'FU');
  const m = matches.find((x) => teams.startsWith(`${x.team_h} `) && teams.endsWith(` ${x.team_c}`));
  if (!m) throw new Error(`no 早盘 tennis match "${teams}"`);
  return m.gameId;
}

/** The ticket number on the slip's (last) receipt. */
async function receiptTicket(page: Page): Promise<string> {
  const receipt = slip(page).getByTestId('slip-receipt').last();
  await receipt.waitFor({ timeout: TIMEOUT });
  const ticket = /B\d+[0-9A-F]+/.exec((await receipt.textContent()) ?? '')?.[0];
  if (!ticket) throw new Error('no ticket number on the receipt');
  return ticket;
}

/**
 * Cashes out the bet of `card` in full: waits for its 提前兑现 ¥amount (a suspended market greys
 * it a few seconds), confirms, answers 按新金额兑现? when the amount moved, and returns what the
 * confirmation says was paid.
 */
async function cashOutFully(page: Page, card: Locator): Promise<number> {
  for (let attempt = 0; attempt < 4; attempt++) {
    await card.getByRole('button', { name: /^提前兑现 ¥/ }).click({ timeout: 3 * TIMEOUT });
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: /^(确认兑现|按新金额兑现\?)$/ });
    const done = dialog.getByTestId('cash-out-done');
    const refused = dialog.getByRole('heading', { name: '暂不可兑现' });
    for (let step = 0; step < 4; step++) {
      await done.or(refused).or(confirm).first().waitFor({ timeout: TIMEOUT });
      if (await done.count()) {
        const text = (await done.textContent()) ?? '';
        const paid = Number(/已兑现([\d.]+)元/.exec(text)?.[1]);
        if (!(paid > 0)) throw new Error(`the confirmation says "${text}"`);
        await dialog.getByRole('button', { name: '关闭' }).filter({ hasText: '关闭' }).click();
        return paid;
      }
      if (await refused.count()) break; // suspended meanwhile: ask again
      if (await confirm.isEnabled()) await confirm.click();
      else await page.waitForTimeout(200);
    }
    await dialog.getByRole('button', { name: '关闭' }).filter({ hasText: '关闭' }).click();
    await page.waitForTimeout(1000);
  }
  throw new Error('no cash-out went through in four attempts');
}

export const cashOutJourneys: Journey[] = [
  {
    name: 'a member cashes out an in-play single from 投注记录: the centre wallet rises by the amount, the bet says 已兑现, 交易记录 shows the credit with the bet number; a tennis set score (盘数比分) placed from 全部玩法 before its match reads in 投注记录 and is cashed out there once the match has started',
    async run(page, base) {
      await page.goto(`${base}/`);
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: '注册' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('用户名').fill(member);
      await dialog.getByLabel('密码', { exact: true }).fill('abc12345');
      await dialog.getByLabel('确认密码').fill('abc12345');
      await dialog.getByRole('checkbox').click();
      await dialog.getByRole('button', { name: '注册', exact: true }).click();
      await header.getByText(member).waitFor({ timeout: TIMEOUT });
      await dialog.waitFor({ state: 'detached', timeout: TIMEOUT });
      const bind = await api(page, base, 'userMemberBindFromDeposit', { realName: '张三' });
      if (bind.status_code !== 6000) throw new Error(`real name: ${bind.message}`);
      await topUp(page, base, '100.00');

      await freshSlip(page, base, '滚球');
      await pickOne(page, 0);
      await choosePreference(page, '接受任何赔率变化');
      await slip(page)
        .getByLabel(/投注金额$/)
        .first()
        .fill('10');
      await slip(page).getByRole('button', { name: '确认投注' }).click();
      const ticket = await receiptTicket(page);
      const before = await waitForBalance(page, (n) => near(n, 90 + BONUS_OF_100), '91');

      await page.goto(`${base}/mine/betRecord`);
      await page.getByRole('heading', { name: '投注记录' }).waitFor({ timeout: TIMEOUT });
      const card = page.getByTestId('bet-record').filter({ hasText: ticket });
      const paid = await cashOutFully(page, card);
      await waitForBalance(page, (n) => near(n, before + paid), `${before + paid}`);
      // the bet is settled by the cash-out: 已结算, 已兑现 with the amount
      await page.getByRole('button', { name: '已结算' }).click();
      await page
        .getByTestId('bet-record')
        .filter({ hasText: ticket })
        .getByTestId('cashed-out')
        .filter({ hasText: `已兑现 ¥${paid.toFixed(2)}` })
        .waitFor({ timeout: TIMEOUT });

      await page.goto(`${base}/mine/transRecord`);
      await page.getByRole('tab', { name: '提前兑现' }).click();
      const row = page.getByRole('table', { name: '交易记录' }).getByRole('row').filter({
        hasText: ticket,
      });
      await row.waitFor({ timeout: TIMEOUT });
      const text = (await row.textContent()) ?? '';
      if (!text.includes('提前兑现') || !text.includes(paid.toFixed(2)))
        throw new Error(`the 交易记录 row reads "${text}"`);

      // a tennis set score (盘数比分) from the board's 全部玩法 panel, before the match: 投注记录
      // reads its market and score, and cashes it out with the same flow once the match started
      await freshSlip(page, base, '早盘');
      await page.getByRole('button', { name: /^网球/ }).first().click();
      await page
        .getByRole('button', { name: /^网球/, pressed: true })
        .first()
        .waitFor({ timeout: TIMEOUT });
      // the football rows stay until tennis's list arrives: a tennis row heads its handicap 让盘
      const tennis = page
        .getByTestId('match-row')
        .filter({ has: page.getByRole('group', { name: '让盘' }) })
        .first();
      await tennis.waitFor({ timeout: TIMEOUT });
      const teams = (await tennis.getAttribute('aria-label')) ?? '';
      await slip(page).getByRole('button', { name: '单注' }).click();
      await tennis.getByRole('button', { name: /全部玩法/ }).click();
      const sets = page
        .getByRole('region', { name: `全部玩法 ${teams}` })
        .locator('section[data-group="score"]');
      await sets.getByRole('heading', { level: 2, name: '盘数比分' }).waitFor({ timeout: TIMEOUT });
      await sets.getByRole('button', { name: /^盘数比分 2-0 \d/ }).click();
      await slip(page)
        .getByTestId('slip-pick')
        .first()
        .getByText('盘数比分 2-0')
        .waitFor({ timeout: TIMEOUT });
      await choosePreference(page, '接受任何赔率变化');
      await slip(page)
        .getByLabel(/投注金额$/)
        .first()
        .fill('10');
      const funds = await waitForBalance(page, (n) => near(n, before + paid), `${before + paid}`);
      await slip(page).getByRole('button', { name: '确认投注' }).click();
      const setTicket = await receiptTicket(page);
      const left = await waitForBalance(page, (n) => near(n, funds - 10), `${funds - 10}`);
      // the match starts (the development route kicks it off now): the pre-match bet is now
      // priced from the in-play set score (滚球盘数比分)
      await devPost(page, base, '/sports/kick-off', { gameId: await gameIdOf(page, base, teams) });
      await page.goto(`${base}/mine/betRecord`);
      await page.getByRole('heading', { name: '投注记录' }).waitFor({ timeout: TIMEOUT });
      const setCard = page.getByTestId('bet-record').filter({ hasText: setTicket });
      await setCard.getByText(/盘数比分 2-0 @ \d+\.\d{2}/).waitFor({ timeout: TIMEOUT });
      const setPaid = await cashOutFully(page, setCard);
      await waitForBalance(page, (n) => near(n, left + setPaid), `${left + setPaid}`);
    },
  },
  {
    name: "a member cashes out a 串关 from the board's 我的注单 without leaving the board: confirmed, 已兑现 in the panel, the balance rises",
    async run(page, base) {
      await freshSlip(page, base, '滚球');
      await slip(page).getByRole('button', { name: '串关' }).click();
      await pickOne(page, 0);
      await pickOne(page, 1);
      await choosePreference(page, '接受任何赔率变化');
      await slip(page).getByRole('textbox', { name: '每注金额' }).fill('10');
      const funds = await waitForBalance(page, (n) => n >= 10, 'at least 10');
      await slip(page).getByRole('button', { name: '确认投注' }).click();
      await slip(page)
        .getByTestId('slip-receipt')
        .getByText('串关 2串1 · 1 注')
        .waitFor({ timeout: TIMEOUT });
      const ticket = await receiptTicket(page);
      const before = await waitForBalance(page, (n) => near(n, funds - 10), `${funds - 10}`);

      await page.getByRole('tab', { name: '我的注单' }).click();
      const card = page.getByTestId('my-bet').filter({ hasText: ticket });
      await card.getByText('串关 2串1 · 1 注').waitFor({ timeout: TIMEOUT });
      if ((await card.getByTestId('bet-leg').count()) !== 2)
        throw new Error('the 串关 does not show its two legs');
      const paid = await cashOutFully(page, card);
      await card
        .getByTestId('cashed-out')
        .filter({ hasText: `已兑现 ¥${paid.toFixed(2)}` })
        .waitFor({ timeout: TIMEOUT });
      await waitForBalance(page, (n) => near(n, before + paid), `${before + paid}`);
      if (!page.url().endsWith('/game/sport/XMTY'))
        throw new Error(`left the board: ${page.url()}`);
    },
  },
];
