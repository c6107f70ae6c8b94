// 兑换记录 (/mine/giftRecord): the player's gift exchanges, newest first, paged, with where each
// is sent (收货人, masked mobile, address, size) and its delivery state (待发货; 已发货 with the
// tracking number and time; 已拒绝); Empty and Error through LoadState. Links back to 积分兑换.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ScreenProps } from '../../../app/areas/types';
import { LoadState } from '../../../components/LoadState/LoadState';
import { Pagination } from '../../../components/Pagination/Pagination';
import { Tag } from '../../../components/Tag/Tag';
import { useMemberStore } from '../../../stores';
import { fill } from '../../../i18n/screenTexts';
import { Card, Muted, Page, Row } from '../shared';
import { useMemberTexts } from '../texts';
import { design } from '../../../theme/design';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${design.space.s};
    text-align: left;
    border-bottom: 1px solid ${design.color.border};
  }
  th {
    color: ${design.color.textMuted};
    font-weight: ${design.typography.weight.regular};
    font-size: ${design.typography.size.s};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 480px) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      border-bottom: 1px solid ${design.color.border};
      padding: ${design.space.xs} 0;
    }
    td {
      border: 0;
      padding: ${design.space.xs};
    }
  }
`;

/** A cell of several short lines (who and where; state, tracking number and time). */
const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  overflow-wrap: anywhere;
`;

export const GiftRecordView = observer(function GiftRecordView() {
  const list = useMemberStore().exchangeRecords;
  const all = useMemberTexts();
  const text = all.giftRecord;
  useEffect(() => void list.reload(), [list]);
  const statusOf = (s: number) =>
    s === 1
      ? { label: text.shipped, tone: 'success' as const }
      : s === 2
        ? { label: text.rejected, tone: 'danger' as const }
        : { label: text.pending, tone: 'neutral' as const };
  return (
    <Page aria-labelledby="gift-record-title">
      <Row style={{ justifyContent: 'space-between' }}>
        <h1 id="gift-record-title">{text.title}</h1>
        <Link to="/mine/exchange">{text.goExchange}</Link>
      </Row>
      <Card>
        <LoadState
          status={list.status}
          error={list.error}
          onRetry={() => void list.load()}
          empty={list.isEmpty}
          emptyText={text.empty}
        >
          <Table aria-labelledby="gift-record-title">
            <thead>
              <tr>
                <th scope="col">{text.gift}</th>
                <th scope="col">{text.points}</th>
                <th scope="col">{text.delivery}</th>
                <th scope="col">{text.status}</th>
                <th scope="col">{text.time}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((r) => {
                const s = statusOf(r.status);
                return (
                  <tr key={r.id}>
                    <td>{r.giftName}</td>
                    <td>{r.points}</td>
                    <td>
                      {r.delivery ? (
                        <Lines>
                          <span>
                            {r.delivery.name} {r.delivery.phone}
                          </span>
                          <span>{r.delivery.address}</span>
                          {r.delivery.size ? (
                            <span>{fill(text.sizeOf, { size: r.delivery.size })}</span>
                          ) : null}
                        </Lines>
                      ) : (
                        <Muted>{text.noDelivery}</Muted>
                      )}
                    </td>
                    <td>
                      <Lines>
                        <span>
                          <Tag tone={s.tone}>{s.label}</Tag>
                        </span>
                        {r.trackingNo ? (
                          <span>{fill(text.tracking, { no: r.trackingNo })}</span>
                        ) : null}
                        {r.shipTime ? (
                          <Muted as="span">{fill(text.shippedAt, { time: r.shipTime })}</Muted>
                        ) : null}
                      </Lines>
                    </td>
                    <td>{r.createTime}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          {list.total > list.pageSize ? (
            <Pagination
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              onPageChange={(p) => void list.load(p)}
            />
          ) : null}
        </LoadState>
      </Card>
    </Page>
  );
});

export default function GiftRecord(_props: ScreenProps) {
  return <GiftRecordView />;
}
