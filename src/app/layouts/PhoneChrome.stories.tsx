// The chrome on a phone (issue 43): the header within 360 and 390 px screens (a member's VIP
// badge on the avatar, nothing cut), the bottom tab bar (首页, 体育, 优惠, 钱包, 我的) with the
// page's tab marked, and the round chat button in the tab bar's own place. Both editions (the
// test runner's second picture), both scripts.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../mocks';
import { navigationFixture } from '../../screens/home/homeFixtures';
import { ChatWidget } from '../../screens/member/Chat/ChatWidget';
import { withStoryRoot } from '../../screens/storyRoot';
import { SiteFrame } from './index';

function PhoneChrome() {
  return (
    <>
      <SiteFrame>
        <main style={{ minHeight: 320 }} />
      </SiteFrame>
      <ChatWidget />
    </>
  );
}

const meta = {
  title: 'Chrome/Phone',
  component: PhoneChrome,
  decorators: [withStoryRoot],
  parameters: {
    layout: 'fullscreen',
    screen: { width: 390, height: 700 },
    msw: {
      handlers: [
        mockOperation('advertisingNavigationList', { data: navigationFixture }),
        ...handlers,
      ],
    },
  },
} satisfies Meta<typeof PhoneChrome>;
export default meta;
type Story = StoryObj<typeof meta>;

const TABS = {
  'zh-CN': ['首页', '体育', '优惠', '钱包', '我的'],
  'zh-TW': ['首頁', '體育', '優惠', '錢包', '我的'],
};

/** The tab bar is there with its five tabs, `marked` the current one; the chat button sits in
 * the bar, inside the screen; nothing is wider than the screen. */
async function expectPhoneChrome(
  canvasElement: HTMLElement,
  {
    width,
    marked,
    locale = 'zh-CN',
  }: { width: number; marked: string; locale?: keyof typeof TABS },
) {
  const canvas = within(canvasElement);
  const tabs = await canvas.findByRole('navigation', {
    name: locale === 'zh-CN' ? '快捷导航' : '快捷導航',
  });
  const links = within(tabs).getAllByRole('link');
  await expect(links.map((l) => l.textContent)).toEqual(TABS[locale]);
  await expect(within(tabs).getByRole('link', { name: marked })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(links.filter((l) => l.getAttribute('aria-current') === 'page')).toHaveLength(1);
  const chat = await canvas.findByRole('button', { name: /^(打开聊天室|開啟聊天室)/ });
  const bar = chat.closest('[data-tab-bar]');
  await expect(bar).not.toBeNull();
  const c = chat.getBoundingClientRect();
  await expect(c.right).toBeLessThanOrEqual(width);
  await expect(c.width).toBeGreaterThanOrEqual(40);
  const header = canvas.getByRole('banner');
  for (const el of header.querySelectorAll('a, button, [data-testid]'))
    await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(width);
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
}

/** A member at 360 px: the brand's mark, the balance, letters and the avatar with its VIP badge,
 * all within the screen. */
export const Member360: Story = {
  parameters: { loggedIn: true, screen: { width: 360, height: 700 } },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    await expect(await header.findByTestId('center-balance')).toBeVisible();
    await expect(await header.findByText(/^VIP\d+$/)).toBeVisible();
    await expectPhoneChrome(canvasElement, { width: 360, marked: '首页' });
  },
};

export const Member390: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    await expect(await header.findByTestId('center-balance')).toBeVisible();
    await expectPhoneChrome(canvasElement, { width: 390, marked: '首页' });
  },
};

export const Visitor360: Story = {
  parameters: { screen: { width: 360, height: 700 } },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    await expect(header.getByRole('button', { name: '注册' })).toBeVisible();
    await expectPhoneChrome(canvasElement, { width: 360, marked: '首页' });
  },
};

/** On a promotion's page the 优惠 tab is the marked one. */
export const Visitor390OnPromotions: Story = {
  parameters: { route: '/activity/discount' },
  play: async ({ canvasElement }) => {
    await expectPhoneChrome(canvasElement, { width: 390, marked: '优惠' });
  },
};

/** 繁體 on a member-centre page: the tabs in traditional characters, 我的 marked, within 360 px. */
export const Member360Traditional: Story = {
  parameters: {
    loggedIn: true,
    locale: 'zh-TW',
    route: '/mine/vip',
    screen: { width: 360, height: 700 },
  },
  play: async ({ canvasElement }) => {
    await expectPhoneChrome(canvasElement, { width: 360, marked: '我的', locale: 'zh-TW' });
  },
};
