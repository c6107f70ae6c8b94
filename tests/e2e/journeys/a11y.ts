// Journeys of the accessibility area (one file an area; see ../journey.e2e.ts): axe on every
// route of the route table (src/app/routeTable.ts) as the assembled site draws it, layout
// included, once as a visitor and once as a member, at 1440 px: no violation, and one <main>
// landmark a page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
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

/** Goes to `path` as a player's click does (the site's router, no reload); the first page is
 * loaded. */
async function visit(page: Page, base: string, path: string): Promise<void> {
  if (!page.url().startsWith(base)) {
    await page.goto(`${base}${path}`);
    return;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A wait until no request of the page has been open for 400 ms (the route's script, its data,
 * its pictures), at most TIMEOUT; the socket's frames do not count. */
function networkQuiet(page: Page): () => Promise<void> {
  let open = 0;
  let last = Date.now();
  page.on('request', () => {
    open += 1;
    last = Date.now();
  });
  const done = () => {
    open = Math.max(0, open - 1);
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const until = Date.now() + TIMEOUT;
    await page.waitForTimeout(100);
    while (Date.now() < until && (open > 0 || Date.now() - last < 400)) {
      await page.waitForTimeout(50);
    }
  };
}

/** Opens each address and audits it once its data has settled (a finding is looked at again a
 * second later, so a page caught between two drawings is judged as it settles); fails with
 * every finding. */
async function auditAll(page: Page, base: string, paths: string[]): Promise<void> {
  const findings: string[] = [];
  const quiet = networkQuiet(page);
  for (const path of paths) {
    const started = Date.now();
    await visit(page, base, path);
    await page.locator('main:not([aria-busy="true"])').first().waitFor({ timeout: TIMEOUT });
    await quiet();
    let seen = await audit(page);
    if (seen.mains !== 1 || seen.violations.length > 0) {
      await page.waitForTimeout(1000);
      seen = await audit(page);
    }
    const at = new URL(page.url()).pathname;
    if (seen.mains !== 1) findings.push(`${path} (at ${at}): ${seen.mains} main landmarks`);
    for (const v of seen.violations) findings.push(`${path} (at ${at}): ${v}`);
    if (process.env.E2E_A11Y_TIMES) console.log(`  ${path} ${Date.now() - started} ms`);
  }
  if (findings.length) throw new Error(`axe on ${paths.length} pages:\n${findings.join('\n')}`);
}

export const a11yJourneys: Journey[] = [
  {
    name: 'every route as a visitor: axe finds no violation, one main landmark a page',
    async run(page, base) {
      await openLoginAsVisitor(page, base);
      await page.keyboard.press('Escape');
      await auditAll(page, base, await concretePaths(page, base, false));
    },
  },
  {
    name: 'every route as a member: axe finds no violation, one main landmark a page',
    async run(page, base) {
      await loginAsDemo(page, base, 'demo01');
      await auditAll(page, base, await concretePaths(page, base, true));
    },
  },
];
