// 积分兑换 (/mine/exchange): the points balance, the gift grid (in-house art, cost, stock) and the
// exchange behind a confirmation dialog that asks where the gift is sent (ExchangeDialog; one
// idempotency key per intent); the result is a toast, a refusal (not enough points, out of stock,
// a delivery detail the server refuses) a Chinese message. Links to 兑换记录.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ScreenProps } from '../../../app/areas/types';
import { Artwork } from '../../../components/Artwork/Artwork';
import { Button } from '../../../components/Button/Button';
import { LoadState } from '../../../components/LoadState/LoadState';
import { SkeletonBlock } from '../../../components/Skeleton/Skeleton';
import { fill } from '../../../i18n/screenTexts';
import { useMemberStore, useRootStore } from '../../../stores';
import type { Gift, MemberResult } from '../../../stores/member/MemberStore';
import { Card, ErrorText, Muted, Page, Row, useFailureText } from '../shared';
import { useMemberTexts, type MemberTexts } from '../texts';
import { ExchangeDialog } from './ExchangeDialog';
import type { Delivery } from '../../../domain/delivery';
import { design } from '../../../theme/design';

const Balance = styled(Card)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${design.space.s} ${design.space.m};
  strong {
    font-size: ${design.typography.size.xl};
    font-variant-numeric: tabular-nums;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr));
  gap: ${design.space.m};
  li {
    display: flex;
    flex-direction: column;
    gap: ${design.space.xs};
    padding: ${design.space.s};
    border: 1px solid ${design.color.border};
    border-radius: ${design.radius.m};
    background: ${design.color.surface};
    min-width: 0;
  }
  h3 {
    margin: 0;
    font-size: ${design.typography.size.m};
  }
  .art {
    border-radius: ${design.radius.s};
    overflow: hidden;
  }
  .cost {
    font-weight: ${design.typography.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const CODE_TEXTS = { 6004: 'c6004', 6012: 'c6012', 6303: 'c6303' } as const;

function refusalText(
  text: MemberTexts['exchange'],
  result: MemberResult,
  fallback: (r: MemberResult) => string,
): string {
  if (!result.ok && result.code !== null && result.code in CODE_TEXTS)
    return text[CODE_TEXTS[result.code as keyof typeof CODE_TEXTS]];
  return fallback(result);
}

export const ExchangeView = observer(function ExchangeView() {
  const member = useMemberStore();
  const ui = useRootStore().ui;
  const all = useMemberTexts();
  const text = all.exchange;
  const failureText = useFailureText();
  const [chosen, setChosen] = useState<Gift | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => void member.gifts.load(), [member]);
  const data = member.gifts.data;
  const points = data?.points ?? 0;

  const exchange = async (gift: Gift, delivery: Delivery) => {
    setError(null);
    setDone(null);
    const result = await member.exchangeGift(gift.id, delivery);
    setChosen(null);
    if (result.ok) {
      const message = fill(text.success, { name: gift.name });
      ui.success({ text: message });
      setDone(message);
    } else if (result.message !== '') setError(refusalText(text, result, failureText));
  };

  return (
    <Page aria-labelledby="exchange-title">
      <Row style={{ justifyContent: 'space-between' }}>
        <h1 id="exchange-title">{text.title}</h1>
        <Link to="/mine/giftRecord">{text.records}</Link>
      </Row>
      <Balance as="section" aria-label={text.balance}>
        <span>{text.balance}</span>
        {member.gifts.status === 'ready' ? (
          <strong data-testid="points-balance">{points}</strong>
        ) : (
          <SkeletonBlock $width="4rem" $height="1.5rem" />
        )}
        <Muted>{text.pointsRule}</Muted>
      </Balance>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      {done ? <Muted role="status">{done}</Muted> : null}
      <Card as="section" aria-labelledby="gifts-title">
        <h2 id="gifts-title">{text.gifts}</h2>
        <LoadState
          status={member.gifts.status}
          error={member.gifts.error}
          onRetry={() => void member.gifts.load()}
          empty={(data?.list.length ?? 0) === 0}
          emptyText={text.empty}
        >
          <Grid aria-labelledby="gifts-title">
            {data?.list.map((g) => {
              const soldOut = g.stock <= 0;
              const short = points < g.points;
              const label = soldOut ? text.soldOut : short ? text.notEnough : text.exchange;
              return (
                <li key={g.id} aria-label={g.name}>
                  <div className="art">
                    <Artwork
                      kind="game"
                      code={`gift-${g.id}`}
                      category={g.category}
                      title={g.name}
                      identity={{ of: 'gift', name: g.name }}
                      decorative
                      hideTitle
                    />
                  </div>
                  <h3>{g.name}</h3>
                  <span className="cost">{fill(text.cost, { points: g.points })}</span>
                  <Muted>{soldOut ? text.soldOut : fill(text.stock, { n: g.stock })}</Muted>
                  <Button
                    size="s"
                    disabled={soldOut || short || member.busy === 'exchange'}
                    aria-label={`${label} ${g.name}`}
                    onClick={() => setChosen(g)}
                  >
                    {label}
                  </Button>
                </li>
              );
            })}
          </Grid>
        </LoadState>
      </Card>
      <ExchangeDialog
        gift={chosen}
        points={points}
        text={text}
        busy={member.busy === 'exchange'}
        onCancel={() => setChosen(null)}
        onConfirm={(gift, delivery) => void exchange(gift, delivery)}
      />
    </Page>
  );
});

export default function Exchange(_props: ScreenProps) {
  return <ExchangeView />;
}
