// Journeys of the sports area (one file an area; see ../journey.e2e.ts): the venues page, the own
// board fed live, the slip and the bet records.
import type { Locator, Page, Request } from 'playwright-core';
import { operations, type OperationId } from '../../../src/sdk/operations.generated.ts';
import {
  BONUS_OF_100,
  expectVisible,
  LIVE_ROOT,
  lookAtDrawnPage,
  takeOverDrawnPage,
  TIMEOUT,
  type Journey,
} from '../support.ts';

const sportsUser = `sp${Date.now().toString(36).slice(-6)}`.slice(0, 10) + '7';

/** Opens /game/sport through the header menu (client-side navigation). */
async function openVenues(page: Page, base: string): Promise<void> {
  if (!page.url().startsWith(base)) await page.goto(`${base}/`);
  await page.getByRole('banner').getByRole('link', { name: '体育', exact: true }).click();
  await page.waitForURL(`${base}/game/sport`, { timeout: TIMEOUT });
  await page.getByRole('heading', { name: '体育场馆' }).waitFor({ timeout: TIMEOUT });
}

const oddsButtons = (page: Page) => page.getByTestId('board').locator('button[aria-pressed]');

/** A call of the contract from the page's device with the page's own session (its token). */
export async function api(
  page: Page,
  base: string,
  id: OperationId,
  body: unknown,
  key?: string,
): Promise<{ status_code: number; data: unknown; message: string }> {
  const { uuid, token } = await page.evaluate(() => ({
    uuid: localStorage.getItem('device_uuid') ?? '',
    token: localStorage.getItem('token') ?? '',
  }));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    timestamp: String(Date.now()),
    uuid,
    token,
  };
  if (key) headers['Idempotency-Key'] = key;
  const r = await page.request.post(`${base}${operations[id].path}`, {
    data: body as object,
    headers,
  });
  return (await r.json()) as { status_code: number; data: unknown; message: string };
}

export async function devPost(
  page: Page,
  base: string,
  path: string,
  data: object,
): Promise<unknown> {
  const r = await page.request.post(`${base}/__dev${path}`, { data });
  const answer = (await r.json()) as { status_code: number; data: unknown; message: string };
  if (answer.status_code !== 6000) throw new Error(`${path}: ${answer.message}`);
  return answer.data;
}

/** A match as the own book's resource lists it (its main prices' ids in `mainOdds`). */
export interface ListedMatch {
  gameId: string;
  team_h: string;
  team_c: string;
  mainOdds: Array<{ r: string }>;
}

/** The matches of a sport and show type as the own book's resource lists them. */
export async function listedMatches(
  page: Page,
  base: string,
  gameType: string,
  showType: 'RB' | 'FT' | 'FU',
): Promise<ListedMatch[]> {
  const r = await api(page, base, 'venueResource', {
    method: 'matches',
    enName: 'XMTY',
    Request: {
      timestamp: Date.now(),
      token: '',
      language: 'zh-cn',
      ip: '',
      gameType,
      showType,
      oddsType: 'H',
    },
  });
  if (r.status_code !== 6000) throw new Error(`matches: ${r.message}`);
  return (r.data as { matches: ListedMatch[] }).matches;
}

/** Pays the member play money (a deposit confirmed through the dev route). */
export async function topUp(page: Page, base: string, amount: string): Promise<void> {
  const pay = await api(
    page,
    base,
    'paymentPay',
    { channelId: 11, amount, payerName: '张三' },
    `topup-${Date.now().toString(36)}`,
  );
  if (pay.status_code !== 6000) throw new Error(`deposit: ${pay.message}`);
  await devPost(page, base, '/deposit/confirm', {
    orderId: (pay.data as { orderNo: string }).orderNo,
  });
}

/** The centre balance in the header, as a number. */
async function headerBalance(page: Page): Promise<number> {
  const text = await page.getByRole('banner').getByTestId('center-balance').first().textContent();
  return Number((text ?? '').replace(/[^\d.-]/g, ''));
}

export async function waitForBalance(page: Page, test: (n: number) => boolean, what: string) {
  const start = Date.now();
  let last = NaN;
  while (Date.now() - start < TIMEOUT) {
    last = await headerBalance(page).catch(() => NaN);
    if (test(last)) return last;
    await page.waitForTimeout(250);
  }
  throw new Error(`header balance ${last}: expected ${what}`);
}

/** The odds ids of the slip's saved picks (the slip keeps them in localStorage). */
async function savedPickIds(page: Page): Promise<string[]> {
  const raw = await page.evaluate(() => localStorage.getItem('sportsSlip') ?? '{}');
  const saved = JSON.parse(raw) as { picks?: { oddInfo?: { r?: string } }[] };
  return (saved.picks ?? []).map((p) => p.oddInfo?.r ?? '');
}

export const slip = (page: Page): Locator =>
  page.locator('section[aria-labelledby="slip-title"]').first();

/** Empties the slip (after a placed bet: 完成; else 清空) and opens a show type of the board. */
export async function freshSlip(
  page: Page,
  base: string,
  showType: '滚球' | '早盘',
): Promise<void> {
  if (!page.url().startsWith(`${base}/game/sport/XMTY`)) {
    await page.goto(`${base}/game/sport/XMTY`);
  }
  // the live board, not the drawn one the page arrives with (its slip is a frame only)
  await page.locator(LIVE_ROOT).waitFor({ timeout: TIMEOUT });
  await oddsButtons(page).first().waitFor({ timeout: TIMEOUT });
  const panel = slip(page);
  if (await panel.getByRole('button', { name: '完成' }).count())
    await panel.getByRole('button', { name: '完成' }).click();
  if (await panel.getByRole('button', { name: '清空' }).count())
    await panel.getByRole('button', { name: '清空' }).click();
  await page.getByRole('heading', { name: '投注单 (0)' }).waitFor({ timeout: TIMEOUT });
  await page
    .getByRole('button', { name: new RegExp(`^${showType}`) })
    .first()
    .click();
  // the rows of the show type asked for, not those of the list before it still on screen (a pick
  // then landed on a row that was being replaced, and the slip held another match)
  await page
    .getByRole('button', { name: new RegExp(`^${showType}`), pressed: true })
    .first()
    .waitFor({ timeout: TIMEOUT });
  await page
    .getByTestId('match-row')
    .first()
    .locator(showType === '滚球' ? '.time.live' : '.time:not(.live)')
    .waitFor({ timeout: TIMEOUT });
  await page.getByTestId('match-row').nth(1).waitFor({ timeout: TIMEOUT });
}

/** Picks the home price of the 1x2 column of the nth match row (one pick, single mode). */
export async function pickOne(page: Page, row: number): Promise<string> {
  const before = new Set(await savedPickIds(page));
  await page.getByTestId('match-row').nth(row).locator('button[aria-pressed]').first().click();
  await page.getByRole('heading', { name: /^投注单 \([1-9]\)$/ }).waitFor({ timeout: TIMEOUT });
  const ids = await savedPickIds(page);
  const id = ids.find((r) => !before.has(r));
  if (!id) throw new Error('the pick was not saved');
  return id;
}

export async function choosePreference(page: Page, label: string): Promise<void> {
  await slip(page).getByRole('radio', { name: label }).check();
}

/**
 * An odds change between pick and place: picks a pre-match price, forces its odds by `factor`
 * through the dev route and waits until the slip shows the move (the board's live data).
 * The price comes from 早盘 (tomorrow on): 今日 is rightly empty in the last minutes before
 * Beijing midnight, when every match of the day has kicked off.
 */
async function pickThenMove(
  page: Page,
  base: string,
  preference: string,
  factor: number,
): Promise<void> {
  await freshSlip(page, base, '早盘');
  const oddsId = await pickOne(page, 0);
  await choosePreference(page, preference);
  await slip(page)
    .getByLabel(/投注金额$/)
    .first()
    .fill('10');
  await devPost(page, base, '/sports/odds', { oddsId, factor });
  await slip(page)
    .getByTestId('slip-pick')
    .getByRole('status')
    .filter({ hasText: '→' })
    .waitFor({ timeout: TIMEOUT });
}

async function expectAccepted(page: Page): Promise<void> {
  await slip(page)
    .getByText(/投注成功 · 注单号 B\d+/)
    .first()
    .waitFor({ timeout: TIMEOUT });
}

export const sportsJourneys: Journey[] = [
  {
    name: 'a visitor sees the sports venues, own book first, and is asked to log in when opening the board',
    async run(page, base) {
      await page.goto(`${base}/`);
      await openVenues(page, base);
      const cards = page.getByRole('button', { name: /^进入 / });
      await cards.first().waitFor({ timeout: TIMEOUT });
      const first = (await cards.first().textContent()) ?? '';
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
      // Prices move when something happens in a match (docs/live-sports.md), which a 20 s
      // window may not see: a price moved through the dev route must reach the open board.
      const oddsId = await pickOne(page, 0);
      await devPost(page, base, '/sports/odds', { oddsId, factor: 1.3 });
      const start = Date.now();
      let changed = false;
      while (!changed && Date.now() - start < 20_000) {
        await page.waitForTimeout(1000);
        const now = await oddsButtons(page).allTextContents();
        changed = now.some((text, i) => before[i] !== undefined && text !== before[i]);
      }
      if (!changed) throw new Error('no odds changed within 20 s');
      // take the pick back: the next journeys start from an empty slip
      await page
        .getByTestId('match-row')
        .nth(0)
        .locator('button[aria-pressed="true"]')
        .first()
        .click();
      // the board is fed by the websocket (not polling)
      await page
        .locator('[role="status"][data-state="live"]')
        .first()
        .waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: 'the board reads like a book: compact rows (at least eight matches in the first 1440 screen, three on a 390 phone), each column headed by the market of its prices, the phone filters in one bar',
    async run(page, base) {
      if (!page.url().startsWith(`${base}/game/sport/XMTY`))
        await page.goto(`${base}/game/sport/XMTY`);
      const nav = page.getByRole('navigation', { name: '体育赛事' });
      await nav
        .getByRole('button', { name: /^全部\s*\d*$/ })
        .first()
        .click();
      await page.getByTestId('match-row').nth(8).waitFor({ timeout: TIMEOUT });
      await page.waitForTimeout(500);
      // rows whose whole box is on the first screen (the page and the board at their tops)
      const inFirstScreen = () =>
        page.evaluate(() => {
          window.scrollTo(0, 0);
          const board = document.querySelector('[data-testid="board"]');
          if (board) board.scrollTop = 0;
          return [...document.querySelectorAll('[data-testid="match-row"]')].filter((r) => {
            const b = r.getBoundingClientRect();
            return b.top >= 0 && b.bottom <= window.innerHeight;
          }).length;
        });
      const wide = await inFirstScreen();
      if (wide < 8) throw new Error(`only ${wide} matches in the first 1440 screen`);
      // every heading stands over the column of its market in each row of its league
      const mismatch = await page.evaluate(() => {
        const bad: string[] = [];
        for (const bar of document.querySelectorAll('[data-testid="league-bar"]')) {
          const wrapper = bar.parentElement;
          const heads = [
            ...bar.querySelectorAll<HTMLElement>('[data-testid="column-heads"] [data-column]'),
          ];
          const barBox = bar.getBoundingClientRect();
          const rows = [
            ...document.querySelectorAll<HTMLElement>('[data-testid="match-row"]'),
          ].filter((r) => Math.abs(r.getBoundingClientRect().top - barBox.bottom) <= 2);
          if (!wrapper || heads.length === 0 || rows.length === 0) continue;
          for (const head of heads) {
            const box = head.getBoundingClientRect();
            const centre = box.left + box.width / 2;
            const column = rows[0]?.querySelector(`[data-column="${head.dataset['column']}"]`);
            const under = column?.getBoundingClientRect();
            if (column?.getAttribute('aria-label') !== head.textContent)
              bad.push(`${head.textContent} over ${column?.getAttribute('aria-label')}`);
            else if (!under || centre < under.left || centre > under.right)
              bad.push(`${head.textContent} not over its column`);
          }
        }
        return bad;
      });
      if (mismatch.length) throw new Error(`headings: ${mismatch.join('; ')}`);
      const sports = await page
        .locator('[data-testid="column-heads"] [data-column="handicap"]')
        .allTextContents();
      if (!sports.includes('全场让球') || !sports.some((t) => t !== '全场让球'))
        throw new Error(`one sport's headings only: ${sports.join(' ')}`);
      // a phone: the filters in one bar, three matches on the first screen
      await page.setViewportSize({ width: 390, height: 844 });
      try {
        const bar = page.getByTestId('phone-filters');
        await bar.getByRole('button', { name: '筛选' }).waitFor({ timeout: TIMEOUT });
        await page.waitForTimeout(500);
        const phone = await inFirstScreen();
        if (phone < 3) throw new Error(`only ${phone} matches in the first phone screen`);
        await bar.getByRole('button', { name: /^足球/ }).click();
      } finally {
        await page.setViewportSize({ width: 1440, height: 900 });
      }
    },
  },
  {
    name: 'the match page by its address: the team name on the board, and 全部玩法 then 赛事详情, open /game/sport/XMTY/match/{id} with both teams, its markets and the slip; reloaded by its address it shows the same match; an unknown id shows 赛事不存在 and leads back to the board',
    async run(page, base) {
      if (!page.url().startsWith(`${base}/game/sport/XMTY`))
        await page.goto(`${base}/game/sport/XMTY`);
      const row = page.getByTestId('match-row').first();
      await row.waitFor({ timeout: TIMEOUT });
      const [home = '', away = ''] = ((await row.getAttribute('aria-label')) ?? '').split(' vs ');
      if (!home || !away) throw new Error('the first row names no teams');
      // the match's name is a link to its page
      await row.getByRole('link', { name: home, exact: true }).click();
      await page.waitForURL(/\/game\/sport\/XMTY\/match\/\d+$/, { timeout: TIMEOUT });
      const address = page.url();
      const shows = async (what: string) => {
        // the board's own heading stays until the match page's chunk has arrived: wait for the match's
        const headings = page.getByRole('heading', { level: 1 });
        const matchHeading = headings.filter({ hasText: home }).filter({ hasText: away });
        await matchHeading
          .first()
          .waitFor({ timeout: TIMEOUT })
          .catch(async () => {
            const text =
              (await headings
                .first()
                .textContent()
                .catch(() => '')) ?? '';
            throw new Error(`${what}: the heading "${text}" is not ${home} vs ${away}`);
          });
        await page
          .getByRole('main')
          .locator('button[aria-pressed]')
          .first()
          .waitFor({ timeout: TIMEOUT });
        await page.getByRole('heading', { name: /^投注单 \(\d+\)$/ }).waitFor({ timeout: TIMEOUT });
      };
      await shows("from the board's team name");
      await page.goBack();
      await row.getByRole('button', { name: /全部玩法/ }).click();
      await page.getByRole('link', { name: '赛事详情' }).first().click();
      await page.waitForURL(address, { timeout: TIMEOUT });
      await shows('from 全部玩法 → 赛事详情');
      await page.goto(address);
      await shows('by its address');
      await page.goto(`${base}/game/sport/XMTY/match/99999999`);
      await page.getByRole('heading', { name: '赛事不存在' }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('link', { name: '返回赛事列表' }).click();
      await page.waitForURL(`${base}/game/sport/XMTY`, { timeout: TIMEOUT });
      await page.getByTestId('match-row').first().waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: "a member's home arrives drawn and is taken over: the categories and live matches show before the script runs, without sign-in buttons, and the live page keeps the elements it arrived with and their styles, then shows the member's name, without errors",
    async run(page, base) {
      await lookAtDrawnPage(
        page,
        `${base}/`,
        async (drawn) => {
          await drawn.getByRole('heading', { name: '游戏分类' }).waitFor({ timeout: TIMEOUT });
          await drawn.getByTestId('live-matches').waitFor({ timeout: TIMEOUT });
          if (await drawn.getByRole('button', { name: '登录', exact: true }).count()) {
            throw new Error("a member's drawn home shows the sign-in button");
          }
        },
        { member: true },
      );
      await takeOverDrawnPage(page, `${base}/`, "a member's home", async () => {
        await page.getByRole('banner').getByText(sportsUser).waitFor({ timeout: TIMEOUT });
      });
    },
  },
  {
    name: "a member's board arrives drawn and is taken over: the site keeps the member's hint cookie, the board's lists show before the script runs, and the live page keeps the elements it arrived with and their styles, then shows the member's name, without errors",
    async run(page, base) {
      const hint = (await page.context().cookies(base)).find((c) => c.name === 'snapshot_for');
      if (hint?.value !== 'member') throw new Error(`snapshot_for is ${hint?.value ?? 'unset'}`);
      const board = `${base}/game/sport/XMTY`;
      await lookAtDrawnPage(
        page,
        board,
        async (drawn) => {
          await drawn.getByText('英格兰超级联赛').first().waitFor({ timeout: TIMEOUT });
          await drawn.getByText('阿森纳').first().waitFor({ timeout: TIMEOUT });
        },
        { member: true },
      );
      const balancePath = operations.transferGetBalance.path;
      let balanceCalls = 0;
      const countBalance = (request: Request) => {
        if (new URL(request.url()).pathname === balancePath) balanceCalls += 1;
      };
      page.on('request', countBalance);
      try {
        await takeOverDrawnPage(page, board, "a member's board", async () => {
          await page.getByRole('banner').getByText(sportsUser).waitFor({ timeout: TIMEOUT });
          await oddsButtons(page).nth(19).waitFor({ timeout: TIMEOUT });
        });
        // start-up asks for the balance once the drawing is taken over; the board, entered a
        // moment later, does not ask again
        await page.waitForTimeout(1000);
        if (balanceCalls !== 1) throw new Error(`the balance was asked for ${balanceCalls} times`);
      } finally {
        page.off('request', countBalance);
      }
    },
  },
  {
    name: 'the member picks two matches in 多注 mode; the slip counts them and an 11th-free slip keeps them in storage',
    async run(page) {
      await page.getByRole('button', { name: '多注' }).first().click();
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
    name: "the member's board, opened again, arrives drawn and is taken over with the slip the browser keeps: both picks counted and pressed, without errors",
    async run(page, base) {
      await takeOverDrawnPage(
        page,
        `${base}/game/sport/XMTY`,
        'the board opened again',
        async () => {
          await page.getByRole('heading', { name: '投注单 (2)' }).waitFor({ timeout: TIMEOUT });
          await oddsButtons(page).nth(19).waitFor({ timeout: TIMEOUT });
          const pressed = page.getByTestId('board').locator('button[aria-pressed="true"]');
          await pressed.nth(1).waitFor({ timeout: TIMEOUT });
        },
      );
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
  {
    name: 'the member is paid 100 yuan of play money (deposit confirmed through the dev route) and sees it in the header',
    async run(page, base) {
      const bind = await api(page, base, 'userMemberBindFromDeposit', { realName: '张三' });
      if (bind.status_code !== 6000) throw new Error(`real name: ${bind.message}`);
      const pay = await api(
        page,
        base,
        'paymentPay',
        { channelId: 11, amount: '100.00', payerName: '张三' },
        `sports-${sportsUser}`,
      );
      if (pay.status_code !== 6000) throw new Error(`deposit: ${pay.message}`);
      const orderId = (pay.data as { orderNo: string }).orderNo;
      await devPost(page, base, '/deposit/confirm', { orderId });
      await page.goto(`${base}/game/sport/XMTY`);
      await waitForBalance(page, (n) => n === 100, '100');
    },
  },
  {
    name: 'the member picks two matches, switches to 多注, stakes, places, sees the receipt and a lower balance; a reload keeps the picks',
    async run(page, base) {
      await freshSlip(page, base, '滚球');
      await pickOne(page, 0);
      await choosePreference(page, '接受任何赔率变化');
      await slip(page).getByRole('button', { name: '多注' }).click();
      await pickOne(page, 1);
      await page.getByRole('heading', { name: '投注单 (2)' }).waitFor({ timeout: TIMEOUT });
      // a reload keeps the picks and the mode
      await page.reload();
      await page.getByRole('heading', { name: '投注单 (2)' }).waitFor({ timeout: TIMEOUT });
      const multiple = slip(page).getByRole('button', { name: '多注' });
      if ((await multiple.getAttribute('aria-pressed')) !== 'true')
        throw new Error('the reload lost 多注 mode');
      const stakes = slip(page).getByLabel(/投注金额$/);
      await stakes.nth(0).fill('10');
      await stakes.nth(1).fill('10');
      const before = await waitForBalance(page, (n) => n === 100, '100');
      await slip(page).getByRole('button', { name: '确认投注' }).click();
      const receipts = slip(page).getByText(/投注成功 · 注单号 B\d+/);
      await receipts.nth(1).waitFor({ timeout: TIMEOUT });
      await waitForBalance(
        page,
        (n) => n === before - 20 + BONUS_OF_100,
        `${before - 20 + BONUS_OF_100}`,
      );
    },
  },
  {
    name: 'the member finds the bets in 投注记录, one is settled won through the dev route, the result and the higher balance show without a reload',
    async run(page, base) {
      const tickets = (
        await slip(page)
          .getByText(/投注成功 · 注单号 B\d+/)
          .allTextContents()
      ).map((t) => /B\d+[0-9A-F]+/.exec(t)?.[0] ?? '');
      const ticket = tickets[0];
      if (!ticket) throw new Error('no ticket id on the receipt');
      await page.goto(`${base}/mine/betRecord`);
      await page.getByRole('heading', { name: '投注记录' }).waitFor({ timeout: TIMEOUT });
      await expectVisible(page, ticket);
      const before = await waitForBalance(page, (n) => n === 80 + BONUS_OF_100, '81');
      await devPost(page, base, '/bet/settle', { betId: ticket, result: 'W' });
      await page.getByRole('button', { name: '已结算' }).click();
      await expectVisible(page, ticket);
      await expectVisible(page, '赢');
      await waitForBalance(page, (n) => n > before + 10, `more than ${before + 10}`);
    },
  },
  {
    name: 'odds move between pick and place: "accept any" places at the new price without asking',
    async run(page, base) {
      await pickThenMove(page, base, '接受任何赔率变化', 1.3);
      if (await slip(page).getByRole('alert').count())
        throw new Error('accept any asked to confirm');
      await slip(page).getByRole('button', { name: '确认投注' }).click();
      await expectAccepted(page);
    },
  },
  {
    name: 'odds move between pick and place: "only higher" places a rise without asking and asks about a fall',
    async run(page, base) {
      await pickThenMove(page, base, '只接受更高赔率', 1.3);
      if (await slip(page).getByRole('alert').count())
        throw new Error('only higher asked about a rise');
      await slip(page).getByRole('button', { name: '确认投注' }).click();
      await expectAccepted(page);

      await pickThenMove(page, base, '只接受更高赔率', 0.7);
      await slip(page).getByRole('alert').getByText('赔率已变化,请确认新赔率').waitFor({
        timeout: TIMEOUT,
      });
      const place = slip(page).getByRole('button', { name: '确认投注' });
      if (await place.isEnabled()) throw new Error('placing is possible before confirming a fall');
      await slip(page).getByRole('button', { name: '接受新赔率' }).click();
      await place.click();
      await expectAccepted(page);
    },
  },
  {
    name: 'odds move between pick and place: "ask me" asks about any change, placing after the confirmation',
    async run(page, base) {
      await pickThenMove(page, base, '每次询问我', 1.3);
      await slip(page).getByRole('alert').getByText('赔率已变化,请确认新赔率').waitFor({
        timeout: TIMEOUT,
      });
      const place = slip(page).getByRole('button', { name: '确认投注' });
      if (await place.isEnabled()) throw new Error('placing is possible before confirming');
      await slip(page).getByRole('button', { name: '接受新赔率' }).click();
      await place.click();
      await expectAccepted(page);
    },
  },
  {
    name: '串关 with three picks places one ticket of three legs (3串1), the receipt says so, and 投注记录 shows it as one bet with its three legs; the slip, the receipt and 投注记录 name each leg as the board heads its column (全场独赢)',
    async run(page, base) {
      await topUp(page, base, '100.00');
      await page.goto(`${base}/game/sport/XMTY`); // the header reads the new balance
      await freshSlip(page, base, '早盘');
      const before = await waitForBalance(page, (n) => n >= 100, 'at least 100');
      await slip(page).getByRole('button', { name: '串关' }).click();
      // the column the picks come from, as the board heads it (全场独赢 in football)
      const heading = await page
        .getByTestId('match-row')
        .first()
        .locator('[data-column="1x2"]')
        .getAttribute('aria-label');
      for (const row of [0, 1, 2]) await pickOne(page, row);
      await page.getByRole('heading', { name: '投注单 (3)' }).waitFor({ timeout: TIMEOUT });
      const picked = await slip(page).getByTestId('slip-pick').allTextContents();
      if (!heading || !picked.every((t) => t.startsWith(`${heading} `)))
        throw new Error(`the picks of the ${heading ?? '?'} column read ${picked.join(' | ')}`);
      await choosePreference(page, '接受任何赔率变化');
      const type = slip(page).getByRole('combobox', { name: '串关类型' });
      await type.waitFor({ timeout: TIMEOUT });
      if ((await type.inputValue()) !== '3x1') throw new Error('3串1 is not the default');
      await slip(page).getByTestId('series-bets').getByText('1 注').waitFor({ timeout: TIMEOUT });
      await slip(page).getByRole('textbox', { name: '每注金额' }).fill('10');
      const placed = page.waitForResponse(
        (r) =>
          r.url().includes(operations.venueResource.path) &&
          r.request().postData()?.includes('placeBet') === true,
      );
      await slip(page).getByRole('button', { name: '确认投注' }).click();
      const answer = (await (await placed).json()) as { data: { tickets: unknown[] } };
      if (answer.data.tickets.length !== 1)
        throw new Error(`${answer.data.tickets.length} tickets for one 串关`);
      const receipt = slip(page).getByTestId('slip-receipt');
      await receipt.getByText('串关 3串1 · 1 注').waitFor({ timeout: TIMEOUT });
      if ((await slip(page).getByTestId('slip-receipt').count()) !== 1)
        throw new Error('more than one receipt for one 串关');
      const receiptText = (await receipt.textContent()) ?? '';
      const ticket = /B\d+[0-9A-F]+/.exec(receiptText)?.[0];
      if (!ticket) throw new Error('no ticket number on the receipt');
      if (receiptText.split(`${heading} `).length !== 4)
        throw new Error(`the receipt does not name its three legs ${heading}: ${receiptText}`);
      await waitForBalance(
        page,
        (n) => Math.abs(n - (before - 10 + BONUS_OF_100)) < 0.005,
        `${before - 10 + BONUS_OF_100}`,
      );
      await page.goto(`${base}/mine/betRecord`);
      await page.getByRole('heading', { name: '投注记录' }).waitFor({ timeout: TIMEOUT });
      const card = page.getByTestId('bet-record').filter({ hasText: ticket });
      await card.getByText('串关 3串1 · 1 注').waitFor({ timeout: TIMEOUT });
      const legs = await card.getByTestId('bet-leg').allTextContents();
      if (legs.length !== 3) throw new Error(`the record shows ${legs.length} legs`);
      // each leg names its market as the board's column heading did: one name everywhere
      if (!heading || !legs.every((l) => l.includes(` · ${heading} `)))
        throw new Error(`the legs of the ${heading ?? '?'} column read ${legs.join(' | ')}`);
      if ((await page.getByTestId('bet-record').filter({ hasText: ticket }).count()) !== 1)
        throw new Error('the 串关 is listed more than once');
    },
  },
  {
    name: 'a 2串1 of three picks shows three bets and their total (30 for 10 a bet), and places one ticket of three bets',
    async run(page, base) {
      await freshSlip(page, base, '早盘');
      const before = await waitForBalance(page, (n) => n >= 30, 'at least 30');
      await slip(page).getByRole('button', { name: '串关' }).click();
      for (const row of [0, 1, 2]) await pickOne(page, row);
      await choosePreference(page, '接受任何赔率变化');
      await slip(page).getByRole('combobox', { name: '串关类型' }).selectOption('2x1');
      await slip(page).getByTestId('series-bets').getByText('3 注').waitFor({ timeout: TIMEOUT });
      await slip(page).getByRole('textbox', { name: '每注金额' }).fill('10');
      const total = slip(page).getByText('投注总额').locator('..');
      if (!/投注总额\s*30(\.00)?$/.test(((await total.textContent()) ?? '').trim()))
        throw new Error(`the total reads ${await total.textContent()}`);
      await slip(page).getByRole('button', { name: '确认投注' }).click();
      const receipt = slip(page).getByTestId('slip-receipt');
      await receipt.getByText('串关 2串1 · 3 注').waitFor({ timeout: TIMEOUT });
      if (!((await receipt.textContent()) ?? '').includes('投注额30'))
        throw new Error('the receipt does not show the total stake of 30');
      await waitForBalance(page, (n) => Math.abs(n - (before - 30)) < 0.005, `${before - 30}`);
    },
  },
  {
    name: "the board's 全部玩法 panel shows the match page's groups, and a correct score placed from it reads in decimal (欧洲盘) on the receipt though placed in 香港盘; the match page by its address shows a match's first half and correct score; a first-half handicap picked there is placed, and the slip, the receipt and 投注记录 say its market and line",
    async run(page, base) {
      await topUp(page, base, '100.00');
      await page.goto(`${base}/game/sport/XMTY`);
      // a football match before kick-off: its first half and correct score are open
      await freshSlip(page, base, '早盘');
      const row = page.getByTestId('match-row').first();
      const [home = '', away = ''] = ((await row.getAttribute('aria-label')) ?? '').split(' vs ');
      // +N: every market in the match page's groups, under the row; one pick, placed as a 单注
      await slip(page).getByRole('button', { name: '单注' }).click();
      await row.getByRole('button', { name: /全部玩法/ }).click();
      const markets = page.getByRole('region', { name: `全部玩法 ${home} vs ${away}` });
      await markets
        .locator('section[data-group="half"]')
        .getByRole('heading', { level: 2, name: '上半场' })
        .waitFor({ timeout: TIMEOUT });
      const correct = markets.locator('section[data-group="score"]');
      await correct.getByRole('heading', { level: 2, name: '波胆' }).waitFor({ timeout: TIMEOUT });
      await correct.getByRole('button', { name: /^波胆 1-0 / }).click();
      await page.getByRole('heading', { name: '投注单 (1)' }).waitFor({ timeout: TIMEOUT });
      await slip(page)
        .getByTestId('slip-pick')
        .first()
        .getByText('波胆 1-0')
        .waitFor({ timeout: TIMEOUT });
      await choosePreference(page, '接受任何赔率变化');
      await slip(page)
        .getByLabel(/投注金额$/)
        .first()
        .fill('10');
      await slip(page).getByRole('button', { name: '确认投注' }).click();
      await expectAccepted(page);
      const placed = (await slip(page).getByTestId('slip-receipt').first().textContent()) ?? '';
      if (!/波胆 1-0.*\d+\.\d{2} 欧洲盘/.test(placed) || placed.includes('香港盘'))
        throw new Error(`the receipt of a 波胆 placed in 香港盘 reads ${placed}`);
      await slip(page).getByRole('button', { name: '完成' }).click();
      await page.getByRole('heading', { name: '投注单 (0)' }).waitFor({ timeout: TIMEOUT });
      await row.getByRole('link', { name: home, exact: true }).click();
      await page.waitForURL(/\/game\/sport\/XMTY\/match\/\d+$/, { timeout: TIMEOUT });
      await page.goto(page.url()); // by its address
      const main = page.getByRole('main');
      const half = main.locator('section[data-group="half"]');
      await half.getByRole('heading', { level: 2, name: '上半场' }).waitFor({ timeout: TIMEOUT });
      const scores = main.locator('section[data-group="score"]');
      await scores.getByRole('heading', { level: 2, name: '波胆' }).waitFor({ timeout: TIMEOUT });
      await scores.getByRole('button', { name: /^波胆 1-0 / }).waitFor({ timeout: TIMEOUT });
      // the first half's handicap, home side: its line as the button shows it
      const price = half.getByRole('button', { name: /^上半场让球 / }).first();
      const line = ((await price.locator('.line').textContent()) ?? '').replace(/[[\]]/g, '');
      if (!line) throw new Error('the first-half handicap shows no line');
      await price.click();
      await page.getByRole('heading', { name: '投注单 (1)' }).waitFor({ timeout: TIMEOUT });
      const pick = slip(page).getByTestId('slip-pick').first();
      await pick.getByText(`上半场让球 ${home} ${line}`).waitFor({ timeout: TIMEOUT });
      await choosePreference(page, '接受任何赔率变化');
      await slip(page)
        .getByLabel(/投注金额$/)
        .first()
        .fill('10');
      await slip(page).getByRole('button', { name: '确认投注' }).click();
      await expectAccepted(page);
      const receipt = (await slip(page).textContent()) ?? '';
      const ticket = /投注成功 · 注单号 (B\d+[0-9A-F]+)/.exec(receipt)?.[1];
      if (!ticket) throw new Error('no ticket number on the receipt');
      if (!receipt.includes(`上半场让球 ${home} ${line}`))
        throw new Error('the receipt does not say the market and line');
      await page.goto(`${base}/mine/betRecord`);
      await page.getByRole('heading', { name: '投注记录' }).waitFor({ timeout: TIMEOUT });
      const card = page.getByTestId('bet-record').filter({ hasText: ticket });
      await card.getByText(`上半场让球 ${home} (主) ${line}`).first().waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: 'money in a venue and a zero centre wallet: the slip caps the stake to 0 and offers 一键回收 in place, which brings it back for the bet (auto-transfer off); with auto-transfer on, opening the own board brings it back by itself',
    async run(page, base) {
      const centre = async () =>
        (
          (await api(page, base, 'transferGetBalance', { withLockMoney: 1 })).data as {
            centerWalletBalance: number;
          }
        ).centerWalletBalance;
      /** Moves the whole centre wallet into PG电子 (as opening the lottery in a new tab did). */
      const awayToVenue = async (key: string): Promise<number> => {
        const all = await centre();
        if (!(all >= 10)) throw new Error(`the centre wallet holds ${all}, expected at least 10`);
        const moved = await api(
          page,
          base,
          'transferUtcTransfer',
          { channelCode: 'PGDZ', amount: all.toFixed(2), ty: '1' },
          key,
        );
        if (moved.status_code !== 6000) throw new Error(`transfer: ${moved.message}`);
        return all;
      };
      const setAuto = async (status: 0 | 1) => {
        const r = await api(page, base, 'statusSetAutoTransferStatus', { status });
        if (r.status_code !== 6000) throw new Error(`auto-transfer: ${r.message}`);
      };

      await setAuto(0);
      const away = await awayToVenue(`sports-away-1-${sportsUser}`);
      await page.goto(`${base}/game/sport/XMTY`);
      await freshSlip(page, base, '早盘');
      await waitForBalance(page, (n) => n === 0, '0');
      await slip(page).getByRole('button', { name: '单注' }).click();
      await pickOne(page, 0);
      await choosePreference(page, '接受任何赔率变化');
      const stake = slip(page)
        .getByLabel(/投注金额$/)
        .first();
      await stake.fill('10');
      await slip(page).getByText('已按余额调整为 0').waitFor({ timeout: TIMEOUT });
      await slip(page)
        .getByRole('button', { name: /^场馆内还有 [\d,.]+,一键回收$/ })
        .click();
      await expectVisible(page, '回收成功');
      await waitForBalance(page, (n) => Math.abs(n - away) < 0.005, `${away}`);
      await stake.fill('10');
      await slip(page).getByRole('button', { name: '确认投注' }).click();
      await expectAccepted(page);

      // auto-transfer on: the own board plays with the centre wallet, so opening it brings the
      // venues' money back without being asked
      await setAuto(1);
      const again = await awayToVenue(`sports-away-2-${sportsUser}`);
      await page.goto(`${base}/game/sport/XMTY`);
      await expectVisible(page, '回收成功');
      await waitForBalance(page, (n) => Math.abs(n - again) < 0.005, `${again}`);
    },
  },
];
