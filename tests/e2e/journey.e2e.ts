// Browser journeys through the assembled site: Debian's Chromium (playwright-core) against the
// reference server with a fresh in-memory database serving the built site.
//
//   npm run test:e2e              (scripts/test-e2e.sh: builds, then runs this file)
//   E2E_DIST=/path npx tsx tests/e2e/journey.e2e.ts   (an already built site)
//
// Prints one line a journey and a summary `N passed, N failed`; exits 1 on a failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = process.env.E2E_DIST ?? path.join(ROOT, 'dist');
const ARTIFACTS = process.env.E2E_ARTIFACTS ?? '/tmp/e2e-artifacts';
const TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 20_000);

function startServer(): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'tests/e2e/server.ts')],
      {
        cwd: ROOT,
        env: { ...process.env, DIST_DIR: DIST, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`server not ready in 120 s:\n${out}`)),
      120_000,
    );
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ url: m[1], child });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${out}`));
    });
  });
}

type Journey = { name: string; run: (page: Page, base: string) => Promise<void> };

/** A fresh username each run: letter first, 4-11 letters and digits, 2+ letters and a digit. */
const username = `e2e${Date.now().toString(36).slice(-6)}`.slice(0, 11).replace(/^(\D*)$/, '$11');
const password = 'abc12345';

async function expectVisible(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout: TIMEOUT });
}

const journeys: Journey[] = [
  {
    name: 'a visitor opening /mine/wallet is sent home with 请先登录账号,才能了解更多',
    async run(page, base) {
      await page.goto(`${base}/mine/wallet`);
      await page.waitForURL(`${base}/`, { timeout: TIMEOUT });
      await expectVisible(page, '请先登录账号,才能了解更多');
    },
  },
  {
    name: 'a visitor launching a venue from home gets the login-required dialog, whose OK opens login',
    async run(page, base) {
      await page.goto(`${base}/`);
      const sports = page.getByRole('region', { name: '体育', exact: true });
      await sports.getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('请先登录账号,才能了解更多').waitFor({ timeout: TIMEOUT });
      await dialog.getByRole('button', { name: '确定' }).click();
      await page.getByRole('tab', { name: '登录', selected: true }).waitFor({ timeout: TIMEOUT });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: TIMEOUT });
    },
  },
  {
    name: 'a visitor registers through the auth dialog, sees 注册成功, is logged in and sees the centre balance',
    async run(page, base) {
      await page.goto(`${base}/`);
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: '注册' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ timeout: TIMEOUT });
      await dialog.getByLabel('用户名').fill(username);
      await dialog.getByLabel('密码', { exact: true }).fill(password);
      await dialog.getByLabel('确认密码').fill(password);
      await dialog.getByRole('checkbox').click();
      await dialog.getByRole('button', { name: '注册', exact: true }).click();
      await expectVisible(page, '注册成功');
      await header.getByText(username).waitFor({ timeout: TIMEOUT });
      await dialog.waitFor({ state: 'detached', timeout: TIMEOUT });
      const balance = header.getByTestId('center-balance');
      await page.waitForFunction(
        () =>
          /\d/.test(document.querySelector('[data-testid="center-balance"]')?.textContent ?? ''),
        undefined,
        { timeout: TIMEOUT },
      );
      const text = (await balance.textContent()) ?? '';
      if (text.trim() !== '0')
        throw new Error(`a new account's centre balance shows "${text}", expected 0`);
    },
  },
  {
    name: 'the member logs out and logs back in with the same account',
    async run(page, base) {
      if (!page.url().startsWith(base)) await page.goto(`${base}/`);
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: '退出' }).click();
      await header.getByRole('button', { name: '登录' }).waitFor({ timeout: TIMEOUT });
      if (await header.getByText(username).count()) throw new Error('the username is still shown');
      await header.getByRole('button', { name: '登录' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ timeout: TIMEOUT });
      await dialog.getByLabel('用户名').fill(username);
      await dialog.getByLabel('密码', { exact: true }).fill(password);
      await dialog.getByRole('button', { name: '登录', exact: true }).click();
      await header.getByText(username).waitFor({ timeout: TIMEOUT });
      await header.getByTestId('center-balance').waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: 'a logged-in member reaches /mine/wallet (no redirect home)',
    async run(page, base) {
      await page.goto(`${base}/mine/wallet`);
      await page.getByRole('heading', { name: '我的钱包' }).waitFor({ timeout: TIMEOUT });
      if (new URL(page.url()).pathname !== '/mine/wallet')
        throw new Error(`landed on ${page.url()}`);
      await expectVisible(page, '该页面正在建设中');
    },
  },
  {
    name: 'a member launches a venue from home and the game opens in a new tab',
    async run(page, base) {
      await page.goto(`${base}/`);
      const sports = page.getByRole('region', { name: '体育', exact: true });
      const venue = sports.getByRole('button').first();
      await venue.waitFor({ timeout: TIMEOUT });
      const [game] = await Promise.all([
        page.context().waitForEvent('page', { timeout: TIMEOUT }),
        venue.click(),
      ]);
      await game.waitForLoadState('domcontentloaded');
      if (!/ticket=/.test(game.url())) throw new Error(`the venue opened ${game.url()}`);
      await game.close();
    },
  },
  {
    name: '/redirect/{path} follows an in-site path and sends an off-site one home',
    async run(page, base) {
      await page.goto(`${base}/redirect/app/help/gztk`);
      await page.waitForURL(`${base}/app/help/gztk`, { timeout: TIMEOUT });
      await page.getByRole('heading', { name: '规则与条款' }).waitFor({ timeout: TIMEOUT });
      await page.goto(`${base}/redirect/%2F%2Fevil.example`);
      await page.waitForURL(`${base}/`, { timeout: TIMEOUT });
    },
  },
  {
    name: 'an unknown address shows 页面不存在 and the footer links the terms page (18+)',
    async run(page, base) {
      await page.goto(`${base}/no/such/page`);
      await page.getByRole('heading', { name: '页面不存在' }).waitFor({ timeout: TIMEOUT });
      await expectVisible(page, '18+ 理性娱乐,未满18周岁禁止使用本站服务');
      await page.getByRole('contentinfo').getByRole('link', { name: '规则与条款' }).click();
      await page.waitForURL(`${base}/app/help/gztk`, { timeout: TIMEOUT });
    },
  },
  {
    name: '专业版 turns the site dark and keeps it after a reload; 繁 shows traditional texts',
    async run(page, base) {
      await page.goto(`${base}/`);
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const light = await background();
      await page.getByRole('button', { name: '专业版' }).click();
      await page.waitForFunction(
        (before) => getComputedStyle(document.body).backgroundColor !== before,
        light,
        { timeout: TIMEOUT },
      );
      const dark = await background();
      await page.reload();
      await page.getByRole('banner').waitFor({ timeout: TIMEOUT });
      if ((await background()) !== dark) throw new Error('the edition was not kept after a reload');
      await page.getByRole('button', { name: '繁' }).click();
      await expectVisible(page, '18+ 理性娛樂,未滿18周歲禁止使用本站服務');
      await page
        .getByRole('button', { name: '经典版' })
        .or(page.getByRole('button', { name: '經典版' }))
        .click();
      await page.getByRole('button', { name: '简' }).click();
    },
  },
];

async function main(): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  let server: { url: string; child: ChildProcess } | null = null;
  let browser: Browser | null = null;
  let passed = 0;
  let failed = 0;
  try {
    server = await startServer();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (e) => consoleErrors.push(String(e)));
    for (const [i, journey] of journeys.entries()) {
      try {
        await journey.run(page, server.url);
        passed++;
        console.log(`ok ${i + 1} - ${journey.name}`);
      } catch (error) {
        failed++;
        const shot = path.join(ARTIFACTS, `journey-${i + 1}.png`);
        await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
        console.log(`not ok ${i + 1} - ${journey.name}`);
        console.log(
          `  ${error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n  ') : String(error)}`,
        );
        console.log(`  screenshot: ${shot}`);
        if (consoleErrors.length) console.log(`  page errors: ${consoleErrors.join(' | ')}`);
      }
    }
  } catch (error) {
    failed += journeys.length - passed - failed;
    console.log(
      `journeys could not run: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await browser?.close().catch(() => undefined);
    if (server?.child.pid) server.child.kill('SIGTERM');
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
