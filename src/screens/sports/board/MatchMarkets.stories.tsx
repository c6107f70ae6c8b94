import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { displayOdds } from '../../../domain/odds';
import { useTexts } from '../../../i18n/screenTexts';
import type { Match, MatchMarkets as Markets, OddsPrice } from '../../../stores/sports/types';
import { sportsTexts } from '../texts';
import { storyMatch, storyPrice } from './boardStoryData';
import { MatchMarkets } from './MatchMarkets';

const match = storyMatch({ gameId: '9201' });

const loaded: Markets = {
  status: 'ready',
  error: null,
  markets: [
    {
      w: 'R',
      name: '让球',
      selections: [
        storyPrice('9201', 'R', 'H', '阿森纳', 0.93, '0/0.5'),
        storyPrice('9201', 'R', 'C', '利物浦', 0.95, '0/0.5'),
      ],
    },
    {
      w: 'PD',
      name: '波胆',
      selections: [
        storyPrice('9201', 'PD', 'H1C0', '1-0', 6.5),
        storyPrice('9201', 'PD', 'H2C1', '2-1', 8.0),
        storyPrice('9201', 'PD', 'H0C0', '0-0', 9.5, null, true),
      ],
    },
    {
      w: 'T',
      name: '单双',
      selections: [
        storyPrice('9201', 'T', 'ODD', '单', 0.95),
        storyPrice('9201', 'T', 'EVEN', '双', 0.95),
      ],
    },
  ],
};

function MarketsHarness({
  state,
  onPick,
  onRetry,
}: {
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
      display={(p) => displayOdds(p.odds, 'H')}
      isSelected={(_m, p) => p.r === 'R_H_9201'}
      onPick={onPick}
      onRetry={onRetry}
    />
  );
}

const meta = {
  title: 'Screens/Sports/MatchMarkets',
  component: MarketsHarness,
  args: { state: loaded, onPick: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MarketsHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every market of the match, grouped; the slip's pick pressed; a suspended price locked. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '波胆' })).toBeVisible();
    await expect(c.getByRole('button', { name: '让球 阿森纳 [0/0.5] 0.93' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(c.getByRole('button', { name: '波胆 0-0 已封盘' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: '单双 单 0.95' }));
    await expect(args.onPick).toHaveBeenCalledWith(
      match,
      expect.objectContaining({ r: 'T_ODD_9201' }),
    );
  },
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
