import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenOf } from '../shared/testing';
import { AgreementDialog } from './AgreementDialog';

const meta = {
  title: 'Dialogs/AgreementDialog',
  component: AgreementDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), doc: 'terms', nested: false },
} satisfies Meta<typeof AgreementDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: '服务条款' });
    await expect(dialog).toHaveTextContent('用户须年满18周岁');
    await expect(dialog).toHaveTextContent('14天内以书面形式提出投诉');
    await expect(dialog).toHaveTextContent('注单一经确认,不可取消');
    await userEvent.click(within(dialog).getByRole('button', { name: '我已阅读' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Privacy: Story = {
  args: { doc: 'privacy' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: '隐私政策' });
    await expect(dialog).toHaveTextContent('本网站仅向年满18周岁的玩家提供服务');
    await expect(dialog).toHaveTextContent('注册资料(姓名、地址、电子邮箱、密码)必须真实有效');
  },
};

export const TermsTraditional: Story = {
  parameters: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: '服務條款' });
    await expect(dialog).toHaveTextContent('使用者須年滿18週歲');
  },
};
