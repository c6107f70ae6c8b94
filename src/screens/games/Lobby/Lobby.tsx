// A game lobby (live casino, chess and cards, esports, lottery, slots, fishing): one screen for
// every category of the route table (meta.category). Venue strip, jackpot pools, the player's
// recently played games, then the selected venue's game grid with tabs, search and paging.
import Search from 'lucide-react/icons/search';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { Empty } from '../../../components/Empty/Empty';
import { Input } from '../../../components/Input/Input';
import { LoadState } from '../../../components/LoadState/LoadState';
import { Pagination } from '../../../components/Pagination/Pagination';
import { useDrawnView } from '../../../components/drawnOnServer';
import { Tabs } from '../../../components/Tabs/Tabs';
import { fill, useTexts } from '../../../i18n/screenTexts';
import { useRootStore, type RootStore } from '../../../stores';
import {
  isLobbyCategory,
  tabGameType,
  type CategoryLobby,
  type GameTab,
  type LobbyCategory,
  type LobbyGame,
  type LobbyTab,
} from '../../../stores/lobby/LobbyStore';
import type { ScreenProps } from '../../../app/areas/types';
import type { RouteMeta } from '../../../app/routeTable';
import { GameTile, GameTilePlaceholder, TileGrid } from '../parts/GameTile';
import { Jackpot } from '../parts/Jackpot';
import { VenueStrip, VenueStripPlaceholder } from '../parts/VenueStrip';
import { LiveMatches, NextDraws, VenueTables } from '../parts/VenueExtras';
import { openInNewTab } from '../launchOpen';
import { gamesTexts } from '../texts';
import '../../../stores/lobby/register';
import { design } from '../../../theme/design';

/** The pools are refreshed while the lobby is shown. */
const POOL_REFRESH_MS = 30_000;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.l};
  width: 100%;
  max-width: 90rem;
  margin: 0 auto;
  padding: ${design.space.l} ${design.space.xl};
  @media (max-width: 600px) {
    padding: ${design.space.m};
    gap: ${design.space.m};
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${design.space.s};
  h1 {
    margin: 0;
    font-size: ${design.typography.size.xxl};
  }
`;

const AutoTransfer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  max-width: 36rem;
  small {
    color: ${design.color.textMuted};
    font-size: ${design.typography.size.xs};
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  h2 {
    margin: 0;
    font-size: ${design.typography.size.l};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${design.space.s};
`;

const SearchForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${design.space.xs};
  width: min(22rem, 100%);
  & > :first-child {
    flex: 1;
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${design.space.s} ${design.space.m};
  border-radius: ${design.radius.m};
  background: ${design.color.surfaceRaised};
  color: ${design.color.text};
  border-left: 4px solid ${design.color.warning};
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${design.space.s};
  overflow-x: auto;
`;

function GridSkeleton() {
  return (
    <TileGrid data-testid="games-loading" aria-hidden>
      {Array.from({ length: 8 }, (_, i) => (
        <GameTilePlaceholder key={i} />
      ))}
    </TileGrid>
  );
}

export const Lobby = observer(function Lobby({ category }: { category: LobbyCategory }) {
  const root = useRootStore();
  const text = useTexts(gamesTexts);
  const navigate = useNavigate();
  const lobby: CategoryLobby = root.lobby.lobby(category);
  const loggedIn = root.session.isLoggedIn;
  const autoTransfer = root.wallet.autoTransfer;
  const [query, setQuery] = useState(lobby.keyword);
  const venuesId = useId();
  const gamesId = useId();
  const recentId = useId();

  useEffect(() => {
    void lobby.start();
    const timer = setInterval(() => void lobby.refreshPools(), POOL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [lobby]);

  // A visitor who chose a game and then logged in goes on into that game.
  const [pending, setPending] = useState<{
    enName: string;
    gameCode: string;
    name: string;
    query?: string;
  } | null>(null);
  useEffect(() => {
    if (!loggedIn || !pending) return;
    const game = pending;
    queueMicrotask(() => {
      setPending(null);
      void play(game.enName, game);
    });
  }, [loggedIn, pending]); // eslint-disable-line react-hooks/exhaustive-deps

  const venue = lobby.venue;
  const venues = lobby.venues.data ?? [];
  const venueName = (enName: string) => venues.find((v) => v.enName === enName)?.name ?? enName;

  /** A game's launch; `query` tells the venue's page what was chosen here (a table, a match). */
  const play = async (enName: string, game: { gameCode: string; name: string; query?: string }) => {
    const v = venues.find((x) => x.enName === enName);
    if (!v) return;
    const r = await root.lobby.launch(v, game);
    const chosen = (url: string) =>
      game.query ? `${url}${url.includes('?') ? '&' : '?'}${game.query}` : url;
    if (r.status === 'login_required')
      setPending({ enName, gameCode: game.gameCode, name: game.name, query: game.query });
    else if (r.status === 'window')
      void navigate(r.path, { state: { url: chosen(r.url), name: v.name } });
    else if (r.status === 'sport') void navigate(r.path);
    else if (r.status === 'newTab') openInNewTab(chosen(r.url));
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    void lobby.search(query);
  };

  const keyword = lobby.keyword.trim();
  const emptyText =
    keyword !== ''
      ? fill(text.noResult, { q: keyword })
      : lobby.tab === 'collection'
        ? text.noFavourites
        : text.noGames;

  // a member's stand-in games (their favourites not known yet) show their stars busy
  const games = lobby.grid;
  const grid = (
    <LoadState
      status={games.status}
      error={lobby.games.error}
      onRetry={() => void lobby.games.load()}
      empty={games.isEmpty}
      emptyText={emptyText}
      skeleton={<GridSkeleton />}
    >
      <TileGrid aria-label={venue ? venue.name : text.games}>
        {games.items.map((g: LobbyGame) => (
          <GameTile
            key={g.gameCode}
            gameCode={g.gameCode}
            name={g.name}
            category={category}
            venue={g.enName}
            hot={g.hot}
            isNew={g.isNew}
            collected={g.collected}
            favouriteBusy={
              games.standIn || lobby.favouriteBusy[`${g.enName}/${g.gameCode}`] === true
            }
            onToggleFavourite={() => void lobby.toggleFavourite(g)}
            onPlay={() => void play(g.enName, g)}
          />
        ))}
      </TileGrid>
      {games.total > lobby.games.pageSize ? (
        <Footer>
          <Pagination
            page={games.page}
            pageSize={lobby.games.pageSize}
            total={games.total}
            onPageChange={(p) => void lobby.games.load(p)}
          />
        </Footer>
      ) : null}
    </LoadState>
  );

  // the venues and the jackpot pools come first, together: until both are in, the page shows
  // their places and the grid's, so the sections that follow do not move when they arrive
  const unsettled = (status: string) => status === 'idle' || status === 'loading';
  // deferred: the sections their arrival reveals are drawn in a yielding render (as on home)
  const settling = useDeferredValue(
    unsettled(lobby.venues.status) || unsettled(lobby.pools.status),
  );
  const venuesStatus =
    settling && lobby.venues.status !== 'error' ? 'loading' : lobby.venues.status;

  // kept in the player's browser: a member's drawn lobby has none (useDrawnView)
  const drawnView = useDrawnView();
  const recent = drawnView ? [] : root.lobby.recentOf(category);
  const openVenues = venues.filter((v) => !v.maintenance);
  const tables = openVenues.flatMap((v) => v.tables.map((t) => ({ ...t, venueName: v.name })));
  const draws = openVenues.flatMap((v) =>
    v.nextDraw ? [{ venueName: v.name, enName: v.enName, draw: v.nextDraw }] : [],
  );
  const matches = openVenues.flatMap((v) =>
    v.liveMatches.map((m) => ({ ...m, venueName: v.name, enName: v.enName })),
  );
  const venueOfGame = (gameCode: string) =>
    venues.find(
      (v) => v.tables.some((t) => t.gameCode === gameCode) || v.nextDraw?.gameCode === gameCode,
    );
  const tabLabel = (tab: LobbyTab) => tabGameType(tab) ?? text.tabs[tab as GameTab];

  return (
    <Page>
      <Head>
        <h1>{text.categoryTitles[category]}</h1>
        {loggedIn ? (
          // drawn whole while the member's setting loads (their drawn lobby, then their
          // details), the box unticked and disabled: one hint for both settings, so nothing
          // moves or appears when it arrives
          <AutoTransfer>
            <Checkbox
              checked={autoTransfer === true}
              disabled={autoTransfer === null}
              onCheckedChange={(on) => void root.wallet.setAutoTransfer(on)}
            >
              {text.autoTransfer}
            </Checkbox>
            <small>{text.autoTransferHint}</small>
          </AutoTransfer>
        ) : null}
        {!loggedIn ? (
          <Button variant="secondary" size="s" onClick={() => root.ui.openAuth(1)}>
            {text.loginToPlay}
          </Button>
        ) : null}
      </Head>

      <Section aria-labelledby={venuesId} aria-busy={venuesStatus === 'loading'}>
        <h2 id={venuesId}>{text.venues}</h2>
        <LoadState
          status={venuesStatus}
          error={lobby.venues.error}
          onRetry={() => void lobby.start()}
          empty={venues.length === 0}
          emptyText={text.noVenues}
          skeleton={<VenueStripPlaceholder />}
        >
          <VenueStrip
            label={text.venues}
            venues={venues.map((v) => ({ ...v, note: lobby.maintenanceNotes[v.enName] }))}
            selected={lobby.venueCode}
            onSelect={(en) => void lobby.selectVenue(en)}
          />
        </LoadState>
      </Section>

      {settling ? (
        <GridSkeleton />
      ) : (
        <>
          <Jackpot
            pools={lobby.categoryPools.map((p) => ({
              key: `${p.enName}/${p.gameCode}`,
              venueName: venueName(p.enName),
              amount: p.amount,
            }))}
          />

          <VenueTables
            tables={tables}
            onPlay={(t) => {
              const v = venueOfGame(t.gameCode);
              if (v)
                void play(v.enName, {
                  gameCode: t.gameCode,
                  name: t.name,
                  query: `table=${encodeURIComponent(t.tableId)}`,
                });
            }}
          />
          <NextDraws
            draws={draws}
            onPlay={(d) => {
              const v = venueOfGame(d.gameCode);
              if (v) void play(v.enName, { gameCode: d.gameCode, name: d.gameName });
            }}
            onDrawn={(d) => void lobby.drawPassed(d.drawAtMs)}
          />
          <LiveMatches
            matches={matches}
            onBet={(m) =>
              void play(m.enName, {
                gameCode: '',
                name: m.gameName,
                query: `match=${encodeURIComponent(m.matchId)}`,
              })
            }
          />

          {loggedIn && recent.length > 0 ? (
            <Section aria-labelledby={recentId}>
              <h2 id={recentId}>{text.recent}</h2>
              <TileGrid>
                {recent.map((g) => (
                  <GameTile
                    key={`${g.enName}/${g.gameCode}`}
                    gameCode={g.gameCode}
                    name={g.name}
                    category={g.category}
                    venue={g.enName}
                    onPlay={() => void play(g.enName, g)}
                  />
                ))}
              </TileGrid>
            </Section>
          ) : null}
        </>
      )}

      {settling ? null : venues.length > 0 ? (
        <Section aria-labelledby={gamesId}>
          <h2 id={gamesId}>{venue ? `${venue.name} · ${text.games}` : text.games}</h2>
          {venue?.maintenance ? (
            <Notice role="status">
              {lobby.maintenanceNotes[venue.enName] ?? text.maintenanceHint}
            </Notice>
          ) : null}
          <Toolbar>
            <SearchForm role="search" onSubmit={onSearch}>
              <Input
                label={text.searchLabel}
                hideLabel
                placeholder={text.searchPlaceholder}
                value={query}
                onChange={setQuery}
                clearable
                maxLength={30}
                prefix={<Search size={16} aria-hidden />}
              />
              <Button type="submit" size="m">
                {text.search}
              </Button>
            </SearchForm>
          </Toolbar>
          <Tabs<LobbyTab>
            label={text.tabsLabel}
            wrap
            manual
            value={lobby.tabValue}
            onValueChange={(tab) => void lobby.setTab(tab)}
            items={lobby.tabs.map((tab) => ({
              value: tab,
              label: tabLabel(tab),
              content: tab === lobby.tabValue ? grid : null,
            }))}
          />
        </Section>
      ) : (
        <Empty text={text.noVenues} />
      )}
    </Page>
  );
});

const categoryOf = (meta: RouteMeta): LobbyCategory =>
  isLobbyCategory(meta.category) ? meta.category : 'DZ';

/** The lobby's venues, pools and games start loading as its route is entered. */
export function prefetch(root: RootStore, { meta }: { meta: RouteMeta }): void {
  void root.lobby.lobby(categoryOf(meta)).start();
}

/** The routed screen: the category from the route table (egame DZ, fishing BY ...). */
export default function LobbyScreen({ meta }: ScreenProps) {
  const category = categoryOf(meta);
  return <Lobby key={category} category={category} />;
}
