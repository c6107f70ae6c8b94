// The receipt after 投注成功 (loaded when a ticket is first accepted): what the server accepted,
// ticket by ticket: the ticket number, the type (单注, 冠军, 串关 with its combination type and
// bets), each pick at its accepted odds in the format placed, the stake and the potential win.
// Never recomputed from the live board.
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { Amount } from '../../../components/Amount/Amount';
import { formatOdds } from '../../../domain/odds';
import { betCount, parseSeriesType, seriesTypeName } from '../../../domain/parlay';
import { fill, useTexts } from '../../../i18n/screenTexts';
import type { Receipt } from '../../../stores/slip/SlipStore';
import { design } from '../../../theme/design';
import { sportsTexts, type SportsTexts } from '../texts';

const Card = styled.li`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${design.space.xxs};
  padding: ${design.space.xs};
  border: 1px solid ${design.color.success};
  border-radius: ${design.radius.s};
  .ok {
    color: ${design.color.success};
    font-weight: ${design.typography.weight.bold};
  }
  .row {
    display: flex;
    justify-content: space-between;
    gap: ${design.space.xs};
  }
  ul {
    margin: 0;
    padding: 0;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
`;

function typeText(r: Receipt, t: SportsTexts): string {
  if (r.betType === 'champion') return t.betTypeChampion;
  if (r.betType !== 'series' && r.betType !== 'multiple') return t.betTypeSingle;
  const type = r.seriesType ? parseSeriesType(r.seriesType, r.legs.length) : null;
  const name = type ? seriesTypeName(type) : `${r.legs.length}串1`;
  return `${t.betTypeSeries} ${name} · ${fill(t.betCountN, { n: type ? betCount(type) : r.bets })}`;
}

export const SlipReceipt = observer(function SlipReceipt({
  receipts,
}: {
  receipts: readonly Receipt[];
}) {
  const t = useTexts(sportsTexts);
  return (
    <section aria-label={t.receipt}>
      <List>
        {receipts.map((r) => (
          <Card key={r.ticketId} data-testid="slip-receipt">
            <div className="row">
              <span className="ok" role="status">
                {t.accepted}
              </span>
              <span className="num">
                {t.ticketId} {r.ticketId}
              </span>
            </div>
            <div className="row">
              <span className="muted">{t.receiptType}</span>
              <span>{typeText(r, t)}</span>
            </div>
            <ul aria-label={t.legs}>
              {r.legs.map((l) => (
                <li key={l.key} className="row">
                  <span>
                    {l.name} <span className="muted">{l.match}</span>
                  </span>
                  <span className="num">
                    {l.odds === null ? '' : formatOdds(l.odds)}{' '}
                    <span className="muted">{t[`odds_${l.oddsFormat}`]}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="row">
              <span className="muted">{t.receiptStake}</span>
              <Amount value={r.stake} />
            </div>
            <div className="row">
              <span className="muted">{t.potentialWin}</span>
              <Amount value={r.potentialWin} />
            </div>
          </Card>
        ))}
      </List>
    </section>
  );
});
