import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleData, handlers } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { AppDownloadPage } from './AppDownload';

const meta = {
  title: 'Screens/Brand/AppDownload',
  component: AppDownloadPage,
  decorators: [withStoryRoot],
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta<typeof AppDownloadPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'APP下载' })).toBeVisible();
    const config = exampleData('configurationPreInfo').siteBaseConfig;
    // the contract's example configures another mobile site and a permanent address
    await expect(
      await canvas.findByTestId('download-url-forever', undefined, { timeout: 5000 }),
    ).toHaveTextContent(new URL(config.foreverSite ?? '').toString());
    await expect(canvas.getByTestId('download-url-mobile')).toHaveTextContent(
      new URL(config.h5DomainUrl).host,
    );
    await expect(canvas.getByRole('img', { name: '手机版二维码' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '永久网址二维码' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '手机版界面示意图' })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: '永久网址二维码' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
