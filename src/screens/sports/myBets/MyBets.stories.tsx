// The board's 我的注单 panel: the member's open bets with 提前兑现 (a single, a 串关, one paused by
// a suspended market), a 串关 cashed out from the board (confirmation, then 已兑现 in the list),
// nothing open, a visitor, and the tabs beside the slip on the board's right column.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { screenOf } from '../../../components/shared/testing';
import { design } from '../../../theme/design';
import { withStoryRoot } from '../../storyRoot';
import {
  cashOutResolver,
  PARLAY,
  resetCashOutStories,
  SINGLE,
  SUSPENDED,
} from '../cashout/cashOutStoryData';
import { SlipPanel } from '../slip/SlipPanel';
import { MyBets } from './MyBets';
import { SlipTabs } from './SlipTabs';

const open = [SINGLE, PARLAY, SUSPENDED];

const meta = {
  title: 'Screens/Sports/MyBets',
  component: MyBets,
  decorators: [
    (Story) => (
      <div style={{ width: '20rem', padding: design.space.m }}>
        <Story />
      </div>
    ),
    withStoryRoot,
  ],
  beforeEach: resetCashOutStories,
  parameters: {
    loggedIn: true,
    msw: {
      handlers: [
        mockOperation('venueResource', { resolver: cashOutResolver({ open }) }),
        ...handlers,
      ],
    },
  },
} satisfies Meta<typeof MyBets>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open bets with their amounts now; a suspended market's bet greyed with the reason. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const bets = await c.findAllByTestId('my-bet');
    await expect(bets).toHaveLength(3);
    const [single, parlay, paused] = bets.map((b) => within(b));
    await expect(single?.getByText('巴塞罗那 vs 皇家马德里')).toBeVisible();
    await expect(single?.getByRole('button', { name: '提前兑现 ¥158.33' })).toBeEnabled();
    await expect(parlay?.getByText('串关 2串1 · 1 注')).toBeVisible();
    await expect(parlay?.getAllByTestId('bet-leg')).toHaveLength(2);
    await expect(parlay?.getByRole('button', { name: '提前兑现 ¥121.60' })).toBeEnabled();
    await expect(paused?.getByRole('button', { name: '提前兑现' })).toBeDisabled();
    await expect(paused?.getByText('盘口暂停,暂不可兑现')).toBeVisible();
    await expect(c.getByRole('link', { name: '全部投注记录' })).toHaveAttribute(
      'href',
      '/mine/betRecord',
    );
  },
};

/** A 串关 cashed out from the board: confirmed, paid, and listed as 已兑现. */
export const CashOutParlay: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: '提前兑现 ¥121.60' }));
    const page = screenOf(canvasElement);
    const dialog = within(await page.findByRole('dialog'));
    await expect(await dialog.findByTestId('cash-out-value')).toHaveTextContent('¥121.60');
    await userEvent.click(dialog.getByRole('button', { name: '确认兑现' }));
    await expect(await page.findByTestId('cash-out-done')).toHaveTextContent(
      '已兑现121.60元,已存入中心钱包',
    );
    await userEvent.click(
      within(page.getByRole('dialog')).getByText('关闭', { selector: 'button' }),
    );
    // the picture is of the list, not of the dialog's closing fade (a CI run caught it half gone)
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await c.findByTestId('cashed-out')).toHaveTextContent('已兑现 ¥121.60');
    // it keeps its place in the list
    const bets = c.getAllByTestId('my-bet');
    await expect(bets).toHaveLength(3);
    await expect(within(bets[1] as HTMLElement).getByTestId('cashed-out')).toBeVisible();
  },
};

/** On a phone (390 px), as the slip sheet shows it. */
export const Narrow: Story = {
  ...Default,
  parameters: { screen: { width: 390 } },
};

/** Nothing open. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('venueResource', { resolver: cashOutResolver({ open: [] }) }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无未结算注单')).toBeVisible();
  },
};

/** A visitor: asked to log in. */
export const LoggedOut: Story = {
  parameters: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('登录后查看您的未结算注单,随时提前兑现')).toBeVisible();
    await expect(c.getByRole('button', { name: '登录' })).toBeVisible();
  },
};

/** The board's right column: 投注单 and 我的注单 as tabs; 我的注单 loads when chosen. */
export const BesideTheSlip: Story = {
  render: () => (
    <SlipTabs id="bets">
      <SlipPanel />
    </SlipTabs>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: '投注单' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('heading', { name: '投注单 (0)' })).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: '我的注单' }));
    await expect(c.getByRole('tab', { name: '我的注单' })).toHaveAttribute('aria-selected', 'true');
    await expect(await c.findAllByTestId('my-bet')).toHaveLength(3);
  },
};
