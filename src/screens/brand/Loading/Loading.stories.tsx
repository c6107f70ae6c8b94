import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { LoadingPage } from './Loading';

const meta = {
  title: 'Screens/Brand/Loading',
  component: LoadingPage,
  decorators: [withStoryRoot],
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta<typeof LoadingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('加载完成,即将进入首页', undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '加载进度' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByRole('link', { name: '进入首页' })).toHaveAttribute('href', '/');
  },
};

export const Starting: Story = {
  parameters: {
    msw: { handlers: [mockOperation('configurationPreInfo', { delay: 'infinite' }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('正在加载站点配置...')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '加载进度' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  },
};
