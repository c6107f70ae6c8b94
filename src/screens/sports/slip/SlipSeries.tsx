// 串关 in the slip (loaded when the player first opens 串关): the combination types the picks
// allow (N串1 first, k串1, the full cover n串M), the number of bets, the stake per bet, and
// the total and potential win as the server computes them (src/domain/parlay.ts).
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { Amount } from '../../../components/Amount/Amount';
import { useMessage } from '../../../components/shared/useMessage';
import { betCount, seriesTypeCode, seriesTypeName } from '../../../domain/parlay';
import { fill, useTexts } from '../../../i18n/screenTexts';
import { useSlipStore } from '../../../stores';
import { design } from '../../../theme/design';
import { sportsTexts } from '../texts';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  label {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${design.space.xs};
  }
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${design.space.xs};
`;

const StakeInput = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 0 ${design.space.xs};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.s};
  background: ${design.color.inputBackground};
  color: ${design.color.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
`;

export const SlipSeries = observer(function SlipSeries({ note }: { note: string | null }) {
  const slip = useSlipStore();
  const t = useTexts(sportsTexts);
  const msg = useMessage();
  const quote = slip.seriesQuote;
  return (
    <Box data-testid="slip-series">
      <label>
        <span className="muted">{t.seriesType}</span>
        <select
          aria-label={t.seriesType}
          value={seriesTypeCode(slip.seriesType)}
          disabled={slip.confirming}
          onChange={(e) => slip.setSeriesType(e.target.value)}
        >
          {slip.seriesTypes.map((type) => (
            <option key={seriesTypeCode(type)} value={seriesTypeCode(type)}>
              {fill(t.seriesTypeOption, { name: seriesTypeName(type), c: betCount(type) })}
            </option>
          ))}
        </select>
      </label>
      <Line>
        <span className="muted">{t.betCount}</span>
        <span className="num" data-testid="series-bets">
          {fill(t.betCountN, { n: quote.bets })}
        </span>
      </Line>
      <StakeInput
        inputMode="decimal"
        aria-label={t.seriesStake}
        placeholder={t.seriesStake}
        value={slip.seriesStake}
        disabled={slip.confirming}
        onChange={(e) => slip.setSeriesStake(e.target.value)}
      />
      {note && <div className="warn">{note}</div>}
      {slip.seriesError && <div role="alert">{msg(slip.seriesError)}</div>}
      <Line>
        <span className="muted">{t.seriesStake}</span>
        <Amount value={quote.stakePerBet} />
      </Line>
    </Box>
  );
});
