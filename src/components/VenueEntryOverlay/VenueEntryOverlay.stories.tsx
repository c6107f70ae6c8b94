import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VenueEntryOverlay } from './VenueEntryOverlay';

const meta = {
  title: 'Dialogs/VenueEntryOverlay',
  component: VenueEntryOverlay,
  parameters: { layout: 'fullscreen' },
  args: { open: true },
} satisfies Meta<typeof VenueEntryOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Starting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('启动中...');
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Professional: Story = {
  parameters: { theme: 'professional', locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('啟動中...');
  },
};
