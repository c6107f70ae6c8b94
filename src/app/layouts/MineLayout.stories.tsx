import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { handlers } from '../../../mocks';
import { withStoryRoot } from '../../screens/storyRoot';
import { MineLayout } from './index';

function MemberCentre() {
  return (
    <Routes>
      <Route path="/mine" element={<MineLayout />}>
        <Route path="wallet" element={<h1>我的钱包</h1>} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Chrome/MemberCentre',
  component: MemberCentre,
  decorators: [withStoryRoot],
  parameters: { layout: 'fullscreen', loggedIn: true, route: '/mine/wallet', msw: { handlers } },
} satisfies Meta<typeof MemberCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The grouped sidebar (资金, 记录, 账户, 福利, 帮助) under the balance card. */
export const Sidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '个人中心' });
    for (const group of ['资金', '记录', '账户', '福利', '帮助'])
      await expect(within(nav).getByRole('heading', { name: group })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: '我的钱包' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).queryByRole('link', { name: /等待/ })).toBeNull();
    await expect(await canvas.findByRole('region', { name: '中心钱包' })).toBeVisible();
  },
};

/** Under 768 px the sections open as a drawer. */
export const PhoneSections: Story = {
  parameters: { screen: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '栏目' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '个人中心',
    });
    await expect(within(drawer).getByRole('link', { name: '投注记录' })).toHaveAttribute(
      'href',
      '/mine/betRecord',
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
