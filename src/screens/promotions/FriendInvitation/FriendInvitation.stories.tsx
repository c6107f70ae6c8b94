import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { FriendInvitationScreen } from './FriendInvitation';

const meta = {
  title: 'Screens/Promotions/FriendInvitation',
  component: FriendInvitationScreen,
  decorators: [withStoryRoot],
  parameters: { layout: 'fullscreen', loggedIn: true, msw: { handlers } },
} satisfies Meta<typeof FriendInvitationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = exampleData('promotionInviteInfo');
    await expect(await canvas.findByText(info.icode)).toBeVisible();
    await expect(canvas.getByText(info.inviteUrl)).toBeVisible();
    await expect(canvas.getByRole('img', { name: '邀请二维码' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '复制邀请码' })).toBeVisible();
    await expect(await canvas.findByText('ab***9')).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: '邀请二维码' }),
    ).toBeVisible();
  },
};

export const NoFriends: Story = {
  parameters: {
    msw: { handlers: [mockOperation('promotionInviteFriends', { example: 'empty' }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无邀请记录')).toBeVisible();
  },
};

export const Visitor: Story = {
  parameters: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('登录后即可参与活动并查看进度')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: '邀请二维码' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('promotionInviteInfo', { code: 6004, message: '邀请信息加载失败' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('邀请信息加载失败', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
