import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../mocks';
import { formatCny } from '../../domain';
import { withStoryRoot } from '../storyRoot';
import { HomePage } from './Home';

const meta = {
  title: 'Screens/Home',
  component: HomePage,
  decorators: [withStoryRoot],
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('button', { name: '登录' })).toBeVisible();
    await expect(within(header).getByRole('button', { name: '注册' })).toBeVisible();
    const firstCategory = exampleData('advertisingNavigationList')[0];
    if (firstCategory) {
      const venues = await canvas.findByRole('region', { name: firstCategory.name });
      for (const venue of firstCategory.venues)
        await expect(within(venues).getByRole('button', { name: venue.name })).toBeVisible();
    }
    await expect(canvas.getByText('18+ 理性娱乐,未满18周岁禁止使用本站服务')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '规则与条款' })).toHaveAttribute(
      'href',
      '/app/help/gztk',
    );
  },
};

export const LoggedIn: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    const member = exampleData('userMemberInfo');
    const balance = exampleData('transferGetBalance');
    await expect(await header.findByText(member.name)).toBeVisible();
    await expect(await header.findByText(formatCny(balance.centerWalletBalance))).toBeVisible();
    await expect(header.getByRole('button', { name: '刷新余额' })).toBeVisible();
    await expect(header.getByRole('button', { name: '退出' })).toBeVisible();
    await expect(header.queryByRole('button', { name: '登录' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [mockOperation('advertisingNavigationList', { delay: 'infinite' }), ...handlers],
    },
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('venues-loading')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '游戏场馆' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('advertisingNavigationList', { code: 6005, message: '服务异常,请稍后重试' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/加载失败/)).toBeVisible();
    const retry = canvas.getByRole('button', { name: '重试' });
    await userEvent.click(retry);
    await expect(await canvas.findByText(/加载失败/)).toBeVisible();
  },
};
