// The part of an activity page that differs by kind: deposit match, newcomer tasks, turnover
// tiers, prize wheel, check-in calendar, turnover race and landing page.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Amount } from '../../../components/Amount/Amount';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { formatCny } from '../../../domain';
import { fill } from '../../../i18n/screenTexts';
import { useRootStore } from '../../../stores';
import type { ActivityView, PromotionProgress } from '../../../stores/promotions/PromotionsStore';
import {
  AmountTable,
  Card,
  DataTable,
  Muted,
  Num,
  Row,
  Section,
  StatItems,
  VisuallyHidden,
  usePromoTexts,
} from '../shared';
import { design } from '../../../theme/design';
import { usePrefersReducedMotion } from '../../../theme/useReducedMotion';

type Item = PromotionProgress['items'][number];

/** What every kind's panel is given by the activity page. */
export interface PanelProps {
  view: ActivityView;
  running: boolean;
  loggedIn: boolean;
}

/** A state shown in place of an action (已领取, 未达成, 已参与): a disabled secondary button. */
function StateButton({ children, size }: { children: string; size?: 's' }) {
  return (
    <Button size={size} variant="secondary" disabled>
      {children}
    </Button>
  );
}

/** The join call's button; `done` is the success message of its answer. */
const JoinButton = observer(function JoinButton({
  view,
  label,
  size,
  disabled,
  done,
}: {
  view: ActivityView;
  label: string;
  size?: 's';
  disabled?: boolean;
  done: (rewardAmount: number) => string;
}) {
  const t = usePromoTexts();
  const root = useRootStore();
  return (
    <Button
      size={size}
      disabled={disabled}
      busy={view.busy !== null}
      busyText={t.joining}
      onClick={() =>
        void view.join().then((r) => {
          if (r.ok) root.ui.success(done(r.rewardAmount));
        })
      }
    >
      {label}
    </Button>
  );
});

/** 'YYYY-MM-DD HH:mm:ss' (Beijing) -> epoch ms. */
export function beijingMs(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

const Meter = styled.div`
  height: 10px;
  border-radius: ${design.radius.round};
  background: ${design.color.surfaceRaised};
  border: 1px solid ${design.color.border};
  overflow: hidden;
  > span {
    display: block;
    height: 100%;
    background: ${design.color.primary};
  }
`;

export function Progress({ value, max, label }: { value: number; max: number; label: string }) {
  const pct = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <Meter
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
    >
      <span style={{ width: `${pct}%` }} />
    </Meter>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: ${design.space.xs} ${design.space.s};
    padding-bottom: ${design.space.s};
    border-bottom: 1px solid ${design.color.border};
  }
  li > div:first-child {
    display: flex;
    flex-direction: column;
    gap: ${design.space.xxs};
    min-width: 0;
  }
`;

/** A claimable item's action: 领取 when claimable, else its state. */
const ClaimButton = observer(function ClaimButton({
  view,
  item,
  running,
}: {
  view: ActivityView;
  item: Item;
  running: boolean;
}) {
  const t = usePromoTexts();
  const root = useRootStore();
  if (item.state === 2) return <StateButton size="s">{t.claimed}</StateButton>;
  if (item.state === 0 || !running) return <StateButton size="s">{t.notReached}</StateButton>;
  return (
    <Button
      size="s"
      busy={view.busy === `claim:${item.key}`}
      busyText={t.claiming}
      aria-label={`${t.claim} ${item.name}`}
      onClick={() =>
        void view.claim(item.key).then((r) => {
          if (r.ok) root.ui.success(fill(t.claimSuccess, { amount: r.rewardAmount }));
        })
      }
    >
      {t.claim}
    </Button>
  );
});

function ItemList({
  view,
  items,
  running,
  meter,
}: {
  view: ActivityView;
  items: Item[];
  running: boolean;
  meter?: boolean;
}) {
  const t = usePromoTexts();
  return (
    <List>
      {items.map((i) => (
        <li key={i.key}>
          <div>
            <strong>{i.name}</strong>
            <Muted>
              {t.reward} <Amount value={i.rewardAmount} /> {t.yuan}
            </Muted>
            {meter ? (
              <>
                <Progress value={i.current} max={i.target} label={i.name} />
                <Muted>
                  <Num>
                    <Amount value={Math.min(i.current, i.target)} /> / <Amount value={i.target} />
                  </Num>
                </Muted>
              </>
            ) : null}
          </div>
          <ClaimButton view={view} item={i} running={running} />
        </li>
      ))}
    </List>
  );
}

export const TaskPanel = observer(function TaskPanel({ view, running }: PanelProps) {
  const t = usePromoTexts();
  const p = view.progress.data;
  if (!p) return null;
  return (
    <Section title={t.tasks}>
      <ItemList view={view} items={p.items} running={running} />
    </Section>
  );
});

export const BettingPanel = observer(function BettingPanel({ view, running }: PanelProps) {
  const t = usePromoTexts();
  const p = view.progress.data;
  if (!p) return null;
  return (
    <Section title={t.bettingTiers}>
      <Row>
        <span>{t.todayTurnover}</span>
        <strong>
          <Amount value={p.items[0]?.current ?? 0} symbol />
        </strong>
      </Row>
      <ItemList view={view} items={p.items} running={running} meter />
    </Section>
  );
});

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${design.space.s};
  margin: 0 0 ${design.space.s};
  div {
    display: flex;
    flex-direction: column;
    gap: ${design.space.xxs};
  }
  dt {
    color: ${design.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${design.typography.size.xl};
    font-weight: ${design.typography.weight.bold};
  }
`;

const TierTable = styled(DataTable)`
  @media (max-width: 600px) {
    th:nth-child(4),
    td:nth-child(4) {
      display: none;
    }
  }
`;

export const DepositPanel = observer(function DepositPanel({
  view,
  running,
  loggedIn,
}: PanelProps) {
  const t = usePromoTexts();
  const root = useRootStore();
  const navigate = useNavigate();
  const config = view.config.data;
  const p = view.progress.data;
  const [confirm, setConfirm] = useState<{
    tierId: number;
    depositAmount: number;
    rewardAmount: number;
    turnoverRequired: number;
    venues: string[];
  } | null>(null);
  if (!config) return null;
  const status = loggedIn ? (p?.joinStatus ?? 0) : 0;
  const depositPath = `/mine/savemoney?activity=${view.id}`;

  const apply = async (tierId: number) => {
    if (!view.requireLogin()) return;
    try {
      const info = await root.call('promotionConfirmInfo', { id: view.id, tierId });
      setConfirm({ tierId, ...info });
    } catch (error) {
      root.ui.showError(error);
    }
  };
  const confirmJoin = async () => {
    if (!confirm) return;
    const r = await view.join(confirm.tierId);
    setConfirm(null);
    if (!r.ok) return;
    root.ui.success(t.joinSuccess);
    if (r.rewardAmount <= 0) void navigate(depositPath);
  };

  return (
    <>
      <Section title={t.tiers}>
        <TierTable>
          <thead>
            <tr>
              <th scope="col">{t.minDeposit}</th>
              <th scope="col">{t.rewardRate}</th>
              <th scope="col">{t.maxReward}</th>
              <th scope="col">{t.turnoverMultiple}</th>
              <th scope="col">
                <VisuallyHidden>{t.apply}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {config.tiers.map((tier) => (
              <tr key={tier.id}>
                <td>
                  <Amount value={tier.minDeposit} symbol />
                </td>
                <td>
                  <Num>{Math.round(tier.rewardRate * 100)}%</Num>
                </td>
                <td>
                  <Amount value={tier.maxReward} symbol />
                </td>
                <td>
                  <Num>{fill(t.timesSuffix, { n: tier.turnoverMultiple })}</Num>
                </td>
                <td>
                  {status === 0 && running ? (
                    <Button
                      size="s"
                      aria-label={`${t.apply} ${t.minDeposit}${tier.minDeposit}`}
                      onClick={() => void apply(tier.id)}
                    >
                      {t.apply}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </TierTable>
      </Section>
      {loggedIn && p && status > 0 ? (
        <Section title={t.myProgress}>
          {status === 1 ? (
            <Row>
              <Muted>{t.applied}</Muted>
              <Button onClick={() => void navigate(depositPath)}>{t.goDeposit}</Button>
            </Row>
          ) : (
            <>
              <Stats>
                <StatItems
                  items={[
                    { label: t.lockedBonus, value: p.bonusAmount },
                    { label: t.turnoverRequired, value: p.turnoverRequired },
                    {
                      label: t.turnoverDone,
                      value: status === 3 ? p.turnoverRequired : p.turnoverDone,
                    },
                  ]}
                />
              </Stats>
              <Progress
                value={status === 3 ? 1 : p.turnoverDone}
                max={status === 3 ? 1 : p.turnoverRequired}
                label={t.turnoverDone}
              />
              <Muted>{status === 3 ? t.completed : t.lockedHint}</Muted>
            </>
          )}
        </Section>
      ) : null}
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={t.confirmTitle}
        footer={
          <Row>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              {t.cancel}
            </Button>
            <Button
              busy={view.busy !== null}
              busyText={t.joining}
              onClick={() => void confirmJoin()}
            >
              {t.confirm}
            </Button>
          </Row>
        }
      >
        {confirm ? (
          <Stats>
            <StatItems
              items={[
                { label: t.confirmDeposit, value: confirm.depositAmount },
                { label: t.confirmReward, value: confirm.rewardAmount },
                { label: t.confirmTurnover, value: confirm.turnoverRequired },
                { label: t.confirmVenues, value: confirm.venues.join('、') || '-' },
              ]}
            />
          </Stats>
        ) : null}
        {confirm ? (
          <Muted>
            {fill(t.confirmLock, {
              turnover: formatCny(confirm.turnoverRequired),
              venues: confirm.venues.join('、') || t.confirmVenues,
            })}
          </Muted>
        ) : null}
      </Dialog>
    </>
  );
});

export const LandPanel = observer(function LandPanel({ view, running, loggedIn }: PanelProps) {
  const t = usePromoTexts();
  const joined = loggedIn && (view.progress.data?.joinStatus ?? 0) > 0;
  return (
    <Card>
      <Row>
        {joined ? (
          <StateButton>{t.joined}</StateButton>
        ) : (
          <JoinButton
            view={view}
            label={t.landJoin}
            disabled={!running}
            done={(amount) => fill(t.claimSuccess, { amount })}
          />
        )}
      </Row>
    </Card>
  );
});

// ---- prize wheel --------------------------------------------------------------------------

const WheelBox = styled.div`
  position: relative;
  width: min(100%, 320px);
  margin: 0 auto;
`;

const Spinner = styled.svg<{ $angle: number; $animate: boolean }>`
  display: block;
  width: 100%;
  height: auto;
  transform: rotate(${({ $angle }) => $angle}deg);
  ${({ $animate }) =>
    $animate &&
    css`
      transition: transform 3s cubic-bezier(0.15, 0.6, 0.1, 1);
    `}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Pointer = styled.div`
  position: absolute;
  top: -4px;
  left: 50%;
  transform: translateX(-50%);
  width: 0;
  height: 0;
  border-left: 12px solid transparent;
  border-right: 12px solid transparent;
  border-top: 24px solid ${design.color.danger};
`;

const SEGMENT_COLOURS = [
  '#c0392b',
  '#d35400',
  '#b7950b',
  '#1e8449',
  '#117a65',
  '#1f618d',
  '#6c3483',
  '#7b241c',
];

function Wheel({
  prizes,
  angle,
  animate,
  label,
}: {
  prizes: PromotionProgress['prizes'];
  angle: number;
  animate: boolean;
  label: string;
}) {
  const n = Math.max(prizes.length, 1);
  const r = 100;
  const seg = (2 * Math.PI) / n;
  return (
    <WheelBox>
      <Spinner
        viewBox="-105 -105 210 210"
        role="img"
        aria-label={label}
        $angle={angle}
        $animate={animate}
      >
        {prizes.map((p, i) => {
          // segment i is centred at the top when the wheel is turned by -i * 360 / n degrees
          const a0 = i * seg - seg / 2 - Math.PI / 2;
          const a1 = a0 + seg;
          const mid = (a0 + a1) / 2;
          return (
            <g key={p.index}>
              <path
                d={`M0 0 L${r * Math.cos(a0)} ${r * Math.sin(a0)} A${r} ${r} 0 0 1 ${r * Math.cos(a1)} ${r * Math.sin(a1)} Z`}
                fill={SEGMENT_COLOURS[i % SEGMENT_COLOURS.length]}
                stroke="#fff"
                strokeWidth="1"
              />
              <text
                x={62 * Math.cos(mid)}
                y={62 * Math.sin(mid)}
                fill="#fff"
                fontSize="11"
                fontWeight="700"
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${(mid * 180) / Math.PI + 90} ${62 * Math.cos(mid)} ${62 * Math.sin(mid)})`}
              >
                {p.name}
              </text>
            </g>
          );
        })}
        <circle r="16" fill="#fff" stroke="#333" strokeWidth="2" />
      </Spinner>
      <Pointer aria-hidden />
    </WheelBox>
  );
}

export const DrawPanel = observer(function DrawPanel({ view, running, loggedIn }: PanelProps) {
  const t = usePromoTexts();
  const p = view.progress.data;
  const [angle, setAngle] = useState(0);
  const [result, setResult] = useState<string | null>(null);
  const [spinning, setSpinning] = useState(false);
  const reduced = usePrefersReducedMotion();
  const prizes = p?.prizes ?? [];
  const left = loggedIn ? (p?.drawsLeft ?? 0) : 0;
  const spin = async () => {
    setResult(null);
    const r = await view.draw();
    if (!r.ok || r.prizeIndex === undefined) return;
    const n = Math.max(prizes.length, 1);
    const target = -(r.prizeIndex * 360) / n;
    const message =
      r.rewardAmount > 0 ? fill(t.prizeWon, { prize: r.prizeName ?? '' }) : t.prizeNone;
    if (reduced) {
      setAngle(target);
      setResult(message);
      return;
    }
    setSpinning(true);
    setAngle((a) => a - (((a % 360) + 360) % 360) - 360 * 5 + (((target % 360) + 360) % 360));
    window.setTimeout(() => {
      setSpinning(false);
      setResult(message);
    }, 3000);
  };
  return (
    <Section title={t.wheelLabel}>
      <Wheel prizes={prizes} angle={angle} animate={spinning} label={t.wheelLabel} />
      <Row style={{ justifyContent: 'center', marginTop: '1rem' }}>
        <span>
          {t.drawsLeft}: <Num>{left}</Num>
        </span>
        <Button
          disabled={!running || spinning}
          busy={view.busy === 'draw' || spinning}
          busyText={t.spinning}
          onClick={() => {
            if (!view.requireLogin()) return;
            void spin();
          }}
        >
          {t.spin}
        </Button>
      </Row>
      <p role="status" aria-live="polite" style={{ textAlign: 'center', minHeight: '1.5em' }}>
        {result ?? (loggedIn && p && left === 0 && running ? t.noDraws : '')}
      </p>
    </Section>
  );
});

// ---- check-in calendar --------------------------------------------------------------------

const Calendar = styled.table`
  width: 100%;
  max-width: 420px;
  border-collapse: separate;
  border-spacing: 4px;
  th {
    font-weight: ${design.typography.weight.medium};
    color: ${design.color.textMuted};
  }
  td {
    text-align: center;
    height: 40px;
    border-radius: ${design.radius.m};
    font-variant-numeric: tabular-nums;
  }
  td[data-signed='true'] {
    background: ${design.color.primary};
    color: ${design.color.primaryText};
    font-weight: ${design.typography.weight.bold};
  }
  td[data-today='true'] {
    outline: 2px solid ${design.color.accent};
  }
`;

function monthGrid(serverTime: string): { month: string; weeks: Array<Array<string | null>> } {
  const [y = 2026, m = 1] = serverTime.slice(0, 7).split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: first }, () => null);
  for (let d = 1; d <= days; d++)
    cells.push(`${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { month: `${y}-${String(m).padStart(2, '0')}`, weeks };
}

export const SignPanel = observer(function SignPanel({ view, running, loggedIn }: PanelProps) {
  const t = usePromoTexts();
  const root = useRootStore();
  const p = view.progress.data;
  const serverTime = p?.serverTime ?? view.config.data?.startTime ?? '2026-01-01 00:00:00';
  const today = serverTime.slice(0, 10);
  const signed = new Set(loggedIn ? (p?.signedDates ?? []) : []);
  const { month, weeks } = monthGrid(serverTime);
  const weekdays = t.weekdays.split(',');
  const signedToday = loggedIn && (p?.signedToday ?? false);
  return (
    <Section title={t.checkIn}>
      <Row>
        <Button
          disabled={!running || signedToday}
          busy={view.busy === 'signIn'}
          busyText={t.checkingIn}
          onClick={() =>
            void view.signIn().then((r) => {
              if (r.ok) root.ui.success(fill(t.checkInSuccess, { amount: r.rewardAmount }));
            })
          }
        >
          {signedToday ? t.checkedIn : t.checkIn}
        </Button>
        {loggedIn && p ? <strong>{fill(t.streak, { n: p.streak })}</strong> : null}
      </Row>
      <Calendar aria-label={fill(t.calendarLabel, { month })}>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w} scope="col">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((d, j) => (
                <td
                  key={j}
                  data-signed={d !== null && signed.has(d)}
                  data-today={d === today}
                  aria-label={d && signed.has(d) ? `${d} ${t.signedMark}` : (d ?? undefined)}
                >
                  {d ? Number(d.slice(8)) : ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Calendar>
      <h3>{t.streakRewards}</h3>
      <Muted>
        {fill(t.streakDay, { n: 3 })} +8 {t.yuan} · {fill(t.streakDay, { n: 7 })} +28 {t.yuan}
      </Muted>
    </Section>
  );
});

// ---- race ---------------------------------------------------------------------------------

function useCountdown(endMs: number, serverMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const offset = serverMs === null ? 0 : serverMs - now;
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return Math.max(0, endMs - (now + offset));
}

export const RacePanel = observer(function RacePanel({ view, running, loggedIn }: PanelProps) {
  const t = usePromoTexts();
  const config = view.config.data;
  const p = view.progress.data;
  const left = useCountdown(
    config ? beijingMs(config.endTime) : 0,
    p ? beijingMs(p.serverTime) : null,
  );
  if (!config) return null;
  const s = Math.floor(left / 1000);
  const joined = loggedIn && (p?.joinStatus ?? 0) > 0;
  return (
    <>
      {running ? (
        <Card>
          <Row>
            <span>{t.countdown}</span>
            <strong>
              <Num>
                {fill(t.countdownValue, {
                  d: Math.floor(s / 86400),
                  h: String(Math.floor((s % 86400) / 3600)).padStart(2, '0'),
                  m: String(Math.floor((s % 3600) / 60)).padStart(2, '0'),
                  s: String(s % 60).padStart(2, '0'),
                })}
              </Num>
            </strong>
            {joined ? (
              <StateButton size="s">{t.joined}</StateButton>
            ) : (
              <JoinButton view={view} size="s" label={t.join} done={() => t.joinSuccess} />
            )}
          </Row>
        </Card>
      ) : null}
      {loggedIn && p ? (
        <Section title={t.leaderboard}>
          <Row>
            <span>{t.myRank}</span>
            <strong>
              <Num>{p.myRank > 0 ? fill(t.rankN, { n: p.myRank }) : t.notRanked}</Num>
            </strong>
          </Row>
          <AmountTable>
            <thead>
              <tr>
                <th scope="col">{t.rank}</th>
                <th scope="col">{t.player}</th>
                <th scope="col">{t.turnover}</th>
              </tr>
            </thead>
            <tbody>
              {p.leaderboard.map((b) => (
                <tr key={b.rank}>
                  <td>
                    <Num>{b.rank}</Num>
                  </td>
                  <td>{b.name}</td>
                  <td>
                    <Amount value={b.turnover} />
                  </td>
                </tr>
              ))}
            </tbody>
          </AmountTable>
        </Section>
      ) : null}
      {loggedIn && p && p.items.length > 0 ? (
        <Section title={t.racePrizes}>
          <ItemList view={view} items={p.items} running />
        </Section>
      ) : null}
    </>
  );
});
