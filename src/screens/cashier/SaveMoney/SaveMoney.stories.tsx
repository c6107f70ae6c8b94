import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exampleData, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { cashierMsw, failing } from '../storyData';
import { SaveMoneyScreen } from './SaveMoney';

const meta = {
  title: 'Screens/Cashier/SaveMoney',
  component: SaveMoneyScreen,
  decorators: [withStoryRoot],
  parameters: {
    layout: 'padded',
    loggedIn: true,
    route: '/mine/savemoney',
    msw: cashierMsw(),
  },
} satisfies Meta<typeof SaveMoneyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: '银行卡转账' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '电子钱包' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '虚拟币' })).toBeVisible();
    await expect(canvas.getByText(/单笔限额 100 - 50,?000 元/)).toBeVisible();
    await expect(
      canvas.getByText(
        '本通道存款加赠 1%,每笔最高 88 元;彩金锁定发放,完成彩金 1 倍流水后解锁至中心钱包',
        { exact: false },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '500' }));
    await expect(canvas.getByLabelText('存款金额')).toHaveValue('500');
    // the quote by the rule the server pays with: 1 % of 500
    await expect(
      canvas.getByText('存款 500 元可得加赠 5.00 元,完成 5.00 元流水后解锁'),
    ).toBeVisible();
  },
};

export const VirtualCoin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: '虚拟币' }));
    await expect(await canvas.findByRole('button', { name: 'TRC20' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'ERC20' })).toBeVisible();
  },
};

export const AmountRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '立即存款' }));
    await expect(await canvas.findByText('请输入金额')).toBeVisible();
  },
};

export const AmountInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('存款金额');
    await userEvent.type(input, '.');
    await userEvent.click(canvas.getByRole('button', { name: '立即存款' }));
    await expect(await canvas.findByText('请输入正确的金额(最多两位小数)')).toBeVisible();
  },
};

export const BelowMin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('存款金额'), '50');
    await userEvent.click(canvas.getByRole('button', { name: '立即存款' }));
    await expect(await canvas.findByText('金额不能低于100元')).toBeVisible();
  },
};

export const AboveMax: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('存款金额'), '50001');
    await userEvent.click(canvas.getByRole('button', { name: '立即存款' }));
    await expect(await canvas.findByText('金额不能高于50000元')).toBeVisible();
  },
};

/** The activity a deposit was started from (?activity=101), answering with `status`; the
 * pay requests' bodies are kept in `bodies`. Without `screenshot` the story is not shot (it
 * pays, and the page has moved on to the waiting page's address by then). */
function carrying(status: 0 | 1 | 2, screenshot = true) {
  const bodies: unknown[] = [];
  const story: Story = {
    beforeEach: () => {
      bodies.length = 0;
    },
    parameters: {
      route: '/mine/savemoney?activity=101',
      ...(screenshot ? {} : { snapshot: { disable: true } }),
      msw: cashierMsw(
        mockOperation('promotionConfig', {
          data: {
            ...exampleData('promotionConfig'),
            id: 101,
            title: '首存送100%',
            routeName: 'firstDeposit',
            status,
          },
        }),
        mockOperation('paymentPay', {
          resolver: async ({ request }) => {
            bodies.push(await request.clone().json());
            return undefined;
          },
        }),
      ),
    },
  };
  return { bodies, story };
}

export const WithActivity: Story = {
  ...carrying(1).story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: '首存送100%' });
    await expect(link).toHaveAttribute('href', '/activity/firstDeposit/101');
    await expect(canvas.getByText(/本次存款将参与活动/)).toBeVisible();
  },
};

/** Paying carries the running activity's id. */
const running = carrying(1, false);
export const PayWithActivity: Story = {
  ...running.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: '首存送100%' });
    await userEvent.type(canvas.getByLabelText('存款金额'), '200');
    await userEvent.click(canvas.getByRole('button', { name: '立即存款' }));
    await waitFor(() => expect(running.bodies).toHaveLength(1));
    await expect(running.bodies[0]).toMatchObject({ activityId: 101 });
  },
};

/** An ended activity (an old link): the page names none and the order carries none. */
const ended = carrying(2, false);
export const WithEndedActivity: Story = {
  ...ended.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('存款金额'), '200');
    const pay = canvas.getByRole('button', { name: '立即存款' });
    // the button waits for the activity's configuration
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() => expect(ended.bodies).toHaveLength(1));
    await expect(ended.bodies[0]).not.toHaveProperty('activityId');
    await expect(canvas.queryByText(/本次存款将参与活动/)).toBeNull();
  },
};

export const PayFailed: Story = {
  parameters: {
    // No screenshot: whether the submit button keeps a focus ring after the play function's
    // click differs from run to run in headless Chromium; the play test and axe still run.
    snapshot: { disable: true },
    msw: cashierMsw(mockOperation('paymentPay', { code: 6013, message: '维护中' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('存款金额'), '200');
    await userEvent.click(canvas.getByRole('button', { name: '立即存款' }));
    await expect(await canvas.findByText('维护中')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: cashierMsw(mockOperation('paymentTypes', { delay: 60_000 })),
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '存款' })).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: cashierMsw(mockOperation('paymentTypes', { data: [] })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无可用的存款方式')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: cashierMsw(failing('paymentTypes')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('服务异常,请稍后重试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '立即存款' })).toBeVisible();
  },
};

/** The amount typed, in Chinese capital numerals under the field (spec section 9). */
export const AmountInCapitals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('存款金额');
    await expect(canvas.queryByTestId('amount-capital')).toBeNull();
    await userEvent.type(input, '1234.56');
    await expect(canvas.getByTestId('amount-capital')).toHaveTextContent(
      '大写: 壹仟贰佰叁拾肆元伍角陆分',
    );
    await userEvent.click(canvas.getByRole('button', { name: '5,000' }));
    await expect(canvas.getByTestId('amount-capital')).toHaveTextContent('大写: 伍仟元整');
  },
};

/** The capitals in 繁體 on a traditional site. */
export const AmountInCapitalsTraditional: Story = {
  parameters: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('存款金額'), '1234.56');
    await expect(canvas.getByTestId('amount-capital')).toHaveTextContent(
      '大寫: 壹仟貳佰叄拾肆元伍角陸分',
    );
  },
};
