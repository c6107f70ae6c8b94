import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import type { DiscountAd } from '../../../stores/promotions/PromotionsStore';
import { DiscountList } from './Discount';

const LIST: DiscountAd[] = [
  {
    id: 1,
    activityId: 101,
    title: '首存加赠100%',
    imageUrl: '',
    routeName: 'firstDeposit',
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-12-31 23:59:59',
    status: 1,
    reward: { kind: 'depositRate', amount: 2664, rate: 1, rateMax: 1.5 },
  },
  {
    id: 2,
    activityId: 106,
    title: '幸运转盘 天天抽奖',
    imageUrl: '',
    routeName: 'drawGift',
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-12-31 23:59:59',
    status: 1,
    reward: { kind: 'upTo', amount: 188 },
  },
  {
    id: 3,
    activityId: 110,
    title: '双十二存款狂欢 即将开启',
    imageUrl: '',
    routeName: 'againDeposit',
    startTime: '2026-12-12 00:00:00',
    endTime: '2026-12-20 23:59:59',
    status: 0,
    reward: { kind: 'depositRate', amount: 5664, rate: 0.2, rateMax: 0.3 },
  },
  {
    id: 4,
    activityId: 111,
    title: '上周竞赛 圆满结束',
    imageUrl: '',
    routeName: 'racePage',
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-11-08 23:59:59',
    status: 2,
    reward: { kind: 'upTo', amount: 888 },
  },
];

/** One running card of every other kind, as the reference server's seed lists them. */
const EVERY_KIND: DiscountAd[] = [
  ...LIST,
  ...(
    [
      ['signGift', '每日签到 好礼不断', { kind: 'daily', amount: 2 }],
      ['newTask', '新手任务 轻松领彩金', { kind: 'upTo', amount: 36 }],
      ['bettingGift', '投注赠礼 多投多得', { kind: 'dailyUpTo', amount: 234 }],
      ['friendInvitation', '邀请好友 共享奖励', { kind: 'perFriend', amount: 18.88 }],
      ['activityLandPage', '新人落地页专享', { kind: 'fixed', amount: 8.88 }],
    ] as const
  ).map(([routeName, title, reward], i) => ({
    id: 20 + i,
    activityId: 120 + i,
    title,
    imageUrl: '',
    routeName,
    startTime: '2026-10-29 23:43:34',
    endTime: '2027-01-27 23:43:34',
    status: 1 as const,
    reward,
  })),
];

const meta = {
  title: 'Screens/Promotions/Discount',
  component: DiscountList,
  decorators: [withStoryRoot],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [mockOperation('advertisingGetMyDiscountAd', { data: LIST }), ...handlers] },
  },
} satisfies Meta<typeof DiscountList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = await canvas.findByRole('link', { name: /首存加赠100%/ });
    await expect(tile).toHaveAttribute('href', '/activity/firstDeposit/101');
    await expect(canvas.getByText('即将开始')).toBeVisible();
    await expect(canvas.getByText('已结束')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '日常活动' }));
    await expect(await canvas.findByRole('link', { name: /幸运转盘/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /首存加赠100%/ })).toBeNull();
  },
};

/** Every kind's card: its own motif, the title once (never on the picture), the reward
 * headline from the server's figures and the dates as days. */
export const EveryKind: Story = {
  parameters: {
    msw: {
      handlers: [mockOperation('advertisingGetMyDiscountAd', { data: EVERY_KIND }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('link', { name: /首存加赠100%/ });
    await expect(within(first).getByText('100-150 % 首存 · 最高 2664 元')).toBeVisible();
    await expect(within(first).getByText('11月1日 - 12月31日')).toBeVisible();
    await expect(canvas.getAllByText('首存加赠100%')).toHaveLength(1);
    await expect(canvas.getByText('最高 888 元')).toBeVisible();
    await expect(canvas.getByText('每日 2 元起')).toBeVisible();
    await expect(canvas.getByText('每位首存好友奖励 18.88 元')).toBeVisible();
    await expect(canvas.getAllByText('10月29日 - 1月27日')).toHaveLength(5);
    const motifs = [...canvasElement.querySelectorAll('[data-motif]')].map((g) =>
      g.getAttribute('data-motif'),
    );
    await expect(new Set(motifs)).toEqual(
      new Set(['deposit', 'wheel', 'race', 'calendar', 'tasks', 'betting', 'invite', 'welcome']),
    );
  },
};

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /首存加赠100%/ }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [mockOperation('advertisingGetMyDiscountAd', { data: [] }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无活动')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('advertisingGetMyDiscountAd', { code: 6005, message: '服务异常,请稍后重试' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('服务异常,请稍后重试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
