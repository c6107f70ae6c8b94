// The home page's live-matches strip: in-play matches of the own book with score, period and the
// 1X2 (独赢) prices, in decimal as the board shows them whatever the format; each card opens the
// board.
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { TeamMark } from '../../components/TeamMark/TeamMark';
import { displayPlayOdds } from '../../domain/odds';
import { OWN_BOOK } from '../../stores/sports/answers';
import type { Match } from '../../stores/sports/types';
import { usePeriodText } from '../sports/periodText';
import type { HomeTexts } from './texts';
import { design } from '../../theme/design';

const Strip = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${design.space.xs};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(15rem, 1fr);
  gap: ${design.space.s};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  > li {
    scroll-snap-align: start;
  }
`;

const cardStyle = css`
  display: grid;
  gap: ${design.space.xs};
  padding: ${design.space.s};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: ${design.color.surface};
  color: ${design.color.text};
  text-decoration: none;
  min-height: 40px;
  &:hover,
  &:focus-visible {
    border-color: ${design.color.accent};
  }
  .head {
    display: flex;
    justify-content: space-between;
    gap: ${design.space.xs};
    font-size: ${design.typography.size.xs};
    color: ${design.color.textMuted};
    min-width: 0;
  }
  .league {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .period {
    color: ${design.color.danger};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .teams {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px ${design.space.xs};
    font-size: ${design.typography.size.s};
  }
  .team {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .score {
    font-weight: ${design.typography.weight.bold};
    font-variant-numeric: tabular-nums;
    color: ${design.color.accent};
  }
`;

const Card = styled(Link)`
  ${cardStyle}
`;

const Prices = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${design.space.xxs};
  > div {
    display: grid;
    justify-items: center;
    padding: ${design.space.xxs};
    border-radius: ${design.radius.s};
    background: ${design.color.surfaceSunken};
  }
  dt {
    font-size: ${design.typography.size.xs};
    color: ${design.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${design.typography.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** The 1X2 price of a side (M pre-match, RM in play) as the board shows it: 独赢 in decimal
 * whatever the chosen format (the format given only matters to other plays). */
export function price1x2(match: Match, side: 'H' | 'N' | 'C'): string | null {
  for (const p of Object.values(match.odds)) {
    if ((p.w === 'M' || p.w === 'RM') && p.rtype === side) {
      return p.locked ? null : displayPlayOdds(p.odds, p.w, 'H');
    }
  }
  return null;
}

export function LiveMatches({ matches, texts }: { matches: readonly Match[]; texts: HomeTexts }) {
  const period = usePeriodText();
  const periodText = (m: Match): string => period(m) ?? texts.liveBadge;
  return (
    <Strip data-testid="live-matches">
      {matches.map((m) => {
        const sides = [
          ['H', texts.home1x2],
          ['N', texts.draw1x2],
          ['C', texts.away1x2],
        ] as const;
        return (
          <li key={m.gameId}>
            <Card to={`/game/sport/${OWN_BOOK}/match/${m.gameId}`}>
              <span className="head">
                <span className="league">{m.leagueName}</span>
                <span className="period">{periodText(m)}</span>
              </span>
              <span className="teams">
                <span className="team">
                  <TeamMark name={m.team_h} />
                  {m.team_h}
                </span>
                <span className="score">{m.sc_FT_H}</span>
                <span className="team">
                  <TeamMark name={m.team_c} />
                  {m.team_c}
                </span>
                <span className="score">{m.sc_FT_C}</span>
              </span>
              <Prices>
                {sides.map(([side, label]) => (
                  <div key={side}>
                    <dt>{label}</dt>
                    <dd>{price1x2(m, side) ?? '-'}</dd>
                  </div>
                ))}
              </Prices>
            </Card>
          </li>
        );
      })}
    </Strip>
  );
}

/** The strip's place while the matches load: the same cards, blank and shimmering, so the page
 * below does not move when they arrive. */
export function LiveMatchesPlaceholder({ texts }: { texts: HomeTexts }) {
  const blank = '\u00a0';
  return (
    <Strip aria-hidden="true" data-testid="live-matches-loading">
      {[0, 1, 2, 3].map((i) => (
        <li key={i}>
          <PlaceholderCard>
            <span className="head">{blank}</span>
            <span className="teams">
              <span className="team">{blank}</span>
              <span className="score">{blank}</span>
              <span className="team">{blank}</span>
              <span className="score">{blank}</span>
            </span>
            <Prices>
              {[texts.home1x2, texts.draw1x2, texts.away1x2].map((label) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>-</dd>
                </div>
              ))}
            </Prices>
          </PlaceholderCard>
        </li>
      ))}
    </Strip>
  );
}

const PlaceholderCard = styled.div`
  ${cardStyle}
  color: transparent;
  background: ${design.color.skeletonBase};
  dt,
  dd {
    color: transparent;
  }
`;
