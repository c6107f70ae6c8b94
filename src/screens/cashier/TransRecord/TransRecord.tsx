// 交易记录 (/mine/transRecord): the deal-record call with type tabs (deposit, withdraw, transfer,
// bonus, rebate, adjustment, 提前兑现: a sports cash-out's credit with its bet's number), date ranges (today, 7 days, 30 days, custom with a day picker),
// status, the page's total, paging, a detail drawer and copy of order numbers.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import styled from 'styled-components';
import { Amount } from '../../../components/Amount/Amount';
import { Button } from '../../../components/Button/Button';
import { Calendar } from '../../../components/DatePicker/DatePicker';
import { Dialog } from '../../../components/Dialog/Dialog';
import { LoadState } from '../../../components/LoadState/LoadState';
import { Pagination } from '../../../components/Pagination/Pagination';
import { Select } from '../../../components/Select/Select';
import { Table, type Column } from '../../../components/Table/Table';
import { Tabs } from '../../../components/Tabs/Tabs';
import type { ScreenProps } from '../../../app/areas/types';
import { useRootStore } from '../../../stores';
import type { DealFilter, DealRecord } from '../../../stores/cashier/CashierStore';
import { beijingDay } from '../../../stores/cashier/rules';
import { dealTotals } from './dealTotals';
import {
  Choice,
  Choices,
  CopyButton,
  Details,
  Muted,
  Num,
  Page,
  Panel,
  Row,
  useCashier,
  useCashierTexts,
  TabsWrap,
} from '../parts';
import { design } from '../../../theme/design';

const TYPES = [
  'all',
  'deposit',
  'withdraw',
  'transfer',
  'bonus',
  'rebate',
  'adjustment',
  'cashout',
] as const;
const STATUSES = ['all', 'pending', 'success', 'failed', 'closed'] as const;
type RangeKey = 'today' | 'week' | 'month' | 'custom';
const RANGES: readonly RangeKey[] = ['today', 'week', 'month', 'custom'];

function rangeOf(key: Exclude<RangeKey, 'custom'>, now: number): Pick<DealFilter, 'from' | 'to'> {
  // Days are Beijing days (the contract's times): after 16:00 UTC Beijing is already on the next.
  const today = beijingDay(now);
  if (key === 'today') return { from: today, to: today };
  return { from: beijingDay(now, key === 'week' ? 6 : 29), to: today };
}

function day(d: Date | null): string {
  if (!d) return '';
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A transfer's way: 中心钱包 → AG真人, or back. */
const direction = (from: { name: string }, to: { name: string }) => `${from.name} → ${to.name}`;

const Direction = styled.span`
  display: block;
  font-size: ${design.typography.size.xs};
  color: ${design.color.textMuted};
`;

const Totals = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${design.space.xs} ${design.space.m};
  margin: 0;
  color: ${design.color.textMuted};
  font-size: ${design.typography.size.s};
`;

export const TransRecordScreen = observer(function TransRecordScreen() {
  const root = useRootStore();
  const cashier = useCashier();
  const text = useCashierTexts();
  const now = () => root.clock.now();
  const records = cashier.records;
  const filter = cashier.dealFilter;
  const [range, setRange] = useState<RangeKey>('month');
  const [picking, setPicking] = useState(false);
  const [custom, setCustom] = useState<DateRange | undefined>(undefined);
  const [detail, setDetail] = useState<DealRecord | null>(null);

  useEffect(() => {
    cashier.setDealFilter({ type: 'all', status: 'all', ...rangeOf('month', root.clock.now()) });
  }, [cashier, root]);

  const totals = dealTotals(records.items);

  const columns: Column<DealRecord>[] = [
    {
      key: 'orderNo',
      title: text.records.orderNo,
      render: (r) => <Num>{r.orderNo}</Num>,
    },
    {
      key: 'type',
      title: text.records.type,
      // a cash-out names its bet (the server's remark is in simplified Chinese only), a transfer
      // its way
      render: (r) => (
        <>
          {text.records.types[r.type]}
          {r.ticketId ? (
            <Muted as="div">
              {text.records.ticketId} <Num>{r.ticketId}</Num>
            </Muted>
          ) : null}
          {r.from && r.to ? <Direction>{direction(r.from, r.to)}</Direction> : null}
        </>
      ),
    },
    {
      key: 'amount',
      title: text.records.amount,
      align: 'right',
      render: (r) => <Amount value={r.amount} fixed />,
    },
    { key: 'status', title: text.records.status, render: (r) => text.records.statuses[r.status] },
    { key: 'time', title: text.records.time, render: (r) => <Num>{r.createTime}</Num> },
    {
      key: 'detail',
      title: text.records.detail,
      align: 'center',
      render: (r) => (
        <Button
          size="s"
          variant="text"
          aria-label={`${text.records.detail} ${r.orderNo}`}
          onClick={() => setDetail(r)}
        >
          {text.records.detail}
        </Button>
      ),
    },
  ];

  const table = (
    <LoadState
      status={records.status}
      error={records.error}
      onRetry={() => void records.load()}
      empty={records.isEmpty}
      emptyText={text.records.empty}
    >
      <Table
        caption={text.records.title}
        columns={columns}
        rows={records.items}
        rowKey={(r) => r.orderNo}
        emptyText={text.records.empty}
      />
      <Row style={{ justifyContent: 'space-between' }}>
        {totals.length > 0 ? (
          <Totals aria-label={text.records.pageTotals}>
            <span>{text.records.pageTotals}</span>
            {totals.map((t) => (
              <span key={t.kind}>
                {text.records.totalKinds[t.kind]} <Amount value={t.amount} fixed />
              </span>
            ))}
          </Totals>
        ) : (
          <span />
        )}
        <Pagination
          page={records.page}
          pageSize={records.pageSize}
          total={records.total}
          onPageChange={(p) => void records.load(p)}
        />
      </Row>
    </LoadState>
  );

  return (
    <Page aria-labelledby="records-title">
      <h1 id="records-title">{text.records.title}</h1>
      <Panel>
        <Row>
          <span id="records-range">{text.records.range}</span>
          <Choices role="group" aria-labelledby="records-range">
            {RANGES.map((r) => (
              <Choice
                key={r}
                type="button"
                $on={range === r}
                aria-pressed={range === r}
                onClick={() => {
                  if (r === 'custom') {
                    setPicking(true);
                    return;
                  }
                  setRange(r);
                  cashier.setDealFilter(rangeOf(r, now()));
                }}
              >
                {r === 'custom' && range === 'custom'
                  ? `${day(filter.from)} ~ ${day(filter.to)}`
                  : text.records.ranges[r]}
              </Choice>
            ))}
          </Choices>
          <Select
            label={text.records.status}
            hideLabel
            value={filter.status}
            onValueChange={(v) => {
              const status = STATUSES.find((s) => s === v) ?? 'all';
              cashier.setDealFilter({ status });
            }}
            options={STATUSES.map((s) => ({ value: s, label: text.records.statuses[s] }))}
          />
        </Row>
      </Panel>
      <TabsWrap>
        <Tabs
          label={text.records.type}
          value={filter.type}
          onValueChange={(v) => cashier.setDealFilter({ type: v })}
          items={TYPES.map((t) => ({
            value: t,
            label: text.records.types[t],
            content: t === filter.type ? table : null,
          }))}
        />
      </TabsWrap>
      <Dialog
        open={picking}
        onOpenChange={setPicking}
        title={text.records.pickRange}
        footer={
          <Row>
            <Button variant="secondary" onClick={() => setPicking(false)}>
              {text.common.cancel}
            </Button>
            <Button
              disabled={!custom?.from}
              onClick={() => {
                if (!custom?.from) return;
                setRange('custom');
                cashier.setDealFilter({ from: custom.from, to: custom.to ?? custom.from });
                setPicking(false);
              }}
            >
              {text.records.apply}
            </Button>
          </Row>
        }
      >
        <Calendar
          mode="range"
          selected={custom}
          onSelect={setCustom}
          today={beijingDay(now())}
          disabled={{ after: beijingDay(now()) }}
        />
      </Dialog>
      <Dialog
        open={detail !== null}
        onOpenChange={(o) => {
          if (!o) setDetail(null);
        }}
        title={text.records.detailTitle}
      >
        {detail ? (
          <Details
            rows={[
              [
                text.records.orderNo,
                <>
                  <Num>{detail.orderNo}</Num>
                  <CopyButton value={detail.orderNo} label={text.records.orderNo} />
                </>,
              ],
              [text.records.type, text.records.types[detail.type]],
              detail.from && detail.to
                ? [text.records.direction, direction(detail.from, detail.to)]
                : null,
              [text.records.amount, <Amount key="a" value={detail.amount} fixed />],
              [text.records.status, text.records.statuses[detail.status]],
              [text.records.time, detail.createTime],
              detail.ticketId
                ? [
                    text.records.ticketId,
                    <>
                      <Num>{detail.ticketId}</Num>
                      <CopyButton value={detail.ticketId} label={text.records.ticketId} />
                    </>,
                  ]
                : null,
              detail.remark && !detail.ticketId ? [text.records.remark, detail.remark] : null,
            ]}
          />
        ) : null}
      </Dialog>
    </Page>
  );
});

export default function TransRecord(_props: Partial<ScreenProps>) {
  return <TransRecordScreen />;
}
