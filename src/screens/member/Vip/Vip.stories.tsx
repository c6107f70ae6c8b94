import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { exampleData, handlers, mockOperation } from '../../../../mocks';
import { withStoryRoot } from '../../storyRoot';
import { VipView } from './Vip';

const meta = {
  title: 'Screens/Member/Vip',
  component: VipView,
  decorators: [withStoryRoot],
  parameters: { layout: 'padded', loggedIn: true, route: '/mine/vip', msw: { handlers } },
} satisfies Meta<typeof VipView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The way to the next grade from the server's figures (userMemberVipProgress: VIP1, 2,500 of
 * 4,000 deposited, 12,000 of 20,000 turnover). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deposit = await canvas.findByRole('progressbar', { name: '存款进度' });
    await expect(canvas.getByText('VIP1')).toBeVisible();
    await expect(deposit).toHaveAttribute('aria-valuenow', '63');
    const turnover = canvas.getByRole('progressbar', { name: '流水进度' });
    await expect(turnover).toHaveAttribute('aria-valuenow', '60');
    await expect(canvas.getByText('累计存款 2,500 / 4,000 元')).toBeVisible();
    await expect(canvas.getByText('还需存款 1,500 元 · 还需流水 8,000 元')).toBeVisible();
    const ladder = await canvas.findByRole('group', { name: '等级制度' });
    await userEvent.click(within(ladder).getAllByRole('button')[0] as HTMLElement);
    await expect(canvas.getByText('每周礼金')).toBeVisible();
    await expect(canvas.getByText('等级需按月完成保级要求,未完成将下调一级')).toBeVisible();
  },
};

/** The picked grade's benefits come from memberGradeInfoByGrade (here VIP2's, as the server states them now). */
export const GradeByGrade: Story = {
  parameters: {
    snapshot: { disable: true },
    msw: {
      handlers: [
        mockOperation('userMemberMemberGradeInfoByGrade', {
          data: {
            ...exampleData('userMemberMemberGradeInfoByGrade'),
            grade: 2,
            upgradeBonus: 8888,
          },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ladder = await canvas.findByRole('group', { name: '等级制度' });
    await userEvent.click(within(ladder).getByRole('button', { name: 'VIP2' }));
    await expect(await canvas.findByText('¥8,888')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('userMemberMemberGradeConfigList', {
          code: 6005,
          message: '服务异常,请稍后重试',
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('服务异常,请稍后重试')).toBeVisible();
  },
};

/** At the top grade there is nothing further: no bars, 您已是最高等级. */
export const TopGrade: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('userMemberVipProgress', {
          data: {
            grade: 9,
            totalDeposit: 600000,
            totalTurnover: 3000000,
            nextGrade: null,
            nextName: null,
            depositRequired: 0,
            turnoverRequired: 0,
            depositRemaining: 0,
            turnoverRemaining: 0,
          },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('您已是最高等级')).toBeVisible();
    await expect(canvas.getByText('VIP9')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The site's vipNoSave flag on: grades are kept once reached, and the page says so. */
export const NoSave: Story = {
  parameters: {
    snapshot: { disable: true },
    msw: {
      handlers: [
        mockOperation('configurationPreInfo', {
          data: (() => {
            const data = exampleData('configurationPreInfo');
            return { ...data, siteBaseConfig: { ...data.siteBaseConfig, vipNoSave: true } };
          })(),
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('本站VIP等级不设保级要求,达到即永久享有')).toBeVisible();
    await expect(canvas.queryByText('等级需按月完成保级要求,未完成将下调一级')).toBeNull();
  },
};
