import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FLASH_MS, FLASH_TICK_MS, OddsButton } from './OddsButton';

const meta = {
  title: 'Screens/Sports/OddsButton',
  component: OddsButton,
  decorators: [
    (Story) => (
      <div style={{ width: 160, padding: 8 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: '阿森纳 让球',
    line: '0/0.5',
    odds: '0.93',
    value: 0.93,
    lockedText: '已封盘',
    onPick: fn(),
  },
} satisfies Meta<typeof OddsButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (el: HTMLElement) => within(el).getByRole('button');

/** A price to pick: its line and odds, named by what it picks. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const b = button(canvasElement);
    await expect(b).toHaveAccessibleName('阿森纳 让球 0/0.5 0.93');
    await expect(b).toHaveAttribute('aria-pressed', 'false');
    await expect(b).not.toHaveAttribute('data-move');
    await userEvent.click(b);
    await expect(args.onPick).toHaveBeenCalledTimes(1);
  },
};

/** The price rose: green, with an up arrow, for about 2 s. */
export const Up: Story = {
  // held: on a loaded machine the picture could otherwise be taken after the 2 s flash ended
  args: { initialMove: 'up', odds: '0.97', value: 0.97, flashMs: 600_000 },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement)).toHaveAttribute('data-move', 'up');
  },
};

/** The price fell: red, with a down arrow, for about 2 s. */
export const Down: Story = {
  args: { initialMove: 'down', odds: '0.89', value: 0.89, flashMs: 600_000 },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement)).toHaveAttribute('data-move', 'down');
  },
};

/** A suspended market: a lock, disabled, and named as locked. */
export const Locked: Story = {
  args: { locked: true },
  play: async ({ canvasElement, args }) => {
    const b = button(canvasElement);
    await expect(b).toBeDisabled();
    await expect(b).toHaveAccessibleName('阿森纳 让球 0/0.5 已封盘');
    await userEvent.click(b, { pointerEventsCheck: 0 });
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

/** In the slip: pressed. */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement)).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A move the player sees flashes once and goes back to normal after about 2 s (flashes end on a
 * quarter-second grid, so that the ends of a moment's flashes are drawn in one frame). */
export const MoveFlashesThenSettles: Story = {
  args: { initialMove: 'up' },
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const b = button(canvasElement);
    await expect(b).toHaveAttribute('data-move', 'up');
    await new Promise((r) => setTimeout(r, FLASH_MS + FLASH_TICK_MS + 300));
    await expect(b).not.toHaveAttribute('data-move');
  },
};
