// Journeys of the sports area (one file an area; see ../journey.e2e.ts): the venues page, the own
// board fed live, the slip and the bet records.
import type { Page } from 'playwright-core';
import { TIMEOUT, expectVisible, type Journey } from '../support.ts';

const sportsUser = `sp${Date.now().toString(36).slice(-6)}`.slice(0, 10) + '7';

/** Opens /game/sport through the header menu (client-side navigation). */
async function openVenues(page: Page, base: string): Promise<void> {
  if (!page.url().startsWith(base)) await page.goto(`${base}/`);
  await page.getByRole('banner').getByRole('link', { name: '体育', exact: true }).click();
  await page.waitForURL(`${base}/game/sport`, { timeout: TIMEOUT });
  await page.getByRole('heading', { name: '体育场馆' }).waitFor({ timeout: TIMEOUT });
}

const oddsButtons = (page: Page) => page.getByTestId('board').locator('button[aria-pressed]');

export const sportsJourneys: Journey[] = [
  {
    name: 'a visitor sees the sports venues, own book first, and is asked to log in when opening the board',
    async run(page, base) {
      await page.goto(`${base}/`);
      await openVenues(page, base);
      const cards = page.getByRole('button', { name: /^进入 / });
      await cards.first().waitFor({ timeout: TIMEOUT });
      const first = (await cards.first().getAttribute('aria-label')) ?? '';
      if (!first.includes('星辰体育')) throw new Error(`first venue card is "${first}"`);
      await cards.first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('请先登录账号,才能了解更多').waitFor({ timeout: TIMEOUT });
      await dialog.getByRole('button', { name: '确定' }).click();
      await page.keyboard.press('Escape');
    },
  },
  {
    name: 'a member opens the own board: the resource answers, at least 20 odds buttons, some change within 20 s without a reload',
    async run(page, base) {
      await page.goto(`${base}/`);
      const header = page.getByRole('banner');
      if (await header.getByRole('button', { name: '退出' }).count())
        await header.getByRole('button', { name: '退出' }).click();
      await header.getByRole('button', { name: '注册' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('用户名').fill(sportsUser);
      await dialog.getByLabel('密码', { exact: true }).fill('abc12345');
      await dialog.getByLabel('确认密码').fill('abc12345');
      await dialog.getByRole('checkbox').click();
      await dialog.getByRole('button', { name: '注册', exact: true }).click();
      await header.getByText(sportsUser).waitFor({ timeout: TIMEOUT });
      await dialog.waitFor({ state: 'detached', timeout: TIMEOUT });

      await openVenues(page, base);
      const resource = page.waitForResponse(
        (r) => r.url().endsWith('/game/api/v1/venue/resource'),
        {
          timeout: TIMEOUT,
        },
      );
      await page.getByRole('button', { name: '进入 星辰体育' }).click();
      await page.waitForURL(`${base}/game/sport/XMTY`, { timeout: TIMEOUT });
      await resource;
      await oddsButtons(page).nth(19).waitFor({ timeout: TIMEOUT });
      const before = await oddsButtons(page).allTextContents();
      if (before.length < 20) throw new Error(`only ${before.length} odds buttons`);
      const start = Date.now();
      let changed = false;
      while (!changed && Date.now() - start < 20_000) {
        await page.waitForTimeout(1000);
        const now = await oddsButtons(page).allTextContents();
        changed = now.some((text, i) => before[i] !== undefined && text !== before[i]);
      }
      if (!changed) throw new Error('no odds changed within 20 s');
    },
  },
  {
    name: 'the member picks two matches in 串关 mode; the slip counts them and an 11th-free slip keeps them in storage',
    async run(page) {
      await page.getByRole('button', { name: '串关' }).first().click();
      const rows = page.getByTestId('match-row');
      await rows.nth(1).waitFor({ timeout: TIMEOUT });
      await rows.nth(0).locator('button[aria-pressed]').first().click();
      await rows.nth(1).locator('button[aria-pressed]').first().click();
      await page.getByRole('heading', { name: '投注单 (2)' }).waitFor({ timeout: TIMEOUT });
      const saved = await page.evaluate(() => localStorage.getItem('sportsSlip') ?? '');
      if (!saved.includes('"multiple":true')) throw new Error('the slip was not saved');
      // a pick of the same game replaces the other pick of that game (spec section 4)
      await rows.nth(0).locator('button[aria-pressed]').nth(1).click();
      await page.getByRole('heading', { name: '投注单 (2)' }).waitFor({ timeout: TIMEOUT });
      // placing without a balance: the stake is capped to the balance, and the reason is shown
      await page
        .getByLabel(/投注金额$/)
        .first()
        .fill('50');
      await expectVisible(page, '已按余额调整为 0');
    },
  },
  {
    name: 'the member opens 投注记录 and sees the totals and the empty list of a new account',
    async run(page, base) {
      await page.goto(`${base}/mine/betRecord`);
      await page.getByRole('heading', { name: '投注记录' }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('tab', { name: '体育' }).waitFor({ timeout: TIMEOUT });
      await expectVisible(page, '暂无投注记录');
      await page.getByRole('button', { name: '近7天' }).click();
      await page.getByRole('button', { name: '已结算' }).click();
      await expectVisible(page, '暂无投注记录');
    },
  },
];
