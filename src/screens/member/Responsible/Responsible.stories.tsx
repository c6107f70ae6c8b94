import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { ResponsibleView } from './Responsible';

const meta = {
  title: 'Screens/Member/Responsible',
  component: ResponsibleView,
  decorators: [withStoryRoot],
  parameters: { layout: 'padded', loggedIn: true, route: '/mine/responsible', msw: { handlers } },
} satisfies Meta<typeof ResponsibleView>;
export default meta;
type Story = StoryObj<typeof meta>;

async function replace(input: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('每日存款限额')).toHaveValue('1000');
    await expect(canvas.getByLabelText('每周存款限额')).toHaveValue('5000');
    await expect(canvas.getByLabelText('每月存款限额')).toHaveValue('');
    await expect(canvas.getByLabelText('每日亏损限额')).toHaveValue('500');
    await expect(canvas.getByText(/2026-11-23 20:30:00 起生效:20000元/)).toBeVisible();
    await expect(canvas.getByText(/已用 200 元/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '每30分钟' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '暂停 24小时' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '排除 5年' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '了解博彩责任' })).toHaveAttribute(
      'href',
      '/app/help/bczr',
    );
  },
};

export const ValidationMessages: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await replace(await canvas.findByLabelText('每日存款限额'), '12.5');
    await replace(canvas.getByLabelText('每周存款限额'), '0');
    await replace(canvas.getByLabelText('每月存款限额'), '20000000');
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    await expect(await canvas.findByText('请输入整数金额')).toBeVisible();
    await expect(canvas.getAllByText('限额需在1至10000000元之间')).toHaveLength(2);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const DecreaseAppliesAtOnce: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await replace(await canvas.findByLabelText('每日存款限额'), '800');
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('设置已保存');
    await expect(canvas.getByRole('status')).not.toHaveTextContent('24小时');
  },
};

export const IncreaseWaits24Hours: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await replace(await canvas.findByLabelText('每日亏损限额'), '');
    await userEvent.click(canvas.getByRole('radio', { name: '每60分钟' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '设置已保存,提高的限额将于24小时后生效',
    );
  },
};

export const RefusedByTheServer: Story = {
  parameters: {
    snapshot: { disable: true },
    msw: {
      handlers: [mockOperation('userResponsibleLimits', { example: 'code6007' }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('每日存款限额');
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '限额需为1至10000000之间的整数',
    );
  },
};

export const TimeOutAsksFirst: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '暂停 7天' }));
    const dialog = await body.findByRole('dialog', { name: '确认暂停游戏' });
    await expect(within(dialog).getByText(/确定暂停游戏7天.*立即退出登录/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(body.queryByRole('dialog', { name: '确认暂停游戏' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '排除 1年' }));
    const exclusion = await body.findByRole('dialog', { name: '确认自我排除' });
    await expect(within(exclusion).getByText(/确定自我排除1年/)).toBeVisible();
    await userEvent.click(within(exclusion).getByRole('button', { name: '取消' }));
  },
};

export const Loading: Story = {
  parameters: {
    snapshot: { disable: true },
    msw: {
      handlers: [mockOperation('userResponsibleInfo', { delay: 'infinite' }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '博彩责任' })).toBeVisible();
    await expect(canvas.queryByLabelText('每日存款限额')).toBeNull();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('userResponsibleInfo', { code: 6005, message: '服务异常,请稍后重试' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('服务异常,请稍后重试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Traditional: Story = {
  parameters: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '博彩責任' })).toBeVisible();
    await replace(await canvas.findByLabelText('每日存款限額'), '1.5');
    await userEvent.click(canvas.getByRole('button', { name: '儲存設定' }));
    await expect(await canvas.findByText('請輸入整數金額')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '暫停 24小時' })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('每日存款限额')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
