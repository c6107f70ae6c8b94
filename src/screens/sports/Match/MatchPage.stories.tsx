// The match page by its address, one story a state: loading, live (markets, score, clock,
// timeline, a pick to the slip), pre-match, suspended (around a goal), finished, and an unknown
// id (赛事不存在). The resource's answers come from the sports story book (MSW).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { sportsBook } from '../storyBook';
import MatchPage from './MatchPage';

const book = (options: Parameters<typeof sportsBook>[0] = {}) => [
  mockOperation('venueResource', { resolver: sportsBook(options) }),
  ...handlers,
];

function MatchRoute() {
  return (
    <Routes>
      <Route
        path="/game/sport/:enName/match/:gameId"
        element={<MatchPage meta={{ path: '', name: 'sportMatch', title: '赛事详情' }} />}
      />
    </Routes>
  );
}

const meta = {
  title: 'Screens/Sports/MatchPage',
  component: MatchRoute,
  decorators: [withStoryRoot],
  parameters: {
    layout: 'fullscreen',
    loggedIn: true,
    route: '/game/sport/XMTY/match/8800',
    msw: { handlers: book() },
  },
} satisfies Meta<typeof MatchRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In play: score and clock, every market in its group (全场独赢, 上半场, 全场让球 and 全场大小
 * with their other lines, 波胆, 单双), the timeline; a price goes to the slip with its market. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const group of ['全场独赢', '上半场', '全场让球', '全场大小', '波胆', '单双'])
      await expect(await c.findByRole('heading', { level: 2, name: group })).toBeVisible();
    // the first half's markets under their own names, a handicap line's two sides (主/客)
    const half = within(
      c.getByRole('heading', { name: '上半场' }).closest('section') as HTMLElement,
    );
    await expect(half.getByRole('heading', { level: 3, name: '让球' })).toBeVisible();
    await expect(half.getByText('阿森纳 (主)')).toBeVisible();
    // three handicap lines and three total lines, 大 and 小 of each
    const totals = within(
      c.getByRole('heading', { name: '全场大小' }).closest('section') as HTMLElement,
    );
    await expect(totals.getAllByRole('button', { name: /^全场大小 大 / })).toHaveLength(3);
    await expect(c.getByText("上半场 23'")).toBeVisible();
    await expect(c.getByText('赛事动态')).toBeVisible();
    await expect(c.getByText("12'")).toBeVisible();
    // a correct score to the slip, in decimal as Asian books show it (6.6 香港盘 reads 7.60): the
    // slip says its market and the same price
    await userEvent.click(c.getByRole('button', { name: '波胆 2-1 7.60' }));
    await expect(await c.findByRole('heading', { name: '投注单 (1)' })).toBeVisible();
    await expect(c.getByText('滚球波胆 2-1')).toBeVisible();
    await expect(c.getByLabelText('赔率 7.60')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mockOperation('venueResource', { delay: 'infinite' }), ...handlers] },
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('match-loading')).toBeInTheDocument();
  },
};

/** Before kick-off: the start time, the pre-match markets, no events yet. */
export const PreMatch: Story = {
  parameters: { msw: { handlers: book({ preMatch: true }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('未开赛 · 2026-11-22 20:30:00')).toBeVisible();
    await expect(c.getByRole('heading', { name: '全场让球' })).toBeVisible();
    await expect(c.getByRole('heading', { name: '波胆' })).toBeVisible();
    await expect(c.getByText('暂无赛事事件')).toBeVisible();
  },
};

/** Around a goal every market is suspended: the page says so and offers none. */
export const Suspended: Story = {
  parameters: { msw: { handlers: book({ suspended: true }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('盘口暂停,请稍候')).toBeVisible();
    await expect(c.queryByRole('heading', { name: '全场让球' })).toBeNull();
    await expect(c.queryByRole('heading', { name: '波胆' })).toBeNull();
  },
};

/** Over: the final score, the markets closed, the whole timeline. */
export const Finished: Story = {
  parameters: { msw: { handlers: book({ finished: true }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('赛事已结束,盘口已关闭')).toBeVisible();
    await expect(c.getByText('已结束')).toBeVisible();
    await expect(c.getByText('下半场结束 0-1')).toBeVisible();
  },
};

/** An address of no match: 赛事不存在, with the way back to the board. */
export const Unknown: Story = {
  parameters: { route: '/game/sport/XMTY/match/999999' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: '赛事不存在' })).toBeVisible();
    await expect(c.getByRole('link', { name: '返回赛事列表' })).toBeVisible();
  },
};

/** A 390 px phone: the groups one under another, a line's two sides side by side. */
export const LiveNarrow: Story = {
  ...Live,
  parameters: { screen: { width: 390 } },
};

/** Tennis in play (1-0 in sets, 3-2 in the second set): the sport's own names (独赢, 让盘,
 * 总盘数) and its correct score, 盘数比分, listing only the final scores still possible (2-0,
 * 2-1, 1-2: not 0-2), in decimal as 波胆; a set score goes to the slip named with its market. */
export const TennisLive: Story = {
  parameters: { msw: { handlers: book({ sport: 'TN' }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const group of ['独赢', '让盘', '总盘数', '盘数比分'])
      await expect(await c.findByRole('heading', { level: 2, name: group })).toBeVisible();
    await expect(c.queryByRole('heading', { name: '波胆' })).toBeNull();
    await expect(c.getByText('1 - 0 (3-2)')).toBeVisible();
    const sets = within(
      c.getByRole('heading', { name: '盘数比分' }).closest('section') as HTMLElement,
    );
    await expect(sets.getAllByRole('button')).toHaveLength(3);
    await expect(sets.queryByRole('button', { name: /^盘数比分 0-2/ })).toBeNull();
    await expect(c.getByText('第1盘 辛纳 胜 6-4')).toBeVisible();
    // in decimal as 波胆 is (3.6 香港盘 reads 4.60)
    await userEvent.click(sets.getByRole('button', { name: '盘数比分 2-1 4.60' }));
    await expect(await c.findByRole('heading', { name: '投注单 (1)' })).toBeVisible();
    await expect(c.getByText('滚球盘数比分 2-1')).toBeVisible();
  },
};

/** Tennis on a 390 px phone. */
export const TennisLiveNarrow: Story = {
  ...TennisLive,
  parameters: { ...TennisLive.parameters, screen: { width: 390 } },
};

/** Baseball in play (the 3rd inning): its first half is its first five innings, 前五局, with
 * their 独赢 (a draw too), 让分 and 总分; a pick goes to the slip as 滚球前五局让分. */
export const BaseballLive: Story = {
  parameters: { msw: { handlers: book({ sport: 'BS' }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: '前五局' })).toBeVisible();
    await expect(c.queryByRole('heading', { name: '上半场' })).toBeNull();
    const five = within(
      c.getByRole('heading', { name: '前五局' }).closest('section') as HTMLElement,
    );
    for (const sub of ['独赢', '让分', '总分'])
      await expect(five.getByRole('heading', { level: 3, name: sub })).toBeVisible();
    await userEvent.click(five.getByRole('button', { name: /^前五局让分 洛杉矶道奇/ }));
    await expect(await c.findByRole('heading', { name: '投注单 (1)' })).toBeVisible();
    await expect(c.getByText('滚球前五局让分 洛杉矶道奇 -0.5')).toBeVisible();
  },
};
