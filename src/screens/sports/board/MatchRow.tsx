// One match of the board, compact as Asian books draw it: start time or live period, teams and
// scores on two lines, and the main markets (独赢 主 和 客 side by side, the handicap with its
// bracket, over/under 大 / 小) as odds buttons on the same two lines, under the league bar's
// column headings; on a phone the prices stack under the teams with their own headings. +N opens
// all the match's markets.
import { VisuallyHidden } from '../../../components/shared/VisuallyHidden';
import { TeamMark } from '../../../components/TeamMark/TeamMark';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { priceLineText } from '../../../domain/odds';
import type { Match, OddsPrice } from '../../../stores/sports/types';
import type { SportsTexts } from '../texts';
import { OddsButton } from './OddsButton';
import { sportColumns, type MarketColumn } from './columns';
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
  /** Its prices are not the live feed's yet (scrolled into the window, its snapshot on the
   * way): shown dimmed, busy and not pressable until they are. */
  refreshing?: boolean;
}

/** Under this board width (px) a row stacks its price grid under the teams, with the columns'
 * headings above it (a phone); from it up the prices sit beside the teams in compact lines under
 * the league bar's headings. A container query: the board's width, not the window's, decides
 * (the board's list is the container, ROWS_CONTAINER; one container for every row, not one a
 * row: each would be a containment boundary the browser lays out and paints on its own). */
export const STACKED_BOARD_BELOW = 600;
/** Windows whose board is narrower than STACKED_BOARD_BELOW (the page's columns, LocalSport). */
/** The style that makes an element the rows' container (the board's list; a story's frame). */
export const ROWS_CONTAINER = { containerType: 'inline-size' } as const;
export const STACKED_WINDOWS = '(max-width: 615px), (min-width: 1024px) and (max-width: 1143px)';
/** Typical row heights (px), stacked and side by side: the board's estimate before measuring. */
export const MATCH_ROW_HEIGHT = { stacked: 173, sideBySide: 55 } as const;
/** The height of a price line beside the teams (px; a phone's stacked grid keeps 40 px targets). */
export const LINE_PX = 24;

/** The columns a row and its league bar share: time, teams, the three markets, +N. */
export const ROW_COLUMNS = '4.25rem minmax(6rem, 1fr) minmax(0, 3.4fr) 3rem';
export const MARKET_GRID = 'minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr)';

const Row = styled.div`
  border-bottom: 1px solid ${design.color.border};
  background: ${design.color.surface};
  &[aria-busy='true'] .markets {
    opacity: 0.5;
  }
`;

// (Comments of styles stay out of the templates: a template's comment is shipped.)
// Compact lines beside the teams: the buttons are the lines' height. A 独赢 cell (.x12) has 主
// over its price and is as tall as the two lines beside it: three of them share a narrow column
// (a 1280 px window: 主 2.20 side by side would clip the price). On a phone (the container query)
// the buttons are touch targets, a 独赢 cell as tall as the two lines beside it.
const Grid = styled.div`
  display: grid;
  grid-template-columns: ${ROW_COLUMNS};
  column-gap: ${design.space.xs};
  align-items: center;
  padding: 2px ${design.space.xs};
  .time {
    font-size: ${design.typography.size.xs};
    line-height: ${design.typography.lineHeight.tight};
    color: ${design.color.textMuted};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .live {
    color: ${design.color.danger};
  }
  .markets button {
    min-height: 0;
    min-width: 0;
    height: ${LINE_PX}px;
    padding: 0 ${design.space.xxs};
  }
  .markets .x12 button {
    height: ${LINE_PX * 2 + 2}px;
    flex-direction: column;
    justify-content: center;
    gap: 0;
  }
  .caption {
    display: none;
  }
  @container (max-width: ${STACKED_BOARD_BELOW - 1}px) {
    grid-template-columns: 3.5rem minmax(0, 1fr) auto;
    row-gap: ${design.space.xxs};
    padding: ${design.space.xs};
    .markets {
      grid-column: 1 / -1;
    }
    .markets button,
    .markets .x12 button {
      height: auto;
      min-height: ${design.touchTarget};
    }
    .more {
      grid-row: 1;
      grid-column: 3;
    }
    .caption {
      display: block;
    }
  }
`;

// A team's name opens the match page: it reads as the name, underlined on hover.
const Teams = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-auto-rows: ${LINE_PX}px;
  column-gap: ${design.space.xs};
  align-items: center;
  row-gap: 2px;
  font-size: ${design.typography.size.s};
  min-width: 0;
  .team {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: inherit;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
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
`;

const Markets = styled.div`
  display: grid;
  grid-template-columns: ${MARKET_GRID};
  gap: ${design.space.xs};
  min-width: 0;
`;

// On a phone (the container query) the caption stands over the cells (beside the teams the
// caption is not drawn, and an empty second row would add its 2 px gap to every row). 独赢 (.x12):
// 主 和 客 side by side, each as tall as the lines of the other columns.
const Col = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  @container (max-width: ${STACKED_BOARD_BELOW - 1}px) {
    grid-template-rows: auto 1fr;
  }
  .caption {
    font-size: ${design.typography.size.xs};
    color: ${design.color.textMuted};
    text-align: center;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .cells {
    display: grid;
    gap: 2px;
  }
  &.x12 .cells {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`;

/** Outright rows: every team's price in a wrapping grid. */
const Field = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: 2px;
`;

const More = styled.button<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: ${LINE_PX}px;
  padding: 0 ${design.space.xxs};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.s};
  background: transparent;
  color: ${design.color.link};
  font: inherit;
  font-size: ${design.typography.size.xs};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  @container (max-width: ${STACKED_BOARD_BELOW - 1}px) {
    min-height: ${design.touchTarget};
  }
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

interface PriceCellProps {
  match: Match;
  price: OddsPrice;
  /** What is picked, for the accessible name (dropped when the line says it: 大 2.5). */
  label: string;
  /** The line shown instead of the price's own (主 和 客 for a 1X2 price). */
  sideText: string | undefined;
  texts: SportsTexts;
  display: (price: OddsPrice) => string;
  isSelected: (match: Match, price: OddsPrice) => boolean;
  onPick: () => void;
}

/** One price of a row, observing that price only: a moved price draws its own button again, not
 * its row (about 3,000 moves a second on a busy board, bench:board). */
const PriceCell = observer(function PriceCell({
  match,
  price: p,
  label,
  sideText,
  texts,
  display,
  isSelected,
  onPick,
}: PriceCellProps) {
  const shownLine = sideText ?? lineOf(p, texts);
  return (
    <OddsButton
      // 大 2.5 already says its side: the button is named 大 2.5 0.88, not 大 大 2.5 0.88
      label={shownLine?.startsWith(label) ? '' : label}
      line={shownLine}
      odds={display(p)}
      value={p.odds}
      locked={p.locked === true}
      selected={isSelected(match, p)}
      onPick={onPick}
      lockedText={texts.locked}
    />
  );
});

export const MatchRow = observer(function MatchRow({
  match,
  texts,
  period,
  display,
  isSelected,
  onPick,
  expanded,
  onToggleMarkets,
  refreshing = false,
}: MatchRowProps) {
  const picks = usePickHandlers(match, onPick);
  /** A price's button; `side` (主 和 客) stands for the line of a 1X2 price. */
  const cell = (plays: readonly string[], side: string, label: string, sideText?: string) => {
    const p = priceOf(match, plays, side);
    if (!p)
      return (
        <OddsButton
          key={side}
          label={label}
          line={sideText ?? null}
          odds=""
          value={0}
          lockedText={texts.locked}
        />
      );
    return (
      <PriceCell
        key={p.r}
        match={match}
        price={p}
        label={label}
        sideText={sideText}
        texts={texts}
        display={display}
        isSelected={isSelected}
        onPick={picks.of(p)}
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
  /** A team's name, a link to the match page (/game/sport/{enName}/match/{gameId}, relative to
   * the board's address); an outright's title is text. */
  const team = (name: string) => {
    const inner = (
      <>
        <TeamMark name={name} />
        {name}
      </>
    );
    return outright ? (
      <span className="team">{inner}</span>
    ) : (
      <Link className="team" to={`./match/${match.gameId}`}>
        {inner}
      </Link>
    );
  };
  const columns = sportColumns(match.gameType, texts);
  const { heads, names } = columns;
  const caption = (column: MarketColumn) => (
    // the group is named by it already: the caption is what a phone sees above the prices
    <span className="caption" aria-hidden="true">
      {heads[column]}
    </span>
  );
  return (
    <Row
      data-testid="match-row"
      aria-label={`${match.team_h} ${texts.vs} ${match.team_c}`}
      role="group"
      aria-busy={refreshing || undefined}
    >
      <Grid>
        <span className={period ? 'time live' : 'time'}>
          {period ?? match.startTime.slice(5, 16)}
        </span>
        <Teams>
          {team(match.team_h)}
          <span className="score">{score(match.sc_FT_H, match.sc_set_H, match.sc_game_H)}</span>
          {team(match.team_c)}
          <span className="score">{score(match.sc_FT_C, match.sc_set_A, match.sc_game_A)}</span>
        </Teams>
        {outright ? (
          <Field
            className="markets"
            aria-label={texts.outright}
            role="group"
            inert={refreshing || undefined}
          >
            {outright.map((p) => (
              <PriceCell
                key={p.r}
                match={match}
                price={p}
                label={`${texts.outright} ${p.name}`}
                sideText={p.name}
                texts={texts}
                display={display}
                isSelected={isSelected}
                onPick={picks.of(p)}
              />
            ))}
          </Field>
        ) : (
          <Markets className="markets" inert={refreshing || undefined}>
            <Col className="x12" aria-label={heads['1x2']} role="group" data-column="1x2">
              {caption('1x2')}
              <span className="cells">
                {cell(ONE_X_TWO, 'H', `${match.team_h} ${names['1x2']}`, texts.home)}
                {hasDraw && cell(ONE_X_TWO, 'N', names['1x2'], texts.draw)}
                {cell(ONE_X_TWO, 'C', `${match.team_c} ${names['1x2']}`, texts.away)}
              </span>
            </Col>
            <Col aria-label={heads.handicap} role="group" data-column="handicap">
              {caption('handicap')}
              <span className="cells">
                {cell(HANDICAP, 'H', `${match.team_h} ${names.handicap}`)}
                {cell(HANDICAP, 'C', `${match.team_c} ${names.handicap}`)}
              </span>
            </Col>
            <Col aria-label={heads.overUnder} role="group" data-column="overUnder">
              {caption('overUnder')}
              <span className="cells">
                {cell(OVER_UNDER, 'O', texts.over)}
                {cell(OVER_UNDER, 'U', texts.under)}
              </span>
            </Col>
          </Markets>
        )}
        <More
          className="more"
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
      </Grid>
    </Row>
  );
});
