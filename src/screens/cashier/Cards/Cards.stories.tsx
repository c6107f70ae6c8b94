import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exampleData, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { HttpResponse } from 'msw';
import { ACCOUNTS, cashierMsw, failing } from '../storyData';
import { CardsScreen } from './Cards';

const meta = {
  title: 'Screens/Cashier/Cards',
  component: CardsScreen,
  decorators: [withStoryRoot],
  args: { kind: 'bank' },
  parameters: {
    layout: 'padded',
    loggedIn: true,
    route: '/mine/addBankCard',
    msw: cashierMsw(),
  },
} satisfies Meta<typeof CardsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BankCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '已绑定账户' });
    await expect(within(list).getByText('6222****1234')).toBeVisible();
    await expect(within(list).getByText('默认')).toBeVisible();
    await expect(within(list).getByRole('button', { name: '设为默认' })).toBeVisible();
    // the holder comes from the member's real name, a call of its own
    await waitFor(() => expect(canvas.getByLabelText('持卡人')).toHaveValue('张*'));
  },
};

/** 设为默认 on the second card: the server keeps the choice and the list shows it. */
let chosenDefault: number | null = null;
export const SetDefault: Story = {
  beforeEach: () => {
    chosenDefault = null;
  },
  parameters: {
    msw: cashierMsw(
      mockOperation('bankCardSetDefault', {
        resolver: async ({ request }) => {
          chosenDefault = ((await request.json()) as { id: number }).id;
          return HttpResponse.json({
            status_code: 6000,
            message: '成功',
            data: exampleData('bankCardSetDefault'),
          });
        },
      }),
      mockOperation('bankCardQueryMemberBanksInfoList', {
        resolver: () =>
          HttpResponse.json({
            status_code: 6000,
            message: '成功',
            data: ACCOUNTS.map((a) =>
              chosenDefault === null || a.type !== 'bank'
                ? a
                : { ...a, isDefault: a.id === chosenDefault },
            ),
          }),
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '已绑定账户' });
    await expect(within(list).getByText('6217****0004')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: '设为默认' }));
    // the first card lost the mark: it now offers 设为默认 itself
    await waitFor(
      () =>
        expect(
          within(canvas.getByRole('list', { name: '已绑定账户' })).getAllByRole('listitem')[0],
        ).toHaveTextContent('设为默认'),
      // two calls (set, then the list again) through the mock worker on a loaded machine
      { timeout: 10_000 },
    );
    // the list stayed on screen while it reloaded
    await expect(canvas.getByRole('list', { name: '已绑定账户' })).toBe(list);
  },
};

export const CardChecksum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: /开户银行/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '招商银行' }));
    await userEvent.type(canvas.getByLabelText('银行卡号'), '6217000000000000005');
    await userEvent.click(canvas.getByRole('button', { name: '确认添加' }));
    await expect(await canvas.findByText('银行卡号有误,请核对')).toBeVisible();
  },
};

export const CardRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '确认添加' }));
    // the bank select's placeholder says it too: the message is the alert
    await expect(
      await canvas.findByText('请选择开户银行', { selector: '[role="alert"]' }),
    ).toBeVisible();
    await expect(canvas.getByText('请输入银行卡号')).toBeVisible();
  },
};

export const RemoveConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '已绑定账户' });
    await userEvent.click(within(list).getAllByRole('button', { name: '删除' })[0]!);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '删除账户',
    });
    await expect(within(dialog).getByText('确定要删除账户 6222****1234 吗?')).toBeVisible();
  },
};

export const Alipay: Story = {
  args: { kind: 'alipay' },
  parameters: { route: '/mine/alipayManage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '支付宝管理' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('支付宝账号'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: '确认添加' }));
    await expect(await canvas.findByText('请输入正确的支付宝账号(手机号或邮箱)')).toBeVisible();
  },
};

export const VirtualCoinAddress: Story = {
  args: { kind: 'usdt' },
  parameters: { route: '/mine/virtualCoinCard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '虚拟币钱包' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('钱包地址'), '0x1234');
    await userEvent.click(canvas.getByRole('button', { name: '确认添加' }));
    await expect(await canvas.findByText('TRC20 地址格式不正确')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: cashierMsw(mockOperation('bankCardQueryMemberBanksInfoList', { data: [] })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无绑定账户')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: cashierMsw(failing('bankCardQueryMemberBanksInfoList')),
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
    await expect(await canvas.findByRole('list', { name: '已绑定账户' })).toBeVisible();
  },
};
