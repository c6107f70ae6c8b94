// Journeys of the accessibility area (one file an area; see ../journey.e2e.ts): axe on every
// route of the route table (src/app/routeTable.ts) as the assembled site draws it, layout
// included, once as a visitor and once as a member, at 1440 px: no violation, and one <main>
// landmark a page. On every route at 1440 and 390 px the chat button covers no button or link
// (issue 43), and on a phone the bottom tab bar is there with the page's tab marked.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { activeTab } from '../../../src/app/layouts/phoneTabs.ts';
import { allPaths, matchRoute } from '../../../src/app/routeTable.ts';
import { TIMEOUT, loginAsDemo, openLoginAsVisitor, type Journey } from '../support.ts';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** A concrete address for each route: parameters filled with what the seeded site has (an
 * activity of each kind from the discount list, demo01's first withdrawal account, a venue). */
async function concretePaths(page: Page, base: string, member: boolean): Promise<string[]> {
  const found = async (listPath: string, selector: string) => {
    await page.goto(`${base}${listPath}`);
    await page.locator(selector).first().waitFor({ timeout: TIMEOUT });
    return page
      .locator(selector)
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  };
  const activities = await found('/activity/discount', 'main a[href^="/activity/"]');
  const accounts = member
    ? await found('/mine/addBankCard', 'main a[href^="/mine/accountManage/"]')
    : [];
  const paths: string[] = [];
  for (const path of allPaths()) {
    const route = matchRoute(path);
    // the catch-all, redirections and section parents (they redirect to their first page)
    if (path === '*' || route.leaf.name === 'homeRedirect' || route.leaf.children) continue;
    if (route.auth && !member) continue; // a visitor is sent home (guard 1)
    if (path.startsWith('/activity/') && path.endsWith('/:id')) {
      const kind = path.split('/')[2] ?? '';
      const real = activities.find((p) => p.startsWith(`/activity/${kind}/`));
      if (real) paths.push(real);
      continue;
    }
    if (path.endsWith('/match/:gameId')) {
      // a match home's live strip links to (its page by its address)
      const [match] = await found('/', 'a[href^="/game/sport/XMTY/match/"]');
      if (match) paths.push(match);
      continue;
    }
    if (path.endsWith('/:enName')) {
      paths.push(path.replace(':enName', 'XMTY'), path.replace(':enName', 'crty'));
      continue;
    }
    if (path.endsWith('/accountManage/:id')) {
      if (accounts[0]) paths.push(accounts[0]);
      continue;
    }
    paths.push(path.replace(':info', 'AGZR').replace('/redirect/*', '/redirect/mine/vip'));
  }
  return paths;
}

/** axe's violations on the page, and its number of main landmarks. */
async function audit(page: Page): Promise<{ mains: number; violations: string[] }> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return {
      mains: document.querySelectorAll('main, [role="main"]').length,
      violations: result.violations.map(
        (v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    };
  });
}

/** What the chat button covers on the page now (issue 43), in words; empty when nothing. The
 * button sits in a bar of the chrome (the header from 768 px, the phone's tab bar below): it is
 * measured where the page's flow is clear of that bar (scrolled to the top for the header, to the
 * end for the tab bar, so a page that does not keep the bar's room is caught), against every
 * visible button, link and field outside the bar, fixed and sticky ones included; it is at least
 * 40 px square and nothing is drawn over it. A page without the chrome (a game) has no chat.
 * `settled` waits for a page to finish loading. */
async function chatCovers(page: Page, settled: () => Promise<void>): Promise<string[]> {
  const here = () => matchRoute(new URL(page.url()).pathname);
  // /loading hands over to home once the site's settings are in: looked at once home has loaded
  if (here().leaf.name === 'loading') {
    await page
      .waitForURL((url) => matchRoute(url.pathname).leaf.name !== 'loading', { timeout: TIMEOUT })
      .catch(() => undefined);
    await settled();
  }
  const slot = page.locator('[data-chat-slot]:visible');
  // a page of the bare layout (a game) has no chrome, so no chat slot; any other page's chrome
  // has one
  const bare = [...here().chain].reverse().find((m) => m.layout)?.layout === 'bare';
  const placed =
    !bare &&
    (await slot
      .first()
      .waitFor({ timeout: TIMEOUT })
      .then(() => true)
      .catch(() => false));
  if (!placed) {
    const loose = await page.getByRole('button', { name: /^打开聊天室/ }).count();
    return loose > 0 ? ['a chat button outside the chrome'] : [];
  }
  const button = slot.first().getByRole('button', { name: /^打开聊天室/ });
  const shown = await button
    .waitFor({ timeout: TIMEOUT })
    .then(() => true)
    .catch(() => false);
  if (!shown) return ['no chat button in its place'];
  const findings = await button.evaluate(async (chat) => {
    const bar = chat.closest('header, [data-tab-bar]');
    if (!bar) return ['the chat button is in no bar'];
    const atBottom = bar.getBoundingClientRect().bottom >= window.innerHeight - 1;
    window.scrollTo(0, atBottom ? document.documentElement.scrollHeight : 0);
    // two frames: the scroll is drawn (no named function here: the page does not have tsx's
    // __name helper)
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
    const out: string[] = [];
    const c = chat.getBoundingClientRect();
    if (c.width < 40 || c.height < 40) out.push(`chat button ${c.width}x${c.height} px`);
    const b = bar.getBoundingClientRect();
    if (c.left < b.left || c.right > b.right || c.top < b.top || c.bottom > b.bottom)
      out.push('the chat button reaches out of its bar');
    const hit = document.elementFromPoint((c.left + c.right) / 2, (c.top + c.bottom) / 2);
    if (!hit || !chat.contains(hit))
      out.push(`drawn over the chat button: ${hit?.outerHTML.slice(0, 80)}`);
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"]',
    );
    for (const el of controls) {
      if (bar.contains(el) || el.contains(chat)) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      // the part of it that shows: a scroller (the board's list) clips what runs past its edge
      const box = el.getBoundingClientRect();
      const r = { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflow === 'visible') continue;
        const clip = a.getBoundingClientRect();
        r.left = Math.max(r.left, clip.left);
        r.right = Math.min(r.right, clip.right);
        r.top = Math.max(r.top, clip.top);
        r.bottom = Math.min(r.bottom, clip.bottom);
      }
      if (r.right - r.left <= 0 || r.bottom - r.top <= 0) continue;
      const w = Math.min(r.right, c.right) - Math.max(r.left, c.left);
      const h = Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top);
      if (w > 0.5 && h > 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        out.push(
          `covers ${el.tagName.toLowerCase()} "${name}" (${Math.round(w)}x${Math.round(h)} px)`,
        );
      }
    }
    window.scrollTo(0, 0);
    return out;
  });
  return findings;
}

/** The phone's tab bar (under 768 px): its five tabs, the page's own marked (or none). */
async function tabBarFindings(page: Page, path: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '快捷导航' });
  if ((await page.locator('[data-tab-bar]').count()) === 0) return [];
  await nav.waitFor({ timeout: TIMEOUT });
  const names = await nav.getByRole('link').allInnerTexts();
  const out: string[] = [];
  if (names.join(' ') !== '首页 体育 优惠 钱包 我的') out.push(`tabs ${names.join(' ')}`);
  const current = await nav.locator('[aria-current="page"]').allInnerTexts();
  const expected = activeTab(new URL(page.url()).pathname);
  const label = { home: '首页', sports: '体育', discount: '优惠', wallet: '钱包', mine: '我的' };
  if (current.join() !== (expected ? label[expected] : ''))
    out.push(`${path}: marked tab ${current.join() || 'none'}, expected ${expected ?? 'none'}`);
  return out;
}

/** Goes to `path` as a player's click does (the site's router, no reload); the first page is
 * loaded. Returns once the page has drawn the router's answer (two frames), which may be the
 * navigation still loading (routeLoaded). */
async function visit(page: Page, base: string, path: string): Promise<void> {
  if (!page.url().startsWith(base)) {
    await page.goto(`${base}${path}`);
    return;
  }
  await page.evaluate(async (to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
  }, path);
}

/** A wait until the router has finished the navigation (its progress bar at the top, AppShell's
 * 页面加载中, is gone: the route's script and guards are done) and the page's main is not busy. */
async function routeLoaded(page: Page): Promise<void> {
  await page
    .locator('[role="progressbar"][aria-label="页面加载中"]')
    .waitFor({ state: 'detached', timeout: TIMEOUT });
  await page.locator('main:not([aria-busy="true"])').first().waitFor({ timeout: TIMEOUT });
}

/** A wait until the page has loaded what it asked for and drawn it: no request of the page open
 * (the route's script, its data, its pictures; the socket's frames do not count), then two of
 * the page's frames drawn with still none open and none started meanwhile (what the last
 * answers made the page draw, and any request that drawing sends, such as a picture's), at most
 * TIMEOUT. */
function networkQuiet(page: Page): () => Promise<void> {
  let open = 0;
  let events = 0;
  page.on('request', () => {
    open += 1;
    events += 1;
  });
  const done = () => {
    open = Math.max(0, open - 1);
    events += 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const twoFrames = () =>
    page.evaluate(
      () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
    );
  return async () => {
    const until = Date.now() + TIMEOUT;
    while (Date.now() < until) {
      const seen = events;
      await twoFrames();
      if (open === 0 && events === seen) return;
      if (open > 0) await page.waitForEvent('requestfinished', { timeout: 1000 }).catch(() => {});
    }
  };
}

/** Opens each address and audits it once its data has settled (a finding is looked at again a
 * second later, so a page caught between two drawings is judged as it settles): axe (at 1440 px)
 * or the phone's tab bar (at 390 px), and what the chat button covers; fails with every
 * finding. */
async function auditAll(
  page: Page,
  base: string,
  paths: string[],
  { phone = false }: { phone?: boolean } = {},
): Promise<void> {
  const findings: string[] = [];
  const quiet = networkQuiet(page);
  for (const path of paths) {
    const started = Date.now();
    await visit(page, base, path);
    await routeLoaded(page);
    const loaded = Date.now();
    await quiet();
    const settled = Date.now();
    const at = new URL(page.url()).pathname;
    let again = '';
    if (phone) {
      for (const f of await tabBarFindings(page, path)) findings.push(`${path} (at ${at}): ${f}`);
    } else {
      let seen = await audit(page);
      if (seen.mains !== 1 || seen.violations.length > 0) {
        again = ` (looked at again: ${seen.mains} main, ${seen.violations.join(', ').slice(0, 200)})`;
        await page.waitForTimeout(1000);
        seen = await audit(page);
      }
      if (seen.mains !== 1) findings.push(`${path} (at ${at}): ${seen.mains} main landmarks`);
      for (const v of seen.violations) findings.push(`${path} (at ${at}): ${v}`);
    }
    const checked = Date.now();
    for (const f of await chatCovers(page, quiet)) findings.push(`${path} (at ${at}): chat: ${f}`);
    if (process.env.E2E_A11Y_TIMES) {
      const [load, quietMs, check, chat] = [
        loaded - started,
        settled - loaded,
        checked - settled,
        Date.now() - checked,
      ];
      console.log(
        `  ${path} ${Date.now() - started} ms: load ${load}, quiet ${quietMs}, check ${check}, chat ${chat}${again}`,
      );
    }
  }
  const what = phone ? 'tab bar and chat at 390 px' : 'axe and chat at 1440 px';
  if (findings.length) throw new Error(`${what} on ${paths.length} pages:\n${findings.join('\n')}`);
}

/** Runs `walk` with the page at a phone's size (390 x 844), then back at 1440 x 900. */
async function asPhone(page: Page, walk: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await walk();
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
  }
}

export const a11yJourneys: Journey[] = [
  {
    name: 'every route as a visitor at 1440 px: axe finds no violation, one main landmark a page, the chat button covers nothing',
    async run(page, base) {
      await openLoginAsVisitor(page, base);
      await page.keyboard.press('Escape');
      await auditAll(page, base, await concretePaths(page, base, false));
    },
  },
  {
    name: 'every route as a member at 1440 px: axe finds no violation, one main landmark a page, the chat button covers nothing',
    async run(page, base) {
      await loginAsDemo(page, base, 'demo01');
      await auditAll(page, base, await concretePaths(page, base, true));
    },
  },
  {
    name: 'every route on a 390 px phone, visitor and member: the tab bar marks the page, the chat button covers nothing',
    async run(page, base) {
      await openLoginAsVisitor(page, base);
      await page.keyboard.press('Escape');
      const visitorPaths = await concretePaths(page, base, false);
      await asPhone(page, () => auditAll(page, base, visitorPaths, { phone: true }));
      await loginAsDemo(page, base, 'demo01');
      const memberPaths = await concretePaths(page, base, true);
      await asPhone(page, () => auditAll(page, base, memberPaths, { phone: true }));
    },
  },
];
