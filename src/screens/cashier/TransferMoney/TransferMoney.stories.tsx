import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { cashierMsw, failing } from '../storyData';
import { TransferMoneyScreen } from './TransferMoney';

const meta = {
  title: 'Screens/Cashier/TransferMoney',
  component: TransferMoneyScreen,
  decorators: [withStoryRoot],
  parameters: {
    layout: 'padded',
    loggedIn: true,
    route: '/mine/transfermoney',
    msw: cashierMsw(),
  },
} satisfies Meta<typeof TransferMoneyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '钱包余额' });
    await expect(await within(table).findByText('PG电子')).toBeVisible();
    await expect(await canvas.findByTestId('transfer-center')).toHaveTextContent('8,800.00');
    await expect(canvas.getByRole('button', { name: '一键回收' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /转出/ })).toHaveTextContent('中心钱包');
  },
};

export const AmountRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: '钱包余额' });
    await userEvent.click(canvas.getByRole('button', { name: '立即转账' }));
    await expect(
      await canvas.findByText('请选择一个场馆,转账只能在中心钱包与场馆之间进行'),
    ).toBeVisible();
  },
};

export const Insufficient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: '钱包余额' });
    await userEvent.click(canvas.getByRole('combobox', { name: /转出/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'AG真人' }));
    await expect(canvas.getByRole('combobox', { name: /转入/ })).toHaveTextContent('中心钱包');
    await userEvent.type(canvas.getByLabelText('转账金额'), '60');
    await userEvent.click(canvas.getByRole('button', { name: '立即转账' }));
    await expect(await canvas.findByText('转出余额不足')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '全部' }));
    await expect(canvas.getByLabelText('转账金额')).toHaveValue('50');
  },
};

export const Success: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: '钱包余额' });
    await userEvent.click(canvas.getByRole('combobox', { name: /转入/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'PG电子' }));
    await userEvent.type(canvas.getByLabelText('转账金额'), '100');
    await userEvent.click(canvas.getByRole('button', { name: '立即转账' }));
    await expect(await canvas.findByText('转账成功: 中心钱包 → PG电子 100 元')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: cashierMsw(mockOperation('venueAllBalance', { delay: 60_000 })),
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '转账' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: '钱包余额' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: {
    msw: cashierMsw(failing('venueAllBalance')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('服务异常,请稍后重试')).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '立即转账' })).toBeVisible();
  },
};

/** The amount to transfer in Chinese capital numerals under the field (spec section 9). */
export const AmountInCapitals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: '钱包余额' });
    await userEvent.type(canvas.getByLabelText('转账金额'), '305.07');
    await expect(canvas.getByTestId('amount-capital')).toHaveTextContent('大写: 叁佰零伍元零柒分');
  },
};
