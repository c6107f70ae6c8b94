// 我的注单 on the sports board, beside the slip: the member's open bets on the own book (30 days)
// with 提前兑现 at the live value, so a bettor cashes out (a single or a 串关, in full or in part)
// without leaving the board. The same button, confirmation and book (CashOutBook) as 投注记录;
// values move over the live feed, the list refreshes quietly (a bet placed from the slip shows up,
// a settled one leaves), and a bet cashed out here stays listed as 已兑现 until the panel closes.
// Loaded when the tab is first chosen (the board's first script stays small).
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Amount } from '../../../components/Amount/Amount';
import { Button } from '../../../components/Button/Button';
import { Empty } from '../../../components/Empty/Empty';
import { LoadState } from '../../../components/LoadState/LoadState';
import { useTexts } from '../../../i18n/screenTexts';
import { useRootStore } from '../../../stores';
import { BetRecords, type BetRecordRow } from '../../../stores/sports/BetRecords';
import { CashOutBook } from '../../../stores/sports/CashOutBook';
import { design } from '../../../theme/design';
import { betTypeText, Leg } from '../cashout/betText';
import { CashOutButton, CashOutDialog, useCashOutBook } from '../cashout/CashOut';
import { sportsTexts, type SportsTexts } from '../texts';
import { myBetsTexts } from './texts';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  font-size: ${design.typography.size.s};
  .num {
    font-variant-numeric: tabular-nums;
  }
  .all {
    align-self: center;
    color: ${design.color.link};
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
  display: flex;
  flex-direction: column;
  gap: ${design.space.xxs};
  padding: ${design.space.s};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: ${design.color.surface};
  .top {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${design.space.xxs};
  }
  .muted {
    color: ${design.color.textMuted};
  }
  ul {
    margin: 0;
    padding-left: ${design.space.m};
  }
`;

function BetCard({ row, book, t }: { row: BetRecordRow; book: CashOutBook; t: SportsTexts }) {
  const parlay = row.legs.length > 1;
  return (
    <Card data-testid="my-bet" aria-label={`${t.ticketId} ${row.id}`}>
      <div className="top">
        <strong>{parlay ? betTypeText(row, t) : (row.legs[0]?.match ?? row.game)}</strong>
        <span className="muted num">{row.id}</span>
      </div>
      <ul aria-label={parlay ? `${t.legs} ${betTypeText(row, t)}` : t.legs}>
        {row.legs.map((l, i) => (
          <Leg key={i} leg={l} row={row} t={t} />
        ))}
      </ul>
      <span className="num">
        <span className="muted">{t.stake}</span> <Amount value={row.stake} symbol fixed />
      </span>
      {row.cashOut && <CashOutButton book={book} ticketId={row.id} />}
    </Card>
  );
}

/** The member's open bets and their cash-out (mounted for a logged-in member). */
const OpenBets = observer(function OpenBets() {
  const root = useRootStore();
  const t = useTexts(sportsTexts);
  const m = useTexts(myBetsTexts);
  const model = useMemo(() => new BetRecords(root, { range: '30', pageSize: 20 }), [root]);
  const book = useMemo(() => new CashOutBook(root), [root]);
  // bets cashed out in full here: listed as 已兑现 while the panel is open
  const [cashed, setCashed] = useState<BetRecordRow[]>([]);
  useEffect(() => {
    void model.list.reload();
    return model.watch();
  }, [model]);
  useCashOutBook(book, () => model.list.items);
  useEffect(
    () =>
      reaction(
        () => (book.dialog?.phase === 'done' ? book.dialog : null),
        (done) => {
          if (!done) return;
          const row = model.list.items.find((r) => r.id === done.ticketId);
          if (done.full && row) setCashed((list) => [row, ...list.filter((r) => r.id !== row.id)]);
          void model.quietRefresh();
        },
      ),
    [model, book],
  );
  const list = model.list;
  const open = list.items;
  // newest first, as listed: a bet cashed out here keeps its place
  const rows = [...open, ...cashed.filter((c) => !open.some((r) => r.id === c.id))].sort((a, b) =>
    a.betTime === b.betTime ? 0 : a.betTime < b.betTime ? 1 : -1,
  );
  return (
    <>
      <LoadState
        status={list.status === 'idle' ? 'loading' : list.status}
        error={list.error}
        onRetry={() => void list.reload()}
        empty={rows.length === 0}
        emptyText={m.empty}
      >
        <Rows>
          {rows.map((row) => (
            <BetCard key={row.id} row={row} book={book} t={t} />
          ))}
        </Rows>
      </LoadState>
      <Link className="all" to="/mine/betRecord">
        {m.all}
      </Link>
      <CashOutDialog book={book} />
    </>
  );
});

export const MyBets = observer(function MyBets() {
  const root = useRootStore();
  const m = useTexts(myBetsTexts);
  return (
    <Panel data-testid="my-bets">
      {root.session.isLoggedIn ? (
        <OpenBets />
      ) : (
        <Empty
          text={m.loggedOut}
          action={<Button onClick={() => root.events.emit({ type: 'login' })}>{m.login}</Button>}
        />
      )}
    </Panel>
  );
});
