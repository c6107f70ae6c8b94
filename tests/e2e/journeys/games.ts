// Journeys of the games area (one file an area; see ../journey.e2e.ts): every route by its
// address, a slot game from the lobby through login, the game window, a round and the way back,
// a favourite kept over a reload, the member's drawn lobby taken over, and the slot launcher.
import type { Page } from 'playwright-core';
import { allPaths } from '../../../src/app/routeTable.ts';
import { sha256Hex } from '../../../src/sdk/crypto.ts';
import { operations, type OperationId } from '../../../src/sdk/operations.generated.ts';
import {
  BONUS_OF_100,
  expectVisible,
  lookAtDrawnPage,
  password,
  takeOverDrawnPage,
  TIMEOUT,
  type Journey,
} from '../support.ts';

/** This area's own player (its browser context has its own device). */
const areaPlayer = `g${Date.now().toString(36).slice(-7)}1`.slice(0, 11);
const player = areaPlayer;

/** A new player with 100 in the centre wallet, logged in on the page through the login dialog. */
async function newPlayerLoggedIn(page: Page, base: string, name: string): Promise<void> {
  await page.goto(`${base}/`);
  await fundedPlayer(page, base, name);
  const out = page.getByRole('button', { name: '退出', exact: true });
  if (await out.isVisible()) await out.click();
  await page.getByRole('button', { name: '登录', exact: true }).first().click();
  const login = page.getByRole('dialog');
  await login.getByLabel('用户名').fill(name);
  await login.getByLabel('密码', { exact: true }).fill(password);
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await login.waitFor({ state: 'detached', timeout: TIMEOUT });
}

/** A route path with its parameters filled in (a real address a player could open). */
function fill(path: string): string {
  return path
    .replace(':enName', 'XMTY')
    .replace(':info', 'PGDZ')
    .replace(/:[A-Za-z]+/g, '1')
    .replace(/^\*$/, '/no/such/page')
    .replace('*', 'app/help/kh');
}

/** A call of the contract from the page's device (its uuid), as the site makes it. */
async function api(
  page: Page,
  base: string,
  id: OperationId,
  body: unknown,
  opts: { token?: string; key?: string } = {},
): Promise<{ status_code: number; data: unknown; message: string }> {
  const uuid = await page.evaluate(() => localStorage.getItem('device_uuid') ?? '');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    timestamp: String(Date.now()),
    uuid,
  };
  if (opts.token) headers.token = opts.token;
  if (opts.key) headers['Idempotency-Key'] = opts.key;
  const r = await page.request.post(`${base}${operations[id].path}`, {
    data: body as object,
    headers,
  });
  return (await r.json()) as { status_code: number; data: unknown; message: string };
}

/** Registers this area's player (or `player`) on the page's device and pays 100 into the
 * centre wallet. */
async function fundedPlayer(page: Page, base: string, player = areaPlayer): Promise<void> {
  const hashed = await sha256Hex(password);
  const reg = await api(page, base, 'userRegister', {
    name: player,
    password: hashed,
    secondPassword: hashed,
    kaptchcate: 4,
  });
  if (reg.status_code !== 6000) throw new Error(`register: ${reg.status_code} ${reg.message}`);
  const login = await api(page, base, 'userLogin', {
    isAgent: 0,
    name: player,
    password: hashed,
    kaptchcate: 4,
  });
  if (login.status_code !== 6000) throw new Error(`login: ${login.status_code} ${login.message}`);
  const token = (login.data as { token: string }).token;
  const bind = await api(page, base, 'userMemberBindFromDeposit', { realName: '张三' }, { token });
  if (bind.status_code !== 6000) throw new Error(`real name: ${bind.message}`);
  const pay = await api(
    page,
    base,
    'paymentPay',
    { channelId: 11, amount: '100.00', payerName: '张三' },
    { token, key: `games-${player}` },
  );
  if (pay.status_code !== 6000) throw new Error(`deposit: ${pay.message}`);
  const orderId = (pay.data as { orderNo: string }).orderNo;
  const confirm = await page.request.post(`${base}/__dev/deposit/confirm`, { data: { orderId } });
  if (((await confirm.json()) as { status_code: number }).status_code !== 6000)
    throw new Error('deposit not confirmed');
  // The page logs in itself (the API registration's session is not the page's).
  await api(page, base, 'userLogout', {}, { token });
}

function money(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.-]/g, ''));
}

/** The centre wallet as the server holds it, asked with the page's own session. */
async function centreBalance(page: Page, base: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const r = await api(page, base, 'transferGetBalance', { withLockMoney: 1 }, { token });
  if (r.status_code !== 6000) throw new Error(`balance: ${r.message}`);
  return Number((r.data as { centerWalletBalance: number | string }).centerWalletBalance);
}

export const gamesJourneys: Journey[] = [
  {
    name: 'every route of the route table opened by its address shows the site, never a JSON answer',
    async run(page, base) {
      const seen = new Set<string>();
      for (const path of allPaths().map(fill)) {
        if (seen.has(path)) continue;
        seen.add(path);
        const answer = await page.goto(`${base}${path}`);
        const type = answer?.headers()['content-type'] ?? '';
        if (!type.includes('text/html')) throw new Error(`${path} answered ${type}`);
        await page
          .locator('#root main, #root [role="main"], #root h1, #root h2')
          .first()
          .waitFor({ timeout: TIMEOUT });
        const text = (await page.locator('body').innerText()).trim();
        if (text.startsWith('{')) throw new Error(`${path} shows raw JSON: ${text.slice(0, 80)}`);
      }
    },
  },
  {
    name: 'a visitor clicks a slot game, logs in, plays one round in the game window, and exit brings the money back to the centre wallet',
    async run(page, base) {
      await page.goto(`${base}/game/egame`);
      await fundedPlayer(page, base);
      await page.goto(`${base}/game/egame`);
      await page.getByRole('heading', { name: '电子游戏', level: 1 }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('button', { name: '进入麻将胡了' }).click();
      const tip = page.getByRole('dialog');
      await tip.getByText('请先登录账号,才能了解更多').waitFor({ timeout: TIMEOUT });
      await tip.getByRole('button', { name: '确定' }).click();
      const login = page.getByRole('dialog');
      await page.getByRole('tab', { name: '登录', selected: true }).waitFor({ timeout: TIMEOUT });
      await login.getByLabel('用户名').fill(player);
      await login.getByLabel('密码', { exact: true }).fill(password);
      await login.getByRole('button', { name: '登录', exact: true }).click();

      // The chosen game goes on after the login, into the site's game window.
      await page.waitForURL(/\/game\/PGDZ\?gameCode=PGDZ-1/, { timeout: TIMEOUT });
      const frame = page.frameLocator('iframe[title="PG电子游戏画面"]');
      await frame.getByText('演示场馆').waitFor({ timeout: TIMEOUT });
      await page
        .getByTestId('venue-balance')
        .filter({ hasText: '100' })
        .waitFor({ timeout: TIMEOUT });
      await frame.locator('#balance', { hasText: '100.00' }).waitFor({ timeout: TIMEOUT });
      await frame.getByRole('button', { name: '旋转' }).click();
      await frame
        .locator('#result')
        .filter({ hasText: /赢得|未中奖/ })
        .waitFor({ timeout: TIMEOUT });
      const after = money(await frame.locator('#balance').textContent());
      const result = (await frame.locator('#result').textContent()) ?? '';
      const expected = result.startsWith('赢得') ? 90 + money(result) : 90;
      if (Math.abs(after - expected) > 0.001)
        throw new Error(`venue balance ${after} after "${result}", expected ${expected}`);

      await page.getByRole('button', { name: '退出游戏' }).click();
      await page.waitForURL(`${base}/game/egame`, { timeout: TIMEOUT });
      await expectVisible(page, '回收成功');
      // The spin's stake met the deposit bonus's turnover: the bonus is in the centre wallet too.
      const back = after + BONUS_OF_100;
      await page.goto(`${base}/mine/wallet`);
      const centre = page.getByTestId('wallet-center');
      await page.waitForFunction(
        (want) =>
          Number(
            (document.querySelector('[data-testid="wallet-center"]')?.textContent ?? '').replace(
              /[^\d.-]/g,
              '',
            ),
          ) === want,
        back,
        { timeout: TIMEOUT },
      );
      if (money(await centre.textContent()) !== back) throw new Error('centre wallet not back');
      // The lobby remembers the game as recently played.
      await page.goto(`${base}/game/egame`);
      await page.getByRole('heading', { name: '最近玩过' }).waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: 'a favourite star survives a reload and shows in the 收藏 tab',
    async run(page, base) {
      await page.goto(`${base}/game/egame`);
      const star = page.getByRole('button', { name: '收藏赏金船长' });
      await star.click();
      await page
        .getByRole('button', { name: '取消收藏赏金船长', pressed: true })
        .waitFor({ timeout: TIMEOUT });
      await page.waitForTimeout(300);
      await page.reload();
      await page
        .getByRole('button', { name: '取消收藏赏金船长', pressed: true })
        .waitFor({ timeout: TIMEOUT });
      await page.getByRole('tab', { name: '收藏' }).click();
      await page.getByRole('tab', { name: '收藏', selected: true }).waitFor({ timeout: TIMEOUT });
      // Only the favourite is left in the grid (麻将胡了 stays under 最近玩过).
      const grid = page.getByRole('list', { name: 'PG电子' });
      await grid
        .getByRole('button', { name: '进入麻将胡了' })
        .waitFor({ state: 'detached', timeout: TIMEOUT });
      await grid.getByRole('button', { name: '进入赏金船长' }).waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: "a member's lobby arrives drawn with its venues and the page's visitor games, stars busy, and is taken over: the live page keeps the elements it arrived with and their styles, then shows 最近玩过 and the member's favourite pressed, without errors",
    async run(page, base) {
      const lobby = `${base}/game/egame`;
      await lookAtDrawnPage(
        page,
        lobby,
        async (drawn) => {
          await drawn.getByText('PG电子').first().waitFor({ timeout: TIMEOUT });
          // the page's visitor games stand in for the member's: no star is pressed, all are busy
          await drawn.getByText('赏金船长').first().waitFor({ timeout: TIMEOUT });
          const star = drawn.locator('button[aria-label="收藏赏金船长"]');
          if ((await star.getAttribute('aria-busy')) !== 'true') throw new Error('star not busy');
          if (await drawn.getByText('登录', { exact: true }).count()) throw new Error('登录 drawn');
        },
        { member: true },
      );
      await takeOverDrawnPage(page, lobby, "a member's lobby", async () => {
        await page.getByRole('heading', { name: '最近玩过' }).waitFor({ timeout: TIMEOUT });
        await page
          .getByRole('button', { name: '取消收藏赏金船长', pressed: true })
          .waitFor({ timeout: TIMEOUT });
      });
    },
  },
  {
    name: '/pg/game?gameCode=... launches the slot and hands over in the same tab',
    async run(page, base) {
      await page.goto(`${base}/pg/game?gameCode=PGDZ-2`);
      await page.waitForURL(/\/venue-demo\/PGDZ\?ticket=/, { timeout: TIMEOUT });
      await page.getByRole('heading', { name: 'PG电子' }).waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: "the lobbies show the data's game types as tabs, live casino tables with limits, the lottery's next draw and esports live matches",
    async run(page, base) {
      await page.goto(`${base}/game/egame`);
      await page.getByRole('tab', { name: '冒险' }).click();
      await page.getByRole('tab', { name: '冒险', selected: true }).waitFor({ timeout: TIMEOUT });
      const grid = page.getByRole('list', { name: 'PG电子' });
      await grid
        .getByRole('button', { name: '进入麻将胡了' })
        .waitFor({ state: 'detached', timeout: TIMEOUT });
      await grid.getByRole('button', { name: '进入赏金船长' }).waitFor({ timeout: TIMEOUT });

      await page.goto(`${base}/game/realbet`);
      const tables = page.getByRole('region', { name: '牌桌' });
      await tables.getByText('限红 ¥20 - ¥50,000').waitFor({ timeout: TIMEOUT });
      await tables
        .getByRole('button', { name: '进入游戏 百家乐 B01' })
        .waitFor({ timeout: TIMEOUT });

      await page.goto(`${base}/game/lottery`);
      const draws = page.getByRole('region', { name: '下期开奖' });
      await draws.getByText('重庆时时彩').waitFor({ timeout: TIMEOUT });
      await draws.getByRole('timer').first().waitFor({ timeout: TIMEOUT });

      await page.goto(`${base}/game/gaming`);
      const live = page.getByRole('region', { name: '热门直播赛事' });
      await live.getByRole('button', { name: '投注 JDG vs BLG' }).waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: 'a baccarat table refuses a stake under its 限红 and deals a round on 庄 by the table’s rules, on the venue wallet, and the window’s bar shows the balance the game shows',
    async run(page, base) {
      await newPlayerLoggedIn(page, base, `b${areaPlayer.slice(1)}`);
      await page.goto(`${base}/game/realbet`);
      const tables = page.getByRole('region', { name: '牌桌' });
      await tables.getByRole('button', { name: '进入游戏 百家乐 B01' }).click();
      await page.waitForURL(/\/game\/AGZR/, { timeout: TIMEOUT });
      const frame = page.frameLocator('iframe[title="AG真人游戏画面"]');
      await frame.getByText('本桌限红 ¥20 - ¥50,000').waitFor({ timeout: TIMEOUT });
      await frame.locator('#balance').filter({ hasText: /\d/ }).waitFor({ timeout: TIMEOUT });
      const before = money(await frame.locator('#balance').textContent());
      if (before < 20) throw new Error(`venue balance ${before}: the area's player has no money`);

      await frame.getByRole('radio', { name: '庄 1:0.95' }).check();
      await frame.getByLabel('投注金额').fill('10');
      await frame.getByRole('button', { name: '发牌' }).click();
      await frame
        .getByRole('status')
        .filter({ hasText: '最低投注 ¥20(本桌限红 ¥20 - ¥50,000)' })
        .waitFor({ timeout: TIMEOUT });
      if (money(await frame.locator('#balance').textContent()) !== before)
        throw new Error('a refused stake moved money');

      await frame.getByLabel('投注金额').fill('20');
      await frame.getByRole('button', { name: '发牌' }).click();
      await frame
        .locator('#result')
        .filter({ hasText: /^(赢得|退回|未中奖)/ })
        .waitFor({ timeout: TIMEOUT });
      const outcome = (await frame.locator('#outcome').textContent()) ?? '';
      const result = (await frame.locator('#result').textContent()) ?? '';
      // 庄赢 pays 1:0.95 (39 back), 和局 returns the stake, 闲赢 nothing
      const back = outcome === '庄赢' ? 39 : outcome === '和局' ? 20 : 0;
      if (outcome === '闲赢' ? result !== '未中奖' : money(result) !== back)
        throw new Error(`"${outcome}" paid "${result}"`);
      const after = money(await frame.locator('#balance').textContent());
      if (Math.abs(after - (before - 20 + back)) > 0.001)
        throw new Error(
          `venue balance ${after} after "${outcome}", expected ${before - 20 + back}`,
        );
      // the window's bar follows the round at once (not at its next 15 s read)
      await page
        .getByTestId('venue-balance')
        .filter({ hasText: `¥${after.toLocaleString('en-US', { minimumFractionDigits: 2 })}` })
        .waitFor({ timeout: 5_000 });
      const player = await frame.locator('#playerTotal').textContent();
      const banker = await frame.locator('#bankerTotal').textContent();
      if (!/^闲 \d 点$/.test(player ?? '') || !/^庄 \d 点$/.test(banker ?? ''))
        throw new Error(`totals ${player} / ${banker}`);
      await page.getByRole('button', { name: '退出游戏' }).click();
      await expectVisible(page, '回收成功');
    },
  },
  {
    name: 'a lottery ticket: numbers picked for the next draw (its countdown running), drawn, settled on the venue wallet',
    async run(page, base) {
      await newPlayerLoggedIn(page, base, `l${areaPlayer.slice(1)}`);
      await page.goto(`${base}/game/lottery`);
      const draws = page.getByRole('region', { name: '下期开奖' });
      // G1CP opens in a new tab (spec section 9)
      const opened = page.context().waitForEvent('page', { timeout: TIMEOUT });
      await draws.getByRole('button', { name: '投注 重庆时时彩' }).click();
      const game = await opened;
      await game.waitForURL(/\/venue-demo\/G1CP\?ticket=/, { timeout: TIMEOUT });
      await game
        .getByRole('timer')
        .filter({ hasText: /^\d+:\d\d$/ })
        .waitFor({ timeout: TIMEOUT });
      await game.locator('#balance').filter({ hasText: /\d/ }).waitFor({ timeout: TIMEOUT });
      const before = money(await game.locator('#balance').textContent());
      if (before < 10) throw new Error(`venue balance ${before}: the area's player has no money`);

      await game.getByRole('checkbox', { name: '3 @9.80' }).check();
      await game.getByRole('checkbox', { name: '7 @9.80' }).check();
      await game.getByLabel('投注金额').fill('10');
      await game.getByRole('button', { name: '投注', exact: true }).click();
      await game
        .getByRole('status')
        .filter({ hasText: '投注成功 10.00 元' })
        .waitFor({ timeout: TIMEOUT });
      const issue = (await game.locator('#issue').textContent()) ?? '';
      const tickets = game.getByRole('list', { name: '我的投注' });
      await tickets
        .getByText(`第${issue}期 选 3 7 · 10.00 元 @4.90 · 等待开奖`)
        .waitFor({ timeout: TIMEOUT });
      if (money(await game.locator('#balance').textContent()) !== before - 10)
        throw new Error('the stake did not leave the venue wallet');

      // the draw comes now instead of at its time (development route)
      const drawn = await game.request.post(`${base}/__dev/lottery/draw`, {
        data: { gameCode: 'G1CP-1' },
      });
      if (((await drawn.json()) as { status_code: number }).status_code !== 6000)
        throw new Error('no draw');
      const line = tickets.getByText(new RegExp(`^第${issue}期 选 3 7 .* 开奖 ((\\d )+\\d) · `));
      await line.waitFor({ timeout: TIMEOUT });
      const text = (await line.textContent()) ?? '';
      const numbers = /开奖 ([\d ]+) ·/.exec(text)?.[1]?.split(' ').map(Number) ?? [];
      const last = numbers[4];
      const won = last === 3 || last === 7;
      if (won !== text.includes('中奖 49.00') || (!won && !text.endsWith('未中奖')))
        throw new Error(`${numbers.join(' ')} settled as "${text}"`);
      await game
        .locator('#balance')
        .filter({ hasText: (before - 10 + (won ? 49 : 0)).toFixed(2) })
        .waitFor({ timeout: TIMEOUT });
      await game.getByText(`第${issue}期开奖`).first().waitFor({ timeout: TIMEOUT });
      await game.close();
    },
  },
  {
    // last of the area: it leaves its player logged in
    name: 'opening the sports channel (crty) with 免转钱包 on says how much it moved in, the centre wallet before minus after, and 回收 brings it back',
    async run(page, base) {
      const name = `c${Date.now().toString(36).slice(-7)}1`.slice(0, 11);
      await newPlayerLoggedIn(page, base, name);
      const before = await centreBalance(page, base);
      if (!(before > 0)) throw new Error(`the player has no money to move (${before})`);
      await page.goto(`${base}/game/sport/crty`);
      await page.getByTitle('体育频道').waitFor({ timeout: TIMEOUT });
      const status = page.getByText(/^已自动转入 [\d.]+ 元$/);
      await status.waitFor({ timeout: TIMEOUT });
      const shown = money(await status.textContent());
      const after = await centreBalance(page, base);
      if (Math.abs(shown - (before - after)) > 0.005 || !(shown > 0))
        throw new Error(`shown ${shown}, moved ${before} - ${after}`);
      await page.getByRole('button', { name: '回收', exact: true }).click();
      await expectVisible(page, '回收成功');
      await status.waitFor({ state: 'detached', timeout: TIMEOUT });
      const back = await centreBalance(page, base);
      if (Math.abs(back - before) > 0.005) throw new Error(`after 回收 ${back}, before ${before}`);
    },
  },
];
