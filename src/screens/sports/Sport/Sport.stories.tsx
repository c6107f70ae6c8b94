import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { navigationFixture } from '../../home/homeFixtures';
import { sportsBook } from '../storyBook';
import { OwnBookClosed } from '../LocalSport/LocalSport';
import { SportVenues } from './Sport';

/** The category's venues: two channels listed before the own book, which shows first. */
const venues = [
  { enName: 'SBTY', channelCode: 'SBTY', name: '沙巴体育', category: 'TY', sort: 1 },
  { enName: 'crty', channelCode: 'crty', name: '皇冠体育', category: 'TY', sort: 2 },
  { enName: 'XMTY', channelCode: 'XMTY', name: '星辰体育', category: 'TY', sort: 3 },
].map((v) => ({ ...v, icon: `/img/venue/${v.enName}.png`, maintenance: false, sameTab: false }));

const withVenues = [
  mockOperation('venueGetVenueInfoByCategory', {
    resolver: () => HttpResponse.json({ status_code: 6000, message: '成功', data: venues }),
  }),
  ...handlers,
];

const meta = {
  title: 'Screens/Sports/Sport',
  component: SportVenues,
  decorators: [withStoryRoot],
  parameters: { route: '/game/sport', msw: { handlers: withVenues } },
} satisfies Meta<typeof SportVenues>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sports venues as artwork cards, the own book first with its tag. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('皇冠体育');
    const cards = c.getAllByRole('button', { name: /^进入 / });
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveAccessibleName('进入 星辰体育 自营');
    await expect(within(cards[0] as HTMLElement).getByText('自营')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [mockOperation('venueGetVenueInfoByCategory', { delay: 'infinite' }), ...handlers],
    },
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '体育场馆' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('venueGetVenueInfoByCategory', { code: 6415, message: '场馆维护中' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(/场馆维护中/)).toBeVisible();
    await expect(c.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByRole('button', { name: /^进入 / })).length,
    ).toBeGreaterThan(1);
  },
};

/** 热门直播: the in-play matches of the own book; one opens its detail (hotLive/matchDetail). */
export const HotLive: Story = {
  parameters: {
    snapshot: { disable: true },
    msw: {
      handlers: [
        mockOperation('advertisingNavigationList', { data: navigationFixture }),
        mockOperation('venueResource', { resolver: sportsBook({ count: 4 }) }),
        ...withVenues,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const hot = within(await c.findByRole('region', { name: '热门直播' }));
    await userEvent.click(await hot.findByRole('button', { name: /阿森纳 vs 利物浦/ }));
    const dialog = within(await body.findByRole('dialog', { name: '赛事详情' }));
    await expect(await dialog.findByText('英格兰超级联赛')).toBeVisible();
    await expect(dialog.getByText('曼彻斯特联 vs 利物浦')).toBeVisible();
    await expect(dialog.getByText('进行中')).toBeVisible();
    await expect(dialog.getByText('直播画面暂未开放,比分实时更新')).toBeVisible();
  },
};

/** preInfo with the site's selfSport flag off. */
const selfSportOff = mockOperation('configurationPreInfo', {
  data: (() => {
    const data = exampleData('configurationPreInfo');
    return { ...data, siteBaseConfig: { ...data.siteBaseConfig, selfSport: false } };
  })(),
});

/** The site's selfSport flag off: the own book is not offered, the other channels are. */
export const SelfSportOff: Story = {
  parameters: { msw: { handlers: [selfSportOff, ...withVenues] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('皇冠体育');
    // the venues come before the site's configuration: counted once the flag has hidden the own book
    await waitFor(() => expect(c.getAllByRole('button', { name: /^进入 / })).toHaveLength(2));
    await expect(c.queryByText('星辰体育')).toBeNull();
    await expect(c.queryByText('自营')).toBeNull();
  },
};

/** The own book's address (/game/sport/XMTY) with selfSport off: said so, and the way to the
 * venues the site offers. */
export const OwnBookClosedPage: Story = {
  parameters: { route: '/game/sport/XMTY', msw: { handlers: [selfSportOff, ...handlers] } },
  render: () => <OwnBookClosed />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '本站自营体育暂未开放' })).toBeVisible();
    await expect(c.getByRole('link', { name: '前往其他体育场馆' })).toHaveAttribute(
      'href',
      '/game/sport',
    );
  },
};
