// The board's 全部玩法 (+N) panel under a match row: every market of the match in the match
// page's groups and names (全场独赢; 上半场 with its 独赢, 让球 and 大小; 全场让球 and 全场大小 with
// every line, 主/客 and 大/小 as the row reads them; 波胆; 单双; each sport its own names), drawn by
// the page's own MatchGroups (grouping in Match/groups.ts), or a champion market's outright
// prices; 赛事详情 leads to the match page. The board loads this module lazily with the first +N
// press (Board.tsx), so the groups and their texts stay out of the board's first script.
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadState } from '../../../components/LoadState/LoadState';
import { useTexts } from '../../../i18n/screenTexts';
import type { Match, MatchMarkets as Markets, OddsPrice } from '../../../stores/sports/types';
import type { SportsTexts } from '../texts';
import { MatchGroups } from '../Match/MatchGroups';
import { matchTexts } from '../Match/texts';
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
  .details {
    align-self: flex-end;
    font-size: ${design.typography.size.s};
  }
  .notice {
    margin: 0;
    padding: ${design.space.xs} ${design.space.s};
    border-radius: ${design.radius.s};
    background: ${design.color.surface};
    border: 1px solid ${design.color.border};
    color: ${design.color.warning};
  }
`;

/** The match page's address (a deep link): /game/sport/{enName}/match/{gameId}. */
export function matchPath(enName: string, gameId: string): string {
  return `/game/sport/${enName}/match/${gameId}`;
}

/** Every price shown locked (in play around a goal, a set): the book is suspended. */
function allLocked(markets: Markets['markets']): boolean {
  const prices = markets.flatMap((m) => m.selections);
  return prices.length > 0 && prices.every((p) => p.locked === true);
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
  const t = { ...texts, ...useTexts(matchTexts) };
  const { enName = 'XMTY' } = useParams();
  const status = state?.status ?? 'loading';
  const markets = state?.markets ?? [];
  return (
    <Box
      aria-label={`${texts.moreMarkets} ${match.team_h} ${texts.vs} ${match.team_c}`}
      role="region"
    >
      {details && (
        <Link className="details" to={matchPath(enName, match.gameId)}>
          {texts.matchDetail}
        </Link>
      )}
      <LoadState
        status={status}
        error={state?.error ?? null}
        onRetry={onRetry}
        empty={status === 'ready' && markets.length === 0}
        emptyText={texts.emptyMarkets}
      >
        {allLocked(markets) && (
          <p className="notice" role="status">
            {t.marketsSuspended}
          </p>
        )}
        <MatchGroups
          match={match}
          markets={markets}
          texts={t}
          display={display}
          isSelected={isSelected}
          onPick={onPick}
        />
      </LoadState>
    </Box>
  );
});
