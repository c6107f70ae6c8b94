import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { cashierMsw, failing } from '../storyData';
import { TransRecordScreen } from './TransRecord';

const meta = {
  title: 'Screens/Cashier/TransRecord',
  component: TransRecordScreen,
  decorators: [withStoryRoot],
  parameters: {
    layout: 'padded',
    loggedIn: true,
    route: '/mine/transRecord',
    msw: cashierMsw(),
  },
} satisfies Meta<typeof TransRecordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '交易记录' });
    await expect(await within(table).findByText('D20261123A1B2C3D4E5')).toBeVisible();
    for (const tab of ['全部', '存款', '取款', '转账', '红利', '返水', '调整', '提前兑现'])
      await expect(canvas.getByRole('tab', { name: tab })).toBeVisible();
    await expect(canvas.getByText('共 3 条')).toBeVisible();
  },
};

export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '详情 D20261123A1B2C3D4E5' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '交易详情',
    });
    await expect(within(dialog).getByText('BANK')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '复制订单号' })).toBeVisible();
  },
};

/** A sports cash-out's credit (提前兑现) names its bet; the detail gives the bet's number to copy. */
export const CashOut: Story = {
  parameters: {
    msw: cashierMsw(mockOperation('transactionsQueryDealRecord', { example: 'cashOut' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '交易记录' });
    await expect(await within(table).findByText('B1795000000000A1B2C3D4')).toBeVisible();
    await expect(within(table).getByText('提前兑现')).toBeVisible();
    await expect(within(table).getByText('158.33')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '详情 T1003' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '交易详情',
    });
    await expect(within(dialog).getByText('注单号')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '复制注单号' })).toBeVisible();
  },
};

export const CustomRange: Story = {
  // the day picker opens on the real current month: no fixed picture to compare
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '自定义' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '选择日期范围',
    });
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: {
    msw: cashierMsw(mockOperation('transactionsQueryDealRecord', { example: 'empty' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无交易记录')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: cashierMsw(mockOperation('transactionsQueryDealRecord', { delay: 60_000 })),
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '交易记录' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  parameters: {
    msw: cashierMsw(failing('transactionsQueryDealRecord')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('服务异常,请稍后重试')).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: '交易记录' })).toBeVisible();
  },
};
