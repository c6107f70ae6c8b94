import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Amount } from '../Amount/Amount';
import { Table, type Column } from './Table';

interface Deal {
  id: string;
  time: string;
  kind: string;
  amount: number;
}

const columns: Column<Deal>[] = [
  { key: 'time', title: '时间', render: (r) => r.time },
  { key: 'kind', title: '类型', render: (r) => r.kind },
  {
    key: 'amount',
    title: '金额',
    render: (r) => <Amount value={r.amount} signed />,
    align: 'right',
  },
];

const rows: Deal[] = [
  { id: '1', time: '2026-11-20 12:00', kind: '存款', amount: 500 },
  { id: '2', time: '2026-11-20 13:10', kind: '转账', amount: -120.5 },
];

function DealTable(props: { rows: Deal[]; loading?: boolean }) {
  return (
    <div style={{ width: 560 }}>
      <Table<Deal> caption="交易记录" columns={columns} rowKey={(r) => r.id} {...props} />
    </div>
  );
}

const meta = {
  title: 'Primitives/Table',
  component: DealTable,
  args: { rows },
} satisfies Meta<typeof DealTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '交易记录' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('+500')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const EmptyRows: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};
