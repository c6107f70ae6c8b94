// 优惠活动 (/activity/discount): every promotion with category tabs, its kind's banner art, the
// title once, the reward headline, its days and status; each opens its /activity/<kind>/<id>
// page. Visitors browse.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadState } from '../../../components/LoadState/LoadState';
import { SkeletonBlock } from '../../../components/Skeleton/Skeleton';
import { Tabs } from '../../../components/Tabs/Tabs';
import type { ScreenProps } from '../../../app/areas/types';
import { activityPath } from '../../../app/routeTable';
import { useRootStore } from '../../../stores';
import {
  PROMOTION_TABS,
  type DiscountAd,
  type PromotionTab,
} from '../../../stores/promotions/PromotionsStore';
import {
  Page,
  PromoBanner,
  RewardHeadline,
  StatusBadge,
  TimeRange,
  usePromoTexts,
} from '../shared';
import '../../../stores/promotions/register';
import { design } from '../../../theme/design';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: ${design.space.m};
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  height: 100%;
  padding-bottom: ${design.space.s};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.l};
  background: ${design.color.surface};
  color: ${design.color.text};
  text-decoration: none;
  overflow: hidden;
  transition: box-shadow ${design.motion.duration.normal};
  &:hover,
  &:focus-visible {
    box-shadow: ${design.shadow.card};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  > div:first-child {
    border-radius: 0;
  }
`;

const TileBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xxs};
  padding: 0 ${design.space.s};
  strong {
    font-size: ${design.typography.size.l};
  }
  small {
    color: ${design.color.textMuted};
    font-size: ${design.typography.size.xs};
  }
`;

const TitleRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${design.space.xs};
`;

function PromoTile({ p }: { p: DiscountAd }) {
  return (
    <li>
      <Tile to={activityPath(p.routeName, p.activityId)}>
        <PromoBanner id={p.activityId} kind={p.routeName} title={p.title} decorative />
        <TileBody>
          <TitleRow>
            <strong>{p.title}</strong>
            <StatusBadge status={p.status} />
          </TitleRow>
          <RewardHeadline reward={p.reward} routeName={p.routeName} />
          <small>
            <TimeRange start={p.startTime} end={p.endTime} />
          </small>
        </TileBody>
      </Tile>
    </li>
  );
}

export const DiscountList = observer(function DiscountList() {
  const { promotions } = useRootStore();
  const t = usePromoTexts();
  useEffect(() => {
    void promotions.list.load();
  }, [promotions]);
  const labels: Record<PromotionTab, string> = {
    all: t.tabAll,
    deposit: t.tabDeposit,
    daily: t.tabDaily,
    newcomer: t.tabNewcomer,
    race: t.tabRace,
    invite: t.tabInvite,
  };
  const list = promotions.list;
  const content = (
    <LoadState
      status={list.status}
      error={list.error}
      onRetry={() => void list.load()}
      empty={promotions.shown.length === 0}
      emptyText={t.emptyList}
      skeleton={
        <Grid aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <SkeletonBlock aria-hidden $height="12rem" />
            </li>
          ))}
        </Grid>
      }
    >
      <Grid>
        {promotions.shown.map((p) => (
          <PromoTile key={`${p.id}-${p.activityId}`} p={p} />
        ))}
      </Grid>
    </LoadState>
  );
  return (
    <Page aria-labelledby="discount-title">
      <h1 id="discount-title">{t.discountTitle}</h1>
      <Tabs
        label={t.tabsLabel}
        value={promotions.tab}
        onValueChange={(v) => promotions.setTab(v)}
        items={PROMOTION_TABS.map((tab) => ({
          value: tab.key,
          label: labels[tab.key],
          content: tab.key === promotions.tab ? content : null,
        }))}
      />
    </Page>
  );
});

export default function Discount(_props: ScreenProps) {
  return <DiscountList />;
}
