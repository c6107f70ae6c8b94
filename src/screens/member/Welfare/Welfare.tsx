// 福利中心 (/mine/welfare): the VIP weekly bonus in its three states (claimable, claimed, not
// eligible) with the claim (money-moving, one idempotency key per intent), and links to more.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import Gift from 'lucide-react/icons/gift';
import type { ScreenProps } from '../../../app/areas/types';
import { Amount } from '../../../components/Amount/Amount';
import { Button } from '../../../components/Button/Button';
import { LoadState } from '../../../components/LoadState/LoadState';
import { fill } from '../../../i18n/screenTexts';
import { useMemberStore, useRootStore } from '../../../stores';
import { formatCny } from '../../../domain';
import { Card, ErrorText, Muted, Page, Row, useFailureText } from '../shared';
import { useMemberTexts } from '../texts';
import { design } from '../../../theme/design';

const Week = styled(Card)`
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
  dl {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${design.space.s};
    margin: 0;
  }
  dt {
    color: ${design.color.textMuted};
    font-size: ${design.typography.size.s};
  }
  dd {
    margin: 0;
    font-size: ${design.typography.size.l};
  }
`;

export const WelfareView = observer(function WelfareView() {
  const member = useMemberStore();
  const ui = useRootStore().ui;
  const text = useMemberTexts().welfare;
  const failureText = useFailureText();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => void member.vipWeek.load(), [member]);
  const week = member.vipWeek.data;
  const state = !week ? null : week.claimed ? 'claimed' : week.eligible === false ? 'no' : 'yes';

  const claim = async () => {
    setError(null);
    const bonus = week?.bonus ?? 0;
    const result = await member.claimWeekly();
    if (result.ok) ui.success({ text: fill(text.claimSuccess, { amount: formatCny(bonus) }) });
    else setError(failureText(result));
  };

  return (
    <Page aria-labelledby="welfare-title">
      <h1 id="welfare-title">{text.title}</h1>
      <LoadState
        status={member.vipWeek.status}
        error={member.vipWeek.error}
        onRetry={() => void member.vipWeek.load()}
      >
        {week ? (
          <Week as="section" aria-labelledby="weekly-title">
            <Gift size={48} aria-hidden />
            <div>
              <h2 id="weekly-title">
                {text.weekly} · VIP{week.grade}
              </h2>
              <dl>
                <div>
                  <dt>{text.weekDeposit}</dt>
                  <dd>
                    <Amount value={week.weekDeposit} symbol />
                  </dd>
                </div>
                <div>
                  <dt>{text.weekTurnover}</dt>
                  <dd>
                    <Amount value={week.weekTurnover} symbol />
                  </dd>
                </div>
                <div>
                  <dt>{text.bonus}</dt>
                  <dd>
                    <Amount value={week.bonus} symbol />
                  </dd>
                </div>
              </dl>
              {state === 'claimed' ? (
                <Muted>{fill(text.claimedHint, { time: week.nextClaimTime })}</Muted>
              ) : null}
              {state === 'no' ? <Muted>{text.notEligibleHint}</Muted> : null}
              {error ? <ErrorText role="alert">{error}</ErrorText> : null}
            </div>
            <Button
              disabled={state !== 'yes'}
              busy={member.busy === 'claim'}
              onClick={() => void claim()}
            >
              {state === 'claimed' ? text.claimed : state === 'no' ? text.notEligible : text.claim}
            </Button>
          </Week>
        ) : null}
      </LoadState>
      <Card as="section" aria-labelledby="more-title">
        <h2 id="more-title">{text.more}</h2>
        <Row>
          <Link to="/mine/exchange">{text.exchange}</Link>
          <Link to="/activity/discount">{text.promotions}</Link>
        </Row>
      </Card>
    </Page>
  );
});

export default function Welfare(_props: ScreenProps) {
  return <WelfareView />;
}
