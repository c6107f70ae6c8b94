import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { BetRecordScreen } from './BetRecord';

/** The server's names of a football match's markets (marketName: the board's headings). */
const MARKETS: Record<string, string> = {
  R: '全场让球',
  RE: '滚球全场让球',
  M: '全场独赢',
  RM: '滚球全场独赢',
  OU: '全场大小',
  ROU: '滚球全场大小',
};
/** A leg as betRecords gives it: market, side, line, odds as placed (here in 欧洲盘: its exact
 * decimal price is its odds; `inHongKong` for a record placed in 香港盘), score at placement. */
const leg = (
  team_h: string,
  team_c: string,
  w: string,
  rtype: string,
  handicap: string,
  odds: number,
  score = '',
) => ({
  leagueName: '英格兰超级联赛',
  team_h,
  team_c,
  w,
  market: MARKETS[w] ?? w,
  rtype,
  selection: ({ H: team_h, C: team_c, N: '和局', O: '大', U: '小' } as Record<string, string>)[
    rtype
  ],
  handicap,
  odds,
  decimalOdds: odds,
  score,
});
/** A leg of a record placed in 香港盘: its exact decimal price is its odds plus one. */
const inHongKong = (l: ReturnType<typeof leg>) => ({
  ...l,
  decimalOdds: Math.round((l.odds + 1) * 1000) / 1000,
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
          seriesType: null,
          bets: 1,
          stake: 100,
          odds: 1.93,
          oddsType: 'E',
          result: 'W',
          winLoss: 93,
          selections: [leg('阿森纳', '利物浦', 'RE', 'H', '-0.5', 1.93, '0-0')],
        },
        {
          ticket_id: 'B1795000000002',
          betTime: '2026-11-22 20:32:40',
          betType: 'series',
          seriesType: '3x4',
          bets: 4,
          stake: 40,
          odds: 13.45,
          oddsType: 'H',
          result: 'L',
          winLoss: -40,
          selections: [
            inHongKong(leg('阿森纳', '利物浦', 'M', 'H', '', 1.1)),
            inHongKong(leg('切尔西', '曼城', 'OU', 'O', '2.5', 0.86)),
            inHongKong(leg('热刺', '纽卡斯尔联', 'RE', 'C', '0/0.5', 0.95, '1-0')),
          ],
        },
      ]
    : [
        {
          ticket_id: 'B1795000000003',
          betTime: '2026-11-22 21:05:12',
          betType: 'single',
          seriesType: null,
          bets: 1,
          stake: 20,
          odds: 0.85,
          oddsType: 'H',
          result: '',
          winLoss: 0,
          selections: [inHongKong(leg('巴塞罗那', '皇家马德里', 'RM', 'H', '', 0.85, '1-1'))],
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

/** Settled: the result labels; a single with its line, odds in the format placed (欧洲盘) and the
 * score at placement; a 串关 3串4 as one bet of four with its three legs. */
export const Settled: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: '已结算' }));
    await expect(await c.findByText('B1795000000002')).toBeVisible();
    const cards = c.getAllByTestId('bet-record');
    const single = within(cards[0] as HTMLElement);
    const parlay = within(cards[1] as HTMLElement);
    await expect(single.getByText('赢')).toBeVisible();
    await expect(single.getByTestId('bet-leg')).toHaveTextContent(
      '滚球全场让球 阿森纳 (主) -0.5 @ 1.93 欧洲盘 · 下注时比分 0-0',
    );
    await expect(parlay.getByText('输')).toBeVisible();
    await expect(parlay.getByText('串关 3串4 · 4 注')).toBeVisible();
    const legs = parlay.getAllByTestId('bet-leg');
    await expect(legs).toHaveLength(3);
    await expect(legs[1]).toHaveTextContent('全场大小 大 2.5 @ 0.86 香港盘');
    await expect(legs[2]).toHaveTextContent('滚球全场让球 纽卡斯尔联 (客) 0/0.5 @ 0.95 香港盘');
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
