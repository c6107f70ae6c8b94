// /game/sport/{enName}/match/{gameId} (screen sportMatch, sport layout): one match by its
// address: the live score and clock, every open market grouped (picks go to the slip as on the
// board), the timeline of its goals, periods and sets, live from the same feed; 赛事不存在 for an
// unknown id. Reached from a board row's 全部玩法 panel and from home's live strip. Each team's
// mark stands before its name in the header, as on the board's rows.
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadState } from '../../../components/LoadState/LoadState';
import { TeamMark } from '../../../components/TeamMark/TeamMark';
import { fill, useTexts } from '../../../i18n/screenTexts';
import type { ScreenProps } from '../../../app/areas/types';
import { useRootStore } from '../../../stores';
import '../../../stores/sports/register';
import { MatchDetail, type MatchEvent } from '../../../stores/sports/MatchDetail';
import { SPORTS_CHANNEL } from '../../../stores/sports/SportsStore';
import type { Match, OddsPrice } from '../../../stores/sports/types';
import { usePicks } from '../board/pickState';
import { MatchGroups } from './MatchGroups';
import { SlipPanel } from '../slip/SlipPanel';
import { usePeriodText } from '../periodText';
import { sportsTexts } from '../texts';
import { matchTexts, type MatchTexts } from './texts';
import { design } from '../../../theme/design';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 20rem;
  gap: ${design.space.m};
  padding: ${design.space.m};
  align-items: start;
  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
    padding: ${design.space.xs};
  }
`;

const Centre = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  min-width: 0;
`;

const Head = styled.section`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${design.space.s};
  padding: ${design.space.m};
  border-radius: ${design.radius.m};
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  text-align: center;
  .league {
    grid-column: 1 / -1;
    font-size: ${design.typography.size.s};
    color: ${design.color.textMuted};
  }
  h1 {
    display: contents;
    font-size: ${design.typography.size.l};
  }
  .team {
    font-weight: ${design.typography.weight.bold};
    overflow-wrap: anywhere;
  }
  .score {
    font-size: ${design.typography.size.xl};
    font-weight: ${design.typography.weight.bold};
    font-variant-numeric: tabular-nums;
    color: ${design.color.accent};
  }
  .state {
    grid-column: 1 / -1;
    font-size: ${design.typography.size.s};
    font-variant-numeric: tabular-nums;
  }
  .live {
    color: ${design.color.danger};
  }
  .sub {
    color: ${design.color.textMuted};
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${design.space.s};
  border-radius: ${design.radius.s};
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  color: ${design.color.warning};
`;

const Timeline = styled.section`
  padding: ${design.space.s};
  border-radius: ${design.radius.m};
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  h2 {
    margin: 0 0 ${design.space.xs};
    font-size: ${design.typography.size.s};
    color: ${design.color.textMuted};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: ${design.space.xxs};
    font-size: ${design.typography.size.s};
  }
  li {
    display: grid;
    grid-template-columns: 4rem 1fr auto;
    gap: ${design.space.xs};
    font-variant-numeric: tabular-nums;
  }
  .when,
  .after {
    color: ${design.color.textMuted};
  }
`;

const Right = styled.aside`
  position: sticky;
  top: ${design.space.m};
`;

const Missing = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${design.space.s};
  padding: ${design.space.xl} ${design.space.m};
  text-align: center;
`;

/** The period's name: 上半场, 第3节, 第2盘 (tennis), 第4局 ... */
function periodName(t: MatchTexts, code: string, gameType: string): string {
  if (code === '1H') return t.period_1H;
  if (code === '2H') return t.period_2H;
  if (code === 'OT') return t.period_OT;
  const n = /^([QSGIF])(\d+)$/.exec(code);
  if (!n) return code;
  const kind = n[1] === 'S' && gameType !== 'TN' ? 'G' : (n[1] as 'Q' | 'S' | 'G' | 'I' | 'F');
  return fill(t[`period_${kind}`], { n: n[2] ?? '' });
}

function eventText(t: MatchTexts, e: MatchEvent, m: Match): string {
  const team = e.side === 'H' ? m.team_h : e.side === 'C' ? m.team_c : '';
  const period = periodName(t, e.period, m.gameType);
  if (e.kind === 'goal') return fill(m.gameType === 'BS' ? t.eventRun : t.eventGoal, { team });
  if (e.kind === 'period') return fill(t.eventPeriod, { period, detail: e.detail }).trim();
  return fill(t.eventSet, { period, team, detail: e.detail }).trim();
}

/** The score line: goals, points or runs; in set sports the sets with the set in play. */
function scoreText(m: Match): string {
  const main = `${m.sc_FT_H} - ${m.sc_FT_C}`;
  const inSet = (m.sc_game_H ?? 0) > 0 || (m.sc_game_A ?? 0) > 0;
  return inSet ? `${main} (${m.sc_game_H ?? 0}-${m.sc_game_A ?? 0})` : main;
}

export const MatchView = observer(function MatchView({ detail }: { detail: MatchDetail }) {
  const root = useRootStore();
  const { sports, slip } = root;
  const t = { ...useTexts(sportsTexts), ...useTexts(matchTexts) };
  const periodText = usePeriodText();
  const display = useCallback((p: OddsPrice) => sports.displayOdds(p), [sports]);
  // MatchGroups names each pick with its market (滚球上半场让球, 波胆 ...), as on the board's panel
  const { isSelected, onPick } = usePicks(slip);
  const boardHref = `/game/sport/${detail.enName}`;

  if (detail.status === 'notFound')
    return (
      <Missing>
        <h1>{t.matchNotFound}</h1>
        <p>{t.matchNotFoundHint}</p>
        <Link to={boardHref}>{t.backToBoard}</Link>
      </Missing>
    );

  const m = detail.match;
  const phase = detail.phase;
  return (
    <Page>
      <Centre>
        <Link to={boardHref}>{t.backToBoard}</Link>
        <LoadState
          status={detail.status === 'ready' ? 'ready' : detail.status}
          error={detail.error}
          onRetry={() => void detail.load()}
          skeleton={<div data-testid="match-loading" style={{ minHeight: 160 }} />}
        >
          {m && (
            <>
              <Head aria-label={t.matchDetail}>
                <span className="league">{m.leagueName}</span>
                <h1>
                  <span className="team">
                    <TeamMark name={m.team_h} size={28} />
                    {m.team_h}
                  </span>
                  <span className="score" aria-live="polite">
                    {phase === 'pre' ? t.vs : scoreText(m)}
                  </span>
                  <span className="team">
                    <TeamMark name={m.team_c} size={28} />
                    {m.team_c}
                  </span>
                </h1>
                <span className="state">
                  {phase === 'live' && <span className="live">{periodText(m) ?? m.re_time}</span>}
                  {phase === 'pre' && (
                    <span className="sub">{fill(t.notStarted, { time: m.startTime })}</span>
                  )}
                  {phase === 'finished' && <span className="sub">{t.matchOver}</span>}
                </span>
              </Head>
              {detail.suspended && <Notice role="status">{t.marketsSuspended}</Notice>}
              {phase === 'finished' ? (
                <Notice role="status">{t.marketsClosed}</Notice>
              ) : (
                !detail.suspended && (
                  <div
                    role="region"
                    aria-label={`${t.moreMarkets} ${m.team_h} ${t.vs} ${m.team_c}`}
                  >
                    {detail.markets.length === 0 ? (
                      <Notice role="status">{t.emptyMarkets}</Notice>
                    ) : (
                      <MatchGroups
                        match={m}
                        markets={detail.markets}
                        texts={t}
                        display={display}
                        isSelected={isSelected}
                        onPick={onPick}
                      />
                    )}
                  </div>
                )
              )}
              <Timeline aria-labelledby="match-timeline">
                <h2 id="match-timeline">{t.timeline}</h2>
                {detail.events.length === 0 ? (
                  <p className="after">{t.noEvents}</p>
                ) : (
                  <ol>
                    {[...detail.events].reverse().map((e, i) => (
                      <li key={`${detail.events.length - i}`}>
                        <span className="when">
                          {e.kind === 'goal' && e.minute > 0
                            ? `${e.minute}'`
                            : periodName(t, e.period, m.gameType)}
                        </span>
                        <span>{eventText(t, e, m)}</span>
                        <span className="after">{e.score}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </Timeline>
            </>
          )}
        </LoadState>
      </Centre>
      <Right>
        <SlipPanel />
      </Right>
    </Page>
  );
});

export default function MatchPage(_props: ScreenProps) {
  const { enName = 'XMTY', gameId = '' } = useParams();
  const root = useRootStore();
  const detail = useMemo(() => new MatchDetail(root, enName, gameId), [root, enName, gameId]);
  useEffect(() => {
    // opened by its address: the slip places through this venue (the board sets it on entry)
    if (root.sports.enName !== enName && enName !== SPORTS_CHANNEL) void root.sports.enter(enName);
    void detail.load();
    return detail.connectLive();
  }, [detail, root, enName]);
  return <MatchView key={`${enName}:${gameId}`} detail={detail} />;
}
