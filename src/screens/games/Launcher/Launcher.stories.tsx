import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { AppDialogs } from '../../../app/AppDialogs';
import { screenOf } from '../../../components/shared/testing';
import { withStoryRoot } from '../../storyRoot';
import { Launcher } from './Launcher';

const meta = {
  title: 'Screens/Games/Launcher',
  component: Launcher,
  decorators: [
    (Story) => (
      <>
        <Story />
        <AppDialogs />
      </>
    ),
    withStoryRoot,
  ],
  args: { name: 'pgGame', handOver: fn() },
  parameters: {
    layout: 'fullscreen',
    loggedIn: true,
    route: '/pg/game?gameCode=PGDZ-1',
    msw: {
      handlers: [
        mockOperation('venueLaunch', { data: { url: '/venue-demo/PGDZ?ticket=story' } }),
        ...handlers,
      ],
    },
  },
} satisfies Meta<typeof Launcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member: launched and handed over in the same tab. */
export const Default: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '电子游戏' })).toBeVisible();
    await waitFor(() =>
      expect(args.handOver).toHaveBeenCalledWith('/venue-demo/PGDZ?ticket=story'),
    );
    await expect(canvas.getByText('正在进入游戏…')).toBeVisible();
  },
};

export const Visitor: Story = {
  parameters: { loggedIn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('请先登录账号,才能了解更多')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await screenOf(canvasElement).findByRole('dialog')).toBeVisible();
    await expect(args.handOver).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('venueLaunch', { code: 6005, message: '服务繁忙,请稍后再试' }),
        ...handlers,
      ],
    },
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('服务繁忙,请稍后再试', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新进入' })).toBeVisible();
  },
};

export const MissingGame: Story = {
  parameters: { route: '/pg/game' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('链接中缺少游戏参数')).toBeVisible();
  },
};
