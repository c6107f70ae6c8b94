import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { BetRecordScreen } from './BetRecord';

const leg = (team_h: string, team_c: string, w: string, selection: string, odds: number) => ({
  leagueName: '英格兰超级联赛',
  team_h,
  team_c,
  w,
  selection,
  odds,
  score: '2-1',
});

/** The own book's bet records: open ones, or settled ones (a single won, a 串关 with its legs). */
const records: HttpResponseResolver = async ({ request }) => {
  const body = (await request.json()) as { Request?: { settled?: boolean } };
  const settled = body.Request?.settled === true;
  const list = settled
    ? [
        {
          ticket_id: 'B1795000000001',
          betTime: '2026-11-22 20:31:05',
          betType: 'single',
          stake: 100,
          odds: 0.93,
          result: 'W',
          winLoss: 93,
          selections: [leg('阿森纳', '利物浦', 'R', '阿森纳 0/0.5', 0.93)],
        },
        {
          ticket_id: 'B1795000000002',
          betTime: '2026-11-22 20:32:40',
          betType: 'multiple',
          stake: 50,
          odds: 3.9,
          result: 'L',
          winLoss: -50,
          selections: [
            leg('阿森纳', '利物浦', 'M', '阿森纳', 2.1),
            leg('切尔西', '曼城', 'OU', '大 2.5', 1.86),
          ],
        },
      ]
    : [
        {
          ticket_id: 'B1795000000003',
          betTime: '2026-11-22 21:05:12',
          betType: 'single',
          stake: 20,
          odds: 1.85,
          result: '',
          winLoss: 0,
          selections: [leg('巴塞罗那', '皇家马德里', 'RM', '巴塞罗那', 1.85)],
        },
      ];
  return HttpResponse.json({
    status_code: 6000,
    message: '成功',
    data: { method: 'betRecords', list, pageNum: 1, pageSize: 10, total: list.length },
  });
};

const meta = {
  title: 'Screens/Sports/BetRecord',
  component: BetRecordScreen,
  decorators: [withStoryRoot],
  parameters: {
    loggedIn: true,
    route: '/mine/betRecord',
    msw: { handlers: [mockOperation('venueResource', { resolver: records }), ...handlers] },
  },
} satisfies Meta<typeof BetRecordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sports first, today, open bets; the totals of the period. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('B1795000000003')).toBeVisible();
    await expect(c.getByRole('tab', { name: '体育' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('button', { name: '今天' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: '未结算' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: '复制 B1795000000003' })).toBeVisible();
  },
};

/** Settled: the result labels, and a 串关's legs behind 串关明细. */
export const Settled: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: '已结算' }));
    await expect(await c.findByText('B1795000000002')).toBeVisible();
    const cards = c.getAllByTestId('bet-record');
    await expect(within(cards[0] as HTMLElement).getByText('赢')).toBeVisible();
    await expect(within(cards[1] as HTMLElement).getByText('输')).toBeVisible();
    await userEvent.click(within(cards[1] as HTMLElement).getByText('串关明细'));
    await expect(within(cards[1] as HTMLElement).getByText(/切尔西 vs 曼城/)).toBeVisible();
  },
};

/** Another category's records come from the record list (no settled switch there). */
export const OtherCategory: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('tab', { name: '真人' }));
    await expect(c.getByRole('tab', { name: '真人' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.queryByRole('button', { name: '未结算' })).toBeNull();
    await expect((await c.findAllByTestId('bet-record')).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('venueResource', {
          resolver: () =>
            HttpResponse.json({
              status_code: 6000,
              message: '成功',
              data: { method: 'betRecords', list: [], pageNum: 1, pageSize: 10, total: 0 },
            }),
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无投注记录')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('venueResource', { code: 6302, message: '数据异常,请重新进入游戏' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(/数据异常,请重新进入游戏/)).toBeVisible();
    await expect(c.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mockOperation('venueResource', { delay: 'infinite' }), ...handlers] },
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '投注记录' })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('B1795000000003')).toBeVisible();
  },
};
