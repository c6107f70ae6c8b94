import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { IntroTutorialView } from './IntroTutorial';

const meta = {
  title: 'Screens/Member/IntroTutorial',
  component: IntroTutorialView,
  decorators: [withStoryRoot],
  parameters: { layout: 'padded', loggedIn: true, route: '/mine/introTutorial' },
} satisfies Meta<typeof IntroTutorialView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const step of ['注册账号', '存款', '转账', '投注', '取款'])
      await expect(canvas.getByRole('region', { name: step })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** The site's withdrawPasswordEnabled flag off: the withdraw step names no withdraw password. */
export const WithdrawPasswordOff: Story = {
  parameters: {
    snapshot: { disable: true },
    msw: {
      handlers: [
        mockOperation('configurationPreInfo', {
          data: (() => {
            const data = exampleData('configurationPreInfo');
            return {
              ...data,
              siteBaseConfig: { ...data.siteBaseConfig, withdrawPasswordEnabled: false },
            };
          })(),
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = canvas.getByRole('region', { name: '取款' });
    await expect(
      await within(step).findByText('在「取款」页面输入金额,审核结果会以站内信通知'),
    ).toBeVisible();
    await expect(within(step).queryByText(/取款密码/)).toBeNull();
  },
};
