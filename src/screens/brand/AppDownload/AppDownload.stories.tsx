import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { siteAddress } from '../../../app/siteAddress';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
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

/** preInfo with the given site addresses over the contract's example. */
function withAddresses(addresses: {
  h5DomainUrl: string;
  foreverSite: string;
  publicUrl?: string;
}) {
  const example = exampleData('configurationPreInfo');
  return [
    mockOperation('configurationPreInfo', {
      data: { ...example, siteBaseConfig: { ...example.siteBaseConfig, ...addresses } },
    }),
    ...handlers,
  ];
}

/** No mobile site and no permanent address configured: one code, the address the page is
 * served from, and no permanent address invented. */
export const OwnAddressOnly: Story = {
  parameters: { msw: { handlers: withAddresses({ h5DomainUrl: '', foreverSite: '' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(canvas.getByTestId('download-url-mobile')).toHaveTextContent(
          new URL('/', siteAddress('')).toString(),
        ),
      { timeout: 5000 },
    );
    await expect(canvas.queryByTestId('download-url-forever')).toBeNull();
    await expect(canvas.queryByText('永久网址')).toBeNull();
  },
};

/** A deployment behind a proxy configures the address players reach it at: the code shows it. */
export const PublicAddress: Story = {
  parameters: {
    msw: {
      handlers: withAddresses({
        h5DomainUrl: '',
        foreverSite: '',
        publicUrl: 'https://www.xingchen.example',
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(canvas.getByTestId('download-url-mobile')).toHaveTextContent(
          'https://www.xingchen.example/',
        ),
      { timeout: 5000 },
    );
    await expect(canvas.queryByTestId('download-url-forever')).toBeNull();
  },
};
