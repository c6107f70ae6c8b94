// The betting slip, one story a rule of spec sections 4 and 5. Each story builds its own root
// (parameters.store) and keeps it in `current`, so a play function picks prices on it as the
// board would (slip.select) and then works the panel as a player does. The app's dialog layer is
// mounted beside the panel for the warning toasts.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { AppDialogs } from '../../../app/AppDialogs';
import { screenOf } from '../../../components/shared/testing';
import type { RootStore } from '../../../stores/RootStore';
import type { PickInput } from '../../../stores/slip/SlipStore';
import { createStoryRoot } from '../../../stores/testing/createStoryRoot';
import { SlipPanel } from './SlipPanel';
import { toHongKong, type OddsFormat } from '../../../domain/odds';
import { allLegs, parseSeriesType, seriesQuote, seriesTypeCode } from '../../../domain/parlay';

let current: RootStore | null = null;
const slipRoot = () => {
  // toasts stay for the pictures: 投注成功 is part of the receipt's picture
  current = createStoryRoot({ token: 'story-token', toastMs: 600_000 });
  return current;
};
const slip = () => {
  if (!current) throw new Error('no story root');
  return current.slip;
};

/** A price of a match as the board offers it (Hong Kong odds). */
function price(
  gameId: string,
  w: string,
  name: string,
  odds: number,
  extra: { gide?: string; hgid?: string; champion?: string; max?: number } = {},
): PickInput {
  return {
    gameInfo: {
      gameId,
      hgid: extra.hgid ?? `${gameId}1`,
      gide: extra.gide ?? gameId,
      team_h: `主队${gameId}`,
      team_c: `客队${gameId}`,
      league: '英格兰超级联赛',
    },
    playInfo: { w, name },
    oddInfo: { r: `${w}_${gameId}_${name}`, gameId, odds },
    ...(extra.champion ? { championRate: { rtype: extra.champion } } : {}),
    ...(extra.max !== undefined ? { limits: { max: extra.max } } : {}),
  };
}

interface PlaceRequest {
  betType: string;
  oddsType: OddsFormat;
  stake: string;
  seriesType?: string;
  selections: Array<{ r: string; odds: number }>;
}

/** placeBet answers one ticket with this status, priced as the server prices it (the legs at
 * the odds sent, a 串关 by src/domain/parlay.ts); betRecords lists nothing yet. With `moved`,
 * the ticket is refused as the server refuses a pick whose line moved (6012, the line now). */
function book(
  status: 'accepted' | 'delay' | 'rejected',
  moved?: { odds: number; ratio: string },
): HttpResponseResolver {
  return async ({ request }) => {
    const body = (await request.json()) as { method?: string; Request?: PlaceRequest };
    const req = body.Request;
    let data: unknown = { method: 'betRecords', list: [], pageNum: 1, pageSize: 100, total: 0 };
    if (body.method === 'placeBet' && req) {
      const hk = req.selections.map((x) => toHongKong(x.odds, req.oddsType));
      const type =
        req.betType === 'series'
          ? (parseSeriesType(req.seriesType ?? '', hk.length) ?? allLegs(hk.length))
          : allLegs(1);
      const quote = seriesQuote(Number(req.stake), hk, type);
      data = {
        method: 'placeBet',
        tickets: [
          {
            ticket_id: 'B1795000000009',
            status,
            stake: quote.totalStake,
            odds: req.selections.length === 1 ? (req.selections[0]?.odds ?? 0) : 0,
            potentialWin: quote.potentialWin,
            betTime: '2026-11-22 20:30:00',
            reason: moved
              ? '盘口已变更,请确认新盘口后重新投注'
              : status === 'rejected'
                ? '赔率已失效'
                : '',
            bets: quote.bets,
            seriesType: req.betType === 'series' ? seriesTypeCode(type) : null,
            legs: req.selections.map((x) => ({ r: x.r, odds: x.odds })),
            code: status === 'rejected' ? 6012 : 6000,
            changed: moved ? req.selections.map((x) => ({ r: x.r, ...moved })) : [],
          },
        ],
      };
    }
    return HttpResponse.json({ status_code: 6000, message: '成功', data });
  };
}

function SlipStory() {
  return (
    <div style={{ maxWidth: 360 }}>
      <SlipPanel />
      <AppDialogs />
    </div>
  );
}

const meta = {
  title: 'Screens/Sports/Slip',
  component: SlipStory,
  parameters: {
    store: slipRoot,
    msw: {
      handlers: [mockOperation('venueResource', { resolver: book('accepted') }), ...handlers],
    },
  },
} satisfies Meta<typeof SlipStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ends a story with a picture without a focus ring (where focus lands after a click varies). */
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

const heading = (el: HTMLElement, n: number) =>
  within(el).findByRole('heading', { name: `投注单 (${n})` });
const names = (el: HTMLElement) =>
  within(el)
    .queryAllByTestId('slip-pick')
    .map((p) => p.querySelector('.top > div > div')?.textContent ?? '');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 0)).toBeVisible();
    await expect(within(canvasElement).getByText('点击赔率添加投注项')).toBeVisible();
  },
};

/** Picking a picked price takes it off the slip. */
export const Toggle: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    slip().select(price('1', 'M', '主队1', 1.1));
    await expect(await heading(canvasElement, 1)).toBeVisible();
    slip().select(price('1', 'M', '主队1', 1.1));
    await expect(await heading(canvasElement, 0)).toBeVisible();
  },
};

/** In 多注, a second price of the same game replaces the first. */
export const SameGameReplaces: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '多注' }));
    slip().select(price('1', 'M', '主队1 独赢', 1.1));
    slip().select(price('2', 'M', '主队2 独赢', 0.8));
    slip().select(price('1', 'R', '主队1 让球', 0.93));
    await expect(await heading(canvasElement, 2)).toBeVisible();
    await waitFor(() => expect(names(canvasElement)).toEqual(['主队2 独赢', '主队1 让球']));
    blur();
  },
};

/** A price of another game with the same gide replaces the first too. */
export const SameGideReplaces: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '多注' }));
    slip().select(price('1', 'M', '全场 主队1', 1.1, { gide: 'G7' }));
    slip().select(price('1h', 'M', '半场 主队1', 1.6, { gide: 'G7' }));
    await expect(await heading(canvasElement, 1)).toBeVisible();
    await waitFor(() => expect(names(canvasElement)).toEqual(['半场 主队1']));
  },
};

/** Champion and normal picks never stand together: each clears the other kind. */
export const ChampionOrNormal: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '多注' }));
    slip().select(price('1', 'M', '主队1', 1.1));
    slip().select(price('2', 'M', '主队2', 0.8));
    await expect(await heading(canvasElement, 2)).toBeVisible();
    slip().select(price('90', 'FS', '曼城 夺冠', 2.5, { champion: 'A' }));
    await expect(await heading(canvasElement, 1)).toBeVisible();
    await expect(c.getByRole('button', { name: '冠军' })).toHaveAttribute('aria-pressed', 'true');
    slip().select(price('3', 'M', '主队3', 0.9));
    await waitFor(() => expect(names(canvasElement)).toEqual(['主队3']));
  },
};

/** Ten picks at most: the 11th is refused with 投注项数量已达上限. */
export const AtMostTen: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '多注' }));
    for (let i = 1; i <= 10; i++) slip().select(price(String(i), 'M', `主队${i}`, 1));
    await expect(await heading(canvasElement, 10)).toBeVisible();
    await expect(slip().select(price('11', 'M', '主队11', 1))).toBe('full');
    await expect(
      (await screenOf(canvasElement).findAllByText('投注项数量已达上限'))[0],
    ).toBeVisible();
    await expect(await heading(canvasElement, 10)).toBeVisible();
  },
};

/** While an order is being confirmed the picks are locked: 当前还有订单正在确认中,请稍等. */
export const ConfirmingLocks: Story = {
  parameters: {
    snapshot: { disable: true },
    msw: { handlers: [mockOperation('venueResource', { resolver: book('delay') }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    slip().select(price('1', 'M', '主队1', 1.1));
    await userEvent.type(await c.findByRole('textbox', { name: '主队1 投注金额' }), '10');
    await userEvent.click(c.getByRole('button', { name: '确认投注' }));
    await expect(await c.findByRole('button', { name: '订单确认中' })).toBeDisabled();
    await expect(c.getByRole('textbox', { name: '主队1 投注金额' })).toBeDisabled();
    await expect(slip().select(price('2', 'M', '主队2', 0.8))).toBe('confirming');
    await expect(
      (await screenOf(canvasElement).findAllByText('当前还有订单正在确认中,请稍等'))[0],
    ).toBeVisible();
    await expect(await heading(canvasElement, 1)).toBeVisible();
  },
};

/** Leaving 多注 keeps only the last pick. */
export const SingleKeepsLast: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '多注' }));
    for (const i of [1, 2, 3]) slip().select(price(String(i), 'M', `主队${i}`, 1));
    await expect(await heading(canvasElement, 3)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '单注' }));
    await expect(await heading(canvasElement, 1)).toBeVisible();
    await waitFor(() => expect(names(canvasElement)).toEqual(['主队3']));
  },
};

/** 串关 shows Hong Kong odds whatever the player chose; leaving it gives the choice back. */
export const SeriesForcesHongKong: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    current?.sports.setOddsFormat('E');
    slip().select(price('1', 'R', '主队1 让球', 0.93));
    await expect(await c.findByLabelText('赔率 1.93')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '串关' }));
    await expect(await c.findByLabelText('赔率 0.93')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '单注' }));
    await expect(await c.findByLabelText('赔率 1.93')).toBeVisible();
  },
};

/** In 串关, picks of one fixture (full time and half time share the hgid) are marked invalid. */
export const SeriesInvalid: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '串关' }));
    slip().select(price('1', 'M', '全场 主队1', 1.1, { hgid: 'H5' }));
    slip().select(price('1h', 'M', '半场 主队1', 1.6, { hgid: 'H5' }));
    slip().select(price('2', 'M', '主队2', 0.8));
    await expect(await heading(canvasElement, 3)).toBeVisible();
    await expect(c.getAllByText('同场赛事不能串关')).toHaveLength(2);
    // off clears the flags; on again marks them (the picture)
    await userEvent.click(c.getByRole('button', { name: '多注' }));
    await expect(c.queryByText('同场赛事不能串关')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '串关' }));
    await expect(await c.findAllByText('同场赛事不能串关')).toHaveLength(2);
    blur();
  },
};

/** A stake over the pick's maximum is lowered to it, saying why. */
export const StakeCapped: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    slip().select(price('1', 'M', '主队1', 1.1, { max: 500 }));
    const stake = await c.findByRole('textbox', { name: '主队1 投注金额' });
    await userEvent.type(stake, '1000');
    await expect(stake).toHaveValue('500');
    await expect(c.getByText('已按单注最高限额调整为 500')).toBeVisible();
    blur();
  },
};

/** 每次询问我: any change of a picked price stops placing until the player accepts it. */
export const OddsChangeAsk: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    slip().select(price('1', 'M', '主队1', 1.1));
    await userEvent.click(await c.findByRole('radio', { name: '每次询问我' }));
    slip().updateOdds([{ r: 'M_1_主队1', odds: 1.2 }]);
    await expect(await c.findByText('赔率已变化,请确认新赔率')).toBeVisible();
    await expect(c.getByText('1.10 → 1.20')).toBeVisible();
    await expect(c.getByRole('button', { name: '确认投注' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: '接受新赔率' }));
    await waitFor(() => expect(c.getByRole('button', { name: '确认投注' })).toBeEnabled());
    blur();
  },
};

/** A goal suspends the pick's market: the slip says why and places nothing until the market
 * reopens (then at the price it reopened at, taken here by 接受任何赔率变化). */
export const Suspended: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    slip().select(price('1', 'RM', '主队1', 1.1));
    await userEvent.click(await c.findByRole('radio', { name: '接受任何赔率变化' }));
    await userEvent.type(c.getByRole('textbox', { name: '主队1 投注金额' }), '10');
    slip().updateOdds([{ r: 'RM_1_主队1', odds: 1.1, locked: true }]);
    await expect(
      await c.findByText('盘口暂停:进球等赛事事件后暂时封盘,重新开盘后可投注'),
    ).toBeVisible();
    await expect(c.getByRole('button', { name: '确认投注' })).toBeDisabled();
    blur();
  },
};

/** The suspended market reopens with a new price: the note goes and the pick can be placed. */
export const SuspendedReopened: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    slip().select(price('1', 'RM', '主队1', 1.1));
    await userEvent.click(await c.findByRole('radio', { name: '接受任何赔率变化' }));
    await userEvent.type(c.getByRole('textbox', { name: '主队1 投注金额' }), '10');
    slip().updateOdds([{ r: 'RM_1_主队1', odds: 1.1, locked: true }]);
    await expect(await c.findByTestId('pick-suspended')).toBeVisible();
    slip().updateOdds([{ r: 'RM_1_主队1', odds: 0.8, locked: false }]);
    await waitFor(() => expect(c.queryByTestId('pick-suspended')).toBeNull());
    await expect(c.getByText('1.10 → 0.80')).toBeVisible();
    await expect(c.getByRole('button', { name: '确认投注' })).toBeEnabled();
    blur();
  },
};

/** A handicap pick on -0.5, as the board offers it (the line in its name and in ratio). */
const handicap = (): PickInput => ({
  ...price('1', 'RE', '主队1 -0.5', 0.9),
  playInfo: { w: 'RE', name: '主队1 -0.5', ratio: '-0.5' },
});

/** The handicap line moves in play: the slip shows the new line and asks, even when the player
 * takes any odds change (a moved line is another bet). */
export const LineMoved: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    slip().select(handicap());
    await userEvent.click(await c.findByRole('radio', { name: '接受任何赔率变化' }));
    slip().updateOdds([{ r: 'RE_1_主队1 -0.5', odds: 0.85, ratio: '-0/0.5' }]);
    await expect(await c.findByText('盘口已变化,请确认新盘口')).toBeVisible();
    await expect(c.getByText('盘口 -0.5 → -0/0.5')).toBeVisible();
    await expect(c.getByText('主队1 -0/0.5')).toBeVisible();
    await expect(c.getByRole('button', { name: '确认投注' })).toBeDisabled();
    blur();
  },
};

/** The server refuses a pick whose line moved before the feed said so (6012): the slip shows
 * the reason and offers the line and price now; accepted, the bet can be placed on it. */
export const LineMovedRefused: Story = {
  parameters: {
    snapshot: { disable: true },
    msw: {
      handlers: [
        mockOperation('venueResource', {
          resolver: book('rejected', { odds: 0.8, ratio: '-1' }),
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    slip().select(handicap());
    await userEvent.type(await c.findByRole('textbox', { name: '主队1 -0.5 投注金额' }), '10');
    await userEvent.click(c.getByRole('button', { name: '确认投注' }));
    await expect(await c.findByText('投注失败: 盘口已变更,请确认新盘口后重新投注')).toBeVisible();
    await expect(c.getByText('盘口 -0.5 → -1')).toBeVisible();
    await expect(c.getByText('0.90 → 0.80')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '接受新盘口' }));
    await waitFor(() => expect(c.getByRole('button', { name: '确认投注' })).toBeEnabled());
  },
};

/** 只接受更高赔率: a rise needs no answer, a fall asks. */
export const OddsChangeHigher: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    slip().select(price('1', 'M', '主队1', 1.1));
    await userEvent.click(await c.findByRole('radio', { name: '只接受更高赔率' }));
    slip().updateOdds([{ r: 'M_1_主队1', odds: 1.2 }]);
    await expect(await c.findByText('1.10 → 1.20')).toBeVisible();
    await expect(c.queryByText('赔率已变化,请确认新赔率')).toBeNull();
    slip().updateOdds([{ r: 'M_1_主队1', odds: 1.0 }]);
    await expect(await c.findByText('赔率已变化,请确认新赔率')).toBeVisible();
  },
};

/** 接受任何赔率变化: a fall needs no answer either. */
export const OddsChangeAny: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    slip().select(price('1', 'M', '主队1', 1.1));
    await userEvent.click(await c.findByRole('radio', { name: '接受任何赔率变化' }));
    slip().updateOdds([{ r: 'M_1_主队1', odds: 0.9 }]);
    await expect(await c.findByText('1.10 → 0.90')).toBeVisible();
    await expect(c.queryByText('赔率已变化,请确认新赔率')).toBeNull();
    await expect(c.getByRole('button', { name: '确认投注' })).toBeEnabled();
  },
};

/** The receipt of an accepted bet: the ticket, the accepted odds in the format placed, the stake
 * and the potential win; the board moving on changes none of it and offers no new price. */
export const ReceiptAccepted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    current?.sports.setOddsFormat('E');
    slip().select(price('1', 'M', '主队1', 1.333));
    await userEvent.type(await c.findByRole('textbox', { name: '主队1 投注金额' }), '100');
    await userEvent.click(c.getByRole('button', { name: '确认投注' }));
    await expect(await c.findByText('投注成功 · 注单号 B1795000000009')).toBeVisible();
    const receipt = await c.findByTestId('slip-receipt');
    await expect(receipt).toHaveTextContent('注单号 B1795000000009');
    await expect(receipt).toHaveTextContent('2.33 欧洲盘');
    await expect(receipt).toHaveTextContent('投注额100');
    await expect(receipt).toHaveTextContent('可赢金额133.30');
    slip().updateOdds([{ r: 'M_1_主队1', odds: 1.18 }]);
    await expect(receipt).toHaveTextContent('可赢金额133.30');
    await expect(c.queryByRole('button', { name: '接受新赔率' })).toBeNull();
    await expect(c.queryByText('总可赢')).toBeNull();
    await expect(c.getByRole('button', { name: '完成' })).toBeVisible();
    blur();
  },
};

const threePicks = () => {
  slip().select(price('1', 'M', '主队1 独赢', 0.9));
  slip().select(price('2', 'M', '主队2 独赢', 1));
  slip().select(price('3', 'M', '主队3 独赢', 0.5));
};

type Canvas = ReturnType<typeof within>;

/** 串关 mode with threePicks, the 串关 type `type` chosen (3串1 when left out) and 10 a bet. */
async function seriesOfThree(c: Canvas, type?: '2x1' | '3x4'): Promise<void> {
  await userEvent.click(c.getByRole('button', { name: '串关' }));
  threePicks();
  const select = await c.findByRole('combobox', { name: '串关类型' });
  if (type) await userEvent.selectOptions(select, type);
  await userEvent.type(c.getByRole('textbox', { name: '每注金额' }), '10');
}

/** The slip's 投注总额 and 总可赢 lines. */
async function expectTotals(c: Canvas, total: string, win: string): Promise<void> {
  await expect(c.getByText('投注总额').parentElement).toHaveTextContent(`投注总额${total}`);
  await expect(c.getByText('总可赢').parentElement).toHaveTextContent(`总可赢${win}`);
}

/** 串关 of three picks: 3串1 by default (one bet, every leg must win), its total and win. */
export const SeriesAllLegs: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await seriesOfThree(c);
    await expect(
      within(c.getByRole('combobox', { name: '串关类型' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['3串1 (1 注)', '2串1 (3 注)', '3串4 (4 注)']);
    await expect(c.getByTestId('series-bets')).toHaveTextContent('1 注');
    // 10 x 1.9 x 2.0 x 1.5 = 57.00 returned: 47.00 to win on a total of 10
    await expectTotals(c, '10', '47');
    blur();
  },
};

/** 2串1 of three picks: three doubles, stake per bet x 3 in total. */
export const SeriesDoubles: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await seriesOfThree(c, '2x1');
    await expect(c.getByTestId('series-bets')).toHaveTextContent('3 注');
    // 10 x (1.9x2 + 1.9x1.5 + 2x1.5) = 96.50 returned on 30
    await expectTotals(c, '30', '66.50');
    blur();
  },
};

/** 3串4: three doubles and a treble. */
export const SeriesFullCover: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await seriesOfThree(c, '3x4');
    await expect(c.getByTestId('series-bets')).toHaveTextContent('4 注');
    // 96.50 + 57.00 = 153.50 returned on 40
    await expectTotals(c, '40', '113.50');
    blur();
  },
};

/** The receipt of a 串关: one ticket, its type and bets, every leg at its accepted odds. */
export const SeriesReceipt: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await seriesOfThree(c, '2x1');
    await userEvent.click(c.getByRole('button', { name: '确认投注' }));
    const receipt = await c.findByTestId('slip-receipt');
    await expect(c.getAllByTestId('slip-receipt')).toHaveLength(1);
    await expect(receipt).toHaveTextContent('串关 2串1 · 3 注');
    await expect(within(receipt).getAllByRole('listitem')).toHaveLength(3);
    // 独赢 legs read in decimal as the slip showed them, though the 串关 went in 香港盘
    await expect(receipt).toHaveTextContent('1.90 欧洲盘');
    await expect(receipt).not.toHaveTextContent('香港盘');
    await expect(receipt).toHaveTextContent('投注额30');
    await expect(receipt).toHaveTextContent('可赢金额66.50');
    blur();
  },
};

/** 单注 says once that it keeps one pick, when a pick replaces the previous one. */
export const SingleHint: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    slip().select(price('1', 'M', '主队1', 1.1));
    await expect(c.queryByText('单注模式仅保留一个投注项')).toBeNull();
    slip().select(price('2', 'M', '主队2', 0.8));
    await expect(await c.findByText('单注模式仅保留一个投注项')).toBeVisible();
    blur();
  },
};

/** The receipt of a refused bet: the reason. */
export const ReceiptRejected: Story = {
  parameters: {
    msw: {
      handlers: [mockOperation('venueResource', { resolver: book('rejected') }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    slip().select(price('1', 'M', '主队1', 1.1));
    await userEvent.type(await c.findByRole('textbox', { name: '主队1 投注金额' }), '10');
    await userEvent.click(c.getByRole('button', { name: '确认投注' }));
    await expect(await c.findByText('投注失败: 赔率已失效')).toBeVisible();
    blur();
  },
};
