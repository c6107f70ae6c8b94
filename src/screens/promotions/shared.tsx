// Pieces every promotions page shares: the page frame, the banner (generated art), the status
// badge and time range, the rules (HTML from the configuration), the visitor prompt, the
// eligibility list and the reward records.
import Markdown from 'markdown-to-jsx';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Amount } from '../../components/Amount/Amount';
import { Artwork } from '../../components/Artwork/Artwork';
import { Button } from '../../components/Button/Button';
import { LoadState } from '../../components/LoadState/LoadState';
import { Pagination } from '../../components/Pagination/Pagination';
import { Tag } from '../../components/Tag/Tag';
import { fill, useTexts } from '../../i18n/screenTexts';
import { useRootStore } from '../../stores';
import type { PagedList } from '../../stores/load/Loadable';
import type { ActivityView, DiscountAd } from '../../stores/promotions/PromotionsStore';
import { dayOf, rewardText } from './headline';
import { promotionsTexts } from './texts';
import { design } from '../../theme/design';

export const usePromoTexts = () => useTexts(promotionsTexts);

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${design.space.l};
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${design.space.l} ${design.space.m};
  box-sizing: border-box;
  h1 {
    margin: 0;
    font-size: ${design.typography.size.xxl};
  }
  h2 {
    margin: 0 0 ${design.space.s};
    font-size: ${design.typography.size.xl};
  }
`;

export const Card = styled.section`
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.l};
  padding: ${design.space.m};
  min-width: 0;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${design.space.s};
`;

export const Num = styled.span`
  font-variant-numeric: tabular-nums;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${design.color.textMuted};
`;

export function StatusBadge({ status }: { status: number }) {
  const t = usePromoTexts();
  return (
    <Tag tone={status === 1 ? 'success' : status === 0 ? 'warning' : 'neutral'}>
      {status === 0 ? t.upcoming : status === 1 ? t.running : t.ended}
    </Tag>
  );
}

/** A promotion's dates as days (10月29日 - 1月27日); the full times stay in a tooltip. */
export function TimeRange({ start, end }: { start: string; end: string }) {
  const t = usePromoTexts();
  return (
    <Num title={fill(t.timeRange, { start, end })}>
      {fill(t.dayRange, { start: dayOf(start, t), end: dayOf(end, t) })}
    </Num>
  );
}

/** The reward headline of a promotion card (最高 888 元, 100-150 % 首存 · 最高 2664 元), from
 * what the server says the activity pays; nothing when it says nothing. */
export function RewardHeadline({
  reward,
  routeName,
  className,
}: {
  reward: DiscountAd['reward'];
  routeName: string;
  className?: string;
}) {
  const t = usePromoTexts();
  const text = reward ? rewardText(reward, routeName, t) : null;
  return text ? <Headline className={className}>{text}</Headline> : null;
}

const Headline = styled.span`
  color: ${design.color.accent};
  font-weight: ${design.typography.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Banner = styled.div`
  border-radius: ${design.radius.l};
  overflow: hidden;
`;

/** A promotion's banner: its kind's motif (a trophy and leaderboard for a race, a wheel ...).
 * The title is never set on the picture: the card or page writes it once beside it. */
export function PromoBanner({
  id,
  kind,
  title,
  decorative,
}: {
  id: number;
  /** The activity's routeName (racePage, drawGift ...): decides the motif. */
  kind: string;
  title: string;
  decorative?: boolean;
}) {
  return (
    <Banner>
      <Artwork
        kind="banner"
        code={String(id)}
        category="promo"
        title={title}
        identity={{ of: 'promo', kind }}
        decorative={decorative}
        hideTitle
      />
    </Banner>
  );
}

const Rules = styled.div`
  line-height: ${design.typography.lineHeight.normal};
  ul {
    margin: ${design.space.xs} 0 0;
    padding-left: ${design.space.l};
  }
  p {
    margin: 0;
  }
`;

/** The configuration's rules (HTML): rendered without raw HTML injection. */
export function RulesCard({ html }: { html: string }) {
  const t = usePromoTexts();
  return (
    <Card aria-labelledby="promo-rules">
      <h2 id="promo-rules">{t.rules}</h2>
      <Rules>
        <Markdown options={{ forceBlock: true, disableParsingRawHTML: false }}>{html}</Markdown>
      </Rules>
    </Card>
  );
}

/** Visitors browse; joining asks them to log in. */
export function VisitorPrompt() {
  const t = usePromoTexts();
  const root = useRootStore();
  return (
    <Card>
      <Row>
        <Muted>{t.loginToJoin}</Muted>
        <Button onClick={() => root.ui.openLoginRequired()}>{t.loginNow}</Button>
      </Row>
    </Card>
  );
}

const ReqList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${design.space.s};
  li {
    display: flex;
    gap: ${design.space.xxs};
  }
`;

const Mark = styled.span<{ $ok: boolean }>`
  color: ${({ theme, $ok }) => ($ok ? theme.color.success : theme.color.danger)};
  font-weight: ${design.typography.weight.bold};
`;

export const Requirements = observer(function Requirements({ view }: { view: ActivityView }) {
  const t = usePromoTexts();
  const v = view.verification.data;
  if (!v || v.requirements.length === 0) return null;
  return (
    <div>
      <h2>{t.requirements}</h2>
      <ReqList>
        {v.requirements.map((r) => (
          <li key={r.name}>
            <span>{r.name}</span>
            <Mark $ok={r.done}>{r.done ? t.met : t.notMet}</Mark>
          </li>
        ))}
      </ReqList>
    </div>
  );
});

/** A table of the promotions pages: full width, ruled rows, left-aligned cells. */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${design.space.xs};
    border-bottom: 1px solid ${design.color.border};
  }
`;

/** A DataTable whose last column (an amount) is right-aligned. */
export const AmountTable = styled(DataTable)`
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

/** The pages of a paged list, shown when it has more than one. */
export const ListPager = observer(function ListPager<T>({ list }: { list: PagedList<T> }) {
  return list.total > list.pageSize ? (
    <Pagination
      page={list.page}
      pageSize={list.pageSize}
      total={list.total}
      onPageChange={(p) => void list.load(p)}
    />
  ) : null;
});

/** The entries of a description list of figures: a number is an amount in yuan. */
export function StatItems({
  items,
}: {
  items: ReadonlyArray<{ label: string; value: number | string }>;
}) {
  return (
    <>
      {items.map((i) => (
        <div key={i.label}>
          <dt>{i.label}</dt>
          <dd>{typeof i.value === 'number' ? <Amount value={i.value} symbol /> : i.value}</dd>
        </div>
      ))}
    </>
  );
}

export const Records = observer(function Records({ view }: { view: ActivityView }) {
  const t = usePromoTexts();
  const r = view.records;
  return (
    <Card aria-labelledby="promo-records">
      <h2 id="promo-records">{t.records}</h2>
      <LoadState
        status={r.status}
        error={r.error}
        onRetry={() => void r.load()}
        empty={r.isEmpty}
        emptyText={t.noRecords}
      >
        <AmountTable>
          <thead>
            <tr>
              <th scope="col">{t.recordTime}</th>
              <th scope="col">{t.recordTitle}</th>
              <th scope="col">{t.recordAmount}</th>
            </tr>
          </thead>
          <tbody>
            {r.items.map((x) => (
              <tr key={x.id}>
                <td>
                  <Num>{x.createTime}</Num>
                </td>
                <td>{x.title}</td>
                <td>
                  <Amount value={x.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </AmountTable>
        <ListPager list={r} />
      </LoadState>
    </Card>
  );
});

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `sec-${title}`;
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Card>
  );
}

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
