// Binding from deposit: a member without a real name completes it on the deposit page.
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { exampleData, mockOperation } from '../../../../mocks';
import { AppDialogs } from '../../../app/AppDialogs';
import { withStoryRoot } from '../../storyRoot';
import { SaveMoneyScreen } from '../SaveMoney/SaveMoney';
import { cashierMsw } from '../storyData';

const unnamed = { ...exampleData('userMemberInfo'), bindRealName: false, realName: null };

const withDialogs: Decorator = (Story) => (
  <>
    <Story />
    <AppDialogs />
  </>
);

const meta = {
  title: 'Screens/Cashier/BindFromDeposit',
  component: SaveMoneyScreen,
  decorators: [withDialogs, withStoryRoot],
  parameters: {
    layout: 'padded',
    loggedIn: true,
    route: '/mine/savemoney',
    msw: cashierMsw(mockOperation('userMemberInfo', { data: unnamed })),
  },
} satisfies Meta<typeof SaveMoneyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '存款前请完善真实姓名' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: '银行卡转账' })).toBeNull();
  },
};

export const WrongName: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('真实姓名'), '·张三');
    await userEvent.click(canvas.getByRole('button', { name: '提交后继续存款' }));
    await expect(await canvas.findByText('请输入正确的姓名')).toBeVisible();
  },
};

export const Saved: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByLabelText('真实姓名'), '张三');
    await userEvent.click(canvas.getByRole('button', { name: '提交后继续存款' }));
    await expect(await body.findByText('真实姓名已认证,请继续存款')).toBeVisible();
  },
};
