// 热门直播 on the sports page: the own book's in-play matches (the home page's live strip) and,
// for the one chosen, its detail from video/hotLive/matchDetail (league, teams, kick-off, live
// state, score). The reference server sends no video: the detail says so rather than offer a
// player. Loaded lazily by the sports page.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { LoadState } from '../../../components/LoadState/LoadState';
import { useTexts } from '../../../i18n/screenTexts';
import { useRootStore } from '../../../stores';
import { hotLiveDetail } from '../../../stores/sports/hotLive';
import { OWN_BOOK } from '../../../stores/sports/answers';
import { homeModelOf } from '../../home/HomeModel';
import { hotLiveTexts } from './texts';
import { design } from '../../../theme/design';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  h2 {
    margin: 0;
    font-size: ${design.typography.size.xl};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
    gap: ${design.space.s};
  }
`;

const MatchButton = styled.button`
  width: 100%;
  display: grid;
  gap: ${design.space.xxs};
  padding: ${design.space.s};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: ${design.color.surface};
  color: ${design.color.text};
  text-align: left;
  cursor: pointer;
  font: inherit;
  &:hover {
    border-color: ${design.color.accent};
  }
  small {
    color: ${design.color.textMuted};
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${design.space.xs} ${design.space.m};
  margin: 0;
  dt {
    color: ${design.color.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Detail = observer(function Detail({
  matchId,
  onClose,
}: {
  matchId: string;
  onClose: () => void;
}) {
  const root = useRootStore();
  const text = useTexts(hotLiveTexts);
  const navigate = useNavigate();
  const detail = hotLiveDetail(root, matchId);
  useEffect(() => void detail.load(), [detail]);
  const d = detail.data;
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={text.detail}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.close}
          </Button>
          {root.site.venueOffered(OWN_BOOK) ? (
            <Button onClick={() => void navigate(`/game/sport/${OWN_BOOK}`)}>{text.bet}</Button>
          ) : null}
        </>
      }
    >
      <LoadState status={detail.status} error={detail.error} onRetry={() => void detail.load()}>
        {d ? (
          <Facts>
            <dt>{text.league}</dt>
            <dd>{d.leagueName}</dd>
            <dt>{text.detail}</dt>
            <dd>
              {d.team_h} vs {d.team_c}
            </dd>
            <dt>{text.start}</dt>
            <dd>{d.startTime}</dd>
            <dt>{text.state}</dt>
            <dd>{d.isLive ? text.live : text.notLive}</dd>
            <dt>{text.score}</dt>
            <dd>{d.score}</dd>
            <dt />
            <dd>{text.noVideo}</dd>
          </Facts>
        ) : null}
      </LoadState>
    </Dialog>
  );
});

export const HotLive = observer(function HotLive() {
  const root = useRootStore();
  const text = useTexts(hotLiveTexts);
  const model = homeModelOf(root);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => void model.loadHome(), [model]);
  const matches = model.liveMatches.slice(0, 6);
  return (
    <Section aria-labelledby="hot-live-title">
      <h2 id="hot-live-title">{text.title}</h2>
      {matches.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <ul>
          {matches.map((m) => (
            <li key={m.gameId}>
              <MatchButton type="button" onClick={() => setOpen(m.gameId)}>
                <small>{m.leagueName}</small>
                <span>
                  {m.team_h} vs {m.team_c}
                </span>
                <strong>
                  {m.sc_FT_H}-{m.sc_FT_C}
                </strong>
              </MatchButton>
            </li>
          ))}
        </ul>
      )}
      {open ? <Detail matchId={open} onClose={() => setOpen(null)} /> : null}
    </Section>
  );
});

export default HotLive;
