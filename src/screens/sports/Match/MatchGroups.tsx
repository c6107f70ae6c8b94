// Every market of a match in its group (全场, 上半场, 让球, 大小, 波胆, 单双), each group headed by
// the sport's own names as the board heads its columns (全场让球 / 让分 / 让盘 ...), a handicap or
// total line's two sides side by side with the board's labels (主/客, 大 2.5 / 小 2.5); each price
// a button to the slip, the pick named with its market (滚球全场让球 {team} -0.5, 上半场让球 {team}
// -0/0.5, 滚球波胆 2-1) as the receipt and 投注记录 name it.
// Drawn by the match page and by the board's 全部玩法 panel (board/MatchMarkets.tsx).
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { Match, Market, OddsPrice } from '../../../stores/sports/types';
import type { SportsTexts } from '../texts';
import { OddsButton } from '../board/OddsButton';
import { lineOf } from '../board/MatchRow';
import { sportColumns } from '../board/columns';
import {
  groupMarkets,
  halfColumnOf,
  halfTitleKey,
  linesOf,
  marketTitle,
  pairedPlay,
  scoreTitleKey,
  type GroupKey,
} from './groups';
import type { MatchTexts } from './texts';
import { design } from '../../../theme/design';

export interface MatchGroupsProps {
  match: Match;
  markets: readonly Market[];
  texts: SportsTexts & MatchTexts;
  display: (price: OddsPrice) => string;
  isSelected: (match: Match, price: OddsPrice) => boolean;
  onPick: (match: Match, price: OddsPrice) => void;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  section {
    padding: ${design.space.s};
    border-radius: ${design.radius.m};
    background: ${design.color.surface};
    border: 1px solid ${design.color.border};
  }
  .stack {
    display: flex;
    flex-direction: column;
    gap: ${design.space.xs};
  }
  /* h2 a group, h3 a market within it (the page's title is its h1: axe heading-order) */
  h2 {
    margin: 0 0 ${design.space.xs};
    font-size: ${design.typography.size.m};
  }
  h3 {
    margin: ${design.space.xs} 0 ${design.space.xxs};
    font-size: ${design.typography.size.s};
    color: ${design.color.textMuted};
  }
`;

const Lines = styled.div<{ $cols: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $cols }) => $cols}, minmax(0, 1fr));
  gap: ${design.space.xs};
  .pick {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    font-size: ${design.typography.size.xs};
  }
  .side {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${design.color.textMuted};
  }
  @media (max-width: 479px) {
    grid-template-columns: repeat(${({ $cols }) => Math.min($cols, 3)}, minmax(0, 1fr));
  }
`;

const ONE_X_TWO = new Set(['M', 'RM', 'HM', 'HRM']);

/** A price as the slip gets it: named with its market, since a match offers several prices of
 * one side (the slip's pick and the receipt read 滚球上半场让球 阿森纳 -0/0.5, not 阿森纳 -0/0.5); an
 * outright's team keeps its own name (the slip says 冠军 of a champion pick). */
function namedByMarket(m: Market, p: OddsPrice): OddsPrice {
  return m.name && m.w !== 'FS' ? { ...p, name: `${m.name} ${p.name}` } : p;
}

export const MatchGroups = observer(function MatchGroups({
  match,
  markets,
  texts,
  display,
  isSelected,
  onPick,
}: MatchGroupsProps) {
  const { heads, names } = sportColumns(match.gameType, texts);
  const title: Record<GroupKey, string> = {
    full: heads['1x2'],
    half: texts[halfTitleKey(match.gameType)],
    handicap: heads.handicap,
    total: heads.overUnder,
    score: texts[scoreTitleKey(match.gameType)],
    parity: texts.groupParity,
    other: texts.outright,
  };
  /** A price's side as the board reads it: 主 和 客 for a 1X2, the team (主/客) for a handicap. */
  const sideOf = (p: OddsPrice): string => {
    const where = { H: texts.home, N: texts.draw, C: texts.away }[p.rtype] ?? '';
    if (ONE_X_TWO.has(p.w)) return p.name;
    return where ? `${p.name} (${where})` : '';
  };
  const lineText = (p: OddsPrice): string | null => {
    if (ONE_X_TWO.has(p.w)) return { H: texts.home, N: texts.draw, C: texts.away }[p.rtype] ?? null;
    return lineOf(p, texts) ?? p.name;
  };
  const price = (market: string, m: Market, p: OddsPrice) => {
    const line = lineText(p);
    return (
      <div className="pick" key={p.r}>
        {sideOf(p) && <span className="side">{sideOf(p)}</span>}
        <OddsButton
          // named by the market and the side; a line that says the side (大 2.5, 2-1) says it once
          label={line?.startsWith(p.name) ? market : `${market} ${p.name}`}
          line={line}
          odds={display(p)}
          value={p.odds}
          locked={p.locked === true}
          selected={isSelected(match, p)}
          onPick={() => onPick(match, namedByMarket(m, p))}
          lockedText={texts.locked}
        />
      </div>
    );
  };
  const lines = (market: string, m: Market) =>
    pairedPlay(m.w) ? (
      <div className="stack">
        {linesOf(m).map((line) => (
          <Lines $cols={2} key={line[0]?.r}>
            {line.map((p) => price(market, m, p))}
          </Lines>
        ))}
      </div>
    ) : (
      <Lines $cols={m.selections.length <= 3 ? m.selections.length : 5}>
        {m.selections.map((p) => price(market, m, p))}
      </Lines>
    );
  return (
    <Box>
      {groupMarkets(markets).map((g) => (
        <section key={g.key} aria-labelledby={`group-${g.key}`} data-group={g.key}>
          <h2 id={`group-${g.key}`}>{title[g.key]}</h2>
          {g.markets.map((m) => {
            const sub = g.key === 'half' ? names[halfColumnOf(m.w)] : null;
            // a price is named as the slip and 投注记录 name it (全场让球, 上半场让球, 波胆)
            const market = marketTitle(m.w, match.gameType, texts) ?? m.name;
            return (
              <div key={m.w}>
                {sub && <h3>{sub}</h3>}
                {lines(market, m)}
              </div>
            );
          })}
        </section>
      ))}
    </Box>
  );
});
