import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { UserInfoView } from './UserInfo';

const member = exampleData('userMemberInfo');
const incomplete = {
  ...member,
  gender: 0 as const,
  birthday: null,
  realName: null,
  bindRealName: false,
  bindPhone: false,
  phone: null,
  bindEmail: false,
  email: null,
  bindBankCard: false,
  bindSecondPassword: false,
  securityLevel: 20,
  avatar: '/img/avatar/1.png',
};

const meta = {
  title: 'Screens/Member/UserInfo',
  component: UserInfoView,
  decorators: [withStoryRoot],
  parameters: { layout: 'padded', loggedIn: true, route: '/mine/userinfo', msw: { handlers } },
} satisfies Meta<typeof UserInfoView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '个人资料' })).toBeVisible();
    await canvas.findByText('注册日期', { selector: 'dt' }, { timeout: 5000 });
    for (const label of [
      '性别',
      '生日',
      '注册日期',
      '真实姓名',
      '手机号码',
      '电子邮箱',
      '银行卡',
      '取款密码',
    ])
      await expect(canvas.getByText(label, { selector: 'dt' })).toBeVisible();
    await expect(await canvas.findByText(member.name, { selector: 'dd' })).toBeVisible();
    await expect(canvas.getAllByText('提交后不可修改').length).toBeGreaterThan(0);
    await expect(canvas.getByText(/资料完成度 \d+%/)).toBeVisible();
  },
};

export const Incomplete: Story = {
  parameters: {
    msw: { handlers: [mockOperation('userMemberInfo', { data: incomplete }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: '保存资料' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('请选择性别')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '去绑定' }).length).toBeGreaterThan(2);
  },
};

export const AvatarUploadChecks: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '更换头像' }));
    const dialog = await body.findByRole('dialog', { name: '选择头像' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(await within(dialog).findByText('仅支持 PNG、JPG、GIF 格式的图片')).toBeVisible();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await expect(await within(dialog).findByText('图片大小不能超过5MB')).toBeVisible();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, png);
    await expect(await within(dialog).findByRole('img', { name: '预览' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '使用此图片' })).toBeEnabled();
  },
};

export const Narrow: Story = {
  parameters: {
    screen: { width: 390 },
    msw: { handlers: [mockOperation('userMemberInfo', { data: incomplete }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '个人资料' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
