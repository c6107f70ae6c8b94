import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTexts } from '../../../i18n/screenTexts';
import type { Match, OddsPrice } from '../../../stores/sports/types';
import { displayPlayOdds } from '../../../domain/odds';
import { usePeriodText } from '../periodText';
import { sportsTexts } from '../texts';
import { storyLiveMatch, storyMatch, storyPrice } from './boardStoryData';
import { MatchRow, ROWS_CONTAINER } from './MatchRow';

/** A row with the board's callbacks: a pick toggles its price's selection. */
function RowHarness({
  match,
  onPick,
  onToggleMarkets,
  refreshing,
}: {
  match: Match;
  onPick: (match: Match, price: OddsPrice) => void;
  onToggleMarkets: (match: Match) => void;
  refreshing?: boolean;
}) {
  const texts = useTexts(sportsTexts);
  const periodText = usePeriodText();
  const [picked, setPicked] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  return (
    <MatchRow
      match={match}
      texts={texts}
      period={periodText(match)}
      display={(p) => displayPlayOdds(p.odds, p.w, 'H')}
      isSelected={(_m, p) => p.r === picked}
      onPick={(m, p) => {
        setPicked((current) => (current === p.r ? null : p.r));
        onPick(m, p);
      }}
      expanded={expanded}
      refreshing={refreshing}
      onToggleMarkets={(m) => {
        setExpanded((e) => !e);
        onToggleMarkets(m);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Sports/MatchRow',
  component: RowHarness,
  args: { match: storyMatch({ gameId: '9101' }), onPick: fn(), onToggleMarkets: fn() },
  decorators: [
    (Story) => (
      <div style={{ ...ROWS_CONTAINER, width: 'min(880px, calc(100vw - 2rem))' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RowHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before kick-off: the start time, no score; 1X2 with a draw, handicap with its line, over/under. */
export const PreMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('11-22 20:30')).toBeVisible();
    const home = c.getByRole('button', { name: '阿森纳 独赢 主 3.10' });
    await expect(c.getByRole('button', { name: '独赢 和 4.20' })).toBeVisible();
    await expect(c.getByRole('button', { name: '阿森纳 让球 [0/0.5] 0.93' })).toBeVisible();
    await expect(c.getByRole('button', { name: '大 2.5 0.88' })).toBeVisible();
    await userEvent.click(home);
    await expect(args.onPick).toHaveBeenCalledTimes(1);
    await expect(home).toHaveAttribute('aria-pressed', 'true');
    // picking it again takes it back
    await userEvent.click(home);
    await expect(home).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(c.getByRole('button', { name: /全部玩法/ }));
    await expect(args.onToggleMarkets).toHaveBeenCalledTimes(1);
    await expect(c.getByRole('button', { name: /收起玩法/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** In play: the score and the period with its minute. */
export const InPlay: Story = {
  args: { match: storyLiveMatch('9102') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/下半场 67'/)).toBeVisible();
    await expect(c.getByText('2')).toBeVisible();
    await expect(c.getByRole('button', { name: '巴塞罗那 独赢 主 2.85' })).toBeVisible();
  },
};

/** Scrolled into the board's window, its snapshot on the way: the prices shown are the last
 * the board had, dimmed, busy and not offered until the live feed's arrive. */
export const Refreshing: Story = {
  args: { match: storyLiveMatch('9110'), refreshing: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: /巴塞罗那/ })).toHaveAttribute('aria-busy', 'true');
    // inert: not offered to a pointer, the keyboard or a screen reader meanwhile
    const prices = [...canvasElement.querySelectorAll<HTMLElement>('.markets[inert] button')];
    await expect(prices).toHaveLength(7);
    for (const price of prices) {
      price.focus();
      await expect(document.activeElement).not.toBe(price);
    }
    await expect(c.getByRole('button', { name: /全部玩法/ })).toBeEnabled();
  },
};

/** A sport without a draw (basketball): two 1X2 prices. */
export const NoDraw: Story = {
  args: {
    match: storyMatch({
      gameId: '9103',
      gameType: 'BK',
      leagueName: 'NBA',
      team_h: '湖人',
      team_c: '勇士',
      odds: Object.fromEntries(
        [
          storyPrice('9103', 'M', 'H', '湖人', 0.9),
          storyPrice('9103', 'M', 'C', '勇士', 0.95),
          storyPrice('9103', 'R', 'H', '湖人', 0.93, '4.5'),
          storyPrice('9103', 'R', 'C', '勇士', 0.93, '4.5'),
          storyPrice('9103', 'OU', 'O', '大', 0.9, '221.5'),
          storyPrice('9103', 'OU', 'U', '小', 0.9, '221.5'),
        ].map((p) => [p.r, p]),
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: /^独赢 和/ })).toBeNull();
    await expect(c.getByRole('button', { name: '勇士 独赢 客 1.95' })).toBeVisible();
    // basketball's own markets: 让分 and 总分, named alike on the buttons
    await expect(c.getByRole('group', { name: '让分' })).toBeVisible();
    await expect(c.getByRole('group', { name: '总分' })).toBeVisible();
    await expect(c.getByRole('button', { name: '湖人 让分 [4.5] 0.93' })).toBeVisible();
  },
};

/** Suspended prices show a lock and cannot be picked; a missing market shows locked too. */
export const Suspended: Story = {
  args: {
    match: storyMatch({
      gameId: '9104',
      odds: Object.fromEntries(
        [
          storyPrice('9104', 'M', 'H', '阿森纳', 2.1, null, true),
          storyPrice('9104', 'M', 'N', '和局', 3.2, null, true),
          storyPrice('9104', 'M', 'C', '利物浦', 3.05, null, true),
          storyPrice('9104', 'R', 'H', '阿森纳', 0.93, '0/0.5'),
          storyPrice('9104', 'R', 'C', '利物浦', 0.95, '0/0.5'),
        ].map((p) => [p.r, p]),
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '阿森纳 独赢 主 已封盘' })).toBeDisabled();
    // no over/under market at all
    await expect(c.getByRole('button', { name: '大 已封盘' })).toBeDisabled();
    await expect(c.getByRole('button', { name: '阿森纳 让球 [0/0.5] 0.93' })).toBeEnabled();
  },
};

/** A champion (outright) row: every team's price. */
export const Outright: Story = {
  args: {
    match: storyMatch({
      gameId: '9105',
      gameType: 'FS',
      leagueName: '英格兰超级联赛 冠军',
      team_h: '英超 2026/27 冠军',
      team_c: '',
      odds: Object.fromEntries(
        [
          storyPrice('9105', 'FS', 'A', '曼城', 2.5),
          storyPrice('9105', 'FS', 'B', '阿森纳', 3.2),
          storyPrice('9105', 'FS', 'C', '利物浦', 4.5),
        ].map((p) => [p.r, p]),
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: '冠军赔率' })).toBeVisible();
    await expect(c.getAllByRole('button', { pressed: false })).toHaveLength(3);
  },
};

/** A phone: the prices stack under the teams, each column headed by its market. */
export const Narrow: Story = {
  args: { match: storyLiveMatch('9106') },
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('巴塞罗那')).toBeVisible();
    for (const name of ['全场独赢', '全场让球', '全场大小']) {
      const group = c.getByRole('group', { name });
      // the heading shown above the column is the column's name
      await expect(within(group).getByText(name)).toBeVisible();
    }
    await expect(c.getByRole('button', { name: '巴塞罗那 独赢 主 2.85' })).toBeVisible();
  },
};

/** Tennis in play: sets won, then the games of the set being played; no draw; the handicap and
 * total count sets (让盘, 总盘数). */
export const Tennis: Story = {
  args: {
    match: storyMatch({
      gameId: '9107',
      gameType: 'TN',
      leagueName: 'ATP 年终总决赛',
      team_h: '辛纳',
      team_c: '阿尔卡拉斯',
      re_time: '',
      isLive: true,
      se_now: 'S2',
      gameStatus: 1,
      sc_FT_H: 1,
      sc_FT_C: 0,
      sc_set_H: 1,
      sc_set_A: 0,
      sc_game_H: 4,
      sc_game_A: 3,
      odds: Object.fromEntries(
        [
          storyPrice('9107', 'RM', 'H', '辛纳', 0.42),
          storyPrice('9107', 'RM', 'C', '阿尔卡拉斯', 1.9),
          storyPrice('9107', 'RE', 'H', '辛纳', 0.9, '-1.5'),
          storyPrice('9107', 'RE', 'C', '阿尔卡拉斯', 0.92, '1.5'),
          storyPrice('9107', 'ROU', 'O', '大', 1.1, '2.5'),
          storyPrice('9107', 'ROU', 'U', '小', 0.72, '2.5'),
        ].map((p) => [p.r, p]),
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = c.getByRole('group', { name: '辛纳 vs 阿尔卡拉斯' });
    // sets 1-0, games 4-3 in the second set
    await expect(row).toHaveTextContent(/辛纳\s*14\s*阿尔卡拉斯\s*03/);
    await expect(c.getByText(/第2盘/)).toBeVisible();
    await expect(c.queryByRole('button', { name: /^独赢 和/ })).toBeNull();
    await expect(c.getByRole('group', { name: '让盘' })).toBeVisible();
    await expect(c.getByRole('group', { name: '总盘数' })).toBeVisible();
    await expect(c.getByRole('button', { name: '辛纳 独赢 主 1.42' })).toBeVisible();
  },
};
