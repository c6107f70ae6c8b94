import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
import { AppDialogs } from '../../../app/AppDialogs';
import { withStoryRoot } from '../../storyRoot';
import { FeedbackListView } from './FeedbackList';

const meta = {
  title: 'Screens/Member/FeedbackList',
  component: FeedbackListView,
  decorators: [withStoryRoot],
  parameters: { layout: 'padded', loggedIn: true, route: '/mine/feedback/list', msw: { handlers } },
} satisfies Meta<typeof FeedbackListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's dialog layer beside the screen: its toasts (反馈已删除) are what the play reads. */
const withDialogs: Decorator = (Story) => (
  <>
    <Story />
    <AppDialogs />
  </>
);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('存款未到账')).toBeVisible();
    await expect(canvas.getByText('已回复')).toBeVisible();
    await expect(canvas.getByText('新回复')).toBeVisible();
  },
};

export const DetailAndDelete: Story = {
  decorators: [withDialogs],
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '查看' }));
    const dialog = await body.findByRole('dialog', { name: '反馈详情' });
    await expect(await within(dialog).findByText('您好,款项已到账')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: '反馈图片 1' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    const confirm = await body.findByRole('dialog', { name: '温馨提示' });
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await expect(await body.findByText('反馈已删除')).toBeVisible();
  },
};

/** The automatic acknowledgement is 已受理 and reads as 自动回复; only a person's answer is 已回复. */
export const Acknowledged: Story = {
  decorators: [withDialogs],
  parameters: {
    msw: {
      handlers: [
        mockOperation('userFeedbackGetFeedBackList', { example: 'acknowledged' }),
        mockOperation('userFeedbackGetFeedbackInfo', { example: 'acknowledged' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: '反馈记录' });
    const [acknowledged, replied] = within(list).getAllByRole('listitem');
    await expect(within(acknowledged!).getByText('已受理')).toBeVisible();
    await expect(within(acknowledged!).queryByText('已回复')).toBeNull();
    await expect(within(acknowledged!).queryByText('新回复')).toBeNull();
    await expect(within(replied!).getByText('已回复')).toBeVisible();
    await userEvent.click(within(acknowledged!).getByRole('button', { name: '查看' }));
    const dialog = await body.findByRole('dialog', { name: '反馈详情' });
    await expect(await within(dialog).findByText(/^自动回复 ·/)).toBeVisible();
    await expect(within(dialog).queryByText(/^客服 ·/)).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [mockOperation('userFeedbackGetFeedBackList', { example: 'empty' }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无反馈记录')).toBeVisible();
  },
};

/** A thread that cites a bet shows it above the replies. */
export const CitedBet: Story = {
  decorators: [withDialogs],
  parameters: {
    msw: {
      handlers: [
        mockOperation('userFeedbackGetFeedbackInfo', {
          data: {
            ...exampleData('userFeedbackGetFeedbackInfo'),
            type: 3,
            content: '赛果有误,请核实',
            images: [],
            bet: {
              orderNo: 'B202611220001',
              venueName: '星辰体育',
              gameName: '足球 曼彻斯特联 vs 利物浦',
              betAmount: 100,
              betTime: '2026-11-22 20:30:00',
            },
          },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '查看' }));
    const dialog = await body.findByRole('dialog', { name: '反馈详情' });
    const cited = within(await within(dialog).findByRole('region', { name: '关联注单' }));
    await expect(cited.getByText('关联注单 · 注单号 B202611220001')).toBeVisible();
    await expect(
      cited.getByText('星辰体育 足球 曼彻斯特联 vs 利物浦 · 100元 · 2026-11-22 20:30:00'),
    ).toBeVisible();
  },
};
