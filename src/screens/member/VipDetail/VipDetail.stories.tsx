import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { VipDetailView } from './VipDetail';

const meta = {
  title: 'Screens/Member/VipDetail',
  component: VipDetailView,
  decorators: [withStoryRoot],
  parameters: { layout: 'padded', loggedIn: true, route: '/mine/vip/detail', msw: { handlers } },
} satisfies Meta<typeof VipDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '各等级返水比例' })).toBeVisible();
    await expect(canvas.getAllByText('0.8%').length).toBeGreaterThan(0);
  },
};

/** 体育's rule with a 100 yuan minimum (the contract example's minimum, 1,288.50, is above 1,000). */
const sportsRule = {
  category: 'TY',
  minAmount: 100,
  rate: 0.008,
  maxRebate: 5000,
  lowRate: 0.005,
  highRate: 0.012,
} as const;

export const Calculator: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('userMemberGetGameFanshuiHighLow', { data: [sportsRule] }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByLabelText('有效投注金额');
    await userEvent.type(amount, '50');
    await expect(await canvas.findByText('未达到最低返水金额')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await expect(await canvas.findByText(/预计返水 8 元/)).toBeVisible();
  },
};
