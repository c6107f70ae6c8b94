// Journeys of the games area (one file an area; see ../journey.e2e.ts).
import { allPaths } from '../../../src/app/routeTable.ts';
import { TIMEOUT, type Journey } from '../support.ts';

/** A route path with its parameters filled in (a real address a player could open). */
function fill(path: string): string {
  return path
    .replace(':enName', 'XMTY')
    .replace(':info', 'PGDZ')
    .replace(/:[A-Za-z]+/g, '1')
    .replace(/^\*$/, '/no/such/page')
    .replace('*', 'app/help/kh');
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
];
