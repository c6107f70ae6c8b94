// Journeys of the live board (run in the sports area after ./sports.ts, as its member): a goal
// suspends a match's markets on the open board and in the slip, which says why, and they reopen
// with new prices; a board left open across a restart of the server follows the feed again
// without a reload.
import type { Locator, Page } from 'playwright-core';
import { TIMEOUT, type Journey } from '../support.ts';
import {
  choosePreference,
  devPost,
  freshSlip,
  listedMatches,
  slip,
  type ListedMatch,
} from './sports.ts';

const SUSPENDED_NOTE = '盘口暂停:进球等赛事事件后暂时封盘,重新开盘后可投注';

/** The football matches of a show type as the resource lists them. */
const listed = (page: Page, base: string, showType: 'RB' | 'FU'): Promise<ListedMatch[]> =>
  listedMatches(page, base, 'FT', showType);

const rowOf = (page: Page, m: ListedMatch): Locator =>
  page.getByTestId('match-row').filter({ hasText: m.team_h }).filter({ hasText: m.team_c }).first();

/**
 * The board's first row once it shows a match of `list` (the show type asked for, not the list
 * drawn before it), and that match.
 */
async function firstRowOf(
  page: Page,
  list: ListedMatch[],
): Promise<{ match: ListedMatch; row: Locator }> {
  const start = Date.now();
  while (Date.now() - start < TIMEOUT) {
    const text = (await page.getByTestId('match-row').first().textContent()) ?? '';
    const match = list.find((m) => text.includes(m.team_h) && text.includes(m.team_c));
    if (match) return { match, row: rowOf(page, match) };
    await page.waitForTimeout(250);
  }
  throw new Error('the board does not show the listed matches');
}

/** The texts of a row's price buttons (what the player reads). */
async function priceText(row: Locator): Promise<string> {
  return (await row.locator('button').allTextContents()).join('|');
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
      await slip(page).getByRole('button', { name: '单注' }).click();
      const { match, row } = await firstRowOf(page, await listed(page, base, 'RB'));
      // the match may be around a goal of its own: its prices open again within seconds
      await row.locator('button[aria-pressed]').first().click({ timeout: TIMEOUT });
      await page.getByRole('heading', { name: '投注单 (1)' }).waitFor({ timeout: TIMEOUT });
      await choosePreference(page, '接受任何赔率变化');
      await slip(page)
        .getByLabel(/投注金额$/)
        .first()
        .fill('10');
      const scoreOf = async () => (await row.locator('.score').allTextContents()).join(':');
      const scoreBefore = await scoreOf();
      await row.locator('button[aria-pressed]').first().waitFor({ timeout: TIMEOUT });

      await devPost(page, base, '/sports/goal', { gameId: match.gameId, side: 'H' });
      // suspended: none of the row's prices can be pressed, the slip says why, nothing is placed
      await row
        .locator('button[aria-pressed]')
        .first()
        .waitFor({ state: 'detached', timeout: TIMEOUT });
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
      const early = await listed(page, base, 'FU');
      const { match, row } = await firstRowOf(page, early);
      const oddsId = match.mainOdds[0]?.r;
      if (!oddsId) throw new Error('no price of the first early match');
      await page
        .locator('[role="status"][data-state="live"]')
        .first()
        .waitFor({ timeout: TIMEOUT });
      // some numbered updates before the restart (the new server numbers from 1 again)
      let shown = await priceText(row);
      for (const factor of [1.1, 1.1, 1.1]) {
        await devPost(page, base, '/sports/odds', { oddsId, factor });
        shown = await waitForChange(page, () => priceText(row), shown, 'a moved price');
      }
      await page.evaluate(() => {
        (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
      });

      const r = await page.request.post(`${base}/__e2e/restart`, { data: {} });
      if (!r.ok()) throw new Error(`restart: HTTP ${r.status()}`);
      // the player is told the feed is down, then that it is live again
      await page
        .locator('[role="status"][data-state]:not([data-state="live"])')
        .first()
        .waitFor({ timeout: TIMEOUT });
      await page
        .locator('[role="status"][data-state="live"]')
        .first()
        .waitFor({ timeout: 3 * TIMEOUT });

      // an update of the new numbering reaches the open board
      await devPost(page, base, '/sports/odds', { oddsId, factor: 0.8 });
      shown = await waitForChange(
        page,
        () => priceText(row),
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
        await firstRowOf(fresh, early);
        const open = await row.locator('button').allTextContents();
        const now = await rowOf(fresh, match).locator('button').allTextContents();
        if (open.join('|') !== now.join('|'))
          throw new Error(`the open board shows ${open.join(' ')}, a fresh one ${now.join(' ')}`);
      } finally {
        await fresh.close();
      }
    },
  },
];
