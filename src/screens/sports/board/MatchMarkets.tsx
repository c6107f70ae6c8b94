// Every market of one match (the resource's odds method) or a champion market's outright prices.
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadState } from '../../../components/LoadState/LoadState';
import type { Match, MatchMarkets as Markets, OddsPrice } from '../../../stores/sports/types';
import type { SportsTexts } from '../texts';
import { OddsButton } from './OddsButton';
import { lineOf, usePickHandlers } from './MatchRow';
import { design } from '../../../theme/design';

export interface MatchMarketsProps {
  match: Match;
  state: Markets | undefined;
  texts: SportsTexts;
  display: (price: OddsPrice) => string;
  isSelected: (match: Match, price: OddsPrice) => boolean;
  onPick: (match: Match, price: OddsPrice) => void;
  onRetry: () => void;
  /** A link to the match page (false on the match page itself). */
  details?: boolean;
}

const Box = styled.div`
  padding: ${design.space.s};
  background: ${design.color.background};
  border-bottom: 1px solid ${design.color.border};
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  /* h2: the page's title is its h1, and a heading may go only one level deeper (axe
     heading-order) */
  h2 {
    margin: 0 0 ${design.space.xxs};
    font-size: ${design.typography.size.s};
    color: ${design.color.textMuted};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${design.space.xs};
  .pick {
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: ${design.typography.size.xs};
  }
`;

/** The match page's address (a deep link): /game/sport/{enName}/match/{gameId}. */
export function matchPath(enName: string, gameId: string): string {
  return `/game/sport/${enName}/match/${gameId}`;
}

export const MatchMarkets = observer(function MatchMarkets({
  match,
  state,
  texts,
  display,
  isSelected,
  onPick,
  onRetry,
  details = true,
}: MatchMarketsProps) {
  const picks = usePickHandlers(match, onPick);
  const { enName = 'XMTY' } = useParams();
  const status = state?.status ?? 'loading';
  const markets = state?.markets ?? [];
  return (
    <Box
      aria-label={`${texts.moreMarkets} ${match.team_h} ${texts.vs} ${match.team_c}`}
      role="region"
    >
      <LoadState
        status={status}
        error={state?.error ?? null}
        onRetry={onRetry}
        empty={status === 'ready' && markets.length === 0}
        emptyText={texts.emptyMarkets}
      >
        {markets.map((m) => (
          <section key={m.w}>
            <h2>{m.w === 'FS' ? texts.outright : m.name}</h2>
            <Grid>
              {m.selections.map((p) => (
                <div className="pick" key={p.r}>
                  <span>{p.name}</span>
                  <OddsButton
                    label={`${m.name} ${p.name}`}
                    line={lineOf(p, texts)}
                    odds={display(p)}
                    value={p.odds}
                    locked={p.locked === true}
                    selected={isSelected(match, p)}
                    onPick={picks.of(p)}
                    lockedText={texts.locked}
                  />
                </div>
              ))}
            </Grid>
          </section>
        ))}
      </LoadState>
      {details && (
        <Link className="details" to={matchPath(enName, match.gameId)}>
          {texts.matchDetail}
        </Link>
      )}
    </Box>
  );
});
