// temporary review script (not committed)
import { chromium } from 'playwright-core';
import { loginAsDemo } from './tests/e2e/support.ts';
const base = process.argv[2]!;
const routes = process.argv[3]!.split(',');
const member = process.argv[4] === 'member';
const out = process.argv[5] ?? '/tmp/rev';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const edition of ['classic', 'professional']) {
  for (const w of [1440, 390]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: w < 500 ? 844 : 900 }, locale: 'zh-CN',
      userAgent: w < 500 ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' : undefined });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.log('pageerror', String(e)));
    await page.goto(base + '/');
    await page.evaluate((ed) => localStorage.setItem('edition', ed), edition);
    if (member) await loginAsDemo(page, base, 'demo01');
    for (const r of routes) {
      await page.goto(base + r);
      await page.waitForTimeout(2000);
      const sw = await page.evaluate(() => document.documentElement.scrollWidth);
      const fs = await page.evaluate(() => { let min = 99; for (const el of document.querySelectorAll('body *')) { const t = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()); if (!t) continue; const r = el.getBoundingClientRect(); if (!r.width) continue; min = Math.min(min, parseFloat(getComputedStyle(el).fontSize)); } return min; });
      const unbuilt = await page.getByText('该页面正在建设中').count();
      const file = `${out}-${edition}-${w}${r.replace(/[/?=&]/g, '_')}.png`;
      await page.screenshot({ path: file });
      console.log(file, 'scrollWidth', sw, 'minFont', fs, unbuilt ? 'UNBUILT' : '', page.url().replace(base, ''));
    }
    await ctx.close();
  }
}
await browser.close();
