import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import { exampleData, exampleOf, handlers, mockOperation } from '../../../../mocks';
import { formatCny } from '../../../domain';
import { AppDialogs } from '../../../app/AppDialogs';
import { withStoryRoot } from '../../storyRoot';
import { FeedbackView } from './Feedback';

const meta = {
  title: 'Screens/Member/Feedback',
  component: FeedbackView,
  decorators: [withStoryRoot],
  parameters: { layout: 'padded', loggedIn: true, route: '/mine/feedback', msw: { handlers } },
} satisfies Meta<typeof FeedbackView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's dialog layer beside the screen: its toasts (反馈已提交...) are what the play reads. */
const withDialogs: Decorator = (Story) => (
  <>
    <Story />
    <AppDialogs />
  </>
);

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '意见反馈' })).toBeVisible();
    await expect(canvas.getByText('0/500')).toBeVisible();
  },
};

/** A complaint about a result cites one of the recent bets (queryMemberBetList): the bet picked
 * is the orderNo the feedback is sent with. */
let sentFeedback: { type?: number; content?: string; orderNo?: string } | null = null;
export const CiteBet: Story = {
  decorators: [withDialogs],
  beforeEach: () => {
    sentFeedback = null;
  },
  parameters: {
    snapshot: { disable: true },
    msw: {
      handlers: [
        mockOperation('userFeedbackAddFeedBack', {
          resolver: async ({ request }) => {
            sentFeedback = (await request.json()) as typeof sentFeedback;
            return HttpResponse.json(exampleOf('userFeedbackAddFeedBack'));
          },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByText('对赛果有异议,请于14天内提交反馈并关联该注单'),
    ).toBeVisible();
    // each select closes before the next is used: Radix lifts the aria-hidden it put on the
    // page, the document's nodes outside the story root too (axe aria-hidden-focus otherwise)
    const closed = () =>
      waitFor(() =>
        expect(canvasElement.ownerDocument.querySelector('[data-aria-hidden]')).toBeNull(),
      );
    await userEvent.click(canvas.getByRole('combobox', { name: '反馈类型' }));
    await userEvent.click(await body.findByRole('option', { name: '投注问题' }));
    await closed();
    const [recent] = exampleData('userFeedbackQueryMemberBetList').list;
    if (!recent) throw new Error('the bet list example has no bet');
    const betLabel = `${recent.gameName} · ${formatCny(recent.betAmount)}元 · ${recent.betTime}`;
    await userEvent.click(canvas.getByRole('combobox', { name: '关联注单(选填)' }));
    await userEvent.click(await body.findByRole('option', { name: betLabel }));
    await closed();
    await expect(canvas.getByRole('combobox', { name: '关联注单(选填)' })).toHaveTextContent(
      betLabel,
    );
    await userEvent.type(canvas.getByLabelText('反馈内容'), '赛果有误');
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expect(await body.findByText('反馈已提交,客服将尽快回复您')).toBeVisible();
    await expect(sentFeedback).toMatchObject({
      type: 3,
      content: '赛果有误',
      orderNo: recent.orderNo,
    });
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提交反馈' }));
    // the select's placeholder reads 请选择反馈类型 too: the message is the alert
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请选择反馈类型');
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'a.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByText('仅支持 PNG、JPG、GIF 格式的图片')).toBeVisible();
  },
};

export const WithImages: Story = {
  decorators: [withDialogs],
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    for (let i = 1; i <= 3; i++) {
      const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
      await userEvent.upload(input, png());
      await expect(await canvas.findByRole('img', { name: `反馈图片 ${i}` })).toBeInTheDocument();
    }
    // three images: no more can be added
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: '反馈类型' }));
    await userEvent.click(await body.findByRole('option', { name: '取款问题' }));
    await userEvent.type(canvas.getByLabelText('反馈内容'), '取款一直在审核中');
    await expect(canvas.getByText('8/500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expect(await body.findByText('反馈已提交,客服将尽快回复您')).toBeVisible();
  },
};

export const TooFrequent: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('userFeedbackAddFeedBack', { code: 6011, message: '请勿频繁提交' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('combobox', { name: '反馈类型' }));
    await userEvent.click(await body.findByRole('option', { name: '其他' }));
    await userEvent.type(canvas.getByLabelText('反馈内容'), '建议');
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expect(await canvas.findByText('请勿频繁提交')).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: '意见反馈' }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
