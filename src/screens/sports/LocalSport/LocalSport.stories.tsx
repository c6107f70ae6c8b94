import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { AppDialogs } from '../../../app/AppDialogs';
import { screenOf } from '../../../components/shared/testing';
import { sportsFirstListBodies } from '../../../sdk/bootData';
import { fakeSocketFactory } from '../../../stores/testing/FakeSocket';
import { withStoryRoot } from '../../storyRoot';
import { sportsBook, sportsBookLists } from '../storyBook';
import { LocalSportBoard } from './LocalSport';

const book = (options: Parameters<typeof sportsBook>[0] = {}) => [
  mockOperation('venueResource', { resolver: sportsBook(options) }),
  ...handlers,
];

const meta = {
  title: 'Screens/Sports/LocalSport',
  component: LocalSportBoard,
  decorators: [withStoryRoot],
  args: { enName: 'XMTY' },
  parameters: {
    layout: 'fullscreen',
    loggedIn: true,
    route: '/game/sport/XMTY',
    msw: { handlers: book() },
  },
} satisfies Meta<typeof LocalSportBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

const board = (el: HTMLElement) => within(el);

/** The sockets of the InPlayFeed story's root (its play function is the feed's server). */
const feedSockets = fakeSocketFactory();

/** Each league bar heads the price columns: every heading stands over the column of the same
 * market in every row (the column's group is named by the heading's words). */
function expectHeadsOverColumns(root: HTMLElement): void {
  const heads = [
    ...root.querySelectorAll<HTMLElement>('[data-testid="column-heads"] [data-column]'),
  ];
  const rows = [...root.querySelectorAll<HTMLElement>('[data-testid="match-row"]')];
  expect(heads.length).toBeGreaterThanOrEqual(3);
  expect(rows.length).toBeGreaterThan(0);
  for (const head of heads.slice(0, 3)) {
    const box = head.getBoundingClientRect();
    const centre = box.left + box.width / 2;
    for (const row of rows) {
      const column = row.querySelector<HTMLElement>(`[data-column="${head.dataset['column']}"]`);
      expect(column?.getAttribute('aria-label')).toBe(head.textContent);
      const under = column?.getBoundingClientRect();
      expect(under && centre > under.left && centre < under.right).toBe(true);
    }
  }
}

/** The in-play board (the default show type): league groups, odds buttons, the slip; the league
 * bars head the columns 全场独赢 / 全场让球 / 全场大小; compact rows (eight matches and more in a
 * 1440 px screen). */
export const Default: Story = {
  parameters: { screen: { width: 1440, height: 900 }, msw: { handlers: book({ count: 12 }) } },
  play: async ({ canvasElement }) => {
    const c = board(canvasElement);
    const rows = await c.findAllByTestId('match-row');
    await expect(rows.length).toBeGreaterThan(3);
    await expect(c.getByRole('button', { name: /展开|收起 英格兰超级联赛/ })).toBeVisible();
    await expect(c.getByRole('heading', { name: '投注单 (0)' })).toBeVisible();
    const heads = within(c.getAllByTestId('column-heads')[0] as HTMLElement);
    for (const name of ['全场独赢', '全场让球', '全场大小'])
      await expect(heads.getByText(name)).toBeVisible();
    await waitFor(() => expectHeadsOverColumns(canvasElement));
    const inView = rows.filter((r) => r.getBoundingClientRect().bottom <= window.innerHeight);
    await expect(inView.length).toBeGreaterThanOrEqual(8);
  },
};

/** Picking toggles; a second pick of the same game replaces the first (same game or gide); a
 * pick reads its market (滚球全场独赢 ...). */
export const SlipRules: Story = {
  play: async ({ canvasElement }) => {
    const c = board(canvasElement);
    const rows = await c.findAllByTestId('match-row');
    const first = within(rows[0] as HTMLElement).getAllByRole('button', { pressed: false });
    await userEvent.click(c.getByRole('button', { name: '多注' }));
    await userEvent.click(first[0] as HTMLElement);
    await expect(await c.findByRole('heading', { name: '投注单 (1)' })).toBeVisible();
    // named with its market as the column heads it, 滚球 in play (as 投注记录 will name it)
    await expect(c.getByTestId('slip-pick')).toHaveTextContent(/^滚球全场独赢 \S/);
    await userEvent.click(
      within(rows[1] as HTMLElement).getAllByRole('button', { pressed: false })[0] as HTMLElement,
    );
    await expect(await c.findByRole('heading', { name: '投注单 (2)' })).toBeVisible();
    // same game: replaces
    await userEvent.click(
      within(rows[0] as HTMLElement).getAllByRole('button', { pressed: false })[1] as HTMLElement,
    );
    await expect(await c.findByRole('heading', { name: '投注单 (2)' })).toBeVisible();
    // toggle: selecting a selected pick removes it
    await userEvent.click(
      within(rows[1] as HTMLElement).getAllByRole('button', { pressed: true })[0] as HTMLElement,
    );
    await expect(await c.findByRole('heading', { name: '投注单 (1)' })).toBeVisible();
  },
  parameters: { snapshot: { disable: true } },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mockOperation('venueResource', { delay: 'infinite' }), ...handlers] },
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    await expect(await board(canvasElement).findByTestId('board-loading')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: book({ count: 0 }) } },
  play: async ({ canvasElement }) => {
    await expect(await board(canvasElement).findByText('暂无赛事')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('venueResource', { code: 6415, message: '场馆维护中' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await board(canvasElement).findByText('场馆维护中')).toBeVisible();
  },
};

export const Suspended: Story = {
  parameters: { msw: { handlers: book({ suspended: true }) } },
  play: async ({ canvasElement }) => {
    const locked = await board(canvasElement).findAllByRole('button', { name: /已封盘/ });
    await expect(locked.length).toBeGreaterThan(0);
  },
};

/** The board opened by its address while the resource refuses the player's UID (6302): the
 * page came with the first lists, so the board draws them without a list call; the resource's
 * first calls (the sidebar's counts) answer 6302, and the non-closable 数据异常,请重新进入游戏
 * dialog shows at once, not at the next list call (spec section 3, issue 38). */
export const DataErrorOnDirectLoad: Story = {
  parameters: {
    rootOptions: {
      bootAnswers: (() => {
        const bodies = sportsFirstListBodies('XMTY');
        const lists = sportsBookLists();
        return [
          { op: 'venueResource', body: bodies.leagues, data: lists.leagues },
          { op: 'venueResource', body: bodies.matches, data: lists.matches },
        ];
      })(),
    },
    msw: {
      handlers: [
        mockOperation('venueResource', { code: 6302, message: '数据异常,请重新进入游戏' }),
        ...handlers,
      ],
    },
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <AppDialogs />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('数据异常,请重新进入游戏');
    // the board drew the page's lists
    await expect(within(canvasElement).getAllByTestId('match-row').length).toBeGreaterThan(0);
    // it cannot be closed: only 确定 (entering the venue again) leaves it
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: /关闭/ })).toBeNull();
  },
};

/** Before kick-off: start times instead of periods, no scores, the pre-match plays. */
export const PreMatch: Story = {
  parameters: { msw: { handlers: book({ preMatch: true }) } },
  play: async ({ canvasElement }) => {
    const c = board(canvasElement);
    const rows = await c.findAllByTestId('match-row');
    await expect(within(rows[0] as HTMLElement).getByText('11-22 20:30')).toBeVisible();
    await expect(c.queryByText(/上半场/)).toBeNull();
  },
};

/** In play with a fake live feed running: numbered updates move prices, which flash. */
export const InPlayFeed: Story = {
  parameters: { rootOptions: { socketFactory: feedSockets }, snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const c = board(canvasElement);
    await c.findAllByTestId('match-row');
    const socket = await waitFor(() => {
      const s = feedSockets.sockets.filter((x) => x.url.includes('/sports/ws')).at(-1);
      if (!s) throw new globalThis.Error('the board opened no feed socket');
      return s;
    });
    socket.open();
    let seq = 1;
    const send = (m: object) => socket.receive(JSON.stringify(m));
    send({ type: 'snapshot', seq, matches: [] });
    await expect(await c.findByText('实时')).toBeVisible();
    // a tick every half second: the home handicap of the first match moves
    const timer = setInterval(() => {
      seq++;
      send({
        type: 'batch',
        updates: [
          {
            type: 'update',
            seq,
            gameId: '8800',
            odds: [{ r: 'RE_H_8800', odds: 0.9 + seq / 100 }],
          },
          { type: 'update', seq: ++seq, gameId: '8801', sc_FT_H: seq },
        ],
      });
    }, 500);
    try {
      await waitFor(() => expect(canvasElement.querySelector('[data-move="up"]')).not.toBeNull(), {
        timeout: 5000,
      });
    } finally {
      clearInterval(timer);
    }
  },
};

/** The sockets of the FeedFollowsTheWindow story's root. */
const windowSockets = fakeSocketFactory();

/** The live feed follows the board's window (the rows on screen and a margin), not the whole
 * list: a long list subscribes to a few dozen matches, and scrolling to its end subscribes to
 * the matches there instead (their snapshot brings them up to date). */
export const FeedFollowsTheWindow: Story = {
  parameters: {
    rootOptions: { socketFactory: windowSockets },
    snapshot: { disable: true },
    msw: { handlers: book({ count: 120 }) },
  },
  play: async ({ canvasElement }) => {
    const c = board(canvasElement);
    await c.findAllByTestId('match-row');
    const socket = await waitFor(() => {
      const s = windowSockets.sockets.filter((x) => x.url.includes('/sports/ws')).at(-1);
      if (!s) throw new globalThis.Error('the board opened no feed socket');
      return s;
    });
    socket.open();
    const subscribed = () =>
      socket.sent
        .map((m) => JSON.parse(m) as { type: string; gameIds?: string[] })
        .filter((m) => m.type === 'subscribe')
        .map((m) => m.gameIds ?? []);
    const first = await waitFor(() => {
      const ids = subscribed().at(-1);
      expect(ids?.length).toBeGreaterThan(0);
      return ids ?? [];
    });
    expect(first.length).toBeLessThan(60);
    const scroller = c.getByTestId('board');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => {
      const ids = subscribed().at(-1) ?? [];
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.length).toBeLessThan(60);
      expect(ids).not.toContain(first[0]);
    });
  },
};

/** In play with a moving book: the polling fallback brings changes that flash. */
export const InPlay: Story = {
  parameters: { msw: { handlers: book({ moving: true }) }, snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const c = board(canvasElement);
    await c.findAllByTestId('match-row');
    await waitFor(() => expect(canvasElement.querySelector('[data-move]')).not.toBeNull(), {
      timeout: 12_000,
    });
  },
};

/** A phone: one compact filter bar (show type, sports, 筛选) and matches on the first screen,
 * each row's prices headed by their markets. */
export const Narrow: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvasElement }) => {
    const c = board(canvasElement);
    const rows = await c.findAllByTestId('match-row');
    await expect(c.getByRole('button', { name: /投注单 \(0\)/ })).toBeVisible();
    const bar = within(await c.findByTestId('phone-filters'));
    await expect(bar.getByRole('combobox', { name: '盘口类型' })).toHaveValue('RB');
    await expect(bar.getByRole('button', { name: /^足球/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(bar.getByRole('button', { name: '筛选' })).toBeVisible();
    // the left column's lists are not on a phone's screen
    await expect(c.queryByRole('heading', { name: '热门联赛' })).toBeNull();
    const inView = rows.filter((r) => r.getBoundingClientRect().bottom <= window.innerHeight);
    await expect(inView.length).toBeGreaterThanOrEqual(3);
    await expect(within(rows[0] as HTMLElement).getByText('全场让球')).toBeVisible();
  },
};

/** A phone's filter sheet: 筛选 opens the hot leagues and the league list; a league chosen
 * there filters the board and the bar counts it. */
export const NarrowFilterSheet: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvasElement }) => {
    const c = board(canvasElement);
    await c.findAllByTestId('match-row');
    const bar = within(await c.findByTestId('phone-filters'));
    await userEvent.click(bar.getByRole('button', { name: '筛选' }));
    const page = within(canvasElement.ownerDocument.body);
    const sheet = within(await page.findByRole('dialog', { name: '筛选赛事' }));
    await expect(sheet.getByRole('heading', { name: '热门联赛' })).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: /^中国超级联赛/ }));
    await userEvent.click(sheet.getByRole('button', { name: '关闭筛选' }));
    await expect(await bar.findByRole('button', { name: '筛选 (1)' })).toBeVisible();
    await waitFor(() => expect(c.getAllByTestId('match-row')).toHaveLength(2));
  },
};

/** The board's rows follow each other without gap or overlap: row heights come from resize
 * observers (board/virtualWithoutLayout.ts), so a row that grows (its markets opened) moves the
 * rows under it, and scrolling to the end draws the last rows in place. */
function expectRowsTileTheView(scroller: HTMLElement): void {
  // the league bar held at the top (data-sticky) stands over the rows, out of their order
  const held = scroller.querySelector<HTMLElement>('[data-sticky]');
  const heldHeight = held ? held.offsetHeight : 0;
  const rows = [...scroller.querySelectorAll<HTMLElement>('[data-index]:not([data-sticky])')]
    .sort((a, b) => Number(a.dataset['index']) - Number(b.dataset['index']))
    .map((el) => el.getBoundingClientRect());
  const view = scroller.getBoundingClientRect();
  expect(rows.length).toBeGreaterThan(0);
  for (let i = 1; i < rows.length; i++) {
    expect(Math.abs((rows[i]?.top ?? 0) - (rows[i - 1]?.bottom ?? 0))).toBeLessThanOrEqual(1);
  }
  expect(rows[0]?.top ?? Infinity).toBeLessThanOrEqual(view.top + heldHeight + 1);
  expect(rows[rows.length - 1]?.bottom ?? 0).toBeGreaterThanOrEqual(view.bottom - 2);
}

export const RowsTileTheBoard: Story = {
  // a scrolled board: what it proves is the rows' positions, checked below (enough compact rows
  // to fill it)
  parameters: { snapshot: { disable: true }, msw: { handlers: book({ count: 24 }) } },
  play: async ({ canvasElement }) => {
    const c = board(canvasElement);
    const rows = await c.findAllByTestId('match-row');
    const scroller = c.getByTestId('board');
    await waitFor(() => expectRowsTileTheView(scroller));
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: /全部玩法/ }));
    await c.findByRole('button', { name: /收起玩法/ });
    await waitFor(() => expectRowsTileTheView(scroller));
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => {
      expect(scroller.scrollTop + scroller.clientHeight).toBeGreaterThanOrEqual(
        scroller.scrollHeight - 1,
      );
      expectRowsTileTheView(scroller);
    });
  },
};

/** The same at 390 px, where each row stacks its prices under the teams (the board's height
 * estimate for a stacked row is its drawn height: scrolled to the end, the end stays there). */
export const RowsTileTheBoardNarrow: Story = {
  ...RowsTileTheBoard,
  parameters: { ...RowsTileTheBoard.parameters, screen: { width: 390 } },
};

/** A 390 px phone with the slip open as a sheet: its 关闭投注单 is the design system's button
 * (issue 43), and closes the sheet. */
export const NarrowSlipSheet: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const c = board(canvasElement);
    await c.findAllByTestId('match-row');
    await userEvent.click(c.getByRole('button', { name: /投注单 \(0\)/ }));
    const sheet = await c.findByRole('dialog', { name: '投注单' });
    const close = within(sheet).getByRole('button', { name: '关闭投注单' });
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(getComputedStyle(close).borderStyle).not.toBe('outset');
    await userEvent.click(close);
    await waitFor(() => expect(c.queryByRole('dialog', { name: '投注单' })).toBeNull());
    await userEvent.click(c.getByRole('button', { name: /投注单 \(0\)/ }));
    await c.findByRole('dialog', { name: '投注单' });
  },
};
