import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
import { AppDialogs } from '../../../app/AppDialogs';
import { formatCny } from '../../../domain';
import { withStoryRoot } from '../../storyRoot';
import { WelfareView } from './Welfare';

const week = exampleData('vipWeekVipWeekInfo');

const meta = {
  title: 'Screens/Member/Welfare',
  component: WelfareView,
  decorators: [withStoryRoot],
  parameters: { layout: 'padded', loggedIn: true, route: '/mine/welfare', msw: { handlers } },
} satisfies Meta<typeof WelfareView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's dialog layer beside the screen: its toasts (领取成功...) are what the play reads. */
const withDialogs: Decorator = (Story) => (
  <>
    <Story />
    <AppDialogs />
  </>
);

export const Claimable: Story = {
  decorators: [withDialogs],
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '立即领取' }));
    // the bonus the page showed before the claim (the example week's)
    await expect(
      await body.findByText(`领取成功,${formatCny(week.bonus)}元已发放至中心钱包`),
    ).toBeVisible();
  },
};

export const Claimed: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('vipWeekVipWeekInfo', { data: { ...week, claimed: true, eligible: false } }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '本周已领取' })).toBeDisabled();
  },
};

export const NotEligible: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('vipWeekVipWeekInfo', {
          data: { ...week, grade: 0, bonus: 0, claimed: false, eligible: false },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '暂不符合领取条件' })).toBeDisabled();
    await expect(canvas.getByText('VIP1及以上且本周有存款即可领取每周礼金')).toBeVisible();
  },
};

export const AlreadyClaimedAnswer: Story = {
  parameters: {
    msw: { handlers: [mockOperation('vipWeekClaim', { example: 'code6009' }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '立即领取' }));
    await expect(await canvas.findByText('本周礼金已领取')).toBeVisible();
  },
};
