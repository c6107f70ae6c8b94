import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

function Stateful(props: ComponentProps<typeof Pagination>) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(p) => {
        setPage(p);
        props.onPageChange(p);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  render: (args) => <Stateful {...args} />,
  args: { page: 1, pageSize: 15, total: 150, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('共 150 条')).toBeVisible();
  },
};

export const NextPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};
