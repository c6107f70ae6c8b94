// Journeys of the member area (one file an area; see ../journey.e2e.ts): binding a phone and a
// real name on the way to a card page, letters and the unread count, feedback with an image,
// and the live chat as a visitor and as a member across a forced reconnect.
import type { Page, Request, WebSocketRoute } from 'playwright-core';
import {
  TIMEOUT,
  expectVisible,
  openLoginAsVisitor,
  solvePictureCaptcha,
  type Journey,
  loginAsDemo,
  password,
} from '../support.ts';

const PHONE = `137${String(Date.now()).slice(-8)}`;

/** The latest code the server "sent" to a phone or e-mail (dev outbox). */
async function latestCode(page: Page, base: string, target: string): Promise<string> {
  const r = await page.request.get(`${base}/__dev/outbox?target=${encodeURIComponent(target)}`);
  const rows = ((await r.json()) as { data: Array<{ code: string }> }).data;
  const code = rows[0]?.code;
  if (!code) throw new Error(`no code sent to ${target}`);
  return code;
}

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let chatRoute: WebSocketRoute | null = null;

export const memberJourneys: Journey[] = [
  {
    name: 'demo02 (no phone) meets 请先绑定手机号 on withdraw with 去绑定手机, binds a phone (highlighted) and a real name, and is taken back to withdraw',
    async run(page, base) {
      await loginAsDemo(page, base, 'demo02');
      await page.goto(`${base}/mine/takemoney`);
      await expectVisible(page, '请先绑定手机号');
      if (await page.getByRole('button', { name: '重试' }).count())
        throw new Error('a missing phone offers 重试, which cannot help');
      await page.getByRole('button', { name: '去绑定手机' }).click();
      await page.waitForURL(/\/mine\/auth\?from=%2Fmine%2Ftakemoney/, { timeout: TIMEOUT });
      await expectVisible(page, '完成手机号和真实姓名绑定后,将返回您刚才访问的页面');
      const phone = page.getByRole('region', { name: '绑定手机' });
      if ((await phone.getAttribute('aria-current')) !== 'step')
        throw new Error('the phone step is not highlighted');
      await phone.getByLabel('手机号码').fill(PHONE);
      await solvePictureCaptcha(page, base, () =>
        phone.getByRole('button', { name: '获取验证码' }).click(),
      );
      await phone.getByRole('button', { name: /\d+秒后重新获取/ }).waitFor({ timeout: TIMEOUT });
      await phone.getByLabel('验证码').fill(await latestCode(page, base, PHONE));
      await phone.getByRole('button', { name: '绑定手机' }).click();
      await expectVisible(page, /已绑定手机/);
      const real = page.getByRole('region', { name: '真实姓名' });
      await real.getByLabel('真实姓名').fill('·王五');
      await real.getByRole('button', { name: '提交认证' }).click();
      await real.getByText('请输入正确的姓名').waitFor({ timeout: TIMEOUT });
      await real.getByLabel('真实姓名').fill('王五');
      await real.getByRole('button', { name: '提交认证' }).click();
      // shown back before it is locked
      const confirm = page.getByRole('dialog', { name: '请确认真实姓名' });
      await confirm.getByText('王五', { exact: true }).waitFor({ timeout: TIMEOUT });
      await confirm.getByRole('button', { name: '确认提交' }).click();
      await page.waitForURL(`${base}/mine/takemoney`, { timeout: TIMEOUT });
      await page.getByRole('heading', { name: '取款', exact: true }).waitFor({ timeout: TIMEOUT });
      await page.getByLabel('取款金额').waitFor({ timeout: TIMEOUT });
      await page.goto(`${base}/mine/userinfo`);
      await page.getByRole('heading', { name: '个人资料' }).waitFor({ timeout: TIMEOUT });
      // member info masks the real name (王*); the eye button reveals it
      await expectVisible(page, '王*');
    },
  },
  {
    name: 'demo02 sets a 6-digit withdraw password on 安全认证 (wd1234 refused), adds a card and withdraws with that password (-5 refused, not read as 5)',
    async run(page, base) {
      await page.goto(`${base}/mine/auth`);
      const pwd = page.getByRole('region', { name: '取款密码' });
      await pwd.getByLabel('取款密码', { exact: true }).fill('wd1234');
      await pwd.getByLabel('确认取款密码').fill('wd1234');
      await pwd.getByRole('button', { name: '设置取款密码' }).click();
      await pwd.getByText('取款密码为6位数字').first().waitFor({ timeout: TIMEOUT });
      await pwd.getByLabel('取款密码', { exact: true }).fill('246810');
      await pwd.getByLabel('确认取款密码').fill('246810');
      await pwd.getByRole('button', { name: '设置取款密码' }).click();
      await expectVisible(page, '取款密码设置成功');
      // no card yet: withdraw leads to adding one and back
      await page.goto(`${base}/mine/takemoney`);
      await page.locator('a[href^="/mine/addBankCard?from="]', { hasText: '添加银行卡' }).click();
      await page.getByRole('heading', { name: '银行卡管理' }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('combobox', { name: '开户银行' }).click();
      await page.getByRole('option', { name: '招商银行' }).click();
      await page.getByLabel('银行卡号').fill('6217000000000000012');
      await page.getByLabel('开户支行').fill('深圳分行');
      await page.getByRole('button', { name: '确认添加' }).click();
      await expectVisible(page, '添加成功');
      await page.waitForURL(`${base}/mine/takemoney`, { timeout: TIMEOUT });
      await page.getByRole('radio', { name: /6217\*+0012/ }).click();
      await page.getByLabel('取款金额').fill('-5');
      await page.getByLabel('取款密码').fill('246810');
      await page.getByRole('button', { name: '立即取款' }).click();
      await expectVisible(page, '金额不能为负数');
      await page.getByLabel('取款金额').fill('100');
      await page.getByRole('button', { name: '立即取款' }).click();
      await page.getByTestId('withdraw-status').getByText('审核中').waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: 'reading and deleting a letter updates the unread count',
    async run(page, base) {
      await page.goto(`${base}/mine/message`);
      const types = page.getByRole('group', { name: '消息类型' });
      const notice = types.getByRole('button', { name: /^通知/ });
      await notice.getByText(/1/).waitFor({ timeout: TIMEOUT });
      await page.getByRole('button', { name: /^欢迎加入/ }).click();
      const dialog = page.getByRole('dialog', { name: '欢迎加入' });
      await dialog.getByText('欢迎来到星辰体育,祝您游戏愉快!').waitFor({ timeout: TIMEOUT });
      await page.waitForFunction(
        () =>
          !/\d/.test(
            document.querySelector('[aria-label="消息类型"] button[aria-pressed="true"]')
              ?.textContent ?? '',
          ),
        undefined,
        { timeout: TIMEOUT },
      );
      await dialog.getByRole('button', { name: '删除' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expectVisible(page, '消息已删除');
      await expectVisible(page, '暂无消息');
    },
  },
  {
    name: 'feedback with an image is listed as 已受理 with its automatic acknowledgement',
    async run(page, base) {
      await page.goto(`${base}/mine/feedback`);
      await page.getByRole('heading', { name: '意见反馈' }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('combobox', { name: '反馈类型' }).click();
      await page.getByRole('option', { name: '存款问题' }).click();
      await page.getByLabel('反馈内容').fill('存款后余额没有变化,请帮忙查看');
      await page.locator('input[type="file"]').setInputFiles({
        name: 'receipt.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await page.getByRole('img', { name: '反馈图片 1' }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('button', { name: '提交反馈' }).click();
      await page.waitForURL(`${base}/mine/feedback/list`, { timeout: TIMEOUT });
      await expectVisible(page, '存款后余额没有变化,请帮忙查看');
      // only the automatic acknowledgement has answered: 已受理, not 已回复
      const thread = page
        .getByRole('listitem')
        .filter({ hasText: '存款后余额没有变化,请帮忙查看' })
        .first();
      await thread.getByText('已受理', { exact: true }).waitFor({ timeout: TIMEOUT });
      if (await thread.getByText('已回复', { exact: true }).count())
        throw new Error('the acknowledgement is shown as a reply');
      await thread.getByRole('button', { name: '查看' }).click();
      const dialog = page.getByRole('dialog', { name: '反馈详情' });
      await dialog.getByRole('img', { name: '反馈图片 1' }).waitFor({ timeout: TIMEOUT });
      await dialog.getByText(/反馈我们已收到/).waitFor({ timeout: TIMEOUT });
      await dialog.getByText(/^自动回复 ·/).waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: 'the chat: a visitor reads as a guest; a member sends across a forced reconnect with no message lost or repeated',
    async run(page, base) {
      await page.routeWebSocket(/\/stream\/ws/, (ws) => {
        chatRoute = ws;
        ws.connectToServer();
      });
      const header = await openLoginAsVisitor(page, base);
      // the dialog layer loads lazily: close the login dialog once it is there
      const login = page.getByRole('dialog');
      await login.waitFor({ timeout: TIMEOUT });
      await page.keyboard.press('Escape');
      await login.waitFor({ state: 'detached', timeout: TIMEOUT });
      await header.getByRole('button', { name: '登录' }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('button', { name: /^打开聊天室/ }).click();
      const panel = page.getByRole('region', { name: '聊天室' });
      await panel.getByText('已连接').waitFor({ timeout: TIMEOUT });
      await panel.getByText('游客身份浏览,登录后即可发言').waitFor({ timeout: TIMEOUT });
      await panel.getByRole('button', { name: '关闭聊天室' }).click();

      await loginAsDemo(page, base, 'demo01');
      await page.getByRole('button', { name: /^打开聊天室/ }).click();
      await panel.getByText('已连接').waitFor({ timeout: TIMEOUT });
      const first = `你好 ${Date.now()}`;
      await panel.getByLabel('说点什么…').fill(first);
      await panel.getByRole('button', { name: '发送' }).click();
      await panel.getByText(first).waitFor({ timeout: TIMEOUT });

      // the link drops: the panel says so, a line typed meanwhile goes out once after 5 s
      const route = chatRoute;
      if (!route) throw new Error('no chat socket');
      await route.close();
      await panel.getByText('连接已断开,5秒后自动重连…').waitFor({ timeout: TIMEOUT });
      const second = `<b>断线期间</b> ${Date.now()}`;
      await panel.getByLabel('说点什么…').fill(second);
      await panel.getByRole('button', { name: '发送' }).click();
      await panel.getByText('1条消息等待发送').waitFor({ timeout: TIMEOUT });
      await panel.getByText(second).waitFor({ timeout: 15_000 });
      await panel.getByText('已连接').waitFor({ timeout: TIMEOUT });
      for (const line of [first, second]) {
        const n = await panel.getByText(line, { exact: true }).count();
        if (n !== 1) throw new Error(`"${line}" shown ${n} times`);
      }
      if ((await panel.locator('b').count()) !== 0) throw new Error('a message was read as HTML');
    },
  },
  {
    name: 'a daily deposit limit of 300 refuses a deposit of 500 with what is left, and a deposit within it goes through (demo02, real name bound above)',
    async run(page, base) {
      await loginAsDemo(page, base, 'demo02');
      await page.goto(`${base}/mine/userinfo`);
      await page.getByRole('link', { name: '博彩责任' }).first().click();
      await page.waitForURL(`${base}/mine/responsible`, { timeout: TIMEOUT });
      await page.getByRole('heading', { name: '博彩责任', level: 1 }).waitFor({ timeout: TIMEOUT });
      await page.getByLabel('每日存款限额').fill('300');
      await page.getByRole('button', { name: '保存设置' }).click();
      // the page's status line (the toast's live region may say it too, as 通知 成功设置已保存)
      await page
        .getByRole('status')
        .filter({ hasText: '设置已保存' })
        .first()
        .waitFor({ timeout: TIMEOUT });
      await page.goto(`${base}/mine/savemoney`);
      await page.getByRole('heading', { name: '存款', exact: true }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('button', { name: '银行卡转账' }).first().waitFor({ timeout: TIMEOUT });
      await page.getByLabel('存款金额').fill('500');
      await page.getByRole('button', { name: '立即存款' }).click();
      await expectVisible(page, '超出您设置的每日存款限额(300元),今日还可存入300元');
      if (!page.url().endsWith('/mine/savemoney'))
        throw new Error(`left the deposit page: ${page.url()}`);
      await page.getByLabel('存款金额').fill('200');
      await page.getByRole('button', { name: '立即存款' }).click();
      await page.waitForURL(/\/mine\/transferWait\?orderNo=/, { timeout: TIMEOUT });
    },
  },
  {
    name: 'a time-out of 24 hours logs a fresh player out and refuses the login, saying until when',
    async run(page, base) {
      const name = `tp${Date.now().toString(36).slice(-6)}1`;
      await page.goto(`${base}/`);
      const header = page.getByRole('banner');
      await header
        .getByRole('button', { name: /^(退出|注册)$/ })
        .first()
        .waitFor({ timeout: TIMEOUT });
      if (await header.getByRole('button', { name: '退出' }).count())
        await header.getByRole('button', { name: '退出' }).click();
      await header.getByRole('button', { name: '注册' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('用户名').fill(name);
      await dialog.getByLabel('密码', { exact: true }).fill(password);
      await dialog.getByLabel('确认密码').fill(password);
      await dialog.getByRole('checkbox').click();
      await dialog.getByRole('button', { name: '注册', exact: true }).click();
      await header.getByText(name).waitFor({ timeout: TIMEOUT });
      await dialog.waitFor({ state: 'detached', timeout: TIMEOUT });

      await page.goto(`${base}/app/help/bczr`);
      await page.locator('a[href="/mine/responsible"]').first().click();
      await page.waitForURL(`${base}/mine/responsible`, { timeout: TIMEOUT });
      await page.getByRole('button', { name: '暂停 24小时' }).click();
      const confirm = page.getByRole('dialog', { name: '确认暂停游戏' });
      await confirm.getByRole('button', { name: '确定' }).click();
      await expectVisible(page, /已暂停游戏,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 前无法登录/);
      await header.getByRole('button', { name: '登录' }).waitFor({ timeout: TIMEOUT });

      await header.getByRole('button', { name: '登录' }).click();
      const login = page.getByRole('dialog');
      await login.getByLabel('用户名').fill(name);
      await login.getByLabel('密码', { exact: true }).fill(password);
      await login.getByRole('button', { name: '登录', exact: true }).click();
      await expectVisible(page, /您已设置暂停游戏,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 前无法登录/);
      if (await header.getByText(name).count())
        throw new Error('the player got in during a time-out');
    },
  },
  {
    name: '积分兑换: demo01 exchanges points for a gift behind a confirmation that asks where to send it (a short address refused); the balance falls by its cost and 兑换记录 lists it as pending with its delivery details',
    async run(page, base) {
      await loginAsDemo(page, base, 'demo01');
      await page.goto(`${base}/mine/exchange`);
      const balance = page.getByTestId('points-balance');
      await balance.waitFor({ timeout: TIMEOUT });
      const before = Number((await balance.textContent())?.trim());
      if (!(before >= 800)) throw new Error(`demo01 has ${before} points, expected at least 800`);
      await page.getByRole('button', { name: '兑换 运动水杯' }).click();
      const dialog = page.getByRole('dialog', { name: '确认兑换' });
      await dialog.getByText(`兑换后剩余 ${before - 800} 积分`).waitFor({ timeout: TIMEOUT });
      await dialog.getByLabel('收货人').fill('张三');
      await dialog.getByLabel('手机号码').fill('13800138000');
      await dialog.getByLabel('收货地址').fill('深圳');
      await dialog.getByRole('button', { name: '确定兑换' }).click();
      await dialog
        .getByText('请填写详细收货地址(8-100字,含省市区、街道、门牌号)')
        .waitFor({ timeout: TIMEOUT });
      await dialog.getByLabel('收货地址').fill('广东省深圳市南山区科技园路1号');
      await dialog.getByRole('button', { name: '确定兑换' }).click();
      await expectVisible(page, '兑换成功,「运动水杯」将尽快为您发货');
      await page.waitForFunction(
        (want) =>
          document.querySelector('[data-testid="points-balance"]')?.textContent?.trim() === want,
        String(before - 800),
        { timeout: TIMEOUT },
      );
      await page.getByRole('link', { name: '兑换记录' }).first().click();
      await page.waitForURL(`${base}/mine/giftRecord`, { timeout: TIMEOUT });
      const row = page.getByRole('row').filter({ hasText: '运动水杯' }).first();
      await row.waitFor({ timeout: TIMEOUT });
      await row.getByText('待发货').waitFor({ timeout: TIMEOUT });
      await row.getByText('张三 138****8000').waitFor({ timeout: TIMEOUT });
      await row.getByText('广东省深圳市南山区科技园路1号').waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: '在线客服: demo02 writes to support on the customer-service page (automatic 已收到 answer), support answers from the inbox (dev route) and the answer shows without a reload',
    async run(page, base) {
      await loginAsDemo(page, base, 'demo02');
      // the address the header's 客服 opens (configuration/onlinecustomservice) is this page
      await page.goto(`${base}/app/help/zxkf`);
      const conversation = page.getByRole('list', { name: '与客服的对话' });
      await conversation.waitFor({ timeout: TIMEOUT });
      if (await page.getByRole('button', { name: '联系在线客服' }).count())
        throw new Error('the customer-service page still links to itself');
      const question = `充值没到账 ${Date.now().toString(36)}`;
      await page.getByLabel('输入您的问题').fill(question);
      await page.getByRole('button', { name: '发送' }).click();
      await conversation.getByText(question).waitFor({ timeout: TIMEOUT });
      await conversation.getByText(/已收到您的留言/).waitFor({ timeout: TIMEOUT });
      const inbox = (await (await page.request.get(`${base}/__dev/support`)).json()) as {
        data: Array<{ memberId: number; time: number }>;
      };
      const thread = inbox.data[0];
      if (!thread) throw new Error('the support inbox holds no conversation');
      const lines = (await (
        await page.request.get(`${base}/__dev/support/${thread.memberId}`)
      ).json()) as { data: Array<{ msg: string }> };
      if (!lines.data.some((l) => l.msg === question))
        throw new Error('the member’s line is not in the support inbox');
      const url = page.url();
      await page.request.post(`${base}/__dev/support/${thread.memberId}/answer`, {
        data: { msg: '已为您查询,款项已入账' },
      });
      await conversation.getByText('已为您查询,款项已入账').waitFor({ timeout: TIMEOUT });
      if (page.url() !== url) throw new Error('the answer came with a navigation');
    },
  },
  {
    name: 'site flag withdraw password off: 取款 asks for no withdraw password and 安全认证 offers none to set; back on, both ask again',
    async run(page, base) {
      const setFlags = (flags: Record<string, number>) =>
        page.request.post(`${base}/__e2e/site-flags`, { data: flags });
      await setFlags({ withdrawPwd: 0 });
      try {
        await page.goto(`${base}/mine/takemoney`);
        await page.getByLabel('取款金额').waitFor({ timeout: TIMEOUT });
        await page.getByRole('button', { name: '立即取款' }).waitFor({ timeout: TIMEOUT });
        if ((await page.getByLabel('取款密码').count()) > 0)
          throw new Error('取款 asks for a withdraw password while the site has it off');
        await page.goto(`${base}/mine/auth`);
        await page.getByRole('region', { name: '真实姓名' }).waitFor({ timeout: TIMEOUT });
        if ((await page.getByRole('region', { name: '取款密码' }).count()) > 0)
          throw new Error('安全认证 offers a withdraw password while the site has it off');
      } finally {
        await setFlags({ withdrawPwd: 1 });
      }
      await page.goto(`${base}/mine/takemoney`);
      await page.getByLabel('取款密码').waitFor({ timeout: TIMEOUT });
      await page.goto(`${base}/mine/auth`);
      await page.getByRole('region', { name: '取款密码' }).waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: 'site flag deposit 0: the header offers no 存款 and /mine/savemoney is not found (guard 3); back on, 存款 opens again',
    async run(page, base) {
      const setFlags = (flags: Record<string, number>) =>
        page.request.post(`${base}/__e2e/site-flags`, { data: flags });
      const header = page.getByRole('banner');
      await setFlags({ deposit: 0 });
      try {
        await page.goto(`${base}/mine/savemoney`);
        await page.waitForURL(`${base}/notFound`, { timeout: TIMEOUT });
        await header.locator('a[href="/mine/takemoney"]').first().waitFor({ timeout: TIMEOUT });
        if ((await header.locator('a[href="/mine/savemoney"]').count()) > 0)
          throw new Error('the header offers 存款 while the site has deposits off');
      } finally {
        await setFlags({ deposit: 1 });
      }
      await page.goto(`${base}/mine/savemoney`);
      await page.getByRole('heading', { name: '存款', exact: true }).waitFor({ timeout: TIMEOUT });
      await header.locator('a[href="/mine/savemoney"]').first().waitFor({ timeout: TIMEOUT });
    },
  },
  {
    name: 'site flag default language 繁體 (zh-TW): a new visitor reads the site in traditional characters, the page as drawn and the live page; back to 简体, a new visitor reads simplified',
    async run(page, base) {
      const setLanguage = (language: string) =>
        page.request.post(`${base}/__e2e/site-flags`, { data: { defaultLanguage: language } });
      /** A new visitor's home (a browser of their own: this one is the member's). */
      const visitorHome = async (check: (visitor: Page) => Promise<void>) => {
        const browser = page.context().browser();
        if (!browser) throw new Error('no browser');
        const context = await browser.newContext({
          viewport: { width: 1440, height: 900 },
          locale: 'zh-CN',
        });
        try {
          const visitor = await context.newPage();
          await visitor.goto(`${base}/`);
          await check(visitor);
        } finally {
          await context.close();
        }
      };
      await setLanguage('zh-TW');
      try {
        await visitorHome(async (visitor) => {
          // as sent: drawn in the site's language
          const sent = await (await visitor.request.get(`${base}/`)).text();
          if (!sent.includes('<html lang="zh-TW"'))
            throw new Error('the page is not sent in 繁體 while the site defaults to it');
          const header = visitor.getByRole('banner');
          await header.getByRole('button', { name: '註冊' }).waitFor({ timeout: TIMEOUT });
          await visitor.locator('#root:not([inert])').waitFor({ timeout: TIMEOUT });
          if ((await visitor.evaluate(() => document.documentElement.lang)) !== 'zh-TW')
            throw new Error('the live page is not in 繁體');
          if ((await header.getByRole('button', { name: '注册' }).count()) > 0)
            throw new Error('the header still says 注册');
        });
      } finally {
        await setLanguage('zh-CN');
      }
      await visitorHome(async (visitor) => {
        await visitor
          .getByRole('banner')
          .getByRole('button', { name: '注册' })
          .waitFor({ timeout: TIMEOUT });
      });
    },
  },
  {
    name: "site flag self sport off: the own book (星辰体育) is offered nowhere: not on 体育 (/game/sport), in the main menu's 体育 panel or in home's 滚球赛事 and 体育 count; /game/sport/XMTY says 本站自营体育暂未开放 with a way to the other venues; back on, it is offered again",
    async run(page, base) {
      const setFlags = (flags: Record<string, number>) =>
        page.request.post(`${base}/__e2e/site-flags`, { data: flags });
      // the own book's card on 体育 (the site shares its name: the card, not any 星辰体育 text)
      const ownBookCard = page.getByRole('button', { name: /^进入 星辰体育/ });
      const venueCards = page.getByRole('button', { name: /^进入 / });
      const menu = page.getByRole('navigation', { name: '主菜单' });
      /** The venues of the main menu's 体育 panel. */
      const sportsPanel = async () => {
        await menu.getByRole('link', { name: '体育', exact: true }).hover();
        const venues = menu.locator('button:not([disabled])').filter({ hasText: '体育' });
        await venues.first().waitFor({ timeout: TIMEOUT });
        return venues.allTextContents();
      };
      /** Home's 体育 tile: its count of venues. */
      const homeSportsCount = async () => {
        await page.goto(`${base}/`);
        const tile = page.getByRole('link', { name: /^体育\s*\d+ 个场馆/ }).first();
        await tile.waitFor({ timeout: TIMEOUT });
        const m = /(\d+) 个场馆/.exec((await tile.textContent()) ?? '');
        return Number(m?.[1]);
      };
      await setFlags({ selfSport: 0 });
      let offered: number;
      try {
        await page.goto(`${base}/game/sport`);
        await venueCards.first().waitFor({ timeout: TIMEOUT });
        offered = await venueCards.count();
        if ((await ownBookCard.count()) > 0)
          throw new Error('体育 offers the own book while the site has it off');
        const panel = await sportsPanel();
        if (panel.some((name) => name.includes('星辰体育')))
          throw new Error(`the 体育 panel offers the own book: ${panel.join(', ')}`);
        if (panel.length !== offered)
          throw new Error(`the 体育 panel lists ${panel.length} venues, 体育 ${offered}`);
        const counted = await homeSportsCount();
        if (counted !== offered)
          throw new Error(`home counts ${counted} sports venues, not ${offered}`);
        // the in-play strip is the own book's matches: none
        await page.getByRole('heading', { name: '优惠活动' }).waitFor({ timeout: TIMEOUT });
        if ((await page.getByRole('heading', { name: '滚球赛事' }).count()) > 0)
          throw new Error("home's 滚球赛事 shows the own book's matches while the site has it off");
        await page.goto(`${base}/game/sport/XMTY`);
        await page
          .getByRole('heading', { name: '本站自营体育暂未开放' })
          .waitFor({ timeout: TIMEOUT });
        await page.getByRole('link', { name: '前往其他体育场馆' }).waitFor({ timeout: TIMEOUT });
      } finally {
        await setFlags({ selfSport: 1 });
      }
      await page.goto(`${base}/game/sport`);
      await ownBookCard.waitFor({ timeout: TIMEOUT });
      if ((await venueCards.count()) !== offered + 1)
        throw new Error('back on, 体育 does not offer the own book beside the others');
      if (!(await sportsPanel()).some((name) => name.includes('星辰体育')))
        throw new Error('back on, the 体育 panel does not offer the own book');
    },
  },
  {
    name: 'safe switch on (preInfo safeSwitch): every call of a member travels sealed through /safe/{service}/api/v1/gateway, and 我的钱包 still reads and moves money (一键回收)',
    async run(page, base) {
      const setSafe = (on: boolean) =>
        page.request.post(`${base}/__e2e/safe-switch`, { data: { on } });
      await setSafe(true);
      try {
        await page.goto(`${base}/mine/wallet`);
        await page.getByRole('table', { name: '场馆余额' }).waitFor({ timeout: TIMEOUT });
        await page.waitForFunction(
          () =>
            /\d/.test(document.querySelector('[data-testid="wallet-center"]')?.textContent ?? ''),
          undefined,
          { timeout: TIMEOUT },
        );
        // the calls of a settled page: a refresh of every balance and a recall, money-moving
        const calls: Array<{ path: string; sealed: boolean }> = [];
        const record = (request: Request) => {
          const path = new URL(request.url()).pathname;
          if (/\/api\/v1\//.test(path))
            calls.push({ path, sealed: request.headers()['encrypted'] === '1' });
        };
        page.on('request', record);
        await page.getByRole('button', { name: '一键回收' }).click();
        await expectVisible(page, '回收成功');
        page.off('request', record);
        const gateway = /^\/safe\/(fd|game|site|user|act)\/api\/v1\/gateway$/;
        const plain = calls.filter((c) => !gateway.test(c.path) || !c.sealed);
        if (plain.length > 0 || calls.length < 2)
          throw new Error(`calls not sealed through the gateway: ${JSON.stringify(calls)}`);
      } finally {
        await setSafe(false);
      }
      // and back in clear once the switch is off
      const clear: string[] = [];
      const record = (request: Request) => clear.push(new URL(request.url()).pathname);
      page.on('request', record);
      await page.goto(`${base}/mine/wallet`);
      await page.getByRole('button', { name: '一键回收' }).click();
      await expectVisible(page, '回收成功');
      page.off('request', record);
      if (clear.some((p) => p.startsWith('/safe/')))
        throw new Error(`a sealed call after the switch went off: ${clear.join(', ')}`);
    },
  },
];
