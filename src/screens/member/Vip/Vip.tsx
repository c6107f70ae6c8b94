// VIP (/mine/vip): the player's grade and what the next one needs (grade info), the ladder of the
// grade config list, and the benefits of each grade; the site's VIP no-save flag decides whether
// a grade is kept for good.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import Crown from 'lucide-react/icons/crown';
import type { ScreenProps } from '../../../app/areas/types';
import { Amount } from '../../../components/Amount/Amount';
import { LoadState } from '../../../components/LoadState/LoadState';
import { ProgressBar } from '../../../components/ProgressBar/ProgressBar';
import { formatCny } from '../../../domain';
import { fill } from '../../../i18n/screenTexts';
import { useMemberStore, useSiteStore } from '../../../stores';
import type { VipGrade } from '../../../stores/member/MemberStore';
import { Card, Muted, Page, Row } from '../shared';
import { useMemberTexts } from '../texts';
import { design } from '../../../theme/design';

/** Percent of a threshold met, 0..100. */
function share(have: number, need: number): number {
  return need <= 0 ? 100 : Math.min(100, Math.round((Math.max(0, have) / need) * 100));
}

const Hero = styled(Card)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  gap: ${design.space.m};
  > div {
    flex: 1 1 16rem;
    display: flex;
    flex-direction: column;
    gap: ${design.space.xs};
  }
  strong {
    font-size: ${design.typography.size.xxl};
  }
`;

const Ladder = styled.div`
  display: flex;
  gap: ${design.space.xs};
  overflow-x: auto;
  padding-bottom: ${design.space.xs};
  button {
    flex: 0 0 auto;
    min-width: 4.5rem;
    min-height: 44px;
    border: 1px solid ${design.color.border};
    border-radius: ${design.radius.m};
    background: ${design.color.surface};
    color: ${design.color.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${design.color.primary};
    color: ${design.color.primaryText};
    border-color: ${design.color.primary};
  }
  button[data-current='true'] {
    outline: 2px solid ${design.color.accent};
    outline-offset: -4px;
  }
`;

const Benefits = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${design.space.s};
  margin: 0;
  div {
    padding: ${design.space.s};
    border-radius: ${design.radius.m};
    background: ${design.color.surfaceRaised};
  }
  dt {
    color: ${design.color.textMuted};
    font-size: ${design.typography.size.s};
  }
  dd {
    margin: 0;
    font-size: ${design.typography.size.l};
    font-variant-numeric: tabular-nums;
  }
`;

function BenefitList({ grade }: { grade: VipGrade }) {
  const text = useMemberTexts().vip;
  const items: Array<[string, number, boolean]> = [
    [text.depositRequired, grade.depositRequired, true],
    [text.turnoverRequired, grade.turnoverRequired, true],
    [text.upgradeBonus, grade.upgradeBonus, true],
    [text.birthdayBonus, grade.birthdayBonus, true],
    [text.weeklyBonus, grade.weeklyBonus, true],
    [text.monthlyBonus, grade.monthlyBonus, true],
    [text.withdrawTimes, grade.withdrawTimesPerDay, false],
    [text.withdrawLimit, grade.withdrawLimitPerDay, true],
  ];
  return (
    <Benefits>
      {items.map(([label, value, money]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{money ? <Amount value={value} symbol /> : value}</dd>
        </div>
      ))}
    </Benefits>
  );
}

export const VipView = observer(function VipView() {
  const member = useMemberStore();
  const site = useSiteStore();
  const text = useMemberTexts().vip;
  const [picked, setPicked] = useState<number | null>(null);
  useEffect(() => void member.loadVip(), [member]);
  const grades = member.grades.data ?? [];
  // the server's figures (the read upgrades a member whose thresholds are met)
  const progress = member.vipProgress.data;
  const grade = progress?.grade ?? member.grade;
  const listed = grades.find((g) => g.grade === (picked ?? grade)) ?? null;
  // the picked grade's benefits as the server states them (by grade); the list's until then
  const info = listed ? member.gradeInfo(listed.grade) : null;
  useEffect(() => void info?.ensure(), [info]);
  const shown = info?.data?.grade === listed?.grade ? (info?.data ?? listed) : listed;
  const gradeName = grades.find((g) => g.grade === grade)?.name ?? `VIP${grade}`;

  return (
    <Page aria-labelledby="vip-title">
      <Row style={{ justifyContent: 'space-between' }}>
        <h1 id="vip-title">{text.title}</h1>
        <Link to="/mine/vip/detail">{text.detail}</Link>
      </Row>
      <LoadState
        status={member.grades.status}
        error={member.grades.error}
        onRetry={() => void member.grades.load()}
      >
        <Hero>
          <Crown size={48} aria-hidden />
          <div>
            <Muted>{text.myGrade}</Muted>
            <strong>{gradeName}</strong>
            {progress?.nextName ? (
              <>
                <Muted>{fill(text.nextGrade, { name: progress.nextName })}</Muted>
                <ProgressBar
                  value={share(progress.totalDeposit, progress.depositRequired)}
                  label={text.depositProgress}
                />
                <Muted>
                  {fill(text.depositOf, {
                    have: formatCny(progress.totalDeposit),
                    need: formatCny(progress.depositRequired),
                  })}
                </Muted>
                <ProgressBar
                  value={share(progress.totalTurnover, progress.turnoverRequired)}
                  label={text.turnoverProgress}
                />
                <Muted>
                  {fill(text.turnoverOf, {
                    have: formatCny(progress.totalTurnover),
                    need: formatCny(progress.turnoverRequired),
                  })}
                </Muted>
                <Muted>
                  {fill(text.remaining, {
                    deposit: formatCny(progress.depositRemaining),
                    turnover: formatCny(progress.turnoverRemaining),
                  })}
                </Muted>
                <Muted>{text.autoUpgrade}</Muted>
              </>
            ) : progress ? (
              <Muted>{text.topGrade}</Muted>
            ) : null}
            {site.flags.vipNoSave ? <Muted>{text.noSave}</Muted> : <Muted>{text.keepGrade}</Muted>}
          </div>
        </Hero>
        <Card as="section" aria-labelledby="vip-ladder">
          <h2 id="vip-ladder">{text.ladder}</h2>
          <Ladder role="group" aria-label={text.ladder}>
            {grades.map((g) => (
              <button
                key={g.grade}
                type="button"
                aria-pressed={(picked ?? grade) === g.grade}
                data-current={g.grade === grade}
                onClick={() => setPicked(g.grade)}
              >
                {g.name}
              </button>
            ))}
          </Ladder>
          {shown ? (
            <>
              <h2>
                {fill(text.benefits, { name: shown.name })}
                {shown.grade === grade ? <Muted as="span"> ({text.current})</Muted> : null}
              </h2>
              <BenefitList grade={shown} />
            </>
          ) : null}
        </Card>
      </LoadState>
    </Page>
  );
});

export default function Vip(_props: ScreenProps) {
  return <VipView />;
}
