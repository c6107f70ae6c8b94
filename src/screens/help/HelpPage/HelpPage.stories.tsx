import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { HelpPageView } from './HelpPage';

const meta = {
  title: 'Screens/Help/HelpPage',
  component: HelpPageView,
  decorators: [withStoryRoot],
  parameters: { layout: 'padded', msw: { handlers } },
  args: { page: 'kh' },
} satisfies Meta<typeof HelpPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

const preInfoWithDepositOff = () => {
  const data = exampleData('configurationPreInfo');
  return { ...data, siteBaseConfig: { ...data.siteBaseConfig, deposit: 0 as const } };
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '开户协议' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: '注册步骤' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '规则与条款' })).toHaveAttribute(
      'href',
      '/app/help/gztk',
    );
    await expect(canvas.getByRole('navigation', { name: '更多帮助' })).toBeVisible();
  },
};

export const BettingTutorial: Story = {
  args: { page: 'tytzjc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '第二步:看懂赔率' }, { timeout: 5000 }),
    ).toBeVisible();
    const table = canvas.getAllByRole('table')[0]!;
    await expect(within(table).getByRole('cell', { name: '-1.11' })).toBeVisible();
  },
};

export const Traditional: Story = {
  args: { page: 'rqgl' },
  parameters: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '讓球攻略' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: '看懂讓球盤' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '搜尋幫助' })).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索帮助' }), 'USDT');
    const results = await canvas.findByRole('list', { name: '搜索结果' }, { timeout: 5000 });
    await expect(within(results).getByRole('link', { name: /虚拟币存取款教程/ })).toHaveAttribute(
      'href',
      '/app/help/xnbcqkjc',
    );
    await expect(within(results).getByRole('link', { name: /存款帮助/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/找到 \d+ 篇相关帮助/);
  },
};

export const SearchNoResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索帮助' }), '冰球直播');
    await expect(
      await canvas.findByText(
        '未找到与“冰球直播”相关的帮助,换个关键词试试,或联系在线客服。',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '搜索结果' })).toBeNull();
  },
};

export const SearchWithDepositsOff: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('configurationPreInfo', { data: preInfoWithDepositOff() }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索帮助' }), '存款');
    // the results are drawn again when preInfo's deposit flag arrives: wait for that state,
    // querying afresh each time (an element found before it is gone after)
    await waitFor(
      () => {
        const results = canvas.getByRole('list', { name: '搜索结果' });
        expect(within(results).queryByRole('link', { name: /^存款帮助/ })).toBeNull();
        expect(within(results).getByRole('link', { name: /虚拟币存取款教程/ })).toBeVisible();
      },
      { timeout: 5000 },
    );
  },
};

export const CustomerService: Story = {
  args: { page: 'zxkf' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('存款渠道仅可通过官方网站、官方APP或官方在线客服获取。'),
    ).toBeVisible();
    // the page is the service itself (no link back to itself): a visitor is asked to log in
    await expect(canvas.queryByRole('button', { name: '联系在线客服' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeEnabled();
  },
};

export const Partners: Story = {
  args: { page: 'hzhb' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = exampleData('advertisingNavigationList').find((c) => c.venues.length > 0);
    const venue = first?.venues[0];
    if (venue)
      await expect(
        await canvas.findByRole('img', { name: venue.name }, { timeout: 5000 }),
      ).toBeVisible();
  },
};

export const PartnersLoading: Story = {
  args: { page: 'hzhb' },
  parameters: {
    msw: {
      handlers: [mockOperation('advertisingNavigationList', { delay: 'infinite' }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '合作场馆' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const PartnersError: Story = {
  args: { page: 'hzhb' },
  parameters: {
    msw: {
      handlers: [
        mockOperation('advertisingNavigationList', { code: 6005, message: '服务异常,请稍后重试' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('服务异常,请稍后重试', undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Narrow: Story = {
  args: { page: 'dxqgl' },
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '大小球攻略' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: '结算示例' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
