// /activity/<kind>/<id>: one activity of any of the eight kinds. Everyone sees the banner, time,
// status and rules; a member also sees the eligibility, the kind's progress and claims, and the
// reward records. Visitors are asked to log in when they try to join.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { activityPath } from '../../../app/routeTable';
import { Empty } from '../../../components/Empty/Empty';
import { LoadState } from '../../../components/LoadState/LoadState';
import type { ScreenProps } from '../../../app/areas/types';
import { useRootStore } from '../../../stores';
import {
  Card,
  Muted,
  Page,
  PromoBanner,
  Records,
  Requirements,
  Row,
  RulesCard,
  StatusBadge,
  TimeRange,
  VisitorPrompt,
  usePromoTexts,
} from '../shared';
import {
  BettingPanel,
  DepositPanel,
  DrawPanel,
  LandPanel,
  RacePanel,
  type PanelProps,
  SignPanel,
  TaskPanel,
} from './panels';
import '../../../stores/promotions/register';

export type ActivityKind =
  | 'racePage'
  | 'activityLandPage'
  | 'firstDeposit'
  | 'againDeposit'
  | 'newTask'
  | 'drawGift'
  | 'signGift'
  | 'bettingGift';

function KindPanel({ kind, ...props }: PanelProps & { kind: string }) {
  switch (kind) {
    case 'firstDeposit':
    case 'againDeposit':
      return <DepositPanel {...props} />;
    case 'newTask':
      return props.loggedIn ? <TaskPanel {...props} /> : null;
    case 'bettingGift':
      return props.loggedIn ? <BettingPanel {...props} /> : null;
    case 'drawGift':
      return <DrawPanel {...props} />;
    case 'signGift':
      return <SignPanel {...props} />;
    case 'racePage':
      return <RacePanel {...props} />;
    default:
      return <LandPanel {...props} />;
  }
}

/** The activity id: the last segment of the address; null when it is not an id (an edited
 * link), which is answered as a missing activity without asking the server. */
function useActivityId(): number | null {
  const { pathname } = useLocation();
  const id = Number(pathname.split('/').filter(Boolean).pop() ?? '');
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function ActivityScreen({ kind }: { kind: ActivityKind }) {
  const id = useActivityId();
  return id === null ? <MissingActivity /> : <Activity kind={kind} id={id} />;
}

function MissingActivity() {
  const t = usePromoTexts();
  return (
    <Page aria-label={t.notFound}>
      <Empty text={t.notFound} />
      <Link to="/activity/discount">{t.back}</Link>
    </Page>
  );
}

const Activity = observer(function Activity({ kind, id }: { kind: ActivityKind; id: number }) {
  const root = useRootStore();
  const t = usePromoTexts();
  const view = root.promotions.activity(id);
  const loggedIn = root.session.isLoggedIn;
  useEffect(() => {
    void view.load();
  }, [view, loggedIn]);
  const config = view.config.data;
  const running = config?.status === 1;
  // An address naming another kind than the activity's own (an old or hand-typed link) is
  // replaced by the activity's own page; the panel below already follows the activity.
  const navigate = useNavigate();
  useEffect(() => {
    if (config && config.routeName !== kind)
      void navigate(activityPath(config.routeName, config.id), { replace: true });
  }, [config, kind, navigate]);
  // Only the first load of the member's data hides the panels (a refresh after a claim keeps
  // them, and the wheel keeps its result).
  const memberLoading = loggedIn && view.progress.data === null && view.progress.status !== 'error';
  return (
    <Page aria-labelledby="activity-title">
      <LoadState
        status={view.config.status}
        error={view.config.error}
        missing={view.config.missing}
        onRetry={() => void view.load()}
      >
        {config ? (
          <>
            <PromoBanner id={config.id} kind={config.routeName} title={config.title} decorative />
            <Row>
              <h1 id="activity-title">{config.title}</h1>
              <StatusBadge status={config.status} />
            </Row>
            <Muted>
              {t.activityTime}: <TimeRange start={config.startTime} end={config.endTime} />
            </Muted>
            {config.status === 2 ? (
              <Card role="note">
                <strong>{t.endedNotice}</strong>
              </Card>
            ) : null}
            {config.status === 0 ? (
              <Card role="note">
                <strong>{t.upcomingNotice}</strong>
              </Card>
            ) : null}
            {!loggedIn ? <VisitorPrompt /> : null}
            {loggedIn ? (
              <LoadState
                status={
                  memberLoading ? 'loading' : view.progress.data ? 'ready' : view.progress.status
                }
                error={view.progress.error}
                onRetry={() => void view.refreshMember()}
              >
                <Requirements view={view} />
              </LoadState>
            ) : null}
            {!memberLoading ? (
              <KindPanel
                kind={config.routeName}
                view={view}
                running={running}
                loggedIn={loggedIn}
              />
            ) : null}
            <RulesCard html={config.rules} />
            {loggedIn && !memberLoading ? <Records view={view} /> : null}
          </>
        ) : null}
      </LoadState>
      <Link to="/activity/discount">{t.back}</Link>
    </Page>
  );
});

export function screenOf(kind: ActivityKind) {
  return function Screen(_props: ScreenProps) {
    return <ActivityScreen kind={kind} />;
  };
}
