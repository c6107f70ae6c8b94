import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { DiscountList } from './Discount';

const LIST = [
  {
    id: 1,
    activityId: 101,
    title: '首存加赠100%',
    imageUrl: '',
    routeName: 'firstDeposit',
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-12-31 23:59:59',
    status: 1,
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
  },
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
