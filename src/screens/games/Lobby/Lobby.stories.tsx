import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
import { AppDialogs } from '../../../app/AppDialogs';
import { screenOf } from '../../../components/shared/testing';
import { withStoryRoot } from '../../storyRoot';
import {
  CASINO_VENUES,
  ESPORTS_VENUES,
  MAINTENANCE_VENUE,
  STORY_VENUES,
  lobbyHandlers,
  lotteryVenues,
} from '../storyData';
import { Lobby } from './Lobby';

const meta = {
  title: 'Screens/Games/Lobby',
  component: Lobby,
  decorators: [
    (Story) => (
      <>
        <Story />
        <AppDialogs />
      </>
    ),
    withStoryRoot,
  ],
  args: { category: 'DZ' },
  parameters: {
    layout: 'fullscreen',
    loggedIn: true,
    route: '/game/egame',
    msw: { handlers: [...lobbyHandlers(), ...handlers] },
  },
} satisfies Meta<typeof Lobby>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the router is (hidden): a same-tab launch moves it to the game window. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output hidden data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

/** The site's setting of spec section 9 on: launches share the site's tab. */
function innerGameOn() {
  const data = exampleData('configurationPreInfo');
  return mockOperation('configurationPreInfo', {
    data: { ...data, siteBaseConfig: { ...data.siteBaseConfig, innerGame: true } },
  });
}

/** A venue in a promotion: 6413 until the launch accepts the activity (isActivity). */
function activityLaunch() {
  return mockOperation('venueLaunch', {
    resolver: async ({ request }) => {
      const body = (await request.json()) as { isActivity?: boolean };
      return HttpResponse.json(
        body.isActivity === true
          ? { status_code: 6000, message: '成功', data: { url: 'https://games.test/play?t=1' } }
          : { status_code: 6413, message: '您还在活动中,转入后未完成流水将无法转出', data: null },
      );
    },
  });
}

/** The pools have counted up: the picture is steady. */
async function poolsSettled(canvasElement: HTMLElement) {
  await within(canvasElement).findByText('¥88,888.80', {}, { timeout: 4000 });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '电子游戏', level: 1 })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: /PG电子/, pressed: true }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '进入麻将胡了' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^进入/ })).toHaveLength(8);
    await expect(await canvas.findByText('免转钱包')).toBeVisible();
    // Tabs: 热门 lists the hot games only.
    await userEvent.click(canvas.getByRole('tab', { name: '热门' }));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^进入/ })).toHaveLength(2));
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^进入/ })).toHaveLength(8));
    // the data's game types are tabs too (every answer carries them): the picture waits for
    // them, without the focus ring of the last click
    await expect(await canvas.findByRole('tab', { name: '麻将' })).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await poolsSettled(canvasElement);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('venueGetVenueInfoByCategory', { delay: 2500 }),
        ...lobbyHandlers(),
        ...handlers,
      ],
    },
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '场馆' })).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByTestId('games-loading')).toBeInTheDocument();
  },
};

/** The member's details (their auto-transfer setting) still on their way, as in their drawn lobby
 * and its first render: the box is there, unticked and disabled, with its hint, so nothing moves
 * when the setting arrives. */
export const MemberSettingLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('userMemberInfo', { delay: 'infinite' }),
        ...lobbyHandlers(),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '进入麻将胡了' })).toBeVisible();
    const box = canvas.getByRole('checkbox', { name: '免转钱包' });
    await expect(box).toBeDisabled();
    await expect(box).not.toBeChecked();
    await expect(canvas.getByText(/^开启后,进入游戏时自动转入中心钱包余额/)).toBeVisible();
    await poolsSettled(canvasElement);
  },
};

export const Maintenance: Story = {
  parameters: {
    // the launch failure's toast leaves after 3 s: no picture
    snapshot: { disable: true },
    msw: {
      handlers: [
        mockOperation('venueLaunch', { code: 6415, message: '场馆维护中,预计 30 分钟后恢复' }),
        ...lobbyHandlers([MAINTENANCE_VENUE, ...STORY_VENUES]),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /MG电子/ }));
    await expect(await canvas.findByText('场馆维护中,暂时无法进入')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '进入麻将胡了' }));
    // The server's message, on the venue's card and in the notice.
    await expect(await canvas.findByText('维护中:场馆维护中,预计 30 分钟后恢复')).toBeVisible();
    await poolsSettled(canvasElement);
  },
};

export const SearchNoResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: '进入麻将胡了' });
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索游戏' }), '不存在');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('没有找到“不存在”相关的游戏')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: '搜索游戏' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索游戏' }), '船长');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByRole('button', { name: '进入赏金船长' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: '搜索游戏' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索游戏' }), '不存在');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await canvas.findByText('没有找到“不存在”相关的游戏');
    await poolsSettled(canvasElement);
  },
};

export const Favourites: Story = {
  parameters: {
    // the refusal's toast leaves after 3 s: no picture
    snapshot: { disable: true },
    msw: {
      handlers: [
        mockOperation('collectionAddCollection', { data: null }),
        mockOperation('collectionRemoveCollection', {
          code: 6005,
          message: '收藏服务繁忙,请稍后再试',
        }),
        ...lobbyHandlers(),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = screenOf(canvasElement);
    // Adding turns the star at once.
    await userEvent.click(await canvas.findByRole('button', { name: '收藏麻将胡了' }));
    await expect(
      await canvas.findByRole('button', { name: '取消收藏麻将胡了', pressed: true }),
    ).toBeVisible();
    // The favourites tab; a removal the server refuses comes back with its message.
    await userEvent.click(canvas.getByRole('tab', { name: '收藏' }));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^进入/ })).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: '取消收藏赏金船长' }));
    await expect((await screen.findAllByText('收藏服务繁忙,请稍后再试'))[0]).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: '取消收藏赏金船长', pressed: true }),
    ).toBeVisible();
    await poolsSettled(canvasElement);
  },
};

/** Closes the login-required dialog by its close button. */
async function closeLoginRequired(screen: ReturnType<typeof within>) {
  const tip = '请先登录账号,才能了解更多';
  const dialog = (await screen.findByText(tip)).closest('[role="dialog"]');
  await userEvent.click(within(dialog as HTMLElement).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByText(tip)).toBeNull());
}

export const Visitor: Story = {
  parameters: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = screenOf(canvasElement);
    await expect(canvas.queryByText('免转钱包')).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: '进入麻将胡了' }));
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByText('请先登录账号,才能了解更多')).toBeVisible();
    // its close button (an Escape pressed while the dialog still takes focus can be lost)
    await closeLoginRequired(screen);
    // 收藏 needs a member too.
    await userEvent.click(canvas.getByRole('tab', { name: '收藏' }));
    const again = (await screen.findByText('请先登录账号,才能了解更多')).closest('[role="dialog"]');
    await expect(again).not.toBeNull();
    await closeLoginRequired(screen);
    // the focus handed back to the refused tab does not ask again
    await expect(canvas.getByRole('tab', { name: '收藏' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByText('请先登录账号,才能了解更多')).toBeNull();
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await poolsSettled(canvasElement);
  },
};

/**
 * A member in a promotion of the venue (6413): the transfer-in dialog with the server's message;
 * after 转账成功 the game opens by the same-tab rule (the site's game window, not a new tab).
 */
export const LaunchTransferIn: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
  parameters: {
    // the success toast leaves after 3 s: no picture
    snapshot: { disable: true },
    msw: {
      handlers: [innerGameOn(), activityLaunch(), ...lobbyHandlers(), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = screenOf(canvasElement);
    const win = canvasElement.ownerDocument.defaultView ?? window;
    const opened: string[] = [];
    const open = win.open;
    win.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
    try {
      await userEvent.click(await canvas.findByRole('button', { name: '进入招财猫' }));
      const dialog = await screen.findByRole('dialog');
      await expect(
        within(dialog).getByText('您还在活动中,转入后未完成流水将无法转出'),
      ).toBeVisible();
      await userEvent.type(within(dialog).getByRole('textbox', { name: '转入金额' }), '100');
      await userEvent.click(within(dialog).getByRole('button', { name: '确认转入' }));
      await expect((await screen.findAllByText('转账成功'))[0]).toBeVisible();
      // Same tab: the site's game window of the game, never a new tab.
      await waitFor(() =>
        expect(canvas.getByTestId('location').textContent).toBe('/game/PGDZ?gameCode=PGDZ-3&c=DZ'),
      );
      await expect(opened).toEqual([]);
    } finally {
      win.open = open;
    }
  },
};

/** The dialog's launch of a venue that never shares the tab (KXZR) opens a new tab. */
export const LaunchTransferInNewTabVenue: Story = {
  decorators: LaunchTransferIn.decorators,
  args: { category: 'ZR' },
  parameters: {
    route: '/game/realbet',
    snapshot: { disable: true },
    msw: {
      handlers: [innerGameOn(), activityLaunch(), ...lobbyHandlers(CASINO_VENUES), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = screenOf(canvasElement);
    const win = canvasElement.ownerDocument.defaultView ?? window;
    const opened: string[] = [];
    const open = win.open;
    win.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
    try {
      await userEvent.click(await canvas.findByRole('button', { name: '进入游戏 骰宝 S01' }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: '直接进入游戏' }));
      await waitFor(() => expect(opened).toEqual(['https://games.test/play?t=1']));
      await expect(canvas.getByTestId('location').textContent).toBe('/game/realbet');
    } finally {
      win.open = open;
    }
  },
};

/** The grid's game-type tabs come from the data: 冒险 lists that type only. */
export const GameTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: '进入麻将胡了' });
    const tabs = canvas.getByRole('tablist', { name: '游戏分类' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['全部', '热门', '最新', '收藏', '麻将', '冒险', '经典', '节庆']);
    await userEvent.click(within(tabs).getByRole('tab', { name: '冒险' }));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^进入/ })).toHaveLength(3));
    await expect(canvas.getByRole('button', { name: '进入赏金船长' })).toBeVisible();
    await expect(within(tabs).getByRole('tab', { name: '冒险' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await poolsSettled(canvasElement);
  },
};

/** Live casino: the tables with their limits (限红). */
export const CasinoTables: Story = {
  args: { category: 'ZR' },
  parameters: {
    route: '/game/realbet',
    msw: { handlers: [...lobbyHandlers(CASINO_VENUES), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tables = await canvas.findByRole('region', { name: '牌桌' });
    await expect(within(tables).getByText('百家乐 B01')).toBeVisible();
    await expect(within(tables).getByText('限红 ¥20 - ¥50,000')).toBeVisible();
    await expect(within(tables).getAllByRole('button', { name: /^进入游戏 / })).toHaveLength(4);
    await canvas.findByRole('button', { name: '进入麻将胡了' });
  },
};

/** Lottery: the next draw with its countdown (ticking: no picture). */
export const LotteryNextDraw: Story = {
  args: { category: 'CP' },
  parameters: {
    route: '/game/lottery',
    snapshot: { disable: true },
    msw: { handlers: [...lobbyHandlers(() => lotteryVenues()), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const draws = await canvas.findByRole('region', { name: '下期开奖' });
    await expect(within(draws).getByText('重庆时时彩')).toBeVisible();
    await expect(within(draws).getByText(/第 20261123-042 期/)).toBeVisible();
    const timer = within(draws).getByRole('timer');
    await expect(timer.textContent).toMatch(/距开奖 0[34]:\d\d/);
  },
};

/** Lottery, the draw's time has come: 开奖中 and the next draw is asked for. */
export const LotteryDrawing: Story = {
  args: { category: 'CP' },
  parameters: {
    route: '/game/lottery',
    msw: { handlers: [...lobbyHandlers(lotteryVenues(-1000)), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const draws = await canvas.findByRole('region', { name: '下期开奖' });
    // queried again on each try: the draws' clock redraws the mark
    await waitFor(() => expect(within(draws).getByText('开奖中')).toBeVisible());
    await canvas.findByRole('button', { name: '进入麻将胡了' });
  },
};

/** Esports: hot matches being played now. */
export const EsportsLiveMatches: Story = {
  args: { category: 'DJ' },
  parameters: {
    route: '/game/gaming',
    msw: { handlers: [...lobbyHandlers(ESPORTS_VENUES), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = await canvas.findByRole('region', { name: '热门直播赛事' });
    await expect(within(live).getAllByText('直播中')).toHaveLength(2);
    await expect(within(live).getByText('JDG')).toBeVisible();
    await expect(within(live).getByLabelText('1:0')).toBeVisible();
    await expect(within(live).getByRole('button', { name: '投注 JDG vs BLG' })).toBeVisible();
    await canvas.findByRole('button', { name: '进入麻将胡了' });
  },
};

/** The traditional edition (the locale): tables and their limits. */
export const CasinoTablesTraditional: Story = {
  ...CasinoTables,
  parameters: { ...CasinoTables.parameters, locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tables = await canvas.findByRole('region', { name: '牌桌' });
    await expect(within(tables).getByText('限紅 ¥20 - ¥50,000')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '真人視訊', level: 1 })).toBeVisible();
    await canvas.findByRole('button', { name: '進入麻将胡了' });
  },
};

/** Narrow: the esports matches and the type tabs fit the phone's width. */
export const EsportsNarrow: Story = {
  ...EsportsLiveMatches,
  parameters: { ...EsportsLiveMatches.parameters, screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: '热门直播赛事' });
    await canvas.findByRole('button', { name: '进入麻将胡了' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Narrow: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '进入麻将胡了' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await poolsSettled(canvasElement);
  },
};
