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

/** 生日 reads 年/月/日 and is picked in a Chinese calendar that offers no day under 18 years. */
export const BirthdayPicker: Story = {
  parameters: Incomplete.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const form = within(await canvas.findByRole('form', { name: '保存资料' }, { timeout: 5000 }));
    await userEvent.click(form.getByRole('button', { name: /请选择生日/ }));
    const calendar = await page.findByRole('dialog', { name: '生日' });
    const years = within(calendar).getByRole('combobox', { name: '选择年份' });
    const latestYear = Number([...(years as HTMLSelectElement).options].at(-1)?.value);
    await expect(latestYear).toBe(new Date().getFullYear() - 18);
    await userEvent.selectOptions(years, '1990');
    await userEvent.selectOptions(
      within(calendar).getByRole('combobox', { name: '选择月份' }),
      '4',
    );
    await userEvent.click(within(calendar).getByRole('button', { name: /1990年5月1日/ }));
    await expect(await form.findByRole('button', { name: /1990年5月1日/ })).toBeVisible();
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
