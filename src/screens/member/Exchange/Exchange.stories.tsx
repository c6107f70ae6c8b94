import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { ExchangeView } from './Exchange';

const catalogue = exampleData('activityTopGiftGiftList');

/** Types where the gift is sent into the open 确认兑换 dialog. */
async function fillDelivery(dialog: HTMLElement): Promise<void> {
  const d = within(dialog);
  await userEvent.type(d.getByLabelText('收货人'), '张三');
  await userEvent.type(d.getByLabelText('手机号码'), '13800138000');
  await userEvent.type(d.getByLabelText('收货地址'), '广东省深圳市南山区科技园路1号');
}

const meta = {
  title: 'Screens/Member/Exchange',
  component: ExchangeView,
  decorators: [withStoryRoot],
  parameters: { layout: 'padded', loggedIn: true, route: '/mine/exchange', msw: { handlers } },
} satisfies Meta<typeof ExchangeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('8800');
    await expect(canvas.getByRole('heading', { name: '定制球衣' })).toBeVisible();
    await expect(canvas.getByText('5000 积分')).toBeVisible();
    await expect(canvas.getByText('库存 20')).toBeVisible();
    // 限量足球: out of stock and dearer than the balance
    await expect(canvas.getByRole('button', { name: '已兑完 限量足球' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: '兑换记录' })).toHaveAttribute(
      'href',
      '/mine/giftRecord',
    );
  },
};

export const ExchangeConfirmedShowsTheResult: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '兑换 运动水杯' }));
    const dialog = await body.findByRole('dialog', { name: '确认兑换' });
    await expect(within(dialog).getByText(/确定使用 800 积分兑换「运动水杯」吗/)).toBeVisible();
    await expect(within(dialog).getByText(/兑换后剩余 8000 积分/)).toBeVisible();
    await fillDelivery(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定兑换' }));
    await expect(await canvas.findByText('兑换成功,「运动水杯」将尽快为您发货')).toBeVisible();
  },
};

/** A shirt comes in sizes: 确认兑换 asks where to send it and which size; nothing is sent while a
 * field is missing or wrong, and each says what it needs. */
export const AsksWhereToSendTheGift: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '兑换 定制球衣' }));
    const dialog = await body.findByRole('dialog', { name: '确认兑换' });
    const d = within(dialog);
    await userEvent.type(d.getByLabelText('手机号码'), '1380013');
    await userEvent.type(d.getByLabelText('收货地址'), '深圳');
    await userEvent.click(d.getByRole('button', { name: '确定兑换' }));
    await expect(d.getByText('请填写收货人姓名')).toBeVisible();
    await expect(d.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(d.getByText('请填写详细收货地址(8-100字,含省市区、街道、门牌号)')).toBeVisible();
    await expect(d.getByText('请选择尺码', { selector: '[role="alert"]' })).toBeVisible();
    await expect(d.getByRole('combobox', { name: '尺码' })).toBeVisible();
    await expect(body.queryByText(/兑换成功/)).toBeNull();
  },
};

export const ExchangeCancelledSendsNothing: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '兑换 蓝牙耳机' }));
    const dialog = await body.findByRole('dialog', { name: '确认兑换' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(body.queryByRole('dialog', { name: '确认兑换' })).toBeNull();
    await expect(body.queryByText(/兑换成功/)).toBeNull();
  },
};

export const InsufficientPoints: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('activityTopGiftGiftList', { data: { ...catalogue, points: 600 } }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('600');
    await expect(canvas.getByRole('button', { name: '积分不足 运动水杯' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '积分不足 定制球衣' })).toBeDisabled();
  },
};

export const RefusedByTheServerForPoints: Story = {
  parameters: {
    snapshot: { disable: true },
    msw: {
      handlers: [mockOperation('activityTopGiftExchange', { example: 'code6012' }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '兑换 运动水杯' }));
    const dialog = await body.findByRole('dialog', { name: '确认兑换' });
    await fillDelivery(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定兑换' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('积分不足,无法兑换该礼品');
  },
};

export const RefusedOutOfStock: Story = {
  parameters: {
    snapshot: { disable: true },
    msw: {
      handlers: [mockOperation('activityTopGiftExchange', { example: 'code6303' }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '兑换 蓝牙耳机' }));
    const dialog = await body.findByRole('dialog', { name: '确认兑换' });
    await fillDelivery(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定兑换' }));
    await expect(await canvas.findByText('该礼品已兑完,请选择其他礼品')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    snapshot: { disable: true },
    msw: {
      handlers: [mockOperation('activityTopGiftGiftList', { delay: 'infinite' }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '积分兑换' })).toBeVisible();
    await expect(canvas.queryByTestId('points-balance')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [mockOperation('activityTopGiftGiftList', { example: 'empty' }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无可兑换的礼品')).toBeVisible();
    await expect(canvas.getByTestId('points-balance')).toHaveTextContent('0');
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('activityTopGiftGiftList', { code: 6005, message: '服务异常,请稍后重试' }),
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
    await expect(await canvas.findByRole('heading', { name: '运动水杯' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
