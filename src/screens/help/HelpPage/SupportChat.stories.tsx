import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { fakeSocketFactory } from '../../../stores/testing/FakeSocket';
import { SupportChat } from './SupportChat';

/** The member's support conversation as the server keeps it (newest first, as history pages come). */
const kept = {
  list: [
    {
      id: '3',
      rid: 'support:7',
      uid: '',
      nickName: '在线客服',
      avatar: '/img/avatar/1.png',
      msg: '您好,已收到您的留言,客服将尽快回复。回复会显示在这里,并保存在对话记录中。',
      time: 1795000001000,
      type: 1,
    },
    {
      id: '2',
      rid: 'support:7',
      uid: '7',
      nickName: 'demo01',
      avatar: '/img/avatar/1.png',
      msg: '提款还没到账',
      time: 1795000000000,
      type: 1,
    },
  ],
  pageNum: 1,
  pageSize: 15,
  total: 2,
};

const meta = {
  title: 'Screens/Help/SupportChat',
  component: SupportChat,
  decorators: [withStoryRoot],
  parameters: { msw: { handlers } },
} satisfies Meta<typeof SupportChat>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor is asked to log in: the conversation is a member's own. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('登录后即可在此与客服对话;未登录时可先查看常见问题。'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeEnabled();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A member back on the page: the kept conversation (their line, support's answer), connecting. */
export const KeptConversation: Story = {
  parameters: {
    loggedIn: true,
    msw: { handlers: [mockOperation('history', { data: kept }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '与客服的对话' });
    await within(list).findByText('提款还没到账', {}, { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((li) => li.firstChild?.textContent)).toEqual(['我', '在线客服']);
    await expect(canvas.getByRole('status')).toHaveTextContent('正在连接客服...');
  },
};

const liveSockets = fakeSocketFactory();

/** Live: the member writes, the line goes out on the socket, support's answer shows at once. */
export const LiveAnswer: Story = {
  parameters: {
    loggedIn: true,
    snapshot: { disable: true },
    rootOptions: { socketFactory: liveSockets },
    msw: {
      handlers: [
        mockOperation('history', { data: { list: [], pageNum: 1, pageSize: 15, total: 0 } }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('还没有对话记录,留言后客服的回复会显示在这里。');
    const socket = await waitFor(() => {
      const s = liveSockets.sockets.filter((x) => x.url.includes('/stream/ws')).at(-1);
      if (!s) throw new globalThis.Error('no chat socket');
      return s;
    });
    socket.open();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await userEvent.type(canvas.getByLabelText('输入您的问题'), '充值没到账');
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await waitFor(() =>
      expect(socket.sent.some((f) => f.includes('"msgId":10003') && f.includes('support'))).toBe(
        true,
      ),
    );
    const line = (id: number, uid: number | null, msg: string) =>
      JSON.stringify({
        msgId: 10003,
        msgData: { id, rid: 'support:7', uid, nickname: uid ? 'demo01' : '在线客服', msg, time: 1 },
      });
    socket.receive(line(11, 7, '充值没到账'));
    socket.receive(line(12, null, '已为您查询,款项已入账'));
    const list = canvas.getByRole('list', { name: '与客服的对话' });
    await expect(await within(list).findByText('已为您查询,款项已入账')).toBeVisible();
    await expect(canvas.getByLabelText('输入您的问题')).toHaveValue('');
  },
};
