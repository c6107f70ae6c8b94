import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { GiftRecordView } from './GiftRecord';

const records = {
  list: [
    { id: 3, giftName: '运动水杯', points: 800, status: 0, createTime: '2026-11-22 20:30:00' },
    { id: 2, giftName: '蓝牙耳机', points: 3000, status: 1, createTime: '2026-11-20 12:00:00' },
    { id: 1, giftName: '定制球衣', points: 5000, status: 2, createTime: '2026-11-18 09:15:00' },
  ],
  pageNum: 1,
  pageSize: 10,
  total: 3,
} as const;

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
          data: { ...records, list: [...records.list] },
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
    await expect(canvas.getByText('已发货')).toBeVisible();
    await expect(canvas.getByText('已拒绝')).toBeVisible();
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
