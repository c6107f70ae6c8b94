// The centre of the sports page: league groups of match rows, virtualised, with the expanded
// markets of a match under its row.
import { VisuallyHidden } from '../../../components/shared/VisuallyHidden';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  measureWithoutLayout,
  observeRectWithoutLayout,
  screenTallRect,
  scrollUnlessThere,
} from './virtualWithoutLayout';
import { observer } from 'mobx-react-lite';
import { useCallback, useRef, useState, type Key } from 'react';
import styled from 'styled-components';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { fill } from '../../../i18n/screenTexts';
import { usePeriodText } from '../periodText';
import type { LeagueGroup, SportsStore } from '../../../stores/sports/SportsStore';
import type { SlipStore } from '../../../stores/slip/SlipStore';
import type { Match, OddsPrice } from '../../../stores/sports/types';
import type { SportsTexts } from '../texts';
import { MatchMarkets } from './MatchMarkets';
import { MATCH_ROW_HEIGHT, MatchRow, STACKED_ROW_BELOW } from './MatchRow';
import { design } from '../../../theme/design';
import { drawnOnServer, useDrawnView } from '../../../components/drawnOnServer';

type Row =
  | { kind: 'league'; group: LeagueGroup }
  | { kind: 'match'; match: Match }
  | { kind: 'markets'; match: Match };

const Scroller = styled.div`
  /* on a phone the tab bar (--tab-bar) keeps the bottom: the board's last row ends above it */
  height: calc(100vh - 12rem - var(--tab-bar, 0px));
  min-height: 20rem;
  overflow-y: auto;
  contain: strict;
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: ${design.color.surface};
`;

const LeagueHead = styled.button`
  display: flex;
  align-items: center;
  gap: ${design.space.xs};
  width: 100%;
  min-height: 40px;
  padding: 0 ${design.space.s};
  border: none;
  border-bottom: 1px solid ${design.color.border};
  background: ${design.color.surfaceRaised};
  color: ${design.color.text};
  font: inherit;
  font-weight: ${design.typography.weight.bold};
  text-align: left;
  cursor: pointer;
  .count {
    margin-left: auto;
    font-weight: ${design.typography.weight.regular};
    color: ${design.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const rowKey = (r: Row): string =>
  r.kind === 'league' ? `l:${r.group.league.id}` : `${r.kind}:${r.match.gameId}`;

const NO_PICKS: ReadonlySet<string> = new Set();

/** Rows the server draws: more than the tallest first screen shows. */
const DRAWN_ROWS = 16;

export interface BoardProps {
  sports: SportsStore;
  slip: SlipStore;
  texts: SportsTexts;
}

export const Board = observer(function Board({ sports, slip, texts }: BoardProps) {
  const [open, setOpen] = useState<string | null>(null);
  const drawnView = useDrawnView();
  const scroller = useRef<HTMLDivElement>(null);
  const rows: Row[] = [];
  for (const group of sports.leagueGroups) {
    rows.push({ kind: 'league', group });
    if (!group.league.isExpand) continue;
    for (const match of group.matches) {
      rows.push({ kind: 'match', match });
      if (open === match.gameId) rows.push({ kind: 'markets', match });
    }
  }
  // Estimates close to the drawn heights: each row measured otherwise differs, moves the rows
  // after it and draws the board again, several times in the first load's longest task.
  // (a media query, not innerWidth: reading the width here would lay out the page mid-render)
  const [matchRowHeight] = useState(() =>
    drawnOnServer || !window.matchMedia(`(max-width: ${STACKED_ROW_BELOW - 1}px)`).matches
      ? MATCH_ROW_HEIGHT.sideBySide
      : MATCH_ROW_HEIGHT.stacked,
  );
  // the scroller's first guess of its size, once: later renders use its observed size
  const [initialRect] = useState(() =>
    drawnOnServer ? { width: 0, height: 0 } : screenTallRect(),
  );
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) =>
      rows[i]?.kind === 'league' ? 40 : rows[i]?.kind === 'markets' ? 240 : matchRowHeight,
    overscan: 3,
    // Sizes come from resize observers, which report after the browser's own layout: the
    // defaults read them during React's commit, which forced two extra layouts of the page and
    // a second synchronous render in the first load's longest task.
    initialRect,
    observeElementRect: observeRectWithoutLayout,
    measureElement: measureWithoutLayout,
    scrollToFn: scrollUnlessThere,
    getItemKey: (i) => {
      const r = rows[i];
      return r ? rowKey(r) : i;
    },
  });

  const display = useCallback((p: OddsPrice) => sports.displayOdds(p), [sports]);
  // the drawn view has no slip (it is kept in the player's browser): nothing is picked
  const selected = drawnView ? NO_PICKS : slip.selectedKeys;
  const isSelected = useCallback(
    (m: Match, p: OddsPrice) =>
      selected.has(p.w === 'FS' ? `FS:${m.gameId}:${p.rtype}` : `${m.gameId}:${p.r}`),
    [selected],
  );
  const onPick = useCallback(
    (m: Match, p: OddsPrice) => {
      slip.select({
        gameInfo: {
          gameId: m.gameId,
          hgid: m.hgid,
          gide: m.gide,
          team_h: m.team_h,
          team_c: m.team_c,
          league: m.leagueName,
        },
        playInfo: {
          w: p.w,
          name: [p.name, p.handicap].filter(Boolean).join(' '),
          ...(p.handicap ? { ratio: p.handicap } : {}),
        },
        oddInfo: { r: p.r, gameId: m.gameId, odds: p.odds },
        ...(p.w === 'FS' ? { championRate: { rtype: p.rtype } } : {}),
      });
    },
    [slip],
  );
  const onToggle = useCallback(
    (m: Match) => {
      setOpen((current) => {
        if (current === m.gameId) return null;
        void sports.loadOdds(m.gameId);
        return m.gameId;
      });
    },
    [sports],
  );
  const periodText = usePeriodText();
  const renderRow = (row: Row) =>
    row.kind === 'league' ? (
      <LeagueHead
        type="button"
        aria-expanded={row.group.league.isExpand}
        onClick={() => sports.toggleLeagueExpand(row.group.league.id)}
      >
        <ChevronDown
          size={16}
          aria-hidden
          style={{ transform: row.group.league.isExpand ? undefined : 'rotate(-90deg)' }}
        />
        {/* named by its visible text (axe label-content-name-mismatch), the action first */}
        <VisuallyHidden>
          {fill(row.group.league.isExpand ? texts.collapseLeague : texts.expandLeague, {
            name: '',
          }).trim()}{' '}
        </VisuallyHidden>
        {row.group.league.name}
        <span className="count">{fill(texts.matchCount, { n: row.group.matches.length })}</span>
      </LeagueHead>
    ) : row.kind === 'match' ? (
      <MatchRow
        match={row.match}
        texts={texts}
        period={periodText(row.match)}
        display={display}
        isSelected={isSelected}
        onPick={onPick}
        expanded={open === row.match.gameId}
        onToggleMarkets={onToggle}
      />
    ) : (
      <MatchMarkets
        match={row.match}
        state={sports.markets.get(row.match.gameId)}
        texts={texts}
        display={display}
        isSelected={isSelected}
        onPick={onPick}
        onRetry={() => void sports.loadOdds(row.match.gameId)}
      />
    );

  // Drawn on the server (a member's drawn page, src/app/snapshot.tsx), and taken over as drawn:
  // no sizes are known there, so the first screen's rows are drawn in the flow (start null), not
  // placed by the virtual list. The same elements, keyed alike, are then placed by the virtual
  // list: taking the drawing over keeps its rows instead of building them again.
  const items: { index: number; key: Key; start: number | null }[] = drawnView
    ? rows.slice(0, DRAWN_ROWS).map((row, index) => ({ index, key: rowKey(row), start: null }))
    : virtual.getVirtualItems();
  return (
    <Scroller
      ref={scroller}
      data-testid="board"
      tabIndex={0}
      aria-label={texts.boardTitle}
      role="region"
    >
      <div
        style={
          drawnView
            ? undefined
            : { height: virtual.getTotalSize(), position: 'relative', width: '100%' }
        }
      >
        {items.map(({ index, key, start }) => {
          const row = rows[index];
          if (!row) return null;
          return (
            <div
              key={key}
              data-index={index}
              ref={start === null ? undefined : virtual.measureElement}
              style={
                start === null
                  ? undefined
                  : {
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      width: '100%',
                      transform: `translateY(${start}px)`,
                      // a moved price re-lays out and repaints its row only
                      contain: 'layout paint',
                    }
              }
            >
              {renderRow(row)}
            </div>
          );
        })}
      </div>
    </Scroller>
  );
});
