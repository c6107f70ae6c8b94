import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenOf } from '../shared/testing';
import { CaptchaDialog, captchaErrorText, type SliderCaptchaAdapter } from './CaptchaDialog';

const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="60"><rect width="160" height="60" fill="#eef"/><text x="30" y="42" font-size="32" font-family="monospace" fill="#223">A7K9</text></svg>',
)}`;

/** A stand-in slider provider: one button that passes the check. */
const workingSlider: SliderCaptchaAdapter = {
  mount(container, { onSuccess }) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = '拖动滑块完成验证';
    button.onclick = () =>
      onSuccess({ kaptchcate: 0, codeId: 'lot-1', code: '{"pass_token":"t","gen_time":"1"}' });
    container.append(button);
    return () => button.remove();
  },
};

/** A slider whose check fails: the message shows with prefix 2, the slider stays. */
const failingSlider: SliderCaptchaAdapter = {
  mount(container, { onError }) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = '拖动滑块完成验证';
    button.onclick = () => onError('check', '验证未通过,请重试');
    container.append(button);
    return () => button.remove();
  },
};

const brokenSlider: SliderCaptchaAdapter = {
  mount(_container, { onError }) {
    onError('provider', '验证服务加载失败');
    return () => undefined;
  },
};

const meta = {
  title: 'Dialogs/CaptchaDialog',
  component: CaptchaDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    onRefresh: fn(),
    onSolved: fn(),
    image: picture,
    codeId: 'x-code-123',
  },
} satisfies Meta<typeof CaptchaDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  screenOf(canvasElement).findByRole('dialog', { name: '图形验证' });

export const Picture: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('img', { name: '图形验证码' })).toBeVisible();
  },
};

export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('请输入验证码');
    await expect(args.onSolved).not.toHaveBeenCalled();
  },
};

export const Solved: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const input = within(dialog).getByLabelText('验证码');
    await userEvent.type(input, 'A7K9abcdefghij');
    await expect(input).toHaveValue('A7K9abcdef');
    await userEvent.clear(input);
    await userEvent.type(input, 'A7K9{Enter}');
    await expect(args.onSolved).toHaveBeenCalledWith({
      kaptchcate: 1,
      codeId: 'x-code-123',
      code: 'A7K9',
    });
  },
};

export const Refresh: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '换一张' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const LoadingPicture: Story = {
  args: { image: null },
  play: async ({ canvasElement }) => {
    await expect(await dialogOf(canvasElement)).toHaveTextContent('图片加载中...');
  },
};

export const PictureError: Story = {
  args: { image: null, pictureError: captchaErrorText('picture', '图片获取失败') },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('1图片获取失败');
  },
};

export const Slider: Story = {
  args: { slider: workingSlider },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).queryByLabelText('验证码')).not.toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: '拖动滑块完成验证' }));
    await expect(args.onSolved).toHaveBeenCalledWith(
      expect.objectContaining({ kaptchcate: 0, codeId: 'lot-1' }),
    );
  },
};

export const SliderFallback: Story = {
  args: { slider: brokenSlider },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('6验证服务加载失败'),
    );
    await expect(within(dialog).getByText('滑动验证不可用,已切换为图形验证')).toBeVisible();
    await expect(within(dialog).getByLabelText('验证码')).toBeVisible();
  },
};

export const SliderCheckError: Story = {
  args: { slider: failingSlider },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: '拖动滑块完成验证' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('2验证未通过,请重试');
    await expect(args.onSolved).not.toHaveBeenCalled();
  },
};

export const Professional: Story = {
  parameters: { theme: 'professional', locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: '圖形驗證' });
    await expect(within(dialog).getByRole('img', { name: '圖形驗證碼' })).toBeVisible();
  },
};
