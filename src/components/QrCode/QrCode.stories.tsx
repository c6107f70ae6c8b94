import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { QrCode } from './QrCode';
import { QrFigure } from './QrFigure';

const meta = {
  title: 'Primitives/QrCode',
  component: QrCode,
  args: {
    value: 'https://127.0.0.1/download',
    size: 104,
    role: 'img',
    'aria-label': 'APP下载二维码',
    title: 'APP下载二维码',
  },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On screen: the code is drawn (the library loads on first use). */
export const OnScreen: Story = {
  play: async ({ canvasElement }) => {
    // the blank square first, then the code in its place (asked for again: a new element)
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('img', { name: 'APP下载二维码' }).tagName.toLowerCase(),
      ).toBe('svg'),
    );
  },
};

/** Far below the screen (a footer nobody scrolled to): a blank square of the same size holds the
 * place and the code is not worked out; scrolled near, it is drawn. */
export const BelowTheScreen: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: 3000 }} data-testid="above" />
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = canvas.getByRole('img', { name: 'APP下载二维码' });
    // a frame for the observer to report: still not drawn
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)));
    await expect(waiting.tagName.toLowerCase()).toBe('span');
    await expect(waiting).toHaveAttribute('aria-busy', 'true');
    await expect(waiting).toHaveStyle({ width: '104px', height: '104px' });
    waiting.scrollIntoView();
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'APP下载二维码' }).tagName.toLowerCase()).toBe('svg'),
    );
    window.scrollTo(0, 0);
  },
};

/** On its white card with a caption (a deposit's order, an invitation), white in either edition. */
export const Figure: Story = {
  render: (args) => <QrFigure {...args} caption="扫码支付" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure')).toHaveTextContent('扫码支付');
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'APP下载二维码' }).tagName.toLowerCase()).toBe('svg'),
    );
  },
};
