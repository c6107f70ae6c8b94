import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { exampleData, handlers } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { ChatSlot } from '../../../app/layouts/chatSlot';
import { ChatWidget } from './ChatWidget';

const history = exampleData('history');

/** The chat with a place for its button, as a bar of the chrome keeps one. */
function ChatInBar() {
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
        <ChatSlot />
      </div>
      <ChatWidget />
    </>
  );
}

const meta = {
  title: 'Screens/Member/ChatWidget',
  component: ChatInBar,
  decorators: [withStoryRoot],
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta<typeof ChatInBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '打开聊天室' }),
    ).toBeVisible();
  },
};

export const OpenAsGuest: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '打开聊天室' }));
    const panel = await canvas.findByRole('region', { name: '聊天室' });
    await expect(within(panel).getByRole('status')).toBeVisible();
    await expect(within(panel).getByText('游客身份浏览,登录后即可发言')).toBeVisible();
    // the history is for members (issue 15): a guest sees the live room only
    const first = history.list[0];
    if (first) await expect(within(panel).queryByText(first.msg)).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: '关闭聊天室' }));
    await expect(await canvas.findByRole('button', { name: '打开聊天室' })).toBeVisible();
  },
};

export const OpenAsMember: Story = {
  parameters: { loggedIn: true, snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '打开聊天室' }));
    const panel = await canvas.findByRole('region', { name: '聊天室' });
    const input = within(panel).getByLabelText('说点什么…');
    await expect(within(panel).getByRole('button', { name: '发送' })).toBeDisabled();
    await userEvent.type(input, '   ');
    await expect(within(panel).getByRole('button', { name: '发送' })).toBeDisabled();
  },
};
