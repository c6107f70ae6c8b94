import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppDialogs } from '../../../app/AppDialogs';
import { HttpResponse } from 'msw';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
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
    msw: { handlers },
  },
} satisfies Meta<typeof WithDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The launch's address: a page of Storybook's own (.storybook/public), so that the frame loads
 * without a network (the contract's example address would hang the frame and axe with it). */
const FRAME_URL = new URL('venue-frame.html', window.location.href).href;

/** Launched: the channel's address in the frame. */
export const Default: Story = {
  parameters: {
    msw: { handlers: [mockOperation('venueLaunch', { data: { url: FRAME_URL } }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTitle('体育频道')).toHaveAttribute('src', FRAME_URL);
  },
};

/** 6413: the transfer-in dialog with the server's message, as every venue launch; the page shows
 * no error of its own, only the way to enter again once the dialog is closed (while it is open
 * the page behind it is hidden from assistive technology, as a modal dialog's page is). */
export const VenueActivity: Story = {
  parameters: {
    msw: { handlers: [mockOperation('venueLaunch', { example: 'code6413' }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByText('您还在活动中,转入后未完成流水将无法转出')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: '进入体育频道' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/** Another failure (6415): the server's message as a toast; no in-page error with 重试. */
export const LaunchFailed: Story = {
  parameters: {
    rootOptions: { toastMs: 600_000 }, // the toast stays for the picture
    msw: { handlers: [mockOperation('venueLaunch', { example: 'code6415' }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('场馆维护中')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '进入体育频道' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(canvas.queryByTitle('体育频道')).toBeNull();
  },
};

/** The centre balance the stories' member has before entering, and whether the launch (which
 * moves it into the channel) has been answered. */
const CENTRE = 1234.5;
let launched = false;
const balanceBeforeAndAfterLaunch = mockOperation('transferGetBalance', {
  resolver: () =>
    HttpResponse.json({
      status_code: 6000,
      message: '',
      data: {
        ...exampleData('transferGetBalance'),
        centerWalletBalance: launched ? 0 : CENTRE,
        totalBalance: CENTRE,
      },
    }),
});

/** Entering with 免转钱包 on: while the launch runs the bar says how much is moving (the centre
 * balance read just before), with 回收 beside it. */
export const AutoTransferMoving: Story = {
  beforeEach: () => {
    launched = false;
  },
  parameters: {
    msw: {
      handlers: [
        balanceBeforeAndAfterLaunch,
        mockOperation('venueLaunch', { delay: 'infinite' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('正在自动转入 1234.50 元')).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.getByRole('button', { name: '回收' })).toBeVisible();
  },
};
