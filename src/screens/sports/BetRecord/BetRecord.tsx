// 投注记录 (/mine/betRecord, member centre): tabs by venue category, date ranges (today, 7 days,
// 30 days, custom with a date picker), unsettled / settled, totals, rows with ticket id (copy),
// the bet's type (单注, 冠军, 串关 with its combination type and bets), stake, result label and
// every leg: market, side and line (让球 主 -0.5, 大 2.5), odds in the format placed and the
// score when an in-play bet was placed; paged; settlements show up without a reload.
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { CashOutBook } from '../../../stores/sports/CashOutBook';
import { CashOutButton, CashOutDialog, useCashOutBook } from '../cashout/CashOut';
import { betTypeText, Leg, legText } from '../cashout/betText';
import { useEffect, useMemo, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { Calendar } from '../../../components/DatePicker/DatePicker';
import { useT } from '../../../i18n/useLanguage';
import styled from 'styled-components';
import Copy from 'lucide-react/icons/copy';
import { Amount } from '../../../components/Amount/Amount';
import { LoadState } from '../../../components/LoadState/LoadState';
import { Pagination } from '../../../components/Pagination/Pagination';
import { betResultLabel } from '../../../domain/match';
import { formatOdds } from '../../../domain/odds';
import { useTexts } from '../../../i18n/screenTexts';
import type { ScreenProps } from '../../../app/areas/types';
import { useRootStore } from '../../../stores';
import {
  BetRecords,
  RECORD_CATEGORIES,
  type BetRecordRow,
  type RecordRange,
} from '../../../stores/sports/BetRecords';
import { sportsTexts, type SportsTexts } from '../texts';
import { copyText } from '../../../app/copyText';
import { design } from '../../../theme/design';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  h1 {
    margin: 0;
    font-size: ${design.typography.size.xxl};
  }
  .num {
    font-variant-numeric: tabular-nums;
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${design.space.xxs};
  button {
    min-height: 40px;
    padding: 0 ${design.space.s};
    border: 1px solid ${design.color.border};
    border-radius: ${design.radius.round};
    background: ${design.color.surface};
    color: ${design.color.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'],
  button[aria-selected='true'] {
    background: ${design.color.primary};
    border-color: ${design.color.primary};
    color: ${design.color.primaryText};
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${design.space.s};
  margin: 0;
  div {
    padding: ${design.space.s};
    border: 1px solid ${design.color.border};
    border-radius: ${design.radius.m};
    background: ${design.color.surface};
  }
  dt {
    color: ${design.color.textMuted};
    font-size: ${design.typography.size.s};
  }
  dd {
    margin: 0;
    font-size: ${design.typography.size.l};
    font-variant-numeric: tabular-nums;
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
`;

const Card = styled.li`
  padding: ${design.space.s};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: ${design.color.surface};
  display: flex;
  flex-direction: column;
  gap: ${design.space.xxs};
  font-size: ${design.typography.size.s};
  .top {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${design.space.xs};
    color: ${design.color.textMuted};
  }
  .copy {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    min-height: 32px;
    border: none;
    background: transparent;
    color: ${design.color.link};
    font: inherit;
    cursor: pointer;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
    gap: ${design.space.xs};
  }
  .label {
    color: ${design.color.textMuted};
    margin-right: ${design.space.xxs};
  }
  .legs {
    margin: 0;
    padding-left: ${design.space.m};
  }
`;

const RANGES: readonly RecordRange[] = ['today', '7', '30', 'custom'];

const Row = observer(function Row({
  row,
  t,
  onCopy,
  book,
}: {
  row: BetRecordRow;
  t: SportsTexts;
  onCopy: (id: string) => void;
  book: CashOutBook;
}) {
  const tr = useT();
  const result = row.result ? betResultLabel(row.result) : null;
  const resultText = result
    ? `${tr(result.label)}${result.reason ? ` (${tr(result.reason)})` : ''}`
    : row.status === 1
      ? t.settled
      : t.pending;
  const betType = betTypeText(row, t);
  const first = row.legs[0];
  const parlay = row.legs.length > 1;
  return (
    <Card data-testid="bet-record">
      <div className="top">
        <span>
          {t.ticketId} <span className="num">{row.id}</span>
          <button
            type="button"
            className="copy"
            aria-label={`${t.copy} ${row.id}`}
            onClick={() => onCopy(row.id)}
          >
            <Copy size={14} aria-hidden />
            {t.copy}
          </button>
        </span>
        <span className="num">
          {t.betTime} {row.betTime}
        </span>
      </div>
      <div className="grid">
        <span>
          <span className="label">{t.match}</span>
          {parlay ? betType : (first?.match ?? row.venue)}
        </span>
        <span>
          <span className="label">{t.market}</span>
          {parlay ? t.legs : first ? legText(first, t) : row.game}
        </span>
        {row.odds !== null && !parlay && (
          <span className="num">
            <span className="label">{t.odds}</span>
            {formatOdds(row.odds)}
            {row.oddsFormat ? ` ${t[`odds_${row.oddsFormat}`]}` : ''}
          </span>
        )}
        <span className="num">
          <span className="label">{t.stake}</span>
          <Amount value={row.stake} />
        </span>
        <span>
          <span className="label">{t.result}</span>
          {resultText}
        </span>
        <span className="num">
          <span className="label">{t.winLoss}</span>
          <Amount value={row.winLoss} signed />
        </span>
      </div>
      {row.legs.length > 0 && (
        <ul className="legs" aria-label={parlay ? `${t.legs} ${betType}` : t.legs}>
          {row.legs.map((l, i) => (
            <Leg key={i} leg={l} row={row} t={t} />
          ))}
        </ul>
      )}
      {row.cashOut && <CashOutButton book={book} ticketId={row.id} />}
    </Card>
  );
});

export const BetRecordScreen = observer(function BetRecordScreen() {
  const root = useRootStore();
  const t = useTexts(sportsTexts);
  const model = useMemo(() => new BetRecords(root), [root]);
  const book = useMemo(() => new CashOutBook(root), [root]);
  const [picking, setPicking] = useState(false);
  const [days, setDays] = useState<DateRange | undefined>(undefined);
  useEffect(() => {
    void model.load();
    return model.watch();
  }, [model]);
  // 提前兑现: the records' cash-out states, then the live feed's values
  useCashOutBook(book, () => model.list.items);
  // a cash-out closes the bet: the records and totals show it at once
  useEffect(
    () =>
      reaction(
        () => book.dialog?.phase === 'done',
        (done) => done && void model.quietRefresh(),
      ),
    [model, book],
  );

  const copy = (id: string) => void copyText(root.ui, id);
  const totals = model.totals.data;
  const list = model.list;
  return (
    <Page aria-labelledby="bet-record-title">
      <h1 id="bet-record-title">{t.betRecord}</h1>
      <Chips role="tablist" aria-label={t.venue}>
        {RECORD_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={model.category === c}
            onClick={() => model.setCategory(c)}
          >
            {t[`cat_${c}`]}
          </button>
        ))}
      </Chips>
      <Chips role="group" aria-label={t.pickDates}>
        {RANGES.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={model.range === r}
            onClick={() => {
              if (r === 'custom') setPicking(!picking);
              else {
                setPicking(false);
                model.setRange(r);
              }
            }}
          >
            {t[`range_${r}`]}
          </button>
        ))}
      </Chips>
      {picking && (
        <Calendar
          mode="range"
          selected={days}
          onSelect={(range) => {
            setDays(range);
            if (range?.from && range.to) {
              model.setRange('custom', { from: range.from.getTime(), to: range.to.getTime() });
              setPicking(false);
            }
          }}
          disabled={{ after: new Date() }}
        />
      )}
      {model.category === 'TY' && (
        <Chips role="group" aria-label={t.result}>
          <button
            type="button"
            aria-pressed={!model.settled}
            onClick={() => model.setSettled(false)}
          >
            {t.unsettled}
          </button>
          <button type="button" aria-pressed={model.settled} onClick={() => model.setSettled(true)}>
            {t.settled}
          </button>
        </Chips>
      )}
      <Totals aria-label={t.totalBet}>
        <div>
          <dt>{t.totalBet}</dt>
          <dd>
            <Amount value={totals?.betAmount ?? null} />
          </dd>
        </div>
        <div>
          <dt>{t.validBet}</dt>
          <dd>
            <Amount value={totals?.validAmount ?? null} />
          </dd>
        </div>
        <div>
          <dt>{t.winLoss}</dt>
          <dd>
            <Amount value={totals?.winLoss ?? null} signed />
          </dd>
        </div>
      </Totals>
      <LoadState
        status={list.status === 'idle' ? 'loading' : list.status}
        error={list.error}
        onRetry={() => void list.load()}
        empty={list.isEmpty}
        emptyText={t.recordsEmpty}
      >
        <Rows>
          {list.items.map((row) => (
            <Row key={row.id} row={row} t={t} onCopy={copy} book={book} />
          ))}
        </Rows>
        {list.total > list.pageSize && (
          <Pagination
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            onPageChange={(p) => void list.load(p)}
          />
        )}
      </LoadState>
      <CashOutDialog book={book} />
    </Page>
  );
});

export default function BetRecord(_props: ScreenProps) {
  return <BetRecordScreen />;
}
