// Journeys of 繁體 everywhere (issue 43; one file an area, see ../journey.e2e.ts): a member who
// reads the site in 繁體 finds no simplified-only character on home, the sports board, a lobby,
// the promotions and 投注记录, the server's texts (banners, notices, promotion titles, league,
// team and game names, bet-record markets) included. A simplified-only character is one that
// OpenCC's simplified-to-traditional table changes and no OpenCC conversion ever outputs
// (src/i18n/simplifiedOnly.ts: 马 is one, the 里 of 馬德里 and 里爾 is not).
import type { Page } from 'playwright-core';
import { simplifiedOnly } from '../../../src/i18n/simplifiedOnly.ts';
import { StorageKey } from '../../../src/stores/storageKeys.ts';
import { TIMEOUT, loginAsDemo, type Journey } from '../support.ts';

/** The text a player reads on the page: what is shown, without the 简 switch (it names the other
 * script in its own characters, lang="zh-CN"), the chat room's lines (players write them) and
 * the page's hidden text for search engines (index.html's #seo-text, aria-hidden). */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body
      .querySelectorAll('[lang="zh-CN"], #seo-text, script, style, [aria-label="聊天消息"]')
      .forEach((el) => el.remove());
    // innerText needs a drawn element: the clone is measured where the page is
    const holder = document.createElement('div');
    holder.style.cssText = 'position:absolute;left:-99999px;top:0;width:1440px';
    holder.append(body);
    document.documentElement.append(holder);
    const text = holder.innerText;
    holder.remove();
    return text;
  });
}

const PAGES: [string, string][] = [
  ['/', 'home'],
  ['/game/sport/XMTY', 'the sports board'],
  ['/game/egame', 'a lobby (電子)'],
  ['/activity/discount', 'the promotions'],
  ['/mine/betRecord', '投注记录'],
];

export const traditionalJourneys: Journey[] = [
  {
    name: "繁體: home, the sports board, a lobby, the promotions and 投注记录 show no simplified-only character, the server's names and titles included",
    async run(page, base) {
      await loginAsDemo(page, base, 'demo01');
      try {
        // the header's switch: the page is asked for again in 繁體
        await Promise.all([
          page.waitForEvent('load', { timeout: TIMEOUT }),
          page.getByRole('button', { name: '繁', exact: true }).first().click(),
        ]);
        await page.locator('html[lang="zh-TW"]').waitFor({ state: 'attached', timeout: TIMEOUT });
        const findings: string[] = [];
        for (const [path, what] of PAGES) {
          await page.goto(`${base}${path}`);
          await page.locator('main:not([aria-busy="true"])').first().waitFor({ timeout: TIMEOUT });
          await page.waitForLoadState('networkidle', { timeout: TIMEOUT }).catch(() => undefined);
          // the lists have arrived: a league, a game, a promotion or a record is drawn
          await page.waitForTimeout(1500);
          const text = await shownText(page);
          if (text.trim().length < 40) findings.push(`${what}: almost nothing shown`);
          for (const f of simplifiedOnly(text)) findings.push(`${what} (${path}): ${f}`);
        }
        if (findings.length)
          throw new Error(
            `simplified-only characters in 繁體:\n${[...new Set(findings)].join('\n')}`,
          );
      } finally {
        // the later journeys of this browser read the site in simplified Chinese
        await page.evaluate((key) => {
          localStorage.removeItem(key);
          document.cookie = 'snapshot_lang=zh-CN; Path=/';
        }, StorageKey.language);
      }
    },
  },
];
