import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTexts } from '../../../i18n/screenTexts';
import type { Match, OddsPrice } from '../../../stores/sports/types';
import { displayOdds } from '../../../domain/odds';
import { usePeriodText } from '../periodText';
import { sportsTexts } from '../texts';
import { storyLiveMatch, storyMatch, storyPrice } from './boardStoryData';
import { MatchRow } from './MatchRow';

/** A row with the board's callbacks: a pick toggles its price's selection. */
function RowHarness({
  match,
  onPick,
  onToggleMarkets,
}: {
  match: Match;
  onPick: (match: Match, price: OddsPrice) => void;
  onToggleMarkets: (match: Match) => void;
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
      display={(p) => displayOdds(p.odds, 'H')}
      isSelected={(_m, p) => p.r === picked}
      onPick={(m, p) => {
        setPicked((current) => (current === p.r ? null : p.r));
        onPick(m, p);
      }}
      expanded={expanded}
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
      <div style={{ maxWidth: 880 }}>
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
    const home = c.getByRole('button', { name: '阿森纳 独赢 2.10' });
    await expect(c.getByRole('button', { name: '和 独赢 3.20' })).toBeVisible();
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
    await expect(c.getByRole('button', { name: '巴塞罗那 独赢 1.85' })).toBeVisible();
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
    await expect(c.queryByRole('button', { name: /^和 独赢/ })).toBeNull();
    await expect(c.getByRole('button', { name: '勇士 独赢 0.95' })).toBeVisible();
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
    await expect(c.getByRole('button', { name: '阿森纳 独赢 已封盘' })).toBeDisabled();
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

export const Narrow: Story = {
  args: { match: storyLiveMatch('9106') },
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('巴塞罗那')).toBeVisible();
  },
};
