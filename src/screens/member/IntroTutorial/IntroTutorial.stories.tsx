import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
