// The home screen: hero carousel (promotions drawn as banners), venue category tiles, hot games,
// the jackpot counting up, the promotions row, notices and the app download block. The main
// layout puts the header, notice ticker and footer around it.
import Flame from 'lucide-react/icons/flame';
import Smartphone from 'lucide-react/icons/smartphone';
import { observer } from 'mobx-react-lite';
import { QrCode } from '../../components/QrCode/QrCode';
import { Suspense, lazy, useDeferredValue, useEffect, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Artwork } from '../../components/Artwork/Artwork';
import { Button } from '../../components/Button/Button';
import { Empty } from '../../components/Empty/Empty';
import { SkeletonBlock } from '../../components/Skeleton/Skeleton';
import { Tag } from '../../components/Tag/Tag';
import { VisuallyHidden } from '../../components/shared/VisuallyHidden';
import { formatCny } from '../../domain';
import { fill } from '../../i18n/screenTexts';
import { useRootStore, type RootStore } from '../../stores';
import { nextTask } from '../../app/nextTask';
import { tabularNums } from '../../theme/helpers';
import { usePrefersReducedMotion } from '../../theme/useReducedMotion';
import { HeroCarousel, type HeroSlide } from './HeroCarousel';
import { OWN_BOOK } from '../../stores/sports/answers';
import { LiveMatches, LiveMatchesPlaceholder } from './LiveMatches';
import { CATEGORY_PATHS, homeModelOf, type HomeModel, type VenueCategory } from './HomeModel';
import { launchVenue } from './launchVenue';
import { categoryName, useHomeText } from './texts';
import { activityPath } from '../../app/routeTable';
import { siteAddress } from '../../app/siteAddress';
import { useAfterPaint } from '../../components/useAfterPaint';
import { useCountUp } from '../../components/useCountUp';
import { design } from '../../theme/design';

const PageMain = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${design.density.section};
  padding: ${design.space.l} ${design.density.gutter} 0;
  max-width: 90rem;
  margin: 0 auto;
  width: 100%;
  min-width: 0;
  ${design.media.phone} {
    gap: ${design.space.l};
    padding: ${design.space.s} ${design.density.gutterPhone} 0;
  }
`;

/** The page's one <main>, opened by its heading (read by assistive technology, not shown). */
function Page({ children, ...rest }: ComponentProps<typeof PageMain>) {
  const text = useHomeText();
  return (
    <PageMain {...rest}>
      <VisuallyHidden as="h1">{text.home}</VisuallyHidden>
      {children}
    </PageMain>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  min-width: 0;
`;

const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${design.space.s};
  h2 {
    margin: 0;
    font-size: ${design.type.sectionTitle.size};
    line-height: ${design.type.sectionTitle.lineHeight};
    font-weight: ${design.type.sectionTitle.weight};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${design.touchTarget};
  }
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${design.density.grid};
  margin: 0;
  padding: 0;
  list-style: none;
  ${design.media.desktopDown} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${design.media.phone} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${design.space.xs};
  }
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: ${design.radius.l};
  overflow: hidden;
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  color: ${design.color.text};
  text-decoration: none;
  box-shadow: ${design.shadow.raised};
  transition:
    transform ${design.motion.duration.fast},
    box-shadow ${design.motion.duration.fast};
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${design.shadow.floating};
  }
  .caption {
    display: flex;
    justify-content: space-between;
    gap: ${design.space.xxs};
    padding: ${design.space.xs} ${design.space.s};
  }
  strong {
    font-size: ${design.type.cardTitle.size};
  }
  small {
    color: ${design.color.textMuted};
    font-size: ${design.type.caption.size};
  }
  ${design.media.phone} {
    .caption {
      justify-content: center;
      padding: ${design.space.xxs};
    }
    small {
      display: none;
    }
  }
`;

const Games = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${design.density.grid};
  margin: 0;
  padding: 0;
  list-style: none;
  ${design.media.desktopDown} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${design.media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const GameButton = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.l};
  overflow: hidden;
  background: ${design.color.surface};
  color: ${design.color.text};
  text-align: left;
  cursor: pointer;
  transition: transform ${design.motion.duration.fast};
  &:hover {
    transform: translateY(-3px);
  }
  .name {
    padding: ${design.space.xs} ${design.space.s};
    font-size: ${design.type.body.size};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** A hot game's or a new game's mark, over the top left of its artwork. */
const GameMark = styled(Tag)`
  position: absolute;
  top: 8px;
  left: 8px;
`;

const JackpotBand = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${design.space.s};
  padding: ${design.space.m} ${design.space.l};
  border-radius: ${design.radius.l};
  background: linear-gradient(100deg, ${design.color.surfaceSunken}, ${design.color.warningSoft});
  border: 1px solid ${design.color.border};
  h2 {
    margin: 0;
    font-size: ${design.type.cardTitle.size};
  }
  p {
    margin: 0;
    color: ${design.color.textMuted};
    font-size: ${design.type.caption.size};
  }
  output {
    ${tabularNums};
    font-size: clamp(1.5rem, 4vw, 2.5rem);
    font-weight: 800;
    color: ${design.color.vip};
    letter-spacing: 0.02em;
  }
`;

const PromoRow = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(16rem, 1fr);
  gap: ${design.density.grid};
  margin: 0;
  padding: 0 0 ${design.space.xxs};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  ${design.media.phone} {
    grid-auto-columns: 80%;
  }
  li {
    scroll-snap-align: start;
  }
`;

const PromoCard = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: ${design.radius.l};
  overflow: hidden;
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  color: ${design.color.text};
  text-decoration: none;
  .body {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${design.space.xs};
    padding: ${design.space.xs} ${design.space.s};
  }
  strong {
    font-size: ${design.type.cardTitle.size};
  }
  span {
    color: ${design.color.link};
    font-size: ${design.type.caption.size};
    white-space: nowrap;
  }
`;

const Bottom = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${design.density.grid};
  ${design.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Panel = styled.section`
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.l};
  padding: ${design.density.card};
  min-width: 0;
  h2 {
    margin: 0 0 ${design.space.s};
    font-size: ${design.type.cardTitle.size};
  }
`;

const NoticeList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding-bottom: ${design.space.xs};
    border-bottom: 1px solid ${design.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  time {
    color: ${design.color.textMuted};
    font-size: ${design.type.caption.size};
  }
`;

const AppPanel = styled(Panel)`
  display: flex;
  align-items: center;
  gap: ${design.space.m};
  background: linear-gradient(135deg, ${design.color.primary}, ${design.color.primaryHover});
  color: ${design.color.primaryText};
  border: 0;
  p {
    margin: 0 0 ${design.space.s};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${design.space.xxs};
    min-height: ${design.touchTarget};
    padding: 0 ${design.space.m};
    border-radius: ${design.radius.m};
    background: ${design.color.primaryText};
    color: ${design.color.primary};
    font-weight: 700;
    text-decoration: none;
  }
  svg.qr {
    flex: 0 0 auto;
    padding: 6px;
    background: #fff;
    border-radius: ${design.radius.m};
  }
`;

const Jackpot = observer(function Jackpot({ amount }: { amount: number }) {
  const text = useHomeText();
  const reduced = usePrefersReducedMotion();
  const [shown, countRef] = useCountUp<HTMLOutputElement>(amount, !reduced);
  return (
    <JackpotBand aria-labelledby="home-jackpot">
      <div>
        <h2 id="home-jackpot">{text.jackpot}</h2>
        <p>{text.jackpotHint}</p>
      </div>
      <output ref={countRef} aria-live="off" data-testid="jackpot" data-value={amount.toFixed(2)}>
        {formatCny(Math.round(shown * 100) / 100)}
      </output>
    </JackpotBand>
  );
});

/** The hot games' place while they load: tiles of the same size (one row on a wide screen). */
function GamesPlaceholder() {
  return (
    <Games aria-hidden="true" data-testid="hot-games-loading">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <GameButton as="div">
            <SkeletonBlock $height="auto" style={{ aspectRatio: '240 / 180' }} />
            <span className="name">{'\u00a0'}</span>
          </GameButton>
        </li>
      ))}
    </Games>
  );
}

function HomeSkeleton() {
  return (
    <Page aria-busy="true" data-testid="home-loading">
      <SkeletonBlock $height="clamp(7rem, 30vw, 22rem)" />
      <Tiles>
        {Array.from({ length: 7 }, (_, i) => (
          <li key={i}>
            <SkeletonBlock $height="7rem" />
          </li>
        ))}
      </Tiles>
      <Games>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <SkeletonBlock $height="9rem" />
          </li>
        ))}
      </Games>
    </Page>
  );
}

/** Home's reads start with the navigation (its route's loader), as a lazy screen's do: the
 * first render then finds them under way, and starting them (observable changes) does not draw
 * the page again right after it is drawn. A task of its own after the first navigation's
 * guards. */
export async function prefetch(root: RootStore): Promise<void> {
  await nextTask();
  void homeModelOf(root).loadHome();
}

/** The home screen's content (the main layout puts the header and footer around it). */
export const Home = observer(function Home() {
  const root = useRootStore();
  const model = homeModelOf(root);
  const text = useHomeText();

  useEffect(() => {
    void model.loadHome();
  }, [model]);

  // MobX changes render synchronously; the page they reveal is drawn in a deferred (yielding)
  // render instead, so the data's arrival does not block the browser in one long task
  const loaded = useDeferredValue(
    model.status !== 'idle' && model.status !== 'loading' && model.promosLoaded,
  );

  if (model.status === 'error') {
    return (
      <Page>
        <Empty
          text={model.error ? `${text.loadFailed}: ${model.error}` : text.loadFailed}
          action={<Button onClick={() => void model.loadHome()}>{text.retry}</Button>}
        />
      </Page>
    );
  }
  // the page shows with the navigation and promotions; the live strip and the hot games, which
  // need a second call, hold their place meanwhile, so nothing below moves when they arrive
  if (!loaded) return <HomeSkeleton />;
  return <HomeContent model={model} />;
});

/** The rest of the page's place until it is drawn: a screen's height, so the footer stays out
 * of view and nothing in view moves when it comes. */
const BelowFirstScreen = styled.div`
  min-height: 100vh;
`;

/** Hero, venue categories and the live strip: the first screen, drawn first. Each part reads its
 * own data (an observer of its own): an answer or a later frame draws again only the part it
 * changes, not the whole first screen with its artwork. */
const HomeContent = observer(function HomeContent({ model }: { model: HomeModel }) {
  const livePending = !useDeferredValue(model.liveStatus === 'ready');
  const gamesPending = !useDeferredValue(model.gamesStatus === 'ready');
  const restShown = useAfterPaint();
  return (
    <Page>
      <HomeHero model={model} />
      <VenueTiles model={model} />
      <LiveStrip model={model} extrasPending={livePending} />
      {restShown ? <BelowFold model={model} extrasPending={gamesPending} /> : <BelowFirstScreen />}
    </Page>
  );
});

/** The carousel of active promotions, or the welcome slide without any. */
const HomeHero = observer(function HomeHero({ model }: { model: HomeModel }) {
  const text = useHomeText();
  const reduced = usePrefersReducedMotion();
  const promos = model.activePromos;
  const slides: HeroSlide[] =
    promos.length > 0
      ? promos.slice(0, 5).map((p) => ({
          id: `promo-${p.id}`,
          title: p.title,
          to: activityPath(p.routeName, p.activityId),
          promoKind: p.routeName,
        }))
      : [
          {
            id: 'welcome',
            title: text.heroTitle,
            subtitle: text.heroSubtitle,
            to: '/activity/discount',
          },
        ];
  return <HeroCarousel slides={slides} texts={text} reducedMotion={reduced} />;
});

/** 游戏分类: a tile for each venue category. */
const VenueTiles = observer(function VenueTiles({ model }: { model: HomeModel }) {
  const text = useHomeText();
  const categories = model.venueCategories;
  return (
    <Section aria-labelledby="home-venues">
      <SectionHead>
        <h2 id="home-venues">{text.categoriesTitle}</h2>
      </SectionHead>
      {categories.length === 0 ? (
        <Empty text={text.emptyHome} />
      ) : (
        <Tiles>
          {categories.map((category) => {
            const code = category.code as VenueCategory;
            const name = categoryName(code, category.name, text);
            return (
              <li key={category.id}>
                <Tile to={CATEGORY_PATHS[code]}>
                  <Artwork
                    kind="venue"
                    code={`category-${code}`}
                    category={code}
                    title={name}
                    decorative
                    hideTitle
                  />
                  <span className="caption">
                    <strong>{name}</strong>
                    <small>{fill(text.venueCount, { n: category.venues.length })}</small>
                  </span>
                </Tile>
              </li>
            );
          })}
        </Tiles>
      )}
    </Section>
  );
});

/** A part of the page that shows a placeholder while home's later answers are asked for. */
interface ExtrasPartProps {
  model: HomeModel;
  extrasPending: boolean;
}

/** The in-play strip: its placeholder while the matches are asked for, then the matches. */
const LiveStrip = observer(function LiveStrip({ model, extrasPending }: ExtrasPartProps) {
  const text = useHomeText();
  if (model.liveMatches.length === 0 && !(extrasPending && model.hasOwnBook)) return null;
  return (
    <Section aria-labelledby="home-live" aria-busy={extrasPending}>
      <SectionHead>
        <h2 id="home-live">{text.liveMatches}</h2>
        <Link to={`/game/sport/${OWN_BOOK}`}>{text.allMatches}</Link>
      </SectionHead>
      {extrasPending ? (
        <LiveMatchesPlaceholder texts={text} />
      ) : (
        <LiveMatches matches={model.liveMatches} texts={text} />
      )}
    </Section>
  );
});

/** A block below the first screen: the browser skips its style, layout and paint until it comes
 * near the view (it keeps the block's height once drawn), so the page settles sooner. */
const skippedOffscreen = css`
  content-visibility: auto;
  contain-intrinsic-size: auto 18rem;
`;
const Later = styled.div`
  ${skippedOffscreen}
  min-width: 0;
`;
const LaterSection = styled(Section)`
  ${skippedOffscreen}
`;
const LaterBottom = styled(Bottom)`
  ${skippedOffscreen}
`;

/** Jackpot, hot games, promotions, notices and the app: below the first screen. */
const BelowFold = observer(function BelowFold({ model, extrasPending }: ExtrasPartProps) {
  // the promotions, notices and the app come a frame later still: each part's new styles and
  // layout are then a task of their own on a slow phone, not one long one
  const promosShown = useAfterPaint();
  return (
    <>
      {model.jackpot > 0 ? (
        <Later>
          <Jackpot amount={model.jackpot} />
        </Later>
      ) : null}
      <HotGames model={model} extrasPending={extrasPending} />
      {promosShown ? <PromosAndNotices model={model} /> : null}
    </>
  );
});

/** 热门游戏 of the hot venue: its placeholder while they are asked for, then the games. */
const HotGames = observer(function HotGames({ model, extrasPending }: ExtrasPartProps) {
  const root = useRootStore();
  const text = useHomeText();
  const hotVenue = model.hotVenue;
  if (!hotVenue || (!extrasPending && model.hotGames.length === 0)) return null;
  return (
    <LaterSection aria-labelledby="home-hot" aria-busy={extrasPending ? 'true' : undefined}>
      <SectionHead>
        <h2 id="home-hot">{text.hotGames}</h2>
        <Link to={CATEGORY_PATHS.DZ}>{text.more}</Link>
      </SectionHead>
      {extrasPending ? (
        <GamesPlaceholder />
      ) : (
        <Games>
          {model.hotGames.map((game) => (
            <li key={`${game.enName}-${game.gameCode}`}>
              <GameButton type="button" onClick={() => void launchVenue(root, hotVenue)}>
                <Artwork
                  kind="game"
                  code={game.gameCode}
                  category="DZ"
                  title={game.name}
                  identity={{ of: 'game', name: game.name, venue: game.enName }}
                  decorative
                  hideTitle
                />
                {game.hot ? (
                  <GameMark tone="hot">
                    <Flame size={12} aria-hidden />
                    {text.hotBadge}
                  </GameMark>
                ) : game.new ? (
                  <GameMark tone="new">{text.newBadge}</GameMark>
                ) : null}
                <span className="name">{game.name}</span>
              </GameButton>
            </li>
          ))}
        </Games>
      )}
    </LaterSection>
  );
});

const PromoHeadline = lazy(() => import('./PromoHeadline'));

/** Promotions, notices and the app: the last part of the page. */
const PromosAndNotices = observer(function PromosAndNotices({ model }: { model: HomeModel }) {
  const text = useHomeText();
  const promos = model.activePromos;
  return (
    <>
      {promos.length > 0 ? (
        <LaterSection aria-labelledby="home-promos">
          <SectionHead>
            <h2 id="home-promos">{text.promotions}</h2>
            <Link to="/activity/discount">{text.allPromos}</Link>
          </SectionHead>
          <PromoRow>
            {promos.map((p) => (
              <li key={p.id}>
                <PromoCard to={activityPath(p.routeName, p.activityId)}>
                  <Artwork
                    kind="banner"
                    code={`promo-${p.id}`}
                    title={p.title}
                    identity={{ of: 'promo', kind: p.routeName }}
                    decorative
                    hideTitle
                  />
                  <span className="body">
                    <strong>
                      {p.title}
                      <Suspense fallback={null}>
                        <PromoHeadline promo={p} />
                      </Suspense>
                    </strong>
                    <span>{text.viewPromo}</span>
                  </span>
                </PromoCard>
              </li>
            ))}
          </PromoRow>
        </LaterSection>
      ) : null}

      <LaterBottom>
        <Panel aria-labelledby="home-notices">
          <h2 id="home-notices">{text.notices}</h2>
          {model.notices.length === 0 ? (
            <p>{text.noNotices}</p>
          ) : (
            <NoticeList>
              {model.notices.slice(0, 5).map((n) => (
                <li key={n.id}>
                  <strong>{n.title}</strong>
                  <span>{n.content}</span>
                  <time>{n.createTime}</time>
                </li>
              ))}
            </NoticeList>
          )}
        </Panel>
        <AppPanel aria-labelledby="home-app">
          <QrCode
            className="qr"
            value={siteAddress('/download')}
            size={104}
            role="img"
            aria-label={text.appQr}
            title={text.appQr}
          />
          <div>
            <h2 id="home-app">{text.appTitle}</h2>
            <p>{text.appBody}</p>
            <Link to="/download">
              <Smartphone size={16} aria-hidden />
              {text.appCta}
            </Link>
          </div>
        </AppPanel>
      </LaterBottom>
    </>
  );
});
