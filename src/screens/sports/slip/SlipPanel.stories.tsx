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

/** placeBet answers one ticket with this status; betRecords lists nothing yet. */
function book(status: 'accepted' | 'delay' | 'rejected'): HttpResponseResolver {
  return async ({ request }) => {
    const body = (await request.json()) as { method?: string };
    const data =
      body.method === 'placeBet'
        ? {
            method: 'placeBet',
            tickets: [
              {
                ticket_id: 'B1795000000009',
                status,
                stake: 10,
                odds: 0.93,
                potentialWin: 9.3,
                betTime: '2026-11-22 20:30:00',
                reason: status === 'rejected' ? '赔率已失效' : '',
              },
            ],
          }
        : { method: 'betRecords', list: [], pageNum: 1, pageSize: 100, total: 0 };
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

/** In 串关, a second price of the same game replaces the first. */
export const SameGameReplaces: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '串关' }));
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
    await userEvent.click(within(canvasElement).getByRole('button', { name: '串关' }));
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
    await userEvent.click(c.getByRole('button', { name: '串关' }));
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
    await userEvent.click(within(canvasElement).getByRole('button', { name: '串关' }));
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

/** Leaving 串关 keeps only the last pick. */
export const SingleKeepsLast: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '串关' }));
    for (const i of [1, 2, 3]) slip().select(price(String(i), 'M', `主队${i}`, 1));
    await expect(await heading(canvasElement, 3)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '单注' }));
    await expect(await heading(canvasElement, 1)).toBeVisible();
    await waitFor(() => expect(names(canvasElement)).toEqual(['主队3']));
  },
};

/** 复式 shows Hong Kong odds whatever the player chose; leaving it gives the choice back. */
export const SeriesForcesHongKong: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    current?.sports.setOddsFormat('E');
    slip().select(price('1', 'R', '主队1 让球', 0.93));
    await expect(await c.findByLabelText('赔率 1.93')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '复式' }));
    await expect(await c.findByLabelText('赔率 0.93')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '单注' }));
    await expect(await c.findByLabelText('赔率 1.93')).toBeVisible();
  },
};

/** In 复式, picks of one fixture (full time and half time share the hgid) are marked invalid. */
export const SeriesInvalid: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '复式' }));
    slip().select(price('1', 'M', '全场 主队1', 1.1, { hgid: 'H5' }));
    slip().select(price('1h', 'M', '半场 主队1', 1.6, { hgid: 'H5' }));
    slip().select(price('2', 'M', '主队2', 0.8));
    await expect(await heading(canvasElement, 3)).toBeVisible();
    await expect(c.getAllByText('同场赛事不能串关')).toHaveLength(2);
    // off clears the flags; on again marks them (the picture)
    await userEvent.click(c.getByRole('button', { name: '串关' }));
    await expect(c.queryByText('同场赛事不能串关')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '复式' }));
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

/** The receipt of an accepted bet: its ticket id on the pick. */
export const ReceiptAccepted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    slip().select(price('1', 'M', '主队1', 1.1));
    await userEvent.type(await c.findByRole('textbox', { name: '主队1 投注金额' }), '10');
    await userEvent.click(c.getByRole('button', { name: '确认投注' }));
    await expect(await c.findByText('投注成功 · 注单号 B1795000000009')).toBeVisible();
    await expect(c.getByRole('button', { name: '完成' })).toBeVisible();
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
