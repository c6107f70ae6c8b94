// Journeys of the live board (run in the sports area after ./sports.ts, as its member): a goal
// suspends a match's markets on the open board and in the slip, which says why, and they reopen
// with new prices; a board left open across a restart of the server follows the feed again
// without a reload.
import type { Locator, Page } from 'playwright-core';
import { TIMEOUT, type Journey } from '../support.ts';
import { choosePreference, devPost, freshSlip, pickOne, slip } from './sports.ts';

const SUSPENDED_NOTE = '盘口暂停:进球等赛事事件后暂时封盘,重新开盘后可投注';

/** The live status of the board's feed (实时 / 重新连接中 / 定时刷新). */
const feedStatus = (page: Page): Locator => page.locator('[role="status"][data-state]').first();

/** The text of the first price button of the nth match row (what the player reads). */
async function priceText(page: Page, row: number): Promise<string> {
  const button = page.getByTestId('match-row').nth(row).locator('button').first();
  return ((await button.textContent()) ?? '').trim();
}

/** Waits until `read` gives something else than `before`; returns it. */
async function waitForChange(
  page: Page,
  read: () => Promise<string>,
  before: string,
  what: string,
  ms = TIMEOUT,
): Promise<string> {
  const start = Date.now();
  let now = before;
  while (Date.now() - start < ms) {
    now = await read().catch(() => before);
    if (now !== before) return now;
    await page.waitForTimeout(250);
  }
  throw new Error(`${what}: still "${now}" after ${ms} ms`);
}

export const sportsLiveJourneys: Journey[] = [
  {
    name: "a goal in an in-play match suspends that match's prices on the open board (buttons disabled, the slip says why and places nothing), then they reopen with new prices and the score has moved",
    async run(page, base) {
      await freshSlip(page, base, '滚球');
      const oddsId = await pickOne(page, 0);
      const gameId = /_(\d+)$/.exec(oddsId)?.[1];
      if (!gameId) throw new Error(`no match id in ${oddsId}`);
      await choosePreference(page, '接受任何赔率变化');
      await slip(page)
        .getByLabel(/投注金额$/)
        .first()
        .fill('10');
      const row = page.getByTestId('match-row').nth(0);
      const scoreOf = async () => ((await row.locator('.score').allTextContents()) ?? []).join(':');
      const scoreBefore = await scoreOf();
      // the match may be around a goal of its own: wait until its prices are open
      await row.locator('button[aria-pressed]').first().waitFor({ timeout: TIMEOUT });

      await devPost(page, base, '/sports/goal', { gameId, side: 'H' });
      // suspended: none of the row's prices can be pressed, the slip says why, nothing is placed
      await row
        .locator('button[aria-pressed]')
        .first()
        .waitFor({ state: 'detached', timeout: TIMEOUT });
      const pressable = await row.locator('button:not([disabled])[aria-pressed]').count();
      if (pressable !== 0)
        throw new Error(`${pressable} prices of the suspended match can be pressed`);
      if ((await row.locator('button[disabled]').count()) === 0)
        throw new Error('the suspended prices are not shown locked');
      await slip(page).getByTestId('pick-suspended').getByText(SUSPENDED_NOTE).waitFor({
        timeout: TIMEOUT,
      });
      const place = slip(page).getByRole('button', { name: '确认投注' });
      if (await place.isEnabled())
        throw new Error('确认投注 is enabled while the market is suspended');

      // the goal counts on the board while the markets are still shut
      await waitForChange(page, scoreOf, scoreBefore, 'the score after the goal');
      // reopened (10 s after the goal route: 2 s before the goal, 8 s after) with new prices
      await row
        .locator('button[aria-pressed]')
        .first()
        .waitFor({ timeout: 3 * TIMEOUT });
      await slip(page)
        .getByTestId('pick-suspended')
        .waitFor({ state: 'detached', timeout: TIMEOUT });
      await place.waitFor({ timeout: TIMEOUT });
      if (!(await place.isEnabled()))
        throw new Error('确认投注 stays disabled after the reopening');
      // the pick is taken back: the next journey starts from an empty slip
      await slip(page).getByRole('button', { name: '清空' }).click();
    },
  },
  {
    name: 'a board left open across a restart of the server follows the feed again without a reload: 重新连接中 while it is down, then 实时, a price moved after the restart reaches it, and it equals a board opened fresh',
    async run(page, base) {
      await freshSlip(page, base, '早盘');
      // a pre-match price moves only when moved by hand: the comparison is exact
      const oddsId = await pickOne(page, 0);
      await page
        .getByTestId('match-row')
        .nth(0)
        .locator('button[aria-pressed="true"]')
        .first()
        .click();
      await page.getByRole('heading', { name: '投注单 (0)' }).waitFor({ timeout: TIMEOUT });
      await feedStatus(page).and(page.locator('[data-state="live"]')).waitFor({ timeout: TIMEOUT });
      // some numbered updates before the restart (the new server numbers from 1 again)
      let shown = await priceText(page, 0);
      for (const factor of [1.1, 1.1, 1.1]) {
        await devPost(page, base, '/sports/odds', { oddsId, factor });
        shown = await waitForChange(page, () => priceText(page, 0), shown, 'a moved price');
      }
      await page.evaluate(() => {
        (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
      });

      const r = await page.request.post(`${base}/__e2e/restart`, { data: {} });
      if (!r.ok()) throw new Error(`restart: HTTP ${r.status()}`);
      // the player is told the feed is down, then that it is live again
      await page.locator('[role="status"][data-state]:not([data-state="live"])').first().waitFor({
        timeout: TIMEOUT,
      });
      await page
        .locator('[role="status"][data-state="live"]')
        .first()
        .waitFor({ timeout: 3 * TIMEOUT });

      // an update of the new numbering reaches the open board
      await devPost(page, base, '/sports/odds', { oddsId, factor: 0.8 });
      shown = await waitForChange(
        page,
        () => priceText(page, 0),
        shown,
        'the price moved after the restart',
      );
      const same = await page.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
      );
      if (!same) throw new Error('the page was reloaded');

      // the open board equals a board opened fresh
      const fresh = await page.context().newPage();
      try {
        await freshSlip(fresh, base, '早盘');
        const open = await page.getByTestId('match-row').nth(0).locator('button').allTextContents();
        const now = await fresh.getByTestId('match-row').nth(0).locator('button').allTextContents();
        if (open.join('|') !== now.join('|'))
          throw new Error(`the open board shows ${open.join(' ')}, a fresh one ${now.join(' ')}`);
      } finally {
        await fresh.close();
      }
    },
  },
];
