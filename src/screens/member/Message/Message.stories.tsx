import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { AppDialogs } from '../../../app/AppDialogs';
import { withStoryRoot } from '../../storyRoot';
import { MessageView } from './Message';

const meta = {
  title: 'Screens/Member/Message',
  component: MessageView,
  decorators: [withStoryRoot],
  parameters: { layout: 'padded', loggedIn: true, route: '/mine/message', msw: { handlers } },
} satisfies Meta<typeof MessageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's dialog layer beside the screen: its toasts (消息已删除) are what the play reads. */
const withDialogs: Decorator = (Story) => (
  <>
    <Story />
    <AppDialogs />
  </>
);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const types = await canvas.findByRole('group', { name: '消息类型' });
    // the example counts: 通知 1 + 1 (brnotice, notice), 公告 2 (brbulletin), the others 0
    const notice = within(types).getByRole('button', { name: /^通知/ });
    await expect(await within(notice).findByLabelText('2 未读')).toBeVisible();
    const bulletin = within(types).getByRole('button', { name: /^公告/ });
    await expect(within(bulletin).getByLabelText('2 未读')).toBeVisible();
    await expect(within(types).getAllByLabelText(/未读$/)).toHaveLength(2);
    await expect(await canvas.findByRole('button', { name: /^存款到账通知/ })).toBeVisible();
  },
};

export const ReadAndDelete: Story = {
  decorators: [withDialogs],
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /^存款到账通知/ }));
    const dialog = await body.findByRole('dialog', { name: '存款到账通知' });
    await expect(within(dialog).getByText('您的存款100元已到账')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    const confirm = await body.findByRole('dialog', { name: '温馨提示' });
    await expect(within(confirm).getByText('确定删除这条消息吗?删除后不可恢复')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await expect(await body.findByText('消息已删除')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [mockOperation('siteLetterList', { example: 'empty' }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无消息')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    snapshot: { disable: true },
    msw: { handlers: [mockOperation('siteLetterList', { delay: 2000 }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '消息中心' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('siteLetterList', { code: 6005, message: '服务异常,请稍后重试' }),
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
    await expect(
      await within(canvasElement).findByRole('button', { name: /^存款到账通知/ }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
