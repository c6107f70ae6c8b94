// 提前兑现 on a bet (投注记录 and the board's 我的注单): the button with the amount now (an arrow
// when it moved, greyed with the reason when it cannot be cashed), 已兑现 with the amount after,
// and the confirmation: the quoted amount, a partial amount (field and slider), the moved amount
// asked again (按新金额兑现?), the result. The CashOutBook (src/stores/sports/CashOutBook.ts)
// holds the values and talks to the server.
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import styled from 'styled-components';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowDown from 'lucide-react/icons/arrow-down';
import { Amount } from '../../../components/Amount/Amount';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Input } from '../../../components/Input/Input';
import { useTexts } from '../../../i18n/screenTexts';
import { design } from '../../../theme/design';
import type { CashOutBook } from '../../../stores/sports/CashOutBook';
import type { BetRecordRow } from '../../../stores/sports/BetRecords';
import { cashOutTexts } from './texts';

const Line = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${design.space.xxs};
  flex-wrap: wrap;
  font-variant-numeric: tabular-nums;
  .why {
    color: ${design.color.textMuted};
    font-size: ${design.typography.size.s};
  }
  .done {
    color: ${design.color.success};
    font-weight: 600;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  font-variant-numeric: tabular-nums;
  .value {
    font-size: ${design.typography.size.xl};
    font-weight: 600;
  }
  input[type='range'] {
    width: 100%;
    min-height: 40px;
  }
  .muted {
    color: ${design.color.textMuted};
    font-size: ${design.typography.size.s};
  }
`;

/** The button (or 已兑现) of one bet. */
/** Keeps `book` on the listed bets' cash-out states, then on the live feed's values (投注记录 and
 * the board's 我的注单 alike). */
export function useCashOutBook(book: CashOutBook, rows: () => readonly BetRecordRow[]): void {
  useEffect(
    () => reaction(rows, (items) => book.seed(items), { fireImmediately: true }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rows reads the same list for the screen's life
    [book],
  );
  useEffect(() => book.watchLive(), [book]);
}

export const CashOutButton = observer(function CashOutButton({
  book,
  ticketId,
}: {
  book: CashOutBook;
  ticketId: string;
}) {
  const t = useTexts(cashOutTexts);
  const s = book.state(ticketId);
  if (!s) return null;
  if (s.full)
    return (
      <Line data-testid="cashed-out">
        <span className="done">
          {t.cashedOut} <Amount value={s.cashedOut} symbol fixed />
        </span>
      </Line>
    );
  const moved =
    s.value !== null && s.previous !== null && s.previous !== s.value
      ? s.value > s.previous
        ? 'up'
        : 'down'
      : null;
  return (
    <Line>
      {s.value !== null ? (
        <Button
          size="s"
          data-testid="cash-out"
          onClick={() => void book.open(ticketId)}
          aria-label={`${t.cashOut} ¥${s.value.toFixed(2)}${moved ? ` ${t[moved]}` : ''}`}
        >
          {t.cashOut} <Amount value={s.value} symbol fixed />
          {moved === 'up' && <ArrowUp size={14} aria-hidden />}
          {moved === 'down' && <ArrowDown size={14} aria-hidden />}
        </Button>
      ) : s.reason && s.reason !== 'settled' && s.reason !== 'cashedOut' ? (
        <>
          <Button size="s" variant="secondary" disabled data-testid="cash-out">
            {t.cashOut}
          </Button>
          <span className="why">{s.message}</span>
        </>
      ) : null}
      {s.cashedOut > 0 && (
        <span className="why">
          {t.partlyCashed} <Amount value={s.cashedOut} symbol fixed />
        </span>
      )}
    </Line>
  );
});

/** The confirmation of the book's open cash-out. */
export const CashOutDialog = observer(function CashOutDialog({ book }: { book: CashOutBook }) {
  const t = useTexts(cashOutTexts);
  const d = book.dialog;
  if (!d) return null;
  const busy = d.phase === 'quoting' || d.phase === 'submitting';
  const title =
    d.phase === 'moved'
      ? t.movedTitle
      : d.phase === 'done'
        ? t.doneTitle
        : d.phase === 'failed'
          ? t.failedTitle
          : t.title;
  const asking = d.phase === 'confirm' || d.phase === 'moved' || d.phase === 'submitting';
  const value = d.value ?? 0;
  const error = d.amount === '' ? null : book.amountError;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && book.close()}
      title={title}
      data-testid="cash-out-dialog"
      footer={
        asking ? (
          <>
            <Button variant="secondary" onClick={() => book.close()}>
              {t.cancel}
            </Button>
            <Button
              disabled={busy || error !== null}
              onClick={() => void book.confirm()}
              data-testid="cash-out-confirm"
            >
              {d.phase === 'submitting'
                ? t.submitting
                : d.phase === 'moved'
                  ? t.movedAsk
                  : t.confirm}
            </Button>
          </>
        ) : (
          <Button onClick={() => book.close()}>{t.close}</Button>
        )
      }
    >
      <Body>
        {d.phase === 'quoting' && <p className="muted">{t.quoting}</p>}
        {asking && (
          <>
            {d.phase === 'moved' && <p role="alert">{t.movedAsk}</p>}
            <div>
              <div className="muted">{t.fullValue}</div>
              <div className="value" data-testid="cash-out-value">
                <Amount value={value} symbol fixed />
              </div>
            </div>
            <Input
              label={t.amount}
              value={d.amount}
              onChange={(v) => book.setAmount(v)}
              filter={(raw) => raw.replace(/[^\d.]/g, '')}
              inputMode="decimal"
              error={error}
              hint={t.amountHint}
              data-testid="cash-out-amount"
            />
            <input
              type="range"
              aria-label={t.amount}
              min={Math.min(1, value)}
              max={value}
              step={0.01}
              value={Number(d.amount) || 0}
              onChange={(e) => book.setAmount(Number(e.target.value).toFixed(2))}
            />
            <div>
              <Button size="s" variant="text" onClick={() => book.setAmount(value.toFixed(2))}>
                {t.all}
              </Button>
            </div>
          </>
        )}
        {d.phase === 'done' && (
          <p role="status" data-testid="cash-out-done">
            {t.done.replace('{{amount}}', (d.paid ?? 0).toFixed(2))}
          </p>
        )}
        {d.phase === 'failed' && <p role="alert">{d.message}</p>}
      </Body>
    </Dialog>
  );
});
