// 合营计划 (/agent): commission tiers, a worked example, how to join in steps, and contact
// through customer service. With the site's hidden-agent flag the plan reads as not open.
import { observer } from 'mobx-react-lite';
import BadgePercent from 'lucide-react/icons/badge-percent';
import ChartLine from 'lucide-react/icons/chart-line';
import Headset from 'lucide-react/icons/headset';
import Layers from 'lucide-react/icons/layers';
import styled from 'styled-components';
import type { ScreenProps } from '../../../app/areas/types';
import { Button } from '../../../components/Button/Button';
import { formatCny } from '../../../domain';
import { fill, useTexts } from '../../../i18n/screenTexts';
import { useSiteStore } from '../../../stores';
import { brandTexts } from '../texts';
import { Card, ContactService, Hero, PageFrame, Section } from '../shared';
import { COMMISSION_TIERS } from './ventureTiers';
import { design } from '../../../theme/design';

const Tiers = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    padding-bottom: ${design.space.xs};
    color: ${design.color.textMuted};
  }
  th,
  td {
    padding: ${design.space.s} ${design.space.m};
    border-bottom: 1px solid ${design.color.border};
    text-align: left;
  }
  thead th {
    background: ${design.color.surfaceRaised};
    font-weight: ${design.typography.weight.medium};
  }
  td:last-child {
    font-size: ${design.typography.size.xl};
    font-weight: ${design.typography.weight.bold};
    color: ${design.color.accent};
  }
  @media (max-width: 600px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      padding: ${design.space.s} 0;
      border-bottom: 1px solid ${design.color.border};
    }
    th,
    td {
      display: block;
      padding: 2px 0;
      border: 0;
    }
    td[data-label]::before {
      content: attr(data-label) ':';
      color: ${design.color.textMuted};
      margin-right: ${design.space.xxs};
    }
    td:last-child {
      grid-column: 2;
      grid-row: 1 / span 3;
      align-self: center;
    }
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${design.color.textMuted};
  line-height: ${design.typography.lineHeight.normal};
`;

const Example = styled(Card)`
  border-left: 4px solid ${design.color.accent};
  h3 {
    margin: 0 0 ${design.space.xs};
    font-size: ${design.typography.size.l};
  }
  p {
    margin: 0;
    line-height: 1.75;
    font-variant-numeric: tabular-nums;
  }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${design.space.m};
  counter-reset: step;
  li {
    display: flex;
    flex-direction: column;
    gap: ${design.space.xs};
    padding: ${design.space.l};
    border-radius: ${design.radius.l};
    background: ${design.color.surface};
    border: 1px solid ${design.color.border};
  }
  span {
    display: inline-flex;
    align-self: flex-start;
    padding: 2px ${design.space.xs};
    border-radius: ${design.radius.round};
    background: ${design.color.primary};
    color: ${design.color.primaryText};
    font-size: ${design.typography.size.s};
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 900px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
    li {
      padding: ${design.space.m};
    }
  }
`;

const Why = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${design.space.m};
  li {
    display: flex;
    align-items: center;
    gap: ${design.space.s};
    padding: ${design.space.m};
    border-radius: ${design.radius.l};
    background: ${design.color.surfaceRaised};
  }
  svg {
    flex: none;
    color: ${design.color.primary};
  }
`;

const Contact = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${design.space.m};
  h2 {
    margin: 0 0 ${design.space.xxs};
    font-size: ${design.typography.size.xl};
  }
  p {
    margin: 0;
    color: ${design.color.textMuted};
  }
`;

const WHY_ICONS = { w1: BadgePercent, w2: ChartLine, w3: Layers, w4: Headset } as const;

export const VenturePage = observer(function VenturePage() {
  const site = useSiteStore();
  const all = useTexts(brandTexts);
  const text = all.venture;
  if (site.flags.hiddenAgent) {
    return (
      <PageFrame>
        <Hero code="venture" title={text.title} lead={text.closed} />
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <ContactService>
        {(open) => (
          <Hero code="venture" title={text.title} lead={text.lead}>
            <Button onClick={open}>{text.apply}</Button>
          </Hero>
        )}
      </ContactService>

      <Section aria-labelledby="venture-tiers">
        <h2 id="venture-tiers">{text.tiersHeading}</h2>
        <Card>
          <Tiers>
            <caption>{text.tiersCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.colLevel}</th>
                <th scope="col">{text.colActive}</th>
                <th scope="col">{text.colProfit}</th>
                <th scope="col">{text.colRate}</th>
              </tr>
            </thead>
            <tbody>
              {COMMISSION_TIERS.map((tier) => (
                <tr key={tier.level}>
                  <th scope="row">{fill(text.level, { n: tier.level })}</th>
                  <td data-label={text.colActive}>
                    {fill(text.activeAtLeast, { n: tier.minActive })}
                  </td>
                  <td data-label={text.colProfit}>
                    {tier.to === null
                      ? fill(text.profitAbove, { from: formatCny(tier.from - 1) })
                      : fill(text.profitRange, {
                          from: formatCny(tier.from),
                          to: formatCny(tier.to),
                        })}
                  </td>
                  <td data-label={text.colRate}>{tier.rate}%</td>
                </tr>
              ))}
            </tbody>
          </Tiers>
        </Card>
        <Note>{text.tiersNote}</Note>
        <Note>{text.activeHint}</Note>
        <Example as="div">
          <h3>{text.exampleHeading}</h3>
          <p>{text.example}</p>
        </Example>
      </Section>

      <Section aria-labelledby="venture-steps">
        <h2 id="venture-steps">{text.stepsHeading}</h2>
        <Steps>
          {(['s1', 's2', 's3', 's4'] as const).map((key, i) => (
            <li key={key}>
              <span>{fill(text.stepLabel, { n: i + 1 })}</span>
              {text.steps[key]}
            </li>
          ))}
        </Steps>
      </Section>

      <Section aria-labelledby="venture-why">
        <h2 id="venture-why">{text.whyHeading}</h2>
        <Why>
          {(['w1', 'w2', 'w3', 'w4'] as const).map((key) => {
            const Icon = WHY_ICONS[key];
            return (
              <li key={key}>
                <Icon size={24} aria-hidden="true" />
                {text.why[key]}
              </li>
            );
          })}
        </Why>
      </Section>

      <Contact as="section" aria-labelledby="venture-contact">
        <div>
          <h2 id="venture-contact">{text.contactHeading}</h2>
          <p>{text.contact}</p>
        </div>
        <ContactService>
          {(open) => (
            <Button variant="secondary" onClick={open}>
              <Headset size={18} aria-hidden="true" />
              {text.contactButton}
            </Button>
          )}
        </ContactService>
      </Contact>
    </PageFrame>
  );
});

export default function Venture(_props: ScreenProps) {
  return <VenturePage />;
}
