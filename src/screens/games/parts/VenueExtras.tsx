// What a lobby's venues carry besides their games, where the data has it: the live casino's
// tables with their bet limits (限红), the lottery's next draw with a countdown, and esports'
// hot matches being played. Each row launches the venue (the table's game, the draw's game).
import Radio from 'lucide-react/icons/radio';
import Timer from 'lucide-react/icons/timer';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { formatCny } from '../../../domain';
import { fill, useTexts } from '../../../i18n/screenTexts';
import { useRootStore } from '../../../stores';
import {
  drawCountdown,
  type LiveMatch,
  type NextDraw,
  type VenueTable,
} from '../../../stores/lobby/LobbyStore';
import { gamesTexts } from '../texts';
import { design } from '../../../theme/design';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  h2 {
    margin: 0;
    font-size: ${design.typography.size.l};
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${design.space.s};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  padding: ${design.space.s} ${design.space.m};
  border-radius: ${design.radius.m};
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  box-shadow: ${design.shadow.card};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${design.typography.size.m};
  }
  small {
    color: ${design.color.textMuted};
    font-size: ${design.typography.size.s};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${design.space.s};
`;

const Figure = styled.strong`
  font-size: ${design.typography.size.xl};
  font-variant-numeric: tabular-nums;
  color: ${design.color.primary};
`;

const Live = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${design.color.danger};
  font-size: ${design.typography.size.s};
  font-weight: 600;
`;

const Teams = styled.p`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${design.space.s};
  margin: 0;
  span:first-child {
    text-align: right;
  }
  strong {
    font-variant-numeric: tabular-nums;
    font-size: ${design.typography.size.l};
  }
  span {
    overflow-wrap: anywhere;
  }
`;

export interface VenueTablesProps {
  tables: Array<VenueTable & { venueName: string }>;
  onPlay: (table: VenueTable) => void;
}

/** Live casino: its tables with their limits. */
export function VenueTables({ tables, onPlay }: VenueTablesProps) {
  const text = useTexts(gamesTexts);
  const id = useId();
  if (tables.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{text.tables}</h2>
      <Cards>
        {tables.map((t) => (
          <Card key={t.tableId}>
            <h3>{t.name}</h3>
            <small>{t.venueName}</small>
            <Row>
              <span>
                {fill(text.tableLimits, {
                  min: `¥${formatCny(t.minBet)}`,
                  max: `¥${formatCny(t.maxBet)}`,
                })}
              </span>
              <Button size="s" aria-label={`${text.enter} ${t.name}`} onClick={() => onPlay(t)}>
                {text.enter}
              </Button>
            </Row>
          </Card>
        ))}
      </Cards>
    </Section>
  );
}

/** The seconds ticking to a time, on the root's clock. */
function useNow(): number {
  const { clock } = useRootStore();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = clock.setInterval(() => setNow(clock.now()), 1000);
    return () => clock.clearInterval(timer);
  }, [clock]);
  return now;
}

function DrawCard({
  draw,
  venueName,
  onPlay,
  onDrawn,
}: {
  draw: NextDraw;
  venueName: string;
  onPlay: () => void;
  onDrawn: () => void;
}) {
  const text = useTexts(gamesTexts);
  const now = useNow();
  const left = drawCountdown(draw.drawAtMs, now);
  useEffect(() => {
    if (left === null) onDrawn();
  }, [left === null]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Card>
      <h3>{draw.gameName}</h3>
      <small>
        {venueName} · {fill(text.drawIssue, { issue: draw.issue })}
      </small>
      <Row>
        {/* the seconds left differ between the server's drawn page and the browser's first
            render, which takes it over: the label and the figure show the browser's from its
            next second (React's way for a time in a drawn page) */}
        <span
          role="timer"
          aria-label={left === null ? text.drawing : `${text.drawIn} ${left}`}
          suppressHydrationWarning
        >
          <Timer size={16} aria-hidden />{' '}
          {left === null ? (
            <Figure>{text.drawing}</Figure>
          ) : (
            <>
              {text.drawIn} <Figure suppressHydrationWarning>{left}</Figure>
            </>
          )}
        </span>
        <Button size="s" aria-label={`${text.bet} ${draw.gameName}`} onClick={onPlay}>
          {text.bet}
        </Button>
      </Row>
    </Card>
  );
}

export interface NextDrawsProps {
  draws: Array<{ venueName: string; draw: NextDraw }>;
  onPlay: (draw: NextDraw) => void;
  /** A draw's time has come: the next one is asked for. */
  onDrawn: (draw: NextDraw) => void;
}

/** Lottery: each venue's next draw with a countdown. */
export function NextDraws({ draws, onPlay, onDrawn }: NextDrawsProps) {
  const text = useTexts(gamesTexts);
  const id = useId();
  if (draws.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{text.nextDraw}</h2>
      <Cards>
        {draws.map(({ venueName, draw }) => (
          <DrawCard
            key={`${draw.gameCode}/${draw.issue}`}
            draw={draw}
            venueName={venueName}
            onPlay={() => onPlay(draw)}
            onDrawn={() => onDrawn(draw)}
          />
        ))}
      </Cards>
    </Section>
  );
}

export interface LiveMatchesProps {
  matches: Array<LiveMatch & { venueName: string; enName: string }>;
  onBet: (match: LiveMatch & { enName: string }) => void;
}

/** Esports: hot matches being played now. */
export function LiveMatches({ matches, onBet }: LiveMatchesProps) {
  const text = useTexts(gamesTexts);
  const id = useId();
  if (matches.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{text.liveMatches}</h2>
      <Cards>
        {matches.map((m) => (
          <Card key={m.matchId}>
            <Row>
              <h3>{m.gameName}</h3>
              <Live>
                <Radio size={14} aria-hidden />
                {text.live}
              </Live>
            </Row>
            <small>
              {m.venueName} · {m.league}
            </small>
            <Teams>
              <span>{m.home}</span>
              <strong aria-label={`${m.homeScore}:${m.awayScore}`}>
                {m.homeScore} : {m.awayScore}
              </strong>
              <span>{m.away}</span>
            </Teams>
            <Button
              size="s"
              variant="secondary"
              aria-label={`${text.bet} ${m.home} vs ${m.away}`}
              onClick={() => onBet(m)}
            >
              {text.bet}
            </Button>
          </Card>
        ))}
      </Cards>
    </Section>
  );
}
