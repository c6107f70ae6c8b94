// Journeys of the help centre and the brand pages (one file an area; see ../journey.e2e.ts):
// each page opened by its address renders its heading, search finds a page, /loading hands
// over to home.
import { TIMEOUT, type Journey } from '../support.ts';

/** The 23 help pages and their headings (the route table's titles). */
const HELP_PAGES: [string, string][] = [
  ['kh', '开户协议'],
  ['ck', '存款帮助'],
  ['qk', '取款帮助'],
  ['zz', '转账帮助'],
  ['yhgz', '优惠规则'],
  ['tjllq', '推荐浏览器'],
  ['xnbcqkjc', '虚拟币存取款教程'],
  ['tytzjc', '体育投注教程'],
  ['tysstqth', '体育赛事提前兑现'],
  ['fjcjc', '反假冒教程'],
  ['rqgl', '让球攻略'],
  ['dxqgl', '大小球攻略'],
  ['cpwt', '彩票问题'],
  ['dzjj', '电子游戏简介'],
  ['tywt', '体育问题'],
  ['zrwt', '真人问题'],
  ['qtwt', '其他问题'],
  ['bczr', '博彩责任'],
  ['gywm', '关于我们'],
  ['gztk', '规则与条款'],
  ['hzhb', '合作伙伴'],
  ['ysgz', '隐私政策'],
  ['zxkf', '在线客服'],
];

export const helpJourneys: Journey[] = [
  {
    name: 'each of the 23 help pages opened by its address shows its heading and its text',
    async run(page, base) {
      for (const [key, title] of HELP_PAGES) {
        await page.goto(`${base}/app/help/${key}`);
        const h1 = page.getByRole('heading', { level: 1, name: title });
        await h1.waitFor({ timeout: TIMEOUT });
        const article = page.getByRole('article', { name: title });
        // the Markdown body: at least one section heading or paragraph under the title
        await article.locator('p, h2').first().waitFor({ timeout: TIMEOUT });
        if (new URL(page.url()).pathname !== `/app/help/${key}`)
          throw new Error(`/app/help/${key} landed on ${page.url()}`);
      }
    },
  },
  {
    name: 'the help search finds the withdraw guide and opens it; an unknown word says nothing was found',
    async run(page, base) {
      await page.goto(`${base}/app/help/kh`);
      const box = page.getByRole('searchbox', { name: '搜索帮助' });
      await box.fill('一键回收');
      const results = page.getByRole('list', { name: '搜索结果' });
      await results.getByRole('link', { name: /取款帮助/ }).click();
      await page.waitForURL(`${base}/app/help/qk`, { timeout: TIMEOUT });
      await page.getByRole('heading', { level: 1, name: '取款帮助' }).waitFor({ timeout: TIMEOUT });
      await box.fill('冰球直播');
      await page
        .getByText('未找到与“冰球直播”相关的帮助,换个关键词试试,或联系在线客服。')
        .waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: '/agent, /sponsor and /download opened by their address render their pages: invented sponsorships, the served address',
    async run(page, base) {
      await page.goto(`${base}/agent`);
      await page.getByRole('heading', { level: 1, name: '合营计划' }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('table', { name: '月度佣金比例' }).waitFor({ timeout: TIMEOUT });
      await page.goto(`${base}/sponsor`);
      await page.getByRole('heading', { level: 1, name: '赞助' }).waitFor({ timeout: TIMEOUT });
      // invented clubs and events: no sponsorship of a real club is claimed
      await page
        .getByRole('heading', { level: 2, name: '青岚城足球俱乐部官方合作伙伴' })
        .waitFor({ timeout: TIMEOUT });
      await page.goto(`${base}/download`);
      await page.getByRole('heading', { level: 1, name: 'APP下载' }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('img', { name: '手机版二维码' }).waitFor({ timeout: TIMEOUT });
      // the address the site is served from; no permanent address, as none is configured
      const shown = await page.getByTestId('download-url-mobile').textContent();
      if (shown !== `${base}/`) throw new Error(`/download shows ${shown}, served from ${base}/`);
      if (await page.getByTestId('download-url-forever').count())
        throw new Error('/download shows a permanent address none configured');
    },
  },
  {
    name: '/loading shows the start-up screen and hands over to home',
    async run(page, base) {
      await page.goto(`${base}/loading`);
      await page.waitForURL(`${base}/`, { timeout: TIMEOUT });
      await page.getByRole('banner').waitFor({ timeout: TIMEOUT });
    },
  },
];
