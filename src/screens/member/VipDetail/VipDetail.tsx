// VIP详情 (/mine/vip/detail): the rebate rate of every game type for each grade (grade config),
// the rebate rule of each type (rebate high/low: minimum, maximum, range) and a calculator over
// the domain's rebate helper.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ScreenProps } from '../../../app/areas/types';
import { Input } from '../../../components/Input/Input';
import { LoadState } from '../../../components/LoadState/LoadState';
import { Select } from '../../../components/Select/Select';
import { decimalAmount } from '../../../components/shared/filters';
import { useMessage } from '../../../components/shared/useMessage';
import { formatCny, rebate } from '../../../domain';
import { fill } from '../../../i18n/screenTexts';
import { useMemberStore } from '../../../stores';
import { Card, Muted, Page, Row } from '../shared';
import { useHomeText } from '../../home/texts';
import { useMemberTexts } from '../texts';
import { design } from '../../../theme/design';

const Scroll = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    width: 100%;
    min-width: 32rem;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${design.space.xs} ${design.space.s};
    border-bottom: 1px solid ${design.color.border};
    text-align: center;
  }
  thead th {
    background: ${design.color.surfaceRaised};
  }
  tr[data-current='true'] {
    background: ${design.color.surfaceRaised};
    font-weight: ${design.typography.weight.bold};
  }
`;

const Rules = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: ${design.space.xxs};
  font-variant-numeric: tabular-nums;
`;

const CATS = ['TY', 'DZ', 'ZR', 'CP', 'QP', 'DJ', 'BY'] as const;
type Cat = (typeof CATS)[number];

/** 0.008 -> "0.8%". */
export function percent(rate: number): string {
  return `${Math.round(rate * 10_000) / 100}%`;
}

export const VipDetailView = observer(function VipDetailView() {
  const member = useMemberStore();
  const all = useMemberTexts();
  const text = all.vipDetail;
  // the venue categories' names are the site's (the header menu names them)
  const { categories } = useHomeText();
  const [cat, setCat] = useState<Cat>('TY');
  const [amount, setAmount] = useState('');
  const message = useMessage();
  useEffect(() => void member.loadVip(), [member]);
  const grades = member.grades.data ?? [];
  const rules = member.rebates.data ?? [];
  const status =
    member.grades.status === 'error' || member.rebates.status === 'error'
      ? 'error'
      : member.grades.status === 'ready' && member.rebates.status === 'ready'
        ? 'ready'
        : 'loading';
  const rule = rules.find((r) => r.category === cat);
  const myRate =
    member.currentGrade?.rebates.find((r) => r.category === cat)?.rate ?? rule?.rate ?? 0;
  const value = rule
    ? rebate(amount, { min: rule.minAmount, rate: myRate, max: rule.maxRebate })
    : 0;

  return (
    <Page aria-labelledby="vip-detail-title">
      <Row style={{ justifyContent: 'space-between' }}>
        <h1 id="vip-detail-title">{text.title}</h1>
        <Link to="/mine/vip">{text.back}</Link>
      </Row>
      <LoadState
        status={status}
        error={member.grades.error ?? member.rebates.error}
        onRetry={() => {
          void member.grades.load();
          void member.rebates.load();
        }}
      >
        <Card as="section" aria-labelledby="rebate-table">
          <h2 id="rebate-table">{text.rebates}</h2>
          {/* its own name: the section around it is the 各等级返水比例 region (axe landmark-unique) */}
          <Scroll tabIndex={0} role="region" aria-label={text.rebatesTable}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{all.vip.grade}</th>
                  {CATS.map((c) => (
                    <th key={c} scope="col">
                      {categories[c]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grades.map((g) => (
                  <tr key={g.grade} data-current={g.grade === member.grade}>
                    <th scope="row">{g.name}</th>
                    {CATS.map((c) => {
                      const r = g.rebates.find((x) => x.category === c);
                      return <td key={c}>{r ? percent(r.rate) : '-'}</td>;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
        </Card>
        <Card as="section" aria-labelledby="rebate-rules">
          <h2 id="rebate-rules">{text.rule}</h2>
          <Rules>
            {rules.map((r) => (
              <li key={r.category}>
                {categories[r.category]}:
                {fill(text.ruleText, { min: formatCny(r.minAmount), max: formatCny(r.maxRebate) })},
                {fill(text.range, { low: percent(r.lowRate), high: percent(r.highRate) })}
              </li>
            ))}
          </Rules>
        </Card>
        <Card as="section" aria-labelledby="rebate-calc">
          <h2 id="rebate-calc">{text.calculator}</h2>
          <Row>
            <Select
              label={text.category}
              value={cat}
              onValueChange={(v) => setCat(v as Cat)}
              options={CATS.map((c) => ({ value: c, label: categories[c] }))}
            />
            <Input
              label={text.amount}
              placeholder={text.amountPlaceholder}
              value={amount}
              onChange={setAmount}
              filter={decimalAmount}
              inputMode="decimal"
              maxLength={12}
              error={amount.trim().startsWith('-') ? message('amountNegative') : null}
            />
          </Row>
          {amount !== '' && !amount.trim().startsWith('-') && rule ? (
            value > 0 ? (
              <p aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {fill(text.result, {
                  value: formatCny(value),
                  name: member.currentGrade?.name ?? `VIP${member.grade}`,
                  rate: percent(myRate),
                })}
              </p>
            ) : (
              <Muted aria-live="polite">{text.below}</Muted>
            )
          ) : null}
        </Card>
      </LoadState>
    </Page>
  );
});

export default function VipDetail(_props: ScreenProps) {
  return <VipDetailView />;
}
