import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppDialogs } from '../../../app/AppDialogs';
import { handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { ChannelView } from './ChannelView';

/** The channel's page with the app's dialogs and toasts (its launch speaks through them). */
function WithDialogs() {
  return (
    <>
      <ChannelView />
      <AppDialogs />
    </>
  );
}

const meta = {
  title: 'Screens/Sports/ChannelView',
  component: WithDialogs,
  decorators: [withStoryRoot],
  parameters: {
    layout: 'fullscreen',
    loggedIn: true,
    route: '/game/sport/crty',
    // the frame's address is the contract's example, not a page to draw
    snapshot: { disable: true },
    msw: { handlers },
  },
} satisfies Meta<typeof WithDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Launched: the channel's address in the frame. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTitle('体育频道')).toHaveAttribute(
      'src',
      'https://games.example.com/launch?t=abc',
    );
  },
};

/** 6413: the transfer-in dialog with the server's message, as every venue launch; the page shows
 * no error of its own, only the way to enter again. */
export const VenueActivity: Story = {
  parameters: {
    msw: { handlers: [mockOperation('venueLaunch', { example: 'code6413' }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '进入体育频道' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/** Another failure (6415): the server's message as a toast; no in-page error with 重试. */
export const LaunchFailed: Story = {
  parameters: {
    msw: { handlers: [mockOperation('venueLaunch', { example: 'code6415' }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '进入体育频道' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(canvas.queryByTitle('体育频道')).toBeNull();
  },
};
