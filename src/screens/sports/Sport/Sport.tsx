// /game/sport (screen sport, category TY): the sports venues as artwork cards. The own book
// opens its board (/game/sport/XMTY), crty its embedded channel (/game/sport/crty), other
// channels launch through the wallet store as everywhere else.
import { VisuallyHidden } from '../../../components/shared/VisuallyHidden';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Artwork } from '../../../components/Artwork/Artwork';
import { LoadState } from '../../../components/LoadState/LoadState';
import { useTexts } from '../../../i18n/screenTexts';
import type { ScreenProps } from '../../../app/areas/types';
import { useRootStore } from '../../../stores';
import { SPORTS_CHANNEL, type SportsVenue } from '../../../stores/sports/SportsStore';
import { sportsTexts } from '../texts';
import '../../../stores/sports/register';
import { design } from '../../../theme/design';

/** 热门直播: loaded after the venues, below them. */
const HotLive = lazy(() => import('../HotLive/HotLive'));

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${design.space.m};
  h1 {
    margin: 0;
    font-size: ${design.typography.size.xxl};
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${design.space.m};
`;

const Card = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  width: 100%;
  padding: 0 0 ${design.space.s};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.l};
  background: ${design.color.surface};
  color: ${design.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow: hidden;
  &:hover {
    border-color: ${design.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${design.color.focus};
  }
  .name {
    padding: 0 ${design.space.s};
    font-weight: ${design.typography.weight.bold};
    display: flex;
    justify-content: space-between;
    gap: ${design.space.xs};
  }
  .tag {
    font-weight: ${design.typography.weight.regular};
    color: ${design.color.accent};
  }
`;

function openUrl(url: string, sameTab: boolean): void {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return;
  if (sameTab) window.location.assign(target.href);
  else window.open(target.href, '_blank', 'noopener,noreferrer');
}

export const SportVenues = observer(function SportVenues() {
  const root = useRootStore();
  const { sports, wallet } = root;
  const t = useTexts(sportsTexts);
  const navigate = useNavigate();
  useEffect(() => {
    void sports.venues.ensure();
  }, [sports]);

  const open = async (v: SportsVenue) => {
    if (v.own || v.enName.toLowerCase() === SPORTS_CHANNEL) {
      // spec section 8: the channel's launch asks a visitor to log in with the toast
      if (!root.session.requireLogin(v.own ? 'dialog' : 'toast')) return;
      void navigate(`/game/sport/${encodeURIComponent(v.enName)}`);
      return;
    }
    const result = await wallet.launch({
      enName: v.enName,
      channelCode: v.channelCode,
      name: v.name,
      sameTab: v.sameTab,
    });
    if (result.status === 'ok') openUrl(result.url, v.sameTab);
  };

  // no own book while the site's selfSport flag is off
  const list = (sports.venues.data ?? []).filter((v) => root.site.venueOffered(v.enName));
  return (
    <Page aria-labelledby="sport-venues-title">
      <h1 id="sport-venues-title">{t.sportsVenues}</h1>
      <LoadState
        status={sports.venues.status}
        error={sports.venues.error}
        onRetry={() => void sports.venues.load()}
        empty={sports.venues.status === 'ready' && list.length === 0}
      >
        <Grid>
          {list.map((v) => (
            <li key={v.enName}>
              {/* named by its content, the action first (axe label-content-name-mismatch) */}
              <Card type="button" onClick={() => void open(v)}>
                <Artwork
                  kind="venue"
                  code={v.enName}
                  category="TY"
                  title={v.name}
                  decorative
                  hideTitle
                />
                <span className="name">
                  <VisuallyHidden>{`${t.enter} `}</VisuallyHidden>
                  {v.name}
                  {v.own && (
                    <>
                      {' '}
                      <span className="tag">{t.ownBook}</span>
                    </>
                  )}
                </span>
              </Card>
            </li>
          ))}
        </Grid>
      </LoadState>
      <Suspense fallback={null}>
        <HotLive />
      </Suspense>
    </Page>
  );
});

export default function Sport(_props: ScreenProps) {
  return <SportVenues />;
}
