import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStoryRoot } from '../../storyRoot';
import { cashierMsw } from '../storyData';
import { AccountManageScreen } from './AccountManage';

const meta = {
  title: 'Screens/Cashier/AccountManage',
  component: AccountManageScreen,
  decorators: [withStoryRoot],
  args: { id: 303 },
  parameters: {
    layout: 'padded',
    loggedIn: true,
    route: '/mine/accountManage/303',
    msw: cashierMsw(),
  },
} satisfies Meta<typeof AccountManageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('招商银行')).toBeVisible();
    await expect(canvas.getByText('6217****0004')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '设为默认' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { id: 999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('账户不存在')).toBeVisible();
  },
};
