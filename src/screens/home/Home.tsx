// The home screen: notices, and the venue categories of the main menu (TY, DZ, ZR, CP, QP, DJ,
// BY) from the navigation call, each venue launched through the wallet store.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import { Empty } from '../../components/Empty/Empty';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { isWebUrl } from '../../domain';
import { useRootStore, type RootStore } from '../../stores';
import { homeModelOf, type NavigationVenue, type VenueCategory } from './HomeModel';
import { CATEGORY_PATHS, SiteFooter, SiteHeader } from './SiteChrome';
import { useHomeText } from './texts';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.l};
  padding: ${({ theme }) => theme.space.l} ${({ theme }) => theme.space.xl};
  max-width: 90rem;
  margin: 0 auto;
  width: 100%;
`;

const Panel = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.l};
  padding: ${({ theme }) => theme.space.m} ${({ theme }) => theme.space.l};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.s};
    font-size: ${({ theme }) => theme.typography.size.l};
  }
`;

const NoticeList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  li strong {
    margin-right: ${({ theme }) => theme.space.xs};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.m};
`;

const CategoryHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.l};
  }
`;

const Venues = styled.ul`
  margin: ${({ theme }) => theme.space.s} 0 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Opens a launched venue: same tab when the venue says so, else a new tab without opener. */
export function openVenue(url: string, sameTab: boolean): void {
  if (!isWebUrl(url, window.location.href)) return;
  if (sameTab) window.location.assign(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}

async function launch(root: RootStore, venue: NavigationVenue): Promise<void> {
  const result = await root.wallet.launch({
    enName: venue.enName,
    channelCode: venue.channelCode,
    name: venue.name,
  });
  if (result.status === 'ok') openVenue(result.url, venue.sameTab);
}

/** The home screen's content (the main layout puts the header and footer around it). */
export const Home = observer(function Home() {
  const root = useRootStore();
  const model = homeModelOf(root);
  const text = useHomeText();

  useEffect(() => {
    if (model.status === 'idle') void model.load();
  }, [model]);
  const loading = model.status === 'idle' || model.status === 'loading';

  return (
    <Page>
      <Panel aria-labelledby="home-notices">
        <h2 id="home-notices">{text.notices}</h2>
        {model.notices.length === 0 ? (
          <p>{loading ? '…' : text.noNotices}</p>
        ) : (
          <NoticeList>
            {model.notices.map((n) => (
              <li key={n.id}>
                <strong>{n.title}</strong>
                {n.content}
              </li>
            ))}
          </NoticeList>
        )}
      </Panel>
      <Panel aria-labelledby="home-venues" aria-busy={loading}>
        <h2 id="home-venues">{text.venues}</h2>
        {loading ? (
          <Grid data-testid="venues-loading">
            <Skeleton lines={3} />
            <Skeleton lines={3} />
            <Skeleton lines={3} />
          </Grid>
        ) : model.status === 'error' ? (
          <Empty
            text={model.error ? `${text.loadFailed}: ${model.error}` : text.loadFailed}
            action={<Button onClick={() => void model.load()}>{text.retry}</Button>}
          />
        ) : (
          <Grid>
            {model.venueCategories.map((category) => {
              const code = category.code as VenueCategory;
              return (
                <Panel key={category.id} aria-label={category.name}>
                  <CategoryHead>
                    <h3>{category.name || text.categories[code]}</h3>
                    <Link to={CATEGORY_PATHS[code]}>{text.more}</Link>
                  </CategoryHead>
                  <Venues>
                    {category.venues.map((venue) => (
                      <li key={venue.enName}>
                        <Button
                          size="s"
                          variant="secondary"
                          disabled={venue.maintenance}
                          onClick={() => void launch(root, venue)}
                        >
                          {venue.maintenance ? `${venue.name} (${text.maintenance})` : venue.name}
                        </Button>
                      </li>
                    ))}
                  </Venues>
                </Panel>
              );
            })}
          </Grid>
        )}
      </Panel>
    </Page>
  );
});

const Column = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  > main {
    flex: 1;
  }
`;

/** The home page as the site shows it: header, content, footer (stories use this). */
export function HomePage() {
  return (
    <Column>
      <SiteHeader />
      <Home />
      <SiteFooter />
    </Column>
  );
}
