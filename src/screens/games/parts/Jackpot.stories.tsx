import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COUNT_FROM, COUNT_MS } from '../../../components/useCountUp';
import { formatMoney2 } from '../../../domain';
import { Jackpot } from './Jackpot';

const meta = {
  title: 'Screens/Games/Jackpot',
  component: Jackpot,
  args: {
    pools: [
      { key: 'PGDZ', venueName: 'PG电子', amount: 88_888.8 },
      { key: 'JDBDZ', venueName: 'JDB电子', amount: 32_100 },
    ],
  },
} satisfies Meta<typeof Jackpot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Counts up to the pools' amounts, then holds them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '奖池' })).toBeVisible();
    await expect(await canvas.findByText('¥88,888.80', {}, { timeout: 4000 })).toBeVisible();
    await expect(await canvas.findByText('¥32,100.00', {}, { timeout: 4000 })).toBeVisible();
  },
};

/** Reduced motion: the amounts at once, no count-up. */
export const ReducedMotion: Story = {
  args: { animate: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥88,888.80')).toBeVisible();
  },
};

/** Below the screen the figures hold at 97 % (no count that nobody sees); scrolled to, they
 * count up to the amounts. */
export const CountsWhenSeen: Story = {
  decorators: [
    (Story) => (
      <>
        <div data-testid="above" style={{ height: '150vh' }} />
        <Story />
      </>
    ),
  ],
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const held = formatMoney2(88_888.8 * COUNT_FROM);
    await expect(canvas.getByText(`¥${held}`)).toBeInTheDocument();
    // longer than a whole count: still held
    await new Promise((resolve) => setTimeout(resolve, COUNT_MS + 300));
    await expect(canvas.getByText(`¥${held}`)).toBeInTheDocument();
    canvas.getByRole('region', { name: '奖池' }).scrollIntoView();
    await expect(await canvas.findByText('¥88,888.80', {}, { timeout: 4000 })).toBeVisible();
    await expect(await canvas.findByText('¥32,100.00', {}, { timeout: 4000 })).toBeVisible();
  },
};
