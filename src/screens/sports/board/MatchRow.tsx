// One match of the board: teams, start time or live period, scores, and the main markets (1X2,
// handicap with its bracket, over/under) as odds buttons; a button opens all its markets.
import { VisuallyHidden } from '../../../components/shared/VisuallyHidden';
import { TeamMark } from '../../../components/TeamMark/TeamMark';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import styled from 'styled-components';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { priceLineText } from '../../../domain/odds';
import type { Match, OddsPrice } from '../../../stores/sports/types';
import type { SportsTexts } from '../texts';
import { OddsButton } from './OddsButton';
import { design } from '../../../theme/design';

export interface MatchRowProps {
  match: Match;
  texts: SportsTexts;
  /** The period text (translated) of a live match, or null. */
  period: string | null;
  display: (price: OddsPrice) => string;
  isSelected: (match: Match, price: OddsPrice) => boolean;
  onPick: (match: Match, price: OddsPrice) => void;
  expanded: boolean;
  onToggleMarkets: (match: Match) => void;
}

/** Under this window width a match row stacks its markets under the teams (about twice as tall). */
export const STACKED_ROW_BELOW = 721;
/** Typical row heights (px), stacked and side by side: the board's estimate before measuring. */
export const MATCH_ROW_HEIGHT = { stacked: 262, sideBySide: 143 } as const;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(10rem, 1.3fr) minmax(0, 3fr) auto;
  gap: ${design.space.s};
  align-items: center;
  padding: ${design.space.xs} ${design.space.s};
  border-bottom: 1px solid ${design.color.border};
  background: ${design.color.surface};
  @media (max-width: ${STACKED_ROW_BELOW - 1}px) {
    grid-template-columns: 1fr auto;
    .markets {
      grid-column: 1 / -1;
    }
  }
`;

const Teams = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px ${design.space.xs};
  font-size: ${design.typography.size.s};
  min-width: 0;
  .team {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .score {
    font-variant-numeric: tabular-nums;
    font-weight: ${design.typography.weight.bold};
    color: ${design.color.accent};
  }
  .game {
    margin-left: ${design.space.xs};
    font-weight: ${design.typography.weight.regular};
    color: ${design.color.textMuted};
  }
  .time {
    grid-column: 1 / -1;
    font-size: ${design.typography.size.xs};
    color: ${design.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
  .live {
    color: ${design.color.danger};
  }
`;

const Markets = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${design.space.xs};
`;

const Col = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xxs};
  min-width: 0;
`;

const More = styled.button<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  min-height: 40px;
  padding: 0 ${design.space.xs};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.s};
  background: transparent;
  color: ${design.color.link};
  font: inherit;
  font-size: ${design.typography.size.xs};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  svg {
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
`;

/** The main-line price of a play family (M/RM, R/RE, OU/ROU) and side. */
export function priceOf(match: Match, plays: readonly string[], side: string): OddsPrice | null {
  for (const p of Object.values(match.odds)) if (plays.includes(p.w) && p.rtype === side) return p;
  return null;
}

/** Sports scored in sets (sc_set), and those with a score inside a set (sc_game): tennis games,
 * volleyball and table tennis points (snooker shows frames only). */
const SET_SPORTS: ReadonlySet<string> = new Set(['TN', 'VB', 'TT', 'SK']);
const SCORED_SETS: ReadonlySet<string> = new Set(['TN', 'VB', 'TT']);

export const ONE_X_TWO = ['M', 'RM'] as const;
export const HANDICAP = ['R', 'RE'] as const;
export const OVER_UNDER = ['OU', 'ROU'] as const;

/** The line shown before a price: 大 2.5 / 小 2.5, the handicap bracket [-0/0.5], or the line. */
export function lineOf(
  price: OddsPrice,
  texts: Pick<SportsTexts, 'over' | 'under'>,
): string | null {
  return priceLineText(price.w, price.rtype, price.handicap, texts);
}

/**
 * One click handler per price of a match, kept while the match and `onPick` stay the same: a
 * moved price then re-renders only its own (memoised) button, not the whole row's.
 */
class PickHandlers {
  private readonly handlers = new Map<string, () => void>();
  constructor(
    private readonly match: Match,
    private readonly onPick: (match: Match, price: OddsPrice) => void,
  ) {}
  of(price: OddsPrice): () => void {
    let handler = this.handlers.get(price.r);
    if (!handler) {
      const { match, onPick } = this;
      handler = () => onPick(match, match.odds[price.r] ?? price);
      this.handlers.set(price.r, handler);
    }
    return handler;
  }
}

export function usePickHandlers(
  match: Match,
  onPick: (match: Match, price: OddsPrice) => void,
): PickHandlers {
  return useMemo(() => new PickHandlers(match, onPick), [match, onPick]);
}

export const MatchRow = observer(function MatchRow({
  match,
  texts,
  period,
  display,
  isSelected,
  onPick,
  expanded,
  onToggleMarkets,
}: MatchRowProps) {
  const picks = usePickHandlers(match, onPick);
  const cell = (plays: readonly string[], side: string, label: string, withLine = true) => {
    const p = priceOf(match, plays, side);
    if (!p)
      return <OddsButton key={side} label={label} odds="" value={0} lockedText={texts.locked} />;
    const shownLine = withLine ? lineOf(p, texts) : null;
    return (
      <OddsButton
        key={p.r}
        // 大 2.5 already says its side: the button is named 大 2.5 0.88, not 大 大 2.5 0.88
        label={shownLine?.startsWith(label) ? '' : label}
        line={shownLine}
        odds={display(p)}
        value={p.odds}
        locked={p.locked === true}
        selected={isSelected(match, p)}
        onPick={picks.of(p)}
        lockedText={texts.locked}
      />
    );
  };
  const hasDraw = priceOf(match, ONE_X_TWO, 'N') !== null;
  const outright = match.gameType === 'FS' ? Object.values(match.odds) : null;
  const scores = match.isLive || match.gameStatus === 1;
  // set sports: sets won, then the score in the set being played (games, points)
  const inSet = scores && SET_SPORTS.has(match.gameType);
  const score = (main: number, set: number | undefined, game: number | undefined) =>
    inSet ? (
      <>
        {set ?? main}
        {SCORED_SETS.has(match.gameType) && <span className="game">{game ?? 0}</span>}
      </>
    ) : scores ? (
      main
    ) : (
      ''
    );
  return (
    <Row
      data-testid="match-row"
      aria-label={`${match.team_h} ${texts.vs} ${match.team_c}`}
      role="group"
    >
      <Teams>
        <span className="team">
          <TeamMark name={match.team_h} />
          {match.team_h}
        </span>
        <span className="score">{score(match.sc_FT_H, match.sc_set_H, match.sc_game_H)}</span>
        <span className="team">
          <TeamMark name={match.team_c} />
          {match.team_c}
        </span>
        <span className="score">{score(match.sc_FT_C, match.sc_set_A, match.sc_game_A)}</span>
        <span className={period ? 'time live' : 'time'}>
          {period ?? match.startTime.slice(5, 16)}
        </span>
      </Teams>
      {outright ? (
        <Markets className="markets" aria-label={texts.outright} role="group">
          {outright.map((p) => (
            <OddsButton
              key={p.r}
              label={`${texts.outright} ${p.name}`}
              line={p.name}
              odds={display(p)}
              value={p.odds}
              locked={p.locked === true}
              selected={isSelected(match, p)}
              onPick={picks.of(p)}
              lockedText={texts.locked}
            />
          ))}
        </Markets>
      ) : (
        <Markets className="markets">
          <Col aria-label={texts.col1x2} role="group">
            {cell(ONE_X_TWO, 'H', `${match.team_h} ${texts.col1x2}`, false)}
            {hasDraw && cell(ONE_X_TWO, 'N', `${texts.draw} ${texts.col1x2}`, false)}
            {cell(ONE_X_TWO, 'C', `${match.team_c} ${texts.col1x2}`, false)}
          </Col>
          <Col aria-label={texts.colHandicap} role="group">
            {cell(HANDICAP, 'H', `${match.team_h} ${texts.colHandicap}`)}
            {cell(HANDICAP, 'C', `${match.team_c} ${texts.colHandicap}`)}
          </Col>
          <Col aria-label={texts.colOverUnder} role="group">
            {cell(OVER_UNDER, 'O', texts.over)}
            {cell(OVER_UNDER, 'U', texts.under)}
          </Col>
        </Markets>
      )}
      <More
        type="button"
        $open={expanded}
        aria-expanded={expanded}
        onClick={() => onToggleMarkets(match)}
      >
        {/* named by its visible text (axe label-content-name-mismatch), the action first */}
        <VisuallyHidden>
          {`${expanded ? texts.lessMarkets : texts.moreMarkets} ${match.team_h} ${texts.vs} ${match.team_c} `}
        </VisuallyHidden>
        +{match.t_count}
        <ChevronDown size={14} aria-hidden />
      </More>
    </Row>
  );
});
