import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { GiftRecordView } from './GiftRecord';

const TO = { name: '张三', phone: '138****8000', address: '广东省深圳市南山区科技园路1号' };

const records = {
  list: [
    {
      id: 4,
      giftName: '定制球衣',
      points: 5000,
      status: 0,
      createTime: '2026-11-23 18:05:00',
      delivery: { ...TO, size: 'XL' },
      trackingNo: null,
      shipTime: null,
    },
    {
      id: 3,
      giftName: '运动水杯',
      points: 800,
      status: 1,
      createTime: '2026-11-22 20:30:00',
      delivery: TO,
      trackingNo: 'SF1234567890',
      shipTime: '2026-11-23 10:00:00',
    },
    {
      id: 2,
      giftName: '蓝牙耳机',
      points: 3000,
      status: 2,
      createTime: '2026-11-20 12:00:00',
      delivery: TO,
      trackingNo: null,
      shipTime: null,
    },
    // an exchange made before delivery details were asked
    { id: 1, giftName: '品牌雨伞', points: 500, status: 1, createTime: '2026-11-18 09:15:00' },
  ],
  pageNum: 1,
  pageSize: 10,
  total: 4,
};

const meta = {
  title: 'Screens/Member/GiftRecord',
  component: GiftRecordView,
  decorators: [withStoryRoot],
  parameters: {
    layout: 'padded',
    loggedIn: true,
    route: '/mine/giftRecord',
    msw: {
      handlers: [
        mockOperation('activityTopGiftExchangeRecord', {
          data: records,
        }),
        ...handlers,
      ],
    },
  },
} satisfies Meta<typeof GiftRecordView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('运动水杯')).toBeVisible();
    await expect(canvas.getByText('待发货')).toBeVisible();
    await expect(canvas.getAllByText('已发货')[0]).toBeVisible();
    await expect(canvas.getByText('已拒绝')).toBeVisible();
    // where each gift goes, and the parcel once shipped
    const shirt = canvas.getByRole('row', { name: /定制球衣/ });
    await expect(within(shirt).getByText('张三 138****8000')).toBeVisible();
    await expect(within(shirt).getByText('尺码 XL')).toBeVisible();
    const cup = canvas.getByRole('row', { name: /运动水杯/ });
    await expect(within(cup).getByText('快递单号 SF1234567890')).toBeVisible();
    await expect(within(cup).getByText('发货时间 2026-11-23 10:00:00')).toBeVisible();
    await expect(canvas.getByText('未填写收货信息')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去兑换' })).toHaveAttribute(
      'href',
      '/mine/exchange',
    );
  },
};

export const Loading: Story = {
  parameters: {
    snapshot: { disable: true },
    msw: {
      handlers: [
        mockOperation('activityTopGiftExchangeRecord', { delay: 'infinite' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '兑换记录' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [mockOperation('activityTopGiftExchangeRecord', { example: 'empty' }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无兑换记录')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('activityTopGiftExchangeRecord', {
          code: 6005,
          message: '服务异常,请稍后重试',
        }),
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

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('定制球衣')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
