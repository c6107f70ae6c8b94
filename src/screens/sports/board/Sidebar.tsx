// The left column: show types and game types with their match counts, the preset league
// shortcuts, the league list (expand, collapse, filter) and the date strip of the early market.
// On a phone the show and game types sit in the filter bar (PhoneFilters) and the rest (dates,
// hot leagues, leagues) in the sheet it opens: the same sections, `part="sheet"`.
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import {
  GAME_TYPES,
  LEAGUE_PRESETS,
  SHOW_TYPES,
  type SportsStore,
} from '../../../stores/sports/SportsStore';
import type { SportsTexts } from '../texts';
import { design } from '../../../theme/design';

// (Comments of styles stay out of the templates: a template's comment is shipped.) In the phone's
// filter sheet the choices wrap.
const Side = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  font-size: ${design.typography.size.s};
  h3 {
    margin: 0 0 ${design.space.xxs};
    font-size: ${design.typography.size.s};
    color: ${design.color.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  &[data-part='sheet'] ul {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

// A count (.n) has room for a digit before the counts arrive (after the board's first paint): a
// count arriving widens its item by a digit at most, and the ones after it on a phone's row move
// that little.
const Item = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${design.space.xs};
  width: 100%;
  min-height: 40px;
  padding: 0 ${design.space.xs};
  border: 1px solid transparent;
  border-radius: ${design.radius.s};
  background: transparent;
  color: ${design.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'],
  &[aria-current='true'] {
    background: ${design.color.primary};
    color: ${design.color.primaryText};
  }
  .n {
    min-width: 1ch;
    text-align: right;
    font-variant-numeric: tabular-nums;
    opacity: 0.8;
  }
`;

/** The next seven days (YYYY-MM-DD, Beijing time) of the early market's date strip. */
export function nextDays(now: number, count = 7): string[] {
  const out: string[] = [];
  for (let i = 1; i <= count; i++) {
    const d = new Date(now + 8 * 3_600_000 + i * 86_400_000);
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

export const Sidebar = observer(function Sidebar({
  sports,
  texts,
  now,
  part = 'all',
  label,
  className,
}: {
  sports: SportsStore;
  texts: SportsTexts;
  now: number;
  /** Everything (the left column), or the phone sheet's part: dates, hot leagues, leagues. */
  part?: 'all' | 'sheet';
  /** The sheet's name (the left column is named by the board's title). */
  label?: string;
  className?: string;
}) {
  const refreshCounts = () => void sports.loadCounts();
  const all = part === 'all';
  return (
    <Side aria-label={label ?? texts.boardTitle} data-part={part} className={className}>
      {all && (
        <section>
          <h3>{texts.showTypes}</h3>
          <ul>
            {SHOW_TYPES.map((st) => (
              <li key={st}>
                <Item
                  type="button"
                  aria-pressed={sports.showType === st}
                  onClick={() => {
                    void sports.setShowType(st);
                    refreshCounts();
                  }}
                >
                  {texts[`show_${st}`]}
                  <span className="n">{sports.showCounts[st] ?? ''}</span>
                </Item>
              </li>
            ))}
          </ul>
        </section>
      )}
      {sports.showType === 'FU' && (
        <section>
          <h3>{texts.dates}</h3>
          <ul>
            <li>
              <Item
                type="button"
                aria-pressed={sports.date === null}
                onClick={() => void sports.setDate(null)}
              >
                {texts.allDates}
              </Item>
            </li>
            {nextDays(now).map((d) => (
              <li key={d}>
                <Item
                  type="button"
                  aria-pressed={sports.date === d}
                  onClick={() => void sports.setDate(d)}
                >
                  {d.slice(5)}
                </Item>
              </li>
            ))}
          </ul>
        </section>
      )}
      {all && sports.showType !== 'FSFT' && sports.showType !== 'FSFU' && (
        <section>
          <h3>{texts.gameTypes}</h3>
          <ul>
            {GAME_TYPES.filter((g) => g !== 'FS').map((g) => (
              <li key={g}>
                <Item
                  type="button"
                  aria-pressed={sports.gameType === g}
                  onClick={() => {
                    void sports.setGameType(g);
                  }}
                >
                  {texts[`game_${g}`]}
                  {/* blank until the counts arrive; then a type without matches has none */}
                  <span className="n">
                    {sports.gameCounts.ALL === undefined ? '' : (sports.gameCounts[g] ?? 0)}
                  </span>
                </Item>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section>
        <h3>{texts.presets}</h3>
        <ul>
          {LEAGUE_PRESETS.map((p) => (
            <li key={p.id}>
              <Item
                type="button"
                aria-pressed={sports.leaguePreset === p.id}
                onClick={() => sports.selectPreset(p.id)}
              >
                {texts[`preset_${p.id}`]}
              </Item>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{texts.leagues}</h3>
        <ul>
          {sports.leagues.map((l) => {
            const on = sports.leagueFilter === null || sports.leagueFilter.includes(l.id);
            return (
              <li key={l.id}>
                <Item
                  type="button"
                  aria-pressed={on && sports.leagueFilter !== null}
                  onClick={() => {
                    if (sports.leagueFilter === null) sports.setLeagueFilter([l.id]);
                    else sports.toggleLeague(l.id);
                  }}
                >
                  {l.name}
                  <span className="n">{l.count}</span>
                </Item>
              </li>
            );
          })}
        </ul>
      </section>
    </Side>
  );
});
