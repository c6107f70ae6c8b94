import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../mocks';
import { formatCny, formatMoney2 } from '../../domain';
import { withStoryRoot } from '../storyRoot';
import { WalletScreen } from './WalletScreen';

const meta = {
  title: 'Screens/Wallet',
  component: WalletScreen,
  decorators: [withStoryRoot],
  parameters: { layout: 'padded', loggedIn: true, msw: { handlers } },
} satisfies Meta<typeof WalletScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const balance = exampleData('transferGetBalance');
    const venues = exampleData('venueAllBalance');
    await expect(await canvas.findByText(formatCny(balance.centerWalletBalance))).toBeVisible();
    const table = await canvas.findByRole('table', { name: '场馆余额' });
    for (const venue of venues.list) {
      await expect(await within(table).findByText(venue.name)).toBeVisible();
    }
    await expect(canvas.getByTestId('wallet-venue-total')).toHaveTextContent(
      formatMoney2(venues.totalMoney),
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mockOperation('venueAllBalance', { delay: 'infinite' }), ...handlers] },
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '我的钱包' })).toBeVisible();
    await expect(canvas.queryByText('加载失败')).toBeNull();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('venueAllBalance', { code: 6005, message: '服务异常,请稍后重试' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/加载失败: 服务异常,请稍后重试/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
