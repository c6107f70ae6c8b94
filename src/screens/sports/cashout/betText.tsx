// How a sports bet reads, shared by 投注记录 and the board's 我的注单: its type (单注, 冠军, 串关
// with its combination type and bets) and each leg (market, side and line, odds in the format
// placed, the score when an in-play bet was placed).
import { formatOdds } from '../../../domain/odds';
import { betCount, parseSeriesType, seriesTypeName } from '../../../domain/parlay';
import { fill } from '../../../i18n/screenTexts';
import type { BetRecordRow, RecordLeg } from '../../../stores/sports/BetRecords';
import type { SportsTexts } from '../texts';

/** 单注, 冠军, or 串关 with its combination type and number of bets (串关 3串4 · 4 注). */
export function betTypeText(row: BetRecordRow, t: SportsTexts): string {
  if (row.betType === 'single') return t.betTypeSingle;
  if (row.betType === 'champion') return t.betTypeChampion;
  if (row.betType === 'multiple' || row.betType === 'series') {
    const type = row.seriesType ? parseSeriesType(row.seriesType, row.legs.length) : null;
    const name = type ? seriesTypeName(type) : `${row.legs.length}串1`;
    return `${t.betTypeSeries} ${name} · ${fill(t.betCountN, { n: type ? betCount(type) : row.bets })}`;
  }
  return row.game;
}

/** A leg's market, side and line as books write them: 让球 阿森纳 (主) -0.5, 大小 大 2.5. */
export function legText(l: RecordLeg, t: SportsTexts): string {
  const where =
    l.line && (l.side === 'H' || l.side === 'C') ? ` (${l.side === 'H' ? t.home : t.away})` : '';
  return [l.market, `${l.selection}${where}`, l.line].filter((x) => x !== '').join(' ');
}

/** One leg as a list item: league · match · market, side, line @ odds (format) · score at bet. */
export function Leg({ leg, row, t }: { leg: RecordLeg; row: BetRecordRow; t: SportsTexts }) {
  const format = row.oddsFormat ? t[`odds_${row.oddsFormat}`] : '';
  return (
    <li className="num" data-testid="bet-leg">
      {leg.leagueName} · {leg.match} · {legText(leg, t)} @ {formatOdds(leg.odds)}
      {format ? ` ${format}` : ''}
      {leg.score ? ` · ${fill(t.scoreAtBet, { score: leg.score })}` : ''}
    </li>
  );
}
