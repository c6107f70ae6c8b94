// 提前兑现's states, one story a state: the button with the amount (offered), moving with the live
// feed (up, down), greyed with the reason (a suspended market, a 复式串关, a result already known:
// a passed 波胆, a first half over), the confirmation for the
// full amount and for a partial one, the moved amount asked again (按新金额兑现?), 已兑现 after,
// and a refusal. The bets are open records of the own book (the contract's shape); the server's
// quote and cash-out answer through MSW (cashOutQuote, cashOut).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import styled from 'styled-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { screenOf } from '../../../components/shared/testing';
import type { FeedCashOutValue } from '../../../sdk/sportsFeed';
import { useRootStore } from '../../../stores';
import { readSportsRow } from '../../../stores/sports/BetRecords';
import { CashOutBook } from '../../../stores/sports/CashOutBook';
import { design } from '../../../theme/design';
import { withStoryRoot } from '../../storyRoot';
import { CashOutButton, CashOutDialog } from './CashOut';
import {
  cashOutResolver,
  PARLAY,
  resetCashOutStories,
  SINGLE,
  storyLeg,
  storyRecord,
  SUSPENDED,
} from './cashOutStoryData';

const Bets = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${design.space.m};
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  max-width: 32rem;
  li {
    display: flex;
    flex-direction: column;
    gap: ${design.space.xxs};
    padding: ${design.space.s};
    border: 1px solid ${design.color.border};
    border-radius: ${design.radius.m};
    background: ${design.color.surface};
    font-size: ${design.typography.size.s};
  }
`;

type Record = ReturnType<typeof storyRecord>;

/** Bets with their cash-out button over one book; `feed` is what the live feed then says. */
const Stage = observer(function Stage({
  records,
  feed = [],
}: {
  records: Record[];
  feed?: FeedCashOutValue[][];
}) {
  const root = useRootStore();
  const book = useMemo(() => {
    const b = new CashOutBook(root);
    b.seed(records.map(readSportsRow));
    for (const values of feed) b.applyFeed(values);
    return b;
  }, [root, records, feed]);
  return (
    <>
      <Bets>
        {records.map((r) => (
          <li key={r.ticket_id} data-testid="bet">
            <span>
              {r.ticket_id} · {r.selections.map((l) => `${l.team_h} vs ${l.team_c}`).join(' / ')}
            </span>
            <CashOutButton book={book} ticketId={r.ticket_id} />
          </li>
        ))}
      </Bets>
      <CashOutDialog book={book} />
    </>
  );
});

const PARTLY = storyRecord(
  'B1795000000006',
  60,
  [storyLeg('法国甲级联赛', '巴黎圣日耳曼', '里昂', 'RM', 'H', '', 1.6, '0-0')],
  { value: 48.2, reason: null, message: '', cashedOut: 40 },
);
const SYSTEM = storyRecord(
  'B1795000000007',
  40,
  [
    storyLeg('英格兰超级联赛', '切尔西', '曼城', 'RM', 'C', '', 2.1, '0-1'),
    storyLeg('英格兰超级联赛', '热刺', '纽卡斯尔联', 'RM', 'H', '', 2.4, '0-0'),
    storyLeg('英格兰超级联赛', '埃弗顿', '富勒姆', 'RM', 'N', '', 3.1, '1-1'),
  ],
  { value: null, reason: 'unsupported', message: '复式串关暂不支持提前兑现' },
);

const meta = {
  title: 'Screens/Sports/CashOut',
  component: Stage,
  decorators: [withStoryRoot],
  beforeEach: resetCashOutStories,
  args: { records: [SINGLE] },
  parameters: {
    loggedIn: true,
    msw: {
      handlers: [
        mockOperation('venueResource', { resolver: cashOutResolver({ open: [SINGLE] }) }),
        ...handlers,
      ],
    },
  },
} satisfies Meta<typeof Stage>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, name: RegExp) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const page = screenOf(canvasElement);
  return within(await page.findByRole('dialog'));
};

/** Offered: 提前兑现 with the amount now; a bet cashed in part says how much was paid. */
export const Offered: Story = {
  args: { records: [SINGLE, PARLAY, PARTLY] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '提前兑现 ¥158.33' })).toBeEnabled();
    await expect(c.getByRole('button', { name: '提前兑现 ¥121.60' })).toBeEnabled();
    await expect(c.getByText('已部分兑现')).toBeVisible();
  },
};

/** Moving: the live feed moved the amounts (an arrow up or down, said in the button's name). */
export const Moving: Story = {
  args: {
    records: [SINGLE, PARLAY],
    feed: [
      [
        { betId: SINGLE.ticket_id, value: 163.2, reason: null, message: '' },
        { betId: PARLAY.ticket_id, value: 110.45, reason: null, message: '' },
      ],
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '提前兑现 ¥163.20 上升' })).toBeVisible();
    await expect(c.getByRole('button', { name: '提前兑现 ¥110.45 下降' })).toBeVisible();
  },
};

/** Paused: a suspended market greys the button with the reason; a 复式串关 is not cashable. */
export const Suspended: Story = {
  args: {
    records: [SINGLE, SUSPENDED, SYSTEM],
    feed: [
      [
        {
          betId: SINGLE.ticket_id,
          value: null,
          reason: 'suspended',
          message: '盘口暂停,暂不可兑现',
        },
      ],
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const buttons = c.getAllByRole('button', { name: '提前兑现' });
    await expect(buttons).toHaveLength(3);
    for (const b of buttons) await expect(b).toBeDisabled();
    await expect(c.getAllByText('盘口暂停,暂不可兑现')).toHaveLength(2);
    await expect(c.getByText('复式串关暂不支持提前兑现')).toBeVisible();
  },
};

const PASSED_SCORE = storyRecord(
  'B1795000000008',
  20,
  [storyLeg('英格兰超级联赛', '阿森纳', '利物浦', 'PD', 'H1C0', '', 7.5, '')],
  { value: null, reason: 'decided', message: '结果已定,等待结算' },
);
const HALF_OVER = storyRecord(
  'B1795000000009',
  50,
  [storyLeg('西班牙甲级联赛', '巴塞罗那', '皇家马德里', 'HM', 'H', '', 2.6, '')],
  { value: null, reason: 'decided', message: '结果已定,等待结算' },
);

/** Decided before the match ends: a pre-match 波胆 the score has passed (1-0 at 1-1) and a
 * first-half bet after half time are greyed with 结果已定,等待结算 until they are settled; a
 * pre-match 波胆 still possible is offered at its live value. */
export const Decided: Story = {
  args: {
    records: [
      PASSED_SCORE,
      HALF_OVER,
      storyRecord(
        'B1795000000010',
        20,
        [storyLeg('英格兰超级联赛', '切尔西', '曼城', 'PD', 'H2C1', '', 9.0, '')],
        { value: 31.45, reason: null, message: '' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const greyed = c.getAllByRole('button', { name: '提前兑现' });
    await expect(greyed).toHaveLength(2);
    for (const b of greyed) await expect(b).toBeDisabled();
    await expect(c.getAllByText('结果已定,等待结算')).toHaveLength(2);
    await expect(c.getByRole('button', { name: '提前兑现 ¥31.45' })).toBeEnabled();
  },
};

/** The confirmation: the quoted full amount, in the field and on the slider. */
export const ConfirmFull: Story = {
  play: async ({ canvasElement }) => {
    const d = await open(canvasElement, /提前兑现 ¥158\.33/);
    await expect(await d.findByTestId('cash-out-value')).toHaveTextContent('¥158.33');
    await expect(d.getByRole('textbox', { name: '兑现金额(元)' })).toHaveValue('158.33');
    await expect(d.getByRole('button', { name: '确认兑现' })).toBeEnabled();
  },
};

/** A partial amount: cashes that share of the stake, the rest stays open at the same odds. */
export const ConfirmPartial: Story = {
  play: async ({ canvasElement }) => {
    const d = await open(canvasElement, /提前兑现 ¥158\.33/);
    const field = await d.findByRole('textbox', { name: '兑现金额(元)' });
    await waitFor(() => expect(field).toHaveValue('158.33'));
    await userEvent.clear(field);
    await userEvent.type(field, '60');
    await expect(d.getByRole('slider', { name: '兑现金额(元)' })).toHaveValue('60');
    await expect(d.getByRole('button', { name: '确认兑现' })).toBeEnabled();
    await expect(d.getByText('少于全额时,按比例兑现部分本金,其余继续有效,赔率不变')).toBeVisible();
  },
};

/** The amount moved before the cash-out went through: asked again at the new amount. */
export const AmountMoved: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('venueResource', {
          resolver: cashOutResolver({
            open: [SINGLE],
            quotes: { [SINGLE.ticket_id]: [158.33, 152.1] },
            answers: ['moved', 'ok'],
          }),
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const d = await open(canvasElement, /提前兑现 ¥158\.33/);
    await userEvent.click(await d.findByRole('button', { name: '确认兑现' }));
    const page = screenOf(canvasElement);
    await expect(await page.findByRole('heading', { name: '兑现金额已变化' })).toBeVisible();
    await expect(within(page.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      '按新金额兑现?',
    );
    await expect(page.getByTestId('cash-out-value')).toHaveTextContent('¥152.10');
    await expect(page.getByRole('button', { name: '按新金额兑现?' })).toBeEnabled();
  },
};

/** Done: paid into the centre wallet; the bet says 已兑现 with the amount. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const d = await open(canvasElement, /提前兑现 ¥158\.33/);
    await userEvent.click(await d.findByRole('button', { name: '确认兑现' }));
    const page = screenOf(canvasElement);
    await expect(await page.findByTestId('cash-out-done')).toHaveTextContent(
      '已兑现158.33元,已存入中心钱包',
    );
    await expect(within(canvasElement).getByTestId('cashed-out')).toHaveTextContent(
      '已兑现 ¥158.33',
    );
  },
};

/** Refused: the market was suspended as the cash-out arrived; nothing is paid. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('venueResource', {
          resolver: cashOutResolver({ open: [SINGLE], answers: ['refused'] }),
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const d = await open(canvasElement, /提前兑现 ¥158\.33/);
    await userEvent.click(await d.findByRole('button', { name: '确认兑现' }));
    const page = screenOf(canvasElement);
    await expect(await page.findByRole('heading', { name: '暂不可兑现' })).toBeVisible();
    await expect(within(page.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      '盘口暂停,暂不可兑现',
    );
  },
};

/** The confirmation on a phone (390 px). */
export const ConfirmNarrow: Story = {
  ...ConfirmFull,
  parameters: { screen: { width: 390 } },
};
