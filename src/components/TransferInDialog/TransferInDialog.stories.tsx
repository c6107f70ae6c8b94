import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenOf } from '../shared/testing';
import { TransferInDialog } from './TransferInDialog';

const meta = {
  title: 'Dialogs/TransferInDialog',
  component: TransferInDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    onEnterDirectly: fn(),
    centerBalance: 1234.5,
  },
} satisfies Meta<typeof TransferInDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  screenOf(canvasElement).findByRole('dialog', { name: '额度转入' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveTextContent('您当前仍在活动中,转入后未完成流水不可转出');
    await expect(dialog).toHaveTextContent('1,234.50');
  },
};

export const ServerMessage: Story = {
  args: { message: '您正在参与【首存送彩金】活动,转入后未完成流水的金额将无法转出' },
  play: async ({ canvasElement }) => {
    await expect(await dialogOf(canvasElement)).toHaveTextContent('您正在参与【首存送彩金】活动');
  },
};

export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认转入' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('请输入转入金额');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const input = within(dialog).getByLabelText('转入金额');
    await userEvent.type(input, 'a1b2.345');
    await expect(input).toHaveValue('12.34');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认转入' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('请输入正确的转入金额');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MaxLength: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const input = within(dialog).getByLabelText('转入金额');
    await userEvent.type(input, '12345678901234');
    await expect(input).toHaveValue('123456789012');
  },
};

export const All: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '全部' }));
    await expect(within(dialog).getByLabelText('转入金额')).toHaveValue('1234.5');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认转入' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('1234.5');
  },
};

export const EnterDirectly: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '直接进入游戏' }));
    await expect(args.onEnterDirectly).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: '加载中...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: '直接进入游戏' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { serverError: '场馆维护中,请稍后再试' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('场馆维护中,请稍后再试');
  },
};

export const Professional: Story = { parameters: { theme: 'professional' } };
