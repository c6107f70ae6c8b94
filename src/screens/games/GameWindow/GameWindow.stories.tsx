import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { AppDialogs } from '../../../app/AppDialogs';
import { useRootStore } from '../../../stores';
import { GameSession } from '../../../stores/lobby/LobbyStore';
import { withStoryRoot } from '../../storyRoot';
import { GameWindowView } from './GameWindow';

/** A stand-in game for the frame (the demo venue's page is the reference server's). */
const DEMO_GAME = '/venue-demo/PGDZ?ticket=story';
const DEMO_DOC =
  '<html lang="zh-CN"><title>PG电子</title><body style="margin:0"><main style="height:100vh;display:flex;' +
  'align-items:center;justify-content:center;background:#10233f;color:#f6c453;font:700 32px sans-serif">' +
  '<h1>PG电子 · 演示游戏</h1></main></body></html>';

function GameWindowStory({ launched }: { launched?: boolean }) {
  const root = useRootStore();
  const [session] = useState(
    () =>
      new GameSession(
        root,
        'PGDZ',
        'PGDZ-1',
        'DZ',
        launched ? { url: DEMO_GAME, name: 'PG电子' } : {},
      ),
  );
  useEffect(() => {
    void session.start();
  }, [session]);
  return (
    <>
      <GameWindowView
        session={session}
        onExit={() => undefined}
        frameDoc={launched ? DEMO_DOC : undefined}
      />
      <AppDialogs />
    </>
  );
}

const meta = {
  title: 'Screens/Games/GameWindow',
  component: GameWindowStory,
  decorators: [withStoryRoot],
  parameters: {
    layout: 'fullscreen',
    loggedIn: true,
    msw: {
      handlers: [
        mockOperation('venueBalance', { data: { channelCode: 'PGDZ', balance: 1288.5 } }),
        ...handlers,
      ],
    },
  },
} satisfies Meta<typeof GameWindowStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('venueLaunch', {
          delay: 2500,
          data: { url: '/venue-demo/PGDZ?ticket=story' },
        }),
        ...handlers,
      ],
    },
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('游戏启动中…', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '回收' })).toBeDisabled();
  },
};

export const Playing: Story = {
  args: { launched: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'PG电子' })).toBeVisible();
    const frame = canvas.getByTitle('PG电子游戏画面');
    // a srcdoc frame gets an opaque origin: scripts never run with the site's origin
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    await expect(await canvas.findByText('¥1,288.50')).toBeVisible();
    for (const name of ['回收', '全屏', '刷新游戏', '退出游戏'])
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '刷新游戏' }));
    await expect(await canvas.findByTitle('PG电子游戏画面')).toBeVisible();
  },
};

export const LaunchFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('venueLaunch', { code: 6415, message: '场馆维护中,预计 30 分钟后恢复' }),
        ...handlers,
      ],
    },
    // the failure's toast leaves after 3 s: no picture
    snapshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(within(alert).getByText('场馆维护中,预计 30 分钟后恢复')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: '返回大厅' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: '重新进入' })).toBeVisible();
  },
};
