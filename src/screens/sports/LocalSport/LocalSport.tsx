// /game/sport/{enName} (screen localSport, sport layout): the own book's board in three columns
// (filters, league groups of matches, the slip), fed live; crty shows the embedded channel.
import { observer } from 'mobx-react-lite';
import { createElement, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useParams, type Params } from 'react-router-dom';
import styled from 'styled-components';
import Ticket from 'lucide-react/icons/ticket';
import X from 'lucide-react/icons/x';
import { Button } from '../../../components/Button/Button';
import { afterNextPaint } from '../../../components/afterPaint';
import { LoadState } from '../../../components/LoadState/LoadState';
import { drawnOnServer, useDrawnView } from '../../../components/drawnOnServer';
import { lateModule, useLateModule } from '../../../components/lateModule';
import { ODDS_FORMATS, type OddsFormat } from '../../../domain/odds';
import { fill, useTexts } from '../../../i18n/screenTexts';
import type { ScreenProps } from '../../../app/areas/types';
import { useRootStore, type RootStore } from '../../../stores';
import { Board } from '../board/Board';
import { OddsAnnouncer } from '../board/OddsAnnouncer';
import { Sidebar } from '../board/Sidebar';
import { SlipPanel } from '../slip/SlipPanel';
import { SlipTabs } from '../myBets/SlipTabs';
import { sportsTexts, type SportsTexts } from '../texts';
import { COUNTS_MS, type SportsStore } from '../../../stores/sports/SportsStore';
import '../../../stores/sports/register';
import { design } from '../../../theme/design';
import { recallOnEntry } from '../../../stores/wallet/recallOnEntry';

const Page = styled.div`
  display: grid;
  grid-template-columns: 14rem minmax(0, 1fr) 20rem;
  gap: ${design.space.m};
  padding: ${design.space.m};
  align-items: start;
  @media (max-width: 1279px) {
    grid-template-columns: 12rem minmax(0, 1fr) 18rem;
  }
  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
    padding: ${design.space.xs};
    padding-bottom: 5rem;
  }
`;

const Centre = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${design.space.s};
  h1 {
    margin: 0;
    font-size: ${design.typography.size.xl};
  }
  .status {
    margin-left: auto;
    font-size: ${design.typography.size.xs};
    color: ${design.color.textMuted};
  }
  .status[data-state='live'] {
    color: ${design.color.success};
  }
  select {
    min-height: 40px;
    font: inherit;
    background: ${design.color.inputBackground};
    color: ${design.color.text};
    border: 1px solid ${design.color.border};
    border-radius: ${design.radius.s};
  }
`;

/** Under this width the left column gives way to the phone's filter bar. */
const PHONE_FILTERS = '(max-width: 1023px)';

// The phone's filter bar (board/PhoneFilters) loads on narrow windows only, after the first
// paint: a wide window never draws it. Its place is kept meanwhile, so the board does not move.
const phoneFiltersModule = lateModule(() =>
  import('../board/PhoneFilters').then((m) => m.PhoneFilters),
);

const FiltersPlace = styled.div`
  display: none;
  @media ${PHONE_FILTERS} {
    display: block;
    min-height: ${design.touchTarget};
  }
`;

function LatePhoneFilters(props: { sports: SportsStore; texts: SportsTexts; now: number }) {
  const [narrow, setNarrow] = useState(
    () => !drawnOnServer && window.matchMedia(PHONE_FILTERS).matches,
  );
  useEffect(() => {
    if (narrow) return undefined;
    const query = window.matchMedia(PHONE_FILTERS);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [narrow]);
  const PhoneFilters = useLateModule(phoneFiltersModule, narrow);
  return PhoneFilters ? createElement(PhoneFilters, props) : <FiltersPlace />;
}

/* the left column; a phone has the filter bar and its sheet instead */
const Left = styled(Sidebar)`
  @media (max-width: 1023px) {
    display: none;
  }
`;

const Right = styled.aside`
  position: sticky;
  top: ${design.space.m};
  @media (max-width: 1023px) {
    display: none;
  }
`;

const SheetButton = styled.button`
  display: none;
  @media (max-width: 1023px) {
    display: inline-flex;
    position: fixed;
    /* above the phone's tab bar (GlobalStyle's --tab-bar), centred */
    bottom: calc(var(--tab-bar, 0px) + ${design.space.m});
    left: 50%;
    transform: translateX(-50%);
    z-index: ${design.zIndex.dropdown};
    align-items: center;
    gap: ${design.space.xs};
    min-height: 48px;
    padding: 0 ${design.space.m};
    border: none;
    border-radius: ${design.radius.round};
    background: ${design.color.primary};
    color: ${design.color.primaryText};
    font: inherit;
    font-variant-numeric: tabular-nums;
    box-shadow: ${design.shadow.dialog};
    cursor: pointer;
  }
`;

const Sheet = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  max-height: 80vh;
  overflow-y: auto;
  z-index: ${design.zIndex.overlay};
  padding: ${design.space.xs};
  background: ${design.color.background};
  box-shadow: ${design.shadow.dialog};
  border-radius: ${design.radius.l} ${design.radius.l} 0 0;
  @media (min-width: 1024px) {
    display: none;
  }
`;

/** The sheet's top row: its close button, the design system's (issue 43). */
const SheetHead = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${design.space.xxs} ${design.space.xxs} ${design.space.xs};
`;

const SkeletonRows = () => (
  <div data-testid="board-loading">
    {Array.from({ length: 6 }, (_, i) => (
      <div
        key={i}
        style={{ height: 64, margin: 8, borderRadius: 8, opacity: 0.4, background: 'currentColor' }}
      />
    ))}
  </div>
);

export const LocalSportBoard = observer(function LocalSportBoard({ enName }: { enName: string }) {
  const root = useRootStore();
  const { sports, slip, wallet } = root;
  const t = useTexts(sportsTexts);
  const [sheet, setSheet] = useState(false);
  const now = useRef(root.clock.now());
  const drawnView = useDrawnView();

  useEffect(() => {
    void sports.enter(enName);
    // The live feed (a socket) and the balance start after the paint: started among the
    // effects of the board's first draw, they and the drawing they cause made that task a long
    // one, and their requests came before the board's first paint.
    let stop = (): void => undefined;
    const cancelLater = afterNextPaint(() => {
      // the balance, and with auto-transfer on the venues' money back to the centre wallet
      void recallOnEntry(root, enName);
      stop = sports.connectLive();
    });
    const counts = root.clock.setTimeout(() => void sports.loadCounts(), COUNTS_MS);
    return () => {
      cancelLater();
      stop();
      sports.stopPolling();
      sports.setLiveStatus('off');
      root.clock.clearTimeout(counts);
      sports.leave();
    };
  }, [enName, sports, wallet, root]);

  // deferred: the board the list reveals is drawn in a yielding render, not one long task
  const status = useDeferredValue(
    sports.error !== null && !sports.loading ? 'error' : !sports.loaded ? 'loading' : 'ready',
  );
  // the sidebar's counts (five list calls) once the board is painted: they do not hold up its
  // first list, which is the largest thing on the page. Started among the effects of the
  // board's first draw, their calls made that task one of the longest.
  const drawn = status !== 'loading';
  useEffect(() => {
    if (!drawn) return undefined;
    return afterNextPaint(() => void sports.loadCounts());
  }, [drawn, enName, sports]);

  const statusText =
    sports.liveStatus === 'live'
      ? t.live
      : sports.liveStatus === 'reconnecting'
        ? t.reconnecting
        : t.polling;

  return (
    <Page>
      <Left sports={sports} texts={t} now={now.current} />
      <Centre>
        <LatePhoneFilters sports={sports} texts={t} now={now.current} />
        <Toolbar>
          <h1>{t[`show_${sports.showType}`]}</h1>
          <label>
            {t.oddsFormat}{' '}
            <select
              aria-label={t.oddsFormat}
              value={sports.oddsFormat}
              disabled={sports.oddsFormatLocked}
              title={sports.oddsFormatLocked ? t.oddsFormatLocked : undefined}
              onChange={(e) => sports.setOddsFormat(e.target.value as OddsFormat)}
            >
              {ODDS_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t[`odds_${f}`]}
                </option>
              ))}
            </select>
          </label>
          <span className="status" data-state={sports.liveStatus} role="status">
            {statusText}
          </span>
        </Toolbar>
        <LoadState
          status={status}
          error={sports.error}
          onRetry={() => void sports.refresh()}
          empty={status === 'ready' && sports.leagueGroups.length === 0}
          emptyText={t.emptyBoard}
          skeleton={<SkeletonRows />}
        >
          <Board sports={sports} slip={slip} texts={t} />
        </LoadState>
        <OddsAnnouncer sports={sports} texts={t} />
      </Centre>
      <Right>
        <SlipTabs id="bets">
          <SlipPanel />
        </SlipTabs>
      </Right>
      <SheetButton
        type="button"
        aria-expanded={sheet}
        aria-controls="slip-sheet"
        onClick={() => setSheet(!sheet)}
      >
        <Ticket size={18} aria-hidden />
        {/* a member's drawn board: the slip is kept in the player's browser */}
        {drawnView ? t.slip : fill(t.slipCount, { n: slip.count })}
      </SheetButton>
      {sheet && (
        <Sheet id="slip-sheet" role="dialog" aria-label={t.slip}>
          <SheetHead>
            <Button variant="secondary" onClick={() => setSheet(false)}>
              <X size={16} aria-hidden />
              {t.closeSlip}
            </Button>
          </SheetHead>
          <SlipTabs id="bets-sheet">
            <SlipPanel id="slip-sheet-panel" />
          </SlipTabs>
        </Sheet>
      )}
    </Page>
  );
});

const isChannel = (enName: string) => enName.toLowerCase() === 'crty';

/** The board's lists start loading as its route is entered (preload leaves the sports
 * channel alone: its launch moves money and needs a login). */
/** The match page's module (screen sportMatch), loaded through this one: what it shares with the
 * board (the slip, the markets, the texts) is then this module's, already loaded on the board. */
export function loadMatchPage() {
  return import('../Match/MatchPage');
}

export function prefetch(root: RootStore, { params }: { params: Params }): void {
  const enName = params.enName ?? 'XMTY';
  if (root.site.venueOffered(enName)) root.sports.preload(enName);
}

const Closed = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${design.space.m};
  padding: ${design.space.xl} ${design.space.m};
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${design.typography.size.xl};
  }
`;

/** The own book's address on a site whose selfSport flag is off: said so, with the way to the
 * sports venues the site does offer (no board, no calls). */
export function OwnBookClosed() {
  const t = useTexts(sportsTexts);
  return (
    <Closed aria-labelledby="own-book-closed">
      <h1 id="own-book-closed">{t.ownBookClosed}</h1>
      <Link to="/game/sport">{t.otherSports}</Link>
    </Closed>
  );
}

// The sports channel's page (crty) is not the board's: it loads when opened.
const channelModule = lateModule(() => import('./ChannelView').then((m) => m.ChannelView));

function LateChannelView() {
  const View = useLateModule(channelModule, true);
  return View ? createElement(View) : null;
}

export default observer(function LocalSport(_props: ScreenProps) {
  const { enName = 'XMTY' } = useParams();
  const root = useRootStore();
  if (isChannel(enName)) return <LateChannelView />;
  if (!root.site.venueOffered(enName)) return <OwnBookClosed />;
  return <LocalSportBoard enName={enName} />;
});
