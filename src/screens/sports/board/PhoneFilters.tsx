// The board's filters on a phone, in one compact bar above the matches: the show type (a select
// with its counts), the sports as a row of chips that scrolls sideways, and 筛选, which opens a
// sheet (Radix Dialog through the chrome's lazily loaded Drawer: focus kept inside, Escape and
// the close button close it) with the dates of the early market, the hot leagues and the league
// list. The first screen then shows matches, not filters (issue 38).
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import styled from 'styled-components';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { LazyDrawer } from '../../../app/lazyChrome';
import { fill, useTexts } from '../../../i18n/screenTexts';
import { GAME_TYPES, SHOW_TYPES, type SportsStore } from '../../../stores/sports/SportsStore';
import type { ShowType } from '../../../stores/sports/types';
import type { SportsTexts } from '../texts';
import { phoneFilterTexts } from './texts';
import { Sidebar } from './Sidebar';
import { design } from '../../../theme/design';

const Bar = styled.div`
  display: none;
  @media (max-width: 1023px) {
    display: flex;
  }
  align-items: center;
  gap: ${design.space.xs};
  min-width: 0;
  select,
  .filter {
    flex: 0 0 auto;
    min-height: ${design.touchTarget};
    font: inherit;
    font-size: ${design.typography.size.s};
    border: 1px solid ${design.color.border};
    border-radius: ${design.radius.s};
    background: ${design.color.surface};
    color: ${design.color.text};
  }
  .filter {
    display: inline-flex;
    align-items: center;
    gap: ${design.space.xxs};
    padding: 0 ${design.space.xs};
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }
  .filter[data-active='true'] {
    border-color: ${design.color.primary};
    color: ${design.color.primary};
  }
  ul {
    flex: 1 1 auto;
    display: flex;
    gap: ${design.space.xxs};
    min-width: 0;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    scrollbar-width: none;
  }
  li {
    flex: 0 0 auto;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    min-height: ${design.touchTarget};
    padding: 0 ${design.space.xs};
    border: none;
    border-radius: ${design.radius.round};
    background: transparent;
    color: ${design.color.text};
    font: inherit;
    font-size: ${design.typography.size.s};
    white-space: nowrap;
    cursor: pointer;
  }
  .chip[aria-pressed='true'] {
    background: ${design.color.primary};
    color: ${design.color.primaryText};
  }
  .n {
    font-size: ${design.typography.size.xs};
    font-variant-numeric: tabular-nums;
    opacity: 0.8;
  }
`;

export const PhoneFilters = observer(function PhoneFilters({
  sports,
  texts,
  now,
}: {
  sports: SportsStore;
  texts: SportsTexts;
  now: number;
}) {
  const [open, setOpen] = useState(false);
  const own = useTexts(phoneFilterTexts);
  const champion = sports.showType === 'FSFT' || sports.showType === 'FSFU';
  const chosen = sports.leagueFilter?.length ?? 0;
  const count = (n: number | undefined) => (n === undefined ? '' : ` ${n}`);
  return (
    <Bar data-testid="phone-filters">
      <select
        aria-label={texts.showTypes}
        value={sports.showType}
        onChange={(e) => {
          void sports.setShowType(e.target.value as ShowType);
          void sports.loadCounts();
        }}
      >
        {SHOW_TYPES.map((st) => (
          <option key={st} value={st}>
            {`${texts[`show_${st}`]}${count(sports.showCounts[st])}`}
          </option>
        ))}
      </select>
      {!champion && (
        <ul aria-label={texts.gameTypes}>
          {GAME_TYPES.filter((g) => g !== 'FS').map((g) => (
            <li key={g}>
              <button
                type="button"
                className="chip"
                aria-pressed={sports.gameType === g}
                onClick={() => void sports.setGameType(g)}
              >
                {texts[`game_${g}`]}
                <span className="n">
                  {sports.gameCounts.ALL === undefined ? '' : (sports.gameCounts[g] ?? 0)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="filter"
        data-active={chosen > 0}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal size={16} aria-hidden />
        {chosen > 0 ? fill(own.filtersCount, { n: chosen }) : own.filters}
      </button>
      <LazyDrawer
        open={open}
        onOpenChange={setOpen}
        title={own.filtersTitle}
        closeLabel={own.closeFilters}
        side="right"
        data-testid="filter-sheet"
      >
        <Sidebar sports={sports} texts={texts} now={now} part="sheet" label={own.filters} />
      </LazyDrawer>
    </Bar>
  );
});
