import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Empty } from '../Empty/Empty';
import { Skeleton } from '../Skeleton/Skeleton';
import { design } from '../../theme/design';

export interface Column<Row> {
  key: string;
  title: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

export interface TableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  loading?: boolean;
  emptyText?: string;
}

const Wrap = styled.div`
  width: 100%;
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${design.typography.size.s};
  caption {
    text-align: left;
    padding-bottom: ${design.space.xs};
    font-weight: ${design.typography.weight.bold};
  }
  th,
  td {
    padding: ${design.space.xs} ${design.space.s};
    border-bottom: 1px solid ${design.color.border};
  }
  th {
    background: ${design.color.surfaceRaised};
    font-weight: ${design.typography.weight.medium};
  }
`;

export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText,
}: TableProps<Row>) {
  return (
    <Wrap>
      <StyledTable aria-busy={loading || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" style={{ textAlign: c.align ?? 'left' }}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={columns.length}>
                <Skeleton lines={3} />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>
                <Empty text={emptyText} />
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} style={{ textAlign: c.align ?? 'left' }}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Wrap>
  );
}
