import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { ActivityScreen, type ActivityKind } from './ActivityPage';

type Config = ReturnType<typeof exampleData<'promotionConfig'>>;
type Progress = ReturnType<typeof exampleData<'promotionProgress'>>;

const RULES =
  '<p>活动期间参与即可获得奖励。</p><ul><li>每位会员仅可参加一次。</li><li>本站保留对活动的最终解释权。</li></ul>';

function config(kind: ActivityKind, id: number, title: string, over: Partial<Config> = {}): Config {
  const base = exampleData('promotionConfig');
  return {
    ...base,
    id,
    routeName: kind,
    title,
    rules: RULES,
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-12-31 23:59:59',
    status: 1,
    tiers: kind === 'firstDeposit' || kind === 'againDeposit' ? base.tiers : [],
    ...over,
  };
}

const NONE: Progress = {
  joinStatus: 0,
  bonusAmount: 0,
  turnoverRequired: 0,
  turnoverDone: 0,
  items: [],
  drawsLeft: 0,
  prizes: [],
  signedToday: false,
  streak: 0,
  signedDates: [],
  leaderboard: [],
  myRank: 0,
  serverTime: '2026-11-23 12:00:00',
};

function story(
  kind: ActivityKind,
  id: number,
  title: string,
  opts: {
    progress?: Partial<Progress>;
    config?: Partial<Config>;
    loggedIn?: boolean;
    /** Story parameters besides the route and the mocks (screen, snapshot, locale). */
    extra?: { screen?: { width: number }; snapshot?: { disable: boolean }; locale?: string };
    /** Handlers answering before the story's own (an error of one call). */
    first?: HttpHandler[];
  } = {},
) {
  return {
    args: { kind },
    parameters: {
      ...opts.extra,
      route: `/activity/${kind}/${id}`,
      loggedIn: opts.loggedIn ?? true,
      msw: {
        handlers: [
          ...(opts.first ?? []),
          mockOperation('promotionConfig', { data: config(kind, id, title, opts.config) }),
          mockOperation('promotionProgress', { data: { ...NONE, ...opts.progress } }),
          mockOperation('promotionVerification', {
            data: {
              eligible: true,
              reason: '',
              requirements: [
                { name: '活动进行中', done: true },
                { name: '绑定手机号', done: true },
              ],
            },
          }),
          ...handlers,
        ],
      },
    },
  };
}

/**
 * A story whose member data changes once the player acts: `call` is recorded (its request
 * bodies in `state.bodies`) and answered by its contract example, after which the progress call
 * answers `after` instead of `before`. The state is reset before each render.
 */
function acting(
  kind: ActivityKind,
  id: number,
  title: string,
  call: 'promotionJoinActivity' | 'promotionClaim' | 'promotionSignIn',
  before: Partial<Progress>,
  after: Partial<Progress>,
) {
  const state = { done: false, bodies: [] as unknown[] };
  const base = story(kind, id, title, { progress: before });
  return {
    state,
    story: {
      ...base,
      beforeEach: () => {
        state.done = false;
        state.bodies = [];
      },
      parameters: {
        ...base.parameters,
        msw: {
          handlers: [
            mockOperation(call, {
              resolver: async ({ request }) => {
                state.bodies.push(await request.clone().json());
                state.done = true;
                return undefined;
              },
            }),
            mockOperation('promotionProgress', {
              resolver: () =>
                HttpResponse.json({
                  status_code: 6000,
                  message: '成功',
                  data: { ...NONE, ...(state.done ? after : before) },
                }),
            }),
            ...base.parameters.msw.handlers,
          ],
        },
      },
    },
  };
}

const meta = {
  title: 'Screens/Promotions/Activity',
  component: ActivityScreen,
  decorators: [withStoryRoot],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ActivityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstDepositVisitor: Story = {
  ...story('firstDeposit', 101, '首存加赠100%', { loggedIn: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '首存加赠100%' }),
    ).toBeVisible();
    await expect(canvas.getByText('登录后即可参与活动并查看进度')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '立即登录' })).toBeVisible();
    await expect(canvas.getByText('每位会员仅可参加一次。')).toBeVisible();
  },
};

const applying = acting(
  'firstDeposit',
  101,
  '首存加赠100%',
  'promotionJoinActivity',
  {},
  { joinStatus: 1 },
);
export const FirstDepositEligible: Story = {
  ...applying.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const apply = await canvas.findAllByRole('button', { name: /立即申请/ });
    await userEvent.click(apply[0] as HTMLElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '申请确认' });
    await expect(within(dialog).getByText('可得彩金')).toBeVisible();
    // what it locks, said before confirming
    await expect(
      within(dialog).getByText(
        /彩金锁定发放,完成 [\d,.]+ 元流水后解锁至中心钱包;流水达成前星辰体育的资金不可转出/,
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认申请' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '申请确认' })).toBeNull());
    await expect(applying.state.bodies).toEqual([expect.objectContaining({ tierId: 1 })]);
  },
};

export const FirstDepositInProgress: Story = {
  ...story('firstDeposit', 101, '首存加赠100%', {
    progress: { joinStatus: 2, bonusAmount: 200, turnoverRequired: 4000, turnoverDone: 1500 },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('锁定彩金')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '已完成流水' })).toHaveAttribute(
      'aria-valuenow',
      '38',
    );
  },
};

export const FirstDepositClaimed: Story = {
  ...story('firstDeposit', 101, '首存加赠100%', {
    progress: { joinStatus: 3, bonusAmount: 200, turnoverRequired: 4000, turnoverDone: 4000 },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('流水已达成,彩金已解锁')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '已完成流水' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.queryByRole('button', { name: /立即申请/ })).toBeNull();
  },
};

export const AgainDepositEligible: Story = {
  ...story('againDeposit', 104, '再存彩金天天送'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '再存彩金天天送' }),
    ).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: /立即申请/ })).not.toHaveLength(0);
  },
};

export const FirstDepositNarrow: Story = {
  ...story('firstDeposit', 101, '首存加赠100%', {
    progress: { joinStatus: 1 },
    extra: { screen: { width: 390 } },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '前往存款' }),
    ).toBeVisible();
  },
};

const TASKS: Progress['items'] = [
  { key: 'bindPhone', name: '绑定手机号', target: 1, current: 1, rewardAmount: 5, state: 2 },
  { key: 'bindRealName', name: '完善真实姓名', target: 1, current: 1, rewardAmount: 5, state: 1 },
  { key: 'firstDeposit', name: '完成首次存款', target: 1, current: 0, rewardAmount: 18, state: 0 },
];

const claiming = acting(
  'newTask',
  105,
  '新手任务 轻松领彩金',
  'promotionClaim',
  { items: TASKS },
  { items: TASKS.map((i) => (i.key === 'bindRealName' ? { ...i, state: 2 } : i)) },
);
export const NewTaskClaimable: Story = {
  ...claiming.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '已领取' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '未达成' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '领取 完善真实姓名' }));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: '已领取' })).toHaveLength(2));
    await expect(canvas.queryByRole('button', { name: '领取 完善真实姓名' })).toBeNull();
    await expect(claiming.state.bodies).toEqual([expect.objectContaining({ key: 'bindRealName' })]);
  },
};

export const NewTaskNarrow: Story = {
  ...story('newTask', 105, '新手任务 轻松领彩金', {
    progress: { items: TASKS },
    extra: { screen: { width: 390 } },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '领取 完善真实姓名' }),
    ).toBeVisible();
  },
};

export const NewTaskVisitor: Story = {
  ...story('newTask', 105, '新手任务 轻松领彩金', { loggedIn: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('登录后即可参与活动并查看进度')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /领取/ })).toBeNull();
  },
};

export const BettingGiftInProgress: Story = {
  ...story('bettingGift', 108, '投注赠礼 多投多得', {
    progress: {
      items: [
        {
          key: 't1',
          name: '当日投注满1000元',
          target: 1000,
          current: 1200,
          rewardAmount: 8,
          state: 2,
        },
        {
          key: 't2',
          name: '当日投注满5000元',
          target: 5000,
          current: 1200,
          rewardAmount: 38,
          state: 0,
        },
      ],
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('今日有效投注')).toBeVisible();
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
  },
};

export const BettingGiftClaimable: Story = {
  ...story('bettingGift', 108, '投注赠礼 多投多得', {
    progress: {
      items: [
        {
          key: 't1',
          name: '当日投注满1000元',
          target: 1000,
          current: 1200,
          rewardAmount: 8,
          state: 1,
        },
      ],
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '领取 当日投注满1000元' }),
    ).toBeEnabled();
  },
};

const PRIZES: Progress['prizes'] = [
  '谢谢参与',
  '0.88元',
  '1.88元',
  '5.88元',
  '8.88元',
  '18.88元',
  '58.88元',
  '188元',
].map((name, index) => ({ index, name, amount: 0 }));

export const DrawGiftSpin: Story = {
  ...story('drawGift', 106, '幸运转盘 天天抽奖', {
    progress: { prizes: PRIZES, drawsLeft: 1 },
    extra: { snapshot: { disable: true } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: '幸运转盘' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '开始抽奖' }));
    await expect(await canvas.findByText('恭喜获得 8.88元', {}, { timeout: 6000 })).toBeVisible();
  },
};

export const DrawGiftNoDraws: Story = {
  ...story('drawGift', 106, '幸运转盘 天天抽奖', { progress: { prizes: PRIZES, drawsLeft: 0 } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('今日抽奖次数已用完')).toBeVisible();
  },
};

const checkingIn = acting(
  'signGift',
  107,
  '每日签到 好礼不断',
  'promotionSignIn',
  { streak: 2, signedDates: ['2026-11-21', '2026-11-22'] },
  { streak: 3, signedToday: true, signedDates: ['2026-11-21', '2026-11-22', '2026-11-23'] },
);
export const SignGiftCheckIn: Story = {
  ...checkingIn.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('已连续签到 2 天')).toBeVisible();
    await expect(canvas.getByLabelText('2026-11-22 已签到')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '立即签到' }));
    await expect(await canvas.findByRole('button', { name: '今日已签到' })).toBeDisabled();
    await expect(await canvas.findByText('已连续签到 3 天')).toBeVisible();
    await expect(canvas.getByLabelText('2026-11-23 已签到')).toBeVisible();
  },
};

export const SignGiftUpcoming: Story = {
  ...story('signGift', 107, '每日签到 好礼不断', { config: { status: 0 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('活动尚未开始,敬请期待')).toBeVisible();
    // the panel shows once the member's data has loaded
    await expect(await canvas.findByRole('button', { name: '立即签到' })).toBeDisabled();
  },
};

export const SignGiftTraditional: Story = {
  ...story('signGift', 107, '每日簽到 好禮不斷', {
    progress: { streak: 1 },
    extra: { locale: 'zh-TW' },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '立即簽到' }),
    ).toBeVisible();
  },
};

export const SignGiftClaimed: Story = {
  ...story('signGift', 107, '每日签到 好礼不断', {
    progress: {
      streak: 3,
      signedToday: true,
      signedDates: ['2026-11-21', '2026-11-22', '2026-11-23'],
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '今日已签到' }),
    ).toBeDisabled();
  },
};

export const RaceLeaderboard: Story = {
  ...story('racePage', 101, '周周竞赛 赢取豪礼', {
    progress: {
      joinStatus: 3,
      myRank: 2,
      leaderboard: [
        { rank: 1, name: 'de***1', turnover: 12880 },
        { rank: 2, name: 'ra***1', turnover: 5200 },
      ],
    },
    extra: { snapshot: { disable: true } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('距活动结束')).toBeVisible();
    await expect(await canvas.findByText('第2名')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'de***1' })).toBeVisible();
  },
};

/** A link naming the wrong kind (here the wheel's address for a race): the page shows the
 * activity's own panel, not an empty wheel, and the site replaces the address with the race's. */
const raceBehindWheelAddress = story('racePage', 101, '周周竞赛 赢取豪礼', {
  progress: { joinStatus: 3, myRank: 1, leaderboard: [{ rank: 1, name: 'de***1', turnover: 880 }] },
  extra: { snapshot: { disable: true } },
});
export const AddressOfAnotherKind: Story = {
  ...raceBehindWheelAddress,
  args: { kind: 'drawGift' },
  parameters: { ...raceBehindWheelAddress.parameters, route: '/activity/drawGift/101' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('距活动结束')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: '幸运转盘' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '开始抽奖' })).toBeNull();
  },
};

const landing = acting(
  'activityLandPage',
  102,
  '新人落地页专享',
  'promotionJoinActivity',
  {},
  { joinStatus: 3 },
);
export const LandPageJoin: Story = {
  ...landing.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '立即领取体验彩金' }, { timeout: 5000 }),
    );
    await expect(await canvas.findByRole('button', { name: '已参与' })).toBeDisabled();
    await expect(landing.state.bodies).toHaveLength(1);
  },
};

export const RaceVisitor: Story = {
  ...story('racePage', 101, '周周竞赛 赢取豪礼', {
    loggedIn: false,
    extra: { snapshot: { disable: true } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('登录后即可参与活动并查看进度')).toBeVisible();
    await expect(canvas.getByText('距活动结束')).toBeVisible();
    await expect(canvas.queryByText('我的排名')).toBeNull();
  },
};

export const MemberDataError: Story = {
  ...story('drawGift', 106, '幸运转盘 天天抽奖', {
    first: [mockOperation('promotionProgress', { code: 6004, message: '活动数据加载失败' })],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('活动数据加载失败', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Ended: Story = {
  ...story('activityLandPage', 102, '新人落地页专享', { config: { status: 2 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('活动已结束,感谢您的参与')).toBeVisible();
    // the panel shows once the member's data has loaded
    await expect(await canvas.findByRole('button', { name: '立即领取体验彩金' })).toBeDisabled();
  },
};

/** The page at `route` whose configuration call fails with `code` and `message`. */
function failing(
  kind: ActivityKind,
  route: string,
  code: number,
  message: string,
  screenshot = true,
) {
  return {
    args: { kind },
    parameters: {
      route,
      ...(screenshot ? {} : { snapshot: { disable: true } }),
      msw: { handlers: [mockOperation('promotionConfig', { code, message }), ...handlers] },
    },
  };
}

/** The server does not know the id (6004): its message, and no 重试 (trying again cannot help). */
export const Missing: Story = {
  ...failing('firstDeposit', '/activity/firstDeposit/999', 6004, '活动不存在'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('活动不存在')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '返回优惠活动' })).toBeVisible();
  },
};

/** An address whose last part is not an id (an edited link): answered as missing without
 * asking the server, rather than showing its parameter error. */
export const NotAnId: Story = {
  ...failing('racePage', '/activity/racePage/abc', 6007, '请求参数错误: 字段 id 类型错误', false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('活动不存在或已下线')).toBeVisible();
    await expect(canvas.queryByText(/请求参数错误/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/** Any other failure keeps the server's message with 重试. */
export const Error: Story = {
  ...failing('firstDeposit', '/activity/firstDeposit/101', 6317, '系统繁忙,请稍后再试', false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('系统繁忙,请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
