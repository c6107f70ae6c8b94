import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { SponsorPage } from './Sponsor';

const meta = {
  title: 'Screens/Brand/Sponsor',
  component: SponsorPage,
  decorators: [withStoryRoot],
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta<typeof SponsorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const twoEntries = [
  {
    id: 1,
    title: '青岚城足球俱乐部官方合作伙伴',
    subtitle: '2024-2026 赛季',
    imageUrl: '/static/sponsor/1.jpg',
    content: '<p>双方将在球迷活动、赛事直播与青训公益方面展开合作。</p><img src="/x.jpg">',
    sort: 1,
  },
  {
    id: 2,
    title: '星河杯城市足球邀请赛冠名赞助',
    subtitle: '2025-2027 赛季',
    imageUrl: '/static/sponsor/2.jpg',
    content: '<p>2025-2027 赛季</p>',
    sort: 2,
  },
];

export const Default: Story = {
  parameters: {
    msw: {
      handlers: [mockOperation('advertisingSponsorContent', { data: twoEntries }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '赞助' })).toBeVisible();
    await expect(
      await canvas.findByRole(
        'heading',
        { name: '青岚城足球俱乐部官方合作伙伴' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('双方将在球迷活动、赛事直播与青训公益方面展开合作。'),
    ).toBeVisible();
    // no picture of the entry itself: only in-house art
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [mockOperation('advertisingSponsorContent', { delay: 'infinite' }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByTestId('sponsor-loading', undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [mockOperation('advertisingSponsorContent', { example: 'empty' }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('暂无赞助内容', undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('advertisingSponsorContent', { code: 6005, message: '服务异常,请稍后重试' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('服务异常,请稍后重试', undefined, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
  },
};

export const Narrow: Story = {
  parameters: {
    screen: { width: 390 },
    msw: {
      handlers: [mockOperation('advertisingSponsorContent', { data: twoEntries }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: '星河杯城市足球邀请赛冠名赞助' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const FromContract: Story = {
  play: async ({ canvasElement }) => {
    const first = exampleData('advertisingSponsorContent')[0];
    if (first)
      await expect(
        await within(canvasElement).findByRole('heading', { name: first.title }, { timeout: 5000 }),
      ).toBeVisible();
  },
};
