// The board's 全部玩法 panel, one story a state: a football match grouped as the match page groups
// it (全场独赢; 上半场 with its 独赢, 让球, 大小; 全场让球 and 全场大小 with every line; 波胆 in
// decimal; 单双), a tennis match (no first half, its own names 让盘 / 总盘数), every market suspended,
// loading, failed, empty; each at 1440 and at a 390 px phone.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { displayPlayOdds } from '../../../domain/odds';
import { useTexts } from '../../../i18n/screenTexts';
import type {
  Market,
  Match,
  MatchMarkets as Markets,
  OddsPrice,
} from '../../../stores/sports/types';
import { sportsTexts } from '../texts';
import { storyMatch, storyPrice } from './boardStoryData';
import { MatchMarkets } from './MatchMarkets';

const football = storyMatch({ gameId: '9201' });
const tennis = storyMatch({
  gameId: '9301',
  gameType: 'TN',
  leagueName: 'ATP 年终总决赛',
  team_h: '辛纳',
  team_c: '阿尔卡拉斯',
});

/** Every market of a football match before kick-off, as the server lists them. */
function footballMarkets(locked = false): Market[] {
  const p = (
    w: string,
    rtype: string,
    name: string,
    odds: number,
    handicap: string | null = null,
    key = '',
  ): OddsPrice => ({
    ...storyPrice('9201', w, rtype, name, odds, handicap, locked),
    r: `${w}_${rtype}${key}_9201`,
  });
  return [
    {
      w: 'R',
      name: '全场让球',
      selections: [
        p('R', 'H', '阿森纳', 0.93, '0/0.5'),
        p('R', 'C', '利物浦', 0.95, '0/0.5'),
        p('R', 'H', '阿森纳', 0.62, '0', '0'),
        p('R', 'C', '利物浦', 1.3, '0', '0'),
        p('R', 'H', '阿森纳', 1.22, '-1', '-1'),
        p('R', 'C', '利物浦', 0.7, '1', '1'),
      ],
    },
    {
      w: 'OU',
      name: '全场大小',
      selections: [
        p('OU', 'O', '大', 0.88, '2.5'),
        p('OU', 'U', '小', 1.0, '2.5'),
        p('OU', 'O', '大', 0.62, '1.5', '1.5'),
        p('OU', 'U', '小', 1.3, '1.5', '1.5'),
      ],
    },
    {
      w: 'M',
      name: '全场独赢',
      selections: [
        p('M', 'H', '阿森纳', 1.1),
        p('M', 'N', '和局', 2.2),
        p('M', 'C', '利物浦', 2.05),
      ],
    },
    {
      w: 'HM',
      name: '上半场独赢',
      selections: [
        p('HM', 'H', '阿森纳', 2.45),
        p('HM', 'N', '和局', 1.95),
        p('HM', 'C', '利物浦', 4.6),
      ],
    },
    {
      w: 'HR',
      name: '上半场让球',
      selections: [p('HR', 'H', '阿森纳', 0.84, '-0/0.5'), p('HR', 'C', '利物浦', 1.02, '0/0.5')],
    },
    {
      w: 'HOU',
      name: '上半场大小',
      selections: [p('HOU', 'O', '大', 0.9, '1.5'), p('HOU', 'U', '小', 0.96, '1.5')],
    },
    {
      w: 'PD',
      name: '波胆',
      selections: [
        p('PD', 'H1C0', '1-0', 5.8),
        p('PD', 'H2C1', '2-1', 6.6),
        p('PD', 'H0C0', '0-0', 8.5),
        p('PD', 'H0C1', '0-1', 9.5),
        p('PD', 'OTH', '其他', 3.9),
      ],
    },
    {
      w: 'EO',
      name: '单双',
      selections: [p('EO', 'ODD', '单', 0.92), p('EO', 'EVEN', '双', 0.94)],
    },
  ];
}

const grouped: Markets = { status: 'ready', error: null, markets: footballMarkets() };

const tennisMarkets: Markets = {
  status: 'ready',
  error: null,
  markets: [
    {
      w: 'M',
      name: '独赢',
      selections: [
        storyPrice('9301', 'M', 'H', '辛纳', 0.72),
        storyPrice('9301', 'M', 'C', '阿尔卡拉斯', 1.16),
      ],
    },
    {
      w: 'R',
      name: '让盘',
      selections: [
        storyPrice('9301', 'R', 'H', '辛纳', 0.9, '-1.5'),
        storyPrice('9301', 'R', 'C', '阿尔卡拉斯', 0.92, '1.5'),
      ],
    },
    {
      w: 'OU',
      name: '总盘数',
      selections: [
        storyPrice('9301', 'OU', 'O', '大', 0.85, '3.5'),
        storyPrice('9301', 'OU', 'U', '小', 0.95, '3.5'),
      ],
    },
  ],
};

function MarketsHarness({
  match,
  state,
  onPick,
  onRetry,
}: {
  match: Match;
  state: Markets | undefined;
  onPick: (match: Match, price: OddsPrice) => void;
  onRetry: () => void;
}) {
  const texts = useTexts(sportsTexts);
  return (
    <MatchMarkets
      match={match}
      state={state}
      texts={texts}
      // as the board shows prices in 香港盘: 独赢 and 波胆 in decimal, the rest in Hong Kong odds
      display={(p) => displayPlayOdds(p.odds, p.w, 'H')}
      isSelected={(_m, p) => p.r === 'R_H_9201'}
      onPick={onPick}
      onRetry={onRetry}
    />
  );
}

const WIDE = { width: 1440, height: 1300 };
const PHONE = { width: 390, height: 2300 };

const meta = {
  title: 'Screens/Sports/MatchMarkets',
  component: MarketsHarness,
  args: { match: football, state: grouped, onPick: fn(), onRetry: fn() },
  // the board's centre column at 1440 px; tall enough for every group of a football match
  parameters: { layout: 'padded', screen: WIDE },
  decorators: [
    (Story) => (
      <div style={{ width: '100%', maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MarketsHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A football match in the match page's groups and names; the slip's pick pressed; a correct
 * score in decimal goes to the slip named with its market; 赛事详情 leads to the match page. */
export const Grouped: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const groups = c.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(groups).toEqual(['全场独赢', '上半场', '全场让球', '全场大小', '波胆', '单双']);
    const half = within(
      c.getByRole('heading', { name: '上半场' }).closest('section') as HTMLElement,
    );
    for (const name of ['独赢', '让球', '大小'])
      await expect(half.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(half.getByText('阿森纳 (主)')).toBeVisible();
    const handicaps = within(
      c.getByRole('heading', { name: '全场让球' }).closest('section') as HTMLElement,
    );
    await expect(handicaps.getAllByRole('button')).toHaveLength(6);
    await expect(c.getByRole('button', { name: '全场让球 阿森纳 [0/0.5] 0.93' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(c.getByRole('button', { name: '全场大小 大 2.5 0.88' })).toBeVisible();
    // 波胆 and 独赢 in decimal (as Asian books show them), 单双 in the chosen 香港盘
    await expect(c.getByRole('button', { name: '全场独赢 阿森纳 主 2.10' })).toBeVisible();
    await expect(c.getByRole('button', { name: '单双 单 0.92' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '波胆 2-1 7.60' }));
    await expect(args.onPick).toHaveBeenCalledWith(
      football,
      expect.objectContaining({ r: 'PD_H2C1_9201', name: '波胆 2-1' }),
    );
    await expect(c.getByRole('link', { name: '赛事详情' })).toHaveAttribute(
      'href',
      '/game/sport/XMTY/match/9201',
    );
    await expect(c.queryByText('盘口暂停,请稍候')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const GroupedNarrow: Story = {
  ...Grouped,
  parameters: { screen: PHONE },
};

/** Tennis has no first half: 全场独赢, then its own 让盘 and 总盘数 with 主/客 and 大/小. */
export const Tennis: Story = {
  args: { match: tennis, state: tennisMarkets },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const groups = c.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(groups).toEqual(['独赢', '让盘', '总盘数']);
    await expect(c.queryByRole('heading', { name: '上半场' })).toBeNull();
    await expect(c.getByRole('button', { name: '独赢 辛纳 主 1.72' })).toBeVisible();
    await expect(c.getByRole('button', { name: '让盘 辛纳 [-1.5] 0.90' })).toBeVisible();
    await expect(c.getByRole('button', { name: '总盘数 大 3.5 0.85' })).toBeVisible();
  },
};

export const TennisNarrow: Story = {
  ...Tennis,
  parameters: { screen: PHONE },
};

/** In play around a goal every market is locked: the panel says so and every price shows 封盘. */
export const Suspended: Story = {
  args: { state: { status: 'ready', error: null, markets: footballMarkets(true) } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('盘口暂停,请稍候')).toBeVisible();
    await expect(c.getByRole('heading', { name: '波胆' })).toBeVisible();
    for (const b of c.getAllByRole('button')) await expect(b).toBeDisabled();
    await expect(c.getByRole('button', { name: '波胆 2-1 已封盘' })).toBeDisabled();
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

export const SuspendedNarrow: Story = {
  ...Suspended,
  parameters: { screen: PHONE },
};

export const Loading: Story = {
  args: { state: { status: 'loading', error: null, markets: [] } },
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toBeVisible();
  },
};

/** The odds call failed: its message and 重试. */
export const Error: Story = {
  args: { state: { status: 'error', error: '数据异常,请重新进入游戏', markets: [] } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/数据异常,请重新进入游戏/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', error: null, markets: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无更多玩法')).toBeVisible();
  },
};
