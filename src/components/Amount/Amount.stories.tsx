import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Amount } from './Amount';

const meta = {
  title: 'Primitives/Amount',
  component: Amount,
  args: { value: 1234.5 },
} satisfies Meta<typeof Amount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('1,234.50');
  },
};

export const WholeNumber: Story = {
  args: { value: 1000, symbol: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥1,000')).toBeVisible();
  },
};

export const Fixed: Story = {
  args: { value: 88, fixed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('88.00')).toBeVisible();
  },
};

export const Signed: Story = {
  args: { value: -20.5, signed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-20.50')).toBeVisible();
  },
};

export const Missing: Story = {
  args: { value: 'abc' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('--')).toBeVisible();
  },
};
