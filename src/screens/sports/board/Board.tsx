// The centre of the sports page: league groups of match rows, virtualised, with the expanded
// markets of a match under its row. Each league bar heads the price columns with its sport's
// market names (全场独赢 全场让球 全场大小, 让分 总分 ...), and the bar of the league being read
// stays at the top of the board while its matches scroll under it.
import { VisuallyHidden } from '../../../components/shared/VisuallyHidden';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  measureWithoutLayout,
  observeRectWithoutLayout,
  screenTallRect,
  scrollUnlessThere,
} from './virtualWithoutLayout';
import { observer } from 'mobx-react-lite';
import { createElement, useCallback, useEffect, useRef, useState, type Key } from 'react';
import styled from 'styled-components';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { fill } from '../../../i18n/screenTexts';
import { usePeriodText } from '../periodText';
import type { LeagueGroup, SportsStore } from '../../../stores/sports/SportsStore';
import type { SlipStore } from '../../../stores/slip/SlipStore';
import type { Match, OddsPrice } from '../../../stores/sports/types';
import type { SportsTexts } from '../texts';
import {
  MARKET_GRID,
  MATCH_ROW_HEIGHT,
  MatchRow,
  ROW_COLUMNS,
  ROWS_CONTAINER,
  STACKED_BOARD_BELOW,
  STACKED_WINDOWS,
} from './MatchRow';
import { MARKET_COLUMNS, sportColumns } from './columns';
import { feedWindow } from './feedWindow';
import { usePicks } from './pickState';
import { useRowPick } from './rowPick';
import { design } from '../../../theme/design';
import { drawnOnServer, useDrawnView } from '../../../components/drawnOnServer';
import { lateModule, useLateModule } from '../../../components/lateModule';
import type { MatchMarketsProps } from './MatchMarkets';

// A match's full markets load with its first +N press: the first paint does not need them.
const marketsModule = lateModule(() => import('./MatchMarkets').then((m) => m.MatchMarkets));

function LateMatchMarkets(props: MatchMarketsProps) {
  const Markets = useLateModule(marketsModule, true);
  return Markets ? (
    createElement(Markets, props)
  ) : (
    <div aria-busy="true" style={{ minHeight: 240 }} data-testid="markets-loading" />
  );
}

type Row =
  | { kind: 'league'; group: LeagueGroup }
  | { kind: 'match'; match: Match }
  | { kind: 'markets'; match: Match };

// (Comments of styles stay out of the templates: a template's comment is shipped.)
// On a phone the tab bar (--tab-bar) keeps the bottom: the board's last row ends above it.
const Scroller = styled.div`
  height: calc(100vh - 12rem - var(--tab-bar, 0px));
  min-height: 20rem;
  overflow-y: auto;
  contain: strict;
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: ${design.color.surface};
`;

/** A league's bar: the league (a button that folds it) and its sport's column headings, on the
 * rows' columns so that each heading stands over its prices. */
// On a phone (the container query) each row heads its own prices; the bar is the league's name
// and count.
const LeagueBar = styled.div`
  position: relative;
  border-bottom: 1px solid ${design.color.border};
  background: ${design.color.surfaceRaised};
  .grid {
    display: grid;
    grid-template-columns: ${ROW_COLUMNS};
    column-gap: ${design.space.xs};
    align-items: center;
    min-height: 24px;
    padding: 0 ${design.space.xs};
  }
  .heads {
    grid-column: 3;
    display: grid;
    grid-template-columns: ${MARKET_GRID};
    gap: ${design.space.xs};
    font-size: ${design.typography.size.xs};
    color: ${design.color.textMuted};
    text-align: center;
    white-space: nowrap;
    pointer-events: none;
    position: relative;
    > span {
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
  .count {
    grid-column: 4;
    font-size: ${design.typography.size.xs};
    color: ${design.color.textMuted};
    font-variant-numeric: tabular-nums;
    text-align: right;
    pointer-events: none;
    position: relative;
  }
  @container (max-width: ${STACKED_BOARD_BELOW - 1}px) {
    .grid {
      grid-template-columns: minmax(0, 1fr) auto;
      min-height: ${design.touchTarget};
    }
    .heads {
      display: none;
    }
    .count {
      grid-column: 2;
    }
  }
`;

// Its ::after spreads it over the whole bar: the whole bar folds the league.
const LeagueHead = styled.button`
  grid-column: 1 / 3;
  display: flex;
  align-items: center;
  gap: ${design.space.xxs};
  min-width: 0;
  padding: 0;
  border: none;
  background: transparent;
  color: ${design.color.text};
  font: inherit;
  font-size: ${design.typography.size.s};
  font-weight: ${design.typography.weight.bold};
  text-align: left;
  cursor: pointer;
  white-space: nowrap;
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${design.color.focus};
    outline-offset: -2px;
  }
  @container (max-width: ${STACKED_BOARD_BELOW - 1}px) {
    grid-column: 1;
  }
`;

/** The column headings of a league's sport over its rows' prices (hidden from screen readers:
 * each row's columns are groups named by the same words). Outrights have one column. */
function LeagueHeads({ group, texts }: { group: LeagueGroup; texts: SportsTexts }) {
  const gameType = group.matches[0]?.gameType ?? 'FT';
  if (gameType === 'FS')
    return (
      <span className="heads" aria-hidden="true" data-testid="column-heads">
        <span style={{ gridColumn: '1 / -1' }}>{texts.outright}</span>
      </span>
    );
  const { heads } = sportColumns(gameType, texts);
  return (
    <span className="heads" aria-hidden="true" data-testid="column-heads">
      {MARKET_COLUMNS.map((c) => (
        <span key={c} data-column={c}>
          {heads[c]}
        </span>
      ))}
    </span>
  );
}

const rowKey = (r: Row): string =>
  r.kind === 'league' ? `l:${r.group.league.id}` : `${r.kind}:${r.match.gameId}`;

/** League bar heights (px), stacked (a phone: 40 px target) and side by side. */
const LEAGUE_BAR_HEIGHT = { stacked: 41, sideBySide: 25 } as const;

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
  const [stacked] = useState(() => !drawnOnServer && window.matchMedia(STACKED_WINDOWS).matches);
  const matchRowHeight = stacked ? MATCH_ROW_HEIGHT.stacked : MATCH_ROW_HEIGHT.sideBySide;
  const leagueBarHeight = stacked ? LEAGUE_BAR_HEIGHT.stacked : LEAGUE_BAR_HEIGHT.sideBySide;
  // The bar of the league being read (the last league at or above the first row in view) stays
  // drawn and sticks to the top of the board while its matches scroll under it.
  const sticky = useRef(0);
  const current = useRef(rows);
  current.current = rows;
  const rangeExtractor = useCallback((range: Range) => {
    const list = current.current;
    let active = 0;
    for (let i = Math.min(range.startIndex, list.length - 1); i >= 0; i--) {
      if (list[i]?.kind === 'league') {
        active = i;
        break;
      }
    }
    sticky.current = active;
    const indexes = defaultRangeExtractor(range);
    return indexes.includes(active) ? indexes : [active, ...indexes];
  }, []);
  // the scroller's first guess of its size, once: later renders use its observed size
  const [initialRect] = useState(() =>
    drawnOnServer ? { width: 0, height: 0 } : screenTallRect(),
  );
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) =>
      rows[i]?.kind === 'league'
        ? leagueBarHeight
        : rows[i]?.kind === 'markets'
          ? 240
          : matchRowHeight,
    overscan: 3,
    rangeExtractor,
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
  // the drawn view has no slip (it is kept in the player's browser): nothing is picked. Each row
  // (an observer) reads its own prices' state, so a press redraws the rows it changed only.
  const { isSelected, onPick } = usePicks(slip, drawnView);
  // a row's price goes to the slip named with its market (全场让球 阿森纳), as the +N panel's do
  const onRowPick = useRowPick(onPick, texts);
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
      <LeagueBar data-testid="league-bar">
        <div className="grid">
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
          </LeagueHead>
          <LeagueHeads group={row.group} texts={texts} />
          <span className="count">{fill(texts.matchCount, { n: row.group.matches.length })}</span>
        </div>
      </LeagueBar>
    ) : row.kind === 'match' ? (
      <MatchRow
        match={row.match}
        texts={texts}
        period={periodText(row.match)}
        display={display}
        isSelected={isSelected}
        onPick={onRowPick}
        expanded={open === row.match.gameId}
        onToggleMarkets={onToggle}
        refreshing={sports.isRefreshing(row.match.gameId)}
      />
    ) : (
      <LateMatchMarkets
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
  // The live feed follows the matches in the window (the rows on screen and a margin); the
  // board reports it as it scrolls, and lets go of it when it goes.
  const onScreen = drawnView ? null : virtual.range;
  const windowKey = feedWindow(
    rows.length,
    onScreen?.startIndex ?? 0,
    onScreen?.endIndex ?? DRAWN_ROWS - 1,
    (i) => {
      const row = rows[i];
      return row && row.kind !== 'league' ? row.match.gameId : null;
    },
  ).join(',');
  const hasRows = rows.length > 0;
  useEffect(() => {
    sports.setWindowGameIds(!hasRows ? null : windowKey === '' ? [] : windowKey.split(','));
  }, [sports, windowKey, hasRows]);
  useEffect(() => () => sports.setWindowGameIds(null), [sports]);
  // the next league's bar pushes the held one up as it comes to the top, never under it
  const held = items.find((item) => item.index === sticky.current);
  const next = items.find(
    (item) => item.index > sticky.current && rows[item.index]?.kind === 'league',
  );
  const heldTop =
    held && next && next.start !== null
      ? Math.min(0, next.start - (virtual.scrollOffset ?? 0) - leagueBarHeight)
      : 0;
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
            ? ROWS_CONTAINER
            : {
                ...ROWS_CONTAINER,
                height: virtual.getTotalSize(),
                position: 'relative',
                width: '100%',
              }
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
              data-sticky={start !== null && index === sticky.current ? 'true' : undefined}
              style={
                start === null
                  ? undefined
                  : index === sticky.current && rows[index]?.kind === 'league'
                    ? // in the flow at the top of the list, held at the top of the board
                      { position: 'sticky', top: heldTop, zIndex: 1, contain: 'layout paint' }
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
