import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../mocks';
import { SiteFrame } from '../../app/layouts';
import { formatCny } from '../../domain';
import { sportsBook } from '../sports/storyBook';
import { withStoryRoot } from '../storyRoot';
import { CarouselAutoplay } from './HeroCarousel';
import { Home } from './Home';
import {
  bonusPoolsFixture,
  hotGamesFixture,
  navigationFixture,
  promosFixture,
} from './homeFixtures';

function HomePage() {
  // no autoplay in stories: the pictures show the first slide
  return (
    <CarouselAutoplay.Provider value={false}>
      <SiteFrame>
        <Home />
      </SiteFrame>
    </CarouselAutoplay.Provider>
  );
}

/** The calls of the home page answered with the seed's venues, games, pools and promotions. */
const homeHandlers = [
  mockOperation('advertisingNavigationList', { data: navigationFixture }),
  mockOperation('venueGameList', {
    data: { list: hotGamesFixture, pageNum: 1, pageSize: 12, total: hotGamesFixture.length },
  }),
  mockOperation('venueGetBonusPools', { data: bonusPoolsFixture }),
  mockOperation('advertisingGetMyDiscountAd', { data: promosFixture }),
  mockOperation('venueResource', { resolver: sportsBook({ count: 4 }) }),
  ...handlers,
];

const jackpotTotal = bonusPoolsFixture.reduce((sum, p) => sum + p.amount, 0);

const meta = {
  title: 'Screens/Home',
  component: HomePage,
  decorators: [withStoryRoot],
  parameters: { layout: 'fullscreen', msw: { handlers: homeHandlers } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolls to the jackpot, which counts up only once on the screen, waits for it to reach the
 * pools' total, and scrolls back to the top (stable pictures of the first screen). */
async function jackpotSettled(canvas: ReturnType<typeof within>) {
  const jackpot = await canvas.findByTestId('jackpot');
  jackpot.scrollIntoView({ block: 'center' });
  await waitFor(() => expect(jackpot).toHaveTextContent(formatCny(jackpotTotal)), {
    timeout: 4000,
  });
  jackpot.ownerDocument.defaultView?.scrollTo(0, 0);
}

export const Default: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = within(canvas.getByRole('banner'));
    const member = exampleData('userMemberInfo');
    const balance = exampleData('transferGetBalance');
    await expect(await header.findByText(member.name)).toBeVisible();
    await expect(await header.findByText(formatCny(balance.centerWalletBalance))).toBeVisible();
    await expect(header.getByRole('button', { name: '刷新余额' })).toBeVisible();
    await expect(header.getByRole('button', { name: '退出' })).toBeVisible();
    await expect(header.queryByRole('button', { name: '登录' })).toBeNull();
    await expect(header.getByRole('link', { name: '存款' })).toHaveAttribute(
      'href',
      '/mine/savemoney',
    );
    // hero carousel, tiles, hot games, promotions
    await expect(await canvas.findByRole('region', { name: '精选活动' })).toBeVisible();
    const tiles = canvas.getByRole('region', { name: '游戏分类' });
    await expect(within(tiles).getByRole('link', { name: /电子/ })).toHaveAttribute(
      'href',
      '/game/egame',
    );
    await expect(await canvas.findByRole('region', { name: '热门游戏' })).toBeVisible();
    // the live strip and the hot games come with a second call: their places hold blank cards
    const live = within(canvas.getByRole('region', { name: '滚球赛事' }));
    const firstMatch = await live.findByRole('link', { name: /阿森纳 0 利物浦 0/ });
    await expect(canvas.queryByTestId('hot-games-loading')).toBeNull();
    // a match of the strip opens its own page (the board is a tap away from there)
    await expect(firstMatch).toHaveAttribute('href', '/game/sport/XMTY/match/8800');
    await expect(within(firstMatch).getByText('英格兰超级联赛')).toBeVisible();
    // 独赢 in decimal, as the board shows it (Hong Kong 1.2 / 2.3 / 2.1)
    await expect(within(firstMatch).getByText('2.20')).toBeVisible();
    await expect(within(firstMatch).getByText('3.30')).toBeVisible();
    await expect(within(firstMatch).getByText('3.10')).toBeVisible();
    const promos = await canvas.findByRole('region', { name: '优惠活动' });
    await expect(within(promos).getByRole('link', { name: /首存送100%/ })).toHaveAttribute(
      'href',
      '/activity/firstDeposit/101',
    );
    // each card's reward headline, worded as the promotions page words it
    await expect(await within(promos).findByText('100-150 % 首存 · 最高 2664 元')).toBeVisible();
    await expect(within(promos).getByText('每日 8.88 元起')).toBeVisible();
    await expect(within(promos).getByText('最高 888 元')).toBeVisible();
    await jackpotSettled(canvas);
  },
};

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(header.getByRole('button', { name: '注册' })).toBeVisible();
    await expect(canvas.getByText('18+ 理性娱乐,未满18周岁禁止使用本站服务')).toBeVisible();
    await expect(
      within(canvas.getByRole('contentinfo')).getByRole('link', { name: '规则与条款' }),
    ).toHaveAttribute('href', '/app/help/gztk');
    await expect(await canvas.findByRole('region', { name: '热门游戏' })).toBeVisible();
    await jackpotSettled(canvas);
  },
};

/** The carousel by keyboard: arrow keys move, focus pauses autoplay. */
export const CarouselKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hero = await canvas.findByRole('region', { name: '精选活动' });
    const dots = await within(hero).findAllByRole('button', { name: /查看第/ });
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(hero).getByRole('button', { name: '下一张' }));
    await waitFor(() => expect(dots[1]).toHaveAttribute('aria-current', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dots[2]).toHaveAttribute('aria-current', 'true'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(dots[1]).toHaveAttribute('aria-current', 'true'));
    await userEvent.click(dots[0]!);
    await waitFor(() => expect(dots[0]).toHaveAttribute('aria-current', 'true'));
    await jackpotSettled(canvas);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('advertisingNavigationList', { delay: 'infinite' }),
        ...homeHandlers,
      ],
    },
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('home-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The page is up, the hot games and in-play matches still on their way: their places hold
 * blank cards of their size, so nothing below moves when they come. */
export const SecondCallPending: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('venueGameList', { delay: 'infinite' }),
        mockOperation('venueResource', { delay: 'infinite' }),
        ...homeHandlers,
      ],
    },
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '精选活动' })).toBeVisible();
    // the part below the first screen comes a frame after it
    await expect(await canvas.findByTestId('hot-games-loading')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(canvas.getByTestId('live-matches-loading')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: '热门游戏' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // the notices panel below (a frame later still) does not wait for the games
    await waitFor(() => expect(canvasElement.querySelector('#home-notices')).toBeVisible());
    await expect(canvas.getByRole('region', { name: '热门游戏' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('advertisingNavigationList', { data: [] }),
        mockOperation('advertisingGetMyDiscountAd', { data: [] }),
        mockOperation('venueGetBonusPools', { data: [] }),
        mockOperation('advertisingQueryNoticeListByPage', {
          data: { list: [], pageNum: 1, pageSize: 20, total: 0 },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无可显示的内容')).toBeVisible();
    await expect(await canvas.findByText('暂无公告')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '热门游戏' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('advertisingNavigationList', { code: 6005, message: '服务异常,请稍后重试' }),
        ...homeHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/加载失败/)).toBeVisible();
    const retry = canvas.getByRole('button', { name: '重试' });
    await userEvent.click(retry);
    await expect(await canvas.findByText(/加载失败/)).toBeVisible();
  },
};

/** A 390 px phone: the menu is a drawer, nothing is wider than the screen. */
export const Narrow: Story = {
  parameters: { loggedIn: true, screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await jackpotSettled(canvas);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const header = within(canvas.getByRole('banner'));
    await userEvent.click(header.getByRole('button', { name: '打开菜单' }));
    const drawer = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: '网站菜单',
    });
    await expect(within(drawer).getByRole('link', { name: '电子' })).toHaveAttribute(
      'href',
      '/game/egame',
    );
    await expect(within(drawer).getByRole('button', { name: '专业版' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: '关闭菜单' }));
  },
};
