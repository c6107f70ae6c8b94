import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { VenturePage } from './Venture';

const meta = {
  title: 'Screens/Brand/Venture',
  component: VenturePage,
  decorators: [withStoryRoot],
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta<typeof VenturePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '合营计划' })).toBeVisible();
    const tiers = canvas.getByRole('table', { name: '月度佣金比例' });
    await expect(within(tiers).getAllByRole('row')).toHaveLength(6);
    await expect(within(tiers).getByRole('cell', { name: '50%' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '如何加入' })).toBeVisible();
  },
};

export const ContactService: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '联系合营专员' }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: '温馨提示' },
      { timeout: 5000 },
    );
    await expect(
      within(dialog).getByText('任何线下代理充值均不被认可,由此造成的损失由会员自行承担。'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '我已知晓,联系客服' })).toBeVisible();
  },
};

export const Closed: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('configurationPreInfo', {
          data: (() => {
            const data = exampleData('configurationPreInfo');
            return { ...data, siteBaseConfig: { ...data.siteBaseConfig, hiddenAgent: true } };
          })(),
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('合营计划暂未开放,敬请期待。', undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '合营计划' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
